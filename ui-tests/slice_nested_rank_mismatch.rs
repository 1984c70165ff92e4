// A nested coordinate entry with more modes than the mode it indexes: the first line names
// slice and both ranks in decimal, as at the top level (CuTe: Mismatched Ranks).
use cute_layout::prelude::*;

fn main() {
    let l = <layout!(((2, 3), 4):((1, 2), 6))>::new();
    let _ = l.slice(((1usize, 2usize, 0usize), Underscore));
}
