use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
fn main() {
    let data = [0u8; 32];
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&data);
    let _ = t[(0, 0, 0)];
}
