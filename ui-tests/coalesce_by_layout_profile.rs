// coalesce(layout, profile) with a layout as the profile: CuTe's profile is a shape. The error
// names the operation and the rule, as an alias and as a method.
use cute_layout::prelude::*;

type L = layout!((64, 12):(1, 64));
type P = layout!((1, 1):(0, 0));

fn main() {
    let _ = CoalesceBy::<L, P>::default();
    let _ = L::new().coalesce_by(P::new());
}
