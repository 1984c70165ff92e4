//! `retile_s`/`retile_d` of a register tensor (CuTe's `thr_copy.retile_D(tCrA)`): a view of the
//! fragment's own values through the regrouped layout, which a copy reads or writes. The
//! regrouped layout is CuTe's print for this copy and fragment
//! (`((_8,_1),_2,_2):((_1,_0),_8,_16)`, as the layout form's doc example checks).

use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
use cute_layout::prelude::*;
use cute_layout::tensor::make_register_tensor;

#[test]
fn retile_of_a_register_tensor_views_its_values() {
    let copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
        <layout!((32,1):(1,0))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
    // An SM80 16x8x16 fragment of A, one ldmatrix.x4 per 8-value group.
    let frg = <layout!(((2,2,2),2,2):((1,2,4),8,16))>::default();
    let thr = copy.get_slice(3);
    let mut regs = make_register_tensor::<u32, _>(frg);
    for (i, v) in regs.data_mut().iter_mut().enumerate() {
        *v = i as u32;
    }
    // The view reads the register at each offset of the regrouped layout.
    let view = thr.retile_d(&regs);
    assert_eq!(
        view.layout().to_string(),
        "((_8,_1),_2,_2):((_1,_0),_8,_16)"
    );
    assert_eq!(view.layout().to_string(), thr.retile_d(frg).to_string());
    assert_eq!(view[((5usize, 0usize), 1usize, 1usize)], 5 + 8 + 16);
    assert_eq!(
        view.iter().copied().collect::<Vec<_>>(),
        (0..32).collect::<Vec<u32>>()
    );
    // A writable view writes the fragment's registers (what a copy into it does).
    let mut view = thr.retile_s(&mut regs);
    view[((7usize, 0usize), 0usize, 1usize)] = 100;
    assert_eq!(regs.data()[7 + 16], 100);
}
