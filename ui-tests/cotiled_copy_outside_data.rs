// make_cotiled_copy: thread 0's values (addresses 0 and 32) reach past the 32 addresses of the data.
use cute_layout::atom::{make_cotiled_copy, Copy_Atom, UniversalCopy};
use cute_layout::prelude::*;

fn main() {
    let _ = make_cotiled_copy(
        Copy_Atom::<UniversalCopy<u32>, f32>::default(),
        <layout!((32,2):(1,32))>::default(),
        <layout!((8,4):(4,1))>::default(),
    );
}
