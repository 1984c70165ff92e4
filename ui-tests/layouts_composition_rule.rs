use cute_layout::prelude::*;
layouts! {
    pub type Fine = (6,8):(8,1);
    // CuTe 4.2 prints a layout that is not A o B here (cutlass#3177).
    pub type X = composition(Fine, (4,4):(1,4));
}
fn main() {}
