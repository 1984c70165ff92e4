// `layout!` reads a swizzled layout as CuTe prints one; what is not one is a spanned error.
use cute_layout::prelude::*;

type Alone = layout!(Sw<3,3,3>);
type Unfinished = layout!(Sw<3,3,3> o);
type AfterSwizzle = layout!((8,8):(8,1) o Sw<3,3,3>);
type NegativeOffset = layout!(Sw<3,3,3> o -4 o (8,8):(8,1));

fn main() {}
