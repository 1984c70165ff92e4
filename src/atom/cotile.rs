//! CuTe's `make_cotiled_copy`: a [`TiledCopy`] built from where the copy's threads and values
//! point in memory and the layout of the data there, instead of from a thread and a value
//! layout over the tile. The tile becomes one layout per mode of the data (the coordinates the
//! copy covers), so a copy can follow a layout the data already has (an epilogue writing a
//! shared-memory tile in the order of its `stmatrix` atoms, say).

use super::tiled_copy::{TiledCopy, TiledCopyOp};
use crate::{
    Coalesce, CoalesceOp, Composition, CompositionOp, Filter, FilterOp, Layout, LeftInverse,
    LeftInverseOp, MakeLayout, MakeLayoutLeftOp, MakeLayoutOp, ModeOf, ModeOp, ProductEachOp,
    ShapeOf, StaticLayout,
};
use typenum::{U0, U1};

/// CuTe's `make_cotiled_copy(atom, atom_tv_layout, data_layout)`: the TiledCopy whose threads
/// and values reach the memory that `atom_tv_layout` ((thread, value) -> address) names, in
/// the data with layout `data_layout` (coordinate -> address). Both layouts are static.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_cotiled_copy, CopyTiler, Copy_Atom, TiledCopyOp, UniversalCopy};
/// // 32 threads, each writing 4 consecutive floats of a row-major 16x8 tile.
/// let copy = make_cotiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((32,4):(4,1))>::default(),
///     <layout!((16,8):(8,1))>::default(),
/// );
/// fn show<C: TiledCopyOp>(_: C) -> String {
///     format!("{} ; {}", <C::Tiler as CopyTiler>::to_cute_string(), C::LayoutTv::default())
/// }
/// assert_eq!(show(copy), "(_16:_1,(_2,_4):(_4,_1)) ; ((_2,_16),_4):((_16,_1),_32)");
/// ```
pub fn make_cotiled_copy<A, Tv, Data>(
    _atom: A,
    _atom_tv_layout: Tv,
    _data_layout: Data,
) -> TiledCopy<A, Data::LayoutTv, Data::Tiler>
where
    Data: CotileOp<Tv>,
    TiledCopy<A, Data::LayoutTv, Data::Tiler>: TiledCopyOp,
{
    TiledCopy::default()
}

/// The tile and thread-value layout of [`make_cotiled_copy`], implemented by the data layout
/// for the atom's (thread, value) -> address layout `Tv`. The values of thread 0 must point
/// into the data (CuTe's check); threads past the data's end read it with stride 0.
#[diagnostic::on_unimplemented(
    message = "make_cotiled_copy: cannot tile the data layout `{Self}` by the (thread, value) -> address layout `{Tv}`",
    note = "both layouts are static; the data layout has rank 2 to 4 and is injective (it has a left inverse)"
)]
pub trait CotileOp<Tv>: StaticLayout {
    /// (thread, value) -> coordinate in the tile (CuTe's `TiledLayout_TV`).
    type LayoutTv: StaticLayout;
    /// One layout per mode of the data (CuTe's `Tiler_MN`).
    type Tiler: super::CopyTiler;
}

/// Passes when the memory the values of an atom's thread 0 point to is in the data layout.
#[diagnostic::on_unimplemented(
    message = "make_cotiled_copy: the memory the atom's values point to does not exist in the data layout: the data reaches `{Self}`, the atom `{Want}`",
    label = "the atom's (thread, value) -> address layout reaches past the data",
    note = "coalesce(composition(data, values of the atom's thread 0 as data coordinates)) must equal coalesce(the atom's values); Num<N> is the number N"
)]
pub trait CotileCovers<Want> {}
impl<T> CotileCovers<T> for T {}

/// address -> data coordinate, with one more mode `1:0` so that addresses past the data
/// land on the coordinate 0 (CuTe's `inv_data_layout`).
type InvData<D> = MakeLayout<(LeftInverse<D>, Layout<U1, U0>)>;
/// (thread, value) -> data coordinate.
type TvData<D, Tv> = Composition<InvData<D>, Tv>;
type FlatShape<D> = <ShapeOf<D> as ProductEachOp>::Output;
/// The coordinates of mode `E` (a unit stride tuple) that the copy covers.
type ModeTiler<D, Tv, E> = Filter<Composition<Layout<FlatShape<D>, E>, TvData<D, Tv>>>;
/// tile coordinate -> data coordinate.
type Tile2Data<D, T> = Composition<<FlatShape<D> as MakeLayoutLeftOp>::Output, T>;
/// A layout with its numbers in decimal (`Num<N>`), for the message.
type Decimal<L> = crate::decimal::DecimalRepr<crate::list::Repr<L>>;
type DataReach<D, Tv> = Coalesce<Composition<D, ModeOf<TvData<D, Tv>, U1>>>;
type AtomReach<Tv> = Coalesce<ModeOf<Tv, U1>>;

/// The per-mode tiler of a data layout whose shape, mode by mode, is `Self`.
#[doc(hidden)]
pub trait CotileModes<D, Tv> {
    type Tiler: super::CopyTiler;
}
macro_rules! cotile_modes {
    ($(($($s:ident)+) => ($($e:ty),+);)*) => {$(
        impl<D, Tv, $($s),+> CotileModes<D, Tv> for ($($s,)+)
        where
            $(Layout<FlatShape<D>, $e>: CompositionOp<TvData<D, Tv>>,
            Composition<Layout<FlatShape<D>, $e>, TvData<D, Tv>>: FilterOp,)+
            D: crate::AnyLayout + LeftInverseOp,
            ShapeOf<D>: ProductEachOp,
            (LeftInverse<D>, Layout<U1, U0>): MakeLayoutOp,
            InvData<D>: CompositionOp<Tv>,
            ($(ModeTiler<D, Tv, $e>,)+): super::CopyTiler,
        {
            type Tiler = ($(ModeTiler<D, Tv, $e>,)+);
        }
    )*};
}
cotile_modes! {
    (S0 S1) => ((U1, U0), (U0, U1));
    (S0 S1 S2) => ((U1, U0, U0), (U0, U1, U0), (U0, U0, U1));
    (S0 S1 S2 S3) => ((U1, U0, U0, U0), (U0, U1, U0, U0), (U0, U0, U1, U0), (U0, U0, U0, U1));
}

type Tiler<D, Tv> = <FlatShape<D> as CotileModes<D, Tv>>::Tiler;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<D, Tv> CotileOp<Tv> for D
where
    D: StaticLayout + LeftInverseOp,
    Tv: StaticLayout + ModeOp<U1>,
    ShapeOf<D>: ProductEachOp,
    FlatShape<D>: CotileModes<D, Tv> + MakeLayoutLeftOp,
    (LeftInverse<D>, Layout<U1, U0>): MakeLayoutOp,
    InvData<D>: CompositionOp<Tv>,
    TvData<D, Tv>: ModeOp<U1>,
    D: CompositionOp<ModeOf<TvData<D, Tv>, U1>>,
    Composition<D, ModeOf<TvData<D, Tv>, U1>>: CoalesceOp,
    ModeOf<Tv, U1>: CoalesceOp,
    DataReach<D, Tv>: crate::list::Internal<Repr: crate::decimal::Dec<Out: crate::list::Public>>,
    AtomReach<Tv>: crate::list::Internal<Repr: crate::decimal::Dec<Out: crate::list::Public>>,
    Decimal<DataReach<D, Tv>>: CotileCovers<Decimal<AtomReach<Tv>>>,
    <FlatShape<D> as MakeLayoutLeftOp>::Output: CompositionOp<Tiler<D, Tv>>,
    Tile2Data<D, Tiler<D, Tv>>: LeftInverseOp,
    LeftInverse<Tile2Data<D, Tiler<D, Tv>>>: CompositionOp<TvData<D, Tv>>,
    Composition<LeftInverse<Tile2Data<D, Tiler<D, Tv>>>, TvData<D, Tv>>: StaticLayout,
{
    type LayoutTv = Composition<LeftInverse<Tile2Data<D, Tiler<D, Tv>>>, TvData<D, Tv>>;
    type Tiler = Tiler<D, Tv>;
}
