use cute_layout::prelude::*;
// CuTe 4.2 prints (_4,(_2,_2)):(_8,(_32,_1)) here, which is not A o B (cutlass#3177).
type R = Composition<layout!((6,8):(8,1)), layout!((4,4):(1,4))>;
fn main() { let _ = R::default(); }
