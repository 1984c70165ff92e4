use cute_layout::prelude::*;
type R = LogicalProduct<layout!((2,2):(1,2)), tile!(2, 2, 2)>;
fn main() { let _ = R::default(); }
