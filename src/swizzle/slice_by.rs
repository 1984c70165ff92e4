//! The slice of a swizzled layout, `SliceOp` for `Sw o O o L`: the entry that sends a
//! coordinate to the slice its integers ask for, the static one (`slice.rs`: the slice and its
//! offset are types) or the run-time one (`slice_rt.rs`: a `MixedBits` offset or run-time
//! strides, for a run-time coordinate or an offset with run-time bits), and refuses a
//! coordinate that mixes both kinds.
//!
//! Above both files, so that each of them is written without the other's dispatch.

use core::ops::BitOr;

use typenum::{Bit, UInt, UTerm, Unsigned, B0, B1, U1};

use super::slice::{SlicedOffset, SwizzleSlice};
use super::slice_rt::{OffsetBits, SwizzleSliceMixed, SwizzleSliceRt};
use super::ComposedLayout;
use crate::layout::Layout;
use crate::list::{self, C, E};
use crate::tuple::Underscore;

// ---------------------------------------------------------------------------------------------
// Which integers a coordinate has
// ---------------------------------------------------------------------------------------------

/// Whether the internal coordinate `Self` has static integers (`Static`) and run-time ones
/// (`RunTime`).
pub trait CrdKind {
    type Static: Bit;
    type RunTime: Bit;
}
impl CrdKind for Underscore {
    type Static = B0;
    type RunTime = B0;
}
impl CrdKind for E {
    type Static = B0;
    type RunTime = B0;
}
impl CrdKind for UTerm {
    type Static = B1;
    type RunTime = B0;
}
impl<U, Bt> CrdKind for UInt<U, Bt> {
    type Static = B1;
    type RunTime = B0;
}
impl CrdKind for usize {
    type Static = B0;
    type RunTime = B1;
}
impl CrdKind for crate::Dyn {
    type Static = B0;
    type RunTime = B1;
}
impl<H: CrdKind, T: CrdKind> CrdKind for C<H, T>
where
    H::Static: BitOr<T::Static>,
    H::RunTime: BitOr<T::RunTime>,
    typenum::Or<H::Static, T::Static>: Bit,
    typenum::Or<H::RunTime, T::RunTime>: Bit,
{
    type Static = typenum::Or<H::Static, T::Static>;
    type RunTime = typenum::Or<H::RunTime, T::RunTime>;
}

/// Never implemented: the error of a coordinate that mixes static and run-time integers.
#[diagnostic::on_unimplemented(
    message = "slice_and_offset of a swizzled layout: the coordinate mixes static (typenum) and run-time (usize, Dyn) integers",
    label = "give every integer of the coordinate as a run-time value, or every one as a static one (`crd!`)"
)]
pub trait SwizzledSliceNeedsOneKindOfInteger<Crd> {}

// ---------------------------------------------------------------------------------------------
// The slice, by the kinds of the coordinate's integers
// ---------------------------------------------------------------------------------------------

/// The slice of a composed layout by the coordinate `Self`. Implemented on each kind of
/// coordinate (tuples, `_`, integers), so that a coordinate whose type is still unknown leaves
/// the trait solver undecided instead of searching; then dispatched on the kind of its integers
/// and of the layout's offset (static: `slice.rs`; run-time: `slice_rt.rs`).
pub trait ComposedSliceBy<A, O, L> {
    type Output: crate::AnyLayout;
    /// The slice of the layout whose offset is `off`, and where it starts.
    fn run(&self, off: i64) -> (Self::Output, i64);
}

/// [`ComposedSliceBy`] by the kinds of the coordinate's integers and of the offset's bits:
/// `(coordinate has static integers, coordinate has run-time integers, offset has run-time
/// bits)`.
pub trait SliceByKind<A, O, L, Crd> {
    type Output: crate::AnyLayout;
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64);
}

/// No integer, or static ones only, into a static offset: the slice is a type, and so is its
/// offset.
impl<St, A, O, L, Crd> SliceByKind<A, O, L, Crd> for (St, B0, B0)
where
    A: SwizzleSlice<O, L, Crd>,
{
    type Output = <A as SwizzleSlice<O, L, Crd>>::Output;
    #[inline(always)]
    fn run(_: &Crd, _: i64) -> (Self::Output, i64) {
        (Default::default(), <A as SwizzleSlice<O, L, Crd>>::OFFSET)
    }
}

/// Run-time integers only, into any offset.
impl<A, O, L, Crd, Ro> SliceByKind<A, O, L, Crd> for (B0, B1, Ro)
where
    A: SwizzleSliceRt<O, L, Crd>,
{
    type Output = <A as SwizzleSliceRt<O, L, Crd>>::Output;
    #[inline(always)]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        <A as SwizzleSliceRt<O, L, Crd>>::run(crd, off)
    }
}

/// No integer into an offset with run-time bits: the run-time slice too.
impl<A, O, L, Crd> SliceByKind<A, O, L, Crd> for (B0, B0, B1)
where
    (B0, B1, B1): SliceByKind<A, O, L, Crd>,
{
    type Output = <(B0, B1, B1) as SliceByKind<A, O, L, Crd>>::Output;
    #[inline(always)]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        <(B0, B1, B1) as SliceByKind<A, O, L, Crd>>::run(crd, off)
    }
}

/// Static integers only into an offset with run-time bits (a thread's part sliced at
/// `Int<0>`).
impl<A, O, L, Crd> SliceByKind<A, O, L, Crd> for (B1, B0, B1)
where
    A: SwizzleSliceMixed<O, L, Crd>,
{
    type Output = <A as SwizzleSliceMixed<O, L, Crd>>::Output;
    #[inline(always)]
    fn run(crd: &Crd, off: i64) -> (Self::Output, i64) {
        <A as SwizzleSliceMixed<O, L, Crd>>::run(crd, off)
    }
}

/// Both kinds of integers: refused.
impl<A, O, L, Crd, Ro> SliceByKind<A, O, L, Crd> for (B1, B1, Ro)
where
    (): SwizzledSliceNeedsOneKindOfInteger<Crd>,
{
    type Output = Layout<(U1,), (typenum::U0,)>;
    fn run(_: &Crd, _: i64) -> (Self::Output, i64) {
        unreachable!("a coordinate that mixes static and run-time integers does not compile")
    }
}

type KindOf<Crd, O> = (
    <list::Repr<Crd> as CrdKind>::Static,
    <list::Repr<Crd> as CrdKind>::RunTime,
    <O as OffsetBits>::RunTime,
);

macro_rules! composed_slice_by {
    ($($t:ident)*) => {
        impl<A, O, L, $($t),*> ComposedSliceBy<A, O, L> for ($($t,)*)
        where
            Self: list::Internal,
            list::Repr<Self>: CrdKind,
            O: OffsetBits,
            KindOf<Self, O>: SliceByKind<A, O, L, Self>,
        {
            type Output = <KindOf<Self, O> as SliceByKind<A, O, L, Self>>::Output;
            #[inline(always)]
            fn run(&self, off: i64) -> (Self::Output, i64) {
                <KindOf<Self, O> as SliceByKind<A, O, L, Self>>::run(self, off)
            }
        }
    };
}
crate::arity::for_arities!(composed_slice_by);

macro_rules! composed_slice_by_leaf {
    ([$($g:tt)*] $t:ty) => {
        impl<A, O, L, $($g)*> ComposedSliceBy<A, O, L> for $t
        where
            O: OffsetBits,
            KindOf<$t, O>: SliceByKind<A, O, L, $t>,
        {
            type Output = <KindOf<$t, O> as SliceByKind<A, O, L, $t>>::Output;
            #[inline(always)]
            fn run(&self, off: i64) -> (Self::Output, i64) {
                <KindOf<$t, O> as SliceByKind<A, O, L, $t>>::run(self, off)
            }
        }
    };
}
composed_slice_by_leaf!([] Underscore);
composed_slice_by_leaf!([] UTerm);
composed_slice_by_leaf!([U: Unsigned, Bt: Bit] UInt<U, Bt>);
composed_slice_by_leaf!([] usize);
composed_slice_by_leaf!([] crate::Dyn);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L, Crd> crate::SliceOp<Crd> for ComposedLayout<A, O, L>
where
    O: SlicedOffset + OffsetBits,
    Self: crate::AnyLayout,
    Crd: ComposedSliceBy<A, O, L>,
    L: crate::SliceOp<Crd> + Default,
{
    type Output = <Crd as ComposedSliceBy<A, O, L>>::Output;
    fn slice(self, crd: Crd) -> Self::Output {
        crd.run(self.offset.value()).0
    }
    /// CuTe's `slice_and_offset` offset: where the slice starts in the storage (the swizzle
    /// may move it, or keep it in the composed layout's offset).
    fn slice_offset(&self, crd: Crd) -> isize {
        crd.run(self.offset.value()).1 as isize
    }
    fn slice_contains(&self, coord: &Crd) -> bool {
        L::default().slice_contains(coord)
    }
    fn reach_below(slice: &Self::Output) -> usize {
        super::reach_below(slice)
    }
    fn slice_and_offset(self, crd: Crd) -> (Self::Output, isize) {
        let (slice, offset) = crd.run(self.offset.value());
        (slice, offset as isize)
    }
}
