use cute_layout::prelude::*;
type R = TiledProduct<layout!(8:1), tile!(2, 2)>;
fn main() { let _ = R::default(); }
