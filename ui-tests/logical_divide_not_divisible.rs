use cute_layout::prelude::*;
type R = LogicalDivide<layout!((2,3):(1,6)), shape!(3)>;
fn main() { let _ = R::default(); }
