use cute_layout::prelude::*;
// The first mode of A holds 4 of the 6 elements of B: 6 is not a multiple of 4.
type R = Composition<layout!((4,8):(1,10)), layout!(6:1)>;
fn main() { let _ = R::default(); }
