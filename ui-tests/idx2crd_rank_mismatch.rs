use cute_layout::prelude::*;
fn main() {
    let _ = <Idx2Crd<crd!((0,0,0)), shape!((8,32))> as IntTuple>::to_cute_string();
}
