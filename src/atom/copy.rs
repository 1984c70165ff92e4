//! The copy atoms: CuTe's `UniversalCopy` (one thread, one value of any width), its
//! auto-vectorizing copies (`DefaultCopy`, `AutoVectorizingCopy`), SM50's warp shuffles,
//! SM75's `ldmatrix` (`LDSM`) and `movmatrix` (`MOVM`), SM80's `cp.async` and SM90's
//! `stmatrix` (`STSM`). Layouts count bits, as in CuTe's `copy_traits.hpp`,
//! `copy_traits_sm50.hpp`, `copy_traits_sm75.hpp`, `copy_traits_sm80.hpp` and
//! `copy_traits_sm90.hpp`.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{CopyAtom, SM75_U32x4_LDSM_N, UniversalCopy};
//! assert_eq!(<SM75_U32x4_LDSM_N as CopyAtom>::SrcLayout::default().to_string(), "(_32,_128):(_128,_1)");
//! assert_eq!(<UniversalCopy<u128> as CopyAtom>::SrcLayout::default().to_string(), "(_1,_128):(_0,_1)");
//! ```

use super::{CopyAtom, Numeric};
use crate::{layout, Layout};
use core::marker::PhantomData;
use core::ops::BitOr;
use typenum::{Eq, IsEqual, Or, U0, U1, U128, U16, U32, U64, U8};

/// One thread's bits: `(1, bits):(0, 1)`.
type OneThread<T> = Layout<(U1, <T as Numeric>::Bits), (U0, U1)>;

/// A copy operation that an instruction can carry out: what CuTe's operation structs assert
/// when a `Copy_Atom` instantiates them (the widths of `cp.async`); every other copy atom is
/// one. A [`Copy_Atom`](super::Copy_Atom) needs it, while the traits alone ([`CopyAtom`], the
/// layouts CuTe's `Copy_Traits` print) do not.
#[diagnostic::on_unimplemented(
    message = "Copy_Atom: `{Self}` is not a copy operation an instruction carries out",
    note = "a cp.async atom copies 4, 8 or 16 bytes (`.ca`) or 16 (`.cg`), source and destination of one width"
)]
pub trait CopyInstruction: CopyAtom {}

/// Declares a copy atom generic over its source and destination value types (`S`, `D = S`),
/// one thread moving one value: CuTe's `UniversalCopy` and the `cp.async` family. A `cp.async`
/// atom names the rule on its widths (`widths`), which CuTe's `static_assert`s state in the
/// operation itself: its traits (the layouts, [`CopyAtom`]) exist for any width, and a
/// [`Copy_Atom`](super::Copy_Atom) of it checks the widths ([`CopyInstruction`]).
macro_rules! one_thread_copies {
    ($($(#[$doc:meta])* $name:ident $(widths $rule:ident)?;)*) => {$(
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        pub struct $name<S, D = S>(PhantomData<(S, D)>);

        crate::arity::zero_sized!($name<S, D>);
        impl<S, D> core::fmt::Debug for $name<S, D> {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(stringify!($name))
            }
        }

        impl<S: Numeric, D: Numeric> CopyAtom for $name<S, D>
        where
            OneThread<S>: crate::StaticLayout,
            OneThread<D>: crate::StaticLayout,
        {
            type ThrID = layout!(1:0);
            type SrcLayout = OneThread<S>;
            type DstLayout = OneThread<D>;
            type RefLayout = OneThread<S>;
        }

        impl<S: Numeric, D: Numeric> CopyInstruction for $name<S, D>
        where
            Self: CopyAtom,
            $((S, D): widths::$rule,)?
        {
        }
    )*};
}

one_thread_copies! {
    /// CuTe's `UniversalCopy<S, D>`: one thread copies one `S` (e.g. `u128`: 16 bytes) as a `D`.
    UniversalCopy;
    /// SM80 `cp.async.ca`: global to shared memory, cached in L1 (4, 8 or 16 bytes; `S` and `D`
    /// of one width, else a compile error, as in CuTe).
    SM80_CP_ASYNC_CACHEALWAYS widths CacheAlways;
    /// SM80 `cp.async.cg`: global to shared memory, cached in L2 only (16 bytes).
    SM80_CP_ASYNC_CACHEGLOBAL widths CacheGlobal;
    /// SM80 `cp.async.ca` with a predicate: a false predicate writes zeros (4, 8 or 16 bytes).
    SM80_CP_ASYNC_CACHEALWAYS_ZFILL widths CacheAlways;
    /// SM80 `cp.async.cg` with a predicate: a false predicate writes zeros (16 bytes).
    SM80_CP_ASYNC_CACHEGLOBAL_ZFILL widths CacheGlobal;
}

/// CuTe's `static_assert`s on the widths of a `cp.async` atom's values: the source and the
/// destination of one width, 4, 8 or 16 bytes for `cp.async.ca`, 16 for `cp.async.cg`.
mod widths {
    use super::Numeric;
    use core::ops::BitOr;
    use typenum::{Eq, IsEqual, Or, U128, U32, U64};

    crate::decimal::decimal_check! {
        /// The source and destination values have one width.
        #[diagnostic::on_unimplemented(
            message = "cp.async: the source value has {S} bits and the destination value {D}; cp.async copies values of one width",
            label = "CuTe's static_assert: sizeof(src_value_type) == sizeof(dst_value_type)",
            note = "Num<N> is the number N"
        )]
        SameWidth / SameWidthFails<S, D>;
        /// `cp.async.ca` copies 4, 8 or 16 bytes.
        #[diagnostic::on_unimplemented(
            message = "SM80_CP_ASYNC_CACHEALWAYS: a value of {Bits} bits; cp.async.ca copies 32, 64 or 128 bits (4, 8 or 16 bytes)",
            label = "CuTe's static_assert: cp.async sizeof(TS) is not supported",
            note = "Num<N> is the number N"
        )]
        CaWidth / CaWidthFails<Bits>;
        /// `cp.async.cg` copies 16 bytes.
        #[diagnostic::on_unimplemented(
            message = "SM80_CP_ASYNC_CACHEGLOBAL: a value of {Bits} bits; cp.async.cg copies 128 bits (16 bytes)",
            label = "CuTe's static_assert: cp.async sizeof(TS) is not supported; SM80_CP_ASYNC_CACHEALWAYS copies 4 or 8 bytes",
            note = "Num<N> is the number N"
        )]
        CgWidth / CgWidthFails<Bits>;
    }

    type Bits<T> = <T as Numeric>::Bits;

    /// The widths `cp.async.ca` takes (with or without `ZFILL`).
    pub trait CacheAlways {}
    impl<S: Numeric, D: Numeric> CacheAlways for (S, D)
    where
        Bits<S>: IsEqual<Bits<D>> + IsEqual<U32> + IsEqual<U64> + IsEqual<U128>,
        Eq<Bits<S>, Bits<D>>: SameWidth<Bits<S>, Bits<D>>,
        Eq<Bits<S>, U32>: BitOr<Eq<Bits<S>, U64>>,
        Or<Eq<Bits<S>, U32>, Eq<Bits<S>, U64>>: BitOr<Eq<Bits<S>, U128>>,
        Or<Or<Eq<Bits<S>, U32>, Eq<Bits<S>, U64>>, Eq<Bits<S>, U128>>: CaWidth<Bits<S>>,
    {
    }

    /// The width `cp.async.cg` takes (with or without `ZFILL`).
    pub trait CacheGlobal {}
    impl<S: Numeric, D: Numeric> CacheGlobal for (S, D)
    where
        Bits<S>: IsEqual<Bits<D>> + IsEqual<U128>,
        Eq<Bits<S>, Bits<D>>: SameWidth<Bits<S>, Bits<D>>,
        Eq<Bits<S>, U128>: CgWidth<Bits<S>>,
    {
    }
}

/// CuTe's `AutoVectorizingCopyWithAssumedAlignment<MaxVecBits>`: a one-thread copy of one value
/// whose width is left to the copy algorithm, which may move up to `Bits` (8, 16, 32, 64 or 128)
/// bits at once. Its layouts are `(_1,_1):(_0,_0)` in any value type, as in CuTe's traits.
///
/// ```
/// use cute_layout::atom::{AutoVectorizingCopyWithAssumedAlignment, Copy_Atom, DefaultCopy};
/// use cute_layout::typenum::U64;
/// let atom = Copy_Atom::<AutoVectorizingCopyWithAssumedAlignment<U64>, f64>::default();
/// assert_eq!(atom.to_string().lines().nth(2), Some("  ValLayoutSrc: (_1,_1):(_0,_0)"));
/// let _default = Copy_Atom::<DefaultCopy, f32>::default();
/// ```
pub struct AutoVectorizingCopyWithAssumedAlignment<Bits = typenum::U128>(PhantomData<Bits>);

crate::arity::zero_sized!(AutoVectorizingCopyWithAssumedAlignment<Bits>);
impl<Bits> core::fmt::Debug for AutoVectorizingCopyWithAssumedAlignment<Bits> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("AutoVectorizingCopyWithAssumedAlignment")
    }
}

/// CuTe's `AutoVectorizingCopy`: assumes pointers and run-time strides aligned to 128 bits.
pub type AutoVectorizingCopy = AutoVectorizingCopyWithAssumedAlignment<typenum::U128>;

/// CuTe's `DefaultCopy`: assumes no alignment beyond one byte.
pub type DefaultCopy = AutoVectorizingCopyWithAssumedAlignment<typenum::U8>;

/// CuTe's check of an auto-vectorizing copy's width, in a module of its own so that the glob
/// re-export of this file leaves it out.
mod alignment {
    crate::decimal::decimal_check! {
        /// CuTe's `static_assert` on `MaxVecBits`: 8, 16, 32, 64 or 128.
        #[diagnostic::on_unimplemented(
            message = "AutoVectorizingCopyWithAssumedAlignment: the assumed alignment is {Bits} bits; it must be 8, 16, 32, 64 or 128",
            label = "CuTe's static_assert: MaxVecBits == 8 || MaxVecBits == 16 || MaxVecBits == 32 || MaxVecBits == 64 || MaxVecBits == 128",
            note = "Num<N> is the number N"
        )]
        AssumedAlignment / AssumedAlignmentFails<Bits>
    }
}
use alignment::AssumedAlignment;

/// `B1` when `N` is one of the widths CuTe allows an auto-vectorizing copy to assume.
type IsVectorWidth<N> = Or<Or<Or<Or<Eq<N, U8>, Eq<N, U16>>, Eq<N, U32>>, Eq<N, U64>>, Eq<N, U128>>;

#[doc(hidden)] // machinery bounds; the widths are in the type's docs
impl<Bits> CopyAtom for AutoVectorizingCopyWithAssumedAlignment<Bits>
where
    Bits: IsEqual<U8> + IsEqual<U16> + IsEqual<U32> + IsEqual<U64> + IsEqual<U128> + 'static,
    Eq<Bits, U8>: BitOr<Eq<Bits, U16>>,
    Or<Eq<Bits, U8>, Eq<Bits, U16>>: BitOr<Eq<Bits, U32>>,
    Or<Or<Eq<Bits, U8>, Eq<Bits, U16>>, Eq<Bits, U32>>: BitOr<Eq<Bits, U64>>,
    Or<Or<Or<Eq<Bits, U8>, Eq<Bits, U16>>, Eq<Bits, U32>>, Eq<Bits, U64>>: BitOr<Eq<Bits, U128>>,
    IsVectorWidth<Bits>: AssumedAlignment<Bits>,
{
    type ThrID = layout!(1:0);
    type SrcLayout = layout!((1, 1):(0, 0));
    type DstLayout = layout!((1, 1):(0, 0));
    type RefLayout = layout!((1, 1):(0, 0));
}

impl<Bits> CopyInstruction for AutoVectorizingCopyWithAssumedAlignment<Bits> where Self: CopyAtom {}

/// Declares a warp-wide copy atom with fixed layouts (in bits).
macro_rules! warp_copies {
    ($($(#[$doc:meta])* $name:ident: src $src:ty, dst $dst:ty, ref $r:ty, lanes $lanes:expr;)*) => {$(
        $(#[$doc])*
        #[allow(non_camel_case_types)]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $name;

        impl CopyAtom for $name {
            type ThrID = layout!(32:1);
            type SrcLayout = $src;
            type DstLayout = $dst;
            type RefLayout = $r;
            const ADDRESS_LANES: u32 = $lanes;
        }

        impl CopyInstruction for $name {}
    )*};
}

// `ldmatrix`: each thread names a 128-bit row of shared memory (the rows of 8, 16 or all 32
// threads are read), and each thread receives 32-bit pieces of the 8x8 matrices.
type LdsmSrc1 = layout!(((8, 4), 128):((128, 0), 1));
type LdsmSrc2 = layout!(((16, 2), 128):((128, 0), 1));
type LdsmSrc4 = layout!((32, 128):(128, 1));
type LdsmN1 = layout!((32, 32):(32, 1));
type LdsmN2 = layout!((32, (32, 2)):(32, (1, 1024)));
type LdsmN4 = layout!((32, (32, 4)):(32, (1, 1024)));
type LdsmT2 = layout!(((4, 8), (16, 2)):((256, 16), (1, 128)));
type LdsmT4 = layout!(((4, 8), (16, 2, 2)):((256, 16), (1, 128, 1024)));
type LdsmT8 = layout!(((4, 8), (16, 2, 4)):((256, 16), (1, 128, 1024)));

warp_copies! {
    /// SM75 `ldmatrix.sync.aligned.x1.m8n8.shared.b16`: one 8x8 matrix of 16-bit values.
    SM75_U32x1_LDSM_N: src LdsmSrc1, dst LdsmN1, ref LdsmN1, lanes 8;
    /// SM75 `ldmatrix ... .x2`: two 8x8 matrices.
    SM75_U32x2_LDSM_N: src LdsmSrc2, dst LdsmN2, ref LdsmN2, lanes 16;
    /// SM75 `ldmatrix ... .x4`: four 8x8 matrices.
    SM75_U32x4_LDSM_N: src LdsmSrc4, dst LdsmN4, ref LdsmN4, lanes 32;
    /// SM75 `ldmatrix ... .x1.trans`: one 8x8 matrix, transposed.
    SM75_U16x2_LDSM_T: src LdsmSrc1, dst LdsmT2, ref LdsmT2, lanes 8;
    /// SM75 `ldmatrix ... .x2.trans`: two 8x8 matrices, transposed.
    SM75_U16x4_LDSM_T: src LdsmSrc2, dst LdsmT4, ref LdsmT4, lanes 16;
    /// SM75 `ldmatrix ... .x4.trans`: four 8x8 matrices, transposed.
    SM75_U16x8_LDSM_T: src LdsmSrc4, dst LdsmT8, ref LdsmT8, lanes 32;
    /// SM90 `stmatrix.sync.aligned.x1.m8n8.shared.b16`: `ldmatrix` x1 reversed.
    SM90_U32x1_STSM_N: src LdsmN1, dst LdsmSrc1, ref LdsmN1, lanes 8;
    /// SM90 `stmatrix ... .x2`.
    SM90_U32x2_STSM_N: src LdsmN2, dst LdsmSrc2, ref LdsmN2, lanes 16;
    /// SM90 `stmatrix ... .x4`.
    SM90_U32x4_STSM_N: src LdsmN4, dst LdsmSrc4, ref LdsmN4, lanes 32;
    /// SM90 `stmatrix ... .x1.trans`.
    SM90_U16x2_STSM_T: src LdsmT2, dst LdsmSrc1, ref LdsmT2, lanes 8;
    /// SM90 `stmatrix ... .x2.trans`.
    SM90_U16x4_STSM_T: src LdsmT4, dst LdsmSrc2, ref LdsmT4, lanes 16;
    /// SM90 `stmatrix ... .x4.trans`.
    SM90_U16x8_STSM_T: src LdsmT8, dst LdsmSrc4, ref LdsmT8, lanes 32;
}

// Register-to-register exchanges within a warp (no shared memory).
type Warp2x32 = layout!((32, 64):(64, 1));
type Warp32 = layout!((32, 32):(32, 1));

warp_copies! {
    /// SM50 `shfl.sync.bfly` by 1: each thread's pair of 32-bit values, and its neighbour's,
    /// exchanged as a 2x2 transpose.
    SM50_Shuffle_U32_2x2Trans_XOR1:
        src Warp2x32, dst layout!(((2, 16), (32, 2)):((32, 128), (1, 64))), ref Warp2x32, lanes 32;
    /// SM50 `shfl.sync.bfly` by 4: the 2x2 transpose with the thread 4 lanes away.
    SM50_Shuffle_U32_2x2Trans_XOR4:
        src Warp2x32, dst layout!(((4, 2, 4), (32, 2)):((64, 32, 512), (1, 256))), ref Warp2x32, lanes 32;
    /// SM75 `movmatrix.sync.aligned.m8n8.trans.b16`: an 8x8 matrix of 16-bit values held one
    /// 32-bit register a thread, transposed.
    SM75_U32x1_MOVM_T: src Warp32, dst Warp32, ref Warp32, lanes 32;
}
