// Looping over a tile needs `Loops` on the tile's layout: the error names it.
use cute_layout::prelude::*;
use cute_layout::tensor::LocalTileOp;
fn tile_sum<L: LocalTileOp<shape!((2, 4)), (usize, usize)>>(t: &Tensor<&[f32], L>) -> f32 {
    t.local_tile(<shape!((2, 4))>::default(), (0usize, 0usize)).iter().sum()
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = tile_sum(&t);
}
