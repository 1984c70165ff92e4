//! CuTe's tensor algorithms (`cute/algorithm/*.hpp`): [`copy`], [`copy_if`], [`clear`],
//! [`fill`], [`transform`], [`transform_into`], [`axpby`], the reductions [`reduce`],
//! [`batch_reduce`] and [`logical_reduce`], and a CPU [`gemm`], for tensors of any layout, static or with run-time
//! leaves.
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

use core::ops::{Add, Mul};

use super::engine::{Engine, EngineMut};
use super::loops::{Loops, ZipLoops, ZipWalk};
use super::Tensor;
use crate::layout::{Layout, ShapeStride};
use crate::list;
use crate::tuple::{AllStatic, BothStatic};
use typenum::{IsEqual, B0, B1};

mod gemm;
mod reduce;
pub use gemm::{gemm, GemmOp};
pub use reduce::{batch_reduce, logical_reduce, reduce, ReduceProfile};

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
    GemmValAgree / GemmValSizes / GemmValFail,
    "gemm: A or B has V = {A} values and C has V = {B}",
    "gemm's forms with a value mode compute C(v,m,n) += A(v,m,k) * B(v,n,k): A is (V,M,K), B is (V,N,K), C is (V,M,N)"
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
        let at = super::slot(self.origin(), self.layout.offset_of_index(i));
        *super::elem(self.engine.as_slice(), at, "copy_if")
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
/// CuTe's predication idiom: an identity tensor tiled and partitioned like the data gives each
/// element of a thread's part of a tile its coordinate in the whole matrix, and
/// `elem_less(coordinate, shape)` says whether it is inside.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{
///     copy_if, elem_less, local_partition, local_partition_mut, local_tile, local_tile_mut,
///     make_identity_tensor, RegTensor, Tensor,
/// };
/// let (m, n) = (10usize, 7usize);
/// let src: Vec<u32> = (1..=(m * n) as u32).collect();
/// let mut dst = vec![0u32; m * n];
/// let a = Tensor::with_layout(&src[..], make_layout!((m, n):(_1, m))).unwrap();
/// let mut b = Tensor::with_layout_mut(&mut dst[..], make_layout!((m, n):(_1, m))).unwrap();
/// // CuTe: cA = make_identity_tensor(shape(A)), tiled like A.
/// let id = make_identity_tensor(make_shape!((m, n)));
/// // The (8, 8) tile (1, 0): rows 8..16 and columns 0..8, of which rows 8..10 and columns
/// // 0..7 are in the matrix (the tile reaches past A's storage).
/// let ta = local_tile(&a, make_shape!((_8, _8)), (1usize, 0usize));
/// let mut tb = local_tile_mut(&mut b, make_shape!((_8, _8)), (1usize, 0usize));
/// let tc = id.local_tile(make_shape!((_8, _8)), (1, 0));
/// // 4 x 4 threads; each partitions the data and the coordinates alike.
/// let thr = <layout!((4, 4):(1, 4))>::new();
/// for t in 0..16 {
///     let tasa = local_partition(&ta, thr, t);
///     let mut tbsb = local_partition_mut(&mut tb, thr, t);
///     let tcrd = tc.local_partition(thr, t);
///     // tApA(i) = elem_less(tAcA(i), shape(A)), a register tensor of the part's shape.
///     let mut pred = RegTensor::<bool, layout!((2, 2):(1, 2))>::new_registers();
///     for i in 0..4 {
///         pred[i] = elem_less(tcrd.get_index(i), id.shape());
///     }
///     copy_if(&pred, &tasa, &mut tbsb);
/// }
/// let written: Vec<usize> = (0..m * n).filter(|&i| dst[i] != 0).collect();
/// let want: Vec<usize> = (0..7).flat_map(|j| (8..10).map(move |i| i + j * m)).collect();
/// assert_eq!(written, want);
/// assert!(want.iter().all(|&i| dst[i] == src[i]));
/// // CuTe's lambda predicate, on the whole tile.
/// let mut again = vec![0u32; m * n];
/// let mut c = Tensor::with_layout_mut(&mut again[..], make_layout!((m, n):(_1, m))).unwrap();
/// let mut tc2 = local_tile_mut(&mut c, make_shape!((_8, _8)), (1usize, 0usize));
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
    let (s, so) = (src.engine.as_slice(), src.origin());
    let dor = dst.origin();
    let d = dst.engine.as_mut_slice();
    let mut i = 0;
    super::with_slots!(dor => at_d, so => at_s; {
        layout.walk_pair_runs(&src.layout, &mut |od, os, count, dd, ds| {
            for c in 0..count as isize {
                if pred.test(i) {
                    d[at_d(od + c * dd)] = s[at_s(os + c * ds)].clone();
                }
                i += 1;
            }
        })
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
