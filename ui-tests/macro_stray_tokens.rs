use cute_layout::prelude::*;
type L = layout!((2,3):(1,2) + 1);
fn main() {}
