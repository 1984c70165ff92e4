// A swizzled layout's tile depends on which tile it is: local_tile with a run-time coordinate
// names the operation and points to the static-coordinate form.
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::U3;
fn main() {
    let smem = <Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>>::default();
    let _ = smem.local_tile(make_shape!((_32, _8)), (1usize, 2usize));
}
fn partition() {
    let smem = <Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>>::default();
    let thread = std::hint::black_box(5usize);
    let _ = smem.local_partition(<layout!((32, 4):(4, 1))>::new(), thread);
}
