use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U3, U8};
// CuTe: logical_product(layout, Sw o K o T) requires K == 0.
type T = ComposedLayout<Swizzle<U3, U3, U3>, U8, layout!((8,64):(64,1))>;
fn main() {
    let _ = LogicalProduct::<layout!((2,2):(1,2)), T>::default();
}
