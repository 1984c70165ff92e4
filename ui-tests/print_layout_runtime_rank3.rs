// print_layout of a layout with run-time leaves and three modes: the rank rule, by name.
use cute_layout::prelude::*;
fn main() {
    let n = std::hint::black_box(2usize);
    let _ = print_layout(make_layout!((n, _2, _2):(_1, n, _4)));
}
