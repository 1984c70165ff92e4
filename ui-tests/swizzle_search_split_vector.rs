// SwizzleFor: an access whose 128-bit vector is not 8 consecutive halves of shared memory (a
// thread's values run down a column) cannot be counted, so no swizzle is searched.
use cute_layout::atom::Half;
use cute_layout::banks::{Access, SwizzleFor};
use cute_layout::prelude::*;
use cute_layout::typenum::U128;

type Smem = layout!((32,64):(64,1));
type Columns = Access<layout!((64,8):(32,1)), U128>;

fn main() {
    let _ = SwizzleFor::<Smem, Half, (Columns,)>::B;
}
