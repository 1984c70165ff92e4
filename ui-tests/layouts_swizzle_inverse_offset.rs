use cute_layout::prelude::*;
// CuTe's right_inverse of a composed layout with an offset is `L o -K o Sw`: no type holds it.
layouts! {
    pub type X = right_inverse(Sw<3,3,3> o 8 o (8,64):(64,1));
}
fn main() {}
