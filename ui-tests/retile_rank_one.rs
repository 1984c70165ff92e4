// retile_D of a rank-1 fragment: a fragment has a mode of values and at least one mode of
// tiles.
use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
use cute_layout::prelude::*;

fn main() {
    let copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
        <layout!((32,1):(1,0))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
    let _ = copy.get_slice(0).retile_d(<layout!(8:1)>::default());
}
