use cute_layout::prelude::*;
fn main() {
    let _ = make_layout!((2, 3);(1, 2));
}
