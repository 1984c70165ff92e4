use cute_layout::prelude::*;
fn main() {
    let l = <layout!((6,12,1):(12,1,216))>::default();
    let _ = l.offset(((0, 0, 0), 0, 0));
}
