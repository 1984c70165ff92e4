//! Mixed static/run-time products (logical, zipped, tiled, flat, blocked, raked) against CuTe's
//! answers in `tests/data/mixed_cases.txt`: every products case of the corpus, its line cited.
//! Run-time failures (`ERROR_RUNTIME`) are `Err` from the `try_` forms; compile-time ones
//! (`ERROR`) are listed after each test: each of them fails to compile here, its first error
//! naming the product and CuTe's reason (a run-time stride in the complement of a block of
//! several modes, or a non-injective block); `ui-tests/mixed_product_dynamic_stride.rs` keeps
//! one of them (line 672).

use cute_layout::prelude::*;

#[macro_use]
#[path = "support/mixed.rs"]
mod mixed;

#[test]
fn logical_product_cases() {
    // line 87
    case!(
        logical_product / try_logical_product,
        make_layout!((_4,_8):(_1,_4)),
        make_layout!((3,5):(_1,3)),
        "((_4,_8),(3,5)):((_1,_4),(_32,96))"
    );
    // line 542
    case!(
        logical_product / try_logical_product,
        make_layout!(((_1),_7):((_0),_1)),
        make_tile!(_1:0, _7:_1),
        "(((_1),_1),(_7,_7)):(((_0),_0),(_1,_7))"
    );
    // line 543
    case!(
        logical_product / try_logical_product,
        make_layout!((_5,_7):(_21,_3)),
        make_layout!((_5,_3):(_3,1)),
        "((_5,_7),(_5,(3,1))):((_21,_3),(_105,(1,105)))"
    );
    // line 544
    case!(
        logical_product / try_logical_product,
        make_layout!(((4),12):((_12),_0)),
        make_layout!(12:_1),
        "(((4),12),(12,1)):(((_12),_0),(_1,48))"
    );
    // line 548: (_3,_8,_1):(_0,_3,_1) | (1,3):(0,1) -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        logical_product / try_logical_product,
        make_layout!((_3,_8,_1):(_0,_3,_1)),
        make_layout!((1,3):(0,1)),
        "logical_product",
        "division by zero"
    );
    // line 549
    case!(
        logical_product / try_logical_product,
        make_layout!(_6:_1),
        make_tile!(4:1),
        "((_6,4)):((_1,6))"
    );
    // line 550
    case!(
        logical_product / try_logical_product,
        make_layout!((_4,(_6,_2)):(_1,(_4,_24))),
        make_shape!((2, 2)),
        "((_4,2),((_6,_2),(2,1))):((_1,_4),((_4,_24),(_1,_48)))"
    );
    // line 555
    case!(
        logical_product / try_logical_product,
        make_layout!((8,3,2):(_2,_16,_1)),
        make_layout!(((8),2):((_32),_5)),
        "((8,3,2),(((1,1,8)),(1,1,2))):((_2,_16,_1),(((64,512,1536)),(10,80,240)))"
    );
    // line 560
    case!(
        logical_product / try_logical_product,
        make_layout!((((_2,_4),_3)):(((_1,_6),_2))),
        make_layout!((2,2,4):(1,2,4)),
        "((((_2,_4),_3)),(2,2,4)):((((_1,_6),_2)),(24,48,96))"
    );
    // line 562: (12,4):(1,0) | <(3):(2), 2:1> -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        logical_product / try_logical_product,
        make_layout!((12,4):(1,0)),
        make_tile!((3):(2), 2:1),
        "logical_product",
        "division by zero"
    );
    // line 563
    case!(
        logical_product / try_logical_product,
        make_layout!((((2,3)),4):(((_4,_32)),_8)),
        make_layout!((8):(_1)),
        "((((2,3)),4),((4,1,1,2))):((((_4,_32)),_8),((_1,8,32,96)))"
    );
    // line 566
    case!(
        logical_product / try_logical_product,
        make_layout!((((_16,_2)),_2):(((_1,_16)),_32)),
        make_layout!(2:0),
        "((((_16,_2)),_2),2):((((_1,_16)),_32),0)"
    );
    // line 567
    case!(
        logical_product / try_logical_product,
        make_layout!(((16),4):((_12),_1)),
        make_layout!((8,2):(_1,_0)),
        "(((16),4),((3,2),2)):(((_12),_1),((4,192),_0))"
    );
    // line 568
    case!(
        logical_product / try_logical_product,
        make_layout!((_3,_12):(_8,_6)),
        make_tile!((_4,_1,_2):(_1,_4,4), (_3,_2):(_1,_3)),
        "((_3,(_4,_1,(2,1))),(_12,(_3,_2))):((_8,(_1,_24,(4,24))),(_6,(_1,_3)))"
    );
    // line 569
    case!(
        logical_product / try_logical_product,
        make_layout!((2,6):(1,2)),
        make_tile!(2:8, 2:1),
        "((2,(1,2)),(6,(2,1))):((1,(8,16)),(2,(1,12)))"
    );
    // line 570
    case!(
        logical_product / try_logical_product,
        make_layout!((_32,_2):(_1,_32)),
        make_tile!((1,1,8):(24,48,3)),
        "((_32,(1,1,8)),_2):((_1,(768,1536,96)),_32)"
    );
    // line 574: 3:0 | _12:_2 -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        logical_product / try_logical_product,
        make_layout!(3:0),
        make_layout!(_12:_2),
        "logical_product",
        "division by zero"
    );
    // line 575
    case!(
        logical_product / try_logical_product,
        make_layout!((_12,2,_1):(_1,_12,_24)),
        make_layout!((_3):(_1)),
        "((_12,2,_1),(_3)):((_1,_12,_24),(24))"
    );
    // line 576
    case!(
        logical_product / try_logical_product,
        make_layout!((1,8):(8,1)),
        make_shape!((1)),
        "((1,(1,1)),8):((8,(_1,8)),1)"
    );
    // line 579
    case!(
        logical_product / try_logical_product,
        make_layout!((1,32):(1,1)),
        make_tile!(1:1),
        "((1,(1,1)),32):((1,(1,1)),1)"
    );
    // line 581
    case!(
        logical_product / try_logical_product,
        make_layout!((((_7),_4),_2):(((_4),_0),_28)),
        make_layout!((2,3,1):(32,5,32)),
        "((((_7),_4),_2),((1,2),(1,3),(1,1))):((((_4),_0),_28),((32,448),(5,112),(32,448)))"
    );
}

// Compile-time rejections of logical_product (CuTe: ERROR; here a compile error naming the op):
//   line 546: (32,1,2):(2,64,1) | (_8,_2):(_1,_8)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 552: (((3),16)):(((1),3)) | _8:_1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 554: (((2,3),3)):(((3,1),6)) | ((_7,_2)):((_1,_7))  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 557: (4,(2,8)):(1,(4,8)) | (2,4,2):(2,4,1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 559: (2,8):(1,2) | (8,1,2):(1,16,8)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 565: (8,8):(1,8) | (_1,_16):(_1,_0)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 572: ((_24),_2):((0),24) | (_8,_2):(0,8)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 578: (8,3,1):(3,1,3) | (4,2,2):(1,4,8)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 583: (_7,_8):(_1,_4) | (4,(4)):(8,(5))  (compile-time error: static_assert: Non-injective Layout detected in complement.)
//   line 585: (12,(5)):(5,(0)) | (_7,_2):(_24,_4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 587: ((5,8)):((6,1)) | <10:4>  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)

#[test]
fn zipped_product_cases() {
    // line 591
    case!(
        zipped_product / try_zipped_product,
        make_layout!((((_2,_2)),_3):(((_6,_1)),_2)),
        make_layout!((4,2,1):(1,4,8)),
        "((((_2,_2)),_3),(4,2,1)):((((_6,_1)),_2),(12,48,96))"
    );
    // line 592
    case!(
        zipped_product / try_zipped_product,
        make_layout!((_4,(_7)):(_1,(_4))),
        make_layout!((3,2):(4,12)),
        "((_4,(_7)),(3,2)):((_1,(_4)),(112,336))"
    );
    // line 593
    case!(
        zipped_product / try_zipped_product,
        make_layout!((_8,((_1),_1)):(1,((8),8))),
        make_shape!((_3, _4)),
        "((_8,((_1),_1)),((1,3),_4)):((1,((8),8)),((_1,8),_1))"
    );
    // line 594
    case!(
        zipped_product / try_zipped_product,
        make_layout!(((_16,_2)):((_2,_1))),
        make_layout!((8,_2):(_1,_8)),
        "(((_16,_2)),(8,_2)):(((_2,_1)),(_32,_256))"
    );
    // line 595
    case!(
        zipped_product / try_zipped_product,
        make_layout!((_8,_2,_4):(_1,_32,_8)),
        make_layout!(((_2,4)):((_4,_1))),
        "((_8,_2,_4),((_2,4))):((_1,_32,_8),((_256,_64)))"
    );
    // line 597: (16,4):(0,16) | <8:0, 2:1> -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        zipped_product / try_zipped_product,
        make_layout!((16,4):(0,16)),
        make_tile!(8:0, 2:1),
        "zipped_product",
        "division by zero"
    );
    // line 604
    case!(
        zipped_product / try_zipped_product,
        make_layout!((((_2),_8),_4):(((_1),_2),_16)),
        make_layout!((_2,_7):(_1,2)),
        "((((_2),_8),_4),(_2,_7)):((((_1),_2),_16),(_64,128))"
    );
    // line 605
    case!(
        zipped_product / try_zipped_product,
        make_layout!(((_2,_16)):((_1,_2))),
        make_tile!(8:1),
        "(((_2,_16)),(8)):(((_1,_2)),(32))"
    );
    // line 606
    case!(
        zipped_product / try_zipped_product,
        make_layout!((((_8,_4)),_2):(((_1,_16)),_8)),
        make_layout!(_16:1),
        "((((_8,_4)),_2),_16):((((_1,_16)),_8),64)"
    );
}

// Compile-time rejections of zipped_product (CuTe: ERROR; here a compile error naming the op):
//   line 590: ((7),4,2):((8),2,1) | (1,4,4):(4,4,1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 599: (7,8):(8,0) | (_2):(_1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 601: ((7,5)):((1,7)) | (_4,_4):(_1,_4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 603: (2,16):(1,2) | (8,(1,2)):(2,(1,1))  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 608: (_2,(_7,(_1))):(_1,(2,(_1))) | (_5,_2):(_16,_1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 610: (32,2):(3,0) | ((2,3)):((1,2))  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 612: ((_4),_8):((_6),_4) | ((_4,_4)):((1,_4))  (compile-time error: static_assert: Non-injective Layout detected in complement.)

#[test]
fn tiled_product_cases() {
    // line 614
    case!(
        tiled_product / try_tiled_product,
        make_layout!((((_4,_4)),_2):(((_8,_2)),_0)),
        make_shape!((4)),
        "((((_4,_4))),(2,2),_2):((((_8,_2))),(_1,_32),_0)"
    );
    // line 618: 8:0 | (1) -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        tiled_product / try_tiled_product,
        make_layout!(8:0),
        make_shape!((1)),
        "tiled_product",
        "division by zero"
    );
    // line 619
    case!(
        tiled_product / try_tiled_product,
        make_layout!(((_24,_1)):((_1,24))),
        make_layout!((_8,_2):(_2,_1)),
        "(((_24,_1)),_8,_2):(((_1,24)),_48,_24)"
    );
    // line 622
    case!(
        tiled_product / try_tiled_product,
        make_layout!((2,4,5):(1,2,8)),
        make_shape!((1, 4, 2)),
        "((2,4,5),(1,1),(2,2),(2,1)):((1,2,8),(_1,2),(_1,8),(_1,40))"
    );
    // line 623
    case!(
        tiled_product / try_tiled_product,
        make_layout!((_16,_4):(_1,_16)),
        make_tile!((2,2):(1,2), (1,7):(1,1)),
        "((_16,_4),(2,2),((1,1),(7,1))):((_1,_16),(16,32),((1,64),(1,64)))"
    );
    // line 624
    case!(
        tiled_product / try_tiled_product,
        make_layout!((4,_5,_2):(_1,_4,_20)),
        make_shape!((_3)),
        "((4),_3,_5,_2):((_1),4,_4,_20)"
    );
    // line 625
    case!(
        tiled_product / try_tiled_product,
        make_layout!((_12,_4):(_32,_1)),
        make_layout!((4,4):(1,4)),
        "((_12,_4),(4,1),(2,2)):((_32,_1),(4,384),(16,384))"
    );
    // line 626
    case!(
        tiled_product / try_tiled_product,
        make_layout!((8,2,1):(1,8,8)),
        make_tile!((3,2):(2,6)),
        "((8),((1,3),(1,2)),2,1):((1),((2,16),(6,48)),8,8)"
    );
    // line 627
    case!(
        tiled_product / try_tiled_product,
        make_layout!((_2,_8,_4):(_4,_32,_1)),
        make_layout!(2:2),
        "((_2,_8,_4),2,1):((_4,_32,_1),16,256)"
    );
    // line 628
    case!(
        tiled_product / try_tiled_product,
        make_layout!((((_8),_4),_2):(((_1),_8),_32)),
        make_layout!((3,2,1):(1,3,6)),
        "((((_8),_4),_2),3,2,1):((((_1),_8),_32),64,192,384)"
    );
    // line 629
    case!(
        tiled_product / try_tiled_product,
        make_layout!((_2,_16):(16,_1)),
        make_tile!((_2,_2):(_1,_8)),
        "((_2),((2,1),(2,1)),_16):((16),((_1,32),(_8,32)),_1)"
    );
    // line 630
    case!(
        tiled_product / try_tiled_product,
        make_layout!(_64:_5),
        make_tile!(32:_1),
        "((_64),((5,6))):((_5),((_1,_320)))"
    );
    // line 631
    case!(
        tiled_product / try_tiled_product,
        make_layout!(((7,_4),_2):((_8,_1),_4)),
        make_shape!((_2)),
        "(((7,_4)),_2,_2):(((_8,_1)),_4,_4)"
    );
    // line 632
    case!(
        tiled_product / try_tiled_product,
        make_layout!((_3,(_2,_2)):(_4,(_2,_1))),
        make_shape!((3, 3)),
        "((_3,(_2,_2)),(3,1),3):((_4,(_2,_1)),(_1,_12),_4)"
    );
}

// Compile-time rejections of tiled_product (CuTe: ERROR; here a compile error naming the op):
//   line 616: (((8,4)),2):(((1,8)),32) | (_7,_2):(_1,_7)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 621: (4,12):(1,4) | _16:_3  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)

#[test]
fn flat_product_cases() {
    // line 635: 7:0 | (8,2):(2,1) -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        flat_product / try_flat_product,
        make_layout!(7:0),
        make_layout!((8,2):(2,1)),
        "flat_product",
        "division by zero"
    );
    // line 638
    case!(
        flat_product / try_flat_product,
        make_layout!(_64:_0),
        make_layout!(_4:0),
        "(_64,_4):(_0,0)"
    );
    // line 639
    case!(
        flat_product / try_flat_product,
        make_layout!((12,4):(1,12)),
        make_tile!(_2:_0),
        "((12),_2,4):((1),_0,12)"
    );
    // line 640
    case!(
        flat_product / try_flat_product,
        make_layout!(_24:_1),
        make_tile!((2,4):(1,2)),
        "((_24),((2,4))):((_1),((24,48)))"
    );
    // line 643
    case!(
        flat_product / try_flat_product,
        make_layout!(((24),2):((2),1)),
        make_tile!((3,2,2):(2,1,6), 1:1),
        "((24),2,((1,3),(2,1),(1,2)),(1,1)):((2),1,((2,48),(1,48),(6,144)),(1,2))"
    );
    // line 644
    case!(
        flat_product / try_flat_product,
        make_layout!(16:_1),
        make_tile!(_8:_1),
        "((16),(_8)):((_1),(16))"
    );
    // line 646: ((_1,_8)):((1,0)) | (_7,_1,_2):(2,14,1) -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        flat_product / try_flat_product,
        make_layout!(((_1,_8)):((1,0))),
        make_layout!((_7,_1,_2):(2,14,1)),
        "flat_product",
        "division by zero"
    );
    // line 647
    case!(
        flat_product / try_flat_product,
        make_layout!((_7,_8):(_5,_1)),
        make_shape!((4)),
        "((_7),(4,1),_8):((_5),(_1,_35),_1)"
    );
    // line 648
    case!(
        flat_product / try_flat_product,
        make_layout!(((7),4):((_1),_7)),
        make_layout!(((8,2)):((_2,_1))),
        "((7),4,(((1,8),(1,2)))):((_1),_7,(((14,56),(7,28))))"
    );
    // line 649
    case!(
        flat_product / try_flat_product,
        make_layout!((_2,6,_4):(_1,_2,_12)),
        make_shape!((_2, _4)),
        "(_2,6,_2,(_2,_2),_4):(_1,_2,_2,(_1,12),_12)"
    );
    // line 650
    case!(
        flat_product / try_flat_product,
        make_layout!(((3,8)):((_1,_3))),
        make_layout!((2,8):(_1,_4)),
        "(((3,8)),(1,2),(1,8)):(((_1,_3)),(3,24),(12,96))"
    );
    // line 651
    case!(
        flat_product / try_flat_product,
        make_layout!(_64:_1),
        make_layout!((_5,_2):(_1,5)),
        "(_64,_5,_2):(_1,_64,320)"
    );
    // line 654
    case!(
        flat_product / try_flat_product,
        make_layout!((8,4,1):(3,3,12)),
        make_tile!((_2,_2):(_1,_2)),
        "((8),((2,1),(2,1)),4,1):((3),((_1,24),(_2,24)),3,12)"
    );
}

// Compile-time rejections of flat_product (CuTe: ERROR; here a compile error naming the op):
//   line 637: (2,32):(0,2) | _16:_1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 642: ((4,4)):((1,4)) | 8:1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 653: (_4,_2):(0,_4) | (_7,_2):(_3,_21)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)

#[test]
fn blocked_product_cases() {
    // line 85
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_2,_2):(_1,_2)),
        make_layout!((3,5):(_1,3)),
        "((_2,3),(_2,5)):((_1,_4),(_2,12))"
    );
    // line 656
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_8,(_8)):(_1,(_0))),
        make_layout!(_16:1),
        "((_8,_16),((_8),_1)):((_1,8),((_0),_0))"
    );
    // line 659
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_5,_4):(_1,_5)),
        make_layout!(16:1),
        "((_5,16),(_4,_1)):((_1,20),(_5,_0))"
    );
    // line 660
    case!(
        blocked_product / try_blocked_product,
        make_layout!((((16,2)),2):(((_1,_32)),_16)),
        make_layout!((8,2):(_1,_8)),
        "((((16,2)),(1,1,8)),(2,(1,1,2))):((((_1,_32)),(16,32,64)),(_16,(128,256,512)))"
    );
    // line 662: ((_5,_4)):((_12,_3)) | ((8,2)):((1,0)) -> ERROR_RUNTIME (SIGFPE in CuTe)
    rejects!(
        blocked_product / try_blocked_product,
        make_layout!(((_5,_4)):((_12,_3))),
        make_layout!(((8,2)):((1,0))),
        "blocked_product",
        "division by zero"
    );
    // line 663
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_16,_4):(_1,_16)),
        make_layout!((_6,_2):(2,_1)),
        "((_16,_6),(_4,_2)):((_1,128),(_16,_64))"
    );
    // line 664
    case!(
        blocked_product / try_blocked_product,
        make_layout!(8:_2),
        make_layout!((4,4):(_0,_4)),
        "((8,4),(_1,4)):((_2,_0),(_0,32))"
    );
    // line 665
    case!(
        blocked_product / try_blocked_product,
        make_layout!((64):(1)),
        make_layout!((_4,_3):(_3,_0)),
        "((64,(1,4)),(_1,_3)):((1,(_3,192)),(_0,_0))"
    );
    // line 666
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_24,_1):(1,1)),
        make_layout!((_7):(1)),
        "((_24,(1,7)),(_1,_1)):((1,(1,24)),(1,_0))"
    );
    // line 673
    case!(
        blocked_product / try_blocked_product,
        make_layout!((8,_8):(_8,_0)),
        make_layout!((_6,_1):(_1,_1)),
        "((8,_6),(_8,_1)):((_8,_1),(_0,64))"
    );
    // line 674
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_1,_2,_8):(_1,_8,_0)),
        make_layout!(16:_1),
        "((_1,(8,2)),(_2,_1),(_8,_1)):((_1,(_1,_16)),(_8,_0),(_0,_0))"
    );
    // line 675
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_12,_4):(_4,_1)),
        make_layout!((1,4,4):(1,1,4)),
        "((_12,1),(_4,4),(_1,4)):((_4,48),(_1,48),(_0,192))"
    );
    // line 678
    case!(
        blocked_product / try_blocked_product,
        make_layout!((32,2):(_1,_32)),
        make_layout!((8,1,1):(_8,_1,_5)),
        "((32,(1,8)),(2,(1,1)),(_1,(1,1))):((_1,(256,512)),(_32,(32,64)),(_0,(160,320)))"
    );
    // line 679
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_5,_12):(_1,_5)),
        make_layout!((_6,2):(_2,_0)),
        "((_5,_6),(_12,2)):((_1,_120),(_5,_0))"
    );
    // line 680
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_3,5,_2):(_30,_2,_180)),
        make_layout!(_16:_1),
        "((_3,(_2,3,2,1)),(5,_1),(_2,_1)):((_30,(_1,10,90,360)),(_2,_0),(_180,_0))"
    );
    // line 681
    case!(
        blocked_product / try_blocked_product,
        make_layout!((_8,_7):(_0,_8)),
        make_layout!((2,(8)):(32,(1))),
        "((_8,(1,2)),(_7,((8,1)))):((_0,(32,224)),(_8,((1,56))))"
    );
}

// Compile-time rejections of blocked_product (CuTe: ERROR; here a compile error naming the op):
//   line 658: (6,4):(1,6) | (_7,_1,_2):(_8,_56,_4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 668: (2,((1),4)):(1,((2),2)) | (_7,_2):(_2,_2)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 670: ((4,4)):((1,4)) | (8,2):(2,1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 672: (4,5):(1,8) | (_4,_4):(_12,_1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 677: (4,8,1):(1,8,1) | (_8,_1,_1):(_1,_1,_6)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 683: (4,3):(1,4) | ((5),2):((2),1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 685: (6,7):(21,1) | ((6,1)):((0,6))  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 687: (6,((4),2)):(24,((2),1)) | (_2,_2,_4):(_4,_4,_4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 689: (7,4,1):(1,3,8) | (3,3):(1,3)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)

#[test]
fn raked_product_cases() {
    // line 86
    case!(
        raked_product / try_raked_product,
        make_layout!((_4,_8):(_1,_4)),
        make_layout!((3,5):(_1,3)),
        "((3,_4),(5,_8)):((_32,_1),(96,_4))"
    );
    // line 695
    case!(
        raked_product / try_raked_product,
        make_layout!((((_5,_4),_3)):(((_12,_1),_4))),
        make_layout!((2,4,2):(1,4,2)),
        "((2,((_5,_4),_3)),(4,_1),(2,_1)):((60,((_12,_1),_4)),(240,_0),(120,_0))"
    );
    // line 698
    case!(
        raked_product / try_raked_product,
        make_layout!(_5:_1),
        make_layout!(((7),_2):((_0),_7)),
        "(((7),_5),(_2,_1)):(((_0),_1),(_35,_0))"
    );
    // line 701
    case!(
        raked_product / try_raked_product,
        make_layout!(((7,2),2):((_1,_7),_14)),
        make_layout!(4:_1),
        "(((1,1,4),(7,2)),(_1,2)):(((7,14,28),(_1,_7)),(_0,_14))"
    );
    // line 702
    case!(
        raked_product / try_raked_product,
        make_layout!((_8,_1,_7):(_28,_224,_4)),
        make_layout!(16:1),
        "(((4,4),_8),(_1,_1),(_1,_7)):(((1,224),_28),(_0,_224),(_0,_4))"
    );
    // line 703
    case!(
        raked_product / try_raked_product,
        make_layout!((_2,_16,_1):(_0,_2,_2)),
        make_layout!((4,2,2):(4,32,16)),
        "(((1,4),_2),((1,2),_16),((1,2),_1)):(((4,64),_0),((32,512),_2),((16,256),_2))"
    );
    // line 704
    case!(
        raked_product / try_raked_product,
        make_layout!((_8):(_1)),
        make_layout!((_7,_2):(_1,7)),
        "((_7,_8),(_2,_1)):((_8,_1),(56,_0))"
    );
    // line 705
    case!(
        raked_product / try_raked_product,
        make_layout!((_5,_8):(_1,_0)),
        make_layout!(((_2,_4),_1):((_0,2),_2)),
        "(((_2,_4),_5),(_1,_8)):(((_0,10),_1),(_10,_0))"
    );
    // line 710
    case!(
        raked_product / try_raked_product,
        make_layout!((12,3):(_12,_4)),
        make_layout!((8,2):(_2,_0)),
        "(((2,1,4),12),(2,3)):(((_2,12,144),_12),(_0,_4))"
    );
    // line 711
    case!(
        raked_product / try_raked_product,
        make_layout!(((_2,_16),_2):((_0,_4),_1)),
        make_layout!((_4,_4):(_12,1)),
        "((_4,(_2,_16)),((2,2),_2)):((_384,(_0,_4)),((2,64),_1))"
    );
    // line 718
    case!(
        raked_product / try_raked_product,
        make_layout!(4:1),
        make_layout!((_8,(_2)):(_1,(_8))),
        "(((1,8),4),(((1,2)),_1)):(((_1,4),1),(((_8,32)),_0))"
    );
    // line 723
    case!(
        raked_product / try_raked_product,
        make_layout!(((_2,_8)):((_1,_2))),
        make_layout!((_2,4,_2):(_1,_2,_8)),
        "((_2,(_2,_8)),(4,_1),(_2,_1)):((_16,(_1,_2)),(_32,_0),(_128,_0))"
    );
}

// Compile-time rejections of raked_product (CuTe: ERROR; here a compile error naming the op):
//   line 692: (_24,_2):(1,24) | (_4,_1,_4):(1,4,4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 694: (8,8):(1,8) | 16:1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 697: ((4,(8)),2):((1,(4)),32) | 16:1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 700: (12,4):(1,12) | (_2,_2,_4):(_8,_1,_2)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 707: (_2,_4,_4):(_4,_1,32) | ((_8,_2)):((_1,_0))  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 709: (4,8,2):(1,4,32) | (_4,_2,_2):(_1,_4,_8)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 713: ((2,(2)),2):((2,(4)),1) | 12:1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 715: (((5,4),2)):(((1,5),20)) | (16):(1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 717: ((5,2),6):((12,6),0) | (4,2):(2,0)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 720: (_8,_1,_4):(4,_32,_1) | _12:_1  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 722: (8,2,4):(8,4,1) | (_4,_4):(_1,_4)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 725: (_2,_4):(_5,3) | (_1,_16):(_1,_1)  (compile-time error: static_assert: Dynamic-stride complement only for rank-1 layouts)
//   line 727: (6,((_5),_2)):(_5,((_5),_5)) | ((_8),_2):((_1),_16)  (compile-time error: static_assert: Non-injective Layout detected in complement.)
