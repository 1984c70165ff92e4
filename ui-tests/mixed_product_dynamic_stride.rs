// CuTe: "Dynamic-stride complement only for rank-1 layouts" (tests/data/mixed_cases.txt line
// 672). A product takes the complement of the block; a block of two modes with run-time
// strides cannot have its modes ordered by stride at compile time.
use cute_layout::prelude::*;
use cute_layout::Dyn;
fn main() {
    let block = Layout::from_parts((Dyn(4), Dyn(5)), (Dyn(1), Dyn(8)));
    let tiler = Layout::from_parts((U4::new(), U4::new()), (U12::new(), U1::new()));
    let _ = block.blocked_product(tiler);
}
