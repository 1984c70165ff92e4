//! Loops over tensors: the [`Loops`] and [`ZipLoops`] bounds and the tensor methods that use
//! them (`for_each`, `iter`, `fill`, `copy_from`, `zip_apply`). The loop nests themselves are
//! built by the crate-private `walk` machinery.

use super::engine::{Engine, EngineMut};
use super::sealed::Sealed;
use super::view::{ShapeRepr, StrideRepr};
use super::walk;
use super::Tensor;
use crate::index::Coordinate;
use crate::layout::{Layout, StaticLayout};
use crate::list;

/// A static layout a tensor can loop over: every concrete static layout is one. Generic code
/// names this bound (`L: Loops`) for [`Tensor::for_each`], [`Tensor::iter`] and
/// [`Tensor::fill`].
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
/// <layout!((2, 2):(1, 4))>::for_each_offset(&mut |o| offsets.push(o));
/// assert_eq!(offsets, [0, 1, 4, 5]);
/// assert_eq!(<layout!((2, 2):(1, 4))>::offset_of_index(3), 5);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a layout a tensor can loop over",
    label = "for_each, iter and fill loop over the tensor's layout",
    note = "in generic code, add the bound `Loops` on this layout (every static layout has it)"
)]
pub trait Loops: StaticLayout + Sealed {
    /// `f(offset)` for every index, in layout order, through the layout's loop nest.
    fn for_each_offset<F: FnMut(isize)>(f: &mut F);
    /// The offset of index `i` (CuTe's `layout(i)`).
    fn offset_of_index(i: usize) -> isize;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> Loops for Layout<S, D>
where
    Layout<S, D>: StaticLayout,
    list::Repr<Layout<S, D>>: walk::LoopModes,
    Nest<Layout<S, D>>: walk::Walk,
    usize: Coordinate<ShapeRepr<Layout<S, D>>, StrideRepr<Layout<S, D>>>,
{
    #[inline(always)]
    fn for_each_offset<F: FnMut(isize)>(f: &mut F) {
        <Nest<Self> as walk::Walk>::walk(0, f)
    }
    #[inline(always)]
    fn offset_of_index(i: usize) -> isize {
        i.crd2idx()
    }
}

/// Two static layouts of the same size that a copy pairs index by index (`Self` the
/// destination, `Src` the source): one joint loop nest when their flat shapes agree, index by
/// index otherwise. Generic code names this bound (`L: ZipLoops<Src>`) for
/// [`Tensor::copy_from`] and [`Tensor::zip_apply`]; sizes that differ do not compile.
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
/// <layout!(3:2) as ZipLoops<layout!(3:1)>>::for_each_pair(&mut |d, s| pairs.push((d, s)));
/// assert_eq!(pairs, [(0, 0), (2, 1), (4, 2)]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` and `{Src}` cannot be copied into one another",
    label = "copy_from and zip_apply pair the elements of two layouts of the same size",
    note = "in generic code, add the bound `ZipLoops<{Src}>` on the destination's layout"
)]
pub trait ZipLoops<Src>: StaticLayout + Sealed {
    /// `f(offset in Self, offset in Src)` for every index.
    fn for_each_pair<F: FnMut(isize, isize)>(f: &mut F);
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, Src> ZipLoops<Src> for Layout<S, D>
where
    Layout<S, D>: StaticLayout + walk::PairLoops<Src>,
{
    #[inline(always)]
    fn for_each_pair<F: FnMut(isize, isize)>(f: &mut F) {
        <Self as walk::PairLoops<Src>>::run(f)
    }
}

/// The loop nest of layout `L`.
type Nest<L> = <list::Repr<L> as walk::LoopModes>::Modes;

impl<E: Engine, L: StaticLayout> Tensor<E, L> {
    /// The elements in layout order (index `0..SIZE`); a layout with stride 0 visits the same
    /// element more than once.
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
        let data = self.engine.as_slice();
        (0..L::SIZE).map(move |i| &data[L::offset_of_index(i) as usize])
    }

    /// Calls `f` on every element in layout order, through the layout's loop nest (constant
    /// extents and strides: the loop a hand-written kernel would have).
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
        L::for_each_offset(&mut |o| f(&data[o as usize]));
    }
}

impl<E: EngineMut, L: StaticLayout> Tensor<E, L> {
    /// Calls `f` on every element in layout order (an element reached twice is visited twice).
    /// The loop is the layout's loop nest, with constant extents and strides.
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
        let data = self.engine.as_mut_slice();
        L::for_each_offset(&mut |o| f(&mut data[o as usize]));
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
    /// `i`. The two layouts must have the same size (checked at compile time).
    ///
    /// When both layouts have the same flat shape, the copy is one loop nest over both;
    /// otherwise it goes index by index.
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
    /// layouts must have the same size (checked at compile time).
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
        mut f: impl FnMut(&mut E::Elem, &E2::Elem),
    ) where
        L: ZipLoops<L2>,
    {
        let s = src.engine.as_slice();
        let d = self.engine.as_mut_slice();
        L::for_each_pair(&mut |od, os| f(&mut d[od as usize], &s[os as usize]));
    }
}
