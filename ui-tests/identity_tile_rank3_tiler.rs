// A GEMM's rank-3 CTA tiler and coordinate on a rank-2 identity tensor, without the Step
// projection: the error names local_tile and points to local_tile_step.
use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, make_identity_tensor};
fn main() {
    let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
    let t = local_tile(&ca, make_shape!((_128, _64, _16)), (2usize, 1usize, Underscore));
    println!("{t}");
}
