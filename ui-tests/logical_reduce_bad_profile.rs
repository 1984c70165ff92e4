// logical_reduce's profile is `_` and integers: a float in it is named.
use cute_layout::prelude::*;
use cute_layout::tensor::logical_reduce;

fn main() {
    let data = [1i32; 16];
    let src = make_tensor(&data[..], make_layout!((_4, _4):(_4, _1))).unwrap();
    let mut out = [0i32; 4];
    let mut dst = make_tensor(&mut out[..], make_layout!(_4:_1)).unwrap();
    logical_reduce(&src, &mut dst, (Underscore, 0.5f32), |a, &b| a + b);
}
