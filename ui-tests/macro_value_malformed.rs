// The value macros reject malformed notation with an error at the offending tokens.
use cute_layout::prelude::*;
fn main() {
    let m = 300;
    let _ = make_layout!();
    let _ = make_layout!((m, _4):(_1));
    let _ = make_layout!((m, _4):(_1, m, _8));
    let _ = make_layout!(<_2:_1, _4>);
    let _ = make_shape!((m, 0));
    let _ = make_shape!((m, _-2));
    let _ = make_shape!((m, _));
    let _ = make_stride!(_4:_1);
    let _ = make_coord!((m, -1));
    let _ = make_tile!(<_2:_1 _4>);
    let _ = make_tile!(<_2:_1, 0>);
    let _ = make_shape!((m, ()));
    let _ = make_shape!((m, _8), _4);
    let _ = make_stride!((_1, _-));
}
