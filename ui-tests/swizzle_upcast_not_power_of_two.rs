use cute_layout::prelude::*;
use cute_layout::swizzle::{Swizzle, Upcast};
use cute_layout::typenum::U3;
// CuTe: static_assert(has_single_bit(N)): a swizzle moves by whole bits.
type A = Composition<Swizzle<U3, U3, U3>, layout!((8,48):(48,1))>;
fn main() { let _ = Upcast::<A, U3>::default(); }
