//! CuTe's `local_tile` and `local_partition`: the layouts of a block's tile and of a thread's
//! partition ([`LocalTileOp`], [`LocalPartitionOp`]), where each starts, and the tensor methods
//! that take those views.

use super::engine::{Engine, EngineMut};
use super::sealed::Sealed;
use super::view::{sub_view, sub_view_mut};
use super::Tensor;
use crate::algebra::divide::ZippedDivideOp;
use crate::algebra::slice::SliceOp;
use crate::layout::{Layout, StaticLayout};
use crate::list;
use crate::tuple::Underscore;
use crate::{AnyLayout, ZippedDivide};

/// CuTe's `local_tile` as a layout: the tile at a coordinate of the grid of tiles of `T`
/// (`zipped_divide(L, T)` sliced at `((_, ..., _), Crd)`, one `_` per mode of the tile, so
/// that the tile's modes are the top-level modes of the result). The bound of
/// [`Tensor::local_tile`]; [`LocalTile<L, T, Crd>`] is the tile's layout.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{LocalTile, LocalTileOp};
/// type M = layout!((8, 8):(1, 8));
/// type Tile = LocalTile<M, shape!((4, 2)), (usize, usize)>;
/// assert_eq!(Tile::default().to_string(), "(_4,_2):(_1,_8)");
/// // Tile (1, 3) starts at row 4, column 6; the grid is 2x4 tiles.
/// assert_eq!(<M as LocalTileOp<shape!((4, 2)), _>>::tile_offset((1, 3)), Some(4 + 6 * 8));
/// assert_eq!(<M as LocalTileOp<shape!((4, 2)), _>>::tile_offset((2, 0)), None);
/// ```
#[diagnostic::on_unimplemented(
    message = "local_tile: `{Self}` cannot be tiled by `{T}` at a coordinate `{Crd}`",
    label = "local_tile divides the layout by the tiler and indexes the grid of tiles",
    note = "in generic code, add the bound `LocalTileOp<{T}, {Crd}>` on this layout"
)]
pub trait LocalTileOp<T, Crd>: StaticLayout + Sealed {
    /// The tile's layout.
    type Output: StaticLayout;
    /// Where the tile at `coord` starts in the tensor's storage; `None` if `coord` is outside
    /// the grid of tiles.
    fn tile_offset(coord: Crd) -> Option<usize>;
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

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, T, Crd> LocalTileOp<T, Crd> for Layout<S, D>
where
    Layout<S, D>: StaticLayout + ZippedDivideOp<T>,
    T: Tiler + Default,
    Crd: Copy,
    ZippedDivide<Layout<S, D>, T>: SliceOp<(T::Modes, Crd)>,
    TileLayout<Layout<S, D>, T, Crd>: StaticLayout,
{
    type Output = TileLayout<Layout<S, D>, T, Crd>;
    #[inline]
    fn tile_offset(coord: Crd) -> Option<usize> {
        tile_at(Self::default(), T::default(), coord).map(|(_, off)| off)
    }
}

/// CuTe's `local_partition` as a layout: the elements one thread of the thread layout `Thr`
/// owns (`zipped_divide(L, product_each(shape(Thr)))` sliced at `(thread coordinate, _)`). The
/// bound of [`Tensor::local_partition`]; [`LocalPartition<L, Thr>`] is the partition's layout.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::LocalPartitionOp;
/// type M = layout!((8, 8):(1, 8));
/// type Threads = layout!((2, 4):(4, 1));
/// // Thread 5 sits at row 1, column 1 of the 2x4 thread grid.
/// assert_eq!(<M as LocalPartitionOp<Threads>>::thread_offset(5), Some(1 + 8));
/// assert_eq!(<M as LocalPartitionOp<Threads>>::thread_offset(8), None);
/// assert_eq!(<M as LocalPartitionOp<Threads>>::THREADS, 8);
/// ```
#[diagnostic::on_unimplemented(
    message = "local_partition: `{Self}` cannot be partitioned over the threads `{Thr}`",
    label = "local_partition divides the layout by the thread layout's shape",
    note = "in generic code, add the bound `LocalPartitionOp<{Thr}>` on this layout"
)]
pub trait LocalPartitionOp<Thr>: StaticLayout + Sealed {
    /// The partition's layout.
    type Output: StaticLayout;
    /// The number of threads, `size(Thr)`.
    const THREADS: usize;
    /// Where the partition of `thread` starts in the tensor's storage; `None` if
    /// `thread >= size(Thr)`.
    fn thread_offset(thread: usize) -> Option<usize>;
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

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, Thr> LocalPartitionOp<Thr> for Layout<S, D>
where
    Layout<S, D>: StaticLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <Layout<S, D> as AnyLayout>::Shape: Tiler,
    ZippedDivide<Layout<S, D>, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<Layout<S, D>>)>,
    PartitionLayout<Layout<S, D>, Thr>: StaticLayout,
{
    type Output = PartitionLayout<Layout<S, D>, Thr>;
    const THREADS: usize = Thr::THREADS;
    #[inline]
    fn thread_offset(thread: usize) -> Option<usize> {
        if thread >= Thr::THREADS {
            return None;
        }
        Some(partition_at::<Self, Thr>(Self::default(), thread).1)
    }
}

/// A tiler value: an extent, a layout, or a tuple of them with one entry per mode it tiles
/// (`make_shape!((_128, _32))`, `make_tile!(_128:_1, _32:_1)`). Its [`Tiler::Modes`] is the
/// coordinate that keeps every mode of one tile (`(_, _)` for a rank-2 tiler). Sealed.
pub trait Tiler: sealed::Sealed + Copy {
    /// One `_` per mode of the tiler.
    type Modes: Copy;
    /// The value of [`Tiler::Modes`].
    fn modes() -> Self::Modes;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! leaf_tilers {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> sealed::Sealed for $t {}
        impl<$($g)*> Tiler for $t {
            type Modes = Underscore;
            #[inline(always)]
            fn modes() -> Underscore {
                Underscore
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_tilers);
leaf_tilers!([] crate::Dyn, [S: Copy, D: Copy] Layout<S, D>);

macro_rules! tuple_tilers {
    // Arity 0: not a tiler.
    () => {};
    ($($t:ident)+) => {
        impl<$($t: Copy),+> sealed::Sealed for ($($t,)+) {}
        impl<$($t: Copy),+> Tiler for ($($t,)+) {
            type Modes = ($(tuple_tilers!(@under $t),)+);
            #[inline(always)]
            fn modes() -> Self::Modes {
                ($(tuple_tilers!(@value $t),)+)
            }
        }
    };
    (@under $t:ident) => { Underscore };
    (@value $t:ident) => { Underscore };
}
crate::arity::for_arities!(tuple_tilers);

/// The layout of `local_tile(tensor of layout L, tiler T, coordinate C)`.
pub type TileLayout<L, T, C> = <ZippedDivide<L, T> as SliceOp<(<T as Tiler>::Modes, C)>>::Output;

/// CuTe's `local_tile(tensor, tiler, coord)` for a tensor of any layout (static or with
/// run-time leaves): `zipped_divide(tensor, tiler)` sliced at `((_, ..., _), coord)`, the tile
/// at `coord` of the grid of tiles. The grid counts the partial tiles at the edges
/// (`ceil_div`), and so does CuTe: elements of a partial tile past the tensor's extent are
/// other elements of the storage (or past it), so kernels predicate them (see the tutorial).
/// Elements past the storage are refused by [`Tensor::get`] and indexing.
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
pub fn local_tile<E, L, T, C>(
    tensor: &Tensor<E, L>,
    tiler: T,
    coord: C,
) -> Tensor<&[E::Elem], TileLayout<L, T, C>>
where
    E: Engine,
    L: AnyLayout + ZippedDivideOp<T>,
    T: Tiler,
    C: Copy,
    ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
{
    match try_local_tile(tensor, tiler, coord) {
        Some(t) => t,
        None => panic!("local_tile: the tile coordinate is outside the grid of tiles"),
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
) -> Option<Tensor<&[E::Elem], TileLayout<L, T, C>>>
where
    E: Engine,
    L: AnyLayout + ZippedDivideOp<T>,
    T: Tiler,
    C: Copy,
    ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
{
    let (tile, start) = tile_at(tensor.layout, tiler, coord)?;
    let data = tensor.engine.as_slice();
    Some(Tensor::from_parts(data.get(start..).unwrap_or(&[]), tile))
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
) -> Tensor<&mut [E::Elem], TileLayout<L, T, C>>
where
    E: EngineMut,
    L: AnyLayout + ZippedDivideOp<T>,
    T: Tiler,
    C: Copy,
    ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
{
    let Some((tile, start)) = tile_at(tensor.layout, tiler, coord) else {
        panic!("local_tile: the tile coordinate is outside the grid of tiles");
    };
    let data = tensor.engine.as_mut_slice();
    let start = start.min(data.len());
    Tensor::from_parts(&mut data[start..], tile)
}

/// The tile at `coord` of `layout`'s grid of tiles and where it starts; `None` outside the
/// grid.
fn tile_at<L, T, C>(layout: L, tiler: T, coord: C) -> Option<(TileLayout<L, T, C>, usize)>
where
    L: AnyLayout + ZippedDivideOp<T>,
    T: Tiler,
    C: Copy,
    ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
{
    let zipped = ZippedDivideOp::apply(layout, tiler);
    let at = (T::modes(), coord);
    if !zipped.slice_contains(&at) {
        return None;
    }
    let (tile, off) = zipped.slice_and_offset(at);
    Some((tile, usize::try_from(off).ok()?))
}

/// The partition of `thread` and where it starts.
#[track_caller]
fn partition_at<L, Thr>(layout: L, thread: usize) -> (PartitionLayout<L, Thr>, usize)
where
    L: AnyLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <L as AnyLayout>::Shape: Tiler,
    ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    if thread >= Thr::THREADS {
        panic!(
            "local_partition: thread {thread} is not below the thread layout's size {}",
            Thr::THREADS
        );
    }
    let zipped = ZippedDivideOp::apply(layout, Thr::Tiler::default());
    let at = (
        Thr::coord(thread),
        <<L as AnyLayout>::Shape as Tiler>::modes(),
    );
    let (part, off) = zipped.slice_and_offset(at);
    (part, usize::try_from(off).unwrap_or(usize::MAX))
}

/// A static thread layout, as `local_partition` uses it: the tiler `product_each(shape)` and a
/// thread's coordinate in it (CuTe's `get_flat_coord`: thread `t` sits where the layout maps
/// that coordinate to `t`). Sealed: every static layout of positive extents is one.
pub trait ThreadLayout: StaticLayout {
    /// The tiler `product_each(shape(Self))`.
    type Tiler: Tiler + Default;
    /// A thread's coordinate: one `usize` per mode.
    type Coord: Copy;
    /// Number of threads, `size(Self)`.
    const THREADS: usize;
    /// Thread `t`'s coordinate.
    fn coord(t: usize) -> Self::Coord;
}

/// The rest modes of a partition: one `_` per mode of the partitioned layout.
pub type RestModes<L> = <<L as AnyLayout>::Shape as Tiler>::Modes;

/// The layout of `local_partition(tensor of layout L, thread layout Thr, thread)`.
pub type PartitionLayout<L, Thr> = <ZippedDivide<L, <Thr as ThreadLayout>::Tiler> as SliceOp<(
    <Thr as ThreadLayout>::Coord,
    RestModes<L>,
)>>::Output;

/// CuTe's `local_partition(tensor, thr_layout, thread)` for a tensor of any layout: divide the
/// tensor by the shape of the thread layout and give `thread` its element of every tile
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
/// ```
#[track_caller]
pub fn local_partition<E, L, Thr>(
    tensor: &Tensor<E, L>,
    thr: Thr,
    thread: usize,
) -> Tensor<&[E::Elem], PartitionLayout<L, Thr>>
where
    E: Engine,
    L: AnyLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <L as AnyLayout>::Shape: Tiler,
    ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    let _ = thr;
    let (part, start) = partition_at::<L, Thr>(tensor.layout, thread);
    let data = tensor.engine.as_slice();
    Tensor::from_parts(&data[start.min(data.len())..], part)
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
) -> Tensor<&mut [E::Elem], PartitionLayout<L, Thr>>
where
    E: EngineMut,
    L: AnyLayout + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <L as AnyLayout>::Shape: Tiler,
    ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    let _ = thr;
    let (part, start) = partition_at::<L, Thr>(tensor.layout, thread);
    let data = tensor.engine.as_mut_slice();
    let start = start.min(data.len());
    Tensor::from_parts(&mut data[start..], part)
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> ThreadLayout for Layout<S, D>
where
    Self: StaticLayout,
    list::Repr<Self>: machinery::Threads,
    <list::Repr<Self> as machinery::Threads>::Tiler: list::Public,
    list::Pub<<list::Repr<Self> as machinery::Threads>::Tiler>: Tiler + Default,
{
    type Tiler = list::Pub<<list::Repr<Self> as machinery::Threads>::Tiler>;
    type Coord = <list::Repr<Self> as machinery::Threads>::Coord;
    const THREADS: usize = <Self as StaticLayout>::SIZE;
    #[inline(always)]
    fn coord(t: usize) -> Self::Coord {
        <list::Repr<Self> as machinery::Threads>::coord(t)
    }
}

/// The panic message of a `local_tile` coordinate outside the grid of tiles.
const TILE_OUTSIDE: &str = "local_tile: the tile coordinate is outside the grid of tiles";

/// Panics for a thread outside the thread layout.
#[cold]
#[track_caller]
fn no_such_thread(thread: usize, size: usize) -> ! {
    panic!("local_partition: thread {thread} is not below the thread layout's size {size}")
}

impl<E: Engine, L: StaticLayout> Tensor<E, L> {
    /// CuTe's `local_tile(tensor, tiler, coord)`: divide the tensor into tiles of shape
    /// `Tiler` (a tiler type such as `shape!((32, 64))`) and take the tile at `coord` in the
    /// grid of tiles (one entry per rest mode, or `_` to keep a mode).
    ///
    /// # Panics
    /// If `coord` is outside the grid of tiles (CuTe does not check; it would read another
    /// tile, or past the storage), or if the tile reaches past the storage (a tiler that does
    /// not divide the shape).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// let t = m.local_tile::<shape!((4, 2)), _>((1, 3));
    /// assert_eq!(t.layout().to_string(), "(_4,_2):(_1,_8)");
    /// assert_eq!(t[(0, 0)], 4 + 6 * 8);
    /// ```
    pub fn local_tile<T, C>(&self, coord: C) -> Tensor<&[E::Elem], LocalTile<L, T, C>>
    where
        L: LocalTileOp<T, C>,
    {
        let off = L::tile_offset(coord).expect(TILE_OUTSIDE);
        sub_view(self.engine.as_slice(), off, "local_tile: the tile")
    }

    /// CuTe's `local_partition(tensor, thr_layout, thread)`: tile the tensor by the shape of
    /// the thread layout `Thr` and give thread `thread` its element of every tile (the thread
    /// sits where `Thr` maps the thread index back to a coordinate).
    ///
    /// # Panics
    /// If `thread >= size(Thr)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
    /// let p = m.local_partition::<layout!((2, 4):(4, 1))>(5);
    /// assert_eq!(p.layout().to_string(), "(_4,_2):(_2,_32)");
    /// assert_eq!(p.iter().copied().collect::<Vec<_>>(), [9, 11, 13, 15, 41, 43, 45, 47]);
    /// ```
    pub fn local_partition<Thr>(&self, thread: usize) -> Tensor<&[E::Elem], LocalPartition<L, Thr>>
    where
        L: LocalPartitionOp<Thr>,
    {
        let Some(off) = L::thread_offset(thread) else {
            no_such_thread(thread, <L as LocalPartitionOp<Thr>>::THREADS)
        };
        sub_view(
            self.engine.as_slice(),
            off,
            "local_partition: the partition",
        )
    }
}

impl<E: EngineMut, L: StaticLayout> Tensor<E, L> {
    /// Writable [`local_tile`](Tensor::local_tile).
    ///
    /// # Panics
    /// As [`local_tile`](Tensor::local_tile).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [0u8; 16];
    /// let mut m = Tensor::<_, layout!((4, 4):(4, 1))>::new_mut(&mut data[..]).unwrap();
    /// m.local_tile_mut::<shape!((2, 2)), _>((1, 1)).fill(1);
    /// assert_eq!(data, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
    /// ```
    pub fn local_tile_mut<T, C>(&mut self, coord: C) -> Tensor<&mut [E::Elem], LocalTile<L, T, C>>
    where
        L: LocalTileOp<T, C>,
    {
        let off = L::tile_offset(coord).expect(TILE_OUTSIDE);
        sub_view_mut(self.engine.as_mut_slice(), off, "local_tile: the tile")
    }

    /// Writable [`local_partition`](Tensor::local_partition).
    ///
    /// # Panics
    /// If `thread >= size(Thr)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [0u8; 8];
    /// let mut m = Tensor::<_, layout!(8:1)>::new_mut(&mut data[..]).unwrap();
    /// m.local_partition_mut::<layout!(4:1)>(3).fill(1); // thread 3 of 4: elements 3 and 7
    /// assert_eq!(data, [0, 0, 0, 1, 0, 0, 0, 1]);
    /// ```
    pub fn local_partition_mut<Thr>(
        &mut self,
        thread: usize,
    ) -> Tensor<&mut [E::Elem], LocalPartition<L, Thr>>
    where
        L: LocalPartitionOp<Thr>,
    {
        let Some(off) = L::thread_offset(thread) else {
            no_such_thread(thread, <L as LocalPartitionOp<Thr>>::THREADS)
        };
        sub_view_mut(
            self.engine.as_mut_slice(),
            off,
            "local_partition: the partition",
        )
    }
}

/// A thread layout's tiler and its threads' coordinates, on the internal form (crate-private).
pub(super) mod machinery {
    use crate::int::StaticInt;
    use crate::layout::Layout;
    use crate::list::value::{Cell, IntoTuple, Nil};
    use crate::list::{Apply, Map, Product, ProductOf, SizeOf, C, E};

    /// A thread layout's tiler (`product_each(shape)`) and the type of a thread's flat
    /// coordinate (`usize` per mode; a single `usize` for a rank-1 thread layout).
    pub trait ThreadTiler {
        type Tiler;
        type Coord;
    }

    impl<S: Product, D> ThreadTiler for Layout<S, D>
    where
        S: ThreadShape,
    {
        type Tiler = <S as ThreadShape>::Tiler;
        type Coord = <S as ThreadShape>::Coord;
    }

    pub trait ThreadShape {
        type Tiler;
        type Coord;
    }

    crate::arity::for_unsigned!([] ThreadShape {
        type Tiler = C<Self, E>;
        type Coord = usize;
    });

    impl<H, T> ThreadShape for C<H, T>
    where
        C<H, T>: Map<ProductFn> + Map<UsizeFn>,
    {
        type Tiler = <C<H, T> as Map<ProductFn>>::Output;
        type Coord = <C<H, T> as Map<UsizeFn>>::Output;
    }

    pub struct ProductFn;
    impl<X: Product> Apply<X> for ProductFn {
        type Output = ProductOf<X>;
    }

    pub struct UsizeFn;
    impl<X> Apply<X> for UsizeFn {
        type Output = usize;
    }

    /// CuTe's `get_flat_coord` for one mode `Self:D` of a thread layout: the leaf coordinates
    /// `(t / d) % s` folded column-major into one index of the mode.
    pub trait FlatCoord<D> {
        fn flat(t: usize) -> usize;
    }

    crate::arity::for_unsigned!([__D: StaticInt] FlatCoord<__D> {
        #[inline(always)]
        fn flat(t: usize) -> usize {
            let (s, d) = (<Self as StaticInt>::VALUE as usize, <__D as StaticInt>::VALUE.unsigned_abs() as usize);
            if s == 1 || d == 0 {
                0
            } else {
                (t / d) % s
            }
        }
    });

    impl FlatCoord<E> for E {
        #[inline(always)]
        fn flat(_: usize) -> usize {
            0
        }
    }

    impl<H: FlatCoord<DH> + SizeOf, T: FlatCoord<DT>, DH, DT> FlatCoord<C<DH, DT>> for C<H, T> {
        #[inline(always)]
        fn flat(t: usize) -> usize {
            H::flat(t) + H::VALUE as usize * T::flat(t)
        }
    }

    pub trait Threads {
        type Tiler;
        type Coord: Copy;
        fn coord(t: usize) -> Self::Coord;
    }

    impl<S, D> Threads for Layout<S, D>
    where
        Layout<S, D>: ThreadTiler,
        S: Coords<D>,
    {
        type Tiler = <Layout<S, D> as ThreadTiler>::Tiler;
        type Coord = <S as Coords<D>>::Coord;
        #[inline(always)]
        fn coord(t: usize) -> Self::Coord {
            <S as Coords<D>>::coord(t)
        }
    }

    /// The coordinate of thread `t`: one flat index per mode (a single `usize` for a leaf, a
    /// tuple for a tuple shape, built as a value list).
    pub trait Coords<D> {
        type Coord: Copy;
        fn coord(t: usize) -> Self::Coord;
    }

    crate::arity::for_unsigned!([__D] Coords<__D> where [Self: FlatCoord<__D>] {
        type Coord = usize;
        #[inline(always)]
        fn coord(t: usize) -> usize {
            <Self as FlatCoord<__D>>::flat(t)
        }
    });

    impl<H, T, DH, DT> Coords<C<DH, DT>> for C<H, T>
    where
        C<H, T>: CoordList<C<DH, DT>>,
        <C<H, T> as CoordList<C<DH, DT>>>::List: IntoTuple<Tuple: Copy>,
    {
        type Coord = <<C<H, T> as CoordList<C<DH, DT>>>::List as IntoTuple>::Tuple;
        #[inline(always)]
        fn coord(t: usize) -> Self::Coord {
            <C<H, T> as CoordList<C<DH, DT>>>::list(t).into_tuple()
        }
    }

    /// The flat indices of thread `t` in the modes `Self:D`, as a value list.
    pub trait CoordList<D> {
        type List;
        fn list(t: usize) -> Self::List;
    }

    impl CoordList<E> for E {
        type List = Nil;
        #[inline(always)]
        fn list(_: usize) -> Nil {
            Nil
        }
    }

    impl<H: FlatCoord<DH>, T: CoordList<DT>, DH, DT> CoordList<C<DH, DT>> for C<H, T> {
        type List = Cell<usize, T::List>;
        #[inline(always)]
        fn list(t: usize) -> Self::List {
            Cell(H::flat(t), T::list(t))
        }
    }
}
