// make_fragment_C takes a thread's part of C (CuTe's static_asserts): the whole tile, of rank 2,
// is named with its rank.
use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;
type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
fn main() {
    let thr = Mma::default().get_slice(5);
    let _ = thr.make_fragment_c(<layout!((64,32):(1,64))>::new());
}
