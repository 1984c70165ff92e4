//! CuTe's reductions (`algorithm/tensor_reduce.hpp`): [`reduce`] folds every element of a
//! tensor into one value, [`batch_reduce`] folds each column of a rank-2 tensor
//! `(reduced, batch)` into one element of another tensor.

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
