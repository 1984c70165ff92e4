use cute_layout::prelude::*;
type L = layout!((2,3) (1,4));
fn main() {}
