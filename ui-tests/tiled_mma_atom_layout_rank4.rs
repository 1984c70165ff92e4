// make_tiled_mma pads a layout of atoms of rank 1 or 2 to (M, N, K); one of rank 4 has no
// place for its fourth mode.
use cute_layout::atom::{TiledMMA, TiledMmaOp, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;

fn main() {
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1,2):(1,2,0,4))>;
    let _ = <Mma as TiledMmaOp>::THREADS;
}

// The same through `get_slice` (a method whose bound is the TiledMMA: the same error).
#[allow(dead_code)]
fn slice() {
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1,2):(1,2,0,4))>;
    let _ = Mma::default().get_slice(0);
}
