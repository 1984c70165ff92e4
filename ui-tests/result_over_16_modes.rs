// A result with a tuple of more than 16 modes, the longest tuple the library implements: one
// error naming the operation (all-static) and the number of modes, for static and run-time
// layouts alike.
use cute_layout::prelude::*;

type A = layout!((2,2,2,2,2,2,2,2,2):(1,2,4,8,16,32,64,128,256));

fn main() {
    let _ = <Flatten<LogicalProduct<A, A>>>::default();
    let n = std::hint::black_box(2usize);
    let a = make_layout!(((n,2,2,2,2,2,2,2,2),(2,2,2,2,2,2,2,2)):((_1,2,4,8,16,32,64,128,256),(1,2,4,8,16,32,64,128)));
    let _ = a.flatten();
}
