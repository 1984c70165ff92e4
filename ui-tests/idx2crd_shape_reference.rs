// `shape()` returns a reference: `&l.shape()` is a reference to a reference, and the error says
// to pass `l.shape()`.
use cute_layout::prelude::*;
fn main() {
    let a = make_layout!((10usize, 7usize):(_1, 10usize));
    let _ = idx2crd(&12usize, &a.shape());
}
