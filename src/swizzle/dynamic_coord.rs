//! CuTe's `local_tile` and `local_partition` of a swizzled layout at a run-time tile
//! coordinate or thread index ([`LocalTileOp`](crate::LocalTileOp),
//! [`LocalPartitionOp`](crate::LocalPartitionOp), the same operations as for plain layouts):
//! the zipped layout sliced at a run-time coordinate (`slice_rt.rs`), so that the tile or the
//! thread's partition is CuTe's, a composed layout with a [`MixedBits`](super::MixedBits)
//! offset or the plain layout it decays to, with run-time strides where the swizzle's bits
//! depend on the coordinate.

use super::ComposedLayout;
use crate::tensor::local::{
    PartitionByRank, PartitionRank, ThreadsFit, TileByRank, TileFits, TileRanks,
};
use crate::tensor::{ThreadLayout, Tiler};
use crate::AnyLayout;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, T, Crd> crate::LocalTileOp<T, Crd> for ComposedLayout<A, O, L>
where
    Self: AnyLayout + Copy,
    T: Tiler,
    Crd: TileFits<Self, T>,
    TileRanks<Self, T, Crd>: TileByRank<Self, T, Crd>,
{
    type Output = <TileRanks<Self, T, Crd> as TileByRank<Self, T, Crd>>::Output;
    #[inline]
    fn tile_at(self, tiler: T, coord: Crd) -> Result<(Self::Output, usize), crate::dynamic::Error> {
        <TileRanks<Self, T, Crd> as TileByRank<Self, T, Crd>>::tile_at(self, tiler, coord)
    }
    fn reach_below(tile: &Self::Output) -> usize {
        super::reach_below(tile)
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, Thr> crate::LocalPartitionOp<Thr> for ComposedLayout<A, O, L>
where
    Self: AnyLayout + Copy,
    Thr: ThreadLayout,
    Thr: ThreadsFit<Self>,
    PartitionRank<Self, Thr>: PartitionByRank<Self, Thr>,
{
    type Output = <PartitionRank<Self, Thr> as PartitionByRank<Self, Thr>>::Output;
    const THREADS: usize = Thr::THREADS;
    #[inline]
    fn partition_among(self, thread: usize, threads: usize) -> Option<(Self::Output, usize)> {
        <PartitionRank<Self, Thr> as PartitionByRank<Self, Thr>>::partition_at(
            self, thread, threads,
        )
    }
    fn reach_below(part: &Self::Output) -> usize {
        super::reach_below(part)
    }
}
