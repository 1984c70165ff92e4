// Indexing a tensor of a generic layout needs `L: Crd2IdxOp<C>`.
use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
fn corner<L: StaticLayout>(t: &Tensor<&[f32], L>) -> f32 {
    t[(0usize, 0usize)]
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = corner(&t);
}
