// Generic code that names `LogicalDivide<L, T>` needs `L: LogicalDivideOp<T>`.
use cute_layout::prelude::*;
fn tiles<L: StaticLayout, T>() -> String {
    LogicalDivide::<L, T>::default().to_string()
}
fn main() { let _ = tiles::<layout!((8,8):(8,1)), shape!((2,2))>(); }
