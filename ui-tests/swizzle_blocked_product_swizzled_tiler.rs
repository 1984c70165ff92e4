use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::U3;
// CuTe's blocked_product takes two plain layouts: no overload for a swizzled tiler.
type T = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
fn main() {
    let _ = BlockedProduct::<layout!((2,2):(1,2)), T>::default();
}
