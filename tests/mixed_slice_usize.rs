//! Slicing layouts with `usize` coordinates, a coordinate type the corpus runner
//! (`tests/support/mixed_runner.rs`) does not generate: it writes a run-time coordinate as `Dyn`.
//! Each answer is CuTe's for the same coordinate as a run-time `int`, from the corpus line cited
//! (`tests/data/mixed_cases.txt`, `tests/data/mixed_extra.txt`), which the runner checks with
//! `Dyn` coordinates.

use cute_layout::prelude::*;
use cute_layout::typenum::consts::{U128, U32};
use cute_layout::Dyn;

#[test]
fn slice_with_usize_coordinates() {
    let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    // mixed_cases.txt:72  slice | (_,0) | (300,200):(_1,300) | (300):(_1)
    assert_eq!(a.slice((Underscore, 0usize)).to_string(), "(300):(_1)");
    // mixed_extra.txt:23  crd2idx | (0,7) | (300,200):(_1,300) | 2100
    assert_eq!(a.slice_offset((Underscore, 7usize)), 2100);
    // mixed_extra.txt:24  crd2idx | (5,0) | (300,200):(_1,300) | 5
    assert_eq!(a.slice_offset((5usize, Underscore)), 5);
    // The library's own bounds check (CuTe checks nothing): inside, then one past each end.
    assert!(a.slice_contains(&(299usize, Underscore)));
    assert!(!a.slice_contains(&(300usize, Underscore)));
    assert!(!a.slice_contains(&(Underscore, Dyn(200))));

    let t = Layout::from_parts(
        ((U128::new(), U32::new()), (Dyn(3), Dyn(7))),
        ((U1::new(), Dyn(300)), (U128::new(), Dyn(9600))),
    );
    // mixed_cases.txt:70  slice | (_,(1,2)) | ((_128,_32),(3,7)):((_1,300),(_128,9600)) | ((_128,_32)):((_1,300))
    assert_eq!(
        t.slice((Underscore, (1usize, 2usize))).to_string(),
        "((_128,_32)):((_1,300))"
    );
    // mixed_cases.txt:71  crd2idx | (0,(1,2)) | <the same layout> | 19328
    assert_eq!(t.slice_offset((Underscore, (1usize, 2usize))), 19328);

    // A static layout with a run-time coordinate: the slice is static.
    let s = <layout!((4, 8):(1, 4))>::default();
    // mixed_extra.txt:25  slice | (2,_) | (_4,_8):(_1,_4) | (_8):(_4)
    assert_eq!(s.slice((2usize, Underscore)).to_string(), "(_8):(_4)");
    // mixed_extra.txt:27  crd2idx | (2,0) | (_4,_8):(_1,_4) | 2
    assert_eq!(s.slice_offset((2usize, Underscore)), 2);
    // mixed_extra.txt:26  dice | (2,_) | (_4,_8):(_1,_4) | (_4):(_1)
    assert_eq!(s.dice((2usize, Underscore)).to_string(), "(_4):(_1)");
}
