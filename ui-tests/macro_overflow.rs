use cute_layout::prelude::*;
type L = layout!(18446744073709551616:1);
fn main() {}
