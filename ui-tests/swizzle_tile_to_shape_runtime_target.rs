// A swizzled block tiled to a target with a run-time extent: its inner layout is static here,
// so the error names tile_to_shape and the rule, not an internal trait. (A plain block takes
// a run-time target.)
use cute_layout::prelude::*;
use cute_layout::swizzle::{tile_to_shape, Swizzle};
use cute_layout::typenum::U3;

fn main() {
    let m = std::hint::black_box(128usize);
    let atom = Composition::<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>::default();
    let _ = tile_to_shape(atom, make_shape!((m, _64)));
}
