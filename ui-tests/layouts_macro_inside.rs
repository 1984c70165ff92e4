use cute_layout::prelude::*;
layouts! {
    pub type A = layout!((2,3):(1,2));
}
fn main() {}
