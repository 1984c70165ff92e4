// Mode indices out of range: each error names the operation, the index and the rank in decimal.
use cute_layout::prelude::*;
use cute_layout::typenum::{U4, U5, U7};

type L = layout!((4,8,2):(1,4,32));

fn main() {
    let _ = ModeOp::<U5>::get(L::new());
    let _ = ModeSizeOp::<U4>::mode_size(&L::new());
    let _ = TakeOp::<U2, U1>::take(L::new());
    let _ = GroupModesOp::<U1, U4>::group_modes(L::new());
    let _ = SelectOp::<(U0, U7)>::select(L::new());
}
