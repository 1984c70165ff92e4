use cute_layout::prelude::*;
// blocked_product takes two layouts; a shape is not accepted.
type R = BlockedProduct<layout!((2,2):(1,2)), shape!((4,4))>;
fn main() { let _ = R::default(); }
