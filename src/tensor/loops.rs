//! Loops over tensors: the [`Loops`] and [`ZipLoops`] bounds and the tensor methods that use
//! them (`for_each`, `iter`, `fill`, `copy_from`, `zip_apply`), for static layouts and layouts
//! with run-time leaves alike. The loop nests are the crate-private `nest` machinery, over the
//! coalesced layouts: a copy between two layouts walks both nests together when their extents
//! agree (coalesced, or else leaf by leaf), and index by index otherwise.

use super::engine::{Engine, EngineMut};
use super::nest::{flat, Flat, FlatLeaves, Nest, Nest2};
use super::sealed::Sealed;
use super::Tensor;
use crate::algebra::coalesce::{Coalesce, CoalesceOp};
use crate::index::CoordValue;
use crate::layout::{Layout, StaticLayout};
use crate::list;
use crate::tuple::{AllStatic, BothStatic};
use crate::AnyLayout;
use typenum::{B0, B1};

/// A layout a tensor can loop over: every concrete layout is one, static or with run-time
/// leaves ([`Dyn`](crate::Dyn)). Generic code names this bound (`L: Loops`) for
/// [`Tensor::for_each`], [`Tensor::iter`] and [`Tensor::fill`].
///
/// A layout loops through its coalesced layout: one loop per leaf, whose extent and stride are
/// the constant of a static leaf or the value stored for a run-time one (the loop nest a kernel
/// written by hand has; a static tile of contiguous modes is one loop).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::Tensor;
/// fn total<L: Loops>(t: &Tensor<&[u32], L>) -> u32 {
///     t.iter().sum()
/// }
/// let data: Vec<u32> = (0..8).collect();
/// let t = Tensor::<_, layout!((2, 2):(1, 4))>::new(&data[..]).unwrap();
/// assert_eq!(total(&t), 0 + 1 + 4 + 5);
/// let mut offsets = Vec::new();
/// <layout!((2, 2):(1, 4))>::new().for_each_offset(&mut |o| offsets.push(o));
/// assert_eq!(offsets, [0, 1, 4, 5]);
/// assert_eq!(<layout!((2, 2):(1, 4))>::new().offset_of_index(3), 5);
/// // Run-time extents and strides: the same loops.
/// let (m, ld) = (2usize, 4usize);
/// let d = Tensor::with_layout(&data[..], make_layout!((m, 2):(_1, ld))).unwrap();
/// assert_eq!(total(&d), 0 + 1 + 4 + 5);
/// assert_eq!(d.layout().offset_of_index(3), 5);
/// ```
#[diagnostic::on_unimplemented(
    message = "for_each, iter, fill: the tensor's layout has no `Loops` bound",
    label = "for_each, iter and fill loop over the tensor's layout",
    note = "in generic code, add the bound `Loops` on this layout (every layout has it)"
)]
pub trait Loops: AnyLayout + Sealed {
    /// `f(offset)` for every index, in layout order, through the layout's loop nest.
    fn for_each_offset<F: FnMut(isize)>(&self, f: &mut F);
    /// The offset of index `i` (CuTe's `layout(i)`).
    fn offset_of_index(&self, i: usize) -> isize;
    /// The same offsets as runs `f(start, count, stride)` of the innermost loop (what the
    /// tensor loops use to slice the storage once per run).
    #[doc(hidden)]
    #[inline(always)]
    fn for_each_run<F: FnMut(isize, usize, isize)>(&self, f: &mut F) {
        self.for_each_offset(&mut |o| f(o, 1, 0))
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> Loops for Layout<S, D>
where
    Self: AnyLayout + CoalesceOp + AllStatic,
    Coalesce<Self>: LoopNest,
    usize: CoordValue<S, D>,
{
    #[inline(always)]
    fn for_each_offset<F: FnMut(isize)>(&self, f: &mut F) {
        CoalesceOp::apply(*self).nest(f)
    }
    #[inline(always)]
    fn offset_of_index(&self, i: usize) -> isize {
        CoordValue::offset(&i, self.shape(), self.stride()) as isize
    }
    #[inline(always)]
    fn for_each_run<F: FnMut(isize, usize, isize)>(&self, f: &mut F) {
        // A static layout's loops have constant trip counts: element by element, inlined, they
        // unroll and vectorise; a run-time layout's runs go to a function that vectorises them.
        if <<Self as AllStatic>::Output as typenum::Bit>::BOOL {
            self.for_each_offset(&mut |o| f(o, 1, 0))
        } else {
            CoalesceOp::apply(*self).runs(f)
        }
    }
}

/// A layout value's loop nest: one loop per leaf (see `super::nest`).
pub trait LoopNest {
    /// The leaves of the shape and the stride, paired.
    type Leaves;
    /// The leaves.
    fn leaves(&self) -> Self::Leaves;
    /// `f(offset)` for every index.
    fn nest<F: FnMut(isize)>(&self, f: &mut F);
    /// The offsets as runs `f(start, count, stride)` of the innermost loop.
    fn runs<F: FnMut(isize, usize, isize)>(&self, f: &mut F);
}

impl<S: FlatLeaves<D>, D> LoopNest for Layout<S, D>
where
    Flat<S, D>: Nest,
{
    type Leaves = Flat<S, D>;
    #[inline(always)]
    fn leaves(&self) -> Flat<S, D> {
        flat(self.shape(), self.stride())
    }
    #[inline(always)]
    fn nest<F: FnMut(isize)>(&self, f: &mut F) {
        self.leaves().nest(0, f)
    }
    #[inline(always)]
    fn runs<F: FnMut(isize, usize, isize)>(&self, f: &mut F) {
        self.leaves().runs(0, f)
    }
}

/// Two layouts of the same size that a copy pairs index by index (`Self` the destination,
/// `Src` the source): one joint loop nest when their flat shapes agree, index by index
/// otherwise. Generic code names this bound (`L: ZipLoops<Src>`) for [`Tensor::copy_from`] and
/// [`Tensor::zip_apply`].
///
/// For two static layouts, sizes that differ do not compile, and the flat shapes are compared
/// when the program is built. With a run-time leaf in either layout, the sizes are compared at
/// run time ([`for_each_pair`](ZipLoops::for_each_pair) panics when they differ), and the
/// joint nest (one loop per leaf) is taken when both shapes have the same number of leaves
/// with equal extents; otherwise the pairs go index by index.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::Tensor;
/// /// `y += a * x` for tensors of any two layouts of the same size.
/// fn axpy<LY: ZipLoops<LX>, LX>(a: f32, y: &mut Tensor<&mut [f32], LY>, x: &Tensor<&[f32], LX>) {
///     y.zip_apply(x, |y, x| *y += a * *x);
/// }
/// let xs = [1.0f32; 12];
/// let mut ys = [0.0f32; 12];
/// let x = Tensor::<_, layout!((3, 4):(4, 1))>::from_array(&xs);
/// let mut y = Tensor::<_, layout!((3, 4):(1, 3))>::from_array_mut(&mut ys);
/// axpy(2.0, &mut y, &x);
/// assert_eq!(ys, [2.0; 12]);
/// let mut pairs = Vec::new();
/// <layout!(3:2)>::new().for_each_pair(&<layout!(3:1)>::new(), &mut |d, s| pairs.push((d, s)));
/// assert_eq!(pairs, [(0, 0), (2, 1), (4, 2)]);
/// // A run-time extent: the same pairs.
/// let n = 3usize;
/// pairs.clear();
/// make_layout!(n:_2).for_each_pair(&make_layout!(n:_1), &mut |d, s| pairs.push((d, s)));
/// assert_eq!(pairs, [(0, 0), (2, 1), (4, 2)]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Src}` cannot be copied into one another",
    label = "copy_from and zip_apply pair the elements of two layouts of the same size",
    note = "in generic code, add the bound `ZipLoops<{Src}>` on the destination's layout"
)]
pub trait ZipLoops<Src>: ZipWalk<Src> {
    /// `f(offset in self, offset in src)` for every index.
    ///
    /// # Panics
    /// If a layout has a run-time leaf and the sizes differ (two static layouts of different
    /// sizes do not compile).
    #[inline(always)]
    fn for_each_pair<F: FnMut(isize, isize)>(&self, src: &Src, f: &mut F) {
        self.walk_pairs(src, f)
    }
    /// The same pairs as runs `f(start, start in src, count, stride, stride in src)` of the
    /// innermost loop (what the tensor loops use to slice the storage once per run).
    #[doc(hidden)]
    #[inline(always)]
    fn for_each_pair_run<F: FnMut(isize, isize, usize, isize, isize)>(&self, src: &Src, f: &mut F) {
        self.walk_pair_runs(src, f)
    }
}

/// The joint walk of two layouts that [`ZipLoops`] and the tensor algorithms are built on:
/// [`ZipLoops`]'s loops without its compile-time size check, so that each algorithm states the
/// check in its own words (`axpby: ...`, `gemm: ...`). Machinery: generic code names the
/// algorithm's bound ([`ZipLoops`], [`AxpbyOp`](super::AxpbyOp), ...), not this one.
#[doc(hidden)]
pub trait ZipWalk<Src>: AnyLayout + Sealed {
    /// See [`ZipLoops::for_each_pair`] (the run-time size check included).
    fn walk_pairs<F: FnMut(isize, isize)>(&self, src: &Src, f: &mut F);
    /// See [`ZipLoops::for_each_pair_run`]: the pairs, in index order, as runs.
    fn walk_pair_runs<F: FnMut(isize, isize, usize, isize, isize)>(&self, src: &Src, f: &mut F);
    /// The size of the source layout.
    fn src_size(src: &Src) -> usize;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, S2, D2> ZipWalk<Layout<S2, D2>> for Layout<S, D>
where
    Self: AnyLayout + CoalesceOp + LoopNest + AllStatic,
    Layout<S2, D2>: AnyLayout + CoalesceOp + LoopNest + AllStatic,
    Coalesce<Self>: LoopNest,
    Coalesce<Layout<S2, D2>>: LoopNest,
    <Coalesce<Self> as LoopNest>::Leaves: Nest2<<Coalesce<Layout<S2, D2>> as LoopNest>::Leaves>,
    <Self as LoopNest>::Leaves: Nest2<<Layout<S2, D2> as LoopNest>::Leaves>,
    usize: CoordValue<S, D> + CoordValue<S2, D2>,
{
    #[inline(always)]
    fn walk_pairs<F: FnMut(isize, isize)>(&self, src: &Layout<S2, D2>, f: &mut F) {
        let n = self.size();
        if n != src.size() {
            size_mismatch(n, src.size());
        }
        let (a, b) = (
            CoalesceOp::apply(*self).leaves(),
            CoalesceOp::apply(*src).leaves(),
        );
        if a.same_extents(&b) {
            return a.nest2(&b, 0, 0, f);
        }
        let (a, b) = (self.leaves(), src.leaves());
        if a.same_extents(&b) {
            return a.nest2(&b, 0, 0, f);
        }
        for i in 0..n {
            f(
                CoordValue::offset(&i, self.shape(), self.stride()) as isize,
                CoordValue::offset(&i, src.shape(), src.stride()) as isize,
            );
        }
    }
    #[inline(always)]
    fn walk_pair_runs<F: FnMut(isize, isize, usize, isize, isize)>(
        &self,
        src: &Layout<S2, D2>,
        f: &mut F,
    ) {
        // As in `Loops::for_each_run`: element by element when both layouts are static.
        if <BothStatic<Layout<S2, D2>, Self> as typenum::Bit>::BOOL {
            return self.walk_pairs(src, &mut |a, b| f(a, b, 1, 0, 0));
        }
        let n = self.size();
        if n != src.size() {
            size_mismatch(n, src.size());
        }
        let (a, b) = (
            CoalesceOp::apply(*self).leaves(),
            CoalesceOp::apply(*src).leaves(),
        );
        if a.same_extents(&b) {
            return a.runs2(&b, f);
        }
        let (a, b) = (self.leaves(), src.leaves());
        if a.same_extents(&b) {
            return a.runs2(&b, f);
        }
        self.walk_pairs(src, &mut |a, b| f(a, b, 1, 0, 0));
    }
    #[inline(always)]
    fn src_size(src: &Layout<S2, D2>) -> usize {
        src.size()
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, S2, D2> ZipLoops<Layout<S2, D2>> for Layout<S, D>
where
    Self: ZipWalk<Layout<S2, D2>> + AllStatic,
    Layout<S2, D2>: AllStatic,
    BothStatic<Layout<S2, D2>, Self>: SizesAgree<Self, Layout<S2, D2>>,
{
}

/// The sizes of a copy's two layouts, checked when the program is built if both are static
/// (`Self` = `B1`); with a run-time leaf in either, `for_each_pair` checks them at run time.
pub trait SizesAgree<L, Src> {}

impl<L, Src> SizesAgree<L, Src> for B0 {}

impl<L: StaticLayout, Src: StaticLayout + SameSize<L>> SizesAgree<L, Src> for B1 {}

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

/// `f` on the pairs of two runs of equal length. A function of its own, never inlined, so that
/// the two slices stay arguments: the compiler knows they do not overlap (which it cannot see
/// through the closures of the loop nest, nor once the function is inlined) and vectorises the
/// loop. Inlined, the same loop compiled to scalar code 1.2-1.4x slower than the hand-written
/// one (`cargo bench --bench tensor_loops`, tiled rows).
#[inline(never)]
fn zip_run<A, B>(d: &mut [A], s: &[B], f: &mut impl FnMut(&mut A, &B)) {
    for (x, y) in d.iter_mut().zip(s) {
        f(x, y);
    }
}

/// The panic of a copy between layouts of different run-time sizes.
#[cold]
#[inline(never)]
#[track_caller]
pub(crate) fn size_mismatch(dst: usize, src: usize) -> ! {
    panic!(
        "copy_from / zip_apply: the destination has {dst} elements and the source {src}: their sizes must be equal"
    )
}

impl<E: Engine, L> Tensor<E, L> {
    /// The elements in layout order (index `0..SIZE`); a layout with stride 0 visits the same
    /// element more than once.
    ///
    /// # Panics
    /// If the layout reaches past the tensor's storage, as a partial tile of `local_tile` at a
    /// matrix's edge can (read such a tile with [`Tensor::get`], or predicate it).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let t = Tensor::<_, layout!((2, 2):(2, 1))>::from_array(&[1, 2, 3, 4]);
    /// assert_eq!(t.iter().copied().collect::<Vec<_>>(), [1, 3, 2, 4]);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = &E::Elem> + '_
    where
        L: Loops,
    {
        let (data, origin) = (self.engine.as_slice(), self.origin());
        let layout = self.layout;
        (0..layout.size())
            .map(move |i| super::elem(data, super::slot(origin, layout.offset_of_index(i)), "iter"))
    }

    /// Calls `f` on every element in layout order, through the layout's loop nest (the loops a
    /// hand-written kernel would have: constant extents and strides for static leaves, the
    /// stored values for run-time ones).
    ///
    /// # Panics
    /// If the layout reaches past the tensor's storage, as a partial tile of `local_tile` at a
    /// matrix's edge can (read such a tile with [`Tensor::get`], or predicate it).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let t = Tensor::<_, layout!((2, 2):(2, 1))>::from_array(&[1, 2, 3, 4]);
    /// let mut seen = Vec::new();
    /// t.for_each(|&x| seen.push(x));
    /// assert_eq!(seen, [1, 3, 2, 4]);
    /// ```
    #[inline]
    pub fn for_each(&self, mut f: impl FnMut(&E::Elem))
    where
        L: Loops,
    {
        let data = self.engine.as_slice();
        super::with_slots!(self.origin() => at; {
            self.layout
                .for_each_offset(&mut |o| f(super::elem(data, at(o), "for_each")))
        });
    }
}

impl<E: EngineMut, L> Tensor<E, L> {
    /// Calls `f` on every element in layout order (an element reached twice is visited twice).
    /// The loop is the layout's loop nest (see [`for_each`](Tensor::for_each)).
    ///
    /// # Panics
    /// If the layout reaches past the tensor's storage, as a partial tile of `local_tile` at a
    /// matrix's edge can (read such a tile with [`Tensor::get`], or predicate it).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [1, 2, 3, 4];
    /// Tensor::<_, layout!(2:2)>::from_array_mut(&mut data).for_each_mut(|x| *x *= 10);
    /// assert_eq!(data, [10, 2, 30, 4]);
    /// ```
    #[inline]
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut E::Elem))
    where
        L: Loops,
    {
        let (layout, origin) = (self.layout, self.origin());
        let data = self.engine.as_mut_slice();
        super::with_slots!(origin => at; {
            layout.for_each_run(&mut |o, n, d| {
                if n == 0 {
                } else if d == 1 {
                    // A contiguous run: the storage is sliced (and checked) once.
                    let o = at(o);
                    super::elem_mut(data, o..o.wrapping_add(n), "for_each_mut")
                        .iter_mut()
                        .for_each(&mut f);
                } else {
                    for c in 0..n as isize {
                        f(super::elem_mut(data, at(o + c * d), "for_each_mut"));
                    }
                }
            })
        });
    }

    /// Sets every element to `value` (CuTe's `fill`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [0; 4];
    /// Tensor::<_, layout!(2:3)>::from_array_mut(&mut data).fill(7);
    /// assert_eq!(data, [7, 0, 0, 7]);
    /// ```
    pub fn fill(&mut self, value: E::Elem)
    where
        E::Elem: Clone,
        L: Loops,
    {
        self.for_each_mut(|x| *x = value.clone());
    }

    /// CuTe's `copy(src, dst)`: element `i` of `src` to element `i` of `self`, for every index
    /// `i`. The two layouts must have the same size: checked at compile time when both are
    /// static, at run time otherwise.
    ///
    /// When both layouts have the same flat shape, the copy is one loop nest over both;
    /// otherwise it goes index by index.
    ///
    /// # Panics
    /// If a layout has a run-time leaf and the two sizes differ, or if a layout reaches past its
    /// tensor's storage (see [`for_each`](Tensor::for_each)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let src = Tensor::<_, layout!((2, 3):(3, 1))>::from_array(&[0, 1, 2, 3, 4, 5]);
    /// let mut out = [0; 6];
    /// Tensor::<_, layout!((2, 3):(1, 2))>::from_array_mut(&mut out).copy_from(&src);
    /// assert_eq!(out, [0, 3, 1, 4, 2, 5]); // the transpose, column-major
    /// ```
    #[inline]
    pub fn copy_from<E2: Engine<Elem = E::Elem>, L2>(&mut self, src: &Tensor<E2, L2>)
    where
        E::Elem: Clone,
        L: ZipLoops<L2>,
    {
        self.zip_apply(src, |d, s| *d = s.clone());
    }

    /// Calls `f(dst, src)` on element `i` of `self` and element `i` of `src`, for every index
    /// `i` (CuTe's `transform` over two tensors; `copy_from` is this with assignment). The two
    /// layouts must have the same size: checked at compile time when both are static, at run
    /// time otherwise.
    ///
    /// # Panics
    /// If a layout has a run-time leaf and the two sizes differ, or if a layout reaches past its
    /// tensor's storage (see [`for_each`](Tensor::for_each)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let src = Tensor::<_, layout!(3:1)>::from_array(&[1, 2, 3]);
    /// let mut out = [10, 20, 30];
    /// Tensor::<_, layout!(3:1)>::from_array_mut(&mut out).zip_apply(&src, |d, s| *d += s);
    /// assert_eq!(out, [11, 22, 33]);
    /// ```
    #[inline]
    pub fn zip_apply<E2: Engine, L2>(
        &mut self,
        src: &Tensor<E2, L2>,
        f: impl FnMut(&mut E::Elem, &E2::Elem),
    ) where
        L: ZipLoops<L2>,
    {
        self.zip_walk(src, f)
    }

    /// [`zip_apply`](Tensor::zip_apply) over the joint walk alone: the loops of the tensor
    /// algorithms, whose bounds check the sizes in their own words.
    #[inline]
    pub(super) fn zip_walk<E2: Engine, L2>(
        &mut self,
        src: &Tensor<E2, L2>,
        mut f: impl FnMut(&mut E::Elem, &E2::Elem),
    ) where
        L: ZipWalk<L2>,
    {
        let layout = self.layout;
        let (s, so) = (src.engine.as_slice(), src.origin());
        let dor = self.origin();
        let d = self.engine.as_mut_slice();
        super::with_slots!(dor => at_d, so => at_s; {
            layout.walk_pair_runs(&src.layout, &mut |od, os, n, dd, ds| {
                if n == 0 {
                } else if dd == 1 && ds == 1 {
                    // Contiguous runs on both sides: the storage is sliced (and checked) once.
                    let (od, os) = (at_d(od), at_s(os));
                    const OP: &str = "copy / zip_apply";
                    zip_run(
                        super::elem_mut(d, od..od.wrapping_add(n), OP),
                        super::elem(s, os..os.wrapping_add(n), OP),
                        &mut f,
                    );
                } else {
                    for c in 0..n as isize {
                        f(
                            super::elem_mut(d, at_d(od + c * dd), "copy / zip_apply"),
                            super::elem(s, at_s(os + c * ds), "copy / zip_apply"),
                        );
                    }
                }
            })
        });
    }
}
