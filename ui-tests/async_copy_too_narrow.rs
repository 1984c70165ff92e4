// AsyncVectorCopy: the two layouts share no two consecutive halves (the source is a column of
// a row-major tile), so the widest vector is 16 bits, and cp.async moves 4, 8 or 16 bytes.
use cute_layout::atom::*;
use cute_layout::prelude::*;

type Column = layout!((8,64):(64,1));
type Rows = layout!((8,64):(1,8));

fn main() {
    let _ = AsyncVectorCopy::<Column, Rows, Half>::default();
}
