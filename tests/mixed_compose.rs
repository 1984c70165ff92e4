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
    _576 U576, _768 U768, _1008 U1008, _1024 U1024, _60 U60, _480 U480, _294 U294,
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

#[test]
fn divide_kernel_cases() {
    let a = lay!((300,200):(_1,300));
    case!(
        logical_divide / try_logical_divide,
        a,
        v!((_128, _32)),
        "((_128,3),(_32,7)):((_1,_128),(300,9600))"
    ); // 47
    case!(
        zipped_divide / try_zipped_divide,
        a,
        v!((_128, _32)),
        "((_128,_32),(3,7)):((_1,300),(_128,9600))"
    ); // 48
    case!(
        tiled_divide / try_tiled_divide,
        a,
        v!((_128, _32)),
        "((_128,_32),3,7):((_1,300),_128,9600)"
    ); // 49
    case!(
        flat_divide / try_flat_divide,
        a,
        v!((_128, _32)),
        "(_128,_32,3,7):(_1,300,_128,9600)"
    ); // 50
    case!(
        zipped_divide / try_zipped_divide,
        lay!((256,128):(_1,256)),
        v!((_128, _32)),
        "((_128,_32),(2,4)):((_1,256),(_128,8192))"
    ); // 51
    case!(
        logical_divide / try_logical_divide,
        lay!((300,200):(1,300)),
        v!((_128, _32)),
        "((_128,3),(_32,7)):((1,128),(300,9600))"
    ); // 52
    case!(
        logical_divide / try_logical_divide,
        lay!((300,200):(1,300)),
        tl!(_32:_1, _8:_1),
        "((_32,10),(_8,25)):((1,32),(300,2400))"
    ); // 54
    case!(
        zipped_divide / try_zipped_divide,
        a,
        tl!(_32:_1, _8:_1),
        "((_32,_8),(10,25)):((_1,300),(_32,2400))"
    ); // 55
    let r = lay!((300,200):(200,_1));
    case!(
        tiled_divide / try_tiled_divide,
        r,
        tl!(_32:_1, _8:_1),
        "((_32,_8),10,25):((200,_1),6400,_8)"
    ); // 56
    case!(
        flat_divide / try_flat_divide,
        r,
        v!((_128, _32)),
        "(_128,_32,3,7):(200,_1,25600,_32)"
    ); // 57
    case!(
        zipped_divide / try_zipped_divide,
        r,
        tl!(_32:_1, _8:_1),
        "((_32,_8),(10,25)):((200,_1),(6400,_8))"
    ); // 58
    case!(
        logical_divide / try_logical_divide,
        lay!(300:_1),
        lay!(_128:_1),
        "(_128,3):(_1,_128)"
    ); // 60
    case!(
        zipped_divide / try_zipped_divide,
        lay!(300:_1),
        _128(),
        "(_128,3):(_1,_128)"
    ); // 61
    case!(
        logical_divide / try_logical_divide,
        lay!(300:1),
        lay!(128:1),
        "(128,(1,3)):(1,(1,128))"
    ); // 62
    let b = lay!((300,200,4):(_1,300,60000));
    case!(
        zipped_divide / try_zipped_divide,
        b,
        v!((_128, _32)),
        "((_128,_32),(3,7,4)):((_1,300),(_128,9600,60000))"
    ); // 64
    case!(
        tiled_divide / try_tiled_divide,
        b,
        tl!(_128:_1, _32:_1),
        "((_128,_32),3,7,4):((_1,300),_128,9600,60000)"
    ); // 65
}

#[test]
fn logical_divide_random_cases() {
    case!(
        logical_divide / try_logical_divide,
        lay!(((12,(8)),5):((5,(6)),4)),
        v!((4, 1)),
        "(((4,1),(3,8)),(1,5)):(((5,6),(20,6)),(4,4))"
    ); // 415
    case!(
        logical_divide / try_logical_divide,
        lay!((_6,_4,_4):(_1,_6,_24)),
        tl!(2, 2, 2:1),
        "((2,3),(2,2),(2,(1,2))):((_1,2),(_6,12),(24,(_24,48)))"
    ); // 416
    case!(
        logical_divide / try_logical_divide,
        lay!((_8,(_7,_16)):(_1,(_8,_0))),
        tl!(4:2, 14),
        "((4,(2,1)),((7,2),(1,8))):((2,(_1,8)),((_8,_0),(112,_0)))"
    ); // 417
    case!(
        logical_divide / try_logical_divide,
        lay!((4,16,7):(1,0,4)),
        v!((2)),
        "((2,2),16,7):((1,2),0,4)"
    ); // 418
    case!(
        logical_divide / try_logical_divide,
        lay!(2:1),
        v!((1)),
        "((1,2)):((1,1))"
    ); // 420
    case!(
        logical_divide / try_logical_divide,
        lay!(((6,4),(4)):((_4,_24),(_1))),
        Dyn(12),
        "((6,2,1),(1,2,4)):((_4,24,1),(48,48,1))"
    ); // 425
    case!(
        logical_divide / try_logical_divide,
        lay!((((24,16)),2):(((1,24)),384)),
        tl!(_6:_1, _2:_0),
        "(((6,1),(4,16)),(_2,2)):(((1,24),(6,24)),(_0,384))"
    ); // 431
    case!(
        logical_divide / try_logical_divide,
        lay!(_16:16),
        _4(),
        "(_4,_4):(16,64)"
    ); // 433
    case!(
        logical_divide / try_logical_divide,
        lay!((_2):(2)),
        lay!((_2):(1)),
        "((_2),(1,1)):((2),(2,4))"
    ); // 436
    case!(
        logical_divide / try_logical_divide,
        lay!(8:1),
        lay!((_2,_2):(_1,_2)),
        "((_2,_2),2):((1,2),4)"
    ); // 439
    case!(
        logical_divide / try_logical_divide,
        lay!(16:0),
        _4(),
        "(_4,4):(0,0)"
    ); // 440
    case!(
        logical_divide / try_logical_divide,
        lay!((_4,_1):(3,6)),
        tl!(_2:8, _1:1),
        "((_2,(8,1)),(_1,_1)):((24,(3,48)),(6,_0))"
    ); // 445
    case!(
        logical_divide / try_logical_divide,
        lay!(((1),7):((14),1)),
        tl!(_1:_1),
        "((_1,1),7):((14,14),1)"
    ); // 451
    case!(
        logical_divide / try_logical_divide,
        lay!((_12,(_5,(16))):(_5,(_1,(_60)))),
        v!((_4, _40)),
        "((_4,_3),((_5,_8),2)):((_5,_20),((_1,_60),_480))"
    ); // 452
    case!(
        logical_divide / try_logical_divide,
        lay!((((24,1),2),2,6):(((96,4),2),1,16)),
        tl!(_1, _2),
        "((_1,(24,1,2)),(_2,1),6):((_0,(96,4,2)),(1,2),16)"
    ); // 457
    case!(
        logical_divide / try_logical_divide,
        lay!((_1):(1)),
        lay!((_1):(3)),
        "((_1),_1):((3),_0)"
    ); // 461
    case!(
        logical_divide / try_logical_divide,
        lay!((2,12,8,2):(12,1,1,0)),
        tl!(_2:_1, _3:_1, (_2,(_2,_2)):(_1,(_2,_4)), _2:_1),
        "((_2,1),(_3,4),((_2,(_2,_2)),1),(_2,1)):((12,24),(1,3),((1,(2,4)),8),(0,0))"
    ); // 462
    case!(
        logical_divide / try_logical_divide,
        lay!((_4,_2,_8):(_1,_4,_8)),
        Dyn(4),
        "(4,16):(_1,4)"
    ); // 463
    case!(
        logical_divide / try_logical_divide,
        lay!(((4,8,2,5),3):((120,5,480,0),40)),
        Dyn(60),
        "((4,8,1,1,1),(1,1,1,5,3)):((120,5,480,0,40),(7200,75,960,0,40))"
    ); // 468
}

#[test]
fn zipped_tiled_flat_random_cases() {
    case!(
        zipped_divide / try_zipped_divide,
        lay!((_6,_3):(_1,_6)),
        tl!((2):(1)),
        "(((2)),((1,3),_3)):(((1)),((_1,2),_6))"
    ); // 479
    case!(
        zipped_divide / try_zipped_divide,
        lay!((32,16,2):(_12,_3,_5)),
        Dyn(64),
        "((32,2,1),(1,8,2)):((_12,3,5),(768,6,5))"
    ); // 480
    case!(
        zipped_divide / try_zipped_divide,
        lay!((_64,_1,_6):(_1,_64,_64)),
        lay!(_3:12),
        "(_3,(12,11)):(12,(_1,36))"
    ); // 485
    case!(
        zipped_divide / try_zipped_divide,
        lay!((((_8,_7)),_1):(((_1,_8)),_56)),
        Dyn(7),
        "(7,8):(_1,7)"
    ); // 487
    case!(
        zipped_divide / try_zipped_divide,
        lay!((24,(12,3)):(1,(24,288))),
        tl!(_6),
        "((_6),(4,(12,3))):((1),(6,(24,288)))"
    ); // 488
    case!(
        zipped_divide / try_zipped_divide,
        lay!((4,7):(7,1)),
        lay!(_1:_32),
        "(_1,(4,7)):(8,(7,1))"
    ); // 492
    case!(
        zipped_divide / try_zipped_divide,
        lay!(((16,7),8):((_56,_1),_7)),
        tl!(8:_1, 8),
        "(((8,1),8),((2,7),1)):(((_56,1),_7),((448,1),56))"
    ); // 493
    case!(
        zipped_divide / try_zipped_divide,
        lay!(((24,_7),_3):((_7,_1),_336)),
        tl!(_42:_1, _1),
        "(((24,1),_1),((1,4),_3)):(((_7,1),_0),((_294,2),_336))"
    ); // 498
    case!(
        tiled_divide / try_tiled_divide,
        lay!((4,(3,64)):(1,(5,0))),
        v!((2, 12)),
        "((2,(3,4)),2,(1,16)):((1,(5,0)),2,(60,0))"
    ); // 502
    case!(
        tiled_divide / try_tiled_divide,
        lay!(7:0),
        tl!(_7),
        "((_7),(1)):((0),(0))"
    ); // 503
    case!(
        tiled_divide / try_tiled_divide,
        lay!((8,4,8):(2,16,64)),
        v!((4, 2)),
        "((4,2),2,2,8):((2,16),8,32,64)"
    ); // 504
    case!(
        tiled_divide / try_tiled_divide,
        lay!((_4,_16,_8):(1,32,0)),
        _32(),
        "((_4,_8),_2,_8):((1,32),256,0)"
    ); // 506
    case!(
        tiled_divide / try_tiled_divide,
        lay!((_2,8,_24):(_3,_576,_24)),
        tl!(_1),
        "((_1),_2,8,_24):((_0),_3,_576,_24)"
    ); // 507
    case!(
        tiled_divide / try_tiled_divide,
        lay!(((8,2),5):((1,8),16)),
        v!((2, 1)),
        "(((2,1),1),(4,2),5):(((1,8),16),(2,8),16)"
    ); // 509
    case!(
        tiled_divide / try_tiled_divide,
        lay!(((_16,(_32)),_2):((64,(0)),32)),
        tl!(_8),
        "((_8),(_2,_32),_2):((64),(512,0),32)"
    ); // 513
    case!(
        tiled_divide / try_tiled_divide,
        lay!((_8,_7):(_1,_8)),
        tl!((4):(1), 1),
        "(((4),1),(1,2),7):(((1),_8),(_1,4),8)"
    ); // 517
    case!(
        flat_divide / try_flat_divide,
        lay!((_32,_2,_7,_2):(_1,32,_64,_448)),
        lay!(_16:_4),
        "(_8,_2,_4,_14):(_4,32,_1,_64)"
    ); // 523
    case!(
        flat_divide / try_flat_divide,
        lay!((_2,_4,_4):(12,_72,_1)),
        lay!(_2:_1),
        "(_2,_4,_4):(12,_72,_1)"
    ); // 524
    case!(
        flat_divide / try_flat_divide,
        lay!(((2,8)):((1,2))),
        lay!((_2):(_1)),
        "(((2,1)),1,8):(((1,2)),2,2)"
    ); // 525
    case!(
        flat_divide / try_flat_divide,
        lay!((8,24):(1,0)),
        tl!(_2:_3, _8),
        "(_2,_8,(_3,2),3):(3,0,(1,6),0)"
    ); // 527
    case!(
        flat_divide / try_flat_divide,
        lay!(2:4),
        lay!(_1:_1),
        "(_1,2):(4,4)"
    ); // 530
    case!(
        flat_divide / try_flat_divide,
        lay!((_4,_2):(_3,_32)),
        lay!(_2:1),
        "(2,1,(1,1),(2,2)):(3,32,(_3,_32),(6,32))"
    ); // 532
    case!(
        flat_divide / try_flat_divide,
        lay!((2,6,3):(36,6,2)),
        tl!(_1, (_2):(_1), _1),
        "(_1,(_2),_1,2,3,3):(_0,(6),_0,36,12,2)"
    ); // 535
    case!(
        flat_divide / try_flat_divide,
        lay!(((4,(5)),5,3):((_75,(_5)),_1,_0)),
        tl!(5, 1:_1, 3:_1),
        "((4,1),1,3,(1,3),5,1):((_75,5),_1,_0,(375,10),1,_0)"
    ); // 539
}

#[test]
fn divide_with_underscore() {
    // `_` keeps the mode; the first mode divides as in line 47.
    case!(
        logical_divide / try_logical_divide,
        lay!((300,200):(_1,300)),
        tl!(_128, _),
        "((_128,3),200):((_1,_128),300)"
    );
}

#[test]
fn divide_post_condition() {
    // line 471: cutlass#3177, CuTe's answer is not A o (B, B*).
    rejects!(
        logical_divide / try_logical_divide,
        lay!((6,1,7,8,3):(12,1,8,4,16)),
        lay!(_7:_1),
        "logical_divide",
        "post-condition"
    );
}

#[test]
fn divide_by_zero_extent() {
    // A run-time tiler extent 0: the complement divides by it.
    rejects!(
        logical_divide / try_logical_divide,
        lay!(300:_1),
        Dyn(0),
        "logical_divide",
        "division by zero"
    );
    rejects!(
        zipped_divide / try_zipped_divide,
        lay!((300,200):(_1,300)),
        v!((0, _32)),
        "zipped_divide",
        "division by zero"
    );
}
