// A method on a layout with run-time leaves, given a tiler with more modes than the layout.
use cute_layout::prelude::*;
fn main() {
    let m = std::hint::black_box(300usize);
    let a = make_layout!((m, _64):(_1, m));
    let _ = a.try_logical_divide(make_shape!((_32, _8, _2)));
}
