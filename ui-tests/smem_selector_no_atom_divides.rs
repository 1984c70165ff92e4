// 8 FP8 values along K are 8 bytes, less than the unswizzled GMMA atom's 16: no atom divides
// the tile, and the error says so with both numbers.
use cute_layout::atom::{gmma, FloatE4M3};
use cute_layout::typenum::{U128, U8};

fn main() {
    let _ = gmma::SsSmemSelector::<gmma::MajorK, FloatE4M3, U128, U8>::default();
}
