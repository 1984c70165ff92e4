use cute_layout::prelude::*;
fn main() {
    let _ = cute_layout::tuple::display::<Idx2Crd<crd!((0,0,0)), shape!((8,32))>>();
}
