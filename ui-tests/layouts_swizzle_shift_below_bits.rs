use cute_layout::prelude::*;
layouts! {
    pub type X = Sw<3,0,2> o (8,8):(8,1);
}
fn main() {}
