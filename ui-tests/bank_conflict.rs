// assert_conflict_free!: ldmatrix-style row reads of an unswizzled 8x64 tile of halves; the 8
// rows of each matrix are 128 bytes apart, all in the same banks.
use cute_layout::assert_conflict_free;
use cute_layout::atom::Half;
use cute_layout::prelude::*;

assert_conflict_free!(layout!((8,64):(64,1)), Half, layout!(((8,4),8):((1,64),8)), 128);

fn main() {}
