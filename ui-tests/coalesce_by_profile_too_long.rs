use cute_layout::prelude::*;
type C = CoalesceBy<layout!((64,12):(1,64)), shape!((1,1,1))>;
fn main() { let _ = C::default(); }
