// ldmatrix is a warp-wide copy: a TiledCopy of 8 threads cannot use it.
use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
use cute_layout::prelude::*;

fn main() {
    let _copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
        <layout!((8,1):(1,0))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
}
