use cute_layout::prelude::*;
type L = layout!(Layout<Shape<_4, _2>, Stride<_1, _4>>);
fn main() {
    let _ = L::default();
}
