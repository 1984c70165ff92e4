// copy_tiled of double data with a Copy_Atom of halves: the value types do not match.
use cute_layout::atom::{copy_tiled, make_tiled_copy, Copy_Atom, Half, UniversalCopy};
use cute_layout::prelude::*;

fn main() {
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u128>, Half>::default(),
        <layout!((16,8):(8,1))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
    let src = vec![0.0f64; 32 * 128];
    let mut dst = vec![0.0f64; 32 * 128];
    let l = <layout!((32,128):(128,1))>::default();
    let _ = copy_tiled(copy, &src, l, &mut dst, l);
}
