use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
// A tensor program that must compile and run: makes trybuild build (not just check) every
// case, so that the constant assertions of `from_array` are evaluated in the others.
fn main() {
    let data = [1u8; 32];
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&data);
    assert_eq!(t.iter().count(), 32);
}
