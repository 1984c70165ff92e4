use cute_layout::prelude::*;
use cute_layout::swizzle::{ComposedLayout, LocalPartitionAt, Swizzle};
use cute_layout::typenum::{U0, U1, U3};
// A 3x8 thread layout does not divide the 8x64 swizzled tile: CuTe's slice of the divided
// layout rejects it.
type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,64):(64,1))>;
fn main() {
    let _ = LocalPartitionAt::<L, layout!((3,8):(8,1)), U1>::default();
}
