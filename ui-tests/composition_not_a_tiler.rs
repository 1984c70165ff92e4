use cute_layout::prelude::*;
type R = Composition<layout!((4,8):(1,4)), u32>;
fn main() { let _ = R::default(); }
