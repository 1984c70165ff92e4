// A generic function that loops over a tensor needs `L: Loops`.
use cute_layout::prelude::*;
fn sum<L: StaticLayout>(t: &Tensor<&[f32], L>) -> f32 {
    let mut s = 0.0;
    t.for_each(|x| s += *x);
    s
}
fn main() {
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&[0.0f32; 32]);
    let _ = sum(&t);
}
