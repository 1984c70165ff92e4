// CuTe: "Left inverse requires static strides". The stride of a column-major matrix with a
// run-time leading dimension is a run-time value: the layout has no left inverse.
use cute_layout::prelude::*;
use cute_layout::Dyn;
type L = Layout<(U4, U8), (U1, Dyn)>;
fn inverse(l: L) -> LeftInverse<L> {
    l.left_inverse()
}
fn main() {
    let _ = inverse(Layout::from_parts((U4::new(), U8::new()), (U1::new(), Dyn(300))));
}
