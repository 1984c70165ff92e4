// step! takes CuTe's projection modes `_1` and `X` and the order ranks `_0` to `_15`; another
// token gets an error that says so.
use cute_layout::prelude::*;
fn main() {
    let s = step!(_1, Y, _1);
    let _ = s;
}
