use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// A coordinate without `_` keeps no mode; CuTe's slice of a swizzled layout composes the
// swizzle's projection with the kept layout, which an empty layout cannot do.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,64):(64,1))>;
fn main() {
    let _ = Slice::<L, crd!((3,5))>::default();
}
