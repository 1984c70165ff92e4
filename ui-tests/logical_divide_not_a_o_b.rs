use cute_layout::prelude::*;
// CuTe 4.2 prints (_6,(_11,_12)):(_1,(_6,_256)) here, which is not A o B.
type R = LogicalDivide<layout!((64,12):(1,256)), layout!(6:1)>;
fn main() { let _ = R::default(); }
