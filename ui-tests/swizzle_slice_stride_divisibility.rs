use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// CuTe composes the swizzle's bit projection with the kept column (8):(65): stride 65 is
// neither below nor a multiple of the projection's first extent, 8.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,64):(65,1))>;
fn main() {
    let _ = Slice::<L, crd!((_,3))>::default();
}
