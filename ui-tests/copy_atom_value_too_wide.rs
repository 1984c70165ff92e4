// ldmatrix moves 32-bit pieces; in 64-bit values its destination layout keeps half of the
// atom's 32 threads. CuTe: "CopyOperation is not valid for Dst of ValType".
use cute_layout::atom::{Copy_Atom, SM75_U32x4_LDSM_N};

fn main() {
    println!("{}", Copy_Atom::<SM75_U32x4_LDSM_N, f64>::default());
}
