//! Tiling a block over a shape: [`tile_to_shape`], and CuTe's thread-value layout of a thread
//! and a value layout, [`make_layout_tv`] (the steps of `make_tiled_copy`).

use super::{composition_checked, raked_product, right_inverse, Check, Tiler};
use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;

/// CuTe's `product_each(shape)`: the size of each top-level mode.
fn product_each(op: &'static str, t: &IntTuple) -> Result<IntTuple> {
    match t {
        Int(_) => Ok(t.clone()),
        Tuple(m) => Ok(Tuple(
            m.iter()
                .map(|x| x.product_in(op).map(Int))
                .collect::<Result<_>>()?,
        )),
    }
}

/// CuTe's `tile_to_shape(block, target)` (column-major order): the block padded to the rank of
/// the target with `_1:_0` modes, repeated by `blocked_product` over the column-major layout of
/// `ceil_div(target, block)`, mode by mode. A static target must be a multiple of the block in
/// every mode.
///
/// ```
/// use cute_layout_dynamic::{algebra::tile_to_shape, Layout};
/// let b: Layout = "(8,64):(64,1)".parse().unwrap();
/// assert_eq!(tile_to_shape(&b, &"(128,128)".parse().unwrap()).unwrap().to_string(),
///            "((_8,_16),(_64,_2)):((_64,_512),(_1,_8192))");
/// assert!(tile_to_shape(&b, &"(12,64)".parse().unwrap()).unwrap_err().to_string()
///            .contains("does not divide"));
/// ```
pub fn tile_to_shape(block: &Layout, target: &IntTuple) -> Result<Layout> {
    const OP: &str = "tile_to_shape";
    let r = target.rank();
    ensure(block.rank() <= r, OP, || {
        format!(
            "the rank {} of the block {block} is more than the rank {r} of the target shape {target}",
            block.rank()
        )
    })?;
    let padded = block.append_to_rank(r);
    let block_shape = product_each(OP, padded.shape())?;
    let target_shape = product_each(OP, target)?;
    let (bl, tl) = (block_shape.leaf_list(), target_shape.leaf_list());
    if target_shape.is_static() {
        for (b, t) in bl.iter().zip(&tl) {
            ensure(b.value != 0 && t.value % b.value == 0, OP, || {
                format!(
                    "the block shape {block_shape} does not divide the target shape {target_shape}"
                )
            })?;
        }
    }
    let ceil: Vec<IntTuple> = bl
        .iter()
        .zip(&tl)
        .map(|(b, t)| t.ceil_div(OP, *b).map(Int))
        .collect::<Result<_>>()?;
    // CuTe's `make_ordered_layout` of an integer shape is a rank-1 tuple layout, `(n):(_1)`.
    let product_shape = Tuple(ceil);
    let tiler = Layout::column_major(product_shape).map_err(|e| e.within(OP))?;
    super::blocked_product(&padded, &tiler).map_err(|e| e.within(OP))
}

/// CuTe's steps of `make_tiled_copy(thr, val)`: `layout_mn = raked_product(thr, val)`, the tile
/// `product_each(shape(layout_mn))`, and the `(thread, value)` layout
/// `right_inverse(layout_mn).with_shape(size(thr), size(val))`. Answers `(tile, layout_tv)`.
///
/// ```
/// use cute_layout_dynamic::{algebra::make_layout_tv, Layout};
/// let thr: Layout = "(32,4):(4,1)".parse().unwrap();
/// let val: Layout = "(1,8):(1,1)".parse().unwrap();
/// let (tile, tv) = make_layout_tv(&thr, &val).unwrap();
/// assert_eq!((tile.to_string(), tv.to_string()),
///            ("(_32,_32)".to_string(), "((_4,_32),_8):((_256,_1),_32)".to_string()));
/// ```
pub fn make_layout_tv(thr: &Layout, val: &Layout) -> Result<(IntTuple, Layout)> {
    const OP: &str = "make_layout_tv";
    let within = |e: Error| e.within(OP);
    let mn = raked_product(thr, val).map_err(within)?;
    let tile = product_each(OP, mn.shape())?;
    let inv = right_inverse(&mn).map_err(within)?;
    let shape = IntTuple::tuple([Int(thr.size_leaf()), Int(val.size_leaf())]);
    let with = Layout::column_major(shape).map_err(within)?;
    let tv = composition_checked(&inv, &Tiler::Layout(with), Check::CuTe).map_err(within)?;
    Ok((tile, tv))
}
