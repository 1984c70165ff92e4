//! The layout algebra: composition, complement, divides, products and inverses.

use crate::error::{ck, ensure, Error, Result};
use crate::int_tuple::{ceil_div_tuple, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::{Coord, Layout};
use std::fmt;

/// The right-hand side of composition, divides and products: a layout, an integer extent, or a
/// tuple of tilers applied mode by mode (a shape `(4,8)` is the tuple of extents `<4,8>`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tiler {
    /// A layout.
    Layout(Layout),
    /// An extent `n`, i.e. the layout `n:1`.
    Int(i64),
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
            Tiler::Int(n) => ensure(*n > 0, op, || {
                format!("the tiler extent {n} is not positive")
            }),
            Tiler::Tuple(m) => m.iter().try_for_each(|t| t.check(op)),
        }
    }
}

impl fmt::Display for Tiler {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tiler::Layout(l) => write!(f, "{l}"),
            Tiler::Int(v) => write!(f, "_{v}"),
            Tiler::Tuple(m) => {
                f.write_str("<")?;
                for (i, x) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{x}")?;
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
        Tiler::Int(n) => composition_layout(a, &Int(*n), &Int(1), check),
        Tiler::Layout(bl) => composition_layout(a, bl.shape(), bl.stride(), check),
    }
}

fn composition_layout(
    a: &Layout,
    bshape: &IntTuple,
    bstride: &IntTuple,
    check: Check,
) -> Result<Layout> {
    let flat = a.coalesce_x();
    let ls = flat.shape().leaves();
    let ld = flat.stride().leaves();
    let mut usage = vec![0i64; ls.len()];
    let r = composition_impl(&ls, &ld, bshape, bstride, check, &mut usage)?;
    let r = Layout::build("composition", r.0, r.1)?;
    if check == Check::Exact {
        for i in 0..ls.len().saturating_sub(1) {
            ensure(usage[i] < ls[i], "composition", || {
                format!(
                    "stride divisibility: the modes of B together reach coordinate {} of A's mode {i}, which has extent {} (the result would not be A o B)",
                    usage[i], ls[i]
                )
            })?;
        }
    }
    Ok(r)
}

/// CuTe's `detail::composition_impl` on a coalesced `a` (flat modes `ls:ld`) and a mode
/// `rshape:rstride` of `b`: the shape and stride of the result. `usage[i]` accumulates the
/// largest coordinate of A's mode `i` that B's leaf modes reach, summed over those modes.
fn composition_impl(
    ls: &[i64],
    ld: &[i64],
    rshape: &IntTuple,
    rstride: &IntTuple,
    check: Check,
    usage: &mut [i64],
) -> Result<(IntTuple, IntTuple)> {
    const OP: &str = "composition";
    if let (Tuple(rs), Tuple(rd)) = (rshape, rstride) {
        ensure(rs.len() == rd.len(), OP, || {
            format!("shape {rshape} and stride {rstride} of B are not congruent")
        })?;
        let mut out_s = Vec::with_capacity(rs.len());
        let mut out_d = Vec::with_capacity(rs.len());
        for (s, d) in rs.iter().zip(rd) {
            let (x, y) = composition_impl(ls, ld, s, d, check, usage)?;
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
    if *r == 0 {
        return Ok((rshape.clone(), rstride.clone()));
    }
    let (Some(&d_last), false) = (ld.last(), ls.is_empty()) else {
        return Err(Error::new(OP, "A has no modes"));
    };
    if ls.len() == 1 {
        return Ok((Int(*n), Int(ck::mul(OP, *r, ld[0])?)));
    }
    let mut res_s = Vec::new();
    let mut res_d = Vec::new();
    let (mut rest_shape, mut rest_stride) = (*n, *r);
    for i in 0..ls.len() - 1 {
        let (s, d) = (ls[i], ld[i]);
        ensure(rest_stride % s == 0 || rest_stride < s, OP, || {
            format!(
                "stride divisibility: stride {rest_stride} of B is neither below nor a multiple of extent {s} of A's mode {i}"
            )
        })?;
        let abs_stride = ck::abs(OP, rest_stride)?;
        let next_shape = ck::ceil_div(OP, s, abs_stride)?;
        let next_stride = ck::mul(OP, ck::ceil_div(OP, abs_stride, s)?, rest_stride.signum())?;
        if next_shape == 1 || rest_shape == 1 {
            rest_stride = next_stride;
            continue;
        }
        let new_shape = next_shape.min(rest_shape);
        ensure(rest_shape % new_shape == 0, OP, || {
            format!("shape divisibility: extent {rest_shape} of B is not a multiple of {new_shape}, the part of it that A's mode {i} (extent {s}) holds")
        })?;
        if check == Check::Exact {
            ensure(new_shape == rest_shape || s % abs_stride == 0, OP, || {
                format!("stride divisibility: B steps past A's mode {i} (extent {s}) with stride {rest_stride}, which does not divide it (the result would not be A o B)")
            })?;
            usage[i] = ck::add(OP, usage[i], ck::mul(OP, new_shape - 1, abs_stride)?)?;
        }
        res_s.push(Int(new_shape));
        res_d.push(Int(ck::mul(OP, rest_stride, d)?));
        rest_shape /= new_shape;
        rest_stride = next_stride;
    }
    Ok(if res_s.is_empty() {
        (Int(rest_shape), Int(ck::mul(OP, rest_stride, d_last)?))
    } else if rest_shape == 1 {
        (Tuple(res_s).unwrap_single(), Tuple(res_d).unwrap_single())
    } else {
        res_s.push(Int(rest_shape));
        res_d.push(Int(ck::mul(OP, rest_stride, d_last)?));
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
    let cot = cotarget.cloned().unwrap_or_else(|| Int(f.cosize()));
    if *f.stride() == Int(0) {
        return Layout::column_major(Int(cot.product_in(OP)?)).map_err(|e| e.within(OP));
    }
    let mut shape = f.shape().leaves();
    let mut stride = f.stride().leaves();
    if let Some(d) = stride.iter().find(|&&d| d < 0) {
        return Err(Error::new(
            OP,
            format!("stride {d} of {a} is negative (complement needs non-negative strides)"),
        ));
    }
    let r = shape.len();
    let mut res_s = Vec::with_capacity(r + 1);
    let mut res_d = vec![1i64];
    for i in 0..r - 1 {
        let Some((idx, &min_stride)) = stride.iter().enumerate().min_by_key(|(_, &d)| d) else {
            break;
        };
        let new_shape = ck::div(OP, min_stride, res_d[i])?;
        ensure(new_shape != 0, OP, || {
            non_injective(a, min_stride, res_d[i])
        })?;
        res_s.push(new_shape);
        res_d.push(ck::mul(OP, min_stride, shape[idx])?);
        shape.remove(idx);
        stride.remove(idx);
    }
    let new_shape = ck::div(OP, stride[0], res_d[r - 1])?;
    ensure(new_shape != 0, OP, || {
        non_injective(a, stride[0], res_d[r - 1])
    })?;
    res_s.push(new_shape);
    let new_stride = ck::mul(OP, stride[0], shape[0])?;
    let rest_shape = ceil_div_tuple(OP, &cot, &Int(new_stride))?.product_in(OP)?;
    let rest_stride = if rest_shape == 1 { 0 } else { new_stride };
    let l = Layout::build(
        OP,
        IntTuple::tuple([Tuple(res_s.into_iter().map(Int).collect()), Int(rest_shape)]),
        IntTuple::tuple([
            Tuple(res_d.into_iter().map(Int).collect()),
            Int(rest_stride),
        ]),
    )?;
    Ok(l.coalesce())
}

fn non_injective(a: &Layout, stride: i64, reached: i64) -> String {
    format!(
        "injectivity: {a} is not injective (stride {stride} falls inside the {reached} offsets its smaller modes already span)"
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
            let cot = ck::mul(OP, a.size(), t.cosize())?;
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
fn exchange_sort_by_key(keys: &[i64]) -> Vec<usize> {
    let mut a: Vec<(i64, usize)> = keys.iter().copied().zip(0..).collect();
    for i in 0..a.len() {
        for j in i + 1..a.len() {
            if a[j].0 < a[i].0 {
                a.swap(i, j);
            }
        }
    }
    a.into_iter().map(|(_, v)| v).collect()
}

fn prefix_products(op: &'static str, shape: &[i64]) -> Result<Vec<i64>> {
    let mut out = Vec::with_capacity(shape.len() + 1);
    out.push(1);
    for s in shape {
        out.push(ck::mul(op, out[out.len() - 1], *s)?);
    }
    Ok(out)
}

/// CuTe's `right_inverse(l)`: the largest `R` with `l(R(i)) == i` for `i < size(R)`.
///
/// ```
/// use cute_layout_dynamic::{algebra::right_inverse, Layout};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(right_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// ```
pub fn right_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "right_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    let (shape, stride) = (c.shape().leaves(), c.stride().leaves());
    let pre = prefix_products(OP, &shape)?;
    let (mut rs, mut rd, mut curr) = (vec![Int(1)], vec![Int(0)], 1i64);
    for i in exchange_sort_by_key(&stride) {
        if stride[i] == curr {
            rs.push(Int(shape[i]));
            rd.push(Int(pre[i]));
            curr = ck::mul(OP, shape[i], stride[i])?;
        }
    }
    Ok(Layout::build(OP, Tuple(rs), Tuple(rd))?.coalesce())
}

/// CuTe's `left_inverse(l)`: `R` with `R(l(i)) == i` for `i < size(l)` (for injective `l`).
///
/// ```
/// use cute_layout_dynamic::{algebra::left_inverse, Layout};
/// let l: Layout = "(4,8):(8,1)".parse().unwrap();
/// assert_eq!(left_inverse(&l).unwrap().to_string(), "(_8,_4):(_4,_1)");
/// ```
pub fn left_inverse(l: &Layout) -> Result<Layout> {
    const OP: &str = "left_inverse";
    l.check(OP)?;
    let c = l.coalesce();
    let (shape, stride) = (c.shape().leaves(), c.stride().leaves());
    let pre = prefix_products(OP, &shape)?;
    let sorted = exchange_sort_by_key(&stride);
    let (mut rs, mut rd) = (Vec::<i64>::new(), vec![0i64]);
    for &i in &sorted {
        if stride[i] == 0 {
            continue;
        }
        let covered = rs.iter().try_fold(1i64, |acc, &x| ck::mul(OP, acc, x))?;
        ensure(stride[i] % covered == 0, OP, || {
            format!(
                "divisibility: stride {} of {l} is not a multiple of {covered}, the extent its smaller strides cover",
                stride[i]
            )
        })?;
        rs.push(stride[i] / covered);
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
    Layout::build(OP, shape.repeat_like(1), stride.clone())?;
    Ok(Layout::raw(shape, stride).coalesce())
}
