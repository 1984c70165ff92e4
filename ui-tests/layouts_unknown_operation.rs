use cute_layout::prelude::*;
layouts! {
    pub type X = logical_divid((4,8):(1,4), 2);
}
fn main() {}
