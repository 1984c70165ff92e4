//! CuTe's reductions (`algorithm/tensor_reduce.hpp`): [`reduce`] folds every element of a
//! tensor into one value, [`batch_reduce`] folds each column of a rank-2 tensor
//! `(reduced, batch)` into one element of another tensor, and [`logical_reduce`] folds the
//! modes a profile picks.

use super::super::engine::{Engine, EngineMut};
use super::super::loops::Loops;
use super::super::Tensor;
use typenum::{Eq, IsEqual, U2};

/// The number of modes of a layout.
type Rank<L> = crate::modes::Rank<<L as crate::AnyLayout>::Shape>;

crate::decimal::decimal_check! {
    /// CuTe's `rank(src) == 2` in `batch_reduce`.
    #[diagnostic::on_unimplemented(
        message = "batch_reduce: the source has {R} modes; CuTe's batch_reduce takes a tensor of rank 2, (reduced mode, batch mode)",
        label = "CuTe's static_assert: rank(src) == Int<2>{{}}",
        note = "group the modes to reduce into one (`group_modes`) first; Num<N> is the number N"
    )]
    BatchRank / BatchRankFails<R>
}

/// CuTe's `reduce(src, init, op)`: `op` folded over the elements in index order, from `init`
/// (CuTe's default `op` is `plus`: pass `|acc, &x| acc + x`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::reduce;
/// let data: Vec<i32> = (0..16).collect();
/// let t = make_tensor(&data[..], make_layout!((_4, _4):(_4, _1))).unwrap();
/// assert_eq!(reduce(&t, 0, |acc, &x| acc + x), 120);
/// // Column 1 of the row-major matrix.
/// assert_eq!(reduce(&t.slice((Underscore, 1usize)), 0, |acc, &x| acc + x), 1 + 5 + 9 + 13);
/// ```
pub fn reduce<E, L, T>(src: &Tensor<E, L>, init: T, op: impl FnMut(T, &E::Elem) -> T) -> T
where
    E: Engine,
    L: Loops,
{
    src.iter().fold(init, op)
}

/// CuTe's `batch_reduce(src, dst, op)`: for a rank-2 `src` of modes `(reduced, batch)`,
/// element `i` of `dst` becomes `op` folded over column `i` of `src` (`src(_, i)`, in index
/// order), starting from `dst(i)` itself. The batch mode's size must be `dst`'s (CuTe's
/// assert).
///
/// A source of another rank is a compile error naming CuTe's rule.
///
/// # Panics
/// If the source's batch mode's size is not `dst`'s.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::batch_reduce;
/// let data: Vec<i32> = (0..12).collect();
/// // A row-major 3 x 4 matrix seen as (columns of a row, rows): each row's sum.
/// let src = make_tensor(&data[..], make_layout!((_4, _3):(_1, _4))).unwrap();
/// let mut sums = [0i32; 3];
/// let mut dst = make_tensor(&mut sums[..], make_layout!(_3:_1)).unwrap();
/// batch_reduce(&src, &mut dst, |acc, &x| acc + x);
/// assert_eq!(sums, [6, 22, 38]);
/// ```
#[track_caller]
pub fn batch_reduce<ES, LS, ED, LD>(
    src: &Tensor<ES, LS>,
    dst: &mut Tensor<ED, LD>,
    mut op: impl FnMut(ED::Elem, &ES::Elem) -> ED::Elem,
) where
    ES: Engine,
    LS: Loops + crate::AnyLayout<Shape: crate::modes::Modes>,
    Rank<LS>: IsEqual<U2>,
    Eq<Rank<LS>, U2>: BatchRank<Rank<LS>>,
    ED: EngineMut,
    ED::Elem: Clone,
    LD: Loops + crate::Crd2IdxOp<usize>,
{
    let modes = src.layout().mode_sizes().unwrap_or_default();
    let (reduced, batch) = (modes[0], modes[1]);
    let n = dst.size();
    assert!(
        batch == n,
        "batch_reduce: the source's batch mode has {batch} elements and the destination {n}"
    );
    let (data, origin, layout) = (src.data(), src.origin(), src.layout());
    for i in 0..n {
        // Column i of (reduced, batch) is indices i * reduced .. (i + 1) * reduced.
        let column = (i * reduced..(i + 1) * reduced).map(|k| {
            let at = super::super::slot(origin, layout.offset_of_index(k));
            super::super::elem(data, at, "batch_reduce")
        });
        let acc = column.fold(dst[i].clone(), &mut op);
        dst[i] = acc;
    }
}

/// A profile of [`logical_reduce`]: the shape's structure, with `_` ([`Underscore`]) for a mode
/// kept and an integer for a mode reduced (its value is not read), as CuTe's `target_profile`.
/// Sealed: integers (`usize`, [`Dyn`](crate::Dyn), typenum), `_` and tuples of them.
///
/// [`Underscore`]: crate::Underscore
#[diagnostic::on_unimplemented(
    message = "logical_reduce: `{Self}` is not a profile (`_` for a mode kept, an integer for a mode reduced, or a tuple of them)",
    label = "CuTe's target_profile, e.g. `(Underscore, 0usize)` to reduce mode 1"
)]
pub trait ReduceProfile: crate::tuple::sealed::Sealed {
    /// The profile as a run-time coordinate (`_` kept).
    #[doc(hidden)]
    fn to_coord(&self) -> cute_layout_dynamic::Coord;
}

macro_rules! profile_leaf {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        impl<$($g)*> ReduceProfile for $t {
            fn to_coord(&self) -> cute_layout_dynamic::Coord {
                cute_layout_dynamic::Coord::Int(cute_layout_dynamic::Leaf::new_dynamic(0))
            }
        }
    )*};
}
crate::arity::with_leaves!(profile_leaf);
profile_leaf!([] crate::Dyn, [] usize);

impl ReduceProfile for crate::Underscore {
    fn to_coord(&self) -> cute_layout_dynamic::Coord {
        cute_layout_dynamic::Coord::Under
    }
}

macro_rules! profile_tuple {
    () => {};
    ($($t:ident $a:ident),+) => {
        impl<$($t: ReduceProfile),+> ReduceProfile for ($($t,)+) {
            fn to_coord(&self) -> cute_layout_dynamic::Coord {
                let ($($a,)+) = self;
                cute_layout_dynamic::Coord::Tuple(vec![$($a.to_coord()),+])
            }
        }
    };
}
crate::arity::for_arities_named!(profile_tuple);

/// CuTe's `logical_reduce(src, dst, target_profile, op)`: the modes of `src` where the profile
/// has an integer are reduced and those where it has `_` are kept. `src` is seen as
/// `(dice(profile, layout), slice(profile, layout))` (each `_1:_0` when it has no mode) and
/// [`batch_reduce`]d into `dst`, whose size is the kept modes' size.
///
/// CuTe 4.2 asserts `compatible(target_profile, shape(src))`, which a profile with a `_` never
/// passes (`compatible(_, 4)` is false): its results are those of a build without asserts, and
/// these are the same.
///
/// # Panics
/// If the profile does not have the structure of `src`'s shape, or the kept modes' size is not
/// `dst`'s.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::logical_reduce;
/// let data: Vec<i32> = (0..16).collect();
/// // A row-major 4 x 4 matrix: reduce mode 1 (each row's sum), or mode 0 (each column's).
/// let t = make_tensor(&data[..], make_layout!((_4, _4):(_4, _1))).unwrap();
/// let mut rows = [0i32; 4];
/// logical_reduce(&t, &mut make_tensor(&mut rows[..], make_layout!(_4:_1)).unwrap(), (Underscore, 0usize), |a, &x| a + x);
/// assert_eq!(rows, [6, 22, 38, 54]);
/// let mut cols = [0i32; 4];
/// logical_reduce(&t, &mut make_tensor(&mut cols[..], make_layout!(_4:_1)).unwrap(), (0usize, Underscore), |a, &x| a + x);
/// assert_eq!(cols, [24, 28, 32, 36]);
/// ```
#[track_caller]
pub fn logical_reduce<ES, S, D, ED, LD, P>(
    src: &Tensor<ES, crate::Layout<S, D>>,
    dst: &mut Tensor<ED, LD>,
    profile: P,
    mut op: impl FnMut(ED::Elem, &ES::Elem) -> ED::Elem,
) where
    ES: Engine,
    crate::Layout<S, D>: crate::AnyLayout,
    ED: EngineMut,
    ED::Elem: Clone,
    LD: Loops + crate::Crd2IdxOp<usize>,
    P: ReduceProfile,
{
    let coord = profile.to_coord();
    use crate::AnyLayout;
    let parts = src
        .layout()
        .as_dynamic()
        .and_then(|l| Ok((l.dice(&coord)?, l.slice(&coord)?)));
    let (reduced, kept) = parts.unwrap_or_else(|e| panic!("logical_reduce: {e}"));
    // A part without modes is `_1:_0`: one offset, 0.
    let offsets = |l: &cute_layout_dynamic::Layout| -> Vec<i64> {
        if l.rank() == 0 {
            vec![0]
        } else {
            l.offsets().collect()
        }
    };
    let (reduced, kept) = (offsets(&reduced), offsets(&kept));
    let n = dst.size();
    assert!(
        kept.len() == n,
        "logical_reduce: the kept modes have {} elements and the destination {n}",
        kept.len()
    );
    let (data, origin) = (src.data(), src.origin());
    for (i, k) in kept.iter().enumerate() {
        let column = reduced.iter().map(|r| {
            let at = super::super::slot(origin, (r + k) as isize);
            super::super::elem(data, at, "logical_reduce")
        });
        let acc = column.fold(dst[i].clone(), &mut op);
        dst[i] = acc;
    }
}
