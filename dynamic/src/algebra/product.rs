//! The products: [`logical_product`], a layout repeated over the arrangement a tiler gives, its
//! zipped, tiled and flat forms, and the rank-sensitive [`blocked_product`] and
//! [`raked_product`].

use super::{
    check_operands, complement, composition_checked, flat_from_zipped, mode_by_mode, tile_unzip,
    tiled_from_zipped, Check, Tiler,
};
use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S0, S1};

/// CuTe's `logical_product(a, tiler)`: `(a, complement(a, size(a)*cosize(tiler)) o tiler)`,
/// mode by mode for a tuple tiler.
pub fn logical_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    const OP: &str = "logical_product";
    check_operands(OP, a, tiler)?;
    match tiler {
        Tiler::Tuple(ts) => mode_by_mode(OP, a, ts, logical_product),
        Tiler::Int(n) => logical_product(
            a,
            &Tiler::Layout(Layout::column_major(Int(*n)).map_err(|e| e.within(OP))?),
        ),
        Tiler::Layout(t) => {
            let cot = a.shape().product_in(OP)?.mul(OP, t.cosize_leaf())?;
            let c = complement(a, Some(&Int(cot))).map_err(|e| e.within(OP))?;
            let r = composition_checked(&c, tiler, Check::CuTe).map_err(|e| e.within(OP))?;
            Layout::concat([a.clone(), r]).map_err(|e| e.within(OP))
        }
    }
}

/// `((block modes...), (tiler modes...))`
pub fn zipped_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let l = logical_product(a, tiler).map_err(|e| e.within("zipped_product"))?;
    tile_unzip(&l, tiler, "zipped_product")
}

/// `((block modes...), tiler modes...)`
pub fn tiled_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    tiled_from_zipped(&zipped_product(a, tiler).map_err(|e| e.within("tiled_product"))?)
}

/// `(block modes..., tiler modes...)`
pub fn flat_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    flat_from_zipped(&zipped_product(a, tiler).map_err(|e| e.within("flat_product"))?)
}

/// CuTe's `zip(a, b)` of two IntTuples: `((a0,b0),(a1,b1),...)`, or `((a,b))` for a leaf `a`.
fn zip_pair(a: &IntTuple, b: &IntTuple, op: &'static str) -> Result<IntTuple> {
    match a {
        Tuple(am) => {
            let Tuple(bm) = b else {
                return Err(Error::new(
                    op,
                    format!("cannot zip {a} (rank {}) with the integer {b}", am.len()),
                ));
            };
            ensure(am.len() == bm.len(), op, || {
                format!(
                    "cannot zip {a} (rank {}) with {b} (rank {})",
                    am.len(),
                    bm.len()
                )
            })?;
            Ok(Tuple(
                am.iter()
                    .zip(bm)
                    .map(|(x, y)| IntTuple::tuple([x.clone(), y.clone()]))
                    .collect(),
            ))
        }
        Int(_) => Ok(IntTuple::tuple([IntTuple::tuple([a.clone(), b.clone()])])),
    }
}

/// [`blocked_product`] (`raked == false`) or [`raked_product`]: the logical product of the two
/// padded to the same rank, its two modes zipped mode by mode.
fn rank_sensitive_product(a: &Layout, b: &Layout, op: &'static str, raked: bool) -> Result<Layout> {
    a.check(op)?;
    b.check(op)?;
    let r = a.rank().max(b.rank());
    let l = logical_product(&a.append_to_rank(r), &Tiler::Layout(b.append_to_rank(r)))
        .map_err(|e| e.within(op))?;
    let (m0, m1) = (l.mode(0)?, l.mode(1)?);
    let (x, y) = if raked { (m1, m0) } else { (m0, m1) };
    Layout::build(
        op,
        zip_pair(x.shape(), y.shape(), op)?,
        zip_pair(x.stride(), y.stride(), op)?,
    )
}

/// CuTe's `blocked_product(block, tiler)`: the block repeated over the tiler, mode by mode
/// (block first in each mode).
pub fn blocked_product(block: &Layout, tiler: &Layout) -> Result<Layout> {
    rank_sensitive_product(block, tiler, "blocked_product", false)
}

/// CuTe's `raked_product(block, tiler)`: the block interleaved over the tiler (tiler first in
/// each mode).
pub fn raked_product(block: &Layout, tiler: &Layout) -> Result<Layout> {
    rank_sensitive_product(block, tiler, "raked_product", true)
}

impl Layout {
    /// CuTe's `append<N>(layout)`: pad to rank `n` with `_1:_0` modes.
    pub(crate) fn append_to_rank(&self, n: usize) -> Layout {
        fn pad(t: &IntTuple, n: usize, x: Leaf) -> IntTuple {
            match t {
                Tuple(m) if m.len() >= n => t.clone(),
                Int(_) if n == 1 => t.clone(),
                _ => {
                    let mut m = t.wrap();
                    m.resize(n, Int(x));
                    Tuple(m)
                }
            }
        }
        Layout::raw(pad(self.shape(), n, S1), pad(self.stride(), n, S0))
    }
}
