// A register fragment of a thread's part of a tile with run-time extents: CuTe's "Dynamic
// owning tensors not supported", named as partition_fragment_A.
use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::prelude::*;

fn main() {
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    let (m, k) = (64usize, 32usize);
    let _frag = Mma::default()
        .get_slice(5)
        .partition_fragment_a(make_layout!((m, k):(k, _1)));
}
