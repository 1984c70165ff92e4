use cute_layout::swizzle::Swizzle;
use cute_layout::typenum::{U1, U3};
// CuTe: static_assert(abs(SShift) >= BBits): Sw<3,3,1> would XOR bits into themselves.
fn main() {
    let _ = Swizzle::<U3, U3, U1>::apply(5);
}
