//! Mixed static/run-time composition, complement and divides, against CuTe's answers in
//! `tests/data/mixed_cases.txt` (the line of each case is cited).

#![allow(non_snake_case)]

use cute_layout::prelude::*;
use cute_layout::typenum::consts::*;
use cute_layout::{Dyn, OwnCosize, Underscore};

/// Static leaves as values: `_4()` is `U4`.
macro_rules! statics {
    ($($f:ident $t:ident),* $(,)?) => {$(
        #[allow(dead_code)]
        fn $f() -> $t {
            <$t>::default()
        }
    )*};
}
statics!(
    _0 U0, _1 U1, _2 U2, _3 U3, _4 U4, _5 U5, _6 U6, _7 U7, _8 U8, _12 U12, _14 U14, _16 U16,
    _20 U20, _24 U24, _28 U28, _32 U32, _40 U40, _42 U42, _48 U48, _56 U56, _64 U64, _72 U72,
    _75 U75, _80 U80, _84 U84, _96 U96, _102 U102, _112 U112, _128 U128, _144 U144, _160 U160,
    _168 U168, _192 U192, _256 U256, _288 U288, _336 U336, _384 U384, _448 U448, _512 U512,
    _576 U576, _768 U768, _1008 U1008, _1024 U1024,
);

/// An IntTuple in CuTe's notation: `_4` static, `4` run-time, `_` the wildcard.
macro_rules! v {
    (_) => { Underscore };
    (( $($t:tt),* )) => { ( $( v!($t), )* ) };
    ($i:ident) => { $i() };
    ($n:literal) => { Dyn($n) };
}

/// A layout `S:D`.
macro_rules! lay {
    ($s:tt : $d:tt) => {
        Layout::from_parts(v!($s), v!($d))
    };
}

/// A by-mode tiler `<T0, T1, ...>`: each element a layout `S:D`, an extent, or `_`.
macro_rules! tl {
    (@acc [$($out:expr,)*]) => { ($($out,)*) };
    (@acc [$($out:expr,)*] $s:tt : $d:tt $(, $($rest:tt)*)?) => {
        tl!(@acc [$($out,)* lay!($s : $d),] $($($rest)*)?)
    };
    (@acc [$($out:expr,)*] $x:tt $(, $($rest:tt)*)?) => {
        tl!(@acc [$($out,)* v!($x),] $($($rest)*)?)
    };
    ($($t:tt)*) => { tl!(@acc [] $($t)*) };
}

/// `op(a, b)` prints `expected`, and its `try_` form agrees.
macro_rules! case {
    ($op:ident / $try:ident, $a:expr, $b:expr, $expected:expr) => {{
        let (a, b) = ($a, $b);
        assert_eq!(a.$op(b).to_string(), $expected);
        assert_eq!(a.$try(b).map(|r| r.to_string()), Ok($expected.to_string()));
    }};
}

/// `try_op(a, b)` fails with an error of `op` whose message contains `what`; the plain form
/// does not panic.
macro_rules! rejects {
    ($op:ident / $try:ident, $a:expr, $b:expr, $opname:literal, $what:literal) => {{
        let (a, b) = ($a, $b);
        let e = a.$try(b).unwrap_err();
        let msg = e.to_string();
        assert!(msg.starts_with(concat!($opname, ":")), "{msg}");
        assert!(msg.contains($what), "{msg}");
        let _ = a.$op(b).to_string();
    }};
}

#[test]
fn composition_kernel_cases() {
    // line 74
    case!(
        composition / try_composition,
        lay!((_128,_32):(_1,300)),
        lay!(((_32,_4),(_4,_8)):((_4,_1024),(_1,_128))),
        "((_32,_4),(_4,_8)):((_4,2400),(_1,300))"
    );
    // line 75
    case!(
        composition / try_composition,
        lay!((_128,_32):(200,_1)),
        lay!(((_32,_4),(_4,_8)):((_4,_1024),(_1,_128))),
        "((_32,_4),(_4,_8)):((800,_8),(200,_1))"
    );
    // line 76
    case!(
        composition / try_composition,
        lay!((_128,_32):(_1,300)),
        tl!(_32:_1, _8:_1),
        "(_32,_8):(_1,300)"
    );
    // line 77
    case!(
        composition / try_composition,
        lay!((300,200):(_1,300)),
        v!((_128, _32)),
        "(_128,_32):(_1,300)"
    );
}

#[test]
fn composition_random_cases() {
    case!(
        composition / try_composition,
        lay!((32,4,5):(20,5,1)),
        lay!((_4,_2,_2):(_4,_2,_1)),
        "((4,1,1),(2,1,1),(2,1,1)):((80,5,1),(40,5,1),(20,5,1))"
    ); // 231
    case!(
        composition / try_composition,
        lay!(((_8,_12),_8):((_5,_16),_6)),
        tl!(_8:1, _4),
        "((8,1),_4):((5,16),_6)"
    ); // 232
    case!(
        composition / try_composition,
        lay!(((4),(4),16):((1),(64),4)),
        tl!((2):(1), 2:1),
        "((2),2):((1),64)"
    ); // 233
    case!(
        composition / try_composition,
        lay!((((_64),_8),_2):(((_16),_1),_0)),
        tl!(16),
        "((16,1)):((_16,_1))"
    ); // 234
    case!(
        composition / try_composition,
        lay!(16:_0),
        tl!((2,2):(_2,_1)),
        "((2,2)):((_0,_0))"
    ); // 235
    case!(
        composition / try_composition,
        lay!((_5,_16,_8):(_1,_5,80)),
        _5(),
        "_5:_1"
    ); // 236
    case!(
        composition / try_composition,
        lay!((_64,_16):(0,64)),
        tl!(_16, _2:1),
        "(_16,_2):(0,64)"
    ); // 237
    case!(
        composition / try_composition,
        lay!(((_16),_1):((2),2)),
        lay!(_2:1),
        "(2,1):(2,2)"
    ); // 238
    case!(
        composition / try_composition,
        lay!(((7),6):((3),21)),
        Dyn(21),
        "(7,3):(3,21)"
    ); // 241
    case!(
        composition / try_composition,
        lay!((_4,(_4,_1)):(16,(1,192))),
        tl!(_2:1, _2:3),
        "(_2,(2,1)):(16,(3,192))"
    ); // 242
    case!(
        composition / try_composition,
        lay!(((2,(2,4)),6):((_12,(_1,_24)),_2)),
        lay!((48,2):(_1,_48)),
        "((2,2,4,3),(1,1,1,2)):((_12,1,24,2),(_576,24,288,6))"
    ); // 243
    case!(
        composition / try_composition,
        lay!((_4,64,_4):(_1,_4,_256)),
        v!((_2, _64)),
        "(_2,_64):(_1,_4)"
    ); // 244
    case!(
        composition / try_composition,
        lay!(((1,4)):((_2,_4))),
        tl!(2:_1),
        "((1,2)):((_2,4))"
    ); // 246
    case!(
        composition / try_composition,
        lay!((_7,_12,_6,_1):(_72,_1,_0,_1)),
        lay!(7:_1),
        "(7,1,1,1):(_72,_1,_0,_1)"
    ); // 248
    case!(
        composition / try_composition,
        lay!((8,(16,4,1)):(1,(8,128,512))),
        v!((_2, _2)),
        "(_2,(2,1,1)):(1,(8,128,512))"
    ); // 249
    case!(
        composition / try_composition,
        lay!((_32,_4):(_1,_32)),
        Dyn(32),
        "32:_1"
    ); // 250
    case!(
        composition / try_composition,
        lay!((_4,_2,_16):(_1,_4,_8)),
        tl!(2, 1:1),
        "(2,1):(_1,4)"
    ); // 253
    case!(
        composition / try_composition,
        lay!((1,((4,8))):(32,((1,4)))),
        tl!(_1:_1),
        "(_1):(32)"
    ); // 254
    case!(
        composition / try_composition,
        lay!(((1),4):((4),0)),
        v!((1, 2)),
        "(1,2):(4,0)"
    ); // 256
    case!(
        composition / try_composition,
        lay!(32:5),
        lay!((_8,_2):(_1,_8)),
        "(_8,_2):(5,40)"
    ); // 267
    case!(
        composition / try_composition,
        lay!((_4,_2,_3,_16,_2):(1,12,4,24,384)),
        tl!(_2:1, _1, _3),
        "(_2,_1,_3):(1,12,4)"
    ); // 273
    case!(
        composition / try_composition,
        lay!((_1,_4):(_6,_16)),
        lay!(2:_4),
        "2:_64"
    ); // 274
    case!(
        composition / try_composition,
        lay!((((_7,_3),_4),(_6)):(((_144,_1008),_2),(_24))),
        Dyn(28),
        "(21,1,1):(_144,_2,_24)"
    ); // 279
    case!(
        composition / try_composition,
        lay!((_8,_8):(_1,8)),
        lay!((_8):(_2)),
        "((_4,_2)):((_2,8))"
    ); // 284
    case!(
        composition / try_composition,
        lay!((_1,_16,_2):(_1,1,_16)),
        tl!(_1:_4, _8),
        "(_1,_8):(_4,1)"
    ); // 287
    case!(
        composition / try_composition,
        lay!((((_32),_4),_2):(((_1),_32),_128)),
        lay!((_2,_2,8):(_5,_8,_1)),
        "(_2,_2,8):(_5,_8,_1)"
    ); // 298
    case!(
        composition / try_composition,
        lay!((3,(8,2)):(_1,(_3,_24))),
        Dyn(3),
        "(3,1,1):(_1,3,24)"
    ); // 303
    case!(
        composition / try_composition,
        lay!((2,2,(5,8)):(320,1280,(64,2))),
        tl!(_2, _1:_1, (_2,(_5)):(_1,(_2))),
        "(_2,_1,((2,1),((3,1)))):(320,1280,((64,2),((128,2))))"
    ); // 312
    case!(
        composition / try_composition,
        lay!(((24,16),1):((0,24),24)),
        tl!((_2,_8,_2):(_8,_1,_16), _1:_2),
        "(((2,1),(8,1),(2,1)),_1):(((0,24),(0,24),(0,24)),48)"
    ); // 323
    case!(
        composition / try_composition,
        lay!(((2,4),(32)):((4,1),(1))),
        tl!(_4:_3),
        "((1,4)):((12,2))"
    ); // 325
}

#[test]
fn composition_with_underscore() {
    // `_` keeps the mode; the other modes compose as in line 76.
    case!(
        composition / try_composition,
        lay!((_128,_32):(_1,300)),
        tl!(_32:_1, _),
        "(_32,_32):(_1,300)"
    );
}

#[test]
fn composition_post_condition() {
    // cutlass#3177: CuTe prints a layout that is not A o B; the try_ form refuses it.
    rejects!(
        composition / try_composition,
        lay!((32,6,4):(2,12,8)),
        lay!(((5,8),2):((16,2),1)),
        "composition",
        "post-condition"
    ); // 293
    rejects!(
        composition / try_composition,
        lay!((5,5,4):(1,5,25)),
        lay!((2,10):(1,2)),
        "composition",
        "post-condition"
    ); // 301
    rejects!(
        composition / try_composition,
        lay!((7,(8,12)):(12,(84,1))),
        lay!(_24:_5),
        "composition",
        "post-condition"
    ); // 317
    rejects!(
        composition / try_composition,
        lay!((_2,(_7,_8,_3),_1):(_1,(_48,_6,_2),_6)),
        lay!(((8),8):((1),24)),
        "composition",
        "post-condition"
    ); // 320
       // CuTe's (wrong) answer is still the plain form's.
    assert_eq!(
        lay!((5,5,4):(1,5,25))
            .composition(lay!((2,10):(1,2)))
            .to_string(),
        "((2,1,1),(3,3,1)):((1,5,25),(2,5,25))"
    );
}

#[test]
fn composition_division_by_zero() {
    // line 322: CuTe divides by the run-time stride 0 (SIGFPE).
    rejects!(
        composition / try_composition,
        lay!((_16,_4,_4):(_0,_16,_64)),
        lay!((3,8):(0,3)),
        "composition",
        "division by zero"
    );
}

#[test]
fn complement_cases() {
    case!(
        complement / try_complement,
        lay!(_128:_1),
        Dyn(300),
        "3:_128"
    ); // 79
    case!(
        complement / try_complement,
        lay!((_4,_8):(_1,_16)),
        Dyn(1024),
        "(_4,8):(_4,_128)"
    ); // 80
    case!(
        complement / try_complement,
        lay!((_32,_4):(_1,_128)),
        v!((300, 200)),
        "(_4,100):(_32,_512)"
    ); // 81
    case!(
        complement / try_complement,
        lay!(((_5,_1)):((_1,_5))),
        Dyn(5),
        "1:_5"
    ); // 337
    case!(
        complement / try_complement,
        lay!((_8,_1,8):(_24,_24,_3)),
        v!((_4, _7)),
        "(_3,1):(_1,24)"
    ); // 340
    case!(
        complement / try_complement,
        lay!((_4,5):(_1,_4)),
        _20(),
        "1:20"
    ); // 341
    case!(complement / try_complement, lay!(64:_1), OwnCosize, "1:64"); // 347
    case!(
        complement / try_complement,
        lay!(((4,2)):((_2,_8))),
        v!((2, 3)),
        "(_2,1,1):(_1,8,16)"
    ); // 350
    case!(
        complement / try_complement,
        lay!((_4,_8):(_1,_4)),
        Dyn(32),
        "1:_32"
    ); // 355
    case!(
        complement / try_complement,
        lay!((_8,_24):(_24,_1)),
        Dyn(576),
        "3:_192"
    ); // 356
    case!(
        complement / try_complement,
        lay!(((8,4),6):((_1,_0),_1)),
        v!((4, 5)),
        "(0,3):(8,6)"
    ); // 363
    case!(
        complement / try_complement,
        lay!(12:1),
        OwnCosize,
        "(1,1):(_1,12)"
    ); // 364
    case!(
        complement / try_complement,
        lay!((((12),7),2):(((_14),_1),_7)),
        OwnCosize,
        "(1,1,1):(7,14,168)"
    ); // 370
    case!(complement / try_complement, lay!(_12:_0), Dyn(3), "3:_1"); // 371
    case!(
        complement / try_complement,
        lay!((_12,_2):(_1,_12)),
        Dyn(24),
        "1:_24"
    ); // 378
    case!(complement / try_complement, lay!(24:_1), v!((8, 3)), "1:24"); // 387
    case!(
        complement / try_complement,
        lay!((16,(3,2)):(_4,(_6,_12))),
        Dyn(340),
        "(_4,0,0,15):(_1,64,18,24)"
    ); // 409
}

#[test]
fn complement_division_by_zero() {
    // line 358: CuTe divides by the run-time stride 0 (SIGFPE).
    rejects!(
        complement / try_complement,
        lay!(_24:0),
        _1(),
        "complement",
        "division by zero"
    );
}
