//! The layout algebra: the operations that make layouts from layouts, one file a family.
//!
//! - `coalesce`: [`Layout::coalesce`], [`Layout::coalesce_by`], [`Layout::filter`],
//!   [`Layout::flatten`]: fewer modes, the same function;
//! - `slice`: [`Layout::slice`], [`Layout::slice_and_offset`], [`Layout::dice`];
//! - `composition`: [`composition`], [`composition_checked`], [`is_composition`];
//! - `complement`: [`complement`];
//! - `divide`: [`logical_divide`] and its zipped, tiled and flat forms;
//! - `product`: [`logical_product`] and its zipped, tiled and flat forms, [`blocked_product`],
//!   [`raked_product`];
//! - `inverse`: [`right_inverse`], [`left_inverse`];
//! - `cast`: [`upcast`], [`downcast`], [`recast`] (element widths);
//! - `tile`: [`tile_to_shape`], [`make_layout_tv`];
//! - `swizzled`: swizzles and composed layouts ([`compose_layout_swizzle`],
//!   [`slice_and_offset_composed`], [`right_inverse_composed`], ...).
//!
//! This file holds what they share: the right-hand side [`Tiler`], composition's [`Check`],
//! a tuple tiler applied mode by mode, and the zipped, tiled and flat forms of a divide or a
//! product. The families' files are private; their public functions are re-exported here, as
//! `cute_layout_dynamic::algebra::composition` and so on.

use std::fmt;

use crate::coord::Coord;
use crate::error::{ensure, Error, Result};
use crate::int_tuple::{write_tuple, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;

mod cast;
mod coalesce;
mod complement;
mod composition;
mod divide;
mod inverse;
mod product;
mod slice;
mod swizzled;
mod tile;

pub(crate) use cast::recast_ratio;
pub use cast::{downcast, recast, upcast};
pub use complement::complement;
pub(crate) use composition::composition_with_empty;
pub use composition::{composition, composition_checked, is_composition};
pub use divide::{
    flat_divide, logical_divide, logical_divide_checked, tiled_divide, zipped_divide,
};
pub use inverse::{left_inverse, right_inverse};
pub use product::{
    blocked_product, flat_product, logical_product, raked_product, tiled_product, zipped_product,
};
pub use swizzled::{
    cast_composed, compose_layout_composed, compose_layout_swizzle, left_inverse_composed,
    logical_product_composed_tiler, product_composed_tiler, recast_composed,
    right_inverse_composed, slice_and_offset_composed,
};
pub(crate) use tile::{local_partition, local_tile, thread_tiler};
pub use tile::{make_layout_tv, tile_to_shape};

/// The right-hand side of composition, divides and products: a layout, an integer extent, or a
/// tuple of tilers applied mode by mode (a shape `(4,8)` is the tuple of extents `<4,8>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tiler {
    /// A layout.
    Layout(Layout),
    /// An extent `n`, i.e. the layout `n:_1`.
    Int(Leaf),
    /// One tiler per mode.
    Tuple(Vec<Tiler>),
}

impl From<Layout> for Tiler {
    fn from(l: Layout) -> Self {
        Tiler::Layout(l)
    }
}

impl From<&IntTuple> for Tiler {
    /// A shape used as a tiler: its extents, mode by mode.
    fn from(t: &IntTuple) -> Self {
        match t {
            Int(v) => Tiler::Int(*v),
            Tuple(m) => Tiler::Tuple(m.iter().map(Tiler::from).collect()),
        }
    }
}

impl Tiler {
    /// Fails unless every extent in the tiler is positive.
    pub(crate) fn check(&self, op: &'static str) -> Result<()> {
        match self {
            Tiler::Layout(l) => l.check(op),
            Tiler::Int(n) => ensure(n.value > 0, op, || {
                format!("the tiler extent {n:#} is not positive")
            }),
            Tiler::Tuple(m) => m.iter().try_for_each(|t| t.check(op)),
        }
    }
}

impl fmt::Display for Tiler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiler::Layout(l) => fmt::Display::fmt(l, f),
            Tiler::Int(v) => fmt::Display::fmt(v, f),
            Tiler::Tuple(m) => write_tuple(f, ("<", ">"), m),
        }
    }
}

/// Fails unless every extent of the layout and of the tiler is positive (what every operation
/// with a tiler checks first).
fn check_operands(op: &'static str, a: &Layout, tiler: &Tiler) -> Result<()> {
    a.check(op)?;
    tiler.check(op)
}

/// Fails when a tuple tiler has more modes than the layout it applies to.
fn too_many_modes(op: &'static str, tiler: &[Tiler], layout: &Layout) -> Result<()> {
    ensure(tiler.len() <= layout.rank(), op, || {
        format!(
            "too many modes in the tiler: {} modes for the layout {layout} of rank {}",
            tiler.len(),
            layout.rank()
        )
    })
}

/// How strictly composition checks its input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// CuTe 4.2's own static checks ("weak divisibility"): accepts some inputs whose result is not
    /// `A o B` (cutlass#3177), and then prints exactly what CuTe prints.
    CuTe,
    /// CuTe's checks plus the post-condition `R(c) == A(B(c))`: B may step past a mode of A only
    /// with a stride that divides it, and B's modes must not overflow a mode of A together.
    Exact,
}

impl Check {
    /// The check an operation makes unless told: [`Check::Exact`] for a layout, [`Check::CuTe`]
    /// for tilers, shapes and extents.
    fn default_for(tiler: &Tiler) -> Check {
        if matches!(tiler, Tiler::Layout(_)) {
            Check::Exact
        } else {
            Check::CuTe
        }
    }
}

/// A tuple tiler applied mode by mode: `f` on each mode of `a` the tiler covers, with its part of
/// the tiler; the modes past the tiler are kept as they are.
fn mode_by_mode(
    op: &'static str,
    a: &Layout,
    tiler: &[Tiler],
    f: impl Fn(&Layout, &Tiler) -> Result<Layout>,
) -> Result<Layout> {
    too_many_modes(op, tiler, a)?;
    let mut modes = Vec::with_capacity(a.rank());
    for (i, t) in tiler.iter().enumerate() {
        modes.push(f(&a.mode(i)?, t)?);
    }
    modes.extend(a.modes().into_iter().skip(tiler.len()));
    // A mode may have an extent 0 (see `composition_with_empty`).
    let (shape, stride) = modes
        .into_iter()
        .map(|l| (l.shape().clone(), l.stride().clone()))
        .unzip();
    Layout::build_with_empty(op, Tuple(shape), Tuple(stride))
}

/// CuTe's `zip2_by(t, guide)`: gather the first and second halves of the rank-2 modes found at
/// the leaves of `guide` into `((first...), (second..., rest...))`.
fn zip2_by(t: &IntTuple, guide: &Tiler, op: &'static str) -> Result<IntTuple> {
    match guide {
        Tiler::Tuple(g) => {
            let Tuple(tm) = t else {
                return Err(Error::new(
                    op,
                    format!("{t} has no modes to match the tiler {guide}"),
                ));
            };
            ensure(tm.len() >= g.len(), op, || {
                format!("{t} has fewer modes than the tiler {guide}")
            })?;
            let mut first = Vec::with_capacity(g.len());
            let mut second = Vec::with_capacity(tm.len());
            for (ti, gi) in tm.iter().zip(g) {
                match zip2_by(ti, gi, op)? {
                    Tuple(pair) if pair.len() == 2 => {
                        first.push(pair[0].clone());
                        second.push(pair[1].clone());
                    }
                    other => return Err(Error::new(op, format!("{other} is not a rank-2 mode"))),
                }
            }
            second.extend(tm[g.len()..].iter().cloned());
            Ok(IntTuple::tuple([Tuple(first), Tuple(second)]))
        }
        _ => {
            ensure(matches!(t, Tuple(m) if m.len() == 2), op, || {
                format!("{t} is not a rank-2 mode")
            })?;
            Ok(t.clone())
        }
    }
}

/// `l` (a logical divide or product) with its tile modes and its rest modes gathered:
/// `((tile modes...), (rest modes...))`, the zipped form.
fn tile_unzip(l: &Layout, tiler: &Tiler, op: &'static str) -> Result<Layout> {
    Layout::build_with_empty(
        op,
        zip2_by(l.shape(), tiler, op)?,
        zip2_by(l.stride(), tiler, op)?,
    )
}

/// The tiled form of a zipped divide or product `z`: its second mode's modes lifted to the top,
/// `((first modes...), second modes...)`.
pub(crate) fn tiled_from_zipped(z: &Layout) -> Result<Layout> {
    let r1 = z.mode(1)?.rank();
    z.slice(&Coord::Tuple(vec![Coord::Under, Coord::repeat_under(r1)]))
}

/// The flat form of a zipped divide or product `z`: `(first modes..., second modes...)`.
pub(crate) fn flat_from_zipped(z: &Layout) -> Result<Layout> {
    let (r0, r1) = (z.mode(0)?.rank(), z.mode(1)?.rank());
    z.slice(&Coord::Tuple(vec![
        Coord::repeat_under(r0),
        Coord::repeat_under(r1),
    ]))
}

/// The divide or product of the name `op` (one of the four divides or the four products that
/// take a tiler), for the expression evaluators that dispatch on names.
pub(crate) fn by_tiler(op: &str) -> Option<fn(&Layout, &Tiler) -> Result<Layout>> {
    Some(match op {
        "logical_divide" => logical_divide,
        "zipped_divide" => zipped_divide,
        "tiled_divide" => tiled_divide,
        "flat_divide" => flat_divide,
        "logical_product" => logical_product,
        "zipped_product" => zipped_product,
        "tiled_product" => tiled_product,
        "flat_product" => flat_product,
        _ => return None,
    })
}
