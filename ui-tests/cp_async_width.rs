// cp.async.cg copies 16 bytes and cp.async.ca 4, 8 or 16: CuTe's static_asserts, named with
// the width in decimal.
use cute_layout::atom::{Copy_Atom, SM80_CP_ASYNC_CACHEALWAYS, SM80_CP_ASYNC_CACHEGLOBAL};

fn main() {
    println!("{}", Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u32>, f32>::default());
    println!("{}", Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u8>, u8>::default());
    println!("{}", Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u32, u64>, u32>::default());
}
