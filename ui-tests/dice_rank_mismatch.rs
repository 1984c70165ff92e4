// A dice coordinate with more modes than the layout: the error names dice, not slice.
use cute_layout::prelude::*;
type D = Dice<layout!((32,8,4):(4,1,0)), crd!((_,_,_,_))>;
fn main() {
    let _ = D::default();
}
