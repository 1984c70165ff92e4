use cute_layout::prelude::*;

fn s<T: Default + std::fmt::Display>() -> String {
    T::default().to_string()
}

#[test]
fn smoke() {
    type L = layout!((4, (2, 4)):(2, (1, 8)));
    assert_eq!(L::default().to_string(), "(_4,(_2,_4)):(_2,(_1,_8))");
    assert_eq!((L::SIZE, L::COSIZE, L::RANK, L::DEPTH), (32, 32, 2, 2));
    assert_eq!(s::<Coalesce<layout!((2,(1,6)):(1,(6,2)))>>(), "_12:_1");
}

#[test]
fn compose() {
    assert_eq!(
        s::<Composition<layout!((6,2):(8,2)), layout!((4,3):(3,1))>>(),
        "((_2,_2),_3):((_24,_2),_8)"
    );
    assert_eq!(
        s::<Composition<layout!(20:2), layout!((4,5):(1,4))>>(),
        "(_4,_5):(_2,_8)"
    );
    assert_eq!(
        s::<Composition<layout!((10,2):(16,4)), layout!((5,4):(1,5))>>(),
        "(_5,(_2,_2)):(_16,(_80,_4))"
    );
    assert_eq!(
        s::<Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>>(),
        "(_3,(_2,_4)):(_236,(_26,_1))"
    );
    assert_eq!(
        s::<Composition<layout!((12,(4,8)):(59,(13,1))), shape!((3, 8))>>(),
        "(_3,(_4,_2)):(_59,(_13,_1))"
    );
    assert_eq!(
        s::<Composition<layout!((3,6,2,8):(2,7,50,111)), layout!(16:9)>>(),
        "(_2,_2,_4):(_21,_50,_111)"
    );
    assert_eq!(
        s::<Composition<layout!((7,8):(4,16)), tile!(1)>>(),
        "(_1):(_4)"
    );
    assert_eq!(
        s::<Composition<layout!((8,((4,2))):(0,((8,32)))), cute_layout::typenum::U64>>(),
        "(_8,_8):(_0,_8)"
    );
}

#[test]
fn printed_notation_can_be_pasted_back() {
    // CuTe prints static integers as `_N`; the macros and the run-time parser read it back.
    static_assertions::assert_type_eq_all!(layout!((_8,_4):(_1,_8)), layout!((8,4):(1,8)));
    static_assertions::assert_type_eq_all!(shape!(((_2, _4), _3)), shape!(((2, 4), 3)));
    let l: cute_layout_dynamic::Layout = "((_2,_4),_3):((_1,_-8),_0)".parse().unwrap();
    assert_eq!(l.to_string(), "((_2,_4),_3):((_1,_-8),_0)");
    let u: cute_layout_dynamic::Layout = "((2,4),3):((1,-8),0)".parse().unwrap();
    assert_eq!(l, u);
}

// A static layout, and every result of the algebra, is a zero-sized type.
static_assertions::assert_eq_size!(layout!((128,64):(64,1)), ());
static_assertions::assert_eq_size!(ZippedDivide<layout!((128,64):(64,1)), shape!((32,8))>, ());
// Each layout type is what generic code can bound on.
static_assertions::assert_impl_all!(layout!((4,8):(1,4)): StaticLayout, Copy, Default, Rank2, RegLayout, Loops);
