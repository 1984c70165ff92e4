// Element widths of 32 and 24 bits: neither divides the other, as CuTe's "Recast not supported".
use cute_layout::prelude::*;
fn main() {
    let _ = cute_layout::swizzle::recast_layout::<U32, cute_layout::typenum::U24, _>(<layout!((8,8):(8,1))>::new());
}
