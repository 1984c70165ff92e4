// local_tile and local_partition with a coordinate, tiler or thread layout of the wrong rank:
// one error each, naming the operation and both ranks in decimal (not the slicing below).
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::tensor::{local_partition, local_tile, Tensor};

fn main() {
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    // Three entries for a grid of two modes (fewer are padded with `_`, as in CuTe).
    let _ = local_tile(&m, make_shape!((_4, _2)), (1usize, 3usize, 2usize));
    // A tiler of three modes over a layout of two.
    let _ = m.layout().local_tile(make_shape!((_4, _2, _2)), (1usize, 0usize));
    // A thread layout of three modes over a layout of two.
    let _ = local_partition(&m, <layout!((2, 4, 2):(8, 2, 1))>::new(), 5);
    // The same checks for a swizzled layout.
    let smem = <Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>>::default();
    let _ = smem.local_tile(make_shape!((_32, _8)), (1usize, 2usize, 0usize));
    let _ = smem.local_partition(<layout!((8,8,2):(8,1,64))>::new(), 9);
}
