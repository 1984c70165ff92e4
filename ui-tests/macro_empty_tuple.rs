use cute_layout::prelude::*;
type L = layout!((2,()):(1,()));
fn main() {}
