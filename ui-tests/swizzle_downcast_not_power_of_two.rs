use cute_layout::prelude::*;
use cute_layout::swizzle::{Downcast, Swizzle};
use cute_layout::typenum::U3;
// CuTe: static_assert(has_single_bit(N)): a swizzle moves by whole bits.
type A = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
fn main() { let _ = Downcast::<A, U3>::default(); }
