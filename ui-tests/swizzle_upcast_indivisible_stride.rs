use cute_layout::prelude::*;
use cute_layout::swizzle::Upcast;
// CuTe's upcast: "Divisibility condition" (stride 6 and factor 4).
type R = Upcast<layout!((8,8):(6,1)), U4>;
fn main() { let _ = R::default(); }
