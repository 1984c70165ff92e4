use cute_layout::prelude::*;
layouts! {
    pub type X = logical_divide(Smem, (4,8));
    pub type Smem = (16,16):(16,1);
}
fn main() {}
