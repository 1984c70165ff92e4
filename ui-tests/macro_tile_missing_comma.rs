use cute_layout::prelude::*;
type T = tile!(3:4 8:2);
fn main() {}
