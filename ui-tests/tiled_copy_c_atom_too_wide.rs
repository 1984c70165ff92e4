// make_tiled_copy_C_atom with a copy atom that moves more values per thread (8 halves, stmatrix
// x4) than each thread of the TiledMMA holds of C (4): CuTe's static_assert, in decimal.
use cute_layout::atom::{
    make_tiled_copy_c_atom, make_tiled_mma, Copy_Atom, Half, SM80_16x8x16_F16F16F16F16_TN,
    SM90_U32x4_STSM_N,
};
use cute_layout::prelude::*;
fn main() {
    let mma = make_tiled_mma(
        SM80_16x8x16_F16F16F16F16_TN::default(),
        <layout!((2,2,1):(1,2,0))>::default(),
    );
    let _ = make_tiled_copy_c_atom(Copy_Atom::<SM90_U32x4_STSM_N, Half>::default(), mma);
}
