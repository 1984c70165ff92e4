// An identity tensor's tile coordinate is `usize` (or `_`) per mode; an `i32` coordinate gets
// an error that names the coordinate's type and what local_tile takes.
use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, make_identity_tensor};
fn main() {
    let ca = make_identity_tensor(make_shape!((300, 200)));
    let m: i32 = 2;
    let t = local_tile(&ca, make_shape!((_128, _16)), (m, Underscore));
    println!("{t}");
}
