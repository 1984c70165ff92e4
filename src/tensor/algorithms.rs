//! CuTe's tensor algorithms (`cute/algorithm/*.hpp`): [`copy`], [`copy_if`], [`clear`],
//! [`fill`], [`transform`], [`transform_into`], [`axpby`] and a CPU [`gemm`], for tensors of
//! any layout, static or with run-time leaves.
//!
//! Each runs on the tensor loops of this module's parent (`Tensor::for_each_mut` and the joint
//! walk of two layouts behind `Tensor::copy_from`): one loop nest per layout, contiguous runs
//! sliced once. Element `i` of one tensor meets element `i` of the other, in layout (index)
//! order, whatever the two layouts are.
//!
//! Sizes and extents are checked as `copy_from` checks them: when the program is built if the
//! tensors' layouts are static (an error whose first line names the algorithm and the rule,
//! numbers in decimal), and at run time, by a panic, if either has a run-time leaf (the crate's
//! loops panic on a size mismatch; they do not return a `Result`).
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::{axpby, gemm, Tensor};
//! // C = A B^T (CuTe's GEMM: A is (M,K), B is (N,K)), then C = 2 C + A.
//! let a = Tensor::<_, layout!((2, 3):(3, 1))>::from_array(&[1.0f32, 2., 3., 4., 5., 6.]);
//! let b = Tensor::<_, layout!((2, 3):(3, 1))>::from_array(&[1.0f32, 0., 0., 0., 1., 0.]);
//! let mut cs = [0.0f32; 4];
//! let mut c = Tensor::<_, layout!((2, 2):(1, 2))>::from_array_mut(&mut cs);
//! gemm(&a, &b, &mut c);
//! assert_eq!(c.data(), [1.0, 4.0, 2.0, 5.0]); // column-major C
//! // The first two columns of A, as a 2 x 2 view.
//! let a2 = a.with_shape(make_shape!((_2, _2))).unwrap();
//! axpby(1.0, &a2, 2.0, &mut c);
//! assert_eq!(cs, [3.0, 12.0, 6.0, 15.0]);
//! ```

use core::ops::{Add, AddAssign, Mul};

use super::engine::{Engine, EngineMut};
use super::loops::{Loops, ZipLoops, ZipWalk};
use super::sealed::Sealed;
use super::Tensor;
use crate::layout::{Layout, ShapeStride};
use crate::list;
use crate::tuple::{AllStatic, BothStatic, LeafValue, Underscore};
use crate::{AnyLayout, ModeSizeOp, Num, SliceOp};
use typenum::{IsEqual, B0, B1, U0, U1};

// ---------------------------------------------------------------------------------------------
// Checks
// ---------------------------------------------------------------------------------------------

/// The size of a static layout, or a static extent itself, as a typenum integer (what the
/// compile-time checks compare).
#[doc(hidden)]
pub trait StaticSize {
    /// The size.
    type Size;
}

impl<S, D> StaticSize for Layout<S, D>
where
    Layout<S, D>: list::Internal,
    list::Repr<Layout<S, D>>: ShapeStride,
    <list::Repr<Layout<S, D>> as ShapeStride>::Shape: list::Product,
{
    type Size = list::ProductOf<<list::Repr<Layout<S, D>> as ShapeStride>::Shape>;
}

crate::arity::for_unsigned!([] StaticSize { type Size = Self; });

/// One compile-time check of two sizes or extents: `$agree<A, B>` holds for `B0` (a run-time
/// leaf: checked at run time) and, for `B1` (both static), when `A`'s size equals `B`'s; else
/// the error is `$fails`'s message, with the numbers in decimal.
macro_rules! size_check {
    ($agree:ident / $check:ident / $fails:ident, $msg:literal, $label:literal) => {
        crate::decimal::decimal_check! {
            #[diagnostic::on_unimplemented(
                message = $msg,
                label = $label,
                note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
            )]
            $check / $fails<A, B>
        }

        #[doc(hidden)]
        pub trait $agree<A, B> {}

        impl<A, B> $agree<A, B> for B0 {}

        impl<A: StaticSize, B: StaticSize> $agree<A, B> for B1
        where
            A::Size: IsEqual<B::Size>,
            typenum::Eq<A::Size, B::Size>: $check<A::Size, B::Size>,
        {
        }
    };
}

size_check!(CopyIfAgree / CopyIfSizes / CopyIfSizesFail,
    "copy_if: the source has {A} elements and the destination {B}",
    "copy_if pairs element i of the source with element i of the destination: their sizes must be equal");
size_check!(
    CopyIfPredAgree / CopyIfPredSizes / CopyIfPredSizesFail,
    "copy_if: the predicate has {A} elements and the destination {B}",
    "copy_if copies element i where the predicate's element i is true: their sizes must be equal"
);
size_check!(TransformAgree / TransformSizes / TransformSizesFail,
    "transform_into: the source has {A} elements and the destination {B}",
    "transform_into writes f(element i of the source) to element i of the destination: their sizes must be equal");
size_check!(
    AxpbyAgree / AxpbySizes / AxpbySizesFail,
    "axpby: x has {A} elements and y {B}",
    "axpby computes y(i) = alpha * x(i) + beta * y(i): the sizes of x and y must be equal"
);
size_check!(
    GemmMAgree / GemmMSizes / GemmMFail,
    "gemm: A has M = {A} rows and C has M = {B}",
    "gemm computes C(m,n) += A(m,k) * B(n,k): A is (M,K), B is (N,K), C is (M,N)"
);
size_check!(
    GemmNAgree / GemmNSizes / GemmNFail,
    "gemm: B has N = {A} rows and C has N = {B} columns",
    "gemm computes C(m,n) += A(m,k) * B(n,k): A is (M,K), B is (N,K), C is (M,N)"
);
size_check!(
    GemmKAgree / GemmKSizes / GemmKFail,
    "gemm: A has K = {A} columns and B has K = {B}",
    "gemm computes C(m,n) += A(m,k) * B(n,k): A is (M,K), B is (N,K), C is (M,N)"
);
size_check!(
    GemmVAgree / GemmVSizes / GemmVFail,
    "gemm: the (V)x(V)=>(V) form has {A} elements in A or B and {B} in C",
    "gemm's (V)x(V)=>(V) form computes C(v) += A(v) * B(v): the three sizes must be equal"
);

/// The run-time check of two sizes or extents (`a` of `what_a`, `b` of `what_b`).
#[inline(always)]
#[track_caller]
fn check_run_time(algorithm: &str, what_a: &str, a: usize, what_b: &str, b: usize) {
    if a != b {
        mismatch(algorithm, what_a, a, what_b, b);
    }
}

/// The panic of a run-time size or extent mismatch.
#[cold]
#[inline(never)]
#[track_caller]
fn mismatch(algorithm: &str, what_a: &str, a: usize, what_b: &str, b: usize) -> ! {
    panic!("{algorithm}: {what_a} is {a} but {what_b} is {b}: they must be equal")
}

/// The public bound of an element-wise algorithm over two tensors: the joint walk of the two
/// layouts, and the algorithm's size check (at compile time for two static layouts).
macro_rules! zip_bound {
    ($(#[$doc:meta])* $op:ident<$src:ident> = $agree:ident, $msg:literal, $label:literal, $note:literal) => {
        $(#[$doc])*
        #[diagnostic::on_unimplemented(message = $msg, label = $label, note = $note)]
        pub trait $op<$src>: ZipWalk<$src> {}

        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<S, D, S2, D2> $op<Layout<S2, D2>> for Layout<S, D>
        where
            Self: ZipWalk<Layout<S2, D2>> + AllStatic,
            Layout<S2, D2>: AllStatic,
            BothStatic<Layout<S2, D2>, Self>: $agree<Layout<S2, D2>, Self>,
        {
        }
    };
}

zip_bound!(
    /// The bound of [`copy_if`] on the destination's layout (`LD: CopyIfOp<LS>`): the layouts
    /// of the source and the destination have the same size, checked when the program is
    /// built if both are static, at run time otherwise. Every layout pair of equal size meets it.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{copy_if, CopyIfOp, Tensor};
    /// fn copy_even<LD: CopyIfOp<LS>, LS>(s: &Tensor<&[u8], LS>, d: &mut Tensor<&mut [u8], LD>) {
    ///     copy_if(|i: usize| i % 2 == 0, s, d);
    /// }
    /// let mut out = [0u8; 4];
    /// copy_even(
    ///     &Tensor::<_, layout!(4:1)>::from_array(&[1, 2, 3, 4]),
    ///     &mut Tensor::<_, layout!(4:1)>::from_array_mut(&mut out),
    /// );
    /// assert_eq!(out, [1, 0, 3, 0]);
    /// ```
    CopyIfOp<Src> = CopyIfAgree,
    "`{Self}` and `{Src}` cannot be the destination and the source of copy_if",
    "copy_if pairs the elements of two layouts of the same size",
    "in generic code, add the bound `CopyIfOp<{Src}>` on the destination's layout"
);

zip_bound!(
    /// The bound of [`transform_into`] on the destination's layout (`LD: TransformIntoOp<LS>`):
    /// the two layouts have the same size (checked as [`CopyIfOp`]'s).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{transform_into, Tensor, TransformIntoOp};
    /// fn squares<LD: TransformIntoOp<LS>, LS>(s: &Tensor<&[u32], LS>, d: &mut Tensor<&mut [u32], LD>) {
    ///     transform_into(s, d, |x| x * x);
    /// }
    /// let mut out = [0u32; 3];
    /// squares(
    ///     &Tensor::<_, layout!(3:1)>::from_array(&[1, 2, 3]),
    ///     &mut Tensor::<_, layout!(3:1)>::from_array_mut(&mut out),
    /// );
    /// assert_eq!(out, [1, 4, 9]);
    /// ```
    TransformIntoOp<Src> = TransformAgree,
    "`{Self}` and `{Src}` cannot be the destination and the source of transform_into",
    "transform_into pairs the elements of two layouts of the same size",
    "in generic code, add the bound `TransformIntoOp<{Src}>` on the destination's layout"
);

zip_bound!(
    /// The bound of [`axpby`] on `y`'s layout (`LY: AxpbyOp<LX>`): `x` and `y` have the same
    /// size (checked as [`CopyIfOp`]'s).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{axpby, AxpbyOp, Tensor};
    /// fn axpy<LY: AxpbyOp<LX>, LX>(a: f64, x: &Tensor<&[f64], LX>, y: &mut Tensor<&mut [f64], LY>) {
    ///     axpby(a, x, 1.0, y);
    /// }
    /// let mut ys = [1.0; 2];
    /// axpy(
    ///     3.0,
    ///     &Tensor::<_, layout!(2:1)>::from_array(&[1.0, 2.0]),
    ///     &mut Tensor::<_, layout!(2:1)>::from_array_mut(&mut ys),
    /// );
    /// assert_eq!(ys, [4.0, 7.0]);
    /// ```
    AxpbyOp<X> = AxpbyAgree,
    "`{Self}` and `{X}` cannot be the layouts of y and x in axpby",
    "axpby pairs the elements of two layouts of the same size",
    "in generic code, add the bound `AxpbyOp<{X}>` on y's layout"
);

// ---------------------------------------------------------------------------------------------
// Element-wise algorithms
// ---------------------------------------------------------------------------------------------

/// CuTe's `copy(src, dst)`: element `i` of `src` to element `i` of `dst`, for every index `i`
/// ([`Tensor::copy_from`] as a free function, in CuTe's argument order). The sizes must be
/// equal: checked when the program is built if both layouts are static (`copy: the source has
/// 12 elements and the destination 16`), at run time otherwise.
///
/// # Panics
/// If a layout has a run-time leaf and the sizes differ.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{copy, Tensor};
/// let (m, n) = (2usize, 3usize);
/// let src: Vec<u32> = (0..6).collect();
/// let a = Tensor::with_layout(&src[..], make_layout!((m, n):(n, _1))).unwrap(); // row-major
/// let mut out = [0u32; 6];
/// copy(&a, &mut Tensor::<_, layout!((2, 3):(1, 2))>::from_array_mut(&mut out));
/// assert_eq!(out, [0, 3, 1, 4, 2, 5]); // the same matrix, column-major
/// ```
#[inline]
#[track_caller]
pub fn copy<ES, LS, ED, LD>(src: &Tensor<ES, LS>, dst: &mut Tensor<ED, LD>)
where
    ES: Engine,
    ED: EngineMut<Elem = ES::Elem>,
    ES::Elem: Clone,
    LD: ZipLoops<LS>,
{
    dst.copy_from(src);
}

/// The predicate of [`copy_if`]: element `i` is copied where `test(i)` is true. Implemented
/// for a tensor of `bool` of the destination's size (CuTe's predicate tensor, often a register
/// tensor of the destination's shape) and for a closure `FnMut(usize) -> bool` of the index
/// (CuTe's lambda predicate).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{Predicate, Tensor};
/// let p = Tensor::<_, layout!((2, 2):(2, 1))>::from_array(&[true, false, true, true]);
/// // Index 1 is coordinate (1, 0), stored at offset 2.
/// assert!(Predicate::<layout!(4:1)>::test(&mut &p, 1));
/// assert!(!Predicate::<layout!(4:1)>::test(&mut &p, 2));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a predicate of copy_if into a tensor of layout `{LD}`",
    label = "copy_if takes a tensor of bool of the destination's size, or a closure `FnMut(usize) -> bool` of the index",
    note = "in generic code, add the bound `Predicate<{LD}>` on the predicate"
)]
pub trait Predicate<LD> {
    /// Whether element `i` is copied.
    fn test(&mut self, i: usize) -> bool;
    /// The number of elements (`None` for a closure): checked at run time against the
    /// destination's size.
    fn size(&self) -> Option<usize> {
        None
    }
}

impl<F: FnMut(usize) -> bool, LD> Predicate<LD> for F {
    #[inline(always)]
    fn test(&mut self, i: usize) -> bool {
        self(i)
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<E: Engine<Elem = bool>, LP: Loops + AllStatic, LD: AllStatic> Predicate<LD> for &Tensor<E, LP>
where
    BothStatic<LP, LD>: CopyIfPredAgree<LP, LD>,
{
    #[inline(always)]
    fn test(&mut self, i: usize) -> bool {
        self.engine.as_slice()[self.layout.offset_of_index(i) as usize]
    }
    fn size(&self) -> Option<usize> {
        Some(self.layout.size())
    }
}

/// CuTe's `copy_if(pred, src, dst)`: element `i` of `src` to element `i` of `dst` for every
/// index `i` where `pred` holds ([`Predicate`]: a tensor of `bool`, or a closure of `i`). An
/// element where it does not is neither read nor written, so a tile that runs past the edge of
/// a matrix (and past its storage) copies its in-bounds elements only. The sizes must be equal
/// (the predicate's too, for a tensor), checked as [`copy`]'s.
///
/// The predicate is read by index, `src` and `dst` through their joint loop nest.
///
/// # Panics
/// If a layout has a run-time leaf and the sizes differ; if an element where `pred` holds lies
/// outside its tensor's storage.
///
/// CuTe's predication idiom: an identity tensor tiled like the data gives each element of a
/// tile its coordinate in the whole matrix, and `elem_less(coordinate, shape)` says whether it
/// is inside.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{
///     copy_if, elem_less, local_tile, local_tile_mut, make_identity_tensor, RegTensor, Tensor,
/// };
/// let (m, n) = (10usize, 7usize);
/// let src: Vec<u32> = (0..(m * n) as u32).collect();
/// let mut dst = vec![0u32; m * n];
/// let a = Tensor::with_layout(&src[..], make_layout!((m, n):(_1, m))).unwrap();
/// let mut b = Tensor::with_layout_mut(&mut dst[..], make_layout!((m, n):(_1, m))).unwrap();
/// // The (4, 4) tile (2, 1): rows 8..12 and columns 4..8, of which rows 8..10, columns 4..7
/// // are in the matrix.
/// let ta = local_tile(&a, make_shape!((_4, _4)), (2usize, 1usize));
/// let mut tb = local_tile_mut(&mut b, make_shape!((_4, _4)), (2usize, 1usize));
/// // CuTe: cA = make_identity_tensor(shape(A)); tAcA = local_tile(cA, ...);
/// let id = make_identity_tensor(make_shape!((m, n)));
/// let tc = id.local_tile(make_shape!((_4, _4)), (2, 1));
/// // tApA(i) = elem_less(tAcA(i), shape(A)), in a register tensor of the tile's shape.
/// let mut pred = RegTensor::<bool, layout!((4, 4):(1, 4))>::new_registers();
/// for i in 0..16 {
///     pred[i] = elem_less(tc.get_index(i), id.shape());
/// }
/// copy_if(&pred, &ta, &mut tb);
/// let written: Vec<usize> = (0..m * n).filter(|&i| dst[i] != 0).collect();
/// let want: Vec<usize> = (4..7).flat_map(|j| (8..10).map(move |i| i + j * m)).collect();
/// assert_eq!(written, want);
/// assert!(want.iter().all(|&i| dst[i] == src[i]));
/// // The same with CuTe's lambda predicate.
/// let mut again = vec![0u32; m * n];
/// let mut c = Tensor::with_layout_mut(&mut again[..], make_layout!((m, n):(_1, m))).unwrap();
/// let mut tc2 = local_tile_mut(&mut c, make_shape!((_4, _4)), (2usize, 1usize));
/// copy_if(|i| elem_less(tc.get_index(i), id.shape()), &ta, &mut tc2);
/// assert_eq!(again, dst);
/// ```
#[inline]
#[track_caller]
pub fn copy_if<P, ES, LS, ED, LD>(mut pred: P, src: &Tensor<ES, LS>, dst: &mut Tensor<ED, LD>)
where
    P: Predicate<LD>,
    ES: Engine,
    ED: EngineMut<Elem = ES::Elem>,
    ES::Elem: Clone,
    LD: CopyIfOp<LS>,
{
    let layout = dst.layout;
    let n = layout.size();
    check_run_time(
        "copy_if",
        "the source's size",
        LD::src_size(&src.layout),
        "the destination's",
        n,
    );
    if let Some(p) = pred.size() {
        check_run_time("copy_if", "the predicate's size", p, "the destination's", n);
    }
    let s = src.engine.as_slice();
    let d = dst.engine.as_mut_slice();
    let mut i = 0;
    layout.walk_pair_runs(&src.layout, &mut |od, os, count, dd, ds| {
        for c in 0..count as isize {
            if pred.test(i) {
                d[(od + c * dd) as usize] = s[(os + c * ds) as usize].clone();
            }
            i += 1;
        }
    });
}

/// CuTe's `clear(tensor)`: every element set to `T::default()` (CuTe's `T{}`, zero for numbers).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{clear, RegTensor};
/// let mut acc = RegTensor::<f32, layout!((2, 2):(1, 2))>::new_registers();
/// acc.fill(3.0);
/// clear(&mut acc);
/// assert_eq!(acc.data(), &[0.0; 4]);
/// ```
#[inline]
pub fn clear<E, L>(tensor: &mut Tensor<E, L>)
where
    E: EngineMut,
    E::Elem: Default,
    L: Loops,
{
    tensor.for_each_mut(|x| *x = Default::default());
}

/// CuTe's `fill(tensor, value)`: every element set to `value` ([`Tensor::fill`] as a free
/// function).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{fill, Tensor};
/// let (m, ld) = (2usize, 3usize);
/// let mut data = [0u8; 6];
/// // The first two rows of each column of a column-major 3 x 2 matrix.
/// fill(&mut Tensor::with_layout_mut(&mut data[..], make_layout!((m, 2):(_1, ld))).unwrap(), 7);
/// assert_eq!(data, [7, 7, 0, 7, 7, 0]);
/// ```
#[inline]
pub fn fill<E, L>(tensor: &mut Tensor<E, L>, value: E::Elem)
where
    E: EngineMut,
    E::Elem: Clone,
    L: Loops,
{
    tensor.fill(value);
}

/// CuTe's `transform(tensor, op)`, in place: every element `x` replaced by `f(&x)`, in layout
/// order (an element reached twice, through a stride 0, is transformed twice).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{transform, Tensor};
/// let mut data = [1, 2, 3, 4, 5, 6];
/// // Column 1 of a row-major 2 x 3 matrix.
/// let mut t = Tensor::<_, layout!((2, 3):(3, 1))>::from_array_mut(&mut data);
/// transform(&mut t.slice_mut((Underscore, 1)), |x| x * 10);
/// assert_eq!(data, [1, 20, 3, 4, 50, 6]);
/// ```
#[inline]
pub fn transform<E, L>(tensor: &mut Tensor<E, L>, mut f: impl FnMut(&E::Elem) -> E::Elem)
where
    E: EngineMut,
    L: Loops,
{
    tensor.for_each_mut(|x| *x = f(x));
}

/// CuTe's `transform(src, dst, op)`: element `i` of `dst` set to `f(&src(i))`, for every index
/// `i`; the element types may differ. The sizes must be equal, checked as [`copy`]'s
/// (`transform_into: the source has 6 elements and the destination 4`).
///
/// # Panics
/// If a layout has a run-time leaf and the sizes differ.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{transform_into, Tensor};
/// let src = Tensor::<_, layout!((2, 2):(2, 1))>::from_array(&[1u8, 2, 3, 4]);
/// let mut out = [0.0f32; 4];
/// let mut dst = Tensor::<_, layout!((2, 2):(1, 2))>::from_array_mut(&mut out);
/// transform_into(&src, &mut dst, |&x| f32::from(x) / 2.0);
/// assert_eq!(out, [0.5, 1.5, 1.0, 2.0]); // the same matrix, column-major
/// ```
#[inline]
#[track_caller]
pub fn transform_into<ES, LS, ED, LD>(
    src: &Tensor<ES, LS>,
    dst: &mut Tensor<ED, LD>,
    mut f: impl FnMut(&ES::Elem) -> ED::Elem,
) where
    ES: Engine,
    ED: EngineMut,
    LD: TransformIntoOp<LS>,
{
    let n = dst.layout.size();
    check_run_time(
        "transform_into",
        "the source's size",
        LD::src_size(&src.layout),
        "the destination's",
        n,
    );
    dst.zip_walk(src, |d, s| *d = f(s));
}

/// CuTe's `axpby(alpha, x, beta, y)`: `y(i) = alpha * x(i) + beta * y(i)` for every index `i`.
/// As in CuTe, `beta == 0` (`T::default()`) does not read `y` (`y = alpha * x`, so that a `y`
/// holding NaN is overwritten). The sizes must be equal, checked as [`copy`]'s (`axpby: x has
/// 8 elements and y 6`).
///
/// # Panics
/// If a layout has a run-time leaf and the sizes differ.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{axpby, Tensor};
/// let n = 3usize;
/// let xs = [1.0f32, 2.0, 3.0];
/// let mut ys = [10.0f32, 20.0, 30.0];
/// let x = Tensor::with_layout(&xs[..], make_layout!(n:_1)).unwrap();
/// let mut y = Tensor::<_, layout!(3:1)>::from_array_mut(&mut ys);
/// axpby(2.0, &x, 0.5, &mut y);
/// assert_eq!(ys, [7.0, 14.0, 21.0]);
/// let mut y = Tensor::<_, layout!(3:1)>::from_array_mut(&mut ys);
/// y.fill(f32::NAN);
/// axpby(1.0, &x, 0.0, &mut y);
/// assert_eq!(ys, xs);
/// ```
#[inline]
#[track_caller]
pub fn axpby<T, EX, LX, EY, LY>(alpha: T, x: &Tensor<EX, LX>, beta: T, y: &mut Tensor<EY, LY>)
where
    T: Copy + PartialEq + Default + Add<Output = T> + Mul<Output = T>,
    EX: Engine<Elem = T>,
    EY: EngineMut<Elem = T>,
    LY: AxpbyOp<LX>,
{
    check_run_time(
        "axpby",
        "the size of x",
        LY::src_size(&x.layout),
        "the size of y",
        y.layout.size(),
    );
    if beta == T::default() {
        y.zip_walk(x, |y, &x| *y = alpha * x);
    } else {
        y.zip_walk(x, |y, &x| *y = alpha * x + beta * *y);
    }
}

// ---------------------------------------------------------------------------------------------
// GEMM
// ---------------------------------------------------------------------------------------------

/// The number of top-level modes of a shape, as a type (`Num<1>` for a leaf or a 1-tuple;
/// [`Num`] prints in decimal in error messages).
#[doc(hidden)]
pub trait ShapeRank {
    /// The rank.
    type Rank;
}

macro_rules! leaf_rank {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> ShapeRank for $t {
            type Rank = Num<1>;
        }
    )*};
}
crate::arity::with_leaves!(leaf_rank);
leaf_rank!([] crate::Dyn);

impl<T0> ShapeRank for (T0,) {
    type Rank = Num<1>;
}
impl<T0, T1> ShapeRank for (T0, T1) {
    type Rank = Num<2>;
}
impl<T0, T1, T2> ShapeRank for (T0, T1, T2) {
    type Rank = Num<3>;
}

/// The extent of mode `I` of a layout: a typenum integer or a [`Dyn`](crate::Dyn).
type Ext<L, I> = <L as ModeSizeOp<I>>::Output;

/// The extent of mode `I` of `l` as a `usize`.
#[inline(always)]
fn ext<L: ModeSizeOp<I>, I>(l: &L) -> usize
where
    Ext<L, I>: LeafValue,
{
    l.mode_size().value().max(0) as usize
}

/// The column slice `(_, j)` of a rank-2 coordinate.
type Col = (Underscore, usize);

/// CuTe's `gemm(A, B, C)` dispatch on the ranks of `A`, `B` and `C` (`include/cute/algorithm/
/// gemm.hpp`): the bound of [`gemm`] on `C`'s layout, `LC: GemmOp<LA, LB>`. The forms, with
/// the extents they check (when the program is built if both are static, at run time
/// otherwise):
///
/// | A | B | C | computes | checks |
/// |---|---|---|---|---|
/// | (V) | (V) | (V) | `C(v) += A(v) * B(v)` | the three sizes |
/// | (M) | (N) | (M,N) | `C(m,n) += A(m) * B(n)` (outer product) | M, N |
/// | (M,K) | (N,K) | (M,N) | `C(m,n) += sum_k A(m,k) * B(n,k)` | M, N, K |
///
/// A mode may be nested (a partitioned or tiled mode): it is indexed by its 1-D coordinate.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{gemm, GemmOp, Tensor};
/// /// C += A B^T for any three layouts that form a GEMM.
/// fn mac<LA, LB, LC: GemmOp<LA, LB>>(
///     a: &Tensor<&[i32], LA>,
///     b: &Tensor<&[i32], LB>,
///     c: &mut Tensor<&mut [i32], LC>,
/// ) {
///     gemm(a, b, c);
/// }
/// let (x, y) = ([1, 2], [10, 20, 30]);
/// let mut out = [0; 6];
/// mac(
///     &Tensor::<_, layout!(2:1)>::from_array(&x),
///     &Tensor::<_, layout!(3:1)>::from_array(&y),
///     &mut Tensor::<_, layout!((2, 3):(3, 1))>::from_array_mut(&mut out),
/// );
/// assert_eq!(out, [10, 20, 30, 20, 40, 60]); // the outer product, row-major
/// ```
#[diagnostic::on_unimplemented(
    message = "gemm: no form takes A `{LA}`, B `{LB}` and C `{Self}`",
    label = "gemm's forms, by the ranks of A, B and C: (V)x(V)=>(V), (M)x(N)=>(M,N), (M,K)x(N,K)=>(M,N)",
    note = "in generic code, add the bound `GemmOp<{LA}, {LB}>` on C's layout"
)]
pub trait GemmOp<LA, LB>: AnyLayout + Sealed {
    /// `C += A * B` in this form.
    #[doc(hidden)]
    fn gemm<EA, EB, EC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, Self>)
    where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S: ShapeRank, D, SA: ShapeRank, DA, SB: ShapeRank, DB> GemmOp<Layout<SA, DA>, Layout<SB, DB>>
    for Layout<S, D>
where
    Self: AnyLayout + Sealed,
    (SA::Rank, SB::Rank, S::Rank): GemmForm<Layout<SA, DA>, Layout<SB, DB>, Self>,
{
    #[inline]
    #[track_caller]
    fn gemm<EA, EB, EC>(
        a: &Tensor<EA, Layout<SA, DA>>,
        b: &Tensor<EB, Layout<SB, DB>>,
        c: &mut Tensor<EC, Self>,
    ) where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
    {
        <(SA::Rank, SB::Rank, S::Rank)>::run(a, b, c)
    }
}

/// One form of [`GemmOp`], chosen by the ranks `(A, B, C)` (`Self`): its checks and its loops.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "gemm: no form takes A, B and C of ranks {Self}",
    label = "gemm's forms, by the ranks of A, B and C: (V)x(V)=>(V), (M)x(N)=>(M,N), (M,K)x(N,K)=>(M,N)",
    note = "A is (M,K), B is (N,K), C is (M,N): C(m,n) += A(m,k) * B(n,k)"
)]
pub trait GemmForm<LA, LB, LC> {
    /// `C += A * B`.
    fn run<EA, EB, EC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, LC>)
    where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>;
}

/// (V) x (V) => (V): `C(v) += A(v) * B(v)`.
impl<LA, LB, LC> GemmForm<LA, LB, LC> for (Num<1>, Num<1>, Num<1>)
where
    LA: AnyLayout + AllStatic,
    LB: Loops + AllStatic,
    LC: ZipWalk<LA> + AllStatic,
    BothStatic<LA, LC>: GemmVAgree<LA, LC>,
    BothStatic<LB, LC>: GemmVAgree<LB, LC>,
{
    #[inline]
    #[track_caller]
    fn run<EA, EB, EC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, LC>)
    where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
    {
        let n = c.layout.size();
        check_run_time("gemm", "the size of A", a.layout.size(), "the size of C", n);
        check_run_time("gemm", "the size of B", b.layout.size(), "the size of C", n);
        // B is read by index beside the joint walk of C and A (in index order).
        let (bl, bd) = (b.layout, b.engine.as_slice());
        let mut v = 0;
        c.zip_walk(a, |c, &a| {
            *c += a * bd[bl.offset_of_index(v) as usize];
            v += 1;
        });
    }
}

/// (M) x (N) => (M,N): `C(m,n) += A(m) * B(n)`.
impl<LA, LB, LC> GemmForm<LA, LB, LC> for (Num<1>, Num<1>, Num<2>)
where
    LA: AnyLayout + ModeSizeOp<U0>,
    LB: Loops + ModeSizeOp<U0>,
    LC: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    <LC as SliceOp<Col>>::Output: ZipWalk<LA>,
    Ext<LA, U0>: LeafValue + AllStatic,
    Ext<LB, U0>: LeafValue + AllStatic,
    Ext<LC, U0>: LeafValue + AllStatic,
    Ext<LC, U1>: LeafValue + AllStatic,
    BothStatic<Ext<LA, U0>, Ext<LC, U0>>: GemmMAgree<Ext<LA, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LB, U0>, Ext<LC, U1>>: GemmNAgree<Ext<LB, U0>, Ext<LC, U1>>,
{
    #[inline]
    #[track_caller]
    fn run<EA, EB, EC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, LC>)
    where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
    {
        check_run_time(
            "gemm",
            "M of A",
            ext::<_, U0>(&a.layout),
            "M of C",
            ext::<_, U0>(&c.layout),
        );
        check_run_time(
            "gemm",
            "N of B",
            ext::<_, U0>(&b.layout),
            "N of C",
            ext::<_, U1>(&c.layout),
        );
        outer(&a.view(), &b.view(), c);
    }
}

/// (M,K) x (N,K) => (M,N): `C(m,n) += sum_k A(m,k) * B(n,k)`, as CuTe runs it: for each `k`,
/// the outer product of column `k` of A and column `k` of B.
impl<LA, LB, LC> GemmForm<LA, LB, LC> for (Num<2>, Num<2>, Num<2>)
where
    LA: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LB: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LC: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    <LB as SliceOp<Col>>::Output: Loops,
    <LC as SliceOp<Col>>::Output: ZipWalk<<LA as SliceOp<Col>>::Output>,
    Ext<LA, U0>: LeafValue + AllStatic,
    Ext<LA, U1>: LeafValue + AllStatic,
    Ext<LB, U0>: LeafValue + AllStatic,
    Ext<LB, U1>: LeafValue + AllStatic,
    Ext<LC, U0>: LeafValue + AllStatic,
    Ext<LC, U1>: LeafValue + AllStatic,
    BothStatic<Ext<LA, U0>, Ext<LC, U0>>: GemmMAgree<Ext<LA, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LB, U0>, Ext<LC, U1>>: GemmNAgree<Ext<LB, U0>, Ext<LC, U1>>,
    BothStatic<Ext<LA, U1>, Ext<LB, U1>>: GemmKAgree<Ext<LA, U1>, Ext<LB, U1>>,
{
    #[inline]
    #[track_caller]
    fn run<EA, EB, EC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, LC>)
    where
        EA: Engine,
        EB: Engine,
        EC: EngineMut,
        EA::Elem: Copy + Mul<EB::Elem>,
        EB::Elem: Copy,
        EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
    {
        let (la, lb, lc) = (a.layout, b.layout, c.layout);
        check_run_time(
            "gemm",
            "M of A",
            ext::<_, U0>(&la),
            "M of C",
            ext::<_, U0>(&lc),
        );
        check_run_time(
            "gemm",
            "N of B",
            ext::<_, U0>(&lb),
            "N of C",
            ext::<_, U1>(&lc),
        );
        let k = ext::<_, U1>(&la);
        check_run_time("gemm", "K of A", k, "K of B", ext::<_, U1>(&lb));
        if lc.size() == 0 {
            // M or N is 0: nothing to compute (and A's or B's columns are empty views).
            return;
        }
        for kk in 0..k {
            outer(&a.slice((Underscore, kk)), &b.slice((Underscore, kk)), c);
        }
    }
}

/// `C(m,n) += a(m) * b(n)`: for each element `b(n)` (in layout order), column `n` of C and `a`
/// walked together (contiguous runs vectorise).
#[inline(always)]
fn outer<TA, TB, LA, LB, EC, LC>(
    a: &Tensor<&[TA], LA>,
    b: &Tensor<&[TB], LB>,
    c: &mut Tensor<EC, LC>,
) where
    TA: Copy + Mul<TB>,
    TB: Copy,
    LA: AnyLayout,
    LB: Loops,
    EC: EngineMut,
    EC::Elem: AddAssign<TA::Output>,
    LC: SliceOp<Col>,
    <LC as SliceOp<Col>>::Output: ZipWalk<LA>,
{
    if a.layout.size() == 0 {
        return; // M = 0: C has no columns to slice.
    }
    let mut n = 0;
    b.for_each(|&bn| {
        c.slice_mut((Underscore, n))
            .zip_walk(a, |c, &a| *c += a * bn);
        n += 1;
    });
}

/// CuTe's `gemm(A, B, C)`: `C(m,n) += sum_k A(m,k) * B(n,k)` on the CPU, with CuTe's
/// conventions: A is (M,K), B is (N,K) (so `C += A B^T`; a row-major K x N matrix is B as an
/// (N,K) column-major tensor), C is (M,N). The rank-1 forms of CuTe's dispatch are supported
/// too: (M) x (N) => (M,N), the outer product, and (V) x (V) => (V) (see [`GemmOp`]).
///
/// Each tensor may have any layout (row- or column-major, run-time leading dimensions, a tile
/// or a thread's partition, nested modes); the element types are any with `a * b` and
/// `c += a * b`. The extents are checked when the program is built if both sides of a check are
/// static (`gemm: A has K = 4 columns and B has K = 3`), at run time otherwise.
///
/// # Panics
/// If a run-time extent differs from the one it must equal.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{gemm, Tensor};
/// let (m, n, k) = (3usize, 2usize, 4usize);
/// let a: Vec<f64> = (0..m * k).map(|i| i as f64).collect(); // row-major M x K
/// let b: Vec<f64> = (0..k * n).map(|i| (i % 3) as f64).collect(); // row-major K x N
/// let mut c = vec![1.0f64; m * n]; // row-major M x N
/// let ta = Tensor::with_layout(&a[..], make_layout!((m, k):(k, _1))).unwrap();
/// // B as CuTe's (N, K): element (n, k) is at k * N + n.
/// let tb = Tensor::with_layout(&b[..], make_layout!((n, k):(_1, n))).unwrap();
/// let mut tc = Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(n, _1))).unwrap();
/// gemm(&ta, &tb, &mut tc);
/// for i in 0..m {
///     for j in 0..n {
///         let want = 1.0 + (0..k).map(|p| a[i * k + p] * b[p * n + j]).sum::<f64>();
///         assert_eq!(c[i * n + j], want);
///     }
/// }
/// ```
#[inline]
#[track_caller]
pub fn gemm<EA, LA, EB, LB, EC, LC>(a: &Tensor<EA, LA>, b: &Tensor<EB, LB>, c: &mut Tensor<EC, LC>)
where
    EA: Engine,
    EB: Engine,
    EC: EngineMut,
    EA::Elem: Copy + Mul<EB::Elem>,
    EB::Elem: Copy,
    EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
    LC: GemmOp<LA, LB>,
{
    LC::gemm(a, b, c)
}
