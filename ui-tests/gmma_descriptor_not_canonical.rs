// partition_fragment_A of a GMMA atom that reads A from shared memory: a row-major 128x32 tile
// of halves is not a canonical (unswizzled) K-major GMMA layout, whose core matrices keep
// their 8 rows 16 bytes apart.
use cute_layout::atom::{gmma, TiledMMA, SM90_64x64x16_F32F16F16_SS};
use cute_layout::prelude::*;

fn main() {
    type Mma = TiledMMA<SM90_64x64x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0))>;
    let thr = Mma::default().get_slice(5);
    let _ = thr.partition_fragment_a(<layout!((128,32):(32,1))>::default());
}
