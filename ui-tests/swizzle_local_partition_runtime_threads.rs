// A swizzled layout partitioned by a thread layout with run-time leaves: CuTe's C++ does not
// compile it either, and the error names local_partition and the rule, not an internal
// trait. (A plain layout takes a run-time thread layout.)
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::U3;

fn main() {
    let eight = std::hint::black_box(8usize);
    let smem = Composition::<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>::default();
    let _ = smem.local_partition(make_layout!((eight, eight):(eight, _1)), 9);
}
