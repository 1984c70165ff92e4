// A swizzle composed with a layout that has run-time leaves: one error naming composition and
// the rule.
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;

fn main() {
    let m = std::hint::black_box(8usize);
    let l = make_layout!((m, _64):(_64, _1));
    let _ = Swizzle::<U3, U3, U3>::default().composition(l);
}
