// Tuples of the notation have at most 16 modes, in types and in values alike.
use cute_layout::prelude::*;

type L = layout!((1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17):(1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1));

fn main() {
    let n = 3usize;
    let _ = make_shape!((n, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
    let _ = L::default();
}
