// A layout type whose stride has another nesting than its shape: the error says so without
// typenum's binary numbers.
use cute_layout::prelude::*;
type X = Layout<shape!((4, 8)), stride!((1, 4, 32))>;
fn main() {
    let _ = <X as StaticLayout>::SIZE;
}
