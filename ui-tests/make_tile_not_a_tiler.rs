use cute_layout::prelude::*;
fn main() {
    let scale = 2.5f32;
    let _ = make_tile!(scale, _8);
}
