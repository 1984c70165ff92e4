use cute_layout::prelude::*;
// tests/data/swizzle_cases.txt: `composition | (16,64):(64,1) | Sw<3,3,3> | ERROR`.
layouts! {
    pub type X = composition((16,64):(64,1), Sw<3,3,3>);
}
fn main() {}
