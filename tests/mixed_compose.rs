//! Mixed static/run-time composition, complement and divides, against CuTe's answers in
//! `tests/data/mixed_cases.txt` (the line of each case is cited).

use cute_layout::prelude::*;
use cute_layout::{Dyn, OwnCosize};

#[macro_use]
#[path = "support/mixed.rs"]
mod mixed;

#[test]
fn composition_kernel_cases() {
    // line 74
    case!(
        composition / try_composition,
        make_layout!((_128,_32):(_1,300)),
        make_layout!(((_32,_4),(_4,_8)):((_4,_1024),(_1,_128))),
        "((_32,_4),(_4,_8)):((_4,2400),(_1,300))"
    );
    // line 75
    case!(
        composition / try_composition,
        make_layout!((_128,_32):(200,_1)),
        make_layout!(((_32,_4),(_4,_8)):((_4,_1024),(_1,_128))),
        "((_32,_4),(_4,_8)):((800,_8),(200,_1))"
    );
    // line 76
    case!(
        composition / try_composition,
        make_layout!((_128,_32):(_1,300)),
        make_tile!(_32:_1, _8:_1),
        "(_32,_8):(_1,300)"
    );
    // line 77
    case!(
        composition / try_composition,
        make_layout!((300,200):(_1,300)),
        make_shape!((_128, _32)),
        "(_128,_32):(_1,300)"
    );
}

#[test]
fn composition_random_cases() {
    case!(
        composition / try_composition,
        make_layout!((32,4,5):(20,5,1)),
        make_layout!((_4,_2,_2):(_4,_2,_1)),
        "((4,1,1),(2,1,1),(2,1,1)):((80,5,1),(40,5,1),(20,5,1))"
    ); // 231
    case!(
        composition / try_composition,
        make_layout!(((_8,_12),_8):((_5,_16),_6)),
        make_tile!(_8:1, _4),
        "((8,1),_4):((5,16),_6)"
    ); // 232
    case!(
        composition / try_composition,
        make_layout!(((4),(4),16):((1),(64),4)),
        make_tile!((2):(1), 2:1),
        "((2),2):((1),64)"
    ); // 233
    case!(
        composition / try_composition,
        make_layout!((((_64),_8),_2):(((_16),_1),_0)),
        make_tile!(16),
        "((16,1)):((_16,_1))"
    ); // 234
    case!(
        composition / try_composition,
        make_layout!(16:_0),
        make_tile!((2,2):(_2,_1)),
        "((2,2)):((_0,_0))"
    ); // 235
    case!(
        composition / try_composition,
        make_layout!((_5,_16,_8):(_1,_5,80)),
        make_shape!(_5),
        "_5:_1"
    ); // 236
    case!(
        composition / try_composition,
        make_layout!((_64,_16):(0,64)),
        make_tile!(_16, _2:1),
        "(_16,_2):(0,64)"
    ); // 237
    case!(
        composition / try_composition,
        make_layout!(((_16),_1):((2),2)),
        make_layout!(_2:1),
        "(2,1):(2,2)"
    ); // 238
    case!(
        composition / try_composition,
        make_layout!(((7),6):((3),21)),
        Dyn(21),
        "(7,3):(3,21)"
    ); // 241
    case!(
        composition / try_composition,
        make_layout!((_4,(_4,_1)):(16,(1,192))),
        make_tile!(_2:1, _2:3),
        "(_2,(2,1)):(16,(3,192))"
    ); // 242
    case!(
        composition / try_composition,
        make_layout!(((2,(2,4)),6):((_12,(_1,_24)),_2)),
        make_layout!((48,2):(_1,_48)),
        "((2,2,4,3),(1,1,1,2)):((_12,1,24,2),(_576,24,288,6))"
    ); // 243
    case!(
        composition / try_composition,
        make_layout!((_4,64,_4):(_1,_4,_256)),
        make_shape!((_2, _64)),
        "(_2,_64):(_1,_4)"
    ); // 244
    case!(
        composition / try_composition,
        make_layout!(((1,4)):((_2,_4))),
        make_tile!(2:_1),
        "((1,2)):((_2,4))"
    ); // 246
    case!(
        composition / try_composition,
        make_layout!((_7,_12,_6,_1):(_72,_1,_0,_1)),
        make_layout!(7:_1),
        "(7,1,1,1):(_72,_1,_0,_1)"
    ); // 248
    case!(
        composition / try_composition,
        make_layout!((8,(16,4,1)):(1,(8,128,512))),
        make_shape!((_2, _2)),
        "(_2,(2,1,1)):(1,(8,128,512))"
    ); // 249
    case!(
        composition / try_composition,
        make_layout!((_32,_4):(_1,_32)),
        Dyn(32),
        "32:_1"
    ); // 250
    case!(
        composition / try_composition,
        make_layout!((_4,_2,_16):(_1,_4,_8)),
        make_tile!(2, 1:1),
        "(2,1):(_1,4)"
    ); // 253
    case!(
        composition / try_composition,
        make_layout!((1,((4,8))):(32,((1,4)))),
        make_tile!(_1:_1),
        "(_1):(32)"
    ); // 254
    case!(
        composition / try_composition,
        make_layout!(((1),4):((4),0)),
        make_shape!((1, 2)),
        "(1,2):(4,0)"
    ); // 256
    case!(
        composition / try_composition,
        make_layout!(32:5),
        make_layout!((_8,_2):(_1,_8)),
        "(_8,_2):(5,40)"
    ); // 267
    case!(
        composition / try_composition,
        make_layout!((_4,_2,_3,_16,_2):(1,12,4,24,384)),
        make_tile!(_2:1, _1, _3),
        "(_2,_1,_3):(1,12,4)"
    ); // 273
    case!(
        composition / try_composition,
        make_layout!((_1,_4):(_6,_16)),
        make_layout!(2:_4),
        "2:_64"
    ); // 274
    case!(
        composition / try_composition,
        make_layout!((((_7,_3),_4),(_6)):(((_144,_1008),_2),(_24))),
        Dyn(28),
        "(21,1,1):(_144,_2,_24)"
    ); // 279
    case!(
        composition / try_composition,
        make_layout!((_8,_8):(_1,8)),
        make_layout!((_8):(_2)),
        "((_4,_2)):((_2,8))"
    ); // 284
    case!(
        composition / try_composition,
        make_layout!((_1,_16,_2):(_1,1,_16)),
        make_tile!(_1:_4, _8),
        "(_1,_8):(_4,1)"
    ); // 287
    case!(
        composition / try_composition,
        make_layout!((((_32),_4),_2):(((_1),_32),_128)),
        make_layout!((_2,_2,8):(_5,_8,_1)),
        "(_2,_2,8):(_5,_8,_1)"
    ); // 298
    case!(
        composition / try_composition,
        make_layout!((3,(8,2)):(_1,(_3,_24))),
        Dyn(3),
        "(3,1,1):(_1,3,24)"
    ); // 303
    case!(
        composition / try_composition,
        make_layout!((2,2,(5,8)):(320,1280,(64,2))),
        make_tile!(_2, _1:_1, (_2,(_5)):(_1,(_2))),
        "(_2,_1,((2,1),((3,1)))):(320,1280,((64,2),((128,2))))"
    ); // 312
    case!(
        composition / try_composition,
        make_layout!(((24,16),1):((0,24),24)),
        make_tile!((_2,_8,_2):(_8,_1,_16), _1:_2),
        "(((2,1),(8,1),(2,1)),_1):(((0,24),(0,24),(0,24)),48)"
    ); // 323
    case!(
        composition / try_composition,
        make_layout!(((2,4),(32)):((4,1),(1))),
        make_tile!(_4:_3),
        "((1,4)):((12,2))"
    ); // 325
}

#[test]
fn composition_with_underscore() {
    // `_` keeps the mode; the other modes compose as in line 76.
    case!(
        composition / try_composition,
        make_layout!((_128,_32):(_1,300)),
        make_tile!(_32:_1, _),
        "(_32,_32):(_1,300)"
    );
}

#[test]
fn composition_post_condition() {
    // cutlass#3177: CuTe prints a layout that is not A o B; the try_ form refuses it.
    rejects!(
        composition / try_composition,
        make_layout!((32,6,4):(2,12,8)),
        make_layout!(((5,8),2):((16,2),1)),
        "composition",
        "post-condition"
    ); // 293
    rejects!(
        composition / try_composition,
        make_layout!((5,5,4):(1,5,25)),
        make_layout!((2,10):(1,2)),
        "composition",
        "post-condition"
    ); // 301
    rejects!(
        composition / try_composition,
        make_layout!((7,(8,12)):(12,(84,1))),
        make_layout!(_24:_5),
        "composition",
        "post-condition"
    ); // 317
    rejects!(
        composition / try_composition,
        make_layout!((_2,(_7,_8,_3),_1):(_1,(_48,_6,_2),_6)),
        make_layout!(((8),8):((1),24)),
        "composition",
        "post-condition"
    ); // 320
       // CuTe's (wrong) answer is still the plain form's.
    assert_eq!(
        make_layout!((5,5,4):(1,5,25))
            .composition(make_layout!((2,10):(1,2)))
            .to_string(),
        "((2,1,1),(3,3,1)):((1,5,25),(2,5,25))"
    );
}

#[test]
fn composition_division_by_zero() {
    // line 322: CuTe divides by the run-time stride 0 (SIGFPE).
    rejects!(
        composition / try_composition,
        make_layout!((_16,_4,_4):(_0,_16,_64)),
        make_layout!((3,8):(0,3)),
        "composition",
        "division by zero"
    );
}

#[test]
fn complement_cases() {
    case!(
        complement / try_complement,
        make_layout!(_128:_1),
        Dyn(300),
        "3:_128"
    ); // 79
    case!(
        complement / try_complement,
        make_layout!((_4,_8):(_1,_16)),
        Dyn(1024),
        "(_4,8):(_4,_128)"
    ); // 80
    case!(
        complement / try_complement,
        make_layout!((_32,_4):(_1,_128)),
        make_shape!((300, 200)),
        "(_4,100):(_32,_512)"
    ); // 81
    case!(
        complement / try_complement,
        make_layout!(((_5,_1)):((_1,_5))),
        Dyn(5),
        "1:_5"
    ); // 337
    case!(
        complement / try_complement,
        make_layout!((_8,_1,8):(_24,_24,_3)),
        make_shape!((_4, _7)),
        "(_3,1):(_1,24)"
    ); // 340
    case!(
        complement / try_complement,
        make_layout!((_4,5):(_1,_4)),
        make_shape!(_20),
        "1:20"
    ); // 341
    case!(
        complement / try_complement,
        make_layout!(64:_1),
        OwnCosize,
        "1:64"
    ); // 347
    case!(
        complement / try_complement,
        make_layout!(((4,2)):((_2,_8))),
        make_shape!((2, 3)),
        "(_2,1,1):(_1,8,16)"
    ); // 350
    case!(
        complement / try_complement,
        make_layout!((_4,_8):(_1,_4)),
        Dyn(32),
        "1:_32"
    ); // 355
    case!(
        complement / try_complement,
        make_layout!((_8,_24):(_24,_1)),
        Dyn(576),
        "3:_192"
    ); // 356
    case!(
        complement / try_complement,
        make_layout!(((8,4),6):((_1,_0),_1)),
        make_shape!((4, 5)),
        "(0,3):(8,6)"
    ); // 363
    case!(
        complement / try_complement,
        make_layout!(12:1),
        OwnCosize,
        "(1,1):(_1,12)"
    ); // 364
    case!(
        complement / try_complement,
        make_layout!((((12),7),2):(((_14),_1),_7)),
        OwnCosize,
        "(1,1,1):(7,14,168)"
    ); // 370
    case!(
        complement / try_complement,
        make_layout!(_12:_0),
        Dyn(3),
        "3:_1"
    ); // 371
    case!(
        complement / try_complement,
        make_layout!((_12,_2):(_1,_12)),
        Dyn(24),
        "1:_24"
    ); // 378
    case!(
        complement / try_complement,
        make_layout!(24:_1),
        make_shape!((8, 3)),
        "1:24"
    ); // 387
    case!(
        complement / try_complement,
        make_layout!((16,(3,2)):(_4,(_6,_12))),
        Dyn(340),
        "(_4,0,0,15):(_1,64,18,24)"
    ); // 409
}

#[test]
fn complement_division_by_zero() {
    // line 358: CuTe divides by the run-time stride 0 (SIGFPE).
    rejects!(
        complement / try_complement,
        make_layout!(_24:0),
        make_shape!(_1),
        "complement",
        "division by zero"
    );
}

#[test]
fn divide_kernel_cases() {
    let a = make_layout!((300,200):(_1,300));
    case!(
        logical_divide / try_logical_divide,
        a,
        make_shape!((_128, _32)),
        "((_128,3),(_32,7)):((_1,_128),(300,9600))"
    ); // 47
    case!(
        zipped_divide / try_zipped_divide,
        a,
        make_shape!((_128, _32)),
        "((_128,_32),(3,7)):((_1,300),(_128,9600))"
    ); // 48
    case!(
        tiled_divide / try_tiled_divide,
        a,
        make_shape!((_128, _32)),
        "((_128,_32),3,7):((_1,300),_128,9600)"
    ); // 49
    case!(
        flat_divide / try_flat_divide,
        a,
        make_shape!((_128, _32)),
        "(_128,_32,3,7):(_1,300,_128,9600)"
    ); // 50
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((256,128):(_1,256)),
        make_shape!((_128, _32)),
        "((_128,_32),(2,4)):((_1,256),(_128,8192))"
    ); // 51
    case!(
        logical_divide / try_logical_divide,
        make_layout!((300,200):(1,300)),
        make_shape!((_128, _32)),
        "((_128,3),(_32,7)):((1,128),(300,9600))"
    ); // 52
    case!(
        logical_divide / try_logical_divide,
        make_layout!((300,200):(1,300)),
        make_tile!(_32:_1, _8:_1),
        "((_32,10),(_8,25)):((1,32),(300,2400))"
    ); // 54
    case!(
        zipped_divide / try_zipped_divide,
        a,
        make_tile!(_32:_1, _8:_1),
        "((_32,_8),(10,25)):((_1,300),(_32,2400))"
    ); // 55
    let r = make_layout!((300,200):(200,_1));
    case!(
        tiled_divide / try_tiled_divide,
        r,
        make_tile!(_32:_1, _8:_1),
        "((_32,_8),10,25):((200,_1),6400,_8)"
    ); // 56
    case!(
        flat_divide / try_flat_divide,
        r,
        make_shape!((_128, _32)),
        "(_128,_32,3,7):(200,_1,25600,_32)"
    ); // 57
    case!(
        zipped_divide / try_zipped_divide,
        r,
        make_tile!(_32:_1, _8:_1),
        "((_32,_8),(10,25)):((200,_1),(6400,_8))"
    ); // 58
    case!(
        logical_divide / try_logical_divide,
        make_layout!(300:_1),
        make_layout!(_128:_1),
        "(_128,3):(_1,_128)"
    ); // 60
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!(300:_1),
        make_shape!(_128),
        "(_128,3):(_1,_128)"
    ); // 61
    case!(
        logical_divide / try_logical_divide,
        make_layout!(300:1),
        make_layout!(128:1),
        "(128,(1,3)):(1,(1,128))"
    ); // 62
    let b = make_layout!((300,200,4):(_1,300,60000));
    case!(
        zipped_divide / try_zipped_divide,
        b,
        make_shape!((_128, _32)),
        "((_128,_32),(3,7,4)):((_1,300),(_128,9600,60000))"
    ); // 64
    case!(
        tiled_divide / try_tiled_divide,
        b,
        make_tile!(_128:_1, _32:_1),
        "((_128,_32),3,7,4):((_1,300),_128,9600,60000)"
    ); // 65
}

#[test]
fn logical_divide_random_cases() {
    case!(
        logical_divide / try_logical_divide,
        make_layout!(((12,(8)),5):((5,(6)),4)),
        make_shape!((4, 1)),
        "(((4,1),(3,8)),(1,5)):(((5,6),(20,6)),(4,4))"
    ); // 415
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_6,_4,_4):(_1,_6,_24)),
        make_tile!(2, 2, 2:1),
        "((2,3),(2,2),(2,(1,2))):((_1,2),(_6,12),(24,(_24,48)))"
    ); // 416
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_8,(_7,_16)):(_1,(_8,_0))),
        make_tile!(4:2, 14),
        "((4,(2,1)),((7,2),(1,8))):((2,(_1,8)),((_8,_0),(112,_0)))"
    ); // 417
    case!(
        logical_divide / try_logical_divide,
        make_layout!((4,16,7):(1,0,4)),
        make_shape!((2)),
        "((2,2),16,7):((1,2),0,4)"
    ); // 418
    case!(
        logical_divide / try_logical_divide,
        make_layout!(2:1),
        make_shape!((1)),
        "((1,2)):((1,1))"
    ); // 420
    case!(
        logical_divide / try_logical_divide,
        make_layout!(((6,4),(4)):((_4,_24),(_1))),
        Dyn(12),
        "((6,2,1),(1,2,4)):((_4,24,1),(48,48,1))"
    ); // 425
    case!(
        logical_divide / try_logical_divide,
        make_layout!((((24,16)),2):(((1,24)),384)),
        make_tile!(_6:_1, _2:_0),
        "(((6,1),(4,16)),(_2,2)):(((1,24),(6,24)),(_0,384))"
    ); // 431
    case!(
        logical_divide / try_logical_divide,
        make_layout!(_16:16),
        make_shape!(_4),
        "(_4,_4):(16,64)"
    ); // 433
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_2):(2)),
        make_layout!((_2):(1)),
        "((_2),(1,1)):((2),(2,4))"
    ); // 436
    case!(
        logical_divide / try_logical_divide,
        make_layout!(8:1),
        make_layout!((_2,_2):(_1,_2)),
        "((_2,_2),2):((1,2),4)"
    ); // 439
    case!(
        logical_divide / try_logical_divide,
        make_layout!(16:0),
        make_shape!(_4),
        "(_4,4):(0,0)"
    ); // 440
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_4,_1):(3,6)),
        make_tile!(_2:8, _1:1),
        "((_2,(8,1)),(_1,_1)):((24,(3,48)),(6,_0))"
    ); // 445
    case!(
        logical_divide / try_logical_divide,
        make_layout!(((1),7):((14),1)),
        make_tile!(_1:_1),
        "((_1,1),7):((14,14),1)"
    ); // 451
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_12,(_5,(16))):(_5,(_1,(_60)))),
        make_shape!((_4, _40)),
        "((_4,_3),((_5,_8),2)):((_5,_20),((_1,_60),_480))"
    ); // 452
    case!(
        logical_divide / try_logical_divide,
        make_layout!((((24,1),2),2,6):(((96,4),2),1,16)),
        make_tile!(_1, _2),
        "((_1,(24,1,2)),(_2,1),6):((_0,(96,4,2)),(1,2),16)"
    ); // 457
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_1):(1)),
        make_layout!((_1):(3)),
        "((_1),_1):((3),_0)"
    ); // 461
    case!(
        logical_divide / try_logical_divide,
        make_layout!((2,12,8,2):(12,1,1,0)),
        make_tile!(_2:_1, _3:_1, (_2,(_2,_2)):(_1,(_2,_4)), _2:_1),
        "((_2,1),(_3,4),((_2,(_2,_2)),1),(_2,1)):((12,24),(1,3),((1,(2,4)),8),(0,0))"
    ); // 462
    case!(
        logical_divide / try_logical_divide,
        make_layout!((_4,_2,_8):(_1,_4,_8)),
        Dyn(4),
        "(4,16):(_1,4)"
    ); // 463
    case!(
        logical_divide / try_logical_divide,
        make_layout!(((4,8,2,5),3):((120,5,480,0),40)),
        Dyn(60),
        "((4,8,1,1,1),(1,1,1,5,3)):((120,5,480,0,40),(7200,75,960,0,40))"
    ); // 468
}

#[test]
fn zipped_tiled_flat_random_cases() {
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((_6,_3):(_1,_6)),
        make_tile!((2):(1)),
        "(((2)),((1,3),_3)):(((1)),((_1,2),_6))"
    ); // 479
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((32,16,2):(_12,_3,_5)),
        Dyn(64),
        "((32,2,1),(1,8,2)):((_12,3,5),(768,6,5))"
    ); // 480
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((_64,_1,_6):(_1,_64,_64)),
        make_layout!(_3:12),
        "(_3,(12,11)):(12,(_1,36))"
    ); // 485
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((((_8,_7)),_1):(((_1,_8)),_56)),
        Dyn(7),
        "(7,8):(_1,7)"
    ); // 487
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((24,(12,3)):(1,(24,288))),
        make_tile!(_6),
        "((_6),(4,(12,3))):((1),(6,(24,288)))"
    ); // 488
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!((4,7):(7,1)),
        make_layout!(_1:_32),
        "(_1,(4,7)):(8,(7,1))"
    ); // 492
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!(((16,7),8):((_56,_1),_7)),
        make_tile!(8:_1, 8),
        "(((8,1),8),((2,7),1)):(((_56,1),_7),((448,1),56))"
    ); // 493
    case!(
        zipped_divide / try_zipped_divide,
        make_layout!(((24,_7),_3):((_7,_1),_336)),
        make_tile!(_42:_1, _1),
        "(((24,1),_1),((1,4),_3)):(((_7,1),_0),((_294,2),_336))"
    ); // 498
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!((4,(3,64)):(1,(5,0))),
        make_shape!((2, 12)),
        "((2,(3,4)),2,(1,16)):((1,(5,0)),2,(60,0))"
    ); // 502
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!(7:0),
        make_tile!(_7),
        "((_7),(1)):((0),(0))"
    ); // 503
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!((8,4,8):(2,16,64)),
        make_shape!((4, 2)),
        "((4,2),2,2,8):((2,16),8,32,64)"
    ); // 504
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!((_4,_16,_8):(1,32,0)),
        make_shape!(_32),
        "((_4,_8),_2,_8):((1,32),256,0)"
    ); // 506
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!((_2,8,_24):(_3,_576,_24)),
        make_tile!(_1),
        "((_1),_2,8,_24):((_0),_3,_576,_24)"
    ); // 507
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!(((8,2),5):((1,8),16)),
        make_shape!((2, 1)),
        "(((2,1),1),(4,2),5):(((1,8),16),(2,8),16)"
    ); // 509
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!(((_16,(_32)),_2):((64,(0)),32)),
        make_tile!(_8),
        "((_8),(_2,_32),_2):((64),(512,0),32)"
    ); // 513
    case!(
        tiled_divide / try_tiled_divide,
        make_layout!((_8,_7):(_1,_8)),
        make_tile!((4):(1), 1),
        "(((4),1),(1,2),7):(((1),_8),(_1,4),8)"
    ); // 517
    case!(
        flat_divide / try_flat_divide,
        make_layout!((_32,_2,_7,_2):(_1,32,_64,_448)),
        make_layout!(_16:_4),
        "(_8,_2,_4,_14):(_4,32,_1,_64)"
    ); // 523
    case!(
        flat_divide / try_flat_divide,
        make_layout!((_2,_4,_4):(12,_72,_1)),
        make_layout!(_2:_1),
        "(_2,_4,_4):(12,_72,_1)"
    ); // 524
    case!(
        flat_divide / try_flat_divide,
        make_layout!(((2,8)):((1,2))),
        make_layout!((_2):(_1)),
        "(((2,1)),1,8):(((1,2)),2,2)"
    ); // 525
    case!(
        flat_divide / try_flat_divide,
        make_layout!((8,24):(1,0)),
        make_tile!(_2:_3, _8),
        "(_2,_8,(_3,2),3):(3,0,(1,6),0)"
    ); // 527
    case!(
        flat_divide / try_flat_divide,
        make_layout!(2:4),
        make_layout!(_1:_1),
        "(_1,2):(4,4)"
    ); // 530
    case!(
        flat_divide / try_flat_divide,
        make_layout!((_4,_2):(_3,_32)),
        make_layout!(_2:1),
        "(2,1,(1,1),(2,2)):(3,32,(_3,_32),(6,32))"
    ); // 532
    case!(
        flat_divide / try_flat_divide,
        make_layout!((2,6,3):(36,6,2)),
        make_tile!(_1, (_2):(_1), _1),
        "(_1,(_2),_1,2,3,3):(_0,(6),_0,36,12,2)"
    ); // 535
    case!(
        flat_divide / try_flat_divide,
        make_layout!(((4,(5)),5,3):((_75,(_5)),_1,_0)),
        make_tile!(5, 1:_1, 3:_1),
        "((4,1),1,3,(1,3),5,1):((_75,5),_1,_0,(375,10),1,_0)"
    ); // 539
}

#[test]
fn divide_with_underscore() {
    // `_` keeps the mode; the first mode divides as in line 47.
    case!(
        logical_divide / try_logical_divide,
        make_layout!((300,200):(_1,300)),
        make_tile!(_128, _),
        "((_128,3),200):((_1,_128),300)"
    );
}

#[test]
fn divide_post_condition() {
    // line 471: cutlass#3177, CuTe's answer is not A o (B, B*).
    rejects!(
        logical_divide / try_logical_divide,
        make_layout!((6,1,7,8,3):(12,1,8,4,16)),
        make_layout!(_7:_1),
        "logical_divide",
        "post-condition"
    );
}

#[test]
fn divide_by_zero_extent() {
    // A run-time tiler extent 0: the complement divides by it.
    rejects!(
        logical_divide / try_logical_divide,
        make_layout!(300:_1),
        Dyn(0),
        "logical_divide",
        "division by zero"
    );
    rejects!(
        zipped_divide / try_zipped_divide,
        make_layout!((300,200):(_1,300)),
        (Dyn(0), cute_layout::typenum::U32::new()),
        "zipped_divide",
        "division by zero"
    );
}
