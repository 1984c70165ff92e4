// A method called in generic code whose layout parameter is bounded by the algebra's methods
// but not by the operation: the first error names the operation and its trait.
use cute_layout::prelude::*;
fn tiles<L: LayoutAlgebra, T>(l: L, t: T) -> String {
    let _ = l.zipped_divide(t);
    String::new()
}
fn main() {}
