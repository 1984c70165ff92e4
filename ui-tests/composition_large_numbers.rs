// Numbers above 1024 in a compile error print in groups of three digits, named by their size.
use cute_layout::prelude::*;

type R = Composition<layout!((1500, 8):(1, 2000)), layout!(2000:1)>;

fn main() {
    let _ = R::default();
}
