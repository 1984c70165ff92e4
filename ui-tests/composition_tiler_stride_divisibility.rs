use cute_layout::prelude::*;
// CuTe rejects this too: 40 elements do not split evenly over the modes of A.
type R = Composition<layout!((32,3,5,2):(15,1,3,480)), shape!(40)>;
fn main() { let _ = R::default(); }
