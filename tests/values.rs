//! CuTe's functions on integer values and their neighbours: the IntTuple predicates,
//! `crd2crd`, `make_mixed_bits` and its operators, `domain_distribute`, `domain_offset` and the
//! tensor reductions, on static and run-time values, against CuTe's own prints in
//! `tests/data/modes_expected.txt` (the output of `tests/data/modes_oracle.cpp`, CuTe 4.2 headers,
//! host g++; rebuild it with `tests/data/modes_oracle.sh`); each case names its line by label.

use cute_layout::prelude::*;
use cute_layout::IntTupleValue;

#[path = "support/labelled.rs"]
mod labelled;
use labelled::zst;

/// Checks every `(label, our print)` pair against CuTe's line of that label.
fn check(cases: &[(&str, String)]) {
    labelled::check_labelled(include_str!("data/modes_expected.txt"), cases);
}

const M: i64 = 300;

#[test]
fn int_tuple_predicates() {
    use cute_layout::{compatible, congruent, evenly_divides, weakly_congruent};
    let (four, six, sixteen) = (
        std::hint::black_box(4usize),
        std::hint::black_box(6usize),
        std::hint::black_box(16usize),
    );
    let s = |l: cute_layout::dynamic::Leaf| l.to_string();
    let r = |l: Result<cute_layout::dynamic::Leaf, cute_layout::dynamic::Error>| s(l.unwrap());
    let (m, k) = (Dyn(300), Dyn(200));
    check(&[
        (
            "sum (_2,3,_4)",
            r(cute_layout::sum(&(U2::new(), Dyn(3), U4::new()))),
        ),
        (
            "sum (_2,(_3,_4))",
            r(cute_layout::sum(&make_shape!((_2, (_3, _4))))),
        ),
        ("sum 300", r(cute_layout::sum(&m))),
        (
            "max (_2,300,_4)",
            r(cute_layout::max(&(U2::new(), m, U4::new()))),
        ),
        (
            "max (_2,(_8,_4))",
            r(cute_layout::max(&make_shape!((_2, (_8, _4))))),
        ),
        (
            "min (_2,300,_4)",
            r(cute_layout::min(&(U2::new(), m, U4::new()))),
        ),
        (
            "min (300,(200,_4))",
            r(cute_layout::min(&(m, (k, U4::new())))),
        ),
        (
            "min (_6,(_3,_4))",
            r(cute_layout::min(&make_shape!((_6, (_3, _4))))),
        ),
        (
            "gcd (_12,(_8,_6))",
            r(cute_layout::gcd(&make_shape!((_12, (_8, _6))))),
        ),
        ("gcd (300,_8)", r(cute_layout::gcd(&(m, U8::new())))),
        ("max _5", r(cute_layout::max(&U5::new()))),
    ]);
    check(&[
        (
            "congruent (_2,_4) (_3,_5)",
            s(congruent(&make_shape!((_2, _4)), &make_shape!((_3, _5)))),
        ),
        (
            "congruent (2,4) (_3,(_5))",
            s(congruent(
                &make_shape!((2, four)),
                &make_shape!((_3, (_5,))),
            )),
        ),
        (
            "weakly_congruent (_1,(_1,_1)) ((_2,_2),(_2,_2))",
            s(weakly_congruent(
                &make_shape!((_1, (_1, _1))),
                &make_shape!(((_2, _2), (_2, _2))),
            )),
        ),
        (
            "weakly_congruent ((_2,_2),_2) (_1,_1)",
            s(weakly_congruent(
                &make_shape!(((_2, _2), _2)),
                &make_shape!((_1, _1)),
            )),
        ),
        (
            "compatible _24 (_4,_6)",
            r(compatible(&make_shape!(_24), &make_shape!((_4, _6)))),
        ),
        (
            "compatible (_24) (_4,_6)",
            r(compatible(&make_shape!((_24,)), &make_shape!((_4, _6)))),
        ),
        (
            "compatible (4,6) (_4,_6)",
            r(compatible(
                &make_shape!((four, six)),
                &make_shape!((_4, _6)),
            )),
        ),
        (
            "compatible (_3,6) (_4,_6)",
            r(compatible(&make_shape!((_3, six)), &make_shape!((_4, _6)))),
        ),
        (
            "compatible (6,_3) (_6,_4)",
            r(compatible(&make_shape!((six, _3)), &make_shape!((_6, _4)))),
        ),
        (
            "compatible (4,_6) (_4,(_2,_3))",
            r(compatible(
                &make_shape!((four, _6)),
                &make_shape!((_4, (_2, _3))),
            )),
        ),
        (
            "compatible (_4,_6) _24",
            r(compatible(&make_shape!((_4, _6)), &make_shape!(_24))),
        ),
        (
            "evenly_divides (_16) _8",
            r(evenly_divides(&make_shape!((_16,)), &make_shape!(_8))),
        ),
        (
            "evenly_divides (16,6) (_8,_4)",
            r(evenly_divides(
                &make_shape!((sixteen, six)),
                &make_shape!((_8, _4)),
            )),
        ),
        (
            "evenly_divides (16,_8) (_8,_4)",
            r(evenly_divides(
                &make_shape!((sixteen, _8)),
                &make_shape!((_8, _4)),
            )),
        ),
        (
            "evenly_divides (_16,_6) _4",
            r(evenly_divides(&make_shape!((_16, _6)), &make_shape!(_4))),
        ),
        (
            "evenly_divides (_16,_6) (_4,_4,_2)",
            r(evenly_divides(
                &make_shape!((_16, _6)),
                &make_shape!((_4, _4, _2)),
            )),
        ),
        (
            "evenly_divides 16 _4",
            r(evenly_divides(&make_shape!(sixteen), &make_shape!(_4))),
        ),
    ]);
}

#[test]
fn crd2crd_values() {
    use cute_layout::crd2crd;
    let (four, m) = std::hint::black_box((4usize, M));
    let r = |c: Result<cute_layout::dynamic::IntTuple, cute_layout::dynamic::Error>| {
        c.unwrap().to_string()
    };
    let s43 = make_shape!((_4, _3));
    check(&[
        (
            "crd2crd (1,2) (_4,_3) _12",
            r(crd2crd(&(1usize, 2usize), &s43, &U12::new())),
        ),
        (
            "crd2crd 9 _12 (_4,_3)",
            r(crd2crd(&9usize, &U12::new(), &s43)),
        ),
        (
            "crd2crd (_1,_2) (_4,_3) _12",
            r(crd2crd(&(U1::new(), U2::new()), &s43, &U12::new())),
        ),
        (
            "crd2crd (1,2) (_4,_3) ((_2,_2),_3)",
            r(crd2crd(
                &(1usize, 2usize),
                &s43,
                &make_shape!(((_2, _2), _3)),
            )),
        ),
        (
            "crd2crd (7,1) (_8,4) (_4,_8)",
            r(crd2crd(
                &(7usize, 1usize),
                &make_shape!((_8, four)),
                &make_shape!((_4, _8)),
            )),
        ),
        (
            "crd2crd (7,1) (_8,4) 32",
            r(crd2crd(
                &(7usize, 1usize),
                &make_shape!((_8, four)),
                &32usize,
            )),
        ),
        (
            "crd2crd (_3,2) (_4,_4) (_2,_8)",
            r(crd2crd(
                &(U3::new(), 2usize),
                &make_shape!((_4, _4)),
                &make_shape!((_2, _8)),
            )),
        ),
        (
            "crd2crd _13 _16 (_4,(_2,_2))",
            r(crd2crd(
                &U13::new(),
                &U16::new(),
                &make_shape!((_4, (_2, _2))),
            )),
        ),
        (
            "crd2crd _13 (m,_4) _16",
            r(crd2crd(&U13::new(), &make_shape!((m, _4)), &U16::new())),
        ),
        (
            "crd2idx _13 (m,_4)",
            cute_layout::crd2idx(&U13::new(), &make_shape!((m, _4)))
                .unwrap()
                .to_string(),
        ),
        (
            "crd2crd 13 (_4,_4) (_2,(_4,_2))",
            r(crd2crd(
                &13usize,
                &make_shape!((_4, _4)),
                &make_shape!((_2, (_4, _2))),
            )),
        ),
    ]);
    // CuTe's static_assert "Mismatched Ranks" is an error here.
    let err = crd2crd(&(1usize, 2usize), &s43, &make_shape!((_2, _3, _2))).unwrap_err();
    assert!(
        err.to_string().starts_with("crd2crd: mismatched ranks"),
        "{err}"
    );
}

#[test]
fn mixed_bits_values() {
    use cute_layout::swizzle::make_mixed_bits;
    let (five, three, d6) = std::hint::black_box((5u32, 3u32, 6u32));
    let a = make_mixed_bits(U2::new(), five, U5::new());
    let b = make_mixed_bits(U8::new(), three, U3::new());
    let c = make_mixed_bits(U0::new(), d6, U12::new());
    check(&[
        ("mixed_bits(_2,5,_5)", a.to_string()),
        (
            "mixed_bits(_2,5,_2)",
            zst(make_mixed_bits(U2::new(), five, U2::new())).cute_string(),
        ),
        (
            "mixed_bits(_0,5,_0)",
            zst(make_mixed_bits(U0::new(), five, U0::new())).cute_string(),
        ),
        ("mixed_bits(_8,3,_3)", b.to_string()),
        (
            "mixed_bits(_2,5,_7)",
            make_mixed_bits(U2::new(), five, U7::new()).to_string(),
        ),
        ("mb a&b", (a & b).to_string()),
        ("mb a|b", (a | b).to_string()),
        ("mb a^b", (a ^ b).to_string()),
        ("mb a&c", (a & c).to_string()),
        ("mb a|c", (a | c).to_string()),
        ("mb a^c", (a ^ c).to_string()),
        ("mb b&c", (b & c).to_string()),
        ("mb b|c", (b | c).to_string()),
        ("mb b^c", (b ^ c).to_string()),
        ("mb a&_6", (a & U6::new()).to_string()),
        ("mb a|_6", (a | U6::new()).to_string()),
        ("mb a^_6", (a ^ U6::new()).to_string()),
        ("mb a&_2", zst(a & U2::new()).cute_string()),
        ("mb c|_12", zst(c | U12::new()).cute_string()),
        ("mb c^_9", (c ^ cute_layout::typenum::U9::new()).to_string()),
        ("mb a&_0", zst(a & U0::new()).cute_string()),
        ("mb a|_0", (a | U0::new()).to_string()),
        ("mb a^_0", (a ^ U0::new()).to_string()),
        ("mb uint32(a&b)", u32::from(a & b).to_string()),
    ]);
}

#[test]
fn domain_distribute_cases() {
    use cute_layout::domain_distribute;
    use cute_layout::typenum::{U3, U6, U7};
    check(&[
        (
            "domain_distribute (_15,_14) _6",
            domain_distribute(make_shape!((_15, _14)), U6::new()).to_string(),
        ),
        (
            "domain_distribute ((_64,_3),(_8,_8)) _128",
            domain_distribute(make_shape!(((_64, _3), (_8, _8))), U128::new()).to_string(),
        ),
        (
            "domain_distribute (_4,_4) _8",
            domain_distribute(make_shape!((_4, _4)), U8::new()).to_string(),
        ),
        (
            "domain_distribute (_4,_4) _32",
            domain_distribute(make_shape!((_4, _4)), U32::new()).to_string(),
        ),
        (
            "domain_distribute (_3,_4) _6",
            domain_distribute(make_shape!((_3, _4)), U6::new()).to_string(),
        ),
        (
            "domain_distribute _12 _3",
            domain_distribute(make_shape!(_12), U3::new()).to_string(),
        ),
        (
            "domain_distribute (_1,_5,_2) _7",
            domain_distribute(make_shape!((_1, _5, _2)), U7::new()).to_string(),
        ),
        (
            "domain_distribute (_2,(_3,_2),_4) _16",
            domain_distribute(make_shape!((_2, (_3, _2), _4)), U16::new()).to_string(),
        ),
        (
            "domain_distribute layout (_2,(_3,_2),_4) _16",
            domain_distribute(<layout!((2, (3, 2), 4):(1, (2, 6), 12))>::new(), U16::new())
                .to_string(),
        ),
    ]);
}

#[test]
fn domain_offset_cases() {
    use cute_layout::domain_offset;
    let (m, sixteen) = std::hint::black_box((M, 16usize));
    fn show<L: std::fmt::Display>((l, off): (L, cute_layout::dynamic::Leaf)) -> String {
        format!("({l},{off})")
    }
    check(&[
        (
            "domain_offset (2,3) (_8,16):(_1,8)",
            show(domain_offset(&(2usize, 3usize), &make_layout!((_8, sixteen):(_1, 8))).unwrap()),
        ),
        (
            "domain_offset (_1,_2) (_8,_8):(_8,_1)",
            show(domain_offset(&(U1::new(), U2::new()), &<layout!((8, 8):(8, 1))>::new()).unwrap()),
        ),
        (
            "domain_offset (1,_2) (m,_4):(_1,m)",
            show(domain_offset(&(1usize, U2::new()), &make_layout!((m, _4):(_1, m))).unwrap()),
        ),
    ]);
}

#[test]
fn reductions() {
    use cute_layout::tensor::{batch_reduce, reduce};
    let data: Vec<i32> = (0..16).collect();
    let t = make_tensor(&data[..], make_layout!((_4, _4):(_4, _1))).unwrap();
    let sum = |acc: i32, &x: &i32| acc + x;
    let (mut o, mut p, mut q) = ([0i32; 3], [100i32, 200, 300], [1i32; 4]);
    let three = std::hint::black_box(3usize);
    let src = make_tensor(&data[..], make_layout!((_4, three):(_1, _4))).unwrap();
    batch_reduce(
        &src,
        &mut make_tensor(&mut o[..], make_layout!(_3:_1)).unwrap(),
        sum,
    );
    batch_reduce(
        &src,
        &mut make_tensor(&mut p[..], make_layout!(_3:_1)).unwrap(),
        sum,
    );
    let src3 = make_tensor(&data[..], make_layout!((_2, _4):(_2, _4))).unwrap();
    let mut dst3 = make_tensor(&mut q[..], make_layout!(_4:_1)).unwrap();
    batch_reduce(&src3, &mut dst3, |a, &b| a * (b + 1));
    let tuple = |v: &[i32]| {
        format!(
            "({})",
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        )
    };
    check(&[
        ("reduce (_4,_4):(_4,_1)", reduce(&t, 0, sum).to_string()),
        (
            "reduce (_4,_4):(_4,_1) col 1",
            reduce(&t.slice((Underscore, 1usize)), 0, sum).to_string(),
        ),
        ("batch_reduce (_4,3):(_1,_4)", tuple(&o)),
        ("batch_reduce (_4,3):(_1,_4) from (100,200,300)", tuple(&p)),
        ("batch_reduce (_2,_4):(_2,_4) a*(b+1) from 1", tuple(&q)),
    ]);
    // logical_reduce: `_` keeps a mode, an integer reduces it.
    use cute_layout::tensor::logical_reduce;
    let (mut a, mut b, mut c, mut e) = ([0i32; 4], [0i32; 4], [0i32; 8], [5i32]);
    let zero = std::hint::black_box(0usize);
    let mut ta = make_tensor(&mut a[..], make_layout!(_4:_1)).unwrap();
    logical_reduce(&t, &mut ta, (Underscore, zero), sum);
    let mut tb = make_tensor(&mut b[..], make_layout!(_4:_1)).unwrap();
    logical_reduce(&t, &mut tb, (U0::new(), Underscore), sum);
    let nested = make_tensor(&data[..], make_layout!(((_2, _2), _4):((_1, _8), _2))).unwrap();
    let mut tc = make_tensor(&mut c[..], make_layout!(_8:_1)).unwrap();
    logical_reduce(&nested, &mut tc, ((Underscore, zero), Underscore), sum);
    let mut te = make_tensor(&mut e[..], make_layout!(_1:_0)).unwrap();
    logical_reduce(&t, &mut te, (zero, zero), sum);
    check(&[
        ("logical_reduce (_4,_4):(_4,_1) (_,0)", tuple(&a)),
        ("logical_reduce (_4,_4):(_4,_1) (0,_)", tuple(&b)),
        (
            "logical_reduce ((_2,_2),_4):((_1,_8),_2) ((_,0),_)",
            tuple(&c),
        ),
        (
            "logical_reduce (_4,_4):(_4,_1) (0,0) from 5",
            e[0].to_string(),
        ),
    ]);
}
