//! The plain layouts' `local_tile` and `local_partition` (a run-time tile coordinate or thread
//! index, [`LocalTileOp`](crate::LocalTileOp), [`LocalPartitionOp`](crate::LocalPartitionOp))
//! fed a swizzled layout: a compile error that names the operation and the rule. A swizzled
//! layout's tile depends on which tile it is (its slice may decay to a plain layout), so its
//! coordinate is a type here: [`LocalTileAt`](super::LocalTileAt) and
//! [`LocalPartitionAt`](super::LocalPartitionAt).

use super::ComposedLayout;

/// Never implemented: the error of a run-time coordinate into a swizzled layout.
#[diagnostic::on_unimplemented(
    message = "local_tile: a swizzled layout's tile depends on which tile it is, so its tile coordinate must be static",
    label = "a run-time tile coordinate into a swizzled layout",
    note = "take the tile with a static coordinate: `swizzle::LocalTileAt<L, Tiler, crd!((i, j))>` (its start: `LocalTileAtOp::tile_offset`)"
)]
pub trait SwizzledTileNeedsStaticCoordinate<L, T, C> {}

/// Never implemented: the error of a run-time thread index into a swizzled layout.
#[diagnostic::on_unimplemented(
    message = "local_partition: a swizzled layout's partition depends on which thread it is, so the thread index must be static",
    label = "a run-time thread index into a swizzled layout",
    note = "take the partition with a static thread index: `swizzle::LocalPartitionAt<L, Thr, U5>` (its start: `LocalPartitionAtOp::thread_offset`)"
)]
pub trait SwizzledPartitionNeedsStaticThread<L, Thr> {}

#[doc(hidden)] // an error: the rule is in the check's message
impl<A, O, L, T, C> crate::LocalTileOp<T, C> for ComposedLayout<A, O, L>
where
    typenum::B0: SwizzledTileNeedsStaticCoordinate<Self, T, C>,
{
    type Output = crate::Layout<(typenum::U1,), (typenum::U0,)>;
    fn tile_at(self, _: T, _: C) -> Option<(Self::Output, usize)> {
        None
    }
}

#[doc(hidden)] // an error: the rule is in the check's message
impl<A, O, L, Thr> crate::LocalPartitionOp<Thr> for ComposedLayout<A, O, L>
where
    typenum::B0: SwizzledPartitionNeedsStaticThread<Self, Thr>,
{
    type Output = crate::Layout<(typenum::U1,), (typenum::U0,)>;
    const THREADS: usize = 0;
    fn partition_at(self, _: usize) -> Option<(Self::Output, usize)> {
        None
    }
}
