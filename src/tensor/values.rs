//! Tensors over layout *values* (static, or with run-time [`Dyn`](crate::Dyn) leaves): built
//! from a layout value, tiled and partitioned by CuTe's `local_tile` and `local_partition`
//! written as functions, as in CuTe:
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::{local_partition, local_tile, Tensor};
//! let (m, k) = (300usize, 200usize);
//! let data: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
//! // A column-major M x K matrix with run-time M and K: (M,K):(_1,M).
//! let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
//! // The CTA tile (1, 2) of the (_128,_32) tiling: static extents, run-time stride.
//! let tile = local_tile(&a, make_shape!((_128, _32)), (1usize, 2usize));
//! assert_eq!(tile.layout().to_string(), "(_128,_32):(_1,300)");
//! assert_eq!(tile[(0usize, 0usize)], (128 + 64 * 300) as f32);
//! // Thread 9 of a 32x8 column-major thread layout: its (_4,_4) values of the tile.
//! let part = local_partition(&tile, <layout!((32, 8):(1, 32))>::new(), 9);
//! assert_eq!(part.layout().to_string(), "(_4,_4):(_32,2400)");
//! assert_eq!(part[(0usize, 0usize)], tile[(9usize, 0usize)]);
//! ```

use super::engine::{Engine, EngineMut, StorageError};
use super::Tensor;
use crate::algebra::divide::ZippedDivideOp;
use crate::algebra::slice::SliceOp;
use crate::layout::{Layout, StaticLayout};
use crate::list;
use crate::tiler::Underscore;
use crate::AnyLayout;

/// Checks once that `len` elements hold every offset of `layout`.
fn check_value_storage<L: AnyLayout>(layout: &L, len: usize) -> Result<(), StorageError> {
    match layout.offset_range() {
        Ok(None) => Ok(()),
        Ok(Some((lo, _))) if lo < 0 => Err(StorageError::NegativeOffsets { min_offset: lo }),
        Ok(Some((_, hi))) => {
            let needed = usize::try_from(hi).map_or(usize::MAX, |h| h.saturating_add(1));
            if len < needed {
                Err(StorageError::TooShort { len, needed })
            } else {
                Ok(())
            }
        }
        Err(_) => Err(StorageError::NegativeExtent),
    }
}

impl<'a, T, L: AnyLayout> Tensor<&'a [T], L> {
    /// CuTe's `make_tensor(ptr, layout)`: a read-only tensor over `data` with the layout value
    /// `layout` (static or with run-time leaves); fails if `data` does not hold every offset of
    /// the layout (or the layout reaches negative offsets).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{StorageError, Tensor};
    /// let data = vec![0u8; 60000];
    /// let a = Tensor::with_layout(&data[..], make_layout!((300, 200):(_1, 300))).unwrap();
    /// assert_eq!(a.layout().size(), 60000);
    /// let short = Tensor::with_layout(&data[..100], make_layout!((300, 200):(_1, 300)));
    /// assert_eq!(short.unwrap_err(), StorageError::TooShort { len: 100, needed: 60000 });
    /// ```
    pub fn with_layout(data: &'a [T], layout: L) -> Result<Self, StorageError> {
        check_value_storage(&layout, data.len())?;
        Ok(Tensor::from_parts(data, layout))
    }
}

impl<'a, T, L: AnyLayout> Tensor<&'a mut [T], L> {
    /// Writable [`with_layout`](Tensor::with_layout).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let (m, n) = (3usize, 2usize);
    /// let mut data = vec![0u8; m * n];
    /// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// c[(2usize, 1usize)] = 7;
    /// assert_eq!(data[5], 7);
    /// ```
    pub fn with_layout_mut(data: &'a mut [T], layout: L) -> Result<Self, StorageError> {
        check_value_storage(&layout, data.len())?;
        Ok(Tensor::from_parts(data, layout))
    }
}

impl<E: Engine, S, D: Copy> Tensor<E, Layout<S, D>> {
    /// The same storage and strides with the shape `shape` (CuTe's
    /// `make_tensor(t.data(), make_layout(shape, t.stride()))`), checked against the storage as
    /// [`with_layout`](Tensor::with_layout) is. Its use: the in-range part of a tile at the edge
    /// of a matrix that the tile does not divide, its extents clipped to the residue, so that a
    /// kernel runs the full tiles with static extents and the edge tiles with run-time ones.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile, Tensor};
    /// let (m, n) = (10usize, 7usize);
    /// let data: Vec<u32> = (0..(m * n) as u32).collect();
    /// let a = Tensor::with_layout(&data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// // The tile (2, 1) of the 4 x 4 tiling holds rows 8..10 and columns 4..7 of A.
    /// let t = local_tile(&a, make_shape!((_4, _4)), (2usize, 1usize));
    /// let (rm, rn) = (m - 8, n - 4);
    /// let part = t.with_shape(make_shape!((rm, rn))).unwrap();
    /// assert_eq!(part.layout().to_string(), "(2,3):(7,_1)");
    /// assert_eq!(part.iter().copied().collect::<Vec<_>>(), [60, 67, 61, 68, 62, 69]);
    /// // The full tile reaches past the storage.
    /// assert!(t.with_shape(make_shape!((_4, _4))).is_err());
    /// ```
    #[allow(clippy::type_complexity)] // the view's type, spelled out for rustdoc
    pub fn with_shape<S2>(
        &self,
        shape: S2,
    ) -> Result<Tensor<&[E::Elem], Layout<S2, D>>, StorageError>
    where
        Layout<S2, D>: AnyLayout,
    {
        Tensor::with_layout(
            self.engine.as_slice(),
            Layout::from_parts(shape, *self.layout.stride()),
        )
    }
}

impl<E: EngineMut, S, D: Copy> Tensor<E, Layout<S, D>> {
    /// Writable [`with_shape`](Tensor::with_shape).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile_mut, Tensor};
    /// let (m, n) = (3usize, 3usize);
    /// let mut data = vec![0u8; m * n];
    /// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// let mut t = local_tile_mut(&mut c, make_shape!((_2, _2)), (1usize, 1usize));
    /// t.with_shape_mut(make_shape!((1usize, 1usize))).unwrap().fill(9);
    /// assert_eq!(data, [0, 0, 0, 0, 0, 0, 0, 0, 9]);
    /// ```
    #[allow(clippy::type_complexity)] // the view's type, spelled out for rustdoc
    pub fn with_shape_mut<S2>(
        &mut self,
        shape: S2,
    ) -> Result<Tensor<&mut [E::Elem], Layout<S2, D>>, StorageError>
    where
        Layout<S2, D>: AnyLayout,
    {
        let stride = *self.layout.stride();
        Tensor::with_layout_mut(
            self.engine.as_mut_slice(),
            Layout::from_parts(shape, stride),
        )
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
tuple_tilers!(T0);
tuple_tilers!(T0 T1);
tuple_tilers!(T0 T1 T2);
tuple_tilers!(T0 T1 T2 T3);
tuple_tilers!(T0 T1 T2 T3 T4);
tuple_tilers!(T0 T1 T2 T3 T4 T5);

/// The layout of `local_tile(tensor of layout L, tiler T, coordinate C)`.
pub type TileLayout<L, T, C> =
    <crate::ZippedDivide<L, T> as SliceOp<(<T as Tiler>::Modes, C)>>::Output;

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
    crate::ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
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
    crate::ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
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
    crate::ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
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
    crate::ZippedDivide<L, T>: SliceOp<(T::Modes, C)>,
{
    let zipped = layout.zipped_divide(tiler);
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
    crate::ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
{
    if thread >= Thr::THREADS {
        panic!(
            "local_partition: thread {thread} is not below the thread layout's size {}",
            Thr::THREADS
        );
    }
    let zipped = layout.zipped_divide(Thr::Tiler::default());
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
pub type PartitionLayout<L, Thr> =
    <crate::ZippedDivide<L, <Thr as ThreadLayout>::Tiler> as SliceOp<(
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
    crate::ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
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
    crate::ZippedDivide<L, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<L>)>,
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

/// A thread layout's tiler and its threads' coordinates, on the internal form.
mod machinery {
    use crate::layout::Layout;
    use crate::list::{self, C, E};
    use crate::mixed::route::Prepend;

    use super::super::local::machinery::{FlatCoord, ThreadTiler};

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

    /// The coordinate of thread `t`: one flat index per mode (a single `usize` for a leaf).
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

    impl Coords<E> for E {
        type Coord = ();
        #[inline(always)]
        fn coord(_: usize) {}
    }

    impl<H, T, DH, DT> Coords<C<DH, DT>> for C<H, T>
    where
        H: FlatCoord<DH>,
        T: Coords<DT>,
        T::Coord: Prepend<usize>,
        <T::Coord as Prepend<usize>>::Output: Copy,
    {
        type Coord = <T::Coord as Prepend<usize>>::Output;
        #[inline(always)]
        fn coord(t: usize) -> Self::Coord {
            T::coord(t).prepend(H::flat(t))
        }
    }
}
