// gemm_tiled of f32 data with an SM80 atom that multiplies halves: the value types do not match.
use cute_layout::atom::{gemm_tiled, TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;

fn main() {
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((1,1,1):(0,0,0))>;
    let a = vec![0.0f32; 16 * 16];
    let b = vec![0.0f32; 8 * 16];
    let mut c = vec![0.0f32; 16 * 8];
    let _ = gemm_tiled(
        Mma::default(),
        &a,
        <layout!((16,16):(16,1))>::default(),
        &b,
        <layout!((8,16):(16,1))>::default(),
        &mut c,
        <layout!((16,8):(1,16))>::default(),
    );
}
