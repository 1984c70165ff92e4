// A thread's part of a swizzled layout has a MixedBits offset (bits known at run time); slicing it
// at a static coordinate is not provided (the run-time coordinate of a kernel's loop is).
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
type Sm = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
fn main() {
    let (part, _) = Sm::default().local_partition(<layout!((2,2):(1,2))>::new(), 3);
    let _ = part.slice((Underscore, U1::new()));
}
