// make_layout!'s optional second argument is `LayoutLeft` or `LayoutRight`, after a shape alone;
// anything else is an error at the offending tokens.
use cute_layout::prelude::*;
fn main() {
    let m = 300;
    let _ = make_layout!((m, _4), LayoutCenter);
    let _ = make_layout!((m, _4):(_1, m), LayoutRight);
    let _ = make_layout!((m, _4),);
    let _ = make_layout!((m, _4), LayoutLeft, LayoutRight);
    let _ = make_layout!(m, _4);
}
