// domain_distribute needs a static shape (CuTe's static_assert): a run-time extent is named,
// the shape's numbers in decimal.
use cute_layout::domain_distribute;
use cute_layout::prelude::*;

fn main() {
    let n = 5;
    let _ = domain_distribute(make_shape!((_4, n)), U2::new());
}
