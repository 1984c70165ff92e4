//! CuTe's `local_tile` and `local_partition` with static coordinates, for any layout (plain or
//! composed): the layout of the tile or of the thread's partition, and where it starts, as
//! types and constants (`crd!` coordinates, typenum thread indices). A swizzled layout's tile
//! depends on *which* tile it is (its slice may decay), so these name one tile's layout; the
//! run-time forms are [`LocalTileOp`](crate::LocalTileOp) and
//! [`LocalPartitionOp`](crate::LocalPartitionOp), for plain and swizzled layouts alike.

use core::ops::{Add, Div, Mul, Rem};

use typenum::{Bit, UInt, UTerm, Unsigned};

use crate::layout::Layout;
use crate::list::{self, C, E};
use crate::tuple::Underscore;

/// `_` for every mode of an internal shape: `_` for a leaf, a list of `_` for a tuple (CuTe's
/// `repeat<rank>(_)`).
pub trait Unders {
    type Output;
}
impl Unders for E {
    type Output = E;
}
impl<H, T: Unders> Unders for C<H, T> {
    type Output = C<Underscore, T::Output>;
}
impl Unders for UTerm {
    type Output = Underscore;
}
impl<U, Bt> Unders for UInt<U, Bt> {
    type Output = Underscore;
}

/// CuTe's `append<R>(coord, _)`: the coordinate list `Self` padded with `_` to the length of
/// the internal shape `S` (a leaf shape takes the coordinate as it is).
pub trait PadUnder<S> {
    type Output;
}
impl PadUnder<E> for E {
    type Output = E;
}
impl<SH, ST> PadUnder<C<SH, ST>> for E
where
    E: PadUnder<ST>,
{
    type Output = C<Underscore, <E as PadUnder<ST>>::Output>;
}
impl<CH, CT: PadUnder<ST>, SH, ST> PadUnder<C<SH, ST>> for C<CH, CT> {
    type Output = C<CH, <CT as PadUnder<ST>>::Output>;
}

/// The two modes of a zipped layout's internal shape.
pub trait TwoModes {
    type Tile;
    type Rest;
}
impl<S0, S1, D> TwoModes for Layout<C<S0, C<S1, E>>, D> {
    type Tile = S0;
    type Rest = S1;
}
impl<A, O, L: list::Internal> TwoModes for super::ComposedLayout<A, O, L>
where
    list::Repr<L>: TwoModes,
{
    type Tile = <list::Repr<L> as TwoModes>::Tile;
    type Rest = <list::Repr<L> as TwoModes>::Rest;
}

type Zipped<L, T> = crate::ZippedDivide<L, T>;
type ZTile<L, T> = <list::Repr<Zipped<L, T>> as TwoModes>::Tile;
type ZRest<L, T> = <list::Repr<Zipped<L, T>> as TwoModes>::Rest;

/// The coordinate of `local_tile(L, T, Crd)` into `zipped_divide(L, T)`:
/// `(repeat<R0>(_), append<R1>(Crd, _))`.
type TileCrd<L, T, Crd> = list::Pub<
    C<<ZTile<L, T> as Unders>::Output, C<<list::Repr<Crd> as PadUnder<ZRest<L, T>>>::Output, E>>,
>;

/// CuTe's `local_tile(tensor, tiler, coord)` on the layout, with a static coordinate `Crd` (a
/// tuple of typenum integers and `_`, as `crd!` writes): `zipped_divide(L, T)` sliced at
/// `(repeat<R0>(_), append<R1>(Crd, _))`, CuTe's `inner_partition`. For a swizzled layout the
/// tile is CuTe's (composed, or decayed to a plain layout) and
/// [`tile_offset`](LocalTileAtOp::tile_offset) is where it starts in the storage.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{LocalTileAt, LocalTileAtOp, Swizzle};
/// use cute_layout::typenum::U3;
/// type Smem = Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>;
/// // Tile (1, 2) of 32x8 tiles: 8 columns (one vector) of 32 rows, so the swizzle decays to
/// // a plain layout that visits the vector's column in each row.
/// type T = LocalTileAt<Smem, shape!((32,8)), crd!((1,2))>;
/// assert_eq!(T::default().to_string(), "((_2,_2,_2,_4),_8):((_72,_112,_288,_512),_1)");
/// assert_eq!(<Smem as LocalTileAtOp<shape!((32,8)), crd!((1,2))>>::tile_offset(), 2064);
/// // 16x16 tiles keep the swizzle, with the tile's column in the offset.
/// type U = LocalTileAt<Smem, shape!((16,16)), crd!((2,1))>;
/// assert_eq!(U::default().to_string(), "Sw<3,3,3> o _16 o (_16,_16):(_64,_1)");
/// ```
#[diagnostic::on_unimplemented(
    message = "local_tile: cannot take the tile `{Crd}` of `{Self}` tiled by `{T}`",
    note = "the coordinate is a static tuple (`crd!`) with one entry per mode of the tiles' grid, or fewer"
)]
pub trait LocalTileAtOp<T, Crd>: super::layout_seal::Sealed {
    /// The tile's layout.
    type Output: crate::AnyLayout + Default;
    /// Where the tile starts (CuTe's `slice_and_offset` offset).
    fn tile_offset() -> isize;
}

/// The layout of `local_tile(L, T, Crd)` with a static coordinate.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::LocalTileAt;
/// type T = LocalTileAt<layout!((8,8):(1,8)), shape!((4,2)), crd!((1,3))>;
/// assert_eq!(T::default().to_string(), "(_4,_2):(_1,_8)");
/// ```
pub type LocalTileAt<L, T, Crd> = <L as LocalTileAtOp<T, Crd>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L, T, Crd> LocalTileAtOp<T, Crd> for L
where
    L: super::layout_seal::Sealed + crate::ZippedDivideOp<T>,
    Zipped<L, T>: list::Internal + Default,
    list::Repr<Zipped<L, T>>: TwoModes,
    ZTile<L, T>: Unders,
    Crd: list::Internal,
    list::Repr<Crd>: PadUnder<ZRest<L, T>>,
    C<<ZTile<L, T> as Unders>::Output, C<<list::Repr<Crd> as PadUnder<ZRest<L, T>>>::Output, E>>:
        list::Public,
    TileCrd<L, T, Crd>: Default,
    Zipped<L, T>: crate::SliceOp<TileCrd<L, T, Crd>>,
    crate::Slice<Zipped<L, T>, TileCrd<L, T, Crd>>: Default,
{
    type Output = crate::Slice<Zipped<L, T>, TileCrd<L, T, Crd>>;
    fn tile_offset() -> isize {
        crate::SliceOp::slice_offset(&Zipped::<L, T>::default(), TileCrd::<L, T, Crd>::default())
    }
}

// ---------------------------------------------------------------------------------------------
// local_partition
// ---------------------------------------------------------------------------------------------

/// The flat coordinate of the index `X` in one top-level mode `(S, D)` of a thread layout:
/// CuTe's `get_flat_coord` = `crd2crd(idx2crd(X, shape, stride), shape, 1)`: each leaf takes
/// `(X / d) % s`, and the mode's leaves combine column-major.
pub trait FlatCoordOf<X> {
    /// The 1-D coordinate in the mode.
    type Output: Unsigned;
    /// The mode's size.
    type Size: Unsigned;
}
impl<X> FlatCoordOf<X> for (E, E) {
    type Output = UTerm;
    type Size = typenum::U1;
}
impl<X, SH, ST, DH, DT> FlatCoordOf<X> for (C<SH, ST>, C<DH, DT>)
where
    (SH, DH): FlatCoordOf<X>,
    (ST, DT): FlatCoordOf<X>,
    <(SH, DH) as FlatCoordOf<X>>::Size:
        Mul<<(ST, DT) as FlatCoordOf<X>>::Output> + Mul<<(ST, DT) as FlatCoordOf<X>>::Size>,
    <(SH, DH) as FlatCoordOf<X>>::Output: Add<
        typenum::Prod<<(SH, DH) as FlatCoordOf<X>>::Size, <(ST, DT) as FlatCoordOf<X>>::Output>,
    >,
    typenum::Sum<
        <(SH, DH) as FlatCoordOf<X>>::Output,
        typenum::Prod<<(SH, DH) as FlatCoordOf<X>>::Size, <(ST, DT) as FlatCoordOf<X>>::Output>,
    >: Unsigned,
    typenum::Prod<<(SH, DH) as FlatCoordOf<X>>::Size, <(ST, DT) as FlatCoordOf<X>>::Size>: Unsigned,
{
    type Output = typenum::Sum<
        <(SH, DH) as FlatCoordOf<X>>::Output,
        typenum::Prod<<(SH, DH) as FlatCoordOf<X>>::Size, <(ST, DT) as FlatCoordOf<X>>::Output>,
    >;
    type Size =
        typenum::Prod<<(SH, DH) as FlatCoordOf<X>>::Size, <(ST, DT) as FlatCoordOf<X>>::Size>;
}
impl<X, U: Unsigned, Bt: Bit, D> FlatCoordOf<X> for (UInt<U, Bt>, D)
where
    X: Div<D>,
    <X as Div<D>>::Output: Rem<UInt<U, Bt>>,
    <<X as Div<D>>::Output as Rem<UInt<U, Bt>>>::Output: Unsigned,
{
    type Output = <<X as Div<D>>::Output as Rem<UInt<U, Bt>>>::Output;
    type Size = UInt<U, Bt>;
}

/// One flat coordinate per top-level mode of a thread layout's internal `(shape, stride)`.
pub trait FlatCoords<X> {
    type Output;
}
impl<X> FlatCoords<X> for (E, E) {
    type Output = E;
}
impl<X, SH, ST, DH, DT> FlatCoords<X> for (C<SH, ST>, C<DH, DT>)
where
    (SH, DH): FlatCoordOf<X>,
    (ST, DT): FlatCoords<X>,
{
    type Output = C<<(SH, DH) as FlatCoordOf<X>>::Output, <(ST, DT) as FlatCoords<X>>::Output>;
}

/// The flat coordinates of the thread `X` in an internal thread layout (a tuple of modes).
pub trait ThrFlat<X> {
    type Output;
}
impl<SH, ST, DH, DT, X> ThrFlat<X> for Layout<C<SH, ST>, C<DH, DT>>
where
    (C<SH, ST>, C<DH, DT>): FlatCoords<X>,
{
    type Output = <(C<SH, ST>, C<DH, DT>) as FlatCoords<X>>::Output;
}

type ThrTiler<Thr> = <<Thr as crate::AnyLayout>::Shape as crate::ProductEachOp>::Output;
type ThrCrd<Thr, X> = <list::Repr<Thr> as ThrFlat<X>>::Output;
/// `(append<R0>(coord, _), repeat<R1>(_))`.
type PartCrd<L, Thr, X> = list::Pub<
    C<
        <ThrCrd<Thr, X> as PadUnder<ZTile<L, ThrTiler<Thr>>>>::Output,
        C<<ZRest<L, ThrTiler<Thr>> as Unders>::Output, E>,
    >,
>;

/// CuTe's `local_partition(tensor, thr_layout, thr_idx)` on the layout, with a static thread
/// index `X` (a typenum integer): `zipped_divide(L, product_each(shape(Thr)))` sliced at
/// `(append<R0>(Thr.get_flat_coord(X), _), repeat<R1>(_))`, CuTe's `outer_partition`. The
/// thread layout is a tuple of modes with non-zero strides.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{LocalPartitionAt, LocalPartitionAtOp, Swizzle};
/// use cute_layout::typenum::{U3, U5};
/// type Smem = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// type Threads = layout!((8,8):(8,1));
/// // Thread 5 owns row 0, columns 5, 13, ..., 61: row 0 is not swizzled, the slice decays.
/// type P = LocalPartitionAt<Smem, Threads, U5>;
/// assert_eq!(P::default().to_string(), "(_1,_8):(_0,_8)");
/// assert_eq!(<Smem as LocalPartitionAtOp<Threads, U5>>::thread_offset(), 5);
/// ```
#[diagnostic::on_unimplemented(
    message = "local_partition: cannot partition the layout over these threads for this thread",
    note = "the thread layout is a static layout with a tuple shape and non-zero strides, the thread index a typenum integer"
)]
pub trait LocalPartitionAtOp<Thr, X>: super::layout_seal::Sealed {
    /// The thread's partition.
    type Output: crate::AnyLayout + Default;
    /// Where it starts (CuTe's `slice_and_offset` offset).
    fn thread_offset() -> isize;
}

/// The layout of `local_partition(L, Thr, X)` with a static thread index.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::LocalPartitionAt;
/// type P = LocalPartitionAt<layout!((16,8):(1,16)), layout!((4,8):(8,1)), U0>;
/// assert_eq!(P::default().to_string(), "(_4,_1):(_4,_0)");
/// ```
pub type LocalPartitionAt<L, Thr, X> = <L as LocalPartitionAtOp<Thr, X>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L, Thr, X> LocalPartitionAtOp<Thr, X> for L
where
    L: super::layout_seal::Sealed + crate::ZippedDivideOp<ThrTiler<Thr>>,
    Thr: crate::StaticLayout,
    <Thr as crate::AnyLayout>::Shape: crate::ProductEachOp,
    list::Repr<Thr>: ThrFlat<X>,
    Zipped<L, ThrTiler<Thr>>: list::Internal + Default,
    list::Repr<Zipped<L, ThrTiler<Thr>>>: TwoModes,
    ZRest<L, ThrTiler<Thr>>: Unders,
    ThrCrd<Thr, X>: PadUnder<ZTile<L, ThrTiler<Thr>>>,
    C<
        <ThrCrd<Thr, X> as PadUnder<ZTile<L, ThrTiler<Thr>>>>::Output,
        C<<ZRest<L, ThrTiler<Thr>> as Unders>::Output, E>,
    >: list::Public,
    PartCrd<L, Thr, X>: Default,
    Zipped<L, ThrTiler<Thr>>: crate::SliceOp<PartCrd<L, Thr, X>>,
    crate::Slice<Zipped<L, ThrTiler<Thr>>, PartCrd<L, Thr, X>>: Default,
{
    type Output = crate::Slice<Zipped<L, ThrTiler<Thr>>, PartCrd<L, Thr, X>>;
    fn thread_offset() -> isize {
        crate::SliceOp::slice_offset(
            &Zipped::<L, ThrTiler<Thr>>::default(),
            PartCrd::<L, Thr, X>::default(),
        )
    }
}
