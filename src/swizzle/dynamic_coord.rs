//! CuTe's `local_tile` and `local_partition` of a swizzled layout at a run-time tile
//! coordinate or thread index ([`LocalTileOp`](crate::LocalTileOp),
//! [`LocalPartitionOp`](crate::LocalPartitionOp), the same operations as for plain layouts):
//! the zipped layout sliced at a run-time coordinate (`slice_rt.rs`), so that the tile or the
//! thread's partition is CuTe's, a composed layout with a [`MixedBits`](super::MixedBits)
//! offset or the plain layout it decays to, with run-time strides where the swizzle's bits
//! depend on the coordinate.

use super::ComposedLayout;
use crate::algebra::divide::ZippedDivideOp;
use crate::tensor::local::{partition_at, tile_at, PartitionLayout, RestModes, TileLayout};
use crate::tensor::{ThreadLayout, Tiler};
use crate::{AnyLayout, SliceOp, ZippedDivide};

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, T, Crd> crate::LocalTileOp<T, Crd> for ComposedLayout<A, O, L>
where
    Self: AnyLayout + Copy + ZippedDivideOp<T>,
    T: Tiler,
    Crd: Copy,
    ZippedDivide<Self, T>: SliceOp<(T::Modes, Crd)>,
{
    type Output = TileLayout<Self, T, Crd>;
    #[inline]
    fn tile_at(self, tiler: T, coord: Crd) -> Option<(Self::Output, usize)> {
        tile_at(self, tiler, coord)
    }
    fn reach_below(tile: &Self::Output) -> usize {
        super::reach_below(tile)
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, Thr> crate::LocalPartitionOp<Thr> for ComposedLayout<A, O, L>
where
    Self: AnyLayout + Copy + ZippedDivideOp<Thr::Tiler>,
    Thr: ThreadLayout,
    <Self as AnyLayout>::Shape: Tiler,
    ZippedDivide<Self, Thr::Tiler>: SliceOp<(Thr::Coord, RestModes<Self>)>,
{
    type Output = PartitionLayout<Self, Thr>;
    const THREADS: usize = Thr::THREADS;
    #[inline]
    fn partition_at(self, thread: usize) -> Option<(Self::Output, usize)> {
        partition_at::<_, Thr>(self, thread)
    }
    fn reach_below(part: &Self::Output) -> usize {
        super::reach_below(part)
    }
}
