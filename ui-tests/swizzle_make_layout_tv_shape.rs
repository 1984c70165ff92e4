use cute_layout::prelude::*;
use cute_layout::swizzle::LayoutTv;
// CuTe's raked_product takes no shape as the value layout.
type R = LayoutTv<layout!((32,4):(4,1)), shape!((1,8))>;
fn main() { let _ = R::default(); }
