// A tensor's storage is a slice: a `&Vec` is named, with the fix.
use cute_layout::prelude::*;

fn main() {
    let data: Vec<f32> = (0..12).map(|i| i as f32).collect();
    let _ = make_tensor(&data, make_layout!((_3, _4):(_4, _1)));
}
