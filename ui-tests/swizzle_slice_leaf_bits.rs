use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// CuTe reads the swizzle bits of the fixed row mode (8):(24) leaf by leaf (to_mixed_bits):
// through the projection, shape * stride is not a power of two.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,24):(24,1))>;
type Cr = crd!((2,_));
fn main() {
    let _ = <L as SliceOp<Cr>>::slice_and_offset(L::default(), Cr::default());
}
