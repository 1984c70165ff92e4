// A product whose complement meets a negative stride: one error, naming the product and the
// rule (no follow-on error from the rest of the complement).
use cute_layout::prelude::*;
fn main() {
    let _ = <layout!(2:-1)>::new().logical_product(<layout!(2:-2)>::new());
}
