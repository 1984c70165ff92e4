//! Mixed static/run-time right_inverse, left_inverse, slice and dice, and the value-level
//! scalars (size, cosize, crd2idx, idx2crd): every case asserts CuTe's exact print from
//! `tests/data/mixed_cases.txt`.

#![allow(clippy::unreadable_literal)]

use cute_layout::prelude::*;
use cute_layout::typenum::consts::*;
use cute_layout::typenum::{NInt, UInt, UTerm, B0, B1};
use cute_layout::Dyn;

#[test]
fn inverses_corpus() {
    assert_eq!(Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new())).right_inverse().to_string(), "(_4,8):(_1,_4)");
    assert_eq!(Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new())).left_inverse().to_string(), "(_4,8):(_1,_4)");
    assert_eq!(Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300))).right_inverse().to_string(), "300:_1");
    assert_eq!(Layout::from_parts(((Dyn(2), Dyn(24)), Dyn(4)), ((Dyn(1), Dyn(8)), Dyn(0))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((U24::new(), U12::new(), U2::new()), (Dyn(96), Dyn(1), Dyn(48))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((Dyn(4), Dyn(4), Dyn(8)),), ((U6::new(), U3::new(), U1::new()),)).right_inverse().to_string(), "8:16");
    assert_eq!(Layout::from_parts((((Dyn(6),), Dyn(8)), Dyn(3)), (((U8::new(),), U1::new()), U48::new())).right_inverse().to_string(), "8:6");
    assert_eq!(Layout::from_parts((Dyn(16), Dyn(3), Dyn(8), Dyn(2)), (Dyn(1), Dyn(16), Dyn(48), Dyn(384))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(Dyn(2), Dyn(1)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((U24::new(), U4::new(), U5::new(), U2::new()), (Dyn(5), Dyn(240), Dyn(1), Dyn(120))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((((U4::new(), U4::new()), U64::new()),), (((U8::new(), Dyn(0)), U0::new()),)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((Dyn(12), (Dyn(4), Dyn(4))),), ((U32::new(), (U8::new(), U2::new())),)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((((Dyn(6), Dyn(64)), Dyn(2)),), (((Dyn(2), Dyn(24)), Dyn(6144)),)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((U12::new(), (U8::new(),)), (Dyn(2), (U72::new(),))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((U32::new(), U1::new()), Dyn(8)), ((U1::new(), U32::new()), U32::new())).right_inverse().to_string(), "(_32,8):(_1,_32)");
    assert_eq!(Layout::from_parts((Dyn(2), (Dyn(16),), (Dyn(16), Dyn(1))), (Dyn(4096), (Dyn(64),), (Dyn(4), Dyn(4)))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((Dyn(3), Dyn(24)), (Dyn(6), Dyn(2))), ((U1::new(), U3::new()), (U72::new(), U432::new()))).right_inverse().to_string(), "3:_1");
    assert_eq!(Layout::from_parts((Dyn(3), (Dyn(8), Dyn(8))), (Dyn(1), (Dyn(0), Dyn(32)))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((Dyn(8), Dyn(8), Dyn(4), Dyn(4)),), ((Dyn(1), Dyn(8), Dyn(64), Dyn(256)),)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(Dyn(5), U6::new()).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts(((U7::new(), (U8::new(), U16::new())),), ((U128::new(), (U16::new(), Dyn(1))),)).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((Dyn(16), Dyn(12), (Dyn(2), Dyn(2))), (Dyn(24), Dyn(1), (Dyn(0), Dyn(12)))).right_inverse().to_string(), "_1:_0");
    assert_eq!(Layout::from_parts((U8::new(), Dyn(16)), (U1::new(), U8::new())).left_inverse().to_string(), "(_8,16):(_1,_8)");
    assert_eq!(Layout::from_parts((((U16::new(), U3::new()), (Dyn(6), U1::new(), U1::new())),), (((U1::new(), U16::new()), (U48::new(), U288::new(), U288::new())),)).left_inverse().to_string(), "(_48,6):(_1,_48)");
    assert_eq!(Layout::from_parts(((Dyn(4), Dyn(3)), Dyn(6)), ((U1::new(), U4::new()), U12::new())).left_inverse().to_string(), "(_4,_3,6):(_1,4,12)");
    assert_eq!(Layout::from_parts((Dyn(4), Dyn(1), Dyn(64), Dyn(3)), (U1::new(), U4::new(), U4::new(), U256::new())).left_inverse().to_string(), "(_4,_64,3):(_1,4,256)");
    assert_eq!(Layout::from_parts((Dyn(64), U7::new()), (U14::new(), U2::new())).left_inverse().to_string(), "(_2,_7,64):(_0,64,_1)");
    assert_eq!(Layout::from_parts((Dyn(2), Dyn(6), Dyn(16)), (U384::new(), U4::new(), U24::new())).left_inverse().to_string(), "(_4,_6,_16,2):(_0,2,12,_1)");
    assert_eq!(Layout::from_parts((Dyn(2),), (U1::new(),)).left_inverse().to_string(), "2:_1");
    assert_eq!(Layout::from_parts(Dyn(1), U4::new()).left_inverse().to_string(), "(_4,1):(_0,_1)");
    assert_eq!(Layout::from_parts((Dyn(16), Dyn(64)), (U1::new(), U16::new())).left_inverse().to_string(), "(_16,64):(_1,16)");
    assert_eq!(Layout::from_parts(Dyn(5), U2::new()).left_inverse().to_string(), "(_2,5):(_0,_1)");
    assert_eq!(Layout::from_parts((U8::new(), Dyn(2)), (U1::new(), U8::new())).left_inverse().to_string(), "(_8,2):(_1,_8)");
    assert_eq!(Layout::from_parts((U16::new(), U8::new(), Dyn(2)), (U4::new(), U1::new(), U12::new())).left_inverse().to_string(), "(_4,_3,2):(_16,_1,_128)");
    assert_eq!(Layout::from_parts((((Dyn(1), Dyn(24)), Dyn(16)), Dyn(2)), (((U4::new(), U8::new()), U8::new()), U32::new())).left_inverse().to_string(), "(_4,_2,_4,2):(_0,_1,24,384)");
    assert_eq!(Layout::from_parts((((Dyn(2), Dyn(32)), Dyn(8)),), (((U32::new(), U16::new()), U16::new()),)).left_inverse().to_string(), "(_16,_2,2):(_0,64,_1)");
}
