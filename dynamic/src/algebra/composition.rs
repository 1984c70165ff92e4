//! Composition: [`composition`] (`R(c) == A(B(c))`), with CuTe's checks or the exact ones
//! ([`Check`]), and [`is_composition`], which verifies a result offset by offset.

use super::{check_operands, too_many_modes, Check, Tiler};
use crate::error::{ensure, Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::{Leaf, S1};

/// CuTe's `composition(a, b)`: the layout `R` with `R(c) == a(b(c))` for every coordinate `c` of
/// `b`, congruent with `b`. A tiler composes mode by mode and keeps only the modes it covers.
///
/// A layout `b` is checked with [`Check::Exact`]; tilers, shapes and extents with [`Check::CuTe`]
/// (see [`composition_checked`]).
pub fn composition(a: &Layout, b: &Tiler) -> Result<Layout> {
    composition_checked(a, b, Check::default_for(b))
}

/// [`composition`] with an explicit [`Check`].
pub fn composition_checked(a: &Layout, b: &Tiler, check: Check) -> Result<Layout> {
    check_operands("composition", a, b)?;
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

/// [`composition_checked`] of a layout `b` that may have extents of 0 (a divide's tiler
/// concatenated with its complement, when CuTe's unchecked complement of a non-injective
/// run-time tiler has one): the result has the extents of 0 too, as CuTe's.
pub(crate) fn composition_with_empty(a: &Layout, b: &Layout, check: Check) -> Result<Layout> {
    if !b.shape().leaves().contains(&0) {
        return composition_checked(a, &Tiler::Layout(b.clone()), check);
    }
    a.check("composition")?;
    composition_layout(a, b.shape(), b.stride(), check)
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
    // An extent 0 comes only from B (see `composition_with_empty`).
    let r = Layout::build_with_empty(OP, r.0, r.1)?;
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
