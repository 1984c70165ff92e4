use cute_layout::prelude::*;
// CuTe rejects this too: in mode 0, stride 40 of B against extent 32... of A.
type R = Composition<layout!((32,3,5,2):(15,1,3,480)), shape!(40)>;
fn main() { let _ = R::default(); }
