use cute_layout::prelude::*;
fn main() {
    let l = <layout!(8:1)>::default();
    let _ = l.offset((0, 0));
}
