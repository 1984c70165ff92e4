// A TiledCopy partitions a tensor of at least its tile's rank (CuTe's "Rank of tensor to be
// partitioned too small"): a rank-1 layout against a 2-D tile names the rule and both ranks.
use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
use cute_layout::prelude::*;
fn main() {
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        <layout!((32,8):(1,32))>::default(),
        <layout!((4,1):(1,0))>::default(),
    );
    let _ = copy.get_slice(3).partition_d(<layout!(256:1)>::default());
}
