// Generic code with an `UpcastOp` bound calls the method; `make_shape!` of 16 static modes builds.
use cute_layout::prelude::*;
use cute_layout::swizzle::{Upcast, UpcastOp};
use cute_layout::IntTupleValue;
fn up<L: UpcastOp<U2>>(l: L) -> Upcast<L, U2> {
    l.upcast::<U2>()
}
fn main() {
    assert_eq!(up(<layout!((8,8):(8,1))>::new()).to_string(), "(_8,_4):(_4,_1)");
    let s = make_shape!((_1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _1, _2, _1, _3));
    assert_eq!(s.cute_string(), "(_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_1,_2,_1,_3)");
}
