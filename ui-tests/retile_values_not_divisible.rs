// retile_D of a fragment with 6 values per thread for an atom that moves 8: CuTe's retile
// divides the fragment's values by the atom's, and 6 does not divide 8 (CuTe: Shape
// Divisibility Condition). 2, 4, 12, 16 or 24 values retile.
use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
use cute_layout::prelude::*;

fn main() {
    let copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
        <layout!((32,1):(1,0))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
    let _ = copy.get_slice(0).retile_d(<layout!((6,2,2))>::default());
}
