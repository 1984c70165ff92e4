// A coordinate into a swizzled layout whose integers are partly static and partly run-time:
// the slice names the rule (give them all as one kind).
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::{U2, U3};
fn main() {
    let smem = <Composition<Swizzle<U3, U3, U3>, layout!((8,64,4):(64,1,512))>>::default();
    let _ = smem.slice_and_offset((U2::new(), Underscore, 3usize));
}
