//! Mode manipulation (append, prepend, take, select, group_modes, get, size of a mode,
//! product_each) and compact layout constructors (LayoutLeft, LayoutRight), on static and
//! mixed layouts, against CuTe's own prints in `tests/data/modes_expected.txt`. That file is
//! the output of `tests/data/modes_oracle.cpp` (CuTe 4.2 headers, host g++; rebuild it with
//! `tests/data/modes_oracle.sh`); each case here names its line by label.

use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::{
    append, append_to, compact_col_major, compact_row_major, flatten, get, group_modes,
    make_layout_left, make_layout_right, make_ordered_layout, mode_size, prepend, prepend_to,
    product_each, replace, select, take, unflatten, Dyn, IntTupleValue,
};

#[path = "support/labelled.rs"]
mod labelled;
use labelled::zst;

const EXPECTED: &str = include_str!("data/modes_expected.txt");

/// CuTe's answers by label.
fn expected() -> std::collections::HashMap<&'static str, &'static str> {
    labelled::answers(EXPECTED)
}

/// Checks every `(label, our print)` pair against CuTe's line of that label.
fn check(cases: &[(&str, String)]) {
    labelled::check_labelled(EXPECTED, cases);
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
fn int_tuple_algorithms() {
    let (s, a, _, _, _) = inputs!();
    let (m, k) = (M, K);
    let one = std::hint::black_box(1i64);
    let smnk = make_shape!((m, k, _64));
    let sn = make_shape!((_2, ((_3, k), _4)));
    zst(select::<(U0, U1), _>(make_shape!((_4, _8, _2))));
    check(&[
        (
            "select<0,2> (300,200,_64)",
            select::<(U0, U2), _>(smnk).cute_string(),
        ),
        (
            "select<2,0,1> (300,200,_64)",
            select::<(U2, U0, U1), _>(smnk).cute_string(),
        ),
        (
            "take<1,3> (300,200,_64)",
            take::<U1, U3, _>(smnk).cute_string(),
        ),
        (
            "group<0,2> (300,200,_64)",
            group_modes::<U0, U2, _>(smnk).cute_string(),
        ),
        (
            "group<1,3> (300,200,_64)",
            group_modes::<U1, U3, _>(smnk).cute_string(),
        ),
        ("get<1> (_2,((_3,200),_4))", get::<U1, _>(sn).cute_string()),
        (
            "get<1,0> (_2,((_3,200),_4))",
            get::<U0, _>(get::<U1, _>(sn)).cute_string(),
        ),
        (
            "size<0> (_2,((_3,200),_4))",
            mode_size::<U0, _>(&sn).cute_string(),
        ),
        (
            "size<1> (_2,((_3,200),_4))",
            mode_size::<U1, _>(&sn).cute_string(),
        ),
        ("flatten (_2,((_3,200),_4))", flatten(sn).cute_string()),
        ("flatten _8", flatten(U8::new()).cute_string()),
        ("flatten 300", flatten(Dyn(m)).cute_string()),
        (
            "append<4> (300) _1",
            append_to::<U4, _, _>((Dyn(m),), U1::new()).cute_string(),
        ),
        (
            "prepend<3> (_4,200) _1",
            prepend_to::<U3, _, _>(make_shape!((_4, k)), U1::new()).cute_string(),
        ),
        (
            "replace<1> (300,200,_64) _8",
            replace::<U1, _, _>(smnk, U8::new()).cute_string(),
        ),
        (
            "flatten ((300,_2),_4):((_1,300),600)",
            flatten(make_layout!(((m, _2), _4):((_1, m), 600usize))).to_string(),
        ),
        (
            "flatten Sw<1,2,3> o (8,(2,2)):(4,(1,2))",
            flatten(<Composition<
                Swizzle<U1, U2, U3>,
                layout!((8,(2,2)):(4,(1,2))),
            >>::default())
            .to_string(),
        ),
        (
            "append (300,200,_64) _4",
            append(smnk, U4::new()).cute_string(),
        ),
        (
            "append (_2,((_3,200),_4)) (1,_2)",
            append(sn, make_shape!((one, _2))).cute_string(),
        ),
        (
            "prepend (300,200,_64) 300",
            prepend(smnk, Dyn(m)).cute_string(),
        ),
        (
            "unflatten (_2,_4,_3) (_1,(_1,_1))",
            unflatten(make_shape!((_2, _4, _3)), make_shape!((_1, (_1, _1)))).cute_string(),
        ),
        (
            "unflatten (300,_4,200,_8) ((_1,_1),_1,_1)",
            make_shape!((m, _4, k, _8))
                .unflatten(make_shape!(((_1, _1), _1, _1)))
                .cute_string(),
        ),
        (
            "unflatten (300,_4,200,_8) (_1,(_1,(_1,_1)))",
            unflatten(
                make_shape!((m, _4, k, _8)),
                make_shape!((_1, (_1, (_1, _1)))),
            )
            .cute_string(),
        ),
        (
            "unflatten (300,200) (_1,(),_1)",
            unflatten(make_shape!((m, k)), (U1::new(), (), U1::new())).cute_string(),
        ),
        (
            "unflatten (300,200) ((_1,_1))",
            unflatten(make_shape!((m, k)), make_shape!(((_1, _1),))).cute_string(),
        ),
        (
            "unflatten A (_1,(_1,_1))",
            a.unflatten(make_shape!((_1, (_1, _1)))).to_string(),
        ),
        (
            "unflatten flatten(S) (_1,(_1,_1),_1)",
            s.flatten()
                .unflatten(make_shape!((_1, (_1, _1), _1)))
                .to_string(),
        ),
        (
            "unflatten (_2,_4,_3):(_1,_2,_8) ((_1,_1),(_1))",
            <layout!((2, 4, 3))>::new()
                .unflatten(make_shape!(((_1, _1), (_1,))))
                .to_string(),
        ),
    ]);
    let l48 = <layout!((4,8):(8,1))>::new();
    check(&[
        (
            "(_4,_8):(_8,_1) compose (_2,_2) _",
            l48.compose(make_tile!(<layout!((2, 2))>::new(), _))
                .to_string(),
        ),
        (
            "(_4,_8):(_8,_1) compose (_2,_4):(_4,_1)",
            l48.compose(<layout!((2,4):(4,1))>::new()).to_string(),
        ),
        (
            "(_4,_8):(_8,_1) tile _2 _4",
            l48.tile(make_shape!((_2, _4))).to_string(),
        ),
        (
            "A compose _ (_2,_2)",
            a.compose(make_tile!(_, <layout!((2, 2))>::new()))
                .to_string(),
        ),
        ("A tile _4 _2", a.tile(make_shape!((_4, _2))).to_string()),
    ]);
    zst(l48.tile(make_shape!((_2, _4))));
}

#[test]
fn tile_to_shape_runtime_targets() {
    use cute_layout::swizzle::{tile_to_shape, tile_to_shape_ordered};
    let (m, k) = (M, K);
    let b88 = <layout!((8,8):(8,1))>::new();
    check(&[
        (
            "tile_to_shape b88 (m,k)",
            tile_to_shape(b88, make_shape!((m, k))).to_string(),
        ),
        (
            "tile_to_shape b88 (_64,k)",
            tile_to_shape(b88, make_shape!((_64, k))).to_string(),
        ),
        (
            "tile_to_shape b88 (m,_32) (_2,_1)",
            tile_to_shape_ordered(b88, make_shape!((m, _32)), (U2::new(), U1::new())).to_string(),
        ),
        (
            "tile_to_shape (_2,_4):(_4,_1) ((m,_2),k,_3)",
            tile_to_shape(<layout!((2,4):(4,1))>::new(), make_shape!(((m, _2), k, _3))).to_string(),
        ),
        (
            "tile_to_shape b88 (m,_64):(_1,m)",
            tile_to_shape(b88, make_layout!((m, _64):(_1, m))).to_string(),
        ),
        (
            "tile_to_shape _4:_1 (m,k)",
            tile_to_shape(<layout!(4:1)>::new(), make_shape!((m, k))).to_string(),
        ),
        (
            "tile_to_shape _4:_1 (_16)",
            tile_to_shape(<layout!(4:1)>::new(), make_shape!((_16,))).to_string(),
        ),
        (
            "tile_to_shape _4:_1 _16",
            tile_to_shape(<layout!(4:1)>::new(), make_shape!(_16)).to_string(),
        ),
        (
            "tile_to_shape _4:_1 m",
            tile_to_shape(<layout!(4:1)>::new(), make_shape!(m)).to_string(),
        ),
        (
            "tile_to_shape (_4):(_1) _16",
            tile_to_shape(<layout!((4):(1))>::new(), make_shape!(_16)).to_string(),
        ),
        (
            "tile_to_shape _4:_1 _16:_1",
            tile_to_shape(<layout!(4:1)>::new(), <layout!(16:1)>::new()).to_string(),
        ),
    ]);
    // The tiled layout maps every coordinate as CuTe's does: spot-check an offset.
    let t = tile_to_shape(b88, make_shape!((m, k)));
    assert_eq!(t.offset((9, 17)), 8 + 64 + 2432 * 2 + 1);
}
