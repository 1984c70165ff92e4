use cute_layout::prelude::*;
fn main() {
    println!("{}", <layout!((2,3):(1,(4,5)))>::default());
}
