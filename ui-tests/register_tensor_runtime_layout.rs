// A register tensor of a layout with run-time leaves: its length is not known when the program
// is built. The first error says so, naming the layout.
use cute_layout::prelude::*;
use cute_layout::tensor::RegTensor;
use cute_layout::Dyn;

fn main() {
    let r = RegTensor::<f32, Layout<(Dyn, Dyn), (U1, Dyn)>>::default();
    println!("{}", r.layout());
}
