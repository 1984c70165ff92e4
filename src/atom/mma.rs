//! The MMA atoms of SM70 (Volta's quad-pair `mma.sync`), SM75 (Turing) and SM80 (Ampere), and
//! CuTe's `UniversalFMA`: one thread, one multiply-add. Layouts as in CuTe's
//! `mma_traits_sm70.hpp`, `mma_traits_sm75.hpp`, `mma_traits_sm80.hpp` and `mma_traits.hpp`.

use super::{BFloat16, Half, MmaAtom, Numeric, TFloat32};
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

use typenum::{U1, U16, U32, U4, U8};

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
        a layout!(((4, 8), (4, 2, 2)):((64, 1), (16, 8, 256))),
        b layout!(((4, 8), (4, 2)):((32, 1), (8, 128))), c Sm80Row16x8;
}

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
