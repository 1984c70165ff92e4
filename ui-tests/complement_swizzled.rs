// CuTe has no complement of a swizzled layout: the error says so, under complement's name.
use cute_layout::prelude::*;
type S = layout!(Sw<3,3,3> o (8,64):(64,1));
fn main() {
    let _ = S::default().complement(OwnCosize);
}
