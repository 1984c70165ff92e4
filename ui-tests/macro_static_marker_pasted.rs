// `_N` (CuTe's print of a static N) is accepted, but `_` alone is not an extent.
use cute_layout::prelude::*;
type L = layout!((_8,_):(_1,_8));
fn main() {}
