use cute_layout::prelude::*;
layouts! {
    pub type X = complement((2,2):(1,1), 8);
}
fn main() {}
