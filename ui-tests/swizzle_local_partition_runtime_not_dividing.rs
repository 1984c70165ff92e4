// A run-time thread index into a swizzled tile whose thread layout does not divide it: the
// error names the slice of the swizzled layout and CuTe's divisibility rule, in decimal.
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::U3;
fn main() {
    let smem = <Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>>::default();
    let thread = std::hint::black_box(1usize);
    let _ = smem.local_partition(<layout!((8,6):(6,1))>::new(), thread);
}
