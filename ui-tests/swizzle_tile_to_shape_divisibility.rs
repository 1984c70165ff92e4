use cute_layout::prelude::*;
use cute_layout::swizzle::{Swizzle, TileToShape};
use cute_layout::typenum::U3;
// CuTe: "tile_to_shape: block shape does not divide the target shape." (8 rows into 12).
type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
type R = TileToShape<Atom, shape!((12,64))>;
fn main() { let _ = R::default(); }
