use cute_layout::prelude::*;
fn main() {
    let _ = make_layout!((4, 2)(1, 4));
}
