//! CuTe's `local_tile` and `local_partition`: the layouts of a block's tile and of a thread's
//! partition ([`LocalTileOp`], [`LocalPartitionOp`]), where each starts, and the tensor methods
//! that take those views.

use super::engine::{Engine, EngineMut};
use super::sealed::Sealed;
use super::view::{sub_view, sub_view_mut, ShapeRepr, StrideRepr};
use super::Tensor;
use crate::algebra::divide::detail::Zipped;
use crate::algebra::divide::ZippedDivideOp;
use crate::index::Coordinate;
use crate::layout::{Layout, StaticLayout};
use crate::list::{self, Internal};
use crate::tiler::Underscore;

use machinery::{PartitionCoord, SliceAt, ThreadOffset, ThreadTiler, TileCoord};

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
impl<S, D, T: Internal, Crd: Internal> LocalTileOp<T, Crd> for Layout<S, D>
where
    Layout<S, D>: StaticLayout + ZippedDivideOp<T>,
    ZippedOf<Layout<S, D>, T>: StaticLayout,
    (Underscore, Crd):
        Coordinate<ShapeRepr<ZippedOf<Layout<S, D>, T>>, StrideRepr<ZippedOf<Layout<S, D>, T>>>,
    list::Repr<Layout<S, D>>: Zipped<T::Repr>,
    <list::Repr<Layout<S, D>> as Zipped<T::Repr>>::Output: SliceAt<TileCoord<Crd::Repr>>,
    TileOf<Layout<S, D>, T, Crd>: list::Public,
    list::Pub<TileOf<Layout<S, D>, T, Crd>>: StaticLayout,
{
    type Output = list::Pub<TileOf<Layout<S, D>, T, Crd>>;
    #[inline]
    fn tile_offset(coord: Crd) -> Option<usize> {
        let at = (Underscore, coord);
        if !at.in_bounds() {
            return None;
        }
        usize::try_from(at.crd2idx()).ok()
    }
}

/// The internal layout of the tile of `local_tile(L, T, Crd)`.
type TileOf<L, T, Crd> = <<list::Repr<L> as Zipped<list::Repr<T>>>::Output as SliceAt<
    TileCoord<list::Repr<Crd>>,
>>::Output;

/// The zipped divide a tile or a partition is taken from.
type ZippedOf<L, T> = crate::ZippedDivide<L, T>;

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
impl<S, D, Thr: StaticLayout> LocalPartitionOp<Thr> for Layout<S, D>
where
    Layout<S, D>: StaticLayout + ZippedDivideOp<ThreadTilerOf<Thr>>,
    list::Repr<Thr>: ThreadTiler,
    <list::Repr<Thr> as ThreadTiler>::Tiler: list::Public,
    ZippedOf<Layout<S, D>, ThreadTilerOf<Thr>>: StaticLayout,
    list::Repr<Thr>: ThreadOffset<list::Repr<ZippedOf<Layout<S, D>, ThreadTilerOf<Thr>>>>,
    list::Repr<Layout<S, D>>: Zipped<<list::Repr<Thr> as ThreadTiler>::Tiler>,
    <list::Repr<Layout<S, D>> as Zipped<<list::Repr<Thr> as ThreadTiler>::Tiler>>::Output:
        SliceAt<PartitionCoord<<list::Repr<Thr> as ThreadTiler>::Coord>>,
    PartitionOf<Layout<S, D>, Thr>: list::Public,
    list::Pub<PartitionOf<Layout<S, D>, Thr>>: StaticLayout,
{
    type Output = list::Pub<PartitionOf<Layout<S, D>, Thr>>;
    const THREADS: usize = Thr::SIZE;
    #[inline]
    fn thread_offset(thread: usize) -> Option<usize> {
        if thread >= Thr::SIZE {
            return None;
        }
        Some(<list::Repr<Thr> as ThreadOffset<
            list::Repr<ZippedOf<Layout<S, D>, ThreadTilerOf<Thr>>>,
        >>::thread_offset(thread))
    }
}

/// The tiler `local_partition` divides by: the shape of the thread layout, as a tiler.
type ThreadTilerOf<Thr> = list::Pub<<list::Repr<Thr> as ThreadTiler>::Tiler>;

/// The internal layout of a thread's partition.
type PartitionOf<L, Thr> =
    <<list::Repr<L> as Zipped<<list::Repr<Thr> as ThreadTiler>::Tiler>>::Output as SliceAt<
        PartitionCoord<<list::Repr<Thr> as ThreadTiler>::Coord>,
    >>::Output;

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

/// The type-level slicing and thread arithmetic behind the two operations (crate-private).
pub(super) mod machinery {
    use core::marker::PhantomData;

    use crate::layout::Layout;
    use crate::list::{self, Product, ProductOf};
    use crate::tiler::Underscore;

    use crate::algebra::slice::detail::{SliceT, UnderLike};
    use crate::int::StaticInt;
    use crate::list::{Apply, Map, SizeOf, C, E};

    /// Markers for the coordinate a tile or a partition is sliced at.
    pub struct TileCoord<Crd>(PhantomData<Crd>);
    pub struct PartitionCoord<Crd>(PhantomData<Crd>);

    /// Slice a rank-2 (zipped) layout at `(_, Crd)` (tile) or `(Crd, _)` (partition).
    pub trait SliceAt<X> {
        type Output;
    }

    impl<S0: UnderLike, S1, D0, D1, Crd> SliceAt<TileCoord<Crd>>
        for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        C<S0::Output, C<Crd, E>>:
            SliceT<C<S0, C<S1, E>>, Underscore> + SliceT<C<D0, C<D1, E>>, Underscore>,
    {
        type Output = Layout<
            <C<S0::Output, C<Crd, E>> as SliceT<C<S0, C<S1, E>>, Underscore>>::Output,
            <C<S0::Output, C<Crd, E>> as SliceT<C<D0, C<D1, E>>, Underscore>>::Output,
        >;
    }

    impl<S0, S1: UnderLike, D0, D1, Crd> SliceAt<PartitionCoord<Crd>>
        for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        C<Crd, C<S1::Output, E>>:
            SliceT<C<S0, C<S1, E>>, Underscore> + SliceT<C<D0, C<D1, E>>, Underscore>,
    {
        type Output = Layout<
            <C<Crd, C<S1::Output, E>> as SliceT<C<S0, C<S1, E>>, Underscore>>::Output,
            <C<Crd, C<S1::Output, E>> as SliceT<C<D0, C<D1, E>>, Underscore>>::Output,
        >;
    }

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

    /// Offset of thread `t`'s partition: for each mode `k` of the thread layout, the thread's
    /// 1-D coordinate in that mode (CuTe's `get_flat_coord`) indexes mode `k` of the tile.
    pub trait ThreadOffset<Zipped> {
        fn thread_offset(t: usize) -> usize;
    }

    impl<S, D, ZS0, ZS1, ZD0, ZD1> ThreadOffset<Layout<C<ZS0, C<ZS1, E>>, C<ZD0, C<ZD1, E>>>>
        for Layout<S, D>
    where
        S: ThreadModes<D, ZS0, ZD0>,
    {
        #[inline(always)]
        fn thread_offset(t: usize) -> usize {
            <S as ThreadModes<D, ZS0, ZD0>>::offset(t) as usize
        }
    }

    /// The modes of a thread layout (`Self:D`) against the tile modes `TS:TD`.
    pub trait ThreadModes<D, TS, TD> {
        fn offset(t: usize) -> isize;
    }

    // A rank-1 thread layout: one coordinate into the (single-mode) tile.
    crate::arity::for_unsigned!([__D: StaticInt, __TS: crate::index::IndexOffset<__TD>, __TD] ThreadModes<__D, __TS, __TD> {
        #[inline(always)]
        fn offset(t: usize) -> isize {
            __TS::index_offset(<Self as FlatCoord<__D>>::flat(t))
        }
    });

    impl<TS, TD> ThreadModes<E, TS, TD> for E {
        #[inline(always)]
        fn offset(_: usize) -> isize {
            0
        }
    }

    impl<H, T, DH, DT, TH, TT, TDH, TDT> ThreadModes<C<DH, DT>, C<TH, TT>, C<TDH, TDT>> for C<H, T>
    where
        H: FlatCoord<DH>,
        TH: crate::index::IndexOffset<TDH>,
        T: ThreadModes<DT, TT, TDT>,
    {
        #[inline(always)]
        fn offset(t: usize) -> isize {
            TH::index_offset(H::flat(t)) + T::offset(t)
        }
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
}
