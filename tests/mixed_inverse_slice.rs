//! Mixed static/run-time right_inverse, left_inverse, slice and dice, and the value-level
//! scalars (size, cosize, crd2idx, idx2crd): every case asserts CuTe's exact print from
//! `tests/data/mixed_cases.txt`.

#![allow(clippy::unreadable_literal)]

use cute_layout::prelude::*;
use cute_layout::typenum::consts::*;
use cute_layout::{dynamic, Dyn};

#[test]
fn inverses_corpus() {
    assert_eq!(
        Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new()))
            .right_inverse()
            .to_string(),
        "(_4,8):(_1,_4)"
    );
    assert_eq!(
        Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new()))
            .left_inverse()
            .to_string(),
        "(_4,8):(_1,_4)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)))
            .right_inverse()
            .to_string(),
        "300:_1"
    );
    assert_eq!(
        Layout::from_parts(((Dyn(2), Dyn(24)), Dyn(4)), ((Dyn(1), Dyn(8)), Dyn(0)))
            .right_inverse()
            .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            (U24::new(), U12::new(), U2::new()),
            (Dyn(96), Dyn(1), Dyn(48))
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(4), Dyn(4), Dyn(8)),),
            ((U6::new(), U3::new(), U1::new()),)
        )
        .right_inverse()
        .to_string(),
        "8:16"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(6),), Dyn(8)), Dyn(3)),
            (((U8::new(),), U1::new()), U48::new())
        )
        .right_inverse()
        .to_string(),
        "8:6"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(16), Dyn(3), Dyn(8), Dyn(2)),
            (Dyn(1), Dyn(16), Dyn(48), Dyn(384))
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(Dyn(2), Dyn(1))
            .right_inverse()
            .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            (U24::new(), U4::new(), U5::new(), U2::new()),
            (Dyn(5), Dyn(240), Dyn(1), Dyn(120))
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            (((U4::new(), U4::new()), U64::new()),),
            (((U8::new(), Dyn(0)), U0::new()),)
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(12), (Dyn(4), Dyn(4))),),
            ((U32::new(), (U8::new(), U2::new())),)
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(6), Dyn(64)), Dyn(2)),),
            (((Dyn(2), Dyn(24)), Dyn(6144)),)
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts((U12::new(), (U8::new(),)), (Dyn(2), (U72::new(),)))
            .right_inverse()
            .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((U32::new(), U1::new()), Dyn(8)),
            ((U1::new(), U32::new()), U32::new())
        )
        .right_inverse()
        .to_string(),
        "(_32,8):(_1,_32)"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(2), (Dyn(16),), (Dyn(16), Dyn(1))),
            (Dyn(4096), (Dyn(64),), (Dyn(4), Dyn(4)))
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(3), Dyn(24)), (Dyn(6), Dyn(2))),
            ((U1::new(), U3::new()), (U72::new(), U432::new()))
        )
        .right_inverse()
        .to_string(),
        "3:_1"
    );
    assert_eq!(
        Layout::from_parts((Dyn(3), (Dyn(8), Dyn(8))), (Dyn(1), (Dyn(0), Dyn(32))))
            .right_inverse()
            .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(8), Dyn(8), Dyn(4), Dyn(4)),),
            ((Dyn(1), Dyn(8), Dyn(64), Dyn(256)),)
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(Dyn(5), U6::new())
            .right_inverse()
            .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            ((U7::new(), (U8::new(), U16::new())),),
            ((U128::new(), (U16::new(), Dyn(1))),)
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(16), Dyn(12), (Dyn(2), Dyn(2))),
            (Dyn(24), Dyn(1), (Dyn(0), Dyn(12)))
        )
        .right_inverse()
        .to_string(),
        "_1:_0"
    );
    assert_eq!(
        Layout::from_parts((U8::new(), Dyn(16)), (U1::new(), U8::new()))
            .left_inverse()
            .to_string(),
        "(_8,16):(_1,_8)"
    );
    assert_eq!(
        Layout::from_parts(
            (((U16::new(), U3::new()), (Dyn(6), U1::new(), U1::new())),),
            ((
                (U1::new(), U16::new()),
                (U48::new(), U288::new(), U288::new())
            ),)
        )
        .left_inverse()
        .to_string(),
        "(_48,6):(_1,_48)"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(4), Dyn(3)), Dyn(6)),
            ((U1::new(), U4::new()), U12::new())
        )
        .left_inverse()
        .to_string(),
        "(_4,_3,6):(_1,4,12)"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(4), Dyn(1), Dyn(64), Dyn(3)),
            (U1::new(), U4::new(), U4::new(), U256::new())
        )
        .left_inverse()
        .to_string(),
        "(_4,_64,3):(_1,4,256)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(64), U7::new()), (U14::new(), U2::new()))
            .left_inverse()
            .to_string(),
        "(_2,_7,64):(_0,64,_1)"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(2), Dyn(6), Dyn(16)),
            (U384::new(), U4::new(), U24::new())
        )
        .left_inverse()
        .to_string(),
        "(_4,_6,_16,2):(_0,2,12,_1)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(2),), (U1::new(),))
            .left_inverse()
            .to_string(),
        "2:_1"
    );
    assert_eq!(
        Layout::from_parts(Dyn(1), U4::new())
            .left_inverse()
            .to_string(),
        "(_4,1):(_0,_1)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(16), Dyn(64)), (U1::new(), U16::new()))
            .left_inverse()
            .to_string(),
        "(_16,64):(_1,16)"
    );
    assert_eq!(
        Layout::from_parts(Dyn(5), U2::new())
            .left_inverse()
            .to_string(),
        "(_2,5):(_0,_1)"
    );
    assert_eq!(
        Layout::from_parts((U8::new(), Dyn(2)), (U1::new(), U8::new()))
            .left_inverse()
            .to_string(),
        "(_8,2):(_1,_8)"
    );
    assert_eq!(
        Layout::from_parts(
            (U16::new(), U8::new(), Dyn(2)),
            (U4::new(), U1::new(), U12::new())
        )
        .left_inverse()
        .to_string(),
        "(_4,_3,2):(_16,_1,_128)"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(1), Dyn(24)), Dyn(16)), Dyn(2)),
            (((U4::new(), U8::new()), U8::new()), U32::new())
        )
        .left_inverse()
        .to_string(),
        "(_4,_2,_4,2):(_0,_1,24,384)"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(2), Dyn(32)), Dyn(8)),),
            (((U32::new(), U16::new()), U16::new()),)
        )
        .left_inverse()
        .to_string(),
        "(_16,_2,2):(_0,64,_1)"
    );
}

/// `slice(coord, l)` printed as CuTe prints it; its offset and `dice(coord, l)` agree with the
/// run-time engine (the specification) on the same operands.
fn check_slice<L, C>(l: L, c: C, coord: &str, expected: &str)
where
    L: SliceOp<C> + DiceOp<C> + AnyLayout,
    <L as DiceOp<C>>::Output: AnyLayout,
    C: Copy,
{
    assert_eq!(l.slice(c).to_string(), expected, "slice {coord} of {l}");
    let d = l.as_dynamic().unwrap();
    let dc = dynamic::parse_value_in(coord, dynamic::Notation::Mixed)
        .unwrap()
        .to_coord()
        .unwrap();
    let (sliced, off) = d.slice_and_offset(&dc).unwrap();
    assert_eq!(sliced.to_string(), expected);
    assert_eq!(
        l.slice_offset(c),
        off.value as isize,
        "offset of {coord} in {l}"
    );
    let (s2, off2) = l.slice_and_offset(c);
    assert_eq!(
        (s2.to_string(), off2),
        (expected.to_string(), off.value as isize)
    );
    assert!(l.slice_contains(&c));
    assert_eq!(
        l.dice(c).to_string(),
        d.dice(&dc).unwrap().to_string(),
        "dice {coord} of {l}"
    );
}

#[test]
fn slice_corpus() {
    check_slice(
        Layout::from_parts(
            (Dyn(300), Dyn(200), Dyn(4)),
            (U1::new(), Dyn(300), Dyn(60000)),
        ),
        (Underscore, Underscore, Dyn(2)),
        "(_,_,2)",
        "(300,200):(_1,300)",
    );
    check_slice(
        Layout::from_parts(
            ((U128::new(), U32::new()), (Dyn(3), Dyn(7))),
            ((U1::new(), Dyn(300)), (U128::new(), Dyn(9600))),
        ),
        (Underscore, (Dyn(1), Dyn(2))),
        "(_,(1,2))",
        "((_128,_32)):((_1,300))",
    );
    check_slice(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300))),
        (Underscore, Dyn(0)),
        "(_,0)",
        "(300):(_1)",
    );
    check_slice(
        Layout::from_parts((Dyn(2), Dyn(4)), (Dyn(1), Dyn(2))),
        (U0::new(), Underscore),
        "(_0,_)",
        "(4):(2)",
    );
    check_slice(
        Layout::from_parts((Dyn(4), Dyn(2)), (Dyn(4), Dyn(2))),
        (Underscore, U1::new()),
        "(_,_1)",
        "(4):(4)",
    );
    check_slice(
        Layout::from_parts((Dyn(4), Dyn(2), Dyn(1)), (U6::new(), U1::new(), U1::new())),
        (Dyn(0), Dyn(1), Underscore),
        "(0,1,_)",
        "(1):(_1)",
    );
    check_slice(
        Layout::from_parts(
            ((U2::new(), U3::new()), U8::new()),
            ((U0::new(), U8::new()), U1::new()),
        ),
        (Underscore, Dyn(2)),
        "(_,2)",
        "((_2,_3)):((_0,_8))",
    );
    check_slice(
        Layout::from_parts(((Dyn(24), Dyn(32)),), ((Dyn(32), Dyn(1)),)),
        (Underscore,),
        "(_)",
        "((24,32)):((32,1))",
    );
    check_slice(
        Layout::from_parts((Dyn(8), Dyn(5), Dyn(8)), (Dyn(40), Dyn(1), Dyn(5))),
        (U3::new(), U0::new(), Underscore),
        "(_3,_0,_)",
        "(8):(5)",
    );
    check_slice(
        Layout::from_parts(((Dyn(32), U32::new()),), ((U8::new(), U12::new()),)),
        (Underscore,),
        "(_)",
        "((32,_32)):((_8,_12))",
    );
    check_slice(
        Layout::from_parts((Dyn(8), Dyn(64), Dyn(2)), (Dyn(2), Dyn(16), Dyn(0))),
        (Dyn(4), Underscore, Dyn(0)),
        "(4,_,0)",
        "(64):(16)",
    );
    check_slice(
        Layout::from_parts(Dyn(2), U0::new()),
        Underscore,
        "_",
        "2:_0",
    );
    check_slice(
        Layout::from_parts((Dyn(32), (Dyn(12),), Dyn(2)), (Dyn(4), (Dyn(1),), Dyn(2))),
        (Underscore, (Underscore,), Dyn(1)),
        "(_,(_),1)",
        "(32,12):(4,1)",
    );
    check_slice(
        Layout::from_parts((Dyn(32), Dyn(2)), (Dyn(2), Dyn(1))),
        (Underscore, Underscore),
        "(_,_)",
        "(32,2):(2,1)",
    );
    check_slice(
        Layout::from_parts((Dyn(6), (Dyn(6), Dyn(5))), (Dyn(5), (Dyn(12), Dyn(0)))),
        (Underscore, (Underscore, Underscore)),
        "(_,(_,_))",
        "(6,6,5):(5,12,0)",
    );
    check_slice(
        Layout::from_parts(((Dyn(3), Dyn(64)),), ((U1::new(), U3::new()),)),
        ((Underscore, Dyn(24)),),
        "((_,24))",
        "(3):(_1)",
    );
    check_slice(
        Layout::from_parts(((Dyn(7), Dyn(8)), Dyn(16)), ((Dyn(1), Dyn(7)), Dyn(56))),
        (Underscore, Underscore),
        "(_,_)",
        "((7,8),16):((1,7),56)",
    );
    check_slice(
        Layout::from_parts(
            (U8::new(), U8::new(), U2::new(), U2::new()),
            (U96::new(), U3::new(), Dyn(48), U24::new()),
        ),
        (Underscore, U1::new(), Underscore, Underscore),
        "(_,_1,_,_)",
        "(_8,_2,_2):(_96,48,_24)",
    );
    check_slice(
        Layout::from_parts(((Dyn(16), Dyn(6)), Dyn(2)), ((Dyn(12), Dyn(2)), Dyn(1))),
        ((Underscore, Dyn(5)), Underscore),
        "((_,5),_)",
        "(16,2):(12,1)",
    );
    check_slice(
        Layout::from_parts(
            (Dyn(32), Dyn(16), Dyn(2)),
            (U1::new(), U32::new(), U512::new()),
        ),
        (Dyn(6), Underscore, Dyn(1)),
        "(6,_,1)",
        "(16):(_32)",
    );
    check_slice(Layout::from_parts(Dyn(2), Dyn(1)), Underscore, "_", "2:1");
    check_slice(
        Layout::from_parts(((Dyn(64), Dyn(4)),), ((U1::new(), U64::new()),)),
        Underscore,
        "_",
        "((64,4)):((_1,_64))",
    );
}

#[test]
fn slice_with_usize_coordinates() {
    let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    assert_eq!(a.slice((Underscore, 0usize)).to_string(), "(300):(_1)");
    assert_eq!(a.slice_offset((Underscore, 7usize)), 2100);
    assert_eq!(a.slice_offset((5usize, Underscore)), 5);
    assert!(a.slice_contains(&(299usize, Underscore)));
    assert!(!a.slice_contains(&(300usize, Underscore)));
    assert!(!a.slice_contains(&(Underscore, Dyn(200))));
    // The corpus case `slice | (_,(1,2)) | ((_128,_32),(3,7)):((_1,300),(_128,9600))`.
    let t = Layout::from_parts(
        ((U128::new(), U32::new()), (Dyn(3), Dyn(7))),
        ((U1::new(), Dyn(300)), (U128::new(), Dyn(9600))),
    );
    assert_eq!(
        t.slice((Underscore, (1usize, 2usize))).to_string(),
        "((_128,_32)):((_1,300))"
    );
    assert_eq!(
        t.slice_offset((Underscore, (1usize, 2usize))),
        128 + 2 * 9600
    );
    // A static layout with a run-time coordinate: the slice is static.
    let s = <layout!((4, 8):(1, 4))>::default();
    assert_eq!(s.slice((Dyn(2), Underscore)).to_string(), "(_8):(_4)");
    assert_eq!(s.slice_offset((Dyn(2), Underscore)), 2);
    assert_eq!(s.slice((2usize, Underscore)).to_string(), "(_8):(_4)");
    assert_eq!(s.dice((2usize, Underscore)).to_string(), "(_4):(_1)");
}

/// `crd2idx(coord, l)` with CuTe's static-ness, and `l.offset(coord)` (the value path on the
/// stored strides) with the same value.
macro_rules! check_crd2idx {
    ($l:expr, $c:expr, $expected:expr, $value:expr) => {{
        let (l, c) = ($l, $c);
        assert_eq!(
            l.crd2idx_leaf(&c).unwrap().to_string(),
            $expected,
            "crd2idx in {l}"
        );
        assert_eq!(l.offset(c), $value, "offset in {l}");
    }};
}

#[test]
fn size_cosize_corpus() {
    assert_eq!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)))
            .size_leaf()
            .to_string(),
        "60000"
    );
    assert_eq!(
        Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new()))
            .size_leaf()
            .to_string(),
        "32"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(300), Dyn(200), Dyn(4)),
            (U1::new(), Dyn(300), Dyn(60000))
        )
        .size_leaf()
        .to_string(),
        "240000"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(24), Dyn(3), Dyn(4), Dyn(3)),
            (U3::new(), U8::new(), U2::new(), U2::new())
        )
        .size_leaf()
        .to_string(),
        "864"
    );
    assert_eq!(
        Layout::from_parts((Dyn(24), Dyn(24)), (Dyn(2), Dyn(16)))
            .size_leaf()
            .to_string(),
        "576"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(8), Dyn(3)),), Dyn(1)),
            (((U48::new(), U4::new()),), U12::new())
        )
        .size_leaf()
        .to_string(),
        "24"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(32), Dyn(7), Dyn(1)),
            (U1::new(), U32::new(), U0::new())
        )
        .size_leaf()
        .to_string(),
        "224"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(12), (Dyn(8),)), Dyn(7)),
            ((U336::new(), (U14::new(),)), U2::new())
        )
        .size_leaf()
        .to_string(),
        "672"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(5), Dyn(4), Dyn(7), Dyn(2), Dyn(2)),
            (U1::new(), U5::new(), U20::new(), U140::new(), U280::new())
        )
        .size_leaf()
        .to_string(),
        "560"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(7), Dyn(7), Dyn(4), Dyn(4)),
            (Dyn(1), Dyn(7), Dyn(196), Dyn(49))
        )
        .size_leaf()
        .to_string(),
        "784"
    );
    assert_eq!(
        Layout::from_parts((Dyn(2), U2::new()), (U2::new(), U1::new()))
            .size_leaf()
            .to_string(),
        "4"
    );
    assert_eq!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)))
            .cosize_leaf()
            .to_string(),
        "60000"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(300), Dyn(200), Dyn(4)),
            (U1::new(), Dyn(300), Dyn(60000))
        )
        .cosize_leaf()
        .to_string(),
        "240000"
    );
    assert_eq!(
        Layout::from_parts(
            (((U7::new(), U2::new()), U64::new()),),
            (((Dyn(192), Dyn(1344)), Dyn(3)),)
        )
        .cosize_leaf()
        .to_string(),
        "2686"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(16), Dyn(6)), Dyn(5), Dyn(2)),
            ((U1::new(), U80::new()), U16::new(), U480::new())
        )
        .cosize_leaf()
        .to_string(),
        "960"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(2), (Dyn(1), Dyn(16), Dyn(2))),
            (Dyn(16), (Dyn(64), Dyn(1), Dyn(32)))
        )
        .cosize_leaf()
        .to_string(),
        "64"
    );
    assert_eq!(
        Layout::from_parts((Dyn(3), Dyn(5), Dyn(24)), (Dyn(2), Dyn(1), Dyn(8)))
            .cosize_leaf()
            .to_string(),
        "193"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(4), Dyn(4)),), Dyn(5)),
            (((Dyn(1), Dyn(4)),), Dyn(16))
        )
        .cosize_leaf()
        .to_string(),
        "80"
    );
    assert_eq!(
        Layout::from_parts((U24::new(), U5::new()), (U1::new(), Dyn(24)))
            .cosize_leaf()
            .to_string(),
        "120"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(4), Dyn(8)),), Dyn(3)),
            (((Dyn(1), Dyn(4)),), Dyn(32))
        )
        .cosize_leaf()
        .to_string(),
        "96"
    );
    assert_eq!(
        Layout::from_parts(
            ((U16::new(), (U8::new(),)), Dyn(7)),
            ((U1::new(), (U16::new(),)), U128::new())
        )
        .cosize_leaf()
        .to_string(),
        "896"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(4), Dyn(8)), Dyn(32)),
            ((U1::new(), U1::new()), U6::new())
        )
        .cosize_leaf()
        .to_string(),
        "197"
    );
    assert_eq!(
        Layout::from_parts(((Dyn(3), Dyn(32)), Dyn(5)), ((Dyn(1), Dyn(3)), Dyn(96)))
            .cosize_leaf()
            .to_string(),
        "480"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(2), Dyn(6)), Dyn(32)),
            ((U32::new(), U64::new()), U1::new())
        )
        .cosize_leaf()
        .to_string(),
        "384"
    );
    assert_eq!(
        Layout::from_parts(((U7::new(), Dyn(64)),), ((U64::new(), U0::new()),))
            .cosize_leaf()
            .to_string(),
        "_385"
    );
}

#[test]
fn crd2idx_corpus() {
    check_crd2idx!(
        Layout::from_parts(
            ((U128::new(), U32::new()), (Dyn(3), Dyn(7))),
            ((U1::new(), Dyn(300)), (U128::new(), Dyn(9600)))
        ),
        (Dyn(0), (Dyn(1), Dyn(2))),
        "19328",
        19328
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300))),
        (Dyn(5), Dyn(7)),
        "2105",
        2105
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300))),
        Dyn(1234),
        "1234",
        1234
    );
    check_crd2idx!(
        Layout::from_parts(
            (U128::new(), (U4::new(), U8::new())),
            (U1::new(), (Dyn(300), Dyn(1200)))
        ),
        (U3::new(), (U1::new(), U2::new())),
        "2703",
        2703
    );
    check_crd2idx!(
        Layout::from_parts(
            (U64::new(), U5::new(), U2::new()),
            (U10::new(), Dyn(2), U1::new())
        ),
        (U24::new(), U4::new(), U1::new()),
        "249",
        249
    );
    check_crd2idx!(
        Layout::from_parts(
            ((Dyn(4), (Dyn(16),)), (Dyn(2),)),
            ((U1::new(), (U8::new(),)), (U4::new(),))
        ),
        Dyn(39),
        "75",
        75
    );
    check_crd2idx!(
        Layout::from_parts(((U8::new(), U4::new()),), ((U4::new(), U0::new()),)),
        Dyn(18),
        "8",
        8
    );
    check_crd2idx!(
        Layout::from_parts(
            (U8::new(), U12::new(), U4::new(), Dyn(2)),
            (U2::new(), U16::new(), U6::new(), U12::new())
        ),
        (U1::new(), U2::new(), U0::new(), U1::new()),
        "_46",
        46
    );
    check_crd2idx!(
        Layout::from_parts(
            (((U2::new(), U8::new()), U5::new()), U2::new()),
            (((U1::new(), U2::new()), U16::new()), U80::new())
        ),
        (Dyn(52), U0::new()),
        "52",
        52
    );
    check_crd2idx!(Layout::from_parts(Dyn(3), U1::new()), Dyn(0), "0", 0);
    check_crd2idx!(
        Layout::from_parts(
            (Dyn(1), Dyn(2), Dyn(4), Dyn(5)),
            (U1::new(), U80::new(), U20::new(), U4::new())
        ),
        (Dyn(0), Dyn(0), Dyn(3), Dyn(1)),
        "64",
        64
    );
    check_crd2idx!(
        Layout::from_parts(
            (U4::new(), U8::new(), U2::new(), U7::new(), U2::new()),
            (U1::new(), U4::new(), U32::new(), U64::new(), U448::new())
        ),
        Dyn(798),
        "798",
        798
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(2), (Dyn(1),)), (U1::new(), (U2::new(),))),
        (Dyn(0), Dyn(0)),
        "0",
        0
    );
    check_crd2idx!(
        Layout::from_parts(
            (((Dyn(4), Dyn(5)), Dyn(2)),),
            (((Dyn(1), Dyn(4)), Dyn(20)),)
        ),
        (U25::new(),),
        "25",
        25
    );
    check_crd2idx!(
        Layout::from_parts(
            ((U1::new(), U1::new(), Dyn(5)), U24::new()),
            ((U1::new(), U1::new(), U1::new()), U5::new())
        ),
        ((U0::new(), U0::new(), U3::new()), U3::new()),
        "_18",
        18
    );
    check_crd2idx!(
        Layout::from_parts(
            (((Dyn(2), Dyn(2)), Dyn(7)), Dyn(1), Dyn(16)),
            (((Dyn(1), Dyn(1)), Dyn(4)), Dyn(6), Dyn(2))
        ),
        U453::new(),
        "37",
        37
    );
    check_crd2idx!(
        Layout::from_parts(
            ((Dyn(12), (Dyn(8), Dyn(8))),),
            ((Dyn(128), (Dyn(16), Dyn(2))),)
        ),
        (Dyn(226),),
        "1316",
        1316
    );
    check_crd2idx!(
        Layout::from_parts(
            (U8::new(), (U4::new(), U4::new(), U4::new())),
            (U2::new(), (U32::new(), U3::new(), U3::new()))
        ),
        (Dyn(1), Dyn(59)),
        "113",
        113
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(8), (Dyn(4),)), (Dyn(8), (Dyn(1),))),
        (U6::new(), (U3::new(),)),
        "51",
        51
    );
    check_crd2idx!(
        Layout::from_parts(
            (Dyn(2), ((Dyn(32), Dyn(4)),)),
            (U12::new(), ((U32::new(), U4::new()),))
        ),
        (Dyn(1), Dyn(35)),
        "112",
        112
    );
    check_crd2idx!(
        Layout::from_parts(
            (U64::new(), U2::new(), U2::new()),
            (U4::new(), U2::new(), Dyn(1))
        ),
        (U59::new(), U0::new(), U1::new()),
        "237",
        237
    );
    check_crd2idx!(
        Layout::from_parts(
            ((Dyn(8), (Dyn(8),)), Dyn(2)),
            ((U16::new(), (U2::new(),)), U512::new())
        ),
        Dyn(110),
        "618",
        618
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(16), (Dyn(64),)), (Dyn(2), (Dyn(32),))),
        (U7::new(), (U21::new(),)),
        "686",
        686
    );
    check_crd2idx!(
        Layout::from_parts((U5::new(), U2::new()), (Dyn(6), Dyn(4))),
        U11::new(),
        "14",
        14
    );
    check_crd2idx!(
        Layout::from_parts(((Dyn(3), Dyn(8)),), ((Dyn(1), Dyn(3)),)),
        (U1::new(),),
        "1",
        1
    );
    check_crd2idx!(
        Layout::from_parts((U2::new(), U8::new()), (Dyn(8), Dyn(1))),
        U15::new(),
        "15",
        15
    );
    check_crd2idx!(
        Layout::from_parts((Dyn(5), Dyn(4), Dyn(32)), (Dyn(48), Dyn(3), Dyn(240))),
        (Dyn(3), Dyn(0), Dyn(2)),
        "624",
        624
    );
    check_crd2idx!(
        Layout::from_parts(
            (Dyn(12), Dyn(32), Dyn(1), Dyn(1), Dyn(2)),
            (Dyn(12), Dyn(8), Dyn(1), Dyn(0), Dyn(5))
        ),
        (Dyn(9), Dyn(19), Dyn(0), Dyn(0), Dyn(1)),
        "265",
        265
    );
    check_crd2idx!(
        Layout::from_parts(
            (((Dyn(1), Dyn(2)), Dyn(32)), Dyn(12)),
            (((Dyn(768), Dyn(0)), Dyn(2)), Dyn(64))
        ),
        Dyn(306),
        "306",
        306
    );
    check_crd2idx!(
        Layout::from_parts(
            (((Dyn(2),), Dyn(4)), Dyn(12)),
            (((Dyn(1),), Dyn(24)), Dyn(2))
        ),
        (((U1::new(),), U3::new()), U9::new()),
        "91",
        91
    );
    check_crd2idx!(
        Layout::from_parts(
            (U4::new(), (U4::new(), U16::new())),
            (Dyn(1), (U4::new(), U16::new()))
        ),
        U28::new(),
        "_28",
        28
    );
    check_crd2idx!(Layout::from_parts(Dyn(8), U1::new()), Dyn(7), "7", 7);
    check_crd2idx!(
        Layout::from_parts((U8::new(), U8::new()), (Dyn(1), Dyn(8))),
        (U7::new(), U0::new()),
        "7",
        7
    );
    check_crd2idx!(
        Layout::from_parts(
            ((U4::new(), U16::new()), U6::new()),
            ((U1::new(), U4::new()), U64::new())
        ),
        ((Dyn(1), Dyn(4)), Dyn(5)),
        "337",
        337
    );
    check_crd2idx!(
        Layout::from_parts(
            (Dyn(1), Dyn(5), Dyn(16), Dyn(2), Dyn(4)),
            (Dyn(1), Dyn(1), Dyn(5), Dyn(80), Dyn(160))
        ),
        Dyn(265),
        "265",
        265
    );
}

#[test]
fn idx2crd_corpus() {
    assert_eq!(
        Layout::from_parts((Dyn(300), Dyn(200)), (U0::new(), U0::new()))
            .idx2crd(&Dyn(1234))
            .unwrap()
            .to_string(),
        "(34,4)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(2), Dyn(8)), (U0::new(), U0::new()))
            .idx2crd(&Dyn(10))
            .unwrap()
            .to_string(),
        "(0,5)"
    );
    assert_eq!(
        Layout::from_parts(
            (U2::new(), (U2::new(), U8::new())),
            (U0::new(), (U0::new(), U0::new()))
        )
        .idx2crd(&Dyn(6))
        .unwrap()
        .to_string(),
        "(0,(1,1))"
    );
    assert_eq!(
        Layout::from_parts(
            (U12::new(), Dyn(16), U1::new()),
            (U0::new(), U0::new(), U0::new())
        )
        .idx2crd(&U18::new())
        .unwrap()
        .to_string(),
        "(_6,1,0)"
    );
    assert_eq!(
        Layout::from_parts(Dyn(8), U0::new())
            .idx2crd(&U2::new())
            .unwrap()
            .to_string(),
        "_2"
    );
    assert_eq!(
        Layout::from_parts(((U3::new(),), U64::new()), ((U0::new(),), U0::new()))
            .idx2crd(&Dyn(180))
            .unwrap()
            .to_string(),
        "((0),60)"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(8), Dyn(4), Dyn(2), Dyn(4)),
            (U0::new(), U0::new(), U0::new(), U0::new())
        )
        .idx2crd(&Dyn(77))
        .unwrap()
        .to_string(),
        "(5,1,0,1)"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(16), Dyn(32), Dyn(2)),
            (U0::new(), U0::new(), U0::new())
        )
        .idx2crd(&Dyn(112))
        .unwrap()
        .to_string(),
        "(0,7,0)"
    );
    assert_eq!(
        Layout::from_parts(Dyn(2), U0::new())
            .idx2crd(&Dyn(1))
            .unwrap()
            .to_string(),
        "1"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(12), ((Dyn(4), Dyn(2)),)),
            (U0::new(), ((U0::new(), U0::new()),))
        )
        .idx2crd(&(U9::new(), U7::new()))
        .unwrap()
        .to_string(),
        "(_9,((3,1)))"
    );
    assert_eq!(
        Layout::from_parts(
            ((Dyn(8),), ((Dyn(2),), Dyn(4))),
            ((U0::new(),), ((U0::new(),), U0::new()))
        )
        .idx2crd(&(U4::new(), U2::new()))
        .unwrap()
        .to_string(),
        "((_4),((0),1))"
    );
    assert_eq!(
        Layout::from_parts(
            (Dyn(8), Dyn(8), Dyn(4), Dyn(3)),
            (U0::new(), U0::new(), U0::new(), U0::new())
        )
        .idx2crd(&U312::new())
        .unwrap()
        .to_string(),
        "(0,7,0,1)"
    );
    assert_eq!(
        Layout::from_parts(((U2::new(),), U32::new()), ((U0::new(),), U0::new()))
            .idx2crd(&(Dyn(1), Dyn(12)))
            .unwrap()
            .to_string(),
        "((1),12)"
    );
    assert_eq!(
        Layout::from_parts((Dyn(2), Dyn(7)), (U0::new(), U0::new()))
            .idx2crd(&Dyn(11))
            .unwrap()
            .to_string(),
        "(1,5)"
    );
    assert_eq!(
        Layout::from_parts(
            ((U3::new(), U2::new(), Dyn(4)), ((U8::new(),), U2::new())),
            ((U0::new(), U0::new(), U0::new()), ((U0::new(),), U0::new()))
        )
        .idx2crd(&(U16::new(), U9::new()))
        .unwrap()
        .to_string(),
        "((_1,_1,_2),((_1),_1))"
    );
    assert_eq!(
        Layout::from_parts(
            (((Dyn(8), Dyn(8)), Dyn(16)),),
            (((U0::new(), U0::new()), U0::new()),)
        )
        .idx2crd(&U812::new())
        .unwrap()
        .to_string(),
        "(((4,5),12))"
    );
}

#[test]
fn crd2idx_idx2crd_errors_corpus() {
    assert!(Layout::from_parts(
        (Dyn(7), Dyn(16), Dyn(4), Dyn(2)),
        (Dyn(4), Dyn(112), Dyn(1792), Dyn(56))
    )
    .crd2idx_leaf(&(U0::new(), U0::new(), U0::new(), U0::new(), U0::new()))
    .is_err());
    assert!(Layout::from_parts(
        (U3::new(), U16::new(), U8::new(), U2::new()),
        (U1::new(), U3::new(), U96::new(), U48::new())
    )
    .crd2idx_leaf(&(Dyn(0), Dyn(0), Dyn(0)))
    .is_err());
    assert!(Layout::from_parts(
        (Dyn(2), Dyn(16), Dyn(7), Dyn(2), Dyn(2)),
        (Dyn(0), Dyn(4), Dyn(128), Dyn(2), Dyn(64))
    )
    .crd2idx_leaf(&((Dyn(0), Dyn(0), Dyn(0), Dyn(0), Dyn(0)), Dyn(0), Dyn(0)))
    .is_err());
    assert!(Layout::from_parts((Dyn(64), Dyn(12)), (Dyn(1), Dyn(64)))
        .crd2idx_leaf(&((Dyn(0), Dyn(0)), Dyn(0), Dyn(0)))
        .is_err());
    assert!(Layout::from_parts((Dyn(3), Dyn(7)), (U0::new(), U0::new()))
        .idx2crd(&(U0::new(), U0::new(), U0::new()))
        .is_err());
    assert!(Layout::from_parts(
        ((U8::new(), U16::new()), Dyn(4)),
        ((U0::new(), U0::new()), U0::new())
    )
    .idx2crd(&(U0::new(), U0::new(), U0::new()))
    .is_err());
}
