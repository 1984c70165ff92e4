// make_tensor takes a layout or a shape (laid out column-major); anything else is named.
use cute_layout::prelude::*;

fn main() {
    let data = [0.0f32; 12];
    let _ = make_tensor(&data[..], 12.0f32);
}
