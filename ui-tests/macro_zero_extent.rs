use cute_layout::prelude::*;
type S = shape!((4,0));
fn main() {}
