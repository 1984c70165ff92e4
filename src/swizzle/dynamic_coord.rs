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
use crate::tuple::AllStatic;
use crate::AnyLayout;
use typenum::{B0, B1};

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
    Thr: ThreadLayout + AllStatic,
    <Thr as AllStatic>::Output: SwizzledPartition<Self, Thr>,
{
    type Output = <<Thr as AllStatic>::Output as SwizzledPartition<Self, Thr>>::Output;
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
        <<Thr as AllStatic>::Output as SwizzledPartition<Self, Thr>>::partition_at(
            self, thr, thread, threads,
        )
    }
    fn reach_below(part: &Self::Output) -> usize {
        super::reach_below(part)
    }
}

/// A swizzled layout's `local_partition` by whether the thread layout is static (`Self` is
/// `B1` when it is), so that a run-time thread layout meets only the error below.
#[doc(hidden)]
pub trait SwizzledPartition<L, Thr> {
    type Output: AnyLayout;
    fn partition_at(l: L, thr: Thr, thread: usize, threads: usize)
        -> Option<(Self::Output, usize)>;
}

impl<L, Thr> SwizzledPartition<L, Thr> for B1
where
    L: AnyLayout,
    Thr: ThreadsFit<L>,
    PartitionRank<L, Thr>: PartitionByRank<L, Thr>,
{
    type Output = <PartitionRank<L, Thr> as PartitionByRank<L, Thr>>::Output;
    #[inline]
    fn partition_at(
        l: L,
        thr: Thr,
        thread: usize,
        threads: usize,
    ) -> Option<(Self::Output, usize)> {
        <PartitionRank<L, Thr> as PartitionByRank<L, Thr>>::partition_at(l, thr, thread, threads)
    }
}

impl<L: AnyLayout, Thr: SwizzledThreadsNeedStatic> SwizzledPartition<L, Thr> for B0 {
    type Output = L;
    fn partition_at(_: L, _: Thr, _: usize, _: usize) -> Option<(L, usize)> {
        None // never called: no thread layout meets the bound
    }
}

/// A static thread layout, which a swizzled layout's `local_partition` takes: its inner layout
/// is static, and so is its division by the thread layout's shape (CuTe's C++ does not compile
/// a swizzled layout partitioned by a run-time thread layout either).
#[diagnostic::on_unimplemented(
    message = "local_partition: the thread layout has run-time (`Dyn`) leaves, and a swizzled layout takes a static thread layout",
    label = "a thread layout with run-time leaves",
    note = "a plain layout takes a run-time thread layout; a swizzled one's thread layout is a `layout!` type"
)]
pub trait SwizzledThreadsNeedStatic {}
