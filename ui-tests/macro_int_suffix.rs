use cute_layout::prelude::*;
type L = layout!(4u32:1);
fn main() {}
