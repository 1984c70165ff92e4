use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::{U2, U3};
// CuTe: static_assert(abs(SShift) >= BBits): Sw<3,3,2> would XOR bits into themselves.
type R = Composition<Swizzle<U3, U3, U2>, layout!((8,64):(64,1))>;
fn main() { let _ = R::default(); }
