use cute_layout::prelude::*;
type S = shape!(4, 8);
fn main() {}
