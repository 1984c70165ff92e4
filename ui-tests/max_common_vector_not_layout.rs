// max_common_vector of a layout and something that is not a layout: the first line names the
// operation and what it takes, with no type in typenum's binary.
use cute_layout::prelude::*;

fn main() {
    let a = <layout!((4, 8):(8, 1))>::new();
    let _ = a.max_common_vector(make_shape!((_4, _8)));
}
