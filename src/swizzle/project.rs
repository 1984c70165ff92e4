//! The checks CuTe's `slice_and_offset` of a swizzled layout makes on the way: before it looks
//! at the bits a slice reaches, it composes the swizzle's two projections (the layouts that
//! keep only the bits the swizzle reads and writes, `only_zy`, or only the others, `anti_zy`)
//! with the part of the layout the coordinate fixes and with the part it keeps, and it reads
//! the fixed part's bits leaf by leaf (`to_mixed_bits`, which needs each leaf's
//! `shape * stride` to be 0 or a power of two). A layout those compositions reject is rejected
//! here too, with an error naming the slice of a swizzled layout (as is the composition of a
//! decaying slice, `slice.rs`). The values the slice uses are computed in `slice.rs`; this file
//! only checks.

use core::ops::{Add, BitAnd, Mul, Sub};

use typenum::{Bit, UInt, UTerm, Unsigned, B0, B1, U1};

use crate::algebra::compose::{Compose, ShapeDivisibility, StrideDivisibility};
use crate::decimal::{Dec, DecimalRepr};
use crate::layout::Layout;
use crate::list::{self, C, E};

/// The operation the composition checks of a slice report under: their errors name the slice
/// of a swizzled layout (the marker `Op` of the algebra's checks).
pub struct SwizzledSlice;

/// `stride divisibility` of a projection composed with a part of the sliced layout.
#[diagnostic::on_unimplemented(
    message = "slice_and_offset of a swizzled layout (as local_tile and local_partition take): a layout CuTe builds from the swizzle does not compose with the sliced layout: stride {R} is neither below nor a multiple of the extent {S} (CuTe's stride divisibility condition)",
    label = "CuTe composes the swizzle's bit projections (and, for a slice that decays, its linear form) with the sliced layout",
    note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
)]
pub trait SliceStrideDivisibilityFails<R, S> {}

/// `shape divisibility` of a projection composed with a part of the sliced layout.
#[diagnostic::on_unimplemented(
    message = "slice_and_offset of a swizzled layout (as local_tile and local_partition take): a layout CuTe builds from the swizzle does not compose with the sliced layout: the extent {N} left is not a multiple of {K} (CuTe's shape divisibility condition)",
    label = "CuTe composes the swizzle's bit projections (and, for a slice that decays, its linear form) with the sliced layout",
    note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
)]
pub trait SliceShapeDivisibilityFails<N, K> {}

impl<R, S> StrideDivisibility<R, S, SwizzledSlice> for B0
where
    R: Dec,
    S: Dec,
    R::Out: list::Public,
    S::Out: list::Public,
    (): SliceStrideDivisibilityFails<DecimalRepr<R>, DecimalRepr<S>>,
{
}

impl<N, K> ShapeDivisibility<N, K, SwizzledSlice> for B0
where
    N: Dec,
    K: Dec,
    N::Out: list::Public,
    K::Out: list::Public,
    (): SliceShapeDivisibilityFails<DecimalRepr<N>, DecimalRepr<K>>,
{
}

/// CuTe composes the swizzle's projections with the kept layout, and a layout with no mode
/// does not compose: a coordinate without `_` does not slice a swizzled layout.
#[diagnostic::on_unimplemented(
    message = "slice_and_offset of a swizzled layout (as local_tile and local_partition take): the coordinate has no `_`, so the slice keeps no mode, and CuTe cannot compose the swizzle's projection with an empty layout",
    label = "keep at least one mode with `_`, or use the composed layout's offset (crd2idx) for a single element"
)]
pub trait KeepsAMode {}
impl<H, T> KeepsAMode for C<H, T> {}

crate::decimal::decimal_check! {
    /// CuTe's `to_mixed_bits`: every leaf of the fixed part, through the projection, has a
    /// `shape * stride` of 0 or a power of two.
    #[diagnostic::on_unimplemented(
        message = "slice_and_offset of a swizzled layout (as local_tile and local_partition take): a leaf of the part the coordinate fixes has shape * stride = {X} through the swizzle's projection, not 0 or a power of two (CuTe: \"Requires pow2 shape*stride.\")",
        label = "the swizzle's bits of a fixed coordinate are read leaf by leaf",
        note = "Num<N> is the number N"
    )]
    LeafBitsPowerOfTwo / LeafBitsPowerOfTwoFails<X>
}

/// `B1` when `Self` is 0 or a power of two.
pub trait ZeroOrPow2 {
    type Output: Bit;
}
impl ZeroOrPow2 for UTerm {
    type Output = B1;
}
impl<U: Unsigned, Bt: Bit> ZeroOrPow2 for UInt<U, Bt>
where
    UInt<U, Bt>: Sub<U1>,
    UInt<U, Bt>: BitAnd<typenum::Diff<UInt<U, Bt>, U1>>,
    typenum::And<UInt<U, Bt>, typenum::Diff<UInt<U, Bt>, U1>>: typenum::IsEqual<UTerm>,
{
    type Output = typenum::Eq<typenum::And<UInt<U, Bt>, typenum::Diff<UInt<U, Bt>, U1>>, UTerm>;
}

/// Every leaf of the internal shape `Self` and stride `D` has `s * d` 0 or a power of two
/// (dispatched on the shape, as `ActiveBits`).
pub trait LeafBits<D> {}
impl LeafBits<E> for E {}
impl<SH, ST, DH, DT> LeafBits<C<DH, DT>> for C<SH, ST>
where
    SH: LeafBits<DH>,
    ST: LeafBits<DT>,
{
}
impl<U: Unsigned, Bt: Bit, D> LeafBits<D> for UInt<U, Bt>
where
    UInt<U, Bt>: Mul<D>,
    typenum::Prod<UInt<U, Bt>, D>: ZeroOrPow2,
    <typenum::Prod<UInt<U, Bt>, D> as ZeroOrPow2>::Output:
        LeafBitsPowerOfTwo<typenum::Prod<UInt<U, Bt>, D>>,
{
}

use super::Pow2;
type SMag<S> = <S as crate::int::StaticInt>::Mag;
/// The shape of CuTe's swizzle projections: `(2^M, 2^B, 2^(|S|-B), 2^B, 1)`.
type ProjShape<B, M, S> =
    C<Pow2<M>, C<Pow2<B>, C<Pow2<typenum::Diff<SMag<S>, B>>, C<Pow2<B>, C<U1, E>>>>>;
/// `only_zy`: the swizzle's source and target bits, `(0, 2^M, 0, 2^(M+|S|), 0)`.
type OnlyZy<B, M, S> = Layout<
    ProjShape<B, M, S>,
    C<UTerm, C<Pow2<M>, C<UTerm, C<Pow2<typenum::Sum<M, SMag<S>>>, C<UTerm, E>>>>>,
>;
/// `anti_zy`: the other bits, `(1, 0, 2^(M+B), 0, 2^(M+B+|S|))`.
type AntiZy<B, M, S> = Layout<
    ProjShape<B, M, S>,
    C<
        U1,
        C<
            UTerm,
            C<
                Pow2<typenum::Sum<M, B>>,
                C<UTerm, C<Pow2<typenum::Sum<typenum::Sum<M, B>, SMag<S>>>, E>>,
            >,
        >,
    >,
>;

/// CuTe's two projections of a swizzle, as internal layouts.
pub trait Projections {
    /// `only_zy`.
    type Only;
    /// `anti_zy`.
    type Anti;
}
impl<B, M, S> Projections for super::Swizzle<B, M, S>
where
    S: crate::int::StaticInt,
    SMag<S>: Sub<B>,
    M: Add<SMag<S>> + Add<B>,
    typenum::Sum<M, B>: Add<SMag<S>>,
    M: super::Exp2,
    B: super::Exp2,
    typenum::Diff<SMag<S>, B>: super::Exp2,
    typenum::Sum<M, SMag<S>>: super::Exp2,
    typenum::Sum<M, B>: super::Exp2,
    typenum::Sum<typenum::Sum<M, B>, SMag<S>>: super::Exp2,
{
    type Only = OnlyZy<B, M, S>;
    type Anti = AntiZy<B, M, S>;
}

type Diced<L, Crd> = list::Repr<crate::Dice<L, Crd>>;
pub(crate) type Only<Sw> = <Sw as Projections>::Only;
pub(crate) type Anti<Sw> = <Sw as Projections>::Anti;
pub(crate) type OnlyDiced<Sw, L, Crd> = <Only<Sw> as Compose<Diced<L, Crd>, SwizzledSlice>>::Output;
