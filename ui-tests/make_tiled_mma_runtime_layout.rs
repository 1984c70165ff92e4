// A layout of atoms with run-time leaves: CuTe accepts one; here a TiledMMA's layouts are
// types, so the layout of atoms is static, and the first error says so.
use cute_layout::atom::{make_tiled_mma, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;

fn main() {
    let n = 2usize;
    let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, make_layout!((n, n, _1):(_1, n, _0)));
    let _ = mma;
}
