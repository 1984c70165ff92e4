//! TiledCopies made from another tiled atom's thread-value layouts, so that a copy hands each
//! thread exactly the values that atom gives it or wants from it (CuTe's `copy_atom.hpp`):
//! - a TiledMMA's A, B or C layout (`make_tiled_copy_A/B/C`), or C's layout cut down to the
//!   values one copy atom moves (`make_tiled_copy_C_atom`, the epilogue's bridge);
//! - another TiledCopy's source or destination layout (`make_tiled_copy_S/D`).
//!
//! Above `tiled_copy.rs` (the TiledCopy itself) and `tiled_mma.rs`.

use typenum::{U0, U1, U2};

use super::tiled_copy::{CopyAtomOf, CopyTv, ThrOf, TiledCopy, ValOf};
use super::tiled_mma::TiledMmaOp;
use super::{Dst, Src, TiledCopyOp};

/// Element `I` of the triple `(M, N, K)` of a TiledMMA's tile.
#[doc(hidden)]
pub trait Nth<I> {
    type Output;
}
impl<X, Y, Z> Nth<U0> for (X, Y, Z) {
    type Output = X;
}
impl<X, Y, Z> Nth<U1> for (X, Y, Z) {
    type Output = Y;
}
impl<X, Y, Z> Nth<U2> for (X, Y, Z) {
    type Output = Z;
}

/// The shape of two modes of a TiledMMA's tile.
type TileOf<M, I, J> = (
    <<M as TiledMmaOp>::TileShape as Nth<I>>::Output,
    <<M as TiledMmaOp>::TileShape as Nth<J>>::Output,
);

macro_rules! tiled_copy_for_mma {
    ($(#[$doc:meta])* $name:ident, $tv:ident, $i:ty, $j:ty) => {
        $(#[$doc])*
        pub fn $name<A, M>(_atom: A, _mma: M) -> TiledCopy<A, M::$tv, TileOf<M, $i, $j>>
        where
            M: TiledMmaOp,
            M::TileShape: Nth<$i> + Nth<$j>,
            TiledCopy<A, M::$tv, TileOf<M, $i, $j>>: TiledCopyOp,
        {
            Default::default()
        }
    };
}

tiled_copy_for_mma!(
    /// CuTe's `make_tiled_copy_A(atom, mma)`: copies the `M x K` tile of A with the TiledMMA's
    /// thread-value layout of A, so each thread receives the values it multiplies.
    make_tiled_copy_a, LayoutA_TV, U0, U2
);
tiled_copy_for_mma!(
    /// CuTe's `make_tiled_copy_B(atom, mma)`: the `N x K` tile of B.
    make_tiled_copy_b, LayoutB_TV, U1, U2
);
tiled_copy_for_mma!(
    /// CuTe's `make_tiled_copy_C(atom, mma)`: the `M x N` tile of C.
    make_tiled_copy_c, LayoutC_TV, U0, U1
);

// ---------------------------------------------------------------------------------------------
// make_tiled_copy_C_atom
// ---------------------------------------------------------------------------------------------

crate::decimal::decimal_check! {
    /// CuTe's check in `make_tiled_copy_C_atom`: one copy atom moves no more values than a
    /// thread holds of C.
    #[diagnostic::on_unimplemented(
        message = "make_tiled_copy_C_atom: the Copy_Atom moves {V} values per thread, more than the {C} values of C each thread of the TiledMMA holds",
        label = "CuTe's static_assert: copy_V <= size<1>(layoutC_TV)",
        note = "use a narrower copy atom (fewer values per thread); Num<N> is the number N"
    )]
    AtomFitsC / AtomFitsCFails<V, C>
}

type CTv<M> = <M as TiledMmaOp>::LayoutC_TV;
/// The values one thread moves with one copy atom (CuTe's `NumValSrc`).
type CopyV<A> = ValOf<<A as CopyAtomOf>::ValLayoutSrc>;
/// C's thread-value layout cut down to the first `CopyV` values of each thread.
type CutLayout<A, M> = <(ThrOf<CTv<M>>, CopyV<A>) as crate::MakeLayoutLeftOp>::Output;
type CutTv<A, M> = crate::Composition<CTv<M>, CutLayout<A, M>>;
/// C's tile `(M, N)`.
type TileMn<M> = TileOf<M, U0, U1>;
/// The column-major layout of C's tile (CuTe's `make_layout(mma_tiler)`).
type ColMajorMn<M> = <TileMn<M> as crate::MakeLayoutLeftOp>::Output;
/// The coordinates of mode `M` (`D = (1, 0)`) or `N` (`(0, 1)`) that the cut layout reaches.
type ModeTiler<A, M, D> =
    crate::Filter<crate::Composition<crate::Layout<TileMn<M>, D>, CutTv<A, M>>>;
/// The by-mode tiler of the copy: `(M coordinates, N coordinates)`.
type CAtomTiler<A, M> = (ModeTiler<A, M, (U1, U0)>, ModeTiler<A, M, (U0, U1)>);
/// The tile's coordinate to C's: the column-major `(M, N)` layout through the tiler.
type Tile2Mma<A, M> = crate::Composition<ColMajorMn<M>, CAtomTiler<A, M>>;
/// `(thread, value) -> coordinate in the tile`.
type CAtomTv<A, M> = crate::Composition<crate::LeftInverse<Tile2Mma<A, M>>, CutTv<A, M>>;

/// CuTe's `make_tiled_copy_C_atom(atom, mma)`: a TiledCopy over the part of C's tile that one
/// copy atom per thread covers, each thread holding the first values of its part of C, in
/// C's order. Its tile is given mode by mode (a layout of the `M` coordinates and one of the
/// `N` coordinates it reaches). An epilogue takes its source layout over with
/// [`make_tiled_copy_s`] for the copy that writes C out.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{
///     make_tiled_copy_c_atom, make_tiled_mma, CopyTiler, Copy_Atom, TiledCopyOp, UniversalCopy,
///     UniversalFMA,
/// };
/// let mma = make_tiled_mma(
///     UniversalFMA::<f32, f32, f32, f32>::default(),
///     <layout!((16,16,1):(1,16,0))>::default(),
/// );
/// let copy = make_tiled_copy_c_atom(Copy_Atom::<UniversalCopy<f32>, f32>::default(), mma);
/// fn show<C: TiledCopyOp>(_: C) -> String {
///     format!("{} ; {}", <C::Tiler as CopyTiler>::to_cute_string(), C::LayoutTv::default())
/// }
/// assert_eq!(show(copy), "(_16:_1,_16:_1) ; (_256,_1):(_1,_0)");
/// ```
pub fn make_tiled_copy_c_atom<A, M>(_atom: A, _mma: M) -> M::Output
where
    M: TiledCopyCAtomOp<A>,
{
    Default::default()
}

/// The TiledCopy that [`make_tiled_copy_c_atom`] makes of the copy atom `A` and the TiledMMA
/// `Self`.
#[diagnostic::on_unimplemented(
    message = "make_tiled_copy_C_atom: no TiledCopy of the copy atom `{A}` follows the C layout of `{Self}`",
    note = "the copy atom moves at most as many values per thread as each thread holds of C, and its threads divide the TiledMMA's"
)]
pub trait TiledCopyCAtomOp<A>: TiledMmaOp {
    /// The TiledCopy.
    type Output: TiledCopyOp;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, M> TiledCopyCAtomOp<A> for M
where
    A: CopyAtomOf,
    M: TiledMmaOp,
    <A as CopyAtomOf>::ValLayoutSrc: crate::ModeSizeOp<U1>,
    CTv<M>: crate::ModeSizeOp<U0> + crate::ModeSizeOp<U1>,
    CopyV<A>: typenum::IsLessOrEqual<ValOf<CTv<M>>>,
    typenum::LeEq<CopyV<A>, ValOf<CTv<M>>>: AtomFitsC<CopyV<A>, ValOf<CTv<M>>>,
    (ThrOf<CTv<M>>, CopyV<A>): crate::MakeLayoutLeftOp,
    CTv<M>: crate::CompositionOp<CutLayout<A, M>>,
    M::TileShape: Nth<U0> + Nth<U1>,
    crate::Layout<TileMn<M>, (U1, U0)>: crate::CompositionOp<CutTv<A, M>>,
    crate::Layout<TileMn<M>, (U0, U1)>: crate::CompositionOp<CutTv<A, M>>,
    crate::Composition<crate::Layout<TileMn<M>, (U1, U0)>, CutTv<A, M>>: crate::FilterOp,
    crate::Composition<crate::Layout<TileMn<M>, (U0, U1)>, CutTv<A, M>>: crate::FilterOp,
    TileMn<M>: crate::MakeLayoutLeftOp,
    ColMajorMn<M>: crate::CompositionOp<CAtomTiler<A, M>>,
    Tile2Mma<A, M>: crate::LeftInverseOp,
    crate::LeftInverse<Tile2Mma<A, M>>: crate::CompositionOp<CutTv<A, M>>,
    TiledCopy<A, CAtomTv<A, M>, CAtomTiler<A, M>>: TiledCopyOp,
{
    type Output = TiledCopy<A, CAtomTv<A, M>, CAtomTiler<A, M>>;
}

// ---------------------------------------------------------------------------------------------
// make_tiled_copy_S/D
// ---------------------------------------------------------------------------------------------

macro_rules! tiled_copy_of_side {
    ($(#[$doc:meta])* $name:ident, $side:ident) => {
        $(#[$doc])*
        pub fn $name<A, C>(
            _atom: A,
            _tiled_copy: C,
        ) -> TiledCopy<A, <C as CopyTv<$side>>::Tv, C::Tiler>
        where
            C: CopyTv<$side>,
            TiledCopy<A, <C as CopyTv<$side>>::Tv, C::Tiler>: TiledCopyOp,
        {
            Default::default()
        }
    };
}

tiled_copy_of_side!(
    /// CuTe's `make_tiled_copy_S(atom, tiled_copy)`: a TiledCopy of the atom `A` whose threads
    /// hold the values that `tiled_copy`'s source partition gives them (its
    /// [`layout_s_tv`](TiledCopy::layout_s_tv)), over the same tile. The epilogue's register to
    /// shared-memory copy follows the MMA's accumulators this way.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, make_tiled_copy_s, Copy_Atom, Half, SM75_U32x4_LDSM_N, UniversalCopy};
    /// let ldsm = make_tiled_copy(
    ///     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
    ///     <layout!((32,1):(1,0))>::default(),
    ///     <layout!((1,8):(0,1))>::default(),
    /// );
    /// let copy = make_tiled_copy_s(Copy_Atom::<UniversalCopy<u32>, Half>::default(), ldsm);
    /// assert_eq!(copy.layout_tv().to_string(), "((_8,_4),((_2,_4),_1)):((_4,_64),((_32,_1),_0))");
    /// ```
    make_tiled_copy_s, Src
);
tiled_copy_of_side!(
    /// CuTe's `make_tiled_copy_D(atom, tiled_copy)`: the same over `tiled_copy`'s destination
    /// partition (its [`layout_d_tv`](TiledCopy::layout_d_tv)).
    make_tiled_copy_d, Dst
);
