use cute_layout::prelude::*;
type R = BlockedProduct<layout!((2,2,2):(32,3,0)), layout!(16:1)>;
fn main() { let _ = R::default(); }
