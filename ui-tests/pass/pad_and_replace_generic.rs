// append<N>, prepend<N> and replace<I> in generic code, on a static and a mixed layout.
use cute_layout::prelude::*;

fn to_rank_three<A: AppendToOp<U3, layout!(1:0)>>(a: A) -> A::Output {
    a.append_to(<layout!(1:0)>::new())
}

fn main() {
    let n = std::hint::black_box(300);
    let a = make_layout!((_8, n):(_1, _8));
    assert_eq!(to_rank_three(a).to_string(), "(_8,300,_1):(_1,_8,_0)");
    let s = <layout!((4, 8):(1, 4))>::new();
    assert_eq!(to_rank_three(s).to_string(), "(_4,_8,_1):(_1,_4,_0)");
    assert_eq!(s.prepend_to::<U3, _>(make_layout!(_2:_0)).to_string(), "(_2,_4,_8):(_0,_1,_4)");
    assert_eq!(a.replace::<U1, _>(make_layout!(_3:_64)).to_string(), "(_8,_3):(_1,_64)");
}
