use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// CuTe reads the bits of the fixed row (48 columns of stride 1... the row mode (8):(48)) leaf
// by leaf: 8 * 48 is not a power of two.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,48):(48,1))>;
type Cr = crd!((3,_));
fn main() {
    let _ = <L as SliceOp<Cr>>::slice_and_offset(L::default(), Cr::default());
}
