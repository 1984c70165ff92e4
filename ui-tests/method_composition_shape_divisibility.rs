// The method form on static layouts: the first error names composition's rule, in decimal.
use cute_layout::prelude::*;
fn main() {
    let a = <layout!((4,8):(1,10))>::new();
    let b = <layout!(6:1)>::new();
    let _ = a.composition(b);
}
