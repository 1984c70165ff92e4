// batch_reduce takes (reduced mode, batch mode): a rank-3 source names CuTe's rule.
use cute_layout::prelude::*;
use cute_layout::tensor::batch_reduce;

fn main() {
    let data = [1i32; 8];
    let src = make_tensor(&data[..], make_layout!((_2, _2, _2):(_1, _2, _4))).unwrap();
    let mut out = [0i32; 2];
    let mut dst = make_tensor(&mut out[..], make_layout!(_2:_1)).unwrap();
    batch_reduce(&src, &mut dst, |a, &b| a + b);
}
