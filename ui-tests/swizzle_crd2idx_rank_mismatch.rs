use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, Swizzle};
use cute_layout::typenum::{U0, U3};
// A coordinate of three modes does not fit the rank-2 inner layout of the swizzled layout.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,64):(64,1))>;
fn main() {
    let _ = L::default().offset((1usize, 2usize, 3usize));
}
