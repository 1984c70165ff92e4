// print_tensor needs elements that print as CuTe prints them.
use cute_layout::prelude::*;
use cute_layout::tensor::print_tensor;

fn main() {
    let data = [String::new(), String::new()];
    let t = make_tensor(&data[..], make_layout!((_2,):(_1,))).unwrap();
    let _ = print_tensor(&t);
}
