//! A thread's part of a partitioned layout, for plain and swizzled layouts alike: the layout's
//! thread mode fixed at the thread's coordinate, its other modes kept (CuTe slices the
//! partitioned tensor at `(thr, (_, ...))`). `partition_A/B/C` and `partition_S/D` both end here.
//!
//! A plain layout's part does not depend on the thread, so the slice is static and the thread
//! only moves the start. A swizzled layout's part does (the swizzle's bits follow the start), so
//! it is CuTe's slice at a run-time coordinate: a composed layout with a
//! [`MixedBits`](crate::swizzle::MixedBits) offset, or the plain layout it decays to.

use crate::swizzle::ComposedLayout;
use crate::{Crd2IdxOp, Layout, ModeOf, ModeOp, SliceOp};
use typenum::U0;

/// The part of a thread of a partitioned layout. A plain layout takes `Fixed`, the slice's
/// coordinate with the thread mode at 0 (static), and `Thr`, the thread's coordinate in the
/// thread mode (its start); a swizzled one takes `Crd`, the whole slice coordinate with the
/// thread's run-time coordinate in the thread mode.
#[doc(hidden)]
pub trait ThreadPart<Fixed, Thr, Crd>: Sized {
    type Output: crate::AnyLayout;
    fn part(self, thr: Thr, crd: Crd) -> (Self::Output, isize);
}

#[doc(hidden)] // machinery bounds
impl<S, D, Fixed, Thr, Crd> ThreadPart<Fixed, Thr, Crd> for Layout<S, D>
where
    Self: Copy + ModeOp<U0> + SliceOp<Fixed>,
    Fixed: Default,
    ModeOf<Self, U0>: Crd2IdxOp<Thr>,
{
    type Output = <Self as SliceOp<Fixed>>::Output;
    #[inline]
    fn part(self, thr: Thr, _crd: Crd) -> (Self::Output, isize) {
        let start = ModeOp::<U0>::get(self).crd2idx(thr);
        (SliceOp::slice(self, Fixed::default()), start)
    }
}

#[doc(hidden)] // machinery bounds
impl<A, O, L, Fixed, Thr, Crd> ThreadPart<Fixed, Thr, Crd> for ComposedLayout<A, O, L>
where
    Self: SliceOp<Crd>,
    Crd: Copy,
{
    type Output = <Self as SliceOp<Crd>>::Output;
    #[inline]
    fn part(self, _thr: Thr, crd: Crd) -> (Self::Output, isize) {
        SliceOp::slice_and_offset(self, crd)
    }
}
