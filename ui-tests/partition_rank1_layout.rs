// A TiledMMA partitions layouts and tensors of rank 2 or more (identity tensors too); a rank-1
// layout gets an error that says so.
use cute_layout::prelude::*;
use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
fn main() {
    let thr = Mma::default().get_slice(5);
    let c = thr.partition_c(<layout!(64:1)>::new());
    println!("{c:?}");
}
