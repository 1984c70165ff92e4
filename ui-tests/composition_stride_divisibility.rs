use cute_layout::prelude::*;
// B reaches stride 6 in a mode of extent 4: neither below 4 nor a multiple of it.
type R = Composition<layout!((4,8):(1,10)), layout!(2:6)>;
fn main() { let _ = R::default(); }
