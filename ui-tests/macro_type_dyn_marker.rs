// In type position `Dyn` is a run-time leaf; pasted CuTe text keeps the usual checks.
use cute_layout::prelude::*;
type A = layout!((Dyn, _4):(_1));
type B = layout!((300, _0):(_1, 300));
fn main() {}
