// tensor::copy between a swizzled tensor (8 elements) and a plain one (4): both layouts are
// static, so the sizes are compared when the program is built, as for plain tensors.
use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::tensor::copy;
type Smem = Composition<Swizzle<U1, U0, U1>, layout!((2,4):(4,1))>;
fn main() {
    let src = [0u8; 4];
    let mut dst = [0u8; 8];
    copy(
        &make_tensor(&src[..], <layout!((2,2):(2,1))>::new()).unwrap(),
        &mut make_tensor(&mut dst[..], Smem::default()).unwrap(),
    );
}
