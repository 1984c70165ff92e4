use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposeSwizzle, Swizzle};
use cute_layout::typenum::{U2, U3, U4};
// CuTe's make_swizzle: "Something went wrong." -- (32,32):(32,1) sends Sw<2,4,3>'s bits to bits
// no single swizzle XORs.
type R = ComposeSwizzle<layout!((32,32):(32,1)), Swizzle<U2, U4, U3>>;
fn main() { let _ = R::default(); }
