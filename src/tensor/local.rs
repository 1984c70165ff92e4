//! CuTe's `local_tile` and `local_partition`, one of each for every layout with static or
//! run-time leaves: at the layout level ([`LocalTileOp`], [`LocalPartitionOp`]: the tile's or
//! the partition's layout and where it starts, used through
//! [`LayoutAlgebra`](crate::LayoutAlgebra)'s methods) and at the tensor level (the functions
//! here, which view the storage from that start; `tiling.rs` makes them methods of
//! [`Tensor`]). The tile
//! coordinate, the thread index and the run-time leaves are run-time values. Swizzled layouts
//! take the same calls (their impls are in [`swizzle`](crate::swizzle)): the tile or partition
//! of a swizzled layout is CuTe's, a composed layout with a run-time
//! [`MixedBits`](crate::swizzle::MixedBits) offset or the plain layout it decays to.

use typenum::{B0, B1};

use super::engine::{Engine, EngineMut};
use super::grid::{CoordError, CoordText, ThreadRank, TileTilerRank};
pub(crate) use super::grid::{FillGrid, ThreadsFit, TileFits};
use super::identity::{FlatCoord, FlatShape, IdentityTensor, PadCoord};
use super::tiler::{ThreadLayout, Tiler};
use super::Tensor;
use crate::algebra::divide::ZippedDivideOp;
use crate::algebra::slice::SliceOp;
use crate::layout::Layout;
use crate::{AnyLayout, Crd2IdxOp, ZippedDivide};

/// CuTe's `local_tile` on a layout: the tile at a coordinate of the grid of tiles of the tiler
/// `T` (`zipped_divide(L, T)` sliced at `((_, ..., _), coord)`, one `_` per mode of the tile,
/// so that the tile's modes are the top-level modes of the result), and where it starts. The
/// grid counts the partial tiles at the edges (`ceil_div`), as CuTe does.
///
/// # Who implements it
/// Every [`Layout`], with static or run-time leaves, for a tiler `T` (an extent, a layout, or a
/// tuple of them, static or run-time) and a coordinate `Crd` (integers or `_`, at most one per
/// mode of the grid: CuTe appends `_` for the modes it leaves out, which keeps them whole).
/// Every swizzled layout ([`ComposedLayout`](crate::swizzle::ComposedLayout)
/// with a static offset) for the same tilers, with a coordinate whose integers are all
/// run-time values or all static: its tile is CuTe's, which depends on which tile it is (a
/// composed layout with a [`MixedBits`](crate::swizzle::MixedBits) offset, or the plain layout
/// it decays to, with run-time strides where the swizzle's bits follow the coordinate).
/// Users call [`LayoutAlgebra::local_tile`](crate::LayoutAlgebra::local_tile) on layouts and
/// [`local_tile`] or [`Tensor::local_tile`](super::TensorTiling::local_tile) on tensors; [`LocalTile`] names the tile's layout.
///
/// ```
/// use cute_layout::prelude::*;
/// let m = <layout!((8, 8):(1, 8))>::new();
/// // Tile (1, 3) of 4x2 tiles starts at row 4, column 6; the grid is 2x4 tiles.
/// let (tile, start) = m.local_tile(make_shape!((_4, _2)), (1usize, 3usize));
/// assert_eq!((tile.to_string(), start), ("(_4,_2):(_1,_8)".to_string(), 4 + 6 * 8));
/// assert!(m.try_local_tile(make_shape!((_4, _2)), (2usize, 0usize)).is_err());
/// // Run-time leaves: the same call.
/// let (rows, cols) = (std::hint::black_box(300usize), 200usize);
/// let a = make_layout!((rows, cols):(_1, rows));
/// let (tile, start) = a.local_tile(make_shape!((_128, _32)), (2usize, 6usize));
/// assert_eq!((tile.to_string(), start), ("(_128,_32):(_1,300)".to_string(), 256 + 6 * 32 * 300));
/// // A swizzled shared-memory tile: the same call, CuTe's answer.
/// use cute_layout::swizzle::Swizzle;
/// let smem = <Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>>::default();
/// let (tile, start) = smem.local_tile(make_shape!((_32, _8)), (1usize, 2usize));
/// assert_eq!((tile.to_string(), start), ("((_2,_2,_2,_4),_8):((72,112,288,_512),_1)".to_string(), 2064));
/// ```
#[diagnostic::on_unimplemented(
    message = "local_tile: cannot take a tile of the layout with this tiler and coordinate (in generic code, add the bound `LocalTileOp<T, Crd>`)",
    label = "local_tile divides the layout by the tiler and indexes the grid of tiles",
    note = "the tiler has at most one mode per mode of the layout, the coordinate one entry per mode of the grid; in generic code, add the bound `LocalTileOp<{T}, {Crd}>` on this layout"
)]
pub trait LocalTileOp<T, Crd>: crate::LayoutLike + Copy {
    /// The tile's layout.
    type Output: AnyLayout;
    /// The tile at `coord` and where it starts, or the error naming `coord` and the grid if
    /// `coord` is outside the grid.
    #[doc(hidden)]
    fn tile_at(self, tiler: T, coord: Crd) -> Result<(Self::Output, usize), crate::dynamic::Error>;
    /// How far below its start a tile reaches (see [`SliceOp`]'s).
    #[doc(hidden)]
    fn reach_below(_tile: &Self::Output) -> usize {
        0
    }
}

/// The layout of `local_tile(L, T, Crd)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::LocalTile;
/// type Tile = LocalTile<layout!((8, 12):(12, 1)), shape!((2, 4)), (usize, usize)>;
/// assert_eq!(Tile::default().to_string(), "(_2,_4):(_12,_1)");
/// ```
pub type LocalTile<L, T, Crd> = <L as LocalTileOp<T, Crd>>::Output;

/// The layout of a tile, from the zipped layout (crate-private name of [`LocalTile`]'s value).
pub(crate) type TileLayout<L, T, C> =
    <ZippedDivide<L, T> as SliceOp<(<T as Tiler>::Whole, Filled<C, T, L>)>>::Output;

/// A tile coordinate with `_` for the grid modes it leaves out.
pub(crate) type Filled<C, T, L> = <C as FillGrid<GridOf<C, L, T>>>::Out;
/// The grid of tiles of `L` by `T` that the coordinate `C` indexes.
type GridOf<C, L, T> = <C as TileFits<L, T>>::GridN;

/// Whether the tiler and the tile coordinate fit the layout `L` ([`grid`](super::grid)):
/// `(B1, B1)`.
pub(crate) type TileRanks<L, T, Crd> = <Crd as TileFits<L, T>>::Ok;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, T, Crd> LocalTileOp<T, Crd> for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
    T: Tiler,
    Crd: TileFits<Self, T>,
    TileRanks<Self, T, Crd>: TileByRank<Self, T, Crd>,
{
    type Output = <TileRanks<Self, T, Crd> as TileByRank<Self, T, Crd>>::Output;
    #[inline]
    fn tile_at(self, tiler: T, coord: Crd) -> Result<(Self::Output, usize), crate::dynamic::Error> {
        <TileRanks<Self, T, Crd> as TileByRank<Self, T, Crd>>::tile_at(self, tiler, coord)
    }
}

/// `local_tile` by whether the tiler and the coordinate fit the layout (`Self` is
/// [`TileRanks`]): the tile, or only the failing rank check left as a bound, so that its
/// message is the error.
pub trait TileByRank<L, T, Crd> {
    /// The tile's layout.
    type Output: AnyLayout;
    /// The tile at `coord` and where it starts.
    fn tile_at(l: L, tiler: T, coord: Crd) -> Result<(Self::Output, usize), crate::dynamic::Error>;
}

impl<L, T, Crd> TileByRank<L, T, Crd> for (B1, B1)
where
    L: ZippedDivideOp<T>,
    T: Tiler,
    L: AnyLayout,
    Crd: Copy + CoordText + TileFits<L, T> + FillGrid<GridOf<Crd, L, T>>,
    ZippedDivide<L, T>: SliceOp<(T::Whole, Filled<Crd, T, L>)> + AnyLayout,
{
    type Output = TileLayout<L, T, Crd>;
    #[inline]
    fn tile_at(l: L, tiler: T, coord: Crd) -> Result<(Self::Output, usize), crate::dynamic::Error> {
        tile_at(l, tiler, coord)
    }
}

impl<L: AnyLayout, T, Crd, CrdOk> TileByRank<L, T, Crd> for (B0, CrdOk)
where
    Crd: TileFits<L, T>,
    B0: TileTilerRank<<Crd as TileFits<L, T>>::TilerN, <Crd as TileFits<L, T>>::Rank>,
{
    type Output = L;
    fn tile_at(_: L, _: T, _: Crd) -> Result<(L, usize), crate::dynamic::Error> {
        // Not reached: this impl's bound is the compile error.
        Err(rank_error())
    }
}

impl<L: AnyLayout, T, Crd> TileByRank<L, T, Crd> for (B1, B0)
where
    Crd: TileFits<L, T>,
    <Crd as TileFits<L, T>>::GridN: CoordError<<Crd as TileFits<L, T>>::CoordN>,
{
    type Output = L;
    fn tile_at(_: L, _: T, _: Crd) -> Result<(L, usize), crate::dynamic::Error> {
        // Not reached: this impl's bound is the compile error.
        Err(rank_error())
    }
}

/// `local_tile` of any layout (plain or swizzled): the zipped layout sliced at the tile.
#[inline]
pub(crate) fn tile_at<L, T, Crd>(
    l: L,
    tiler: T,
    coord: Crd,
) -> Result<(TileLayout<L, T, Crd>, usize), crate::dynamic::Error>
where
    L: ZippedDivideOp<T>,
    T: Tiler,
    L: AnyLayout,
    Crd: Copy + CoordText + TileFits<L, T> + FillGrid<GridOf<Crd, L, T>>,
    ZippedDivide<L, T>: SliceOp<(T::Whole, Filled<Crd, T, L>)> + AnyLayout,
{
    let zipped = ZippedDivideOp::apply(l, tiler);
    let at = (T::whole(), coord.fill());
    if !zipped.slice_contains(&at) {
        return Err(outside_grid(&coord.text(), &zipped));
    }
    let (tile, off) = zipped.slice_and_offset(at);
    // A tile of a layout with a negative stride can start before offset 0.
    let start = usize::try_from(off).map_err(|_| {
        crate::dynamic::Error::new(
            "local_tile",
            format!(
                "the tile at {} starts at offset {off}, below 0",
                coord.text()
            ),
        )
    })?;
    Ok((tile, start))
}

/// The error of a tiler or coordinate of the wrong rank (a compile error first).
#[cold]
fn rank_error() -> crate::dynamic::Error {
    crate::dynamic::Error::new(
        "local_tile",
        "the tiler or the coordinate does not fit the layout's rank".to_string(),
    )
}

/// The error of a tile coordinate outside the grid of tiles, mode 1 of `zipped`.
#[cold]
pub(crate) fn outside_grid(coord: &str, zipped: &impl AnyLayout) -> crate::dynamic::Error {
    let grid = match zipped.shape_dynamic() {
        Ok(shape) => shape.mode(1).map(|g| format!(" {g}")).unwrap_or_default(),
        Err(_) => String::new(),
    };
    crate::dynamic::Error::new(
        "local_tile",
        format!("the tile coordinate {coord} is outside the grid of tiles{grid}"),
    )
}

/// CuTe's `local_partition` on a layout: the elements one thread of the thread layout `Thr`
/// owns (`zipped_divide(L, product_each(shape(Thr)))` sliced at `(thread's coordinate, _)`),
/// and where they start.
///
/// # Who implements it
/// Every [`Layout`], with static or run-time leaves, for a thread layout `Thr` with static or
/// run-time leaves (a [`ThreadLayout`](super::ThreadLayout)); the thread index is a run-time
/// value. Every swizzled layout ([`ComposedLayout`](crate::swizzle::ComposedLayout) with a
/// static offset), for a static thread layout (as in CuTe, whose C++ does not compile a
/// run-time one there): the thread's partition is CuTe's (see [`LocalTileOp`]). Users call
/// [`LayoutAlgebra::local_partition`](crate::LayoutAlgebra::local_partition) on layouts and
/// [`local_partition`] or [`Tensor::local_partition`](super::TensorTiling::local_partition) on tensors; [`LocalPartition`] names the
/// partition's layout.
///
/// ```
/// use cute_layout::prelude::*;
/// let m = <layout!((8, 8):(1, 8))>::new();
/// let threads = <layout!((2, 4):(4, 1))>::new();
/// // Thread 5 sits at row 1, column 1 of the 2x4 thread grid.
/// let (part, start) = m.local_partition(threads, 5);
/// assert_eq!((part.to_string(), start), ("(_4,_2):(_2,_32)".to_string(), 1 + 8));
/// assert!(m.try_local_partition(threads, 8).is_err());
/// // A run-time thread layout (CuTe's make_layout(make_shape(2, 4))): run-time extents.
/// let (part, start) = m.local_partition(make_layout!((2usize, 4usize):(_1, 2usize)), 5);
/// assert_eq!((part.to_string(), start), ("(4,2):(2,32)".to_string(), 1 + 16));
/// // Thread 9 of 8x8 threads over a swizzled 8x64 tile: its 8 elements, at run-time strides.
/// use cute_layout::swizzle::Swizzle;
/// let smem = <Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>>::default();
/// let (part, start) = smem.local_partition(<layout!((8,8):(8,1))>::new(), 9);
/// assert_eq!((part.to_string(), start), ("(_1,(_2,_2,_2)):(_0,(-8,16,32))".to_string(), 73));
/// ```
#[diagnostic::on_unimplemented(
    message = "local_partition: cannot partition the layout over this thread layout (in generic code, add the bound `LocalPartitionOp<Thr>`)",
    label = "local_partition divides the layout by the thread layout's shape",
    note = "the thread layout is a layout with at most one mode per mode of this layout (a static one for a swizzled layout); in generic code, add the bound `LocalPartitionOp<{Thr}>` on this layout"
)]
pub trait LocalPartitionOp<Thr>: crate::LayoutLike + Copy {
    /// The partition's layout.
    type Output: AnyLayout;
    /// The number of threads, `size(thr)`.
    #[doc(hidden)]
    fn threads(thr: &Thr) -> usize;
    /// The partition of `thread` and where it starts, or `None` if `thread >= size(thr)`.
    #[doc(hidden)]
    #[inline]
    fn partition_at(self, thr: Thr, thread: usize) -> Option<(Self::Output, usize)> {
        let threads = Self::threads(&thr);
        self.partition_among(thr, thread, threads)
    }
    /// The partition of `thread`, one of `threads` (`size(thr)`, or the size of the thread
    /// layout that `thr` was projected from), or `None` if `thread >= threads`.
    #[doc(hidden)]
    fn partition_among(
        self,
        thr: Thr,
        thread: usize,
        threads: usize,
    ) -> Option<(Self::Output, usize)>;
    /// How far below its start a partition reaches (see [`SliceOp`]'s).
    #[doc(hidden)]
    fn reach_below(_part: &Self::Output) -> usize {
        0
    }
}

/// The layout of `local_partition(L, Thr, thread)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::LocalPartition;
/// type P = LocalPartition<layout!((16, 8):(1, 16)), layout!((4, 8):(8, 1))>;
/// assert_eq!(P::default().to_string(), "(_4,_1):(_4,_0)");
/// ```
pub type LocalPartition<L, Thr> = <L as LocalPartitionOp<Thr>>::Output;

/// The rest modes of a partition: one `_` per mode of the partitioned layout.
pub(crate) type RestModes<L> = <<L as AnyLayout>::Shape as Tiler>::Whole;

/// The layout of a partition, from the zipped layout.
pub(crate) type PartitionLayout<L, Thr> =
    <ZippedDivide<L, <Thr as ThreadLayout>::Tiler> as SliceOp<(
        <Thr as ThreadLayout>::Coord,
        RestModes<L>,
    )>>::Output;

/// Whether the thread layout `Thr` fits the layout `L`: `B1`.
pub(crate) type PartitionRank<L, Thr> = <Thr as ThreadsFit<L>>::Ok;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, Thr> LocalPartitionOp<Thr> for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
    Thr: ThreadLayout,
    Thr: ThreadsFit<Self>,
    PartitionRank<Self, Thr>: PartitionByRank<Self, Thr>,
{
    type Output = <PartitionRank<Self, Thr> as PartitionByRank<Self, Thr>>::Output;
    #[inline(always)]
    fn threads(thr: &Thr) -> usize {
        thr.threads()
    }
    #[inline]
    fn partition_among(
        self,
        thr: Thr,
        thread: usize,
        threads: usize,
    ) -> Option<(Self::Output, usize)> {
        <PartitionRank<Self, Thr> as PartitionByRank<Self, Thr>>::partition_at(
            self, thr, thread, threads,
        )
    }
}

/// `local_partition` by whether the thread layout fits the layout (`Self` is
/// [`PartitionRank`]), as [`TileByRank`].
pub trait PartitionByRank<L, Thr> {
    /// The partition's layout.
    type Output: AnyLayout;
    /// The partition of `thread` (one of `threads`) and where it starts.
    fn partition_at(l: L, thr: Thr, thread: usize, threads: usize)
        -> Option<(Self::Output, usize)>;
}

impl<L, Thr> PartitionByRank<L, Thr> for B1
where
    L: AnyLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <L as AnyLayout>::Shape: Tiler,
    ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    type Output = PartitionLayout<L, Thr>;
    #[inline]
    fn partition_at(
        l: L,
        thr: Thr,
        thread: usize,
        threads: usize,
    ) -> Option<(Self::Output, usize)> {
        partition_at(l, thr, thread, threads)
    }
}

impl<L: AnyLayout, Thr> PartitionByRank<L, Thr> for B0
where
    Thr: ThreadsFit<L>,
    B0: ThreadRank<<Thr as ThreadsFit<L>>::N, <Thr as ThreadsFit<L>>::Rank>,
{
    type Output = L;
    fn partition_at(_: L, _: Thr, _: usize, _: usize) -> Option<(L, usize)> {
        None
    }
}

/// `local_partition` of any layout (plain or swizzled): the zipped layout sliced at the
/// coordinate of `thread`, one of `threads`.
#[inline]
pub(crate) fn partition_at<L, Thr>(
    l: L,
    thr: Thr,
    thread: usize,
    threads: usize,
) -> Option<(PartitionLayout<L, Thr>, usize)>
where
    L: AnyLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <L as AnyLayout>::Shape: Tiler,
    ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    if thread >= threads {
        return None;
    }
    let zipped = ZippedDivideOp::apply(l, thr.tiler());
    let at = (
        thr.coord(thread),
        <<L as AnyLayout>::Shape as Tiler>::whole(),
    );
    let (part, off) = zipped.slice_and_offset(at);
    Some((part, usize::try_from(off).ok()?))
}

/// The error of a thread index outside the thread layout.
#[cold]
pub(crate) fn no_such_thread(thread: usize, size: usize) -> crate::dynamic::Error {
    crate::dynamic::Error::new(
        "local_partition",
        format!("thread {thread} is not below the thread layout's size {size}"),
    )
}

/// CuTe's `local_tile(tensor, tiler, coord)` for a tensor of any layout (static or with
/// run-time leaves): the tile at `coord` of the grid of tiles, a view from where it starts.
/// The grid counts the partial tiles at the edges (`ceil_div`), and so does CuTe: elements of
/// a partial tile past the tensor's extent are other elements of the storage (or past it), so
/// kernels predicate them (see [`copy_if`](crate::tensor) and the tutorial). Elements past
/// the storage are refused by [`Tensor::get`] and indexing.
///
/// # Panics
/// If `coord` is outside the grid of tiles; [`try_local_tile`] returns `None` instead.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile, Tensor};
/// let data: Vec<u32> = (0..64).collect();
/// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
/// let t = local_tile(&m, make_shape!((_4, _2)), (1usize, 3usize));
/// assert_eq!(t.layout().to_string(), "(_4,_2):(_1,_8)");
/// assert_eq!(t[(0usize, 0usize)], 4 + 6 * 8);
/// ```
#[track_caller]
pub fn local_tile<X, T, C>(tensor: X, tiler: T, coord: C) -> X::Output
where
    X: LocalTileInput<T, C>,
{
    tensor.tile(tiler, coord)
}

/// What [`local_tile`] takes, as CuTe's takes any tensor: a tensor view (`&Tensor`, the tile
/// a view of the same storage) or an identity tensor (`&IdentityTensor`, the tile's
/// coordinates: an [`IdentityTensor`] at a coordinate of integers,
/// [`IdentityTensor::local_tile`], a [`CoordTensor`](super::CoordTensor) at one with `_`, whose
/// tiles along that mode become a mode of the tile). Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition, local_tile, make_identity_tensor};
/// let id = make_identity_tensor(make_shape!((10, 7)));
/// let tile = local_tile(&id, make_shape!((_8, _8)), (1, 0));
/// assert_eq!(tile.get_index(0), (8, 0));
/// let part = local_partition(&tile, <layout!((4, 4):(1, 4))>::new(), 5);
/// assert_eq!(part.get_index(0), (9, 1));
/// ```
#[diagnostic::on_unimplemented(
    message = "local_tile: `{Self}` is not a tensor to tile at a coordinate of type `{C}`",
    label = "local_tile takes `&Tensor` or `&IdentityTensor`, and a coordinate of one `usize` (or `_`) per mode of the tiler",
    note = "pass a reference: `local_tile(&tensor, tiler, coord)`; `local_tile_mut` tiles a `&mut Tensor`"
)]
pub trait LocalTileInput<T, C>: input_seal::Sealed {
    /// The tile.
    type Output;
    #[doc(hidden)]
    fn tile(self, tiler: T, coord: C) -> Self::Output;
}

/// What [`local_partition`] takes: `&Tensor`, `&IdentityTensor`, or a
/// [`&CoordTensor`](super::CoordTensor) (the tile of an identity tensor at a coordinate with
/// `_`).
#[diagnostic::on_unimplemented(
    message = "local_partition: `{Self}` is not a tensor to partition",
    label = "local_partition takes `&Tensor`, `&IdentityTensor` or `&CoordTensor`",
    note = "pass a reference: `local_partition(&tensor, thr, thread)`; `local_partition_mut` partitions a `&mut Tensor`"
)]
pub trait LocalPartitionInput<Thr>: input_seal::Sealed {
    /// The thread's part.
    type Output;
    #[doc(hidden)]
    fn part(self, thr: Thr, thread: usize) -> Self::Output;
    /// The part of `thread`, one of `threads` (the size of the thread layout that `Thr` was
    /// projected from, for [`local_partition_step`](super::local_partition_step)).
    #[doc(hidden)]
    fn part_among(self, thr: Thr, thread: usize, threads: usize) -> Self::Output;
}

mod input_seal {
    pub trait Sealed {}
    impl<E, L> Sealed for &super::Tensor<E, L> {}
    impl<S: super::FlatShape> Sealed for &super::IdentityTensor<S> {}
    impl<P> Sealed for &crate::tensor::CoordTensor<P> {}
}

impl<'a, E, L, T, C> LocalTileInput<T, C> for &'a Tensor<E, L>
where
    E: Engine,
    L: LocalTileOp<T, C>,
{
    type Output = Tensor<E::View<'a>, LocalTile<L, T, C>>;
    #[track_caller]
    fn tile(self, tiler: T, coord: C) -> Self::Output {
        match tile_in(self, tiler, coord) {
            Ok((tile, start, below)) => self.view_from(tile, start, below),
            Err(e) => panic!("{e}"),
        }
    }
}

impl<S, T> LocalTileInput<T, S::Coord> for &IdentityTensor<S>
where
    S: FlatShape<Coord: FlatCoord>,
    T: FlatShape<Coord = S::Coord>,
{
    type Output = IdentityTensor<T>;
    fn tile(self, tiler: T, coord: S::Coord) -> Self::Output {
        self.local_tile(tiler, coord)
    }
}

/// [`local_tile`], or `None` when `coord` is outside the grid of tiles.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{try_local_tile, Tensor};
/// let data = vec![0u8; 300 * 200];
/// let a = Tensor::with_layout(&data[..], make_layout!((300, 200):(_1, 300))).unwrap();
/// assert!(try_local_tile(&a, make_shape!((_128, _32)), (2usize, 6usize)).is_some());
/// assert!(try_local_tile(&a, make_shape!((_128, _32)), (3usize, 0usize)).is_none());
/// ```
#[allow(clippy::type_complexity)] // the tile's tensor type, spelled out for rustdoc
pub fn try_local_tile<E, L, T, C>(
    tensor: &Tensor<E, L>,
    tiler: T,
    coord: C,
) -> Option<Tensor<E::View<'_>, LocalTile<L, T, C>>>
where
    E: Engine,
    L: LocalTileOp<T, C>,
{
    let (tile, start, below) = tile_in(tensor, tiler, coord).ok()?;
    Some(tensor.view_from(tile, start, below))
}

/// The tile of `tensor`'s layout at `coord`, where it starts in the storage and how far it
/// reaches below that; the error outside the grid. A partial tile may start past the storage (its
/// elements there are refused, as every element past the storage is).
#[allow(clippy::type_complexity)] // the tile's layout, its start and its reach below
fn tile_in<E, L, T, C>(
    tensor: &Tensor<E, L>,
    tiler: T,
    coord: C,
) -> Result<(LocalTile<L, T, C>, usize, usize), crate::dynamic::Error>
where
    E: Engine,
    L: LocalTileOp<T, C>,
{
    let (tile, start) = tensor.layout.tile_at(tiler, coord)?;
    let start = tensor.origin() + start;
    let below = L::reach_below(&tile);
    Ok((tile, start, below))
}

/// `thread`'s partition of `tensor`'s layout (`thread` one of `threads`), where it starts in
/// the storage (past it at a matrix's edge, as in [`tile_in`]) and how far it reaches below
/// that.
///
/// # Panics
/// If `thread >= threads`.
#[track_caller]
pub(super) fn partition_in<E, L, Thr>(
    tensor: &Tensor<E, L>,
    thr: Thr,
    thread: usize,
    threads: usize,
) -> (LocalPartition<L, Thr>, usize, usize)
where
    E: Engine,
    L: LocalPartitionOp<Thr>,
{
    let Some((part, start)) = tensor.layout.partition_among(thr, thread, threads) else {
        panic!("{}", no_such_thread(thread, threads))
    };
    let start = tensor.origin() + start;
    let below = L::reach_below(&part);
    (part, start, below)
}

/// Writable [`local_tile`].
///
/// # Panics
/// If `coord` is outside the grid of tiles.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile_mut, Tensor};
/// let (m, n) = (4usize, 4usize);
/// let mut data = vec![0u8; m * n];
/// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(n, _1))).unwrap();
/// local_tile_mut(&mut c, make_shape!((_2, _2)), (1usize, 1usize)).fill(1);
/// assert_eq!(data, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
/// ```
#[track_caller]
pub fn local_tile_mut<E, L, T, C>(
    tensor: &mut Tensor<E, L>,
    tiler: T,
    coord: C,
) -> Tensor<&mut [E::Elem], LocalTile<L, T, C>>
where
    E: EngineMut,
    L: LocalTileOp<T, C>,
{
    let (tile, start, below) = tile_in(tensor, tiler, coord).unwrap_or_else(|e| panic!("{e}"));
    tensor.view_from_mut(tile, start, below)
}

/// CuTe's `local_partition(tensor, thr_layout, thread)` for a tensor of any layout and a thread
/// layout with static or run-time leaves: divide the tensor by the shape of the thread layout
/// and give `thread` (a run-time index) its element of every tile
/// (`zipped_divide(tensor, product_each(shape(thr)))` sliced at `(thread's coordinate, _)`).
///
/// # Panics
/// If `thread >= size(thr)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition, Tensor};
/// let data: Vec<u32> = (0..64).collect();
/// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
/// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
/// let p = local_partition(&m, <layout!((2, 4):(4, 1))>::new(), 5);
/// assert_eq!(p.layout().to_string(), "(_4,_2):(_2,_32)");
/// assert_eq!(p.iter().copied().collect::<Vec<_>>(), [9, 11, 13, 15, 41, 43, 45, 47]);
/// // A thread layout with run-time leaves (CuTe's make_layout(make_shape(2, 4), LayoutRight{})):
/// // the partition is run-time where the thread layout is, as CuTe prints it.
/// let (rows, cols) = (2usize, 4usize);
/// let p = local_partition(&m, make_layout!((rows, cols):(cols, _1)), 5);
/// assert_eq!(p.layout().to_string(), "(4,2):(2,32)");
/// ```
#[track_caller]
pub fn local_partition<X, Thr>(tensor: X, thr: Thr, thread: usize) -> X::Output
where
    X: LocalPartitionInput<Thr>,
{
    tensor.part(thr, thread)
}

/// CuTe's `inner_partition(tensor, tiler, coord)`: the tile at `coord` of the grid of tiles,
/// which is what [`local_tile`] gives (CuTe defines one by the other).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{inner_partition, Tensor};
/// let data: Vec<f32> = (0..8 * 24).map(|i| i as f32).collect();
/// let a = Tensor::with_layout(&data[..], make_layout!((8usize, 24usize):(_1, 8usize))).unwrap();
/// let tile = inner_partition(&a, make_shape!((_4, _8)), (1usize, 2usize));
/// assert_eq!((tile.layout().to_string(), tile[0usize]), ("(_4,_8):(_1,8)".to_string(), 132.0));
/// ```
#[track_caller]
pub fn inner_partition<X, T, C>(tensor: X, tiler: T, coord: C) -> X::Output
where
    X: LocalTileInput<T, C>,
{
    tensor.tile(tiler, coord)
}

/// CuTe's `outer_partition(tensor, tiler, coord)`: the element at `coord` of every tile (a
/// coordinate of the tile, or its index in column-major order), which is [`local_partition`]
/// with the compact column-major thread layout of `tiler`.
///
/// # Panics
/// If `coord` is outside the tile.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{outer_partition, Tensor};
/// let data: Vec<f32> = (0..8 * 24).map(|i| i as f32).collect();
/// let a = Tensor::with_layout(&data[..], make_layout!((8usize, 24usize):(_1, 8usize))).unwrap();
/// let part = outer_partition(&a, make_shape!((_4, _8)), 5usize);
/// assert_eq!((part.layout().to_string(), part[0usize]), ("(2,3):(_4,64)".to_string(), 9.0));
/// assert_eq!(outer_partition(&a, make_shape!((_4, _8)), (1usize, 1usize))[0usize], 9.0);
/// ```
#[track_caller]
pub fn outer_partition<X, T, C>(tensor: X, tiler: T, coord: C) -> X::Output
where
    T: crate::MakeLayoutLeftOp,
    T::Output: Crd2IdxOp<C>,
    X: LocalPartitionInput<T::Output>,
    C: core::fmt::Debug,
{
    let threads = crate::make_layout_left(tiler);
    if !threads.contains(&coord) {
        let coord = format!("{coord:?}").replace(' ', "");
        panic!("outer_partition: the coordinate {coord} is outside the tile {threads}");
    }
    let index = threads.crd2idx(coord) as usize;
    tensor.part(threads, index)
}

impl<'a, E, L, Thr> LocalPartitionInput<Thr> for &'a Tensor<E, L>
where
    E: Engine,
    L: LocalPartitionOp<Thr>,
{
    type Output = Tensor<E::View<'a>, LocalPartition<L, Thr>>;
    #[track_caller]
    fn part(self, thr: Thr, thread: usize) -> Self::Output {
        let threads = L::threads(&thr);
        self.part_among(thr, thread, threads)
    }
    #[track_caller]
    fn part_among(self, thr: Thr, thread: usize, threads: usize) -> Self::Output {
        let (part, start, below) = partition_in(self, thr, thread, threads);
        self.view_from(part, start, below)
    }
}

impl<S, Thr> LocalPartitionInput<Thr> for &IdentityTensor<S>
where
    S: FlatShape<Coord: FlatCoord>,
    Thr: ThreadLayout<Coord: PadCoord<S::Coord>>,
    S::Coord: FlatShape<Coord = S::Coord>,
{
    type Output = IdentityTensor<S::Coord>;
    #[track_caller]
    fn part(self, thr: Thr, thread: usize) -> Self::Output {
        self.local_partition(thr, thread)
    }
    #[track_caller]
    fn part_among(self, thr: Thr, thread: usize, threads: usize) -> Self::Output {
        self.partition_among(thr, thread, threads)
    }
}

/// Writable [`local_partition`].
///
/// # Panics
/// If `thread >= size(thr)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition_mut, Tensor};
/// let mut data = vec![0u8; 8];
/// let mut m = Tensor::with_layout_mut(&mut data[..], make_layout!(8:_1)).unwrap();
/// local_partition_mut(&mut m, <layout!(4:1)>::new(), 3).fill(1); // elements 3 and 7
/// assert_eq!(data, [0, 0, 0, 1, 0, 0, 0, 1]);
/// ```
#[track_caller]
pub fn local_partition_mut<E, L, Thr>(
    tensor: &mut Tensor<E, L>,
    thr: Thr,
    thread: usize,
) -> Tensor<&mut [E::Elem], LocalPartition<L, Thr>>
where
    E: EngineMut,
    L: LocalPartitionOp<Thr>,
{
    let threads = L::threads(&thr);
    let (part, start, below) = partition_in(tensor, thr, thread, threads);
    tensor.view_from_mut(part, start, below)
}
