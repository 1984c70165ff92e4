//! The operations of expressions on swizzles and composed layouts (`Sw<3,3,3> o _0 o L`), and
//! the element-width and tiling operations (`upcast`, `downcast`, `recast`, `tile_to_shape`,
//! `make_layout_tv`), as CuTe defines them; [`crate::expr`] routes a call here when an argument
//! is a swizzle or a composed layout, or the operation is one of these.

use crate::algebra::{self, Tiler};
use crate::composed::{ComposedLayout, ComposedPart, MaybeComposed};
use crate::coord::Coord;
use crate::error::Error;
use crate::int_tuple::IntTuple;
use crate::layout::Layout;
use crate::leaf::Leaf;
use crate::notation::Value;
use crate::swizzle::Swizzle;

/// An operation's result, or its error and the index of the argument at fault.
pub(crate) type ArgResult<T> = std::result::Result<T, (Error, Option<usize>)>;
type Out = ArgResult<(Value, Option<i64>)>;

/// Operations that only this module evaluates.
pub(crate) const OWN_OPS: &[&str] = &[
    "swizzle",
    "make_composed_layout",
    "upcast",
    "downcast",
    "recast",
    "tile_to_shape",
    "make_layout_tv",
];

/// `true` when [`apply`] evaluates `op` on these arguments.
pub(crate) fn handles(op: &str, v: &[Value]) -> bool {
    OWN_OPS.contains(&op)
        || v.iter()
            .any(|x| matches!(x, Value::Swizzle(_) | Value::Composed(_)))
}

fn err(op: &'static str, i: Option<usize>, rule: impl Into<String>) -> (Error, Option<usize>) {
    (Error::new(op, rule), i)
}

fn int_arg(op: &'static str, v: &[Value], i: usize, what: &str) -> ArgResult<i64> {
    match &v[i] {
        Value::Int(n) => Ok(n.value),
        other => Err(err(
            op,
            Some(i),
            format!("argument {} must be {what}, not {other}", i + 1),
        )),
    }
}

/// An integer argument as its leaf (static or not).
fn leaf_arg(op: &'static str, v: &[Value], i: usize, what: &str) -> ArgResult<Leaf> {
    match v[i] {
        Value::Int(n) => Ok(n),
        _ => Err(err(
            op,
            Some(i),
            format!("argument {} must be {what}", i + 1),
        )),
    }
}

fn swizzle_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<Swizzle> {
    match &v[i] {
        Value::Swizzle(s) => Ok(*s),
        other => Err(err(
            op,
            Some(i),
            format!(
                "argument {} must be a swizzle Sw<B,M,S>, not {other}",
                i + 1
            ),
        )),
    }
}

/// A strict layout argument: `Shape:Stride`, not a shape (CuTe's `Layout<...>` overloads).
fn strict_layout(op: &'static str, v: &[Value], i: usize) -> ArgResult<Layout> {
    match &v[i] {
        Value::Layout(l) => Ok(l.clone()),
        other => Err(err(
            op,
            Some(i),
            format!(
                "argument {} must be a layout Shape:Stride, not {other}",
                i + 1
            ),
        )),
    }
}

// The arguments' conversions, shared with [`crate::expr`].
pub(crate) fn layout_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<Layout> {
    v[i].to_layout()
        .map_err(|e| err(op, Some(i), format!("argument {}: {}", i + 1, e.rule())))
}

/// Argument `i` converted by `to`, or the error that it must be `what`.
fn converted<T>(
    op: &'static str,
    v: &[Value],
    i: usize,
    to: impl FnOnce(&Value) -> Option<T>,
    what: &str,
) -> ArgResult<T> {
    to(&v[i]).ok_or_else(|| err(op, Some(i), format!("argument {} must be {what}", i + 1)))
}

pub(crate) fn tiler_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<Tiler> {
    let what = "a layout, a tiler, a shape or an extent";
    converted(op, v, i, Value::to_tiler, what)
}

pub(crate) fn tuple_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<IntTuple> {
    let what = "an integer or a tuple of integers";
    converted(op, v, i, Value::to_int_tuple, what)
}

pub(crate) fn coord_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<Coord> {
    converted(op, v, i, Value::to_coord, "a coordinate")
}

fn no_arg(op: &'static str) -> impl Fn(Error) -> (Error, Option<usize>) {
    move |e| (e.within(op), None)
}

fn plain(r: crate::Result<Layout>, op: &'static str) -> Out {
    r.map(|l| (Value::Layout(l), None)).map_err(no_arg(op))
}

fn maybe(r: crate::Result<MaybeComposed>, op: &'static str) -> Out {
    r.map(|m| (m.into(), None)).map_err(no_arg(op))
}

/// A layout or a composed layout argument.
enum Any {
    Plain(Layout),
    Composed(ComposedLayout),
}

fn any_arg(op: &'static str, v: &[Value], i: usize) -> ArgResult<Any> {
    match &v[i] {
        Value::Composed(c) => Ok(Any::Composed(c.clone())),
        Value::Swizzle(s) => Err(err(
            op,
            Some(i),
            format!(
                "argument {}: {op} takes a layout or a composed layout, not the swizzle {s}",
                i + 1
            ),
        )),
        _ => layout_arg(op, v, i).map(Any::Plain),
    }
}

/// The slice of a layout or composed layout at `coord`, and where it starts.
pub(crate) fn slice_any(m: &MaybeComposed, coord: &Coord) -> crate::Result<(MaybeComposed, Leaf)> {
    match m {
        MaybeComposed::Plain(l) => {
            let (s, off) = l.slice_and_offset(coord)?;
            Ok((MaybeComposed::Plain(s), off))
        }
        MaybeComposed::Composed(c) => algebra::slice_and_offset_composed(coord, c),
    }
}

fn rest_rank(m: &MaybeComposed, mode: usize) -> crate::Result<usize> {
    let l = match m {
        MaybeComposed::Plain(l) => l,
        MaybeComposed::Composed(c) => c.inner_layout("local_tile")?,
    };
    Ok(l.mode(mode)?.rank())
}

/// Evaluates `op` on arguments that include a swizzle or a composed layout, or an operation of
/// [`OWN_OPS`].
pub(crate) fn apply(op: &'static str, v: &[Value]) -> Out {
    // Operations on a plain layout first.
    if let Ok(Any::Plain(l)) = any_arg(op, v, 0) {
        match op {
            "upcast" => return plain(algebra::upcast(&l, int_arg(op, v, 1, "N")?), op),
            "downcast" => return plain(algebra::downcast(&l, int_arg(op, v, 1, "N")?), op),
            "recast" => {
                let (a, b) = (int_arg(op, v, 1, "bits")?, int_arg(op, v, 2, "bits")?);
                return plain(algebra::recast(&l, a, b), op);
            }
            "tile_to_shape" => return plain(algebra::tile_to_shape(&l, &tuple_arg(op, v, 1)?), op),
            "make_layout_tv" => {
                let thr = strict_layout(op, v, 0)?;
                let val = strict_layout(op, v, 1)?;
                let (tile, tv) = algebra::make_layout_tv(&thr, &val).map_err(no_arg(op))?;
                return Ok((Value::Tuple(vec![to_value(&tile), Value::Layout(tv)]), None));
            }
            _ => {}
        }
    }
    match op {
        "swizzle" => {
            let sw = swizzle_arg(op, v, 0)?;
            let x = leaf_arg(op, v, 1, "an integer")?;
            let y = sw.apply(x.value);
            Ok((Value::Int(Leaf { value: y, ..x }), None))
        }
        "make_composed_layout" => {
            let sw = swizzle_arg(op, v, 0)?;
            let k = leaf_arg(op, v, 1, "the offset, an integer")?;
            let l = layout_arg(op, v, 2)?;
            Ok((Value::Composed(ComposedLayout::new(sw, k, l)), None))
        }
        "upcast" | "downcast" if matches!(v[0], Value::Swizzle(_)) => {
            let sw = swizzle_arg(op, v, 0)?;
            let n = int_arg(op, v, 1, "N")?;
            let r = if op == "upcast" {
                sw.upcast(n)
            } else {
                sw.downcast(n)
            };
            r.map(|s| (Value::Swizzle(s), None)).map_err(no_arg(op))
        }
        "recast" if matches!(v[0], Value::Swizzle(_)) => {
            let sw = swizzle_arg(op, v, 0)?;
            let (a, b) = (int_arg(op, v, 1, "bits")?, int_arg(op, v, 2, "bits")?);
            let (num, den) = algebra::recast_ratio(a, b).map_err(no_arg(op))?;
            let r = match (num, den) {
                (1, 1) => Ok(sw),
                (1, d) => sw.downcast(d),
                (u, 1) => sw.upcast(u),
                // CuTe 4.2's recast_layout of a swizzle names an undefined `layout` here.
                _ => Err(Error::new(
                    op,
                    format!("{sw}: CuTe does not recast a swizzle by the ratio {num}/{den}"),
                )),
            };
            r.map(|s| (Value::Swizzle(s), None)).map_err(no_arg(op))
        }
        "composition" => composition(v),
        "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
            if matches!(v[1], Value::Composed(_)) =>
        {
            let Value::Composed(c) = &v[1] else {
                return Err(err(op, Some(1), "argument 2 must be a composed layout"));
            };
            // A swizzled layout times a swizzled layout: CuTe multiplies the first one's inner
            // layout and keeps its swizzle and offset outside (one level of nesting).
            if let Value::Composed(a) = &v[0] {
                let l = a.inner_layout(op).map_err(no_arg(op))?;
                let inner = match algebra::product_composed_tiler(op, l, c).map_err(no_arg(op))? {
                    MaybeComposed::Plain(p) => ComposedPart::Layout(p),
                    MaybeComposed::Composed(p) => ComposedPart::Composed(Box::new(p)),
                };
                return Ok((Value::Composed(a.with_inner(inner)), None));
            }
            let a = strict_layout(op, v, 0)?;
            maybe(algebra::product_composed_tiler(op, &a, c), op)
        }
        "crd2idx" => {
            let Value::Composed(c) = &v[1] else {
                return Err(err(op, Some(1), "argument 2 must be a layout"));
            };
            let coord = tuple_arg(op, v, 0)?;
            let x = c.crd2idx(&coord).map_err(no_arg(op))?;
            // Static where CuTe's is: a static coordinate of a static layout at a static offset.
            let is_static = coord.is_static()
                && c.offset().is_static
                && c.layout()
                    .is_some_and(|l| l.shape().is_static() && l.stride().is_static());
            Ok((
                Value::Int(Leaf {
                    value: x,
                    is_static,
                }),
                None,
            ))
        }
        "slice" => {
            let Value::Composed(c) = &v[1] else {
                return Err(err(op, Some(1), "argument 2 must be a layout"));
            };
            let (s, off) =
                algebra::slice_and_offset_composed(&coord_arg(op, v, 0)?, c).map_err(no_arg(op))?;
            Ok((s.into(), Some(off.value)))
        }
        _ => on_composed(op, v),
    }
}

/// `composition(a, b)` with a swizzle or a composed layout on either side.
fn composition(v: &[Value]) -> Out {
    const OP: &str = "composition";
    match (&v[0], &v[1]) {
        (Value::Swizzle(a), Value::Swizzle(b)) => {
            // CuTe merges two swizzles of the same shift: the XOR of their masks.
            if a.shift() != b.shift() {
                return Err(err(
                    OP,
                    None,
                    format!("{a} and {b}: CuTe merges only swizzles of the same shift"),
                ));
            }
            let y = a.yyy_mask() ^ b.yyy_mask();
            let z = a.zzz_mask() ^ b.zzz_mask();
            Swizzle::from_masks(OP, y, z)
                .map(|s| (Value::Swizzle(s), None))
                .map_err(no_arg(OP))
        }
        (Value::Swizzle(sw), _) => {
            let l = layout_arg(OP, v, 1)?;
            Ok((
                ComposedLayout::compose(*sw, Leaf::new_static(0), l).into(),
                None,
            ))
        }
        (Value::Composed(c), _) => {
            let t = tiler_arg(OP, v, 1)?;
            maybe(c.map_inner(OP, |l| algebra::composition(l, &t)), OP)
        }
        (_, Value::Swizzle(sw)) => maybe(
            algebra::compose_layout_swizzle(&strict_layout(OP, v, 0)?, sw),
            OP,
        ),
        (_, Value::Composed(c)) => maybe(
            algebra::compose_layout_composed(&strict_layout(OP, v, 0)?, c),
            OP,
        ),
        _ => Err(err(OP, None, "expected a swizzle or a composed layout")),
    }
}

fn to_value(t: &IntTuple) -> Value {
    match t {
        IntTuple::Int(v) => Value::Int(*v),
        IntTuple::Tuple(m) => Value::Tuple(m.iter().map(to_value).collect()),
    }
}

/// The operations whose first argument is a composed layout.
fn on_composed(op: &'static str, v: &[Value]) -> Out {
    let c = match any_arg(op, v, 0)? {
        Any::Composed(c) => c,
        Any::Plain(_) => {
            return Err(err(
                op,
                None,
                format!("{op} takes no swizzle or composed layout in this place"),
            ))
        }
    };
    let inner = |f: &dyn Fn(&Layout) -> crate::Result<Layout>| maybe(c.map_inner(op, f), op);
    let scalar = |l: Leaf| Ok((Value::Int(l), None));
    match op {
        "size" => scalar(c.size_leaf()),
        "cosize" => scalar(c.cosize_leaf()),
        "rank" => scalar(Leaf::new_static(c.rank() as i64)),
        "depth" => scalar(Leaf::new_static(c.depth() as i64)),
        "shape" => Ok((to_value(c.shape().map_err(no_arg(op))?), None)),
        "flatten" => inner(&|l| Ok(l.flatten())),
        "coalesce" if v.len() == 1 => inner(&|l| Ok(l.coalesce())),
        "coalesce" => {
            let p = tuple_arg(op, v, 1)?;
            inner(&|l| l.coalesce_by(&p))
        }
        "complement" => {
            let l = c.inner_layout(op).map_err(no_arg(op))?;
            let cot = if v.len() == 2 {
                Some(tuple_arg(op, v, 1)?)
            } else {
                None
            };
            plain(algebra::complement(l, cot.as_ref()), op)
        }
        "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide" | "logical_product"
        | "zipped_product" | "tiled_product" | "flat_product" => {
            let f = algebra::by_tiler(op).expect("a divide or product by a tiler");
            let t = tiler_arg(op, v, 1)?;
            inner(&|l| f(l, &t))
        }
        "blocked_product" | "raked_product" => {
            let b = strict_layout(op, v, 1)?;
            if op == "blocked_product" {
                inner(&|l| algebra::blocked_product(l, &b))
            } else {
                inner(&|l| algebra::raked_product(l, &b))
            }
        }
        "tile_to_shape" => {
            let t = tuple_arg(op, v, 1)?;
            inner(&|l| algebra::tile_to_shape(l, &t))
        }
        "right_inverse" => maybe(algebra::right_inverse_composed(&c), op),
        "left_inverse" => maybe(algebra::left_inverse_composed(&c), op),
        "upcast" | "downcast" => maybe(
            algebra::cast_composed(&c, int_arg(op, v, 1, "N")?, op == "upcast"),
            op,
        ),
        "recast" => {
            let (a, b) = (int_arg(op, v, 1, "bits")?, int_arg(op, v, 2, "bits")?);
            maybe(algebra::recast_composed(&c, a, b), op)
        }
        "local_tile" => {
            let t = tiler_arg(op, v, 1)?;
            let coord = coord_arg(op, v, 2)?;
            let z = c
                .map_inner(op, |l| algebra::zipped_divide(l, &t))
                .map_err(no_arg(op))?;
            let r0 = rest_rank(&z, 0).map_err(no_arg(op))?;
            let at = Coord::Tuple(vec![Coord::repeat_under(r0), coord]);
            let (s, off) = slice_any(&z, &at).map_err(no_arg(op))?;
            Ok((s.into(), Some(off.value)))
        }
        "local_partition" => {
            let thr = layout_arg(op, v, 1)?;
            let t = leaf_arg(op, v, 2, "a thread index (an integer)")?;
            let (tiler, coord) = algebra::thread_tiler(&thr, t).map_err(no_arg(op))?;
            let z = c
                .map_inner(op, |l| algebra::zipped_divide(l, &tiler))
                .map_err(no_arg(op))?;
            let r1 = rest_rank(&z, 1).map_err(no_arg(op))?;
            let at = Coord::Tuple(vec![coord, Coord::repeat_under(r1)]);
            let (s, off) = slice_any(&z, &at).map_err(no_arg(op))?;
            Ok((s.into(), Some(off.value)))
        }
        _ => Err(err(
            op,
            Some(0),
            format!("{op} is not defined on the composed layout {c}"),
        )),
    }
}
