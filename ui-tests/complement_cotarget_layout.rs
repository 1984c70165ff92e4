use cute_layout::prelude::*;
type R = Complement<layout!(4:1), layout!(8:1)>;
fn main() { let _ = R::default(); }
