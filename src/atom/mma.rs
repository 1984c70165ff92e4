//! The `mma.sync` atoms of SM70 (Volta's quad-pair), SM75 (Turing), SM80 (Ampere: floating
//! point, 8-bit, 4-bit and 1-bit integers), SM89 (FP8) and SM90 (F64), SM61's `dp4a`/`dp2a`,
//! and CuTe's `UniversalFMA`: one thread, one multiply-add. Layouts as in CuTe's
//! `mma_traits_sm61.hpp`, `_sm70`, `_sm75`, `_sm80`, `_sm89`, `_sm90.hpp` and `mma_traits.hpp`
//! (not the complex-valued atoms, whose values are not a [`Numeric`]).

use super::{BFloat16, FloatE4M3, FloatE5M2, Half, Int4, MmaAtom, Numeric, TFloat32, UInt1, UInt4};
use crate::layout;
use core::marker::PhantomData;

/// Declares an MMA atom: a unit struct in CuTe's name and its [`MmaAtom`] impl.
macro_rules! mma_atoms {
    ($(
        $(#[$doc:meta])*
        $name:ident: ($d:ty, $a:ty, $b:ty, $c:ty), mnk $mnk:ty, thr $thr:ty,
            a $al:ty, b $bl:ty, c $cl:ty;
    )*) => {$(
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl super::MmaInstruction for $name {}

        impl MmaAtom for $name {
            type ValD = $d;
            type ValA = $a;
            type ValB = $b;
            type ValC = $c;
            type ShapeMNK = $mnk;
            type ThrID = $thr;
            type ALayout = $al;
            type BLayout = $bl;
            type CLayout = $cl;
            type FragmentA = super::Registers;
            type FragmentB = super::Registers;
        }
    )*};
}

use typenum::{U1, U128, U16, U2, U256, U32, U4, U64, U8};

// SM70: a quad pair (8 threads) computes 8x8x4.
type Sm70QuadPair = layout!((4, 2):(1, 16));
type Sm70Row8x4 = layout!((8, 4):(1, 8));
type Sm70Col8x4 = layout!(((4, 2), 4):((8, 4), 1));
type Sm70C16 = layout!((8, 8):(1, 8));
type Sm70C32 = layout!(((2, 2, 2), (2, 2, 2)):((1, 16, 4), (8, 2, 32)));

// SM80's shared layouts (also SM75's).
type Sm80Row8x4 = layout!(((4, 8), 1):((8, 1), 0));
type Sm80Row8x8 = layout!(((4, 8), 2):((16, 1), 8));
type Sm80Row8x16 = layout!(((4, 8), 4):((32, 1), 8));
type Sm80Row16x8 = layout!(((4, 8), (2, 2)):((32, 1), (16, 8)));
type Warp = layout!(32:1);

mma_atoms! {
    /// SM70 `mma.sync.m8n8k4`, F16 accumulate, A and B K-major ("TN").
    SM70_8x8x4_F16F16F16F16_TN: (Half, Half, Half, Half), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Row8x4, b Sm70Row8x4, c Sm70C16;
    /// SM70 `mma.sync.m8n8k4`, F16 accumulate, A and B M/N-major ("NT").
    SM70_8x8x4_F16F16F16F16_NT: (Half, Half, Half, Half), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Col8x4, b Sm70Col8x4, c Sm70C16;
    /// SM70 `mma.sync.m8n8k4`, F16 accumulate, A M-major, B K-major ("NN").
    SM70_8x8x4_F16F16F16F16_NN: (Half, Half, Half, Half), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Col8x4, b Sm70Row8x4, c Sm70C16;
    /// SM70 `mma.sync.m8n8k4`, F16 accumulate, A K-major, B N-major ("TT").
    SM70_8x8x4_F16F16F16F16_TT: (Half, Half, Half, Half), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Row8x4, b Sm70Col8x4, c Sm70C16;
    /// SM70 `mma.sync.m8n8k4`, F32 accumulate, "TN".
    SM70_8x8x4_F32F16F16F32_TN: (f32, Half, Half, f32), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Row8x4, b Sm70Row8x4, c Sm70C32;
    /// SM70 `mma.sync.m8n8k4`, F32 accumulate, "NT".
    SM70_8x8x4_F32F16F16F32_NT: (f32, Half, Half, f32), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Col8x4, b Sm70Col8x4, c Sm70C32;
    /// SM70 `mma.sync.m8n8k4`, F32 accumulate, "NN".
    SM70_8x8x4_F32F16F16F32_NN: (f32, Half, Half, f32), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Col8x4, b Sm70Row8x4, c Sm70C32;
    /// SM70 `mma.sync.m8n8k4`, F32 accumulate, "TT".
    SM70_8x8x4_F32F16F16F32_TT: (f32, Half, Half, f32), mnk (U8, U8, U4), thr Sm70QuadPair,
        a Sm70Row8x4, b Sm70Col8x4, c Sm70C32;

    /// SM75 `mma.sync.m16n8k8`, F16 inputs, F32 accumulate.
    SM75_16x8x8_F32F16F16F32_TN: (f32, Half, Half, f32), mnk (U16, U8, U8), thr Warp,
        a layout!(((4, 8), (2, 2)):((32, 1), (16, 8))), b layout!(((4, 8), 2):((16, 1), 8)),
        c layout!(((4, 8), (2, 2)):((32, 1), (16, 8)));
    /// SM75 `mma.sync.m8n8k16`, S8 inputs, S32 accumulate.
    SM75_8x8x16_S32S8S8S32_TN: (i32, i8, i8, i32), mnk (U8, U8, U16), thr Warp,
        a layout!(((4, 8), 4):((32, 1), 8)), b layout!(((4, 8), 4):((32, 1), 8)),
        c layout!(((4, 8), 2):((16, 1), 8));

    /// SM80 `mma.sync.m16n8k8`, F16 accumulate.
    SM80_16x8x8_F16F16F16F16_TN: (Half, Half, Half, Half), mnk (U16, U8, U8), thr Warp,
        a Sm80Row16x8, b Sm80Row8x8, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k8`, F16 inputs, F32 accumulate.
    SM80_16x8x8_F32F16F16F32_TN: (f32, Half, Half, f32), mnk (U16, U8, U8), thr Warp,
        a Sm80Row16x8, b Sm80Row8x8, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k8`, BF16 inputs, F32 accumulate.
    SM80_16x8x8_F32BF16BF16F32_TN: (f32, BFloat16, BFloat16, f32), mnk (U16, U8, U8), thr Warp,
        a Sm80Row16x8, b Sm80Row8x8, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, F16 accumulate.
    SM80_16x8x16_F16F16F16F16_TN: (Half, Half, Half, Half), mnk (U16, U8, U16), thr Warp,
        a Sm80A16x8x16, b Sm80B16x8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, F16 inputs, F32 accumulate.
    SM80_16x8x16_F32F16F16F32_TN: (f32, Half, Half, f32), mnk (U16, U8, U16), thr Warp,
        a Sm80A16x8x16, b Sm80B16x8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, BF16 inputs, F32 accumulate.
    SM80_16x8x16_F32BF16BF16F32_TN: (f32, BFloat16, BFloat16, f32), mnk (U16, U8, U16),
        thr Warp, a Sm80A16x8x16, b Sm80B16x8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k4`, TF32 inputs, F32 accumulate.
    SM80_16x8x4_F32TF32TF32F32_TN: (f32, TFloat32, TFloat32, f32), mnk (U16, U8, U4), thr Warp,
        a layout!(((4, 8), 2):((16, 1), 8)), b Sm80Row8x4, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k8`, TF32 inputs, F32 accumulate.
    SM80_16x8x8_F32TF32TF32F32_TN: (f32, TFloat32, TFloat32, f32), mnk (U16, U8, U8), thr Warp,
        a layout!(((4, 8), (2, 2)):((16, 1), (8, 64))), b layout!(((4, 8), 2):((8, 1), 32)),
        c Sm80Row16x8;
    /// SM80 `mma.sync.m8n8k4`, F64.
    SM80_8x8x4_F64F64F64F64_TN: (f64, f64, f64, f64), mnk (U8, U8, U4), thr Warp,
        a Sm80Row8x4, b Sm80Row8x4, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, S8 inputs, S32 accumulate.
    SM80_8x8x16_S32S8S8S32_TN: (i32, i8, i8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m16n8k16`, S8 inputs, S32 accumulate.
    SM80_16x8x16_S32S8S8S32_TN: (i32, i8, i8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S8 inputs, S32 accumulate.
    SM80_16x8x32_S32S8S8S32_TN: (i32, i8, i8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;

    /// SM80 `mma.sync.m8n8k16`, S8 x S8 inputs, S32 accumulate, saturating.
    SM80_8x8x16_S32S8S8S32_TN_SATURATE: (i32, i8, i8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, S8 x U8 inputs, S32 accumulate.
    SM80_8x8x16_S32S8U8S32_TN: (i32, i8, u8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, S8 x U8 inputs, S32 accumulate, saturating.
    SM80_8x8x16_S32S8U8S32_TN_SATURATE: (i32, i8, u8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, U8 x S8 inputs, S32 accumulate.
    SM80_8x8x16_S32U8S8S32_TN: (i32, u8, i8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, U8 x S8 inputs, S32 accumulate, saturating.
    SM80_8x8x16_S32U8S8S32_TN_SATURATE: (i32, u8, i8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, U8 x U8 inputs, S32 accumulate.
    SM80_8x8x16_S32U8U8S32_TN: (i32, u8, u8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k16`, U8 x U8 inputs, S32 accumulate, saturating.
    SM80_8x8x16_S32U8U8S32_TN_SATURATE: (i32, u8, u8, i32), mnk (U8, U8, U16), thr Warp,
        a Sm80Row8x16, b Sm80Row8x16, c Sm80Row8x8;
    /// SM80 `mma.sync.m16n8k16`, S8 x S8 inputs, S32 accumulate, saturating.
    SM80_16x8x16_S32S8S8S32_TN_SATURATE: (i32, i8, i8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, S8 x U8 inputs, S32 accumulate.
    SM80_16x8x16_S32S8U8S32_TN: (i32, i8, u8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, S8 x U8 inputs, S32 accumulate, saturating.
    SM80_16x8x16_S32S8U8S32_TN_SATURATE: (i32, i8, u8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, U8 x S8 inputs, S32 accumulate.
    SM80_16x8x16_S32U8S8S32_TN: (i32, u8, i8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, U8 x S8 inputs, S32 accumulate, saturating.
    SM80_16x8x16_S32U8S8S32_TN_SATURATE: (i32, u8, i8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, U8 x U8 inputs, S32 accumulate.
    SM80_16x8x16_S32U8U8S32_TN: (i32, u8, u8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k16`, U8 x U8 inputs, S32 accumulate, saturating.
    SM80_16x8x16_S32U8U8S32_TN_SATURATE: (i32, u8, u8, i32), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (4, 2)):((64, 1), (16, 8))), b Sm80Row8x16, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S8 x S8 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32S8S8S32_TN_SATURATE: (i32, i8, i8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S8 x U8 inputs, S32 accumulate.
    SM80_16x8x32_S32S8U8S32_TN: (i32, i8, u8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S8 x U8 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32S8U8S32_TN_SATURATE: (i32, i8, u8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U8 x S8 inputs, S32 accumulate.
    SM80_16x8x32_S32U8S8S32_TN: (i32, u8, i8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U8 x S8 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32U8S8S32_TN_SATURATE: (i32, u8, i8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U8 x U8 inputs, S32 accumulate.
    SM80_16x8x32_S32U8U8S32_TN: (i32, u8, u8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U8 x U8 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32U8U8S32_TN_SATURATE: (i32, u8, u8, i32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM80 `mma.sync.m8n8k32`, S4 x S4 inputs, S32 accumulate.
    SM80_8x8x32_S32S4S4S32_TN: (i32, Int4, Int4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, S4 x S4 inputs, S32 accumulate, saturating.
    SM80_8x8x32_S32S4S4S32_TN_SATURATE: (i32, Int4, Int4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, S4 x U4 inputs, S32 accumulate.
    SM80_8x8x32_S32S4U4S32_TN: (i32, Int4, UInt4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, S4 x U4 inputs, S32 accumulate, saturating.
    SM80_8x8x32_S32S4U4S32_TN_SATURATE: (i32, Int4, UInt4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, U4 x S4 inputs, S32 accumulate.
    SM80_8x8x32_S32U4S4S32_TN: (i32, UInt4, Int4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, U4 x S4 inputs, S32 accumulate, saturating.
    SM80_8x8x32_S32U4S4S32_TN_SATURATE: (i32, UInt4, Int4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, U4 x U4 inputs, S32 accumulate.
    SM80_8x8x32_S32U4U4S32_TN: (i32, UInt4, UInt4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k32`, U4 x U4 inputs, S32 accumulate, saturating.
    SM80_8x8x32_S32U4U4S32_TN_SATURATE: (i32, UInt4, UInt4, i32), mnk (U8, U8, U32), thr Warp,
        a Sm80S4Row8x32, b Sm80S4Row8x32, c Sm80Row8x8;
    /// SM80 `mma.sync.m16n8k32`, S4 x S4 inputs, S32 accumulate.
    SM80_16x8x32_S32S4S4S32_TN: (i32, Int4, Int4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S4 x S4 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32S4S4S32_TN_SATURATE: (i32, Int4, Int4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S4 x U4 inputs, S32 accumulate.
    SM80_16x8x32_S32S4U4S32_TN: (i32, Int4, UInt4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, S4 x U4 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32S4U4S32_TN_SATURATE: (i32, Int4, UInt4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U4 x S4 inputs, S32 accumulate.
    SM80_16x8x32_S32U4S4S32_TN: (i32, UInt4, Int4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U4 x S4 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32U4S4S32_TN_SATURATE: (i32, UInt4, Int4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U4 x U4 inputs, S32 accumulate.
    SM80_16x8x32_S32U4U4S32_TN: (i32, UInt4, UInt4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k32`, U4 x U4 inputs, S32 accumulate, saturating.
    SM80_16x8x32_S32U4U4S32_TN_SATURATE: (i32, UInt4, UInt4, i32), mnk (U16, U8, U32), thr Warp,
        a layout!(((4, 8), (8, 2)):((128, 1), (16, 8))), b layout!(((4, 8), (8,)):((32, 1), (8,))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, S4 x S4 inputs, S32 accumulate.
    SM80_16x8x64_S32S4S4S32_TN: (i32, Int4, Int4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, S4 x S4 inputs, S32 accumulate, saturating.
    SM80_16x8x64_S32S4S4S32_TN_SATURATE: (i32, Int4, Int4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, S4 x U4 inputs, S32 accumulate.
    SM80_16x8x64_S32S4U4S32_TN: (i32, Int4, UInt4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, S4 x U4 inputs, S32 accumulate, saturating.
    SM80_16x8x64_S32S4U4S32_TN_SATURATE: (i32, Int4, UInt4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, U4 x S4 inputs, S32 accumulate.
    SM80_16x8x64_S32U4S4S32_TN: (i32, UInt4, Int4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, U4 x S4 inputs, S32 accumulate, saturating.
    SM80_16x8x64_S32U4S4S32_TN_SATURATE: (i32, UInt4, Int4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, U4 x U4 inputs, S32 accumulate.
    SM80_16x8x64_S32U4U4S32_TN: (i32, UInt4, UInt4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k64`, U4 x U4 inputs, S32 accumulate, saturating.
    SM80_16x8x64_S32U4U4S32_TN_SATURATE: (i32, UInt4, UInt4, i32), mnk (U16, U8, U64), thr Warp,
        a layout!(((4, 8), (8, 2, 2)):((128, 1), (16, 8, 512))), b layout!(((4, 8), (8, 2)):((64, 1), (8, 256))), c Sm80Row16x8;
    /// SM80 `mma.sync.m8n8k128` of single bits (XOR, then population count), S32 accumulate.
    SM80_8x8x128_S32U1U1S32_TN_XORPOPC: (i32, UInt1, UInt1, i32), mnk (U8, U8, U128), thr Warp,
        a Sm80U1Row8x128, b Sm80U1Row8x128, c Sm80Row8x8;
    /// SM80 `mma.sync.m8n8k128` of single bits (AND, then population count), S32 accumulate.
    SM80_8x8x128_S32U1U1S32_TN_ANDPOPC: (i32, UInt1, UInt1, i32), mnk (U8, U8, U128), thr Warp,
        a Sm80U1Row8x128, b Sm80U1Row8x128, c Sm80Row8x8;
    /// SM80 `mma.sync.m16n8k256` of single bits (XOR, then population count), S32 accumulate.
    SM80_16x8x256_S32U1U1S32_TN_XORPOPC: (i32, UInt1, UInt1, i32), mnk (U16, U8, U256), thr Warp,
        a layout!(((4, 8), (32, 2, 2)):((512, 1), (16, 8, 2048))), b layout!(((4, 8), (32, 2)):((256, 1), (8, 1024))), c Sm80Row16x8;
    /// SM80 `mma.sync.m16n8k256` of single bits (AND, then population count), S32 accumulate.
    SM80_16x8x256_S32U1U1S32_TN_ANDPOPC: (i32, UInt1, UInt1, i32), mnk (U16, U8, U256), thr Warp,
        a layout!(((4, 8), (32, 2, 2)):((512, 1), (16, 8, 2048))), b layout!(((4, 8), (32, 2)):((256, 1), (8, 1024))), c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E4M3 x E4M3 inputs, F32 accumulate.
    SM89_16x8x32_F32E4M3E4M3F32_TN: (f32, FloatE4M3, FloatE4M3, f32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E4M3 x E5M2 inputs, F32 accumulate.
    SM89_16x8x32_F32E4M3E5M2F32_TN: (f32, FloatE4M3, FloatE5M2, f32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E5M2 x E4M3 inputs, F32 accumulate.
    SM89_16x8x32_F32E5M2E4M3F32_TN: (f32, FloatE5M2, FloatE4M3, f32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E5M2 x E5M2 inputs, F32 accumulate.
    SM89_16x8x32_F32E5M2E5M2F32_TN: (f32, FloatE5M2, FloatE5M2, f32), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E4M3 x E4M3 inputs, F16 accumulate.
    SM89_16x8x32_F16E4M3E4M3F16_TN: (Half, FloatE4M3, FloatE4M3, Half), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E4M3 x E5M2 inputs, F16 accumulate.
    SM89_16x8x32_F16E4M3E5M2F16_TN: (Half, FloatE4M3, FloatE5M2, Half), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E5M2 x E4M3 inputs, F16 accumulate.
    SM89_16x8x32_F16E5M2E4M3F16_TN: (Half, FloatE5M2, FloatE4M3, Half), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM89 `mma.sync.m16n8k32`, FP8 E5M2 x E5M2 inputs, F16 accumulate.
    SM89_16x8x32_F16E5M2E5M2F16_TN: (Half, FloatE5M2, FloatE5M2, Half), mnk (U16, U8, U32), thr Warp,
        a Sm80A16x8x32, b Sm80B16x8x32, c Sm80Row16x8;
    /// SM61 `dp4a`: one thread, a dot product of four S8 pairs into S32.
    SM61_DP4A: (i32, i8, i8, i32), mnk (U1, U1, U4), thr layout!(1:0),
        a layout!((1, 4):(0, 1)), b layout!((1, 4):(0, 1)), c layout!((1, 1):(0, 0));
    /// SM61 `dp2a`: one thread, a dot product of two S16 pairs into S32.
    SM61_DP2A: (i32, i16, i16, i32), mnk (U1, U1, U2), thr layout!(1:0),
        a layout!((1, 2):(0, 1)), b layout!((1, 2):(0, 1)), c layout!((1, 1):(0, 0));
    /// SM90 `mma.sync.m16n8k4`, F64.
    SM90_16x8x4_F64F64F64F64_TN: (f64, f64, f64, f64), mnk (U16, U8, U4), thr Warp,
        a layout!(((4, 8), 2):((16, 1), 8)), b Sm80Row8x4, c Sm80Row16x8;
    /// SM90 `mma.sync.m16n8k8`, F64.
    SM90_16x8x8_F64F64F64F64_TN: (f64, f64, f64, f64), mnk (U16, U8, U8), thr Warp,
        a layout!(((4, 8), (2, 2)):((16, 1), (8, 64))), b layout!(((4, 8), 2):((8, 1), 32)),
        c Sm80Row16x8;
    /// SM90 `mma.sync.m16n8k16`, F64.
    SM90_16x8x16_F64F64F64F64_TN: (f64, f64, f64, f64), mnk (U16, U8, U16), thr Warp,
        a layout!(((4, 8), (2, 4)):((16, 1), (8, 64))), b layout!(((4, 8), 4):((8, 1), 32)),
        c Sm80Row16x8;
}

type Sm80A16x8x32 = layout!(((4, 8), (4, 2, 2)):((64, 1), (16, 8, 256)));
type Sm80B16x8x32 = layout!(((4, 8), (4, 2)):((32, 1), (8, 128)));
// CuTe writes the value mode of its 4-bit atoms as a tuple of one mode, `(_8)`.
type Sm80S4Row8x32 = layout!(((4, 8), (8,)):((64, 1), (8,)));
type Sm80U1Row8x128 = layout!(((4, 8), 32):((256, 1), 8));

type Sm80A16x8x16 = layout!(((4, 8), (2, 2, 2)):((32, 1), (16, 8, 128)));
type Sm80B16x8x16 = layout!(((4, 8), (2, 2)):((16, 1), (8, 64)));

/// CuTe's `UniversalFMA<D, A, B, C>`: one thread computes `d = a * b + c` for one element.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{MmaAtom, UniversalFMA};
/// type Fma = UniversalFMA<f32, f32, f32, f32>;
/// assert_eq!(<Fma as MmaAtom>::ALayout::default().to_string(), "(_1,_1):(_0,_0)");
/// ```
#[allow(non_camel_case_types)]
pub struct UniversalFMA<D, A = D, B = A, C = D>(PhantomData<(D, A, B, C)>);

crate::arity::zero_sized!(UniversalFMA<D, A, B, C>);
impl<D, A, B, C> core::fmt::Debug for UniversalFMA<D, A, B, C> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("UniversalFMA")
    }
}

impl<D: Numeric, A: Numeric, B: Numeric, C: Numeric> super::MmaInstruction
    for UniversalFMA<D, A, B, C>
{
}

impl<D: Numeric, A: Numeric, B: Numeric, C: Numeric> MmaAtom for UniversalFMA<D, A, B, C> {
    type ValD = D;
    type ValA = A;
    type ValB = B;
    type ValC = C;
    type ShapeMNK = (U1, U1, U1);
    type ThrID = layout!(1:0);
    type ALayout = layout!((1, 1):(0, 0));
    type BLayout = layout!((1, 1):(0, 0));
    type CLayout = layout!((1, 1):(0, 0));
    type FragmentA = super::Registers;
    type FragmentB = super::Registers;
}
