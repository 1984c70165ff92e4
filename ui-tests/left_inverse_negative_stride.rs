use cute_layout::prelude::*;
// CuTe: "Left inverse divisibility condition" (stride 1 after the size -4 covered by stride -4).
type R = LeftInverse<layout!((4,2):(1,-4))>;
fn main() { let _ = R::default(); }
