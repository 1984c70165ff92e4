// CUTLASS's ss_smem_selector asserts that the tile's extents are multiples of 8: the error
// names the selector, the rule and both extents in decimal.
use cute_layout::atom::{gmma, Half};
use cute_layout::typenum::{U12, U128};

fn main() {
    let _ = gmma::SsSmemSelector::<gmma::MajorK, Half, U128, U12>::default();
}
