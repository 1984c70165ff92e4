// A TiledCopy of 128-bit copies of floats (4 per access) with 2 values per thread: CuTe's
// "TiledCopy uses too few vals for selected CopyAtom", with the numbers.
use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
use cute_layout::prelude::*;

fn main() {
    let _copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        <layout!((32,8):(1,32))>::default(),
        <layout!((2,1):(1,0))>::default(),
    );
}
