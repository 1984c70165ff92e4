// gemm with static layouts whose K differ: A is (M,K) = (4,3), B is (N,K) = (2,5).
use cute_layout::prelude::*;
use cute_layout::tensor::{gemm, Tensor};
fn main() {
    let a = [1.0f32; 12];
    let b = [1.0f32; 10];
    let mut c = [0.0f32; 8];
    gemm(
        &Tensor::<_, layout!((4, 3):(1, 4))>::from_array(&a),
        &Tensor::<_, layout!((2, 5):(1, 2))>::from_array(&b),
        &mut Tensor::<_, layout!((4, 2):(1, 4))>::from_array_mut(&mut c),
    );
}
