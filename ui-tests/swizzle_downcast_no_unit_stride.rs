use cute_layout::prelude::*;
use cute_layout::swizzle::Downcast;
// CuTe: "Downcast requires adjacent elements" (no stride-1 mode).
type R = Downcast<layout!((8,8):(16,2)), U2>;
fn main() { let _ = R::default(); }
