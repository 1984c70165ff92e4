//! The layout algebra: composition, complement, divides, products and inverses.

use crate::error::{ensure, Error, Result};
use crate::int_tuple::{ceil_div_tuple, coalesce_shape, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::{Coord, Layout};
use crate::leaf::Leaf;
use std::fmt;

const S0: Leaf = Leaf::new_static(0);
const S1: Leaf = Leaf::new_static(1);

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
            Tiler::Tuple(m) => {
                f.write_str("<")?;
                for (i, x) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    fmt::Display::fmt(x, f)?;
                }
                f.write_str(">")
            }
        }
    }
}

fn too_many_modes(op: &'static str, tiler: &[Tiler], layout: &Layout) -> Result<()> {
    ensure(tiler.len() <= layout.rank(), op, || {
        format!(
            "too many modes in the tiler: {} modes for the layout {layout} of rank {}",
            tiler.len(),
            layout.rank()
        )
    })
}

// ---------------------------------------------------------------------------------------------
// Composition
// ---------------------------------------------------------------------------------------------

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

/// CuTe's `composition(a, b)`: the layout `R` with `R(c) == a(b(c))` for every coordinate `c` of
/// `b`, congruent with `b`. A tiler composes mode by mode and keeps only the modes it covers.
///
/// A layout `b` is checked with [`Check::Exact`]; tilers, shapes and extents with [`Check::CuTe`]
/// (see [`composition_checked`]).
pub fn composition(a: &Layout, b: &Tiler) -> Result<Layout> {
    let check = if matches!(b, Tiler::Layout(_)) {
        Check::Exact
    } else {
        Check::CuTe
    };
    composition_checked(a, b, check)
}

/// [`composition`] with an explicit [`Check`].
pub fn composition_checked(a: &Layout, b: &Tiler, check: Check) -> Result<Layout> {
    a.check("composition")?;
    b.check("composition")?;
    match b {
        Tiler::Tuple(ts) => {
            too_many_modes("composition", ts, a)?;
            let modes = ts
                .iter()
                .enumerate()
                .map(|(i, t)| composition_checked(&a.mode(i)?, t, check))
                .collect::<Result<Vec<_>>>()?;
            Layout::concat(modes).map_err(|e| e.within("composition"))
        }
        Tiler::Int(n) => composition_layout(a, &Int(*n), &Int(S1), check),
        Tiler::Layout(bl) => composition_layout(a, bl.shape(), bl.stride(), check),
    }
}

/// The largest result whose post-condition [`Check::Exact`] verifies offset by offset when an
/// operand has a dynamic leaf (beyond it, the structural rule of the all-static case decides).
const EXACT_BY_OFFSETS_MAX: i64 = 1 << 16;

fn composition_layout(
    a: &Layout,
    bshape: &IntTuple,
    bstride: &IntTuple,
    check: Check,
) -> Result<Layout> {
    const OP: &str = "composition";
    let flat = a.coalesce_x();
    let ls = flat.shape().leaf_list();
    let ld = flat.stride().leaf_list();
    let mut exact = Exact {
        usage: vec![0i64; ls.len()],
        broken: None,
    };
    let r = composition_impl(&ls, &ld, bshape, bstride, check, &mut exact)?;
    let r = Layout::build(OP, r.0, r.1)?;
    if check == Check::Exact {
        let all_static = a.shape().is_static()
            && a.stride().is_static()
            && bshape.is_static()
            && bstride.is_static();
        if all_static || r.size() > EXACT_BY_OFFSETS_MAX {
            if let Some(e) = exact.broken {
                return Err(e);
            }
            let inner = &ls[..ls.len().saturating_sub(1)];
            for (i, (&reach, s)) in exact.usage.iter().zip(inner).enumerate() {
                ensure(reach < s.value, OP, || {
                    format!(
                        "stride divisibility: the modes of B together reach coordinate {reach} of A's mode {i}, which has extent {} (the result would not be A o B)",
                        s.value
                    )
                })?;
            }
        } else {
            // With dynamic leaves CuTe checks nothing: verify its result offset by offset.
            let b = Layout::raw(bshape.clone(), bstride.clone());
            ensure(is_composition(a, &b, &r), OP, || {
                format!("post-condition: {r} is not {a} o {b} (R(i) != A(B(i)) for some i)")
            })?;
        }
    }
    Ok(r)
}

/// What [`Check::Exact`] learns while composing: `usage[i]`, the largest coordinate of A's mode
/// `i` that B's leaf modes reach, summed over those modes; `broken`, the first rule broken.
struct Exact {
    usage: Vec<i64>,
    broken: Option<Error>,
}

/// CuTe's `detail::composition_impl` on a coalesced `a` (flat modes `ls:ld`) and a mode
/// `rshape:rstride` of `b`: the shape and stride of the result. Every decision about the
/// structure tests only static leaves (a static `_0` stride, a static `_1` extent); CuTe's
/// divisibility checks are made only where both operands are static.
fn composition_impl(
    ls: &[Leaf],
    ld: &[Leaf],
    rshape: &IntTuple,
    rstride: &IntTuple,
    check: Check,
    exact: &mut Exact,
) -> Result<(IntTuple, IntTuple)> {
    const OP: &str = "composition";
    if let (Tuple(rs), Tuple(rd)) = (rshape, rstride) {
        ensure(rs.len() == rd.len(), OP, || {
            format!("shape {rshape} and stride {rstride} of B are not congruent")
        })?;
        let mut out_s = Vec::with_capacity(rs.len());
        let mut out_d = Vec::with_capacity(rs.len());
        for (s, d) in rs.iter().zip(rd) {
            let (x, y) = composition_impl(ls, ld, s, d, check, exact)?;
            out_s.push(x);
            out_d.push(y);
        }
        return Ok((Tuple(out_s), Tuple(out_d)));
    }
    let (Int(n), Int(r)) = (rshape, rstride) else {
        return Err(Error::new(
            OP,
            format!("shape {rshape} and stride {rstride} of B are not congruent"),
        ));
    };
    if r.is_constant(0) {
        return Ok((rshape.clone(), rstride.clone()));
    }
    let (Some(&d_last), false) = (ld.last(), ls.is_empty()) else {
        return Err(Error::new(OP, "A has no modes"));
    };
    if ls.len() == 1 {
        return Ok((Int(*n), Int(r.mul(OP, ld[0])?)));
    }
    let mut res_s = Vec::new();
    let mut res_d = Vec::new();
    let (mut rest_shape, mut rest_stride) = (*n, *r);
    for i in 0..ls.len() - 1 {
        let (s, d) = (ls[i], ld[i]);
        if s.is_static && rest_stride.is_static {
            let (rv, sv) = (rest_stride.value, s.value);
            ensure(rv.checked_rem(sv) == Some(0) || rv < sv, OP, || {
                format!(
                    "stride divisibility: stride {rv} of B is neither below nor a multiple of extent {sv} of A's mode {i}"
                )
            })?;
        }
        let abs_stride = rest_stride.abs(OP)?;
        let next_shape = s.ceil_div(OP, abs_stride)?;
        let next_stride = abs_stride.ceil_div(OP, s)?.mul(OP, rest_stride.signum())?;
        if next_shape.is_constant(1) || rest_shape.is_constant(1) {
            rest_stride = next_stride;
            continue;
        }
        let new_shape = next_shape.min(rest_shape);
        if new_shape.is_static && rest_shape.is_static {
            ensure(
                rest_shape.value.checked_rem(new_shape.value) == Some(0),
                OP,
                || {
                    format!(
                    "shape divisibility: extent {} of B is not a multiple of {}, the part of it that A's mode {i} (extent {}) holds",
                    rest_shape.value, new_shape.value, s.value
                )
                },
            )?;
        }
        if check == Check::Exact {
            let (sv, av) = (s.value, abs_stride.value);
            if exact.broken.is_none()
                && !(new_shape.value == rest_shape.value || sv.checked_rem(av) == Some(0))
            {
                exact.broken = Some(Error::new(
                    OP,
                    format!("stride divisibility: B steps past A's mode {i} (extent {sv}) with stride {}, which does not divide it (the result would not be A o B)", rest_stride.value),
                ));
            }
            let reach = (new_shape.value - 1)
                .checked_mul(av)
                .and_then(|x| x.checked_add(exact.usage[i]));
            exact.usage[i] = reach.unwrap_or(i64::MAX);
        }
        res_s.push(Int(new_shape));
        res_d.push(Int(rest_stride.mul(OP, d)?));
        rest_shape = rest_shape.div(OP, new_shape)?;
        rest_stride = next_stride;
    }
    Ok(if res_s.is_empty() {
        (Int(rest_shape), Int(rest_stride.mul(OP, d_last)?))
    } else if rest_shape.is_constant(1) {
        (Tuple(res_s).unwrap_single(), Tuple(res_d).unwrap_single())
    } else {
        res_s.push(Int(rest_shape));
        res_d.push(Int(rest_stride.mul(OP, d_last)?));
        (Tuple(res_s), Tuple(res_d))
    })
}

/// `true` when `r(i) == a(b(i))` for every `i < size(r)` (the last mode of each layout extends
/// past its size, as CuTe evaluates 1-D indices); `false` also when an offset overflows.
///
/// ```
/// use cute_layout_dynamic::{algebra::{composition, is_composition}, Layout};
/// let a: Layout = "(6,2):(8,2)".parse().unwrap();
/// let b: Layout = "(4,3):(3,1)".parse().unwrap();
/// let r = composition(&a, &b.clone().into()).unwrap();
/// assert!(is_composition(&a, &b, &r));
/// ```
pub fn is_composition(a: &Layout, b: &Layout, r: &Layout) -> bool {
    const OP: &str = "is_composition";
    (0..r.size()).all(|i| {
        let lhs = r.call_unbounded(OP, i);
        let rhs = b
            .call_unbounded(OP, i)
            .and_then(|j| a.call_unbounded(OP, j));
        matches!((lhs, rhs), (Ok(x), Ok(y)) if x == y)
    })
}

// ---------------------------------------------------------------------------------------------
// Complement
// ---------------------------------------------------------------------------------------------

/// CuTe's `complement(a, cotarget)`: the layout of the offsets below `cotarget` that `a` does not
/// reach, ordered, disjoint from `a`. Without a cotarget, `cosize(filter(a))` is used.
///
/// `a` must be injective (after its stride-0 modes are dropped) with non-negative strides.
///
/// ```
/// use cute_layout_dynamic::{algebra::complement, Layout};
/// let a: Layout = "(2,2):(1,6)".parse().unwrap();
/// assert_eq!(complement(&a, Some(&"24".parse().unwrap())).unwrap().to_string(), "(_3,_2):(_2,_12)");
/// ```
pub fn complement(a: &Layout, cotarget: Option<&IntTuple>) -> Result<Layout> {
    const OP: &str = "complement";
    a.check(OP)?;
    if let Some(c) = cotarget {
        ensure(c.leaves().iter().all(|&x| x > 0), OP, || {
            format!("the cotarget {c:#} is not positive")
        })?;
    }
    let f = a.filter();
    let cot = cotarget.cloned().unwrap_or_else(|| Int(f.cosize_leaf()));
    if f.stride().as_leaf().is_some_and(|d| d.is_constant(0)) {
        return Layout::column_major(coalesce_shape(OP, &cot)?).map_err(|e| e.within(OP));
    }
    let mut shape = f.shape().leaf_list();
    let mut stride = f.stride().leaf_list();
    let r = shape.len();
    ensure(r == 1 || stride.iter().all(|d| d.is_static), OP, || {
        format!("dynamic stride: a dynamic stride is allowed only in a rank-1 layout (after filtering), and {a} filters to {f}")
    })?;
    if let Some(d) = stride.iter().find(|d| d.value < 0) {
        return Err(Error::new(
            OP,
            format!("stride {d} of {a} is negative (complement needs non-negative strides)"),
        ));
    }
    let mut res_s = Vec::with_capacity(r + 1);
    let mut res_d = vec![S1];
    for i in 0..r - 1 {
        let Some((idx, &min_stride)) = stride.iter().enumerate().min_by_key(|(_, d)| d.value)
        else {
            break;
        };
        let new_shape = min_stride.div(OP, res_d[i])?;
        ensure(!new_shape.is_constant(0), OP, || {
            non_injective(a, min_stride, res_d[i])
        })?;
        res_s.push(new_shape);
        res_d.push(min_stride.mul(OP, shape[idx])?);
        shape.remove(idx);
        stride.remove(idx);
    }
    let new_shape = stride[0].div(OP, res_d[r - 1])?;
    ensure(!new_shape.is_constant(0), OP, || {
        non_injective(a, stride[0], res_d[r - 1])
    })?;
    res_s.push(new_shape);
    let new_stride = stride[0].mul(OP, shape[0])?;
    let rest_shape = coalesce_shape(OP, &ceil_div_tuple(OP, &cot, &Int(new_stride))?)?;
    let rest_stride = rest_shape.compact_left(OP, new_stride)?;
    let shape = IntTuple::tuple([Tuple(res_s.into_iter().map(Int).collect()), rest_shape]);
    let stride = IntTuple::tuple([Tuple(res_d.into_iter().map(Int).collect()), rest_stride]);
    if shape.leaves().iter().all(|&s| s > 0) {
        return Ok(Layout::build(OP, shape, stride)?.coalesce());
    }
    // Only with dynamic strides, which CuTe does not check for injectivity: CuTe answers a
    // layout with an extent 0 (a stride inside the span of the smaller modes); so do we (its
    // strides still fit, and the algebra refuses it as an operand).
    Layout::build(OP, shape.repeat_like(S1), stride.clone())?;
    Ok(Layout::raw(shape, stride).coalesce())
}

fn non_injective(a: &Layout, stride: Leaf, reached: Leaf) -> String {
    format!(
        "injectivity: {a} is not injective (stride {stride:#} falls inside the {reached:#} offsets its smaller modes already span)"
    )
}

// ---------------------------------------------------------------------------------------------
// Divides
// ---------------------------------------------------------------------------------------------

/// CuTe's `logical_divide(a, tiler)`: `a o (tiler, complement(tiler, shape(coalesce(a))))`,
/// mode by mode for a tuple tiler.
///
/// A layout tiler is checked with [`Check::Exact`], other tilers with [`Check::CuTe`].
pub fn logical_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let check = if matches!(tiler, Tiler::Layout(_)) {
        Check::Exact
    } else {
        Check::CuTe
    };
    logical_divide_checked(a, tiler, check)
}

/// [`logical_divide`] with an explicit [`Check`].
pub fn logical_divide_checked(a: &Layout, tiler: &Tiler, check: Check) -> Result<Layout> {
    a.check("logical_divide")?;
    tiler.check("logical_divide")?;
    match tiler {
        Tiler::Tuple(ts) => {
            too_many_modes("logical_divide", ts, a)?;
            let mut modes = Vec::with_capacity(a.rank());
            for (i, t) in ts.iter().enumerate() {
                modes.push(logical_divide_checked(&a.mode(i)?, t, check)?);
            }
            modes.extend(a.modes().into_iter().skip(ts.len()));
            Layout::concat(modes).map_err(|e| e.within("logical_divide"))
        }
        Tiler::Int(n) => logical_divide_checked(
            a,
            &Tiler::Layout(Layout::column_major(Int(*n)).map_err(|e| e.within("logical_divide"))?),
            check,
        ),
        Tiler::Layout(t) => {
            let c = complement(t, Some(a.coalesce().shape()))
                .map_err(|e| e.within("logical_divide"))?;
            let b = Layout::concat([t.clone(), c]).map_err(|e| e.within("logical_divide"))?;
            composition_checked(a, &Tiler::Layout(b), check).map_err(|e| e.within("logical_divide"))
        }
    }
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

fn tile_unzip(l: &Layout, tiler: &Tiler, op: &'static str) -> Result<Layout> {
    Layout::build(
        op,
        zip2_by(l.shape(), tiler, op)?,
        zip2_by(l.stride(), tiler, op)?,
    )
}

/// `((tile modes...), (rest modes...))`
pub fn zipped_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let l = logical_divide_checked(a, tiler, Check::CuTe).map_err(|e| e.within("zipped_divide"))?;
    tile_unzip(&l, tiler, "zipped_divide")
}

/// `((tile modes...), rest modes...)`
pub fn tiled_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let z = zipped_divide(a, tiler).map_err(|e| e.within("tiled_divide"))?;
    let r1 = z.mode(1)?.rank();
    z.slice(&Coord::Tuple(vec![Coord::Under, Coord::repeat_under(r1)]))
}

/// `(tile modes..., rest modes...)`
pub fn flat_divide(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let z = zipped_divide(a, tiler).map_err(|e| e.within("flat_divide"))?;
    let (r0, r1) = (z.mode(0)?.rank(), z.mode(1)?.rank());
    z.slice(&Coord::Tuple(vec![
        Coord::repeat_under(r0),
        Coord::repeat_under(r1),
    ]))
}

// ---------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------

/// CuTe's `logical_product(a, tiler)`: `(a, complement(a, size(a)*cosize(tiler)) o tiler)`,
/// mode by mode for a tuple tiler.
pub fn logical_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    const OP: &str = "logical_product";
    a.check(OP)?;
    tiler.check(OP)?;
    match tiler {
        Tiler::Tuple(ts) => {
            too_many_modes(OP, ts, a)?;
            let mut modes = Vec::with_capacity(a.rank());
            for (i, t) in ts.iter().enumerate() {
                modes.push(logical_product(&a.mode(i)?, t)?);
            }
            modes.extend(a.modes().into_iter().skip(ts.len()));
            Layout::concat(modes).map_err(|e| e.within(OP))
        }
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
    let z = zipped_product(a, tiler).map_err(|e| e.within("tiled_product"))?;
    let r1 = z.mode(1)?.rank();
    z.slice(&Coord::Tuple(vec![Coord::Under, Coord::repeat_under(r1)]))
}

/// `(block modes..., tiler modes...)`
pub fn flat_product(a: &Layout, tiler: &Tiler) -> Result<Layout> {
    let z = zipped_product(a, tiler).map_err(|e| e.within("flat_product"))?;
    let (r0, r1) = (z.mode(0)?.rank(), z.mode(1)?.rank());
    z.slice(&Coord::Tuple(vec![
        Coord::repeat_under(r0),
        Coord::repeat_under(r1),
    ]))
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

// ---------------------------------------------------------------------------------------------
// Inverses
// ---------------------------------------------------------------------------------------------

/// CuTe's `detail::SortByKey`: exchange sort of `(key, index)` pairs by key (not stable).
fn exchange_sort_by_key(keys: &[(i64, usize)]) -> Vec<usize> {
    let mut a: Vec<(i64, usize)> = keys.to_vec();
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            if a[j].0 < a[i].0 {
                a.swap(i, j);
            }
        }
    }
    a.into_iter().map(|(_, v)| v).collect()
}

/// `(_1, s0, s0*s1, ...)`, static as far as the extents are.
fn prefix_products(op: &'static str, shape: &[Leaf]) -> Result<Vec<Leaf>> {
    let mut out = Vec::with_capacity(shape.len() + 1);
    out.push(S1);
    for s in shape {
        out.push(s.mul(op, out[out.len() - 1])?);
    }
    Ok(out)
}

/// The static strides of `stride`, as `(value, index)` pairs.
fn static_keys(stride: &[Leaf]) -> Vec<(i64, usize)> {
    stride
        .iter()
        .enumerate()
        .filter(|(_, d)| d.is_static)
        .map(|(i, d)| (d.value, i))
        .collect()
}

/// CuTe's `right_inverse(l)`: the largest `R` with `l(R(i)) == i` for `i < size(R)`. Only static
/// strides are considered, and the search stops once the next stride would have to equal a
/// dynamic value (so `(300,200):(_1,300)` gives `300:_1`).
///
/// ```
/// use cute_layout_dynamic::{algebra::right_inverse, parse_value_in, Layout, Notation};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(right_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// let m = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap().to_layout().unwrap();
/// assert_eq!(right_inverse(&m).unwrap().to_string(), "300:_1");
/// ```
pub fn right_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "right_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    let (shape, stride) = (c.shape().leaf_list(), c.stride().leaf_list());
    let pre = prefix_products(OP, &shape)?;
    let (mut rs, mut rd, mut curr) = (vec![Int(S1)], vec![Int(S0)], S1);
    for i in exchange_sort_by_key(&static_keys(&stride)) {
        if stride[i].static_eq(curr) {
            rs.push(Int(shape[i]));
            rd.push(Int(pre[i]));
            curr = shape[i].mul(OP, stride[i])?;
        }
    }
    Ok(Layout::build(OP, Tuple(rs), Tuple(rd))?.coalesce())
}

/// CuTe's `left_inverse(l)`: `R` with `R(l(i)) == i` for `i < size(l)` (for injective `l`). The
/// strides must be static (after coalescing), as in CuTe.
///
/// ```
/// use cute_layout_dynamic::{algebra::left_inverse, parse_value_in, Layout, Notation};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(left_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// let m = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap().to_layout().unwrap();
/// assert!(left_inverse(&m).unwrap_err().to_string().starts_with("left_inverse: dynamic stride"));
/// ```
pub fn left_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "left_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    ensure(c.stride().is_static(), OP, || {
        format!("dynamic stride: left_inverse needs static strides, and {l} coalesces to {c}")
    })?;
    let (shape, stride) = (c.shape().leaf_list(), c.stride().leaf_list());
    let pre = prefix_products(OP, &shape)?;
    let sorted = exchange_sort_by_key(&static_keys(&stride));
    let (mut rs, mut rd) = (Vec::<Leaf>::new(), vec![S0]);
    for &i in &sorted {
        if stride[i].is_constant(0) {
            continue;
        }
        let covered = rs.iter().try_fold(S1, |acc, &x| acc.mul(OP, x))?;
        ensure(
            stride[i].value.checked_rem(covered.value) == Some(0),
            OP,
            || {
                format!(
                "divisibility: stride {} of {l} is not a multiple of {}, the extent its smaller strides cover",
                stride[i].value, covered.value
            )
            },
        )?;
        rs.push(stride[i].div(OP, covered)?);
        rd.push(pre[i]);
    }
    let Some(&last) = sorted.last() else {
        return Err(Error::new(OP, format!("{l} has no modes")));
    };
    rs.push(shape[last]);
    let (shape, stride) = (
        Tuple(rs.into_iter().map(Int).collect()),
        Tuple(rd.into_iter().map(Int).collect()),
    );
    if shape.leaves().iter().all(|&s| s > 0) {
        return Ok(Layout::build(OP, shape, stride)?.coalesce());
    }
    // A negative stride: CuTe answers a layout with a negative extent; so do we (its size and
    // cosize still fit, and the algebra refuses it as an operand).
    Layout::build(OP, shape.repeat_like(S1), stride.clone())?;
    Ok(Layout::raw(shape, stride).coalesce())
}
