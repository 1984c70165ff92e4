//! CuTe's `gemm(A, B, C)` on the CPU: the dispatch on the ranks of the three tensors
//! ([`GemmOp`]), the checks of M, N and K, and the loops (for each `k`, the outer product of a
//! column of A and a column of B, through the joint walk of a column of C and the column of A).

use core::ops::{AddAssign, Mul};

use super::{check_run_time, GemmKAgree, GemmMAgree, GemmNAgree, GemmVAgree, GemmValAgree};
use crate::layout::Layout;
use crate::tensor::engine::{Engine, EngineMut};
use crate::tensor::loops::{Loops, ZipWalk};
use crate::tensor::sealed::Sealed;
use crate::tensor::Tensor;
use crate::tuple::{AllStatic, BothStatic, LeafValue, Underscore};
use crate::{AnyLayout, ModeSizeOp, Num, SliceOp};
use typenum::{U0, U1, U2};

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
/// Higher ranks, which no form takes: named so that the error says the ranks.
macro_rules! more_ranks {
    ($($n:literal: $($t:ident)*;)*) => {$(
        impl<$($t),*> ShapeRank for ($($t,)*) {
            type Rank = Num<$n>;
        }
    )*};
}
more_ranks! {
    4: T0 T1 T2 T3;
    5: T0 T1 T2 T3 T4;
    6: T0 T1 T2 T3 T4 T5;
    7: T0 T1 T2 T3 T4 T5 T6;
    8: T0 T1 T2 T3 T4 T5 T6 T7;
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
/// | (V,M) | (V,N) | (V,M,N) | `C(v,m,n) += A(v,m) * B(v,n)` | V, M, N |
/// | (V,M,K) | (V,N,K) | (V,M,N) | `C(v,m,n) += sum_k A(v,m,k) * B(v,n,k)` | V, M, N, K |
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

/// A form's [`GemmForm::run`]: `C += A * B` on engines whose elements multiply and accumulate,
/// its signature and bounds written once (`a`, `b`, `c` name the tensors in the body).
macro_rules! run_fn {
    (|$a:ident, $b:ident, $c:ident| $body:block) => {
        #[inline]
        #[track_caller]
        fn run<EA, EB, EC>($a: &Tensor<EA, LA>, $b: &Tensor<EB, LB>, $c: &mut Tensor<EC, LC>)
        where
            EA: Engine,
            EB: Engine,
            EC: EngineMut,
            EA::Elem: Copy + Mul<EB::Elem>,
            EB::Elem: Copy,
            EC::Elem: AddAssign<<EA::Elem as Mul<EB::Elem>>::Output>,
        {
            // A and B over plain slices, so that their views (`slice`) are too.
            let ($a, $b) = (&$a.as_slice_view(), &$b.as_slice_view());
            $body
        }
    };
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
    run_fn!(|a, b, c| {
        let n = c.layout.size();
        check_run_time("gemm", "the size of A", a.layout.size(), "the size of C", n);
        check_run_time("gemm", "the size of B", b.layout.size(), "the size of C", n);
        mac_v(a, b, c);
    });
}

/// `C(v) += A(v) * B(v)`: the joint walk of C and A (in index order), B read by index beside it.
#[inline(always)]
fn mac_v<TA, TB, LA, LB, EC, LC>(
    a: &Tensor<&[TA], LA>,
    b: &Tensor<&[TB], LB>,
    c: &mut Tensor<EC, LC>,
) where
    TA: Copy + Mul<TB>,
    TB: Copy,
    LB: Loops,
    EC: EngineMut,
    EC::Elem: AddAssign<TA::Output>,
    LC: ZipWalk<LA>,
{
    let (bl, bd) = (b.layout, b.engine);
    let mut v = 0;
    c.zip_walk(a, |c, &a| {
        *c += a * bd[bl.offset_of_index(v) as usize];
        v += 1;
    });
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
    run_fn!(|a, b, c| {
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
        outer(a, b, c);
    });
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
    run_fn!(|a, b, c| {
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
    });
}

/// The slice `(_, m, n)` of a rank-3 coordinate.
type VAt = (Underscore, usize, usize);
/// The slice `(_, _, k)` of a rank-3 coordinate.
type KAt = (Underscore, Underscore, usize);

/// (V,M) x (V,N) => (V,M,N): `C(v,m,n) += A(v,m) * B(v,n)`, as CuTe runs it: for each `(m, n)`,
/// the (V) x (V) => (V) form on `A(_,m)`, `B(_,n)`, `C(_,m,n)`.
impl<LA, LB, LC> GemmForm<LA, LB, LC> for (Num<2>, Num<2>, Num<3>)
where
    LA: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LB: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LC: SliceOp<VAt> + ModeSizeOp<U0> + ModeSizeOp<U1> + ModeSizeOp<U2>,
    <LB as SliceOp<Col>>::Output: Loops,
    <LC as SliceOp<VAt>>::Output: ZipWalk<<LA as SliceOp<Col>>::Output>,
    Ext<LA, U0>: LeafValue + AllStatic,
    Ext<LA, U1>: LeafValue + AllStatic,
    Ext<LB, U0>: LeafValue + AllStatic,
    Ext<LB, U1>: LeafValue + AllStatic,
    Ext<LC, U0>: LeafValue + AllStatic,
    Ext<LC, U1>: LeafValue + AllStatic,
    Ext<LC, U2>: LeafValue + AllStatic,
    BothStatic<Ext<LA, U0>, Ext<LC, U0>>: GemmValAgree<Ext<LA, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LB, U0>, Ext<LC, U0>>: GemmValAgree<Ext<LB, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LA, U1>, Ext<LC, U1>>: GemmMAgree<Ext<LA, U1>, Ext<LC, U1>>,
    BothStatic<Ext<LB, U1>, Ext<LC, U2>>: GemmNAgree<Ext<LB, U1>, Ext<LC, U2>>,
{
    run_fn!(|a, b, c| {
        vmn(a, b, c);
    });
}

/// (V,M,K) x (V,N,K) => (V,M,N): `C(v,m,n) += sum_k A(v,m,k) * B(v,n,k)`, as CuTe runs it: for
/// each `k`, the (V,M) x (V,N) => (V,M,N) form on `A(_,_,k)`, `B(_,_,k)`, `C`.
impl<LA, LB, LC> GemmForm<LA, LB, LC> for (Num<3>, Num<3>, Num<3>)
where
    LA: SliceOp<KAt> + ModeSizeOp<U0> + ModeSizeOp<U1> + ModeSizeOp<U2>,
    LB: SliceOp<KAt> + ModeSizeOp<U0> + ModeSizeOp<U1> + ModeSizeOp<U2>,
    LC: SliceOp<VAt> + ModeSizeOp<U0> + ModeSizeOp<U1> + ModeSizeOp<U2>,
    <LA as SliceOp<KAt>>::Output: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    <LB as SliceOp<KAt>>::Output: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    <<LB as SliceOp<KAt>>::Output as SliceOp<Col>>::Output: Loops,
    <LC as SliceOp<VAt>>::Output: ZipWalk<<<LA as SliceOp<KAt>>::Output as SliceOp<Col>>::Output>,
    Ext<<LA as SliceOp<KAt>>::Output, U0>: LeafValue,
    Ext<<LA as SliceOp<KAt>>::Output, U1>: LeafValue,
    Ext<<LB as SliceOp<KAt>>::Output, U0>: LeafValue,
    Ext<<LB as SliceOp<KAt>>::Output, U1>: LeafValue,
    Ext<LA, U0>: LeafValue + AllStatic,
    Ext<LA, U1>: LeafValue + AllStatic,
    Ext<LA, U2>: LeafValue + AllStatic,
    Ext<LB, U0>: LeafValue + AllStatic,
    Ext<LB, U1>: LeafValue + AllStatic,
    Ext<LB, U2>: LeafValue + AllStatic,
    Ext<LC, U0>: LeafValue + AllStatic,
    Ext<LC, U1>: LeafValue + AllStatic,
    Ext<LC, U2>: LeafValue + AllStatic,
    BothStatic<Ext<LA, U0>, Ext<LC, U0>>: GemmValAgree<Ext<LA, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LB, U0>, Ext<LC, U0>>: GemmValAgree<Ext<LB, U0>, Ext<LC, U0>>,
    BothStatic<Ext<LA, U1>, Ext<LC, U1>>: GemmMAgree<Ext<LA, U1>, Ext<LC, U1>>,
    BothStatic<Ext<LB, U1>, Ext<LC, U2>>: GemmNAgree<Ext<LB, U1>, Ext<LC, U2>>,
    BothStatic<Ext<LA, U2>, Ext<LB, U2>>: GemmKAgree<Ext<LA, U2>, Ext<LB, U2>>,
{
    run_fn!(|a, b, c| {
        let k = ext::<_, U2>(&a.layout);
        check_run_time("gemm", "K of A", k, "K of B", ext::<_, U2>(&b.layout));
        if c.layout.size() == 0 {
            return;
        }
        for kk in 0..k {
            let (ak, bk) = (
                a.slice((Underscore, Underscore, kk)),
                b.slice((Underscore, Underscore, kk)),
            );
            vmn(&ak, &bk, c);
        }
    });
}

/// `C(v,m,n) += A(v,m) * B(v,n)` for every `(m, n)`, V, M and N checked at run time.
#[inline(always)]
#[track_caller]
fn vmn<TA, TB, LA, LB, EC, LC>(a: &Tensor<&[TA], LA>, b: &Tensor<&[TB], LB>, c: &mut Tensor<EC, LC>)
where
    TA: Copy + Mul<TB>,
    TB: Copy,
    LA: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LB: SliceOp<Col> + ModeSizeOp<U0> + ModeSizeOp<U1>,
    LC: SliceOp<VAt> + ModeSizeOp<U0> + ModeSizeOp<U1> + ModeSizeOp<U2>,
    <LB as SliceOp<Col>>::Output: Loops,
    <LC as SliceOp<VAt>>::Output: ZipWalk<<LA as SliceOp<Col>>::Output>,
    Ext<LA, U0>: LeafValue,
    Ext<LA, U1>: LeafValue,
    Ext<LB, U0>: LeafValue,
    Ext<LB, U1>: LeafValue,
    Ext<LC, U0>: LeafValue,
    Ext<LC, U1>: LeafValue,
    Ext<LC, U2>: LeafValue,
    EC: EngineMut,
    EC::Elem: AddAssign<TA::Output>,
{
    let (la, lb, lc) = (a.layout, b.layout, c.layout);
    let v = ext::<_, U0>(&lc);
    check_run_time("gemm", "V of A", ext::<_, U0>(&la), "V of C", v);
    check_run_time("gemm", "V of B", ext::<_, U0>(&lb), "V of C", v);
    let (m, n) = (ext::<_, U1>(&lc), ext::<_, U2>(&lc));
    check_run_time("gemm", "M of A", ext::<_, U1>(&la), "M of C", m);
    check_run_time("gemm", "N of B", ext::<_, U1>(&lb), "N of C", n);
    if v == 0 {
        return;
    }
    for mm in 0..m {
        let am = a.slice((Underscore, mm));
        for nn in 0..n {
            mac_v(
                &am,
                &b.slice((Underscore, nn)),
                &mut c.slice_mut((Underscore, mm, nn)),
            );
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
/// (N,K) column-major tensor), C is (M,N). The other forms of CuTe's dispatch are supported
/// too (see [`GemmOp`]): (M) x (N) => (M,N), the outer product; (V) x (V) => (V); and those
/// with a leading value mode V, (V,M) x (V,N) => (V,M,N) and (V,M,K) x (V,N,K) => (V,M,N).
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
