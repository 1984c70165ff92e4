// Generic code with no bound at all: the first error names the public bound to add
// (`L: LogicalDivideOp<T>`, `L: CoalesceOp`), never a private trait.
use cute_layout::prelude::*;
fn tiles<L, T>() -> LogicalDivide<L, T> {
    unimplemented!()
}
fn merged<L>(l: L) -> Coalesce<L> {
    let _ = l;
    unimplemented!()
}
fn main() {}
