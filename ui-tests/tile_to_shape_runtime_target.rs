// tile_to_shape to a target with a run-time extent: the error names tile_to_shape and the rule
// (a static target), not an internal trait.
use cute_layout::prelude::*;
use cute_layout::swizzle::tile_to_shape;

fn main() {
    let m = std::hint::black_box(128usize);
    let _ = tile_to_shape(<layout!((8,64):(64,1))>::default(), make_shape!((m, _64)));
}
