// The divides of an identity tensor take rank 2: a rank-3 one is named as the wrong argument.
use cute_layout::prelude::*;
use cute_layout::tensor::{make_identity_tensor, zipped_divide};
fn main() {
    let id = make_identity_tensor(make_shape!((_8, _8, _2)));
    let _ = zipped_divide(&id, make_shape!((_4, _4)));
}
