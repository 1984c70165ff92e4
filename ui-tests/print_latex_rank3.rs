use cute_layout::prelude::*;
fn main() { let _ = <layout!((2,2,2):(1,2,4))>::new().to_latex(); }
