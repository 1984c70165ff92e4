//! CUTLASS's `ss_smem_selector<major, T, BLK_MN, BLK_K>()` (the SM90 collective builders'
//! choice of a GMMA shared-memory layout atom): the widest swizzle atom (128, 64 or 32 bytes,
//! then the unswizzled one) whose contiguous extent divides the operand tile's, decided by the
//! compiler. Re-exported in [`gmma`](super::gmma).

use core::ops::{Div, Rem};

use typenum::{Mod, Quot, B0, B1, U0, U1024, U128, U256, U512, U8};

use super::gmma::{
    Layout_K_INTER_Atom, Layout_K_SW128_Atom, Layout_K_SW32_Atom, Layout_K_SW64_Atom,
    Layout_MN_INTER_Atom, Layout_MN_SW128_Atom, Layout_MN_SW32_Atom, Layout_MN_SW64_Atom, MajorK,
    MajorMN,
};
use super::Numeric;

/// CUTLASS's `decltype(ss_smem_selector<major, T, BLK_MN, BLK_K>())`: the GMMA layout atom for
/// a `BLK_MN x BLK_K` operand tile of `T` in shared memory, `Mj` its major
/// ([`MajorK`]: the widest K-major atom whose row of K divides `BLK_K`; [`MajorMN`]: the widest
/// MN-major atom whose column divides `BLK_MN`). Tile it to the operand's shape with
/// [`tile_to_shape`](crate::swizzle::tile_to_shape). Both extents must be multiples of 8 (a
/// compile error naming the rule, as CUTLASS's `static_assert`).
///
/// ```
/// use cute_layout::atom::{gmma, Half};
/// use cute_layout::typenum::{U128, U32, U64};
/// type A = gmma::SsSmemSelector<gmma::MajorK, Half, U128, U64>;
/// assert_eq!(A::default().to_string(), "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)");
/// type B = gmma::SsSmemSelector<gmma::MajorMN, Half, U128, U64>;
/// assert_eq!(B::default().to_string(), "Sw<3,4,3> o smem_ptr[16b](unset) o (_64,_8):(_1,_64)");
/// type C = gmma::SsSmemSelector<gmma::MajorK, Half, U128, U32>;
/// assert_eq!(C::default().to_string(), "Sw<2,4,3> o smem_ptr[16b](unset) o (_8,_32):(_32,_1)");
/// ```
pub type SsSmemSelector<Mj, T, BlkMn, BlkK> = <Mj as SmemSelector<T, BlkMn, BlkK>>::Atom;

/// The selection of [`SsSmemSelector`] for a major (`Self`).
#[diagnostic::on_unimplemented(
    message = "ss_smem_selector: no GMMA layout atom for this major, value type and tile",
    note = "the major is `gmma::MajorK` or `gmma::MajorMN`, the value type a `Numeric`, BLK_MN and BLK_K typenum multiples of 8"
)]
pub trait SmemSelector<T, BlkMn, BlkK> {
    /// The layout atom.
    type Atom;
}

crate::decimal::decimal_check! {
    /// CUTLASS's checks: the tile's extents are multiples of 8.
    #[diagnostic::on_unimplemented(
        message = "ss_smem_selector: BLK_MN and BLK_K must be multiples of 8; here they are {M} and {K}",
        label = "BLK_MN % 8 != 0 or BLK_K % 8 != 0",
        note = "Num<N> is the number N"
    )]
    TileMultipleOf8 / TileMultipleOf8Fails<M, K>;
    /// CUTLASS's check: the contiguous extent holds a whole unswizzled atom.
    #[diagnostic::on_unimplemented(
        message = "ss_smem_selector: the contiguous extent {E} is not a multiple of the unswizzled GMMA atom's {W} values",
        label = "no GMMA layout atom divides the tile",
        note = "Num<N> is the number N"
    )]
    InterDivides / InterDividesFails<E, W>
}

/// Values of `T` in `W` bits.
type Width<W, T> = Quot<W, <T as Numeric>::Bits>;
/// `B1` when `W` bits of `T` divide `E`.
type Fits<E, W, T> = typenum::Eq<Mod<E, Width<W, T>>, U0>;
/// `B1` when both extents are multiples of 8.
type Eights<M, K> = typenum::And<typenum::Eq<Mod<M, U8>, U0>, typenum::Eq<Mod<K, U8>, U0>>;

/// The atoms of one major, widest first.
pub trait Atoms<T> {
    type Sw128;
    type Sw64;
    type Sw32;
    type Inter;
}
impl<T: Numeric> Atoms<T> for MajorK
where
    U1024: Div<T::Bits>,
    U512: Div<T::Bits>,
    U256: Div<T::Bits>,
    U128: Div<T::Bits>,
{
    type Sw128 = Layout_K_SW128_Atom<T>;
    type Sw64 = Layout_K_SW64_Atom<T>;
    type Sw32 = Layout_K_SW32_Atom<T>;
    type Inter = Layout_K_INTER_Atom<T>;
}
impl<T: Numeric> Atoms<T> for MajorMN
where
    U1024: Div<T::Bits>,
    U512: Div<T::Bits>,
    U256: Div<T::Bits>,
    U128: Div<T::Bits>,
{
    type Sw128 = Layout_MN_SW128_Atom<T>;
    type Sw64 = Layout_MN_SW64_Atom<T>;
    type Sw32 = Layout_MN_SW32_Atom<T>;
    type Inter = Layout_MN_INTER_Atom<T>;
}

/// The first atom, widest first, whose width divides the extent: `Self` is
/// `(fits 128 B, fits 64 B, fits 32 B, fits 16 B)`.
pub trait Widest<A, E, W> {
    type Atom;
}
impl<A: Atoms<T>, T, E, W, X, Y, Z> Widest<A, (T, E), W> for (B1, X, Y, Z) {
    type Atom = A::Sw128;
}
impl<A: Atoms<T>, T, E, W, Y, Z> Widest<A, (T, E), W> for (B0, B1, Y, Z) {
    type Atom = A::Sw64;
}
impl<A: Atoms<T>, T, E, W, Z> Widest<A, (T, E), W> for (B0, B0, B1, Z) {
    type Atom = A::Sw32;
}
impl<A: Atoms<T>, T, E, W> Widest<A, (T, E), W> for (B0, B0, B0, B1) {
    type Atom = A::Inter;
}
impl<A: Atoms<T>, T, E, W> Widest<A, (T, E), W> for (B0, B0, B0, B0)
where
    B0: InterDivides<E, W>,
{
    type Atom = A::Inter;
}

/// The four fits of the extent `E` for values `T`.
type FitsAll<E, T> = (
    Fits<E, U1024, T>,
    Fits<E, U512, T>,
    Fits<E, U256, T>,
    Fits<E, U128, T>,
);

macro_rules! selector {
    ($($major:ident => $e:ident;)*) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<T, M, K> SmemSelector<T, M, K> for $major
        where
            T: Numeric,
            M: Rem<U8>,
            K: Rem<U8>,
            Mod<M, U8>: typenum::IsEqual<U0>,
            Mod<K, U8>: typenum::IsEqual<U0>,
            typenum::Eq<Mod<M, U8>, U0>: core::ops::BitAnd<typenum::Eq<Mod<K, U8>, U0>>,
            Eights<M, K>: TileMultipleOf8<M, K>,
            U1024: core::ops::Div<T::Bits>,
            U512: core::ops::Div<T::Bits>,
            U256: core::ops::Div<T::Bits>,
            U128: core::ops::Div<T::Bits>,
            $e: Rem<Width<U1024, T>> + Rem<Width<U512, T>> + Rem<Width<U256, T>> + Rem<Width<U128, T>>,
            Mod<$e, Width<U1024, T>>: typenum::IsEqual<U0>,
            Mod<$e, Width<U512, T>>: typenum::IsEqual<U0>,
            Mod<$e, Width<U256, T>>: typenum::IsEqual<U0>,
            Mod<$e, Width<U128, T>>: typenum::IsEqual<U0>,
            FitsAll<$e, T>: Widest<$major, (T, $e), Width<U128, T>>,
        {
            type Atom = <FitsAll<$e, T> as Widest<$major, (T, $e), Width<U128, T>>>::Atom;
        }
    )*};
}
selector! {
    MajorK => K;
    MajorMN => M;
}
