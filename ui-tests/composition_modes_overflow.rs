use cute_layout::prelude::*;
// Each mode of B fits in A alone; together they carry across A's mode of extent 7.
type R = Composition<layout!((((8,7)),16):(((7,1)),112)), layout!((2,2):(32,32))>;
fn main() { let _ = R::default(); }
