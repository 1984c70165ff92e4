// make_fragment_B takes a thread's part of B, whose mode 0 holds the atom's values of B (CuTe's
// static_assert): a part of A, 8 values where the atom gives each thread 4 of B, is named so.
use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;
type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
fn main() {
    let thr = Mma::default().get_slice(5);
    let (tcsa, _) = thr.partition_a(<layout!((64,32):(32,1))>::new());
    let _ = thr.make_fragment_b(tcsa);
}
