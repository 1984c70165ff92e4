//! The loop machinery behind `Loops` and `ZipLoops` (crate-private): nested loops over the flat
//! modes of a layout, so that a loop over a static tensor compiles to the loop nest one would
//! write by hand.

use crate::algebra::coalesce::detail::Coalescer;
use crate::int::{EqSigned, If, IfThen, IntEq, IntMul, MulSigned, StaticInt};
use crate::layout::StaticLayout;
use crate::layout::{Layout, Modes, ModesOf};
use crate::list::{self, FlattenList, Fold, PrependF, Rev, C, E};
use typenum::{Bit, B0, B1};

/// The modes of the coalesced layout (the same function, the fewest loops), last mode
/// first (the outermost loop).
pub trait LoopModes {
    /// `C<Layout<s_last, d_last>, ... C<Layout<s_0, d_0>, E>>`
    type Modes;
}

impl<S, D> LoopModes for Layout<S, D>
where
    Layout<S, D>: Coalescer<B0>,
    <Layout<S, D> as Coalescer<B0>>::Output: Modes,
    ModesOf<<Layout<S, D> as Coalescer<B0>>::Output>: Fold<PrependF, E>,
{
    type Modes = Rev<ModesOf<<Layout<S, D> as Coalescer<B0>>::Output>>;
}

/// The flat modes (not coalesced), last mode first: what two layouts are paired on.
pub trait FlatLoopModes {
    /// `C<Layout<s_last, d_last>, ... C<Layout<s_0, d_0>, E>>`
    type Modes;
}

impl<S: FlattenList, D: FlattenList> FlatLoopModes for Layout<S, D>
where
    Layout<S::Output, D::Output>: Modes,
    ModesOf<Layout<S::Output, D::Output>>: Fold<PrependF, E>,
{
    type Modes = Rev<ModesOf<Layout<S::Output, D::Output>>>;
}

/// A joint loop nest with neighbouring modes merged where both strides continue, and
/// size-1 modes dropped (outermost first).
pub trait JointCoalesce {
    /// The merged nest.
    type Output;
}

impl JointCoalesce for E {
    type Output = E;
}

impl<S: IntEq<typenum::U1>, DA, DB, T: JointCoalesce> JointCoalesce for C<Joint<S, DA, DB>, T>
where
    EqSigned<S, typenum::U1>: MergeOuter<Joint<S, DA, DB>, T::Output>,
{
    type Output = <EqSigned<S, typenum::U1> as MergeOuter<Joint<S, DA, DB>, T::Output>>::Output;
}

/// Puts the outer mode `J` on the merged inner nest `T`: `B1` drops it (size 1).
pub trait MergeOuter<J, T> {
    /// The nest.
    type Output;
}

impl<J, T> MergeOuter<J, T> for B1 {
    type Output = T;
}

impl<J> MergeOuter<J, E> for B0 {
    type Output = C<J, E>;
}

impl<
        S1: StaticInt,
        DA1: StaticInt,
        DB1: StaticInt,
        S2: StaticInt,
        DA2: StaticInt,
        DB2: StaticInt,
        T,
    > MergeOuter<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>> for B0
where
    S2: IntMul<DA2> + IntMul<DB2> + IntMul<S1>,
    DA1: IntEq<MulSigned<S2, DA2>>,
    DB1: IntEq<MulSigned<S2, DB2>>,
    EqSigned<DA1, MulSigned<S2, DA2>>: core::ops::BitAnd<EqSigned<DB1, MulSigned<S2, DB2>>>,
    typenum::And<EqSigned<DA1, MulSigned<S2, DA2>>, EqSigned<DB1, MulSigned<S2, DB2>>>: If<
        C<Joint<MulSigned<S2, S1>, DA2, DB2>, T>,
        C<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>>,
    >,
{
    type Output = IfThen<
        typenum::And<EqSigned<DA1, MulSigned<S2, DA2>>, EqSigned<DB1, MulSigned<S2, DB2>>>,
        C<Joint<MulSigned<S2, S1>, DA2, DB2>, T>,
        C<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>>,
    >;
}

/// A loop nest: `f(offset)` for every coordinate, first mode fastest.
pub trait Walk {
    /// Runs the nest from `base`.
    fn walk<F: FnMut(isize)>(base: isize, f: &mut F);
}

impl Walk for E {
    #[inline(always)]
    fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
        f(base)
    }
}

impl<S: StaticInt, D: StaticInt, H, T> Walk for C<Layout<S, D>, C<H, T>>
where
    C<H, T>: Walk,
{
    #[inline(always)]
    fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
        for c in 0..S::VALUE as isize {
            <C<H, T>>::walk(base + c * D::VALUE as isize, f);
        }
    }
}

/// The innermost loop: strip-mined (see `strips`) when it is contiguous.
impl<S: StaticInt, D: StaticInt> Walk for C<Layout<S, D>, E> {
    #[inline(always)]
    fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
        let d = D::VALUE as isize;
        if d == 1 {
            strips(S::VALUE as isize, &mut |c| f(base + c));
        } else {
            for c in 0..S::VALUE as isize {
                f(base + c * d);
            }
        }
    }
}

/// Trip count of the inner loop of a strip-mined innermost loop.
const STRIP: isize = 32;

/// `f(c)` for `c` in `0..n`, as strips of `STRIP` iterations and a remainder. `n` is a
/// constant of the layout, so the strips have a constant trip count that the optimiser
/// unrolls and vectorises as it would a hand-written loop over a small tile, rather than
/// leaving a long loop with its default (small) unrolling.
#[inline(always)]
fn strips<F: FnMut(isize)>(n: isize, f: &mut F) {
    let full = n - n % STRIP;
    let mut c0 = 0;
    while c0 < full {
        for c in c0..c0 + STRIP {
            f(c);
        }
        c0 += STRIP;
    }
    for c in full..n {
        f(c);
    }
}

/// Two loop nests over the same flat shape, walked together: `f(offset_a, offset_b)`.
pub trait Walk2 {
    /// Runs the nest from `(base_a, base_b)`.
    fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F);
}

/// A mode of a joint loop nest: extent `S`, strides `DA` and `DB`.
pub struct Joint<S, DA, DB>(core::marker::PhantomData<(S, DA, DB)>);

impl Walk2 for E {
    #[inline(always)]
    fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
        f(a, b)
    }
}

impl<S: StaticInt, DA: StaticInt, DB: StaticInt, H, T> Walk2 for C<Joint<S, DA, DB>, C<H, T>>
where
    C<H, T>: Walk2,
{
    #[inline(always)]
    fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
        for c in 0..S::VALUE as isize {
            <C<H, T>>::walk2(a + c * DA::VALUE as isize, b + c * DB::VALUE as isize, f);
        }
    }
}

/// The innermost loop: strip-mined (see `strips`) when it is contiguous.
impl<S: StaticInt, DA: StaticInt, DB: StaticInt> Walk2 for C<Joint<S, DA, DB>, E> {
    #[inline(always)]
    fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
        let (da, db) = (DA::VALUE as isize, DB::VALUE as isize);
        if da == 1 && db == 1 {
            strips(S::VALUE as isize, &mut |c| f(a + c, b + c));
        } else {
            for c in 0..S::VALUE as isize {
                f(a + c * da, b + c * db);
            }
        }
    }
}

/// Pairs the loop modes of two layouts: `Same` is `B1` when their flat shapes are equal, and
/// then `Joint` is their joint loop nest.
pub trait PairModes<B> {
    /// `B1` when the flat shapes are equal.
    type Same: Bit;
    /// The joint loop nest (meaningful when `Same` is `B1`).
    type Joint;
}

impl PairModes<E> for E {
    type Same = B1;
    type Joint = E;
}

impl<H, T> PairModes<E> for C<H, T> {
    type Same = B0;
    type Joint = E;
}

impl<H, T> PairModes<C<H, T>> for E {
    type Same = B0;
    type Joint = E;
}

impl<SA: IntEq<SB>, DA, TA: PairModes<TB>, SB: StaticInt, DB, TB> PairModes<C<Layout<SB, DB>, TB>>
    for C<Layout<SA, DA>, TA>
where
    EqSigned<SA, SB>: core::ops::BitAnd<TA::Same>,
    typenum::And<EqSigned<SA, SB>, TA::Same>: Bit,
{
    type Same = typenum::And<EqSigned<SA, SB>, TA::Same>;
    type Joint = C<Joint<SA, DA, DB>, TA::Joint>;
}

/// Loops over two layouts of the same size: jointly when their flat shapes agree,
/// otherwise by 1-D index (`offset_a(i)`, `offset_b(i)`).
pub trait ZipLoop<LA, LB> {
    /// Runs `f(offset_a, offset_b)` for every index.
    fn run<F: FnMut(isize, isize)>(f: &mut F);
}

impl<LA, LB, J: JointCoalesce> ZipLoop<LA, LB> for (B1, J)
where
    J::Output: Walk2,
{
    #[inline(always)]
    fn run<F: FnMut(isize, isize)>(f: &mut F) {
        <J::Output as Walk2>::walk2(0, 0, f)
    }
}

impl<LA: StaticLayout, LB: StaticLayout, J> ZipLoop<LA, LB> for (B0, J)
where
    usize: crate::index::Coordinate<list::Repr<LA::Shape>, list::Repr<LA::Stride>>,
    usize: crate::index::Coordinate<list::Repr<LB::Shape>, list::Repr<LB::Stride>>,
{
    #[inline(always)]
    fn run<F: FnMut(isize, isize)>(f: &mut F) {
        use crate::index::Coordinate;
        for i in 0..LA::SIZE {
            f(
                <usize as Coordinate<list::Repr<LA::Shape>, list::Repr<LA::Stride>>>::crd2idx(i),
                <usize as Coordinate<list::Repr<LB::Shape>, list::Repr<LB::Stride>>>::crd2idx(i),
            );
        }
    }
}

/// The copy check: two layouts with the same number of coordinates.
#[diagnostic::on_unimplemented(
    message = "copy: the source layout `{Self}` and the destination layout `{L}` have different sizes",
    label = "copy visits every index of both tensors: their sizes must be equal",
    note = "typenum writes integers in binary, most significant bit innermost"
)]
pub trait SameSize<L> {}

impl<L1: list::Internal, L2: list::Internal> SameSize<L2> for L1 where L1::Repr: SizeEq<L2::Repr> {}

/// [`SameSize`] on internal forms.
pub trait SizeEq<L> {}

impl<A: crate::layout::ShapeStride, B: crate::layout::ShapeStride> SizeEq<B> for A
where
    A::Shape: list::Product,
    B::Shape: list::Product,
    list::ProductOf<A::Shape>: typenum::IsEqual<list::ProductOf<B::Shape>>,
    typenum::Eq<list::ProductOf<A::Shape>, list::ProductOf<B::Shape>>:
        SameSizes<list::ProductOf<A::Shape>, list::ProductOf<B::Shape>>,
{
}

crate::decimal::decimal_check! {
    /// `B1` when the two sizes are equal; its message is the copy's error.
    #[diagnostic::on_unimplemented(
        message = "copy: the source has {A} elements and the destination {B}",
        label = "copy visits every index of both tensors: their sizes must be equal",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    SameSizes / SameSizesFails<A, B>
}

/// The loops of a copy into `Self` from `Src`: one joint nest when the flat shapes agree, index
/// by index otherwise (what `ZipLoops` runs).
pub trait PairLoops<Src> {
    /// `f(offset in Self, offset in Src)` for every index.
    fn run<F: FnMut(isize, isize)>(f: &mut F);
}

impl<L: StaticLayout, Src: StaticLayout + SameSize<L>> PairLoops<Src> for L
where
    list::Repr<L>: FlatLoopModes,
    list::Repr<Src>: FlatLoopModes,
    FlatNest<L>: PairModes<FlatNest<Src>>,
    JointOf<L, Src>: ZipLoop<L, Src>,
{
    #[inline(always)]
    fn run<F: FnMut(isize, isize)>(f: &mut F) {
        <JointOf<L, Src> as ZipLoop<L, Src>>::run(f)
    }
}

/// The flat loop modes of `L`, paired with another layout's for joint loops.
type FlatNest<L> = <list::Repr<L> as FlatLoopModes>::Modes;
/// The joint loop (or index loop) of layouts `A` and `B`.
type JointOf<A, B> = (
    <FlatNest<A> as PairModes<FlatNest<B>>>::Same,
    <FlatNest<A> as PairModes<FlatNest<B>>>::Joint,
);
