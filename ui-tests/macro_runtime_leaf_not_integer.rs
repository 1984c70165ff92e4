// A run-time leaf that is not an integer: the error says what a leaf may be.
use cute_layout::prelude::*;
fn main() {
    let x = 2.5f32;
    let _ = make_shape!((x, _4));
}
