// A tuple in a coordinate where the shape has an integer: CuTe refuses it too (whatever the
// tuple's length), and the first line names slice and the rule.
use cute_layout::prelude::*;

fn main() {
    let l = <layout!((6, 4):(1, 6))>::new();
    let _ = l.slice(((Underscore, 1usize), Underscore));
}
