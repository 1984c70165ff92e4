use cute_layout::prelude::*;
type R = LogicalProduct<layout!((2,2):(1,1)), layout!(4:1)>;
fn main() { let _ = R::default(); }
