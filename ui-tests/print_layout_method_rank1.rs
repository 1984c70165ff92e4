use cute_layout::prelude::*;
fn main() { let _ = <layout!(8:2)>::new().print_layout(); }
