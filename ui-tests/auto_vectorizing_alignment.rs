// AutoVectorizingCopyWithAssumedAlignment takes 8, 16, 32, 64 or 128 bits (CuTe's static_assert).
use cute_layout::atom::{AutoVectorizingCopyWithAssumedAlignment, CopyAtom};
use cute_layout::typenum::U24;
fn bits<A: CopyAtom>() {}
fn main() {
    bits::<AutoVectorizingCopyWithAssumedAlignment<U24>>();
}
