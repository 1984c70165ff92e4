use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// CuTe composes the swizzle's bit projection with the kept row (48):(1): 48 columns do not
// split into the projection's power-of-two modes.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,48):(48,1))>;
type Cr = crd!((3,_));
fn main() {
    let _ = <L as SliceOp<Cr>>::slice_and_offset(L::default(), Cr::default());
}
