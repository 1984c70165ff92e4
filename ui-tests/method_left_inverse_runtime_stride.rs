// The method form of an operation reports the rule as the alias form does: left_inverse needs
// static strides (here one is run-time).
use cute_layout::prelude::*;
fn main() {
    let n = std::hint::black_box(8usize);
    let a = make_layout!((4, 8):(n, _1));
    let _ = a.left_inverse();
}
