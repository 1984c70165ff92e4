// A nested dice coordinate with fewer modes than its mode: the first line names dice and both
// ranks in decimal.
use cute_layout::prelude::*;

fn main() {
    let l = <layout!(((2, 3), 4):((1, 2), 6))>::new();
    let _ = l.dice(((1usize,), Underscore));
}
