use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
fn main() {
    let src = [0.0f32; 12];
    let mut dst = [0.0f32; 16];
    let a = Tensor::<_, layout!((3, 4):(4, 1))>::from_array(&src);
    let mut b = Tensor::<_, layout!((4, 4):(1, 4))>::from_array_mut(&mut dst);
    b.copy_from(&a);
}
