//! Tiling a block over a shape: [`tile_to_shape`], and CuTe's thread-value layout of a thread
//! and a value layout, [`make_layout_tv`] (the steps of `make_tiled_copy`); and picking a tile
//! or a thread's part of a layout: `local_tile`, `local_partition` and the thread's tiler and
//! coordinate they share with the swizzled forms.

use super::{composition_checked, raked_product, right_inverse, zipped_divide, Check, Tiler};
use crate::coord::Coord;
use crate::error::{ck, ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;

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

/// CuTe's `local_tile(layout, tiler, coord)`: the tile at `coord` of `zipped_divide(layout,
/// tiler)`, i.e. the rest mode sliced at `coord` (one `_` per mode of the tile), and its offset.
pub(crate) fn local_tile(l: &Layout, tiler: &Tiler, coord: &Coord) -> Result<(Layout, i64)> {
    const OP: &str = "local_tile";
    let z = zipped_divide(l, tiler).map_err(|e| e.within(OP))?;
    let r0 = z.mode(0)?.rank();
    let at = Coord::Tuple(vec![Coord::repeat_under(r0), coord.clone()]);
    let (s, off) = z.slice_and_offset(&at).map_err(|e| e.within(OP))?;
    Ok((s, off.value))
}

/// CuTe's `local_partition(layout, thread_layout, thread)`: `zipped_divide(layout,
/// product_each(shape(thread_layout)))` sliced at `(thread coordinate, _)`, where the thread
/// coordinate is CuTe's `get_flat_coord`: per top mode of the thread layout, the leaf
/// coordinates `(thread / |d|) % s` folded column-major into one index.
pub(crate) fn local_partition(l: &Layout, thr: &Layout, thread: i64) -> Result<(Layout, i64)> {
    const OP: &str = "local_partition";
    let (tiler, coord) = thread_tiler(thr, Leaf::new_dynamic(thread))?;
    let z = zipped_divide(l, &tiler).map_err(|e| e.within(OP))?;
    let r1 = z.mode(1)?.rank();
    let at = Coord::Tuple(vec![coord, Coord::repeat_under(r1)]);
    let (s, off) = z.slice_and_offset(&at).map_err(|e| e.within(OP))?;
    Ok((s, off.value))
}

/// `local_partition`'s tiler, `product_each(shape(thr))`, and the coordinate of `thread` in it
/// (CuTe's `get_flat_coord`: per top mode of the thread layout, the leaf coordinates
/// `(thread / |d|) % s` folded column-major into one index), static when the thread index and
/// the thread layout are.
pub(crate) fn thread_tiler(thr: &Layout, thread: Leaf) -> Result<(Tiler, Coord)> {
    const OP: &str = "local_partition";
    let is_static = thread.is_static && thr.shape().is_static() && thr.stride().is_static();
    let leaf = |v| Leaf {
        value: v,
        is_static,
    };
    let thread = thread.value;
    let size = thr.size();
    if !(0..size).contains(&thread) {
        return Err(Error::new(
            OP,
            format!("thread {thread} is not below the size {size} of the thread layout {thr}"),
        ));
    }
    let flat = |m: &Layout| -> Result<i64> {
        let (mut idx, mut scale) = (0i64, 1i64);
        for (s, d) in m.shape().leaves().into_iter().zip(m.stride().leaves()) {
            let d = ck::abs(OP, d)?;
            let c = if s == 1 || d == 0 {
                0
            } else {
                (thread / d) % s
            };
            idx = ck::add(OP, idx, ck::mul(OP, scale, c)?)?;
            scale = ck::mul(OP, scale, s)?;
        }
        Ok(idx)
    };
    Ok(match thr.shape() {
        Int(s) => (Tiler::Int(*s), Coord::Int(leaf(flat(thr)?))),
        Tuple(_) => {
            let modes = thr.modes();
            (
                Tiler::Tuple(modes.iter().map(|m| Tiler::Int(m.size_leaf())).collect()),
                Coord::Tuple(
                    modes
                        .iter()
                        .map(|m| flat(m).map(|c| Coord::Int(leaf(c))))
                        .collect::<Result<_>>()?,
                ),
            )
        }
    })
}
