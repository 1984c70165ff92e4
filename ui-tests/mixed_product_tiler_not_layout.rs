// blocked_product and raked_product take two layouts: a run-time extent is not one (CuTe has
// no overload for it). The message shows a run-time leaf as `usize`.
use cute_layout::prelude::*;
use cute_layout::Dyn;
fn main() {
    let block = Layout::from_parts((Dyn(4), U5::new()), (U1::new(), U4::new()));
    let _ = block.raked_product(Dyn(4));
}
