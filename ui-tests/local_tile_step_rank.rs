// A projection step with fewer modes than the tiler: the error names the step's projection.
use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile_step, Tensor};
fn main() {
    let data = [0u32; 64];
    let m = Tensor::<_, layout!((8,8):(1,8))>::from_array(&data);
    let _ = local_tile_step(&m, make_shape!((_4, _2, _2)), (1usize, Underscore, 0usize), step!(_1, X));
}
