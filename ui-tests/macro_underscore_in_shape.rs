use cute_layout::prelude::*;
type S = shape!((2,_));
fn main() {}
