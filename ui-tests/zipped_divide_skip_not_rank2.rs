use cute_layout::prelude::*;
type R = ZippedDivide<layout!((4,8):(1,4)), tile!(_, 2)>;
fn main() { let _ = R::default(); }
