// upcast of a layout with run-time leaves: one error that names upcast and the rule (static
// layouts only), and where the run-time form is.
use cute_layout::prelude::*;

fn main() {
    let m = std::hint::black_box(8usize);
    let l = make_layout!((m, _8):(_8, _1));
    println!("{}", l.upcast::<U2>());
}
