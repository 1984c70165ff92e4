use cute_layout::prelude::*;
use cute_layout::swizzle::TileToShapeOrdered;
// CuTe's `tile_to_shape(block, shape, order)` takes one order entry per mode of the target.
type T = TileToShapeOrdered<layout!((2,4):(4,1)), shape!((4,8)), shape!((2,1,3))>;
fn main() { let _ = T::default(); }
