// A target mode smaller than the block's (a GMMA atom's K of 64 against a tile's 32): one error,
// the divisibility rule, not a follow-on error of the compact layout of 0 copies.
use cute_layout::prelude::*;
fn main() {
    let _ = cute_layout::swizzle::tile_to_shape(<layout!((8,64):(64,1))>::new(), make_shape!((_128, _32)));
}
