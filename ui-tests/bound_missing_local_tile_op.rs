// A generic function that takes a tile needs `L: LocalTileOp<Tiler, Crd>`.
use cute_layout::prelude::*;
fn first<L: StaticLayout>(t: &Tensor<&[f32], L>) -> usize {
    let tile = t.local_tile(make_shape!((_2, _4)), (0usize, 0usize));
    tile.data().len()
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = first(&t);
}
