use cute_layout::prelude::*;
fn main() {
    let l = <layout!((4,8):(1,4))>::default();
    let _ = l.offset((1, 2, 3));
}
