// A register tensor of a generic layout needs `L: RegLayout`.
use cute_layout::prelude::*;
fn zeros<L: StaticLayout>() -> usize {
    let r = RegTensor::<f32, L>::new_registers();
    r.data().len()
}
fn main() {
    let _ = zeros::<layout!((2, 2):(1, 2))>();
}
