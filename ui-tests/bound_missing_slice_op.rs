// Slicing a tensor of a generic layout needs `L: SliceOp<C>`.
use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
fn row<L: StaticLayout>(t: &Tensor<&[f32], L>) -> usize {
    t.slice((1usize, Underscore)).data().len()
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = row(&t);
}
