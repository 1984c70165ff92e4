//! SM90 (Hopper) warpgroup MMA, `wgmma.mma_async` (CuTe's GMMA): 128 threads compute a
//! `64 x N x 16` tile of 16-bit inputs, N any multiple of 8 up to 256. A comes from shared
//! memory (`_SS`) or registers (`_RS`), B from shared memory. Layouts as in CuTe's
//! `mma_traits_sm90_gmma.hpp`: an operand in shared memory is read through a descriptor, so
//! every thread "holds" the whole tile (stride 0 over threads).
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{gmma, MmaAtom, SM90_64x128x16_F32F16F16_SS};
//! type Wgmma = SM90_64x128x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>;
//! assert_eq!(
//!     <Wgmma as MmaAtom>::CLayout::default().to_string(),
//!     "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))"
//! );
//! assert_eq!(<Wgmma as MmaAtom>::BLayout::default().to_string(), "(_128,(_128,_16)):(_0,(_1,_128))");
//! ```

use super::{BFloat16, Half, MmaAtom, Numeric};
use crate::Layout;
use core::marker::PhantomData;
use typenum::{Quot, U0, U1, U128, U16, U2, U4, U512, U64, U8};
use typenum::{
    U104, U112, U120, U136, U144, U152, U160, U168, U176, U184, U192, U200, U208, U216, U224, U232,
    U24, U240, U248, U256, U32, U40, U48, U56, U72, U80, U88, U96,
};

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
    }

    /// A in shared memory (`_SS`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct SS;
    /// A in registers (`_RS`).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct RS;

    /// The thread-value layout of A for each source.
    pub trait Source: Copy + Default + 'static {
        /// (thread, value) -> index into the 64 x 16 tile of A.
        type ALayout: crate::StaticLayout;
        /// How a thread holds A of major `Mj` and values `V`.
        type FragmentA<Mj: Major, V: Numeric>: crate::atom::FragmentKind;
    }
    impl Source for SS {
        type ALayout = SmemLayout<U64, U16>;
        type FragmentA<Mj: Major, V: Numeric> = crate::atom::Descriptors<Mj, V>;
    }
    impl Source for RS {
        type FragmentA<Mj: Major, V: Numeric> = crate::atom::Registers;
        type ALayout = Layout<((U4, U8, U4), (U2, U2, U2)), ((U128, U1, U16), (U64, U8, U512))>;
    }

    /// The majors of A each source takes: any from shared memory, K-major from registers.
    #[doc(hidden)]
    pub trait TakesMajorA<A> {}
    impl<A: Major> TakesMajorA<A> for SS {}
    impl<A: RegisterMajor> TakesMajorA<A> for RS {}

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

use gmma::{CLayout64xN, Major, SmemLayout, Source, Values};

/// A `64 x N x 16` warpgroup MMA: `N` a typenum multiple of 8 up to 256, `V` the value types
/// ([`gmma::F32F16F16`], ...), `S` where A comes from ([`gmma::SS`], [`gmma::RS`]), `A`/`B` the
/// majors of the operands in shared memory. CuTe's names are aliases of it
/// (`SM90_64x128x16_F32F16F16_SS<A, B>`).
pub struct Gmma64xNx16<N, V, S, A = gmma::MajorK, B = gmma::MajorK>(PhantomData<(N, V, S, A, B)>);

crate::arity::zero_sized!(Gmma64xNx16<N, V, S, A, B>);
impl<N, V, S, A, B> core::fmt::Debug for Gmma64xNx16<N, V, S, A, B> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Gmma64xNx16")
    }
}

impl<N, V, S, A, B> MmaAtom for Gmma64xNx16<N, V, S, A, B>
where
    N: typenum::Unsigned + core::ops::Div<U8> + 'static,
    Quot<N, U8>: typenum::Unsigned,
    V: Values,
    S: Source,
    A: Major,
    B: Major,
    (U64, N, U16): crate::IntTuple,
    Layout<(U128, (N, U16)), (U0, (U1, N))>: crate::StaticLayout,
    CLayout64xN<N>: crate::StaticLayout,
{
    type ValD = V::D;
    type ValA = V::A;
    type ValB = V::B;
    type ValC = V::C;
    type ShapeMNK = (U64, N, U16);
    type ThrID = Layout<U128, U1>;
    type ALayout = S::ALayout;
    type BLayout = SmemLayout<N, U16>;
    type CLayout = CLayout64xN<N>;
    type FragmentA = S::FragmentA<A, V::A>;
    type FragmentB = super::Descriptors<B, V::B>;
}

impl<N, V, S, A, B> super::MmaInstruction for Gmma64xNx16<N, V, S, A, B>
where
    Self: MmaAtom,
    S: gmma::TakesMajorA<A>,
{
}

/// Declares CuTe's name of each GMMA atom as an alias of [`Gmma64xNx16`].
macro_rules! gmma_aliases {
    ($($name:ident = $n:ty, $v:ident, $s:ident;)*) => {$(
        #[doc = concat!("CuTe's `", stringify!($name), "<tnspA, tnspB>`: a [`Gmma64xNx16`].")]
        #[allow(non_camel_case_types)]
        pub type $name<A = gmma::MajorK, B = gmma::MajorK> = Gmma64xNx16<$n, gmma::$v, gmma::$s, A, B>;
    )*};
}

gmma_aliases! {
    SM90_64x8x16_F16F16F16_SS = U8, F16F16F16, SS;
    SM90_64x16x16_F16F16F16_SS = U16, F16F16F16, SS;
    SM90_64x24x16_F16F16F16_SS = U24, F16F16F16, SS;
    SM90_64x32x16_F16F16F16_SS = U32, F16F16F16, SS;
    SM90_64x40x16_F16F16F16_SS = U40, F16F16F16, SS;
    SM90_64x48x16_F16F16F16_SS = U48, F16F16F16, SS;
    SM90_64x56x16_F16F16F16_SS = U56, F16F16F16, SS;
    SM90_64x64x16_F16F16F16_SS = U64, F16F16F16, SS;
    SM90_64x72x16_F16F16F16_SS = U72, F16F16F16, SS;
    SM90_64x80x16_F16F16F16_SS = U80, F16F16F16, SS;
    SM90_64x88x16_F16F16F16_SS = U88, F16F16F16, SS;
    SM90_64x96x16_F16F16F16_SS = U96, F16F16F16, SS;
    SM90_64x104x16_F16F16F16_SS = U104, F16F16F16, SS;
    SM90_64x112x16_F16F16F16_SS = U112, F16F16F16, SS;
    SM90_64x120x16_F16F16F16_SS = U120, F16F16F16, SS;
    SM90_64x128x16_F16F16F16_SS = U128, F16F16F16, SS;
    SM90_64x136x16_F16F16F16_SS = U136, F16F16F16, SS;
    SM90_64x144x16_F16F16F16_SS = U144, F16F16F16, SS;
    SM90_64x152x16_F16F16F16_SS = U152, F16F16F16, SS;
    SM90_64x160x16_F16F16F16_SS = U160, F16F16F16, SS;
    SM90_64x168x16_F16F16F16_SS = U168, F16F16F16, SS;
    SM90_64x176x16_F16F16F16_SS = U176, F16F16F16, SS;
    SM90_64x184x16_F16F16F16_SS = U184, F16F16F16, SS;
    SM90_64x192x16_F16F16F16_SS = U192, F16F16F16, SS;
    SM90_64x200x16_F16F16F16_SS = U200, F16F16F16, SS;
    SM90_64x208x16_F16F16F16_SS = U208, F16F16F16, SS;
    SM90_64x216x16_F16F16F16_SS = U216, F16F16F16, SS;
    SM90_64x224x16_F16F16F16_SS = U224, F16F16F16, SS;
    SM90_64x232x16_F16F16F16_SS = U232, F16F16F16, SS;
    SM90_64x240x16_F16F16F16_SS = U240, F16F16F16, SS;
    SM90_64x248x16_F16F16F16_SS = U248, F16F16F16, SS;
    SM90_64x256x16_F16F16F16_SS = U256, F16F16F16, SS;
    SM90_64x8x16_F16F16F16_RS = U8, F16F16F16, RS;
    SM90_64x16x16_F16F16F16_RS = U16, F16F16F16, RS;
    SM90_64x24x16_F16F16F16_RS = U24, F16F16F16, RS;
    SM90_64x32x16_F16F16F16_RS = U32, F16F16F16, RS;
    SM90_64x40x16_F16F16F16_RS = U40, F16F16F16, RS;
    SM90_64x48x16_F16F16F16_RS = U48, F16F16F16, RS;
    SM90_64x56x16_F16F16F16_RS = U56, F16F16F16, RS;
    SM90_64x64x16_F16F16F16_RS = U64, F16F16F16, RS;
    SM90_64x72x16_F16F16F16_RS = U72, F16F16F16, RS;
    SM90_64x80x16_F16F16F16_RS = U80, F16F16F16, RS;
    SM90_64x88x16_F16F16F16_RS = U88, F16F16F16, RS;
    SM90_64x96x16_F16F16F16_RS = U96, F16F16F16, RS;
    SM90_64x104x16_F16F16F16_RS = U104, F16F16F16, RS;
    SM90_64x112x16_F16F16F16_RS = U112, F16F16F16, RS;
    SM90_64x120x16_F16F16F16_RS = U120, F16F16F16, RS;
    SM90_64x128x16_F16F16F16_RS = U128, F16F16F16, RS;
    SM90_64x136x16_F16F16F16_RS = U136, F16F16F16, RS;
    SM90_64x144x16_F16F16F16_RS = U144, F16F16F16, RS;
    SM90_64x152x16_F16F16F16_RS = U152, F16F16F16, RS;
    SM90_64x160x16_F16F16F16_RS = U160, F16F16F16, RS;
    SM90_64x168x16_F16F16F16_RS = U168, F16F16F16, RS;
    SM90_64x176x16_F16F16F16_RS = U176, F16F16F16, RS;
    SM90_64x184x16_F16F16F16_RS = U184, F16F16F16, RS;
    SM90_64x192x16_F16F16F16_RS = U192, F16F16F16, RS;
    SM90_64x200x16_F16F16F16_RS = U200, F16F16F16, RS;
    SM90_64x208x16_F16F16F16_RS = U208, F16F16F16, RS;
    SM90_64x216x16_F16F16F16_RS = U216, F16F16F16, RS;
    SM90_64x224x16_F16F16F16_RS = U224, F16F16F16, RS;
    SM90_64x232x16_F16F16F16_RS = U232, F16F16F16, RS;
    SM90_64x240x16_F16F16F16_RS = U240, F16F16F16, RS;
    SM90_64x248x16_F16F16F16_RS = U248, F16F16F16, RS;
    SM90_64x256x16_F16F16F16_RS = U256, F16F16F16, RS;
    SM90_64x8x16_F32F16F16_SS = U8, F32F16F16, SS;
    SM90_64x16x16_F32F16F16_SS = U16, F32F16F16, SS;
    SM90_64x24x16_F32F16F16_SS = U24, F32F16F16, SS;
    SM90_64x32x16_F32F16F16_SS = U32, F32F16F16, SS;
    SM90_64x40x16_F32F16F16_SS = U40, F32F16F16, SS;
    SM90_64x48x16_F32F16F16_SS = U48, F32F16F16, SS;
    SM90_64x56x16_F32F16F16_SS = U56, F32F16F16, SS;
    SM90_64x64x16_F32F16F16_SS = U64, F32F16F16, SS;
    SM90_64x72x16_F32F16F16_SS = U72, F32F16F16, SS;
    SM90_64x80x16_F32F16F16_SS = U80, F32F16F16, SS;
    SM90_64x88x16_F32F16F16_SS = U88, F32F16F16, SS;
    SM90_64x96x16_F32F16F16_SS = U96, F32F16F16, SS;
    SM90_64x104x16_F32F16F16_SS = U104, F32F16F16, SS;
    SM90_64x112x16_F32F16F16_SS = U112, F32F16F16, SS;
    SM90_64x120x16_F32F16F16_SS = U120, F32F16F16, SS;
    SM90_64x128x16_F32F16F16_SS = U128, F32F16F16, SS;
    SM90_64x136x16_F32F16F16_SS = U136, F32F16F16, SS;
    SM90_64x144x16_F32F16F16_SS = U144, F32F16F16, SS;
    SM90_64x152x16_F32F16F16_SS = U152, F32F16F16, SS;
    SM90_64x160x16_F32F16F16_SS = U160, F32F16F16, SS;
    SM90_64x168x16_F32F16F16_SS = U168, F32F16F16, SS;
    SM90_64x176x16_F32F16F16_SS = U176, F32F16F16, SS;
    SM90_64x184x16_F32F16F16_SS = U184, F32F16F16, SS;
    SM90_64x192x16_F32F16F16_SS = U192, F32F16F16, SS;
    SM90_64x200x16_F32F16F16_SS = U200, F32F16F16, SS;
    SM90_64x208x16_F32F16F16_SS = U208, F32F16F16, SS;
    SM90_64x216x16_F32F16F16_SS = U216, F32F16F16, SS;
    SM90_64x224x16_F32F16F16_SS = U224, F32F16F16, SS;
    SM90_64x232x16_F32F16F16_SS = U232, F32F16F16, SS;
    SM90_64x240x16_F32F16F16_SS = U240, F32F16F16, SS;
    SM90_64x248x16_F32F16F16_SS = U248, F32F16F16, SS;
    SM90_64x256x16_F32F16F16_SS = U256, F32F16F16, SS;
    SM90_64x8x16_F32F16F16_RS = U8, F32F16F16, RS;
    SM90_64x16x16_F32F16F16_RS = U16, F32F16F16, RS;
    SM90_64x24x16_F32F16F16_RS = U24, F32F16F16, RS;
    SM90_64x32x16_F32F16F16_RS = U32, F32F16F16, RS;
    SM90_64x40x16_F32F16F16_RS = U40, F32F16F16, RS;
    SM90_64x48x16_F32F16F16_RS = U48, F32F16F16, RS;
    SM90_64x56x16_F32F16F16_RS = U56, F32F16F16, RS;
    SM90_64x64x16_F32F16F16_RS = U64, F32F16F16, RS;
    SM90_64x72x16_F32F16F16_RS = U72, F32F16F16, RS;
    SM90_64x80x16_F32F16F16_RS = U80, F32F16F16, RS;
    SM90_64x88x16_F32F16F16_RS = U88, F32F16F16, RS;
    SM90_64x96x16_F32F16F16_RS = U96, F32F16F16, RS;
    SM90_64x104x16_F32F16F16_RS = U104, F32F16F16, RS;
    SM90_64x112x16_F32F16F16_RS = U112, F32F16F16, RS;
    SM90_64x120x16_F32F16F16_RS = U120, F32F16F16, RS;
    SM90_64x128x16_F32F16F16_RS = U128, F32F16F16, RS;
    SM90_64x136x16_F32F16F16_RS = U136, F32F16F16, RS;
    SM90_64x144x16_F32F16F16_RS = U144, F32F16F16, RS;
    SM90_64x152x16_F32F16F16_RS = U152, F32F16F16, RS;
    SM90_64x160x16_F32F16F16_RS = U160, F32F16F16, RS;
    SM90_64x168x16_F32F16F16_RS = U168, F32F16F16, RS;
    SM90_64x176x16_F32F16F16_RS = U176, F32F16F16, RS;
    SM90_64x184x16_F32F16F16_RS = U184, F32F16F16, RS;
    SM90_64x192x16_F32F16F16_RS = U192, F32F16F16, RS;
    SM90_64x200x16_F32F16F16_RS = U200, F32F16F16, RS;
    SM90_64x208x16_F32F16F16_RS = U208, F32F16F16, RS;
    SM90_64x216x16_F32F16F16_RS = U216, F32F16F16, RS;
    SM90_64x224x16_F32F16F16_RS = U224, F32F16F16, RS;
    SM90_64x232x16_F32F16F16_RS = U232, F32F16F16, RS;
    SM90_64x240x16_F32F16F16_RS = U240, F32F16F16, RS;
    SM90_64x248x16_F32F16F16_RS = U248, F32F16F16, RS;
    SM90_64x256x16_F32F16F16_RS = U256, F32F16F16, RS;
    SM90_64x8x16_F32BF16BF16_SS = U8, F32BF16BF16, SS;
    SM90_64x16x16_F32BF16BF16_SS = U16, F32BF16BF16, SS;
    SM90_64x24x16_F32BF16BF16_SS = U24, F32BF16BF16, SS;
    SM90_64x32x16_F32BF16BF16_SS = U32, F32BF16BF16, SS;
    SM90_64x40x16_F32BF16BF16_SS = U40, F32BF16BF16, SS;
    SM90_64x48x16_F32BF16BF16_SS = U48, F32BF16BF16, SS;
    SM90_64x56x16_F32BF16BF16_SS = U56, F32BF16BF16, SS;
    SM90_64x64x16_F32BF16BF16_SS = U64, F32BF16BF16, SS;
    SM90_64x72x16_F32BF16BF16_SS = U72, F32BF16BF16, SS;
    SM90_64x80x16_F32BF16BF16_SS = U80, F32BF16BF16, SS;
    SM90_64x88x16_F32BF16BF16_SS = U88, F32BF16BF16, SS;
    SM90_64x96x16_F32BF16BF16_SS = U96, F32BF16BF16, SS;
    SM90_64x104x16_F32BF16BF16_SS = U104, F32BF16BF16, SS;
    SM90_64x112x16_F32BF16BF16_SS = U112, F32BF16BF16, SS;
    SM90_64x120x16_F32BF16BF16_SS = U120, F32BF16BF16, SS;
    SM90_64x128x16_F32BF16BF16_SS = U128, F32BF16BF16, SS;
    SM90_64x136x16_F32BF16BF16_SS = U136, F32BF16BF16, SS;
    SM90_64x144x16_F32BF16BF16_SS = U144, F32BF16BF16, SS;
    SM90_64x152x16_F32BF16BF16_SS = U152, F32BF16BF16, SS;
    SM90_64x160x16_F32BF16BF16_SS = U160, F32BF16BF16, SS;
    SM90_64x168x16_F32BF16BF16_SS = U168, F32BF16BF16, SS;
    SM90_64x176x16_F32BF16BF16_SS = U176, F32BF16BF16, SS;
    SM90_64x184x16_F32BF16BF16_SS = U184, F32BF16BF16, SS;
    SM90_64x192x16_F32BF16BF16_SS = U192, F32BF16BF16, SS;
    SM90_64x200x16_F32BF16BF16_SS = U200, F32BF16BF16, SS;
    SM90_64x208x16_F32BF16BF16_SS = U208, F32BF16BF16, SS;
    SM90_64x216x16_F32BF16BF16_SS = U216, F32BF16BF16, SS;
    SM90_64x224x16_F32BF16BF16_SS = U224, F32BF16BF16, SS;
    SM90_64x232x16_F32BF16BF16_SS = U232, F32BF16BF16, SS;
    SM90_64x240x16_F32BF16BF16_SS = U240, F32BF16BF16, SS;
    SM90_64x248x16_F32BF16BF16_SS = U248, F32BF16BF16, SS;
    SM90_64x256x16_F32BF16BF16_SS = U256, F32BF16BF16, SS;
    SM90_64x8x16_F32BF16BF16_RS = U8, F32BF16BF16, RS;
    SM90_64x16x16_F32BF16BF16_RS = U16, F32BF16BF16, RS;
    SM90_64x24x16_F32BF16BF16_RS = U24, F32BF16BF16, RS;
    SM90_64x32x16_F32BF16BF16_RS = U32, F32BF16BF16, RS;
    SM90_64x40x16_F32BF16BF16_RS = U40, F32BF16BF16, RS;
    SM90_64x48x16_F32BF16BF16_RS = U48, F32BF16BF16, RS;
    SM90_64x56x16_F32BF16BF16_RS = U56, F32BF16BF16, RS;
    SM90_64x64x16_F32BF16BF16_RS = U64, F32BF16BF16, RS;
    SM90_64x72x16_F32BF16BF16_RS = U72, F32BF16BF16, RS;
    SM90_64x80x16_F32BF16BF16_RS = U80, F32BF16BF16, RS;
    SM90_64x88x16_F32BF16BF16_RS = U88, F32BF16BF16, RS;
    SM90_64x96x16_F32BF16BF16_RS = U96, F32BF16BF16, RS;
    SM90_64x104x16_F32BF16BF16_RS = U104, F32BF16BF16, RS;
    SM90_64x112x16_F32BF16BF16_RS = U112, F32BF16BF16, RS;
    SM90_64x120x16_F32BF16BF16_RS = U120, F32BF16BF16, RS;
    SM90_64x128x16_F32BF16BF16_RS = U128, F32BF16BF16, RS;
    SM90_64x136x16_F32BF16BF16_RS = U136, F32BF16BF16, RS;
    SM90_64x144x16_F32BF16BF16_RS = U144, F32BF16BF16, RS;
    SM90_64x152x16_F32BF16BF16_RS = U152, F32BF16BF16, RS;
    SM90_64x160x16_F32BF16BF16_RS = U160, F32BF16BF16, RS;
    SM90_64x168x16_F32BF16BF16_RS = U168, F32BF16BF16, RS;
    SM90_64x176x16_F32BF16BF16_RS = U176, F32BF16BF16, RS;
    SM90_64x184x16_F32BF16BF16_RS = U184, F32BF16BF16, RS;
    SM90_64x192x16_F32BF16BF16_RS = U192, F32BF16BF16, RS;
    SM90_64x200x16_F32BF16BF16_RS = U200, F32BF16BF16, RS;
    SM90_64x208x16_F32BF16BF16_RS = U208, F32BF16BF16, RS;
    SM90_64x216x16_F32BF16BF16_RS = U216, F32BF16BF16, RS;
    SM90_64x224x16_F32BF16BF16_RS = U224, F32BF16BF16, RS;
    SM90_64x232x16_F32BF16BF16_RS = U232, F32BF16BF16, RS;
    SM90_64x240x16_F32BF16BF16_RS = U240, F32BF16BF16, RS;
    SM90_64x248x16_F32BF16BF16_RS = U248, F32BF16BF16, RS;
    SM90_64x256x16_F32BF16BF16_RS = U256, F32BF16BF16, RS;
}
