use cute_layout::prelude::*;
type R = Complement<layout!((2,2):(1,1)), shape!(8)>;
fn main() { let _ = R::default(); }
