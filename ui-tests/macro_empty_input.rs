use cute_layout::prelude::*;
type L = layout!();
fn main() {}
