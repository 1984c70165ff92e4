use cute_layout::prelude::*;
type R = LeftInverse<layout!(((6,7)):((6,8)))>;
fn main() { let _ = R::default(); }
