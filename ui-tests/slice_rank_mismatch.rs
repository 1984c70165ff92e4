use cute_layout::prelude::*;
type S = Slice<layout!((32,8,4):(4,1,0)), crd!((_,_,_,_))>;
fn main() { let _ = S::default(); }
