use cute_layout::prelude::*;
type L = layout!((m, 4):(1, m));
fn main() {
    let _ = L::default();
}
