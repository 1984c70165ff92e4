//! SM90 (Hopper) warpgroup MMA, `wgmma.mma_async` (CuTe's GMMA): 128 threads compute a
//! `64 x N x K` tile, `K` 256 bits of the input type (8 tf32, 16 f16 or bf16, 32 int8 or fp8)
//! and N a multiple of 8 up to 256. A comes from shared memory (`_SS`) or registers (`_RS`), B
//! from shared memory. Layouts as in CuTe's `mma_traits_sm90_gmma.hpp`: an operand in shared
//! memory is read through a descriptor, so every thread "holds" the whole tile (stride 0 over
//! threads). One type, [`Gmma64xN`], and CuTe's names of its instances as aliases.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{gmma, MmaAtom, SM90_64x128x16_F32F16F16_SS, SM90_64x24x32_S32S8U8_RS_TN};
//! type Wgmma = SM90_64x128x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>;
//! assert_eq!(
//!     <Wgmma as MmaAtom>::CLayout::default().to_string(),
//!     "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))"
//! );
//! assert_eq!(<Wgmma as MmaAtom>::BLayout::default().to_string(), "(_128,(_128,_16)):(_0,(_1,_128))");
//! // 8-bit integers: K = 32, A from registers in CuTe's `ALayout_64x32`.
//! type Int8 = SM90_64x24x32_S32S8U8_RS_TN;
//! assert_eq!(
//!     <Int8 as MmaAtom>::ALayout::default().to_string(),
//!     "((_4,_8,_4),(_4,_2,_2)):((_256,_1,_16),(_64,_8,_1024))"
//! );
//! ```

use super::{BFloat16, FloatE4M3, FloatE5M2, Half, MmaAtom, Numeric, TFloat32};
use crate::Layout;
use core::marker::PhantomData;
use typenum::{Quot, U0, U1, U1024, U128, U16, U2, U256, U32, U4, U512, U64, U8};

/// The markers of a GMMA atom: operand majors, value types, where A comes from.
pub mod gmma {
    use super::*;
    pub use crate::atom::smem_selector::{SmemSelector, SsSmemSelector};

    /// Which mode of an operand in shared memory is contiguous (CuTe's `GMMA::Major`).
    pub trait Major: Copy + Default + 'static {}
    /// K-major (CuTe's `GMMA::Major::K`): consecutive k are adjacent.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct MajorK;
    /// M- or N-major (CuTe's `GMMA::Major::MN`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct MajorMN;
    impl Major for MajorK {}
    impl Major for MajorMN {}

    /// The value types of a GMMA atom: D, A, B, C.
    pub trait Values: Copy + Default + 'static {
        /// D.
        type D: Numeric;
        /// A.
        type A: Numeric;
        /// B.
        type B: Numeric;
        /// C.
        type C: Numeric;
    }
    macro_rules! values {
        ($($(#[$doc:meta])* $name:ident = $d:ty, $a:ty, $b:ty, $c:ty;)*) => {$(
            $(#[$doc])*
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
            pub struct $name;
            impl Values for $name {
                type D = $d;
                type A = $a;
                type B = $b;
                type C = $c;
            }
        )*};
    }
    values! {
        /// F16 inputs, F16 accumulator.
        F16F16F16 = Half, Half, Half, Half;
        /// F16 inputs, F32 accumulator.
        F32F16F16 = f32, Half, Half, f32;
        /// BF16 inputs, F32 accumulator.
        F32BF16BF16 = f32, BFloat16, BFloat16, f32;
        /// TF32 inputs, F32 accumulator.
        F32TF32TF32 = f32, TFloat32, TFloat32, f32;
        /// Signed 8-bit inputs, 32-bit integer accumulator.
        S32S8S8 = i32, i8, i8, i32;
        /// Signed A, unsigned B, 32-bit integer accumulator.
        S32S8U8 = i32, i8, u8, i32;
        /// Unsigned A, signed B, 32-bit integer accumulator.
        S32U8S8 = i32, u8, i8, i32;
        /// Unsigned 8-bit inputs, 32-bit integer accumulator.
        S32U8U8 = i32, u8, u8, i32;
        /// [`S32S8S8`], the accumulator saturating (CuTe's `_SATURATE`).
        S32S8S8Saturate = i32, i8, i8, i32;
        /// [`S32S8U8`], saturating.
        S32S8U8Saturate = i32, i8, u8, i32;
        /// [`S32U8S8`], saturating.
        S32U8S8Saturate = i32, u8, i8, i32;
        /// [`S32U8U8`], saturating.
        S32U8U8Saturate = i32, u8, u8, i32;
        /// E4M3 inputs, F16 accumulator.
        F16E4M3E4M3 = Half, FloatE4M3, FloatE4M3, Half;
        /// E4M3 A, E5M2 B, F16 accumulator.
        F16E4M3E5M2 = Half, FloatE4M3, FloatE5M2, Half;
        /// E5M2 A, E4M3 B, F16 accumulator.
        F16E5M2E4M3 = Half, FloatE5M2, FloatE4M3, Half;
        /// E5M2 inputs, F16 accumulator.
        F16E5M2E5M2 = Half, FloatE5M2, FloatE5M2, Half;
        /// E4M3 inputs, F32 accumulator.
        F32E4M3E4M3 = f32, FloatE4M3, FloatE4M3, f32;
        /// E4M3 A, E5M2 B, F32 accumulator.
        F32E4M3E5M2 = f32, FloatE4M3, FloatE5M2, f32;
        /// E5M2 A, E4M3 B, F32 accumulator.
        F32E5M2E4M3 = f32, FloatE5M2, FloatE4M3, f32;
        /// E5M2 inputs, F32 accumulator.
        F32E5M2E5M2 = f32, FloatE5M2, FloatE5M2, f32;
    }

    /// The K of a GMMA whose inputs are `Self` bits wide (a typenum: `U32` for tf32, `U16` for
    /// f16/bf16, `U8` for 8-bit integers and fp8), 256 bits of them, and the layouts of A that
    /// K gives. Sealed: implemented for those three widths.
    ///
    /// ```
    /// use cute_layout::atom::gmma::Width;
    /// use cute_layout::typenum::{Unsigned, U32, U8};
    /// assert_eq!((<U32 as Width>::K::USIZE, <U8 as Width>::K::USIZE), (8, 32));
    /// ```
    pub trait Width: width_seal::Sealed {
        /// K.
        type K: typenum::Unsigned;
        /// A in shared memory, `64 x K` (CuTe's `GMMA::ABLayout<64, K>`).
        type SmemA: crate::StaticLayout;
        /// A in registers (CuTe's `GMMA::ALayout_64xK`).
        type RegisterA: crate::StaticLayout;
    }
    mod width_seal {
        pub trait Sealed {}
        impl Sealed for typenum::U32 {}
        impl Sealed for typenum::U16 {}
        impl Sealed for typenum::U8 {}
    }
    impl Width for U32 {
        type K = U8;
        type SmemA = SmemLayout<U64, U8>;
        type RegisterA = Layout<((U4, U8, U4), (U2, U2)), ((U64, U1, U16), (U8, U256))>;
    }
    impl Width for U16 {
        type K = U16;
        type SmemA = SmemLayout<U64, U16>;
        type RegisterA = Layout<((U4, U8, U4), (U2, U2, U2)), ((U128, U1, U16), (U64, U8, U512))>;
    }
    impl Width for U8 {
        type K = U32;
        type SmemA = SmemLayout<U64, U32>;
        type RegisterA = Layout<((U4, U8, U4), (U4, U2, U2)), ((U256, U1, U16), (U64, U8, U1024))>;
    }

    /// A in shared memory (`_SS`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct SS;
    /// A in registers (`_RS`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct RS;

    /// The thread-value layout of A for each source.
    pub trait Source: Copy + Default + 'static {
        /// (thread, value) -> index into the `64 x K` tile of A, for inputs of width `W`.
        type ALayout<W: Width>: crate::StaticLayout;
        /// How a thread holds A of major `Mj` and values `V`.
        type FragmentA<Mj: Major, V: Numeric>: crate::atom::FragmentKind;
    }
    impl Source for SS {
        type ALayout<W: Width> = W::SmemA;
        type FragmentA<Mj: Major, V: Numeric> = crate::atom::Descriptors<Mj, V>;
    }
    impl Source for RS {
        type FragmentA<Mj: Major, V: Numeric> = crate::atom::Registers;
        type ALayout<W: Width> = W::RegisterA;
    }

    /// The major of A in registers (`_RS`): K only, as CuTe's `static_assert`.
    #[diagnostic::on_unimplemented(
        message = "SM90 GMMA `_RS`: A comes from registers and must be K-major (`gmma::MajorK`), not `{Self}`",
        label = "CuTe's static_assert: Register source operand A must have K major layout",
        note = "an MN-major A is read from shared memory: the `_SS` atom of the same shape"
    )]
    pub trait RegisterMajor: Major {}
    impl RegisterMajor for MajorK {}

    /// An operand tile `M x K` read from shared memory by all 128 threads (CuTe's
    /// `GMMA::ABLayout<M, K>`).
    pub type SmemLayout<M, K> = Layout<(U128, (M, K)), (U0, (U1, M))>;

    /// A GMMA shared-memory layout atom: `8` rows of `W` bits, K-major (`(8, W/b):(W/b, 1)` for
    /// `b`-bit values) or MN-major (`(W/b, 8):(1, W/b)`), the bytes swizzled by `Sw<B,4,3>`.
    macro_rules! layout_atoms {
        (@inner K, $w:ty) => {
            Layout<(U8, Quot<$w, <T as Numeric>::Bits>), (Quot<$w, <T as Numeric>::Bits>, U1)>
        };
        (@inner MN, $w:ty) => {
            Layout<(Quot<$w, <T as Numeric>::Bits>, U8), (U1, Quot<$w, <T as Numeric>::Bits>)>
        };
        ($($(#[$doc:meta])* $name:ident = $b:ty, $w:ty, $major:ident;)*) => {$(
            $(#[$doc])*
            #[allow(non_camel_case_types)] // CuTe's names
            pub type $name<T> = crate::swizzle::ComposedLayout<
                crate::swizzle::Swizzle<$b, U4, typenum::U3>,
                crate::swizzle::SmemPtrFlag<<T as Numeric>::Bits>,
                layout_atoms!(@inner $major, $w),
            >;
        )*};
    }
    layout_atoms! {
        /// CuTe's `GMMA::Layout_K_INTER_Atom<T>`: 8 K-major rows of 16 bytes, unswizzled
        /// (`Sw<0,4,3> o smem_ptr[16b](unset) o (_8,_8):(_8,_1)` for halves). Tile it to an
        /// operand's shape with [`tile_to_shape`](crate::swizzle::TileToShapeOp).
        Layout_K_INTER_Atom = U0, U128, K;
        /// CuTe's `GMMA::Layout_K_SW32_Atom<T>`: 8 K-major rows of 32 bytes, `Sw<1,4,3>` over
        /// bytes.
        Layout_K_SW32_Atom = U1, U256, K;
        /// CuTe's `GMMA::Layout_K_SW64_Atom<T>`: 8 K-major rows of 64 bytes, `Sw<2,4,3>`.
        Layout_K_SW64_Atom = U2, U512, K;
        /// CuTe's `GMMA::Layout_K_SW128_Atom<T>`: 8 K-major rows of 128 bytes, `Sw<3,4,3>`
        /// (`Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)` for halves).
        Layout_K_SW128_Atom = typenum::U3, typenum::U1024, K;
        /// CuTe's `GMMA::Layout_MN_INTER_Atom<T>`: 8 MN-major columns of 16 bytes, unswizzled.
        Layout_MN_INTER_Atom = U0, U128, MN;
        /// CuTe's `GMMA::Layout_MN_SW32_Atom<T>`: 8 MN-major columns of 32 bytes, `Sw<1,4,3>`.
        Layout_MN_SW32_Atom = U1, U256, MN;
        /// CuTe's `GMMA::Layout_MN_SW64_Atom<T>`: 8 MN-major columns of 64 bytes, `Sw<2,4,3>`.
        Layout_MN_SW64_Atom = U2, U512, MN;
        /// CuTe's `GMMA::Layout_MN_SW128_Atom<T>`: 8 MN-major columns of 128 bytes,
        /// `Sw<3,4,3>` (`Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)` for halves).
        Layout_MN_SW128_Atom = typenum::U3, typenum::U1024, MN;
    }

    /// The accumulator of a `64 x N` tile (CuTe's `GMMA::CLayout_64xN`).
    pub type CLayout64xN<N> =
        Layout<((U4, U8, U4), (U2, U2, Quot<N, U8>)), ((U128, U1, U16), (U64, U8, U512))>;
}

use gmma::{CLayout64xN, Major, Source, Values, Width};

/// The K of a GMMA of value types `V`: 256 bits of its inputs.
type KOf<V> = <<<V as Values>::A as Numeric>::Bits as Width>::K;

/// A `64 x N x K` warpgroup MMA: `N` a typenum multiple of 8 up to 256, `V` the value types
/// ([`gmma::F32F16F16`], ...; K is 256 bits of its inputs), `S` where A comes from
/// ([`gmma::SS`], [`gmma::RS`]), `A`/`B` the majors of the operands in shared memory. CuTe's
/// names are aliases of it (`SM90_64x128x16_F32F16F16_SS<A, B>`, `SM90_64x64x8_F32TF32TF32_SS_TN`).
pub struct Gmma64xN<N, V, S, A = gmma::MajorK, B = gmma::MajorK>(PhantomData<(N, V, S, A, B)>);

crate::arity::zero_sized!(Gmma64xN<N, V, S, A, B>);
impl<N, V, S, A, B> core::fmt::Debug for Gmma64xN<N, V, S, A, B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Gmma64xN")
    }
}

impl<N, V, S, A, B> MmaAtom for Gmma64xN<N, V, S, A, B>
where
    N: typenum::Unsigned + core::ops::Div<U8> + 'static,
    Quot<N, U8>: typenum::Unsigned,
    V: Values,
    <V::A as Numeric>::Bits: Width,
    S: Source,
    A: Major,
    B: Major,
    (U64, N, KOf<V>): crate::IntTuple,
    Layout<(U128, (N, KOf<V>)), (U0, (U1, N))>: crate::StaticLayout,
    CLayout64xN<N>: crate::StaticLayout,
{
    type ValD = V::D;
    type ValA = V::A;
    type ValB = V::B;
    type ValC = V::C;
    type ShapeMNK = (U64, N, KOf<V>);
    type ThrID = Layout<U128, U1>;
    type ALayout = S::ALayout<<V::A as Numeric>::Bits>;
    type BLayout = gmma::SmemLayout<N, KOf<V>>;
    type CLayout = CLayout64xN<N>;
    type FragmentA = S::FragmentA<A, V::A>;
    type FragmentB = super::Descriptors<B, V::B>;
}

// A from shared memory takes either major; A from registers is K-major (CuTe's assert).
impl<N, V, A, B> super::MmaInstruction for Gmma64xN<N, V, gmma::SS, A, B> where Self: MmaAtom {}
impl<N, V, A, B> super::MmaInstruction for Gmma64xN<N, V, gmma::RS, A, B>
where
    Self: MmaAtom,
    A: gmma::RegisterMajor,
{
}

// CuTe's names: the 16-bit families take the operands' majors; the others are K-major (`_TN`).
cute_layout_macros::gmma_atoms! {
    F16F16F16 => F16F16F16, 16, "", all;
    F32F16F16 => F32F16F16, 16, "", all;
    F32BF16BF16 => F32BF16BF16, 16, "", all;
    F32TF32TF32 => F32TF32TF32, 8, "_TN", all;
    S32S8S8 => S32S8S8, 32, "_TN", int8;
    S32S8U8 => S32S8U8, 32, "_TN", int8;
    S32U8S8 => S32U8S8, 32, "_TN", int8;
    S32U8U8 => S32U8U8, 32, "_TN", int8;
    S32S8S8 => S32S8S8Saturate, 32, "_TN_SATURATE", int8;
    S32S8U8 => S32S8U8Saturate, 32, "_TN_SATURATE", int8;
    S32U8S8 => S32U8S8Saturate, 32, "_TN_SATURATE", int8;
    S32U8U8 => S32U8U8Saturate, 32, "_TN_SATURATE", int8;
    F16E4M3E4M3 => F16E4M3E4M3, 32, "_TN", all;
    F16E4M3E5M2 => F16E4M3E5M2, 32, "_TN", all;
    F16E5M2E4M3 => F16E5M2E4M3, 32, "_TN", all;
    F16E5M2E5M2 => F16E5M2E5M2, 32, "_TN", all;
    F32E4M3E4M3 => F32E4M3E4M3, 32, "_TN", all;
    F32E4M3E5M2 => F32E4M3E5M2, 32, "_TN", all;
    F32E5M2E4M3 => F32E5M2E4M3, 32, "_TN", all;
    F32E5M2E5M2 => F32E5M2E5M2, 32, "_TN", all;
}
