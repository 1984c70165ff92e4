// A thread layout with run-time leaves and more modes than the layout: the rank rule, with
// both ranks in decimal, as for a static thread layout.
use cute_layout::prelude::*;

fn main() {
    let two = std::hint::black_box(2usize);
    let m = make_layout!((8usize, 8usize):(_1, 8usize));
    let _ = m.local_partition(make_layout!((two, two, two):(_1, two, 4usize)), 3);
}
