use cute_layout::prelude::*;
layouts! {
    pub type X = coalesce((4,8):(1,4))
}
fn main() {}
