//! A thread's part of a partitioned layout, for plain and swizzled layouts alike: the layout's
//! thread mode fixed at the thread's coordinate, its other modes kept (CuTe slices the
//! partitioned tensor at `(thr, (_, ...))`). `partition_A/B/C` and `partition_S/D` both end here.
//!
//! A plain layout's part does not depend on the thread, so the slice is static and the thread
//! only moves the start. A swizzled layout's part does (the swizzle's bits follow the start), so
//! it is CuTe's slice at a run-time coordinate: a composed layout with a
//! [`MixedBits`](crate::swizzle::MixedBits) offset, or the plain layout it decays to. GMMA's
//! layout atoms swizzle byte addresses instead (CuTe keeps that swizzle in the tensor's
//! pointer): their parts are the inner layout's, the swizzle kept.

use crate::swizzle::{ComposedLayout, SmemPtrFlag};
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
    O: ComposedPart<A, L, Fixed, Thr, Crd>,
{
    type Output = <O as ComposedPart<A, L, Fixed, Thr, Crd>>::Output;
    #[inline]
    fn part(self, thr: Thr, crd: Crd) -> (Self::Output, isize) {
        O::part(self, thr, crd)
    }
}

/// A thread's part of a swizzled layout, by the kind of its offset `Self`: a swizzle of the
/// layout's offsets (a static or [`MixedBits`](crate::swizzle::MixedBits) offset) is CuTe's
/// slice at the thread's run-time coordinate; a swizzle of byte addresses
/// ([`SmemPtrFlag`]) sits in CuTe's pointer, so the inner layout is partitioned and the
/// swizzle kept, told where the part starts (it swizzles absolute addresses).
#[doc(hidden)]
pub trait ComposedPart<A, L, Fixed, Thr, Crd>: Sized {
    type Output: crate::AnyLayout;
    fn part(l: ComposedLayout<A, Self, L>, thr: Thr, crd: Crd) -> (Self::Output, isize);
}

impl<A, L, Fixed, Thr, Crd, O> ComposedPart<A, L, Fixed, Thr, Crd> for O
where
    O: crate::swizzle::slice::SlicedOffset,
    ComposedLayout<A, O, L>: SliceOp<Crd>,
    Crd: Copy,
{
    type Output = <ComposedLayout<A, O, L> as SliceOp<Crd>>::Output;
    #[inline]
    fn part(l: ComposedLayout<A, O, L>, _thr: Thr, crd: Crd) -> (Self::Output, isize) {
        SliceOp::slice_and_offset(l, crd)
    }
}

impl<A, L, Fixed, Thr, Crd, Bits> ComposedPart<A, L, Fixed, Thr, Crd> for SmemPtrFlag<Bits>
where
    Bits: typenum::Unsigned + 'static,
    L: ThreadPart<Fixed, Thr, Crd> + Default,
    ComposedLayout<A, SmemPtrFlag<Bits>, L::Output>: crate::AnyLayout,
{
    type Output = ComposedLayout<A, SmemPtrFlag<Bits>, L::Output>;
    #[inline]
    fn part(l: ComposedLayout<A, Self, L>, thr: Thr, crd: Crd) -> (Self::Output, isize) {
        let (_, start) = L::default().part(thr, crd);
        let offset = crate::swizzle::ComposedOffset::moved(l.offset, start as i64);
        (ComposedLayout::with_offset(offset), start)
    }
}
