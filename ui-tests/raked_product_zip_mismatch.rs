use cute_layout::prelude::*;
type R = RakedProduct<layout!(8:1), layout!((16):(0))>;
fn main() { let _ = R::default(); }
