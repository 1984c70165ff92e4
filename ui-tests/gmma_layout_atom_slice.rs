// A GMMA layout atom swizzles absolute byte addresses (CuTe keeps the swizzle in a tensor's
// pointer): a slice of it alone is not a layout. Partition it, or slice the position-independent
// form.
use cute_layout::atom::{gmma, Half};
use cute_layout::prelude::*;

fn main() {
    let atom = gmma::Layout_K_SW128_Atom::<Half>::default();
    let _ = SliceOp::slice_and_offset(atom, <crd!((_, 3))>::default());
    // The position-independent form slices as CuTe does.
    let _ = SliceOp::slice_and_offset(atom.as_position_independent(), <crd!((_, 3))>::default());
}
