use cute_layout::prelude::*;
type R = LogicalDivide<layout!((4,8):(1,4)), tile!(2, 2, 2)>;
fn main() { let _ = R::default(); }
