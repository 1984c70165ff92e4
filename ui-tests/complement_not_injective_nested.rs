use cute_layout::prelude::*;
type R = Complement<layout!((16,(2,2)):(5,(1,6))), shape!((2,2))>;
fn main() { let _ = R::default(); }
