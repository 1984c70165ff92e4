// unflatten: each leaf of the profile takes one mode, and every mode is taken (CuTe's
// static_assert): a profile of 2 leaves for a layout of 3 modes names both counts.
use cute_layout::prelude::*;
fn main() {
    let _ = <layout!((2,4,3))>::new().unflatten(make_shape!((_1, _1)));
}
