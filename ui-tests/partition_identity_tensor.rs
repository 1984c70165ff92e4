// A TiledMMA partitions layouts and tensors; an identity tensor gets an error that says so and
// names the way to the coordinates.
use cute_layout::prelude::*;
use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
use cute_layout::tensor::make_identity_tensor;
type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
fn main() {
    let thr = Mma::default().get_slice(5);
    let id = make_identity_tensor(make_shape!((_64, _32)));
    let c = thr.partition_c(&id);
    println!("{c:?}");
}
