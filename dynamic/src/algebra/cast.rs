//! Element widths: [`upcast`], [`downcast`] and [`recast`] of a layout, as CuTe's
//! `upcast<N>`, `downcast<N>` and `recast_layout<Old, New>` (the same memory seen through wider
//! or narrower elements).

use crate::error::{Error, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;

fn positive(op: &'static str, n: i64) -> Result<Leaf> {
    if n > 0 {
        Ok(Leaf::new_static(n))
    } else {
        Err(Error::new(op, format!("N = {n} is not a positive integer")))
    }
}

/// CuTe's `upcast<N>(layout)`: the layout of elements `n` times as wide. A static stride `d`
/// (which must divide `n` or be a multiple of it) becomes `signum(d) * ceil_div(|d|, n)` and its
/// extent `ceil_div(s, ceil_div(n, |d|))`; a static 0 stride stays; a dynamic stride is divided.
///
/// ```
/// use cute_layout_dynamic::{algebra::upcast, Layout};
/// let l: Layout = "(8,64):(64,1)".parse().unwrap();
/// assert_eq!(upcast(&l, 4).unwrap().to_string(), "(_8,_16):(_16,_1)");
/// let r: Layout = "(32,4):(1,-32)".parse().unwrap();
/// assert_eq!(upcast(&r, 8).unwrap().to_string(), "(_4,_4):(_1,_-4)");
/// assert!(upcast(&"4:3".parse().unwrap(), 2).unwrap_err().to_string().contains("Divisibility"));
/// ```
pub fn upcast(l: &Layout, n: i64) -> Result<Layout> {
    const OP: &str = "upcast";
    let n = positive(OP, n)?;
    let (s, d) = map_leaves(OP, l.shape(), l.stride(), &|s, d| {
        if d.is_constant(0) {
            Ok((s, d))
        } else if d.is_static {
            if d.value % n.value != 0 && n.value % d.value != 0 {
                return Err(Error::new(
                    OP,
                    format!(
                        "Divisibility condition: the stride {} and N = {} do not divide one another",
                        d.value, n.value
                    ),
                ));
            }
            let ad = d.abs(OP)?;
            Ok((
                s.ceil_div(OP, n.ceil_div(OP, ad)?)?,
                d.signum().mul(OP, ad.ceil_div(OP, n)?)?,
            ))
        } else {
            Ok((s, d.div(OP, n)?))
        }
    })?;
    Layout::build(OP, s, d)
}

/// CuTe's `downcast<N>(layout)`: the layout of elements `n` times narrower. A static `±1`
/// stride's extent grows `n` times, every other stride is multiplied by `n`; the layout must
/// have a static stride 1 (CuTe: "Downcast requires adjacent elements").
///
/// ```
/// use cute_layout_dynamic::{algebra::downcast, Layout};
/// let l: Layout = "(8,64):(64,1)".parse().unwrap();
/// assert_eq!(downcast(&l, 2).unwrap().to_string(), "(_8,_128):(_128,_1)");
/// assert!(downcast(&"(8,8):(2,16)".parse().unwrap(), 2).is_err());
/// ```
pub fn downcast(l: &Layout, n: i64) -> Result<Layout> {
    const OP: &str = "downcast";
    let n = positive(OP, n)?;
    if !l.stride().leaf_list().iter().any(|d| d.is_constant(1)) {
        return Err(Error::new(
            OP,
            format!(
                "{l} has no static stride 1 (CuTe requires adjacent elements: has_int1<Stride>)"
            ),
        ));
    }
    let (s, d) = map_leaves(OP, l.shape(), l.stride(), &|s, d| {
        if d.is_constant(1) || d.is_constant(-1) {
            Ok((s.mul(OP, n)?, d))
        } else {
            Ok((s, d.mul(OP, n)?))
        }
    })?;
    Layout::build(OP, s, d)
}

/// The scale of CuTe's `recast_layout<uint{old}_t, uint{new}_t>`: `(num, den)` of `new / old`
/// in lowest terms.
pub(crate) fn recast_ratio(old_bits: i64, new_bits: i64) -> Result<(i64, i64)> {
    if old_bits <= 0 || new_bits <= 0 {
        return Err(Error::new(
            "recast",
            format!("element widths {old_bits} and {new_bits} must be positive"),
        ));
    }
    let g = gcd(old_bits, new_bits);
    Ok((new_bits / g, old_bits / g))
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// CuTe's `recast_layout<Old, New>(layout)` for elements of `old_bits` and `new_bits` bits:
/// [`upcast`] by `new / old` or [`downcast`] by `old / new` (both, for a ratio such as 3/2).
///
/// ```
/// use cute_layout_dynamic::{algebra::recast, Layout};
/// let l: Layout = "(8,64):(64,1)".parse().unwrap();
/// assert_eq!(recast(&l, 16, 32).unwrap().to_string(), "(_8,_32):(_32,_1)");
/// assert_eq!(recast(&l, 32, 8).unwrap().to_string(), "(_8,_256):(_256,_1)");
/// ```
pub fn recast(l: &Layout, old_bits: i64, new_bits: i64) -> Result<Layout> {
    let (num, den) = recast_ratio(old_bits, new_bits)?;
    let within = |e: Error| e.within("recast");
    match (num, den) {
        (1, 1) => Ok(l.clone()),
        (1, d) => downcast(l, d).map_err(within),
        (u, 1) => upcast(l, u).map_err(within),
        (u, d) => downcast(&upcast(l, u).map_err(within)?, d).map_err(within),
    }
}

type LeafMap<'a> = dyn Fn(Leaf, Leaf) -> Result<(Leaf, Leaf)> + 'a;

/// Applies `f` to each (extent, stride) leaf pair, keeping the structure.
fn map_leaves(
    op: &'static str,
    s: &IntTuple,
    d: &IntTuple,
    f: &LeafMap<'_>,
) -> Result<(IntTuple, IntTuple)> {
    match (s, d) {
        (Int(a), Int(b)) => {
            let (x, y) = f(*a, *b)?;
            Ok((Int(x), Int(y)))
        }
        (Tuple(a), Tuple(b)) if a.len() == b.len() => {
            let (mut xs, mut ys) = (Vec::new(), Vec::new());
            for (p, q) in a.iter().zip(b) {
                let (x, y) = map_leaves(op, p, q, f)?;
                xs.push(x);
                ys.push(y);
            }
            Ok((Tuple(xs), Tuple(ys)))
        }
        _ => Err(Error::new(
            op,
            format!("shape {s} and stride {d} are not congruent"),
        )),
    }
}
