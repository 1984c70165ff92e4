// Seeing a tensor through a layout that reaches past its own is refused when the program is
// built: composition(8:1, 16:1) is 16:1, which needs 16 elements.
use cute_layout::prelude::*;
use cute_layout::tensor::Tensor;
fn main() {
    let data = [0u8; 64];
    let t = Tensor::<_, layout!(8:1)>::new(&data[..]).unwrap();
    let c = t.compose::<layout!(16:1)>();
    let _ = c[15usize];
}
