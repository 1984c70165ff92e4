//! Mode manipulation (append, prepend, take, select, group_modes, get, size of a mode,
//! product_each) and compact layout constructors (LayoutLeft, LayoutRight), on static and
//! mixed layouts, CuTe's functions on integer values (predicates, `crd2crd`, mixed bits) and
//! its reductions of tensors,
//! against CuTe's own prints in `tests/data/modes_expected.txt`. That file is
//! the output of `tests/data/modes_oracle.cpp` (CuTe 4.2 headers, host g++; rebuild it with
//! `tests/data/modes_oracle.sh`); each case here names its line by label.

use std::collections::HashMap;

use cute_layout::prelude::*;
use cute_layout::{
    compact_col_major, compact_row_major, make_layout_left, make_layout_right, make_ordered_layout,
    product_each, Dyn, IntTupleValue,
};

/// CuTe's answers by label.
fn expected() -> HashMap<&'static str, &'static str> {
    include_str!("data/modes_expected.txt")
        .lines()
        .filter_map(|l| l.split_once(" | "))
        .collect()
}

/// Checks every `(label, our print)` pair against CuTe's line of that label.
fn check(cases: &[(&str, String)]) {
    let cute = expected();
    let mut bad = Vec::new();
    for (label, ours) in cases {
        let want = cute
            .get(label)
            .unwrap_or_else(|| panic!("no CuTe answer labelled `{label}`"));
        if ours != want {
            bad.push(format!("{label}: CuTe {want}, ours {ours}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Asserts that a value is zero-sized (an all-static result).
fn zst<T>(v: T) -> T {
    assert_eq!(core::mem::size_of::<T>(), 0);
    v
}

const M: i64 = 300;
const K: i64 = 200;

macro_rules! inputs {
    () => {{
        let (m, k) = (M, K);
        let s = make_layout!((_4, (_2, _8), _3):(_1, (_4, _8), _64));
        let a = make_layout!((m, _4, k):(_1, m, 1200));
        let n = make_layout!((m, (_4, k)):(_1, (m, 1200)));
        let l1 = make_layout!(m:_1);
        let ls = make_layout!(_8:_2);
        (s, a, n, l1, ls)
    }};
}

#[test]
fn inputs_match() {
    let (s, a, n, l1, ls) = inputs!();
    zst(s);
    zst(ls);
    check(&[
        ("S", s.to_string()),
        ("A", a.to_string()),
        ("N", n.to_string()),
        ("L1", l1.to_string()),
        ("Ls", ls.to_string()),
    ]);
}

#[test]
fn append_prepend() {
    let (s, a, _, l1, ls) = inputs!();
    let (m, k) = (M, K);
    check(&[
        (
            "append S _2:_0",
            zst(s.append(make_layout!(_2:_0))).to_string(),
        ),
        (
            "append A (k,_2):(_1,k)",
            a.append(make_layout!((k, _2):(_1, k))).to_string(),
        ),
        (
            "append A default",
            a.append(make_layout!(_1:_0)).to_string(),
        ),
        (
            "append L1 _3:300",
            l1.append(make_layout!(_3:m)).to_string(),
        ),
        (
            "append Ls _2:_16",
            zst(ls.append(make_layout!(_2:_16))).to_string(),
        ),
        (
            "prepend S 200:_2",
            s.prepend(make_layout!(k:_2)).to_string(),
        ),
        (
            "prepend A _8:_0",
            a.prepend(make_layout!(_8:_0)).to_string(),
        ),
        (
            "prepend L1 (_2,_2):(_0,300)",
            l1.prepend(make_layout!((_2, _2):(_0, m))).to_string(),
        ),
    ]);
    // The trait form, for generic code.
    fn add_mode<L: AppendOp<X>, X>(l: L, x: X) -> L::Output {
        l.append(x)
    }
    assert_eq!(
        add_mode(a, make_layout!(_1:_0)).to_string(),
        expected()["append A default"]
    );
}

/// CuTe's `append<N>`, `prepend<N>` (padding to rank `N`, CuTe's default mode `_1:_0`) and
/// `replace<I>`, on static, mixed, leaf-shaped and rank-1 layouts.
#[test]
fn pad_and_replace() {
    let (s, a, n, l1, ls) = inputs!();
    let m = M;
    let x2 = make_layout!((_2, _2):(_1, m));
    let one = make_layout!(_1:_0);
    let t1 = Layout::from_parts((U4::new(),), (U1::new(),));
    check(&[
        ("T1", zst(t1).to_string()),
        ("append<3> A", a.append_to::<U3, _>(one).to_string()),
        ("append<4> S X2", s.append_to::<U4, _>(x2).to_string()),
        ("append<5> A X2", a.append_to::<U5, _>(x2).to_string()),
        ("append<3> A X2", a.append_to::<U3, _>(x2).to_string()),
        ("append<1> Ls", zst(ls.append_to::<U1, _>(one)).to_string()),
        ("append<3> Ls", zst(ls.append_to::<U3, _>(one)).to_string()),
        ("append<2> L1 X2", l1.append_to::<U2, _>(x2).to_string()),
        ("append<1> T1", zst(t1.append_to::<U1, _>(one)).to_string()),
        (
            "append<2> T1 Ls",
            zst(t1.append_to::<U2, _>(ls)).to_string(),
        ),
        ("append<3> N Ls", n.append_to::<U3, _>(ls).to_string()),
        ("prepend<4> N", n.prepend_to::<U4, _>(one).to_string()),
        ("prepend<5> A X2", a.prepend_to::<U5, _>(x2).to_string()),
        (
            "prepend<1> Ls",
            zst(ls.prepend_to::<U1, _>(one)).to_string(),
        ),
        ("prepend<2> L1 X2", l1.prepend_to::<U2, _>(x2).to_string()),
        ("replace<0> A X2", a.replace::<U0, _>(x2).to_string()),
        ("replace<2> A Ls", a.replace::<U2, _>(ls).to_string()),
        ("replace<1> S L1", s.replace::<U1, _>(l1).to_string()),
        ("replace<1> N Ls", n.replace::<U1, _>(ls).to_string()),
        ("replace<0> Ls X2", ls.replace::<U0, _>(x2).to_string()),
        ("replace<0> L1 Ls", zst(l1.replace::<U0, _>(ls)).to_string()),
        ("replace<0> T1 X2", t1.replace::<U0, _>(x2).to_string()),
    ]);
    // The trait forms, for generic code.
    fn pad3<L: AppendToOp<U3, X>, X>(l: L, x: X) -> L::Output {
        l.append_to(x)
    }
    fn front<L: ReplaceOp<U0, X>, X>(l: L, x: X) -> L::Output {
        l.replace(x)
    }
    assert_eq!(pad3(a, one).to_string(), expected()["append<3> A"]);
    assert_eq!(front(a, x2).to_string(), expected()["replace<0> A X2"]);
}

#[test]
fn take_select_group() {
    let (s, a, n, l1, _) = inputs!();
    check(&[
        ("take<0,1> S", zst(s.take::<U0, U1>()).to_string()),
        ("take<1,3> S", zst(s.take::<U1, U3>()).to_string()),
        ("take<1,2> N", n.take::<U1, U2>().to_string()),
        ("take<0,3> A", a.take::<U0, U3>().to_string()),
        ("take<0,1> L1", l1.take::<U0, U1>().to_string()),
        ("select<2,0> S", zst(s.select::<(U2, U0)>()).to_string()),
        ("select<1> N", n.select::<(U1,)>().to_string()),
        ("select<0,0> L1", l1.select::<(U0, U0)>().to_string()),
        ("select<1,1,0> A", a.select::<(U1, U1, U0)>().to_string()),
        ("select<> A", a.select::<()>().to_string()),
        ("group<0,2> S", zst(s.group_modes::<U0, U2>()).to_string()),
        ("group<1,3> A", a.group_modes::<U1, U3>().to_string()),
        ("group<0,3> A", a.group_modes::<U0, U3>().to_string()),
        ("group<1,1> A", a.group_modes::<U1, U1>().to_string()),
        ("group<0,1> L1", l1.group_modes::<U0, U1>().to_string()),
        ("group<0,2> N", n.group_modes::<U0, U2>().to_string()),
    ]);
}

#[test]
fn get_and_mode_size() {
    let (s, a, n, l1, ls) = inputs!();
    check(&[
        ("get<1> S", zst(s.get::<U1>()).to_string()),
        ("get<1> N", n.get::<U1>().to_string()),
        ("get<0> L1", l1.get::<U0>().to_string()),
        ("get<2> A", a.get::<U2>().to_string()),
        ("size<0> S", zst(s.mode_size::<U0>()).cute_string()),
        ("size<1> S", zst(s.mode_size::<U1>()).cute_string()),
        ("size<2> S", zst(s.mode_size::<U2>()).cute_string()),
        ("size<0> N", n.mode_size::<U0>().cute_string()),
        ("size<1> N", n.mode_size::<U1>().cute_string()),
        ("size<1> A", zst(a.mode_size::<U1>()).cute_string()),
        ("size<0> L1", l1.mode_size::<U0>().cute_string()),
        ("size<0> Ls", zst(ls.mode_size::<U0>()).cute_string()),
    ]);
    // The mode's type is the type-level `ModeOf`.
    type N = Layout<(Dyn, (U4, Dyn)), (U1, (Dyn, Dyn))>;
    let _: ModeOf<N, U1> = n.get::<U1>();
}

#[test]
fn product_each_cases() {
    let (s, _, n, _, _) = inputs!();
    let mixed = (
        U2::new(),
        (Dyn(M), U4::new()),
        (U0::new(), Dyn(K)),
        (U1::new(), Dyn(K)),
        (),
    );
    check(&[
        (
            "product_each shape(S)",
            zst(product_each(*s.shape())).cute_string(),
        ),
        (
            "product_each shape(N)",
            product_each(*n.shape()).cute_string(),
        ),
        (
            "product_each (_2,(m,_4),(_0,k),(_1,k),())",
            product_each(mixed).cute_string(),
        ),
        ("product_each m", product_each(Dyn(M)).cute_string()),
        (
            "product_each _8",
            zst(product_each(U8::new())).cute_string(),
        ),
    ]);
}

#[test]
fn compact_layouts() {
    let (m, k) = (M, K);
    let one = 1;
    // The same shapes through `$make`, labelled `$side <shape>` (`left`, `right`).
    macro_rules! compact {
        ($make:ident, $side:literal) => {
            check(&[
                (
                    concat!($side, " (_2,(_3,_4))"),
                    zst($make(make_shape!((_2, (_3, _4))))).to_string(),
                ),
                (
                    concat!($side, " (m,_1,k)"),
                    $make(make_shape!((m, _1, k))).to_string(),
                ),
                (
                    concat!($side, " (_2,(m,_4),k)"),
                    $make(make_shape!((_2, (m, _4), k))).to_string(),
                ),
                (
                    concat!($side, " (_1,m,_1,k)"),
                    $make(make_shape!((_1, m, _1, k))).to_string(),
                ),
                (
                    concat!($side, " (1,_4)"),
                    $make(make_shape!((one, _4))).to_string(),
                ),
                (concat!($side, " m"), $make(make_shape!(m)).to_string()),
                (
                    concat!($side, " _1"),
                    zst($make(make_shape!(_1))).to_string(),
                ),
                (
                    concat!($side, " ((m,k),(_2,_1))"),
                    $make(make_shape!(((m, k), (_2, _1)))).to_string(),
                ),
            ])
        };
    }
    compact!(make_layout_left, "left");
    compact!(make_layout_right, "right");
    // The strides alone (CuTe's compact_col_major / compact_row_major).
    check(&[
        (
            "col_major (_2,(m,_4),_1,k)",
            compact_col_major(make_shape!((_2, (m, _4), _1, k))).cute_string(),
        ),
        (
            "row_major (_2,(m,_4),_1,k)",
            compact_row_major(make_shape!((_2, (m, _4), _1, k))).cute_string(),
        ),
        (
            "col_major (_2,(_3,_4))",
            zst(compact_col_major(make_shape!((_2, (_3, _4))))).cute_string(),
        ),
        (
            "row_major m",
            compact_row_major(make_shape!(m)).cute_string(),
        ),
    ]);
}

#[test]
fn make_layout_macro_tags() {
    let (m, k) = (M, K);
    let one = 1;
    check(&[
        (
            "left (m,_1,k)",
            make_layout!((m, _1, k), LayoutLeft).to_string(),
        ),
        (
            "left ((m,k),(_2,_1))",
            make_layout!(((m, k), (_2, _1)), LayoutLeft).to_string(),
        ),
        (
            "right (m,_1,k)",
            make_layout!((m, _1, k), LayoutRight).to_string(),
        ),
        (
            "right (_2,(m,_4),k)",
            make_layout!((_2, (m, _4), k), LayoutRight).to_string(),
        ),
        (
            "right (1,_4)",
            make_layout!((one, _4), LayoutRight).to_string(),
        ),
        (
            "right (_2,(_3,_4))",
            zst(make_layout!((_2, (_3, _4)), LayoutRight)).to_string(),
        ),
        (
            "right ((m,k),(_2,_1))",
            make_layout!(((m, k), (_2, _1)), LayoutRight).to_string(),
        ),
        ("default (_1,m)", make_layout!((_1, m)).to_string()),
        ("default (m,(_4,m))", make_layout!((m, (_4, m))).to_string()),
    ]);
    // The tagged forms and the functions give the same types and values.
    assert_eq!(
        make_layout!((m, k), LayoutRight),
        make_layout_right((Dyn(m), Dyn(k)))
    );
    assert_eq!(
        make_layout!((m, k), LayoutLeft),
        make_layout_left((Dyn(m), Dyn(k)))
    );
}

#[test]
fn ordered_layouts() {
    let (m, k) = (M, K);
    check(&[
        (
            "ordered (_2,m,_4) (_1,_2,_0)",
            make_ordered_layout(make_shape!((_2, m, _4)), (U1::new(), U2::new(), U0::new()))
                .to_string(),
        ),
        (
            "ordered (m,k,_8) (_2,_0,_1)",
            make_ordered_layout(make_shape!((m, k, _8)), (U2::new(), U0::new(), U1::new()))
                .to_string(),
        ),
        (
            "ordered (_2,_2,_2,_2) (_0,_2,_3,_1)",
            zst(make_ordered_layout(
                make_shape!((_2, _2, _2, _2)),
                (U0::new(), U2::new(), U3::new(), U1::new()),
            ))
            .to_string(),
        ),
        (
            "ordered ((m,_4),k) (_1,_0)",
            make_ordered_layout(make_shape!(((m, _4), k)), (U1::new(), U0::new())).to_string(),
        ),
        (
            "ordered ((m,_4),k) ((_2,_0),_1)",
            make_ordered_layout(
                make_shape!(((m, _4), k)),
                ((U2::new(), U0::new()), U1::new()),
            )
            .to_string(),
        ),
        (
            "ordered (m,k) (_0,_0)",
            make_ordered_layout(make_shape!((m, k)), (U0::new(), U0::new())).to_string(),
        ),
        (
            "ordered (_1,m,_4) (_0,_2,_1)",
            make_ordered_layout(make_shape!((_1, m, _4)), (U0::new(), U2::new(), U1::new()))
                .to_string(),
        ),
        (
            "ordered m _0",
            make_ordered_layout(make_shape!(m), U0::new()).to_string(),
        ),
        (
            "ordered (_4,(_2,_8)) (_1,_0)",
            zst(make_ordered_layout(
                make_shape!((_4, (_2, _8))),
                (U1::new(), U0::new()),
            ))
            .to_string(),
        ),
    ]);
}

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
fn identity_layout_divides() {
    use cute_layout::tensor::{
        composition, flat_divide, logical_divide, make_identity_layout, tiled_divide, zipped_divide,
    };
    let il = make_identity_layout(make_shape!((_4, _8)));
    let (m, n) = (std::hint::black_box(10usize), std::hint::black_box(7usize));
    let ir = make_identity_layout(make_shape!((m, n)));
    let at = zipped_divide(&ir, make_shape!((_4, _2)))
        .get(((1usize, 1usize), (2usize, 3usize)))
        .unwrap();
    check(&[
        (
            "zipped_divide id(_4,_8) (_2,_4)",
            zipped_divide(&il, make_shape!((_2, _4))).to_string(),
        ),
        (
            "logical_divide id(_4,_8) (_2,_4)",
            logical_divide(&il, make_shape!((_2, _4))).to_string(),
        ),
        (
            "tiled_divide id(_4,_8) (_2,_4)",
            tiled_divide(&il, make_shape!((_2, _4))).to_string(),
        ),
        (
            "flat_divide id(_4,_8) (_2,_4)",
            flat_divide(&il, make_shape!((_2, _4))).to_string(),
        ),
        (
            "composition id(_4,_8) (_8,_4):(_4,_1)",
            composition(&il, <layout!((8, 4):(4, 1))>::new()).to_string(),
        ),
        (
            "zipped_divide id(10,7) (_4,_2)",
            zipped_divide(&ir, make_shape!((_4, _2))).to_string(),
        ),
        (
            "zipped_divide id(10,7) (_4,_2) at ((1,1),(2,3))",
            format!("({},{})", at.0, at.1),
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
}
