//! The tensor methods of `local_tile` and `local_partition` ([`TensorTiling`], in the
//! prelude): each forwards to the function of [`local`](super::local) of the same name.

use super::engine::{Engine, EngineMut};
use super::local::{
    local_partition, local_partition_mut, local_tile, local_tile_mut, LocalPartition,
    LocalPartitionOp, LocalTile, LocalTileOp,
};
use super::Tensor;

/// [`local_tile`] and [`local_partition`] as methods of tensors (in the prelude), for every
/// tensor: each method's bound is checked at the call, so a layout that cannot be tiled gets
/// the operation's error, naming [`LocalTileOp`] or [`LocalPartitionOp`] and the rule.
/// Sealed: implemented for [`Tensor`] only.
///
/// ```
/// use cute_layout::prelude::*;
/// let data: Vec<u32> = (0..64).collect();
/// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
/// let t = m.local_tile(make_shape!((_4, _2)), (1usize, 3usize));
/// assert_eq!(t.layout().to_string(), "(_4,_2):(_1,_8)");
/// assert_eq!(t[(0usize, 0usize)], 4 + 6 * 8);
/// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
/// let p = m.local_partition(<layout!((2, 4):(4, 1))>::new(), 5);
/// assert_eq!(p.iter().copied().collect::<Vec<_>>(), [9, 11, 13, 15, 41, 43, 45, 47]);
///
/// let mut out = [0u8; 16];
/// let mut c = Tensor::<_, layout!((4, 4):(4, 1))>::new_mut(&mut out[..]).unwrap();
/// c.local_tile_mut(make_shape!((_2, _2)), (1usize, 1usize)).fill(1);
/// c.local_partition_mut(<layout!((4, 1):(1, 0))>::new(), 0).fill(2); // row 0
/// assert_eq!(out, [2, 2, 2, 2, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1]);
/// ```
#[allow(clippy::type_complexity)] // the views' tensor types, spelled out for rustdoc
pub trait TensorTiling: tiling_seal::Sealed {
    /// The tensor's storage.
    type Engine: Engine;
    /// The tensor's layout.
    type Layout;

    /// [`local_tile`]: the tile at `coord` of the grid of tiles of `tiler`.
    ///
    /// # Panics
    /// If `coord` is outside the grid of tiles.
    #[track_caller]
    fn local_tile<T, C>(
        &self,
        tiler: T,
        coord: C,
    ) -> Tensor<<Self::Engine as Engine>::View<'_>, LocalTile<Self::Layout, T, C>>
    where
        Self::Layout: LocalTileOp<T, C>;

    /// [`local_partition`]: the elements thread `thread` of `thr` owns.
    ///
    /// # Panics
    /// If `thread >= size(thr)`.
    #[track_caller]
    fn local_partition<Thr>(
        &self,
        thr: Thr,
        thread: usize,
    ) -> Tensor<<Self::Engine as Engine>::View<'_>, LocalPartition<Self::Layout, Thr>>
    where
        Self::Layout: LocalPartitionOp<Thr>;

    /// [`local_tile_mut`]: the tile, writable.
    #[track_caller]
    fn local_tile_mut<T, C>(
        &mut self,
        tiler: T,
        coord: C,
    ) -> Tensor<&mut [<Self::Engine as Engine>::Elem], LocalTile<Self::Layout, T, C>>
    where
        Self::Engine: EngineMut,
        Self::Layout: LocalTileOp<T, C>;

    /// [`local_partition_mut`]: the partition, writable.
    #[track_caller]
    fn local_partition_mut<Thr>(
        &mut self,
        thr: Thr,
        thread: usize,
    ) -> Tensor<&mut [<Self::Engine as Engine>::Elem], LocalPartition<Self::Layout, Thr>>
    where
        Self::Engine: EngineMut,
        Self::Layout: LocalPartitionOp<Thr>;
}

mod tiling_seal {
    pub trait Sealed {}
    impl<E, L> Sealed for super::Tensor<E, L> {}
}

impl<E: Engine, L> TensorTiling for Tensor<E, L> {
    type Engine = E;
    type Layout = L;
    #[inline]
    fn local_tile<T, C>(&self, tiler: T, coord: C) -> Tensor<E::View<'_>, LocalTile<L, T, C>>
    where
        L: LocalTileOp<T, C>,
    {
        local_tile(self, tiler, coord)
    }
    #[inline]
    fn local_partition<Thr>(
        &self,
        thr: Thr,
        thread: usize,
    ) -> Tensor<E::View<'_>, LocalPartition<L, Thr>>
    where
        L: LocalPartitionOp<Thr>,
    {
        local_partition(self, thr, thread)
    }
    #[inline]
    fn local_tile_mut<T, C>(
        &mut self,
        tiler: T,
        coord: C,
    ) -> Tensor<&mut [E::Elem], LocalTile<L, T, C>>
    where
        E: EngineMut,
        L: LocalTileOp<T, C>,
    {
        local_tile_mut(self, tiler, coord)
    }
    #[inline]
    fn local_partition_mut<Thr>(
        &mut self,
        thr: Thr,
        thread: usize,
    ) -> Tensor<&mut [E::Elem], LocalPartition<L, Thr>>
    where
        E: EngineMut,
        L: LocalPartitionOp<Thr>,
    {
        local_partition_mut(self, thr, thread)
    }
}
