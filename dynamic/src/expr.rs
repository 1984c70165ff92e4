//! Expressions in CuTe's function syntax, e.g. `logical_divide((12,32,6):(1,128,0), (4,8))`,
//! parsed ([`parse_expr`]) and evaluated at run time ([`eval`], [`Expr::eval`]). The `layouts!`
//! macro and the `inspect` example use this one parser.

use crate::algebra;
use crate::coord::{crd2idx_strided, idx2crd};
use crate::error::ParseError;
use crate::error::{Error, Result};
use crate::expr_swizzle::{coord_arg, layout_arg, tiler_arg, tuple_arg, ArgResult};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;
use crate::notation::{Cursor, Notation, Value, MAX_DEPTH};

/// A parsed expression. Each part records `at`, the byte offset in the text where it starts
/// (for error messages that point at it).
///
/// ```
/// use cute_layout_dynamic::{parse_expr, Expr};
/// let e = parse_expr("composition(A, 4:2)").unwrap();
/// let Expr::Call(op, args, 0) = &e else { panic!() };
/// assert_eq!((op.as_str(), args.len()), ("composition", 2));
/// assert!(matches!(&args[0], Expr::Name(n, 12) if n == "A"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    /// A value in CuTe notation, and where it starts.
    Lit(Value, usize),
    /// A name bound by the caller (e.g. another alias of the same `layouts!` block).
    Name(String, usize),
    /// `op(arg, ...)`; the offset is where `op` starts.
    Call(String, Vec<Expr>, usize),
    /// `<a, b, ...>` whose parts are expressions.
    Tiler(Vec<Expr>, usize),
}

impl Expr {
    /// The byte offset where this expression starts.
    ///
    /// ```
    /// let e = cute_layout_dynamic::parse_expr("  size(4:1)").unwrap();
    /// assert_eq!(e.at(), 2);
    /// ```
    pub fn at(&self) -> usize {
        match self {
            Expr::Lit(_, s) | Expr::Name(_, s) | Expr::Call(_, _, s) | Expr::Tiler(_, s) => *s,
        }
    }

    /// Evaluate; `names` resolves [`Expr::Name`]s. An error comes with the offset of the part
    /// it is about.
    ///
    /// ```
    /// use cute_layout_dynamic::{parse_expr, Value};
    /// let e = parse_expr("logical_divide(A, 4)").unwrap();
    /// let a = Value::Layout("16:1".parse().unwrap());
    /// let v = e.eval(&|n: &str| (n == "A").then(|| a.clone())).unwrap();
    /// assert_eq!(v.to_string(), "(_4,_4):(_1,_4)");
    /// let (err, at) = e.eval(&|_: &str| None).unwrap_err();
    /// assert_eq!((err.to_string().as_str(), at), ("expression: unknown name `A`", 15));
    /// ```
    pub fn eval(
        &self,
        names: &dyn Fn(&str) -> Option<Value>,
    ) -> std::result::Result<Value, (Error, usize)> {
        Ok(self.eval_with_offset(names)?.0)
    }

    /// [`eval`](Self::eval), and for a top-level `slice`, `local_tile` or `local_partition` the
    /// offset where the result starts in the codomain of the layout it was cut from.
    ///
    /// ```
    /// use cute_layout_dynamic::parse_expr;
    /// let e = parse_expr("local_tile((8,8):(1,8), (4,2), (1,3))").unwrap();
    /// let (v, off) = e.eval_with_offset(&|_: &str| None).unwrap();
    /// assert_eq!((v.to_string(), off), ("(_4,_2):(_1,_8)".to_string(), Some(52)));
    /// ```
    pub fn eval_with_offset(
        &self,
        names: &dyn Fn(&str) -> Option<Value>,
    ) -> std::result::Result<(Value, Option<i64>), (Error, usize)> {
        match self {
            Expr::Lit(v, _) => Ok((v.clone(), None)),
            Expr::Name(n, s) => names(n)
                .map(|v| (v, None))
                .ok_or_else(|| (Error::new("expression", format!("unknown name `{n}`")), *s)),
            Expr::Tiler(parts, _) => Ok((
                Value::Tiler(
                    parts
                        .iter()
                        .map(|p| p.eval(names))
                        .collect::<std::result::Result<_, _>>()?,
                ),
                None,
            )),
            Expr::Call(op, args, at) => {
                let Some(&(name, lo, hi)) = OPERATIONS.iter().find(|(n, _, _)| n == op) else {
                    let known: Vec<_> = OPERATIONS.iter().map(|o| o.0).collect();
                    return Err((
                        Error::new(
                            "expression",
                            format!("unknown operation `{op}`; known: {}", known.join(", ")),
                        ),
                        *at,
                    ));
                };
                if args.len() < lo || args.len() > hi {
                    let want = if lo == hi {
                        lo.to_string()
                    } else {
                        format!("{lo} to {hi}")
                    };
                    return Err((
                        Error::new(
                            name,
                            format!("takes {want} arguments, {} given", args.len()),
                        ),
                        *at,
                    ));
                }
                if let Some(which) = tiled_mma_op(name) {
                    return tiled_mma_call(name, which, args, *at, names).map(|v| (v, None));
                }
                let vals = args
                    .iter()
                    .map(|a| a.eval(names))
                    .collect::<std::result::Result<Vec<_>, _>>()?;
                apply(name, &vals).map_err(|err| {
                    let where_ = err.1.map_or(*at, |i| args[i].at());
                    (err.0, where_)
                })
            }
        }
    }
}

/// Parse and evaluate an expression without names: CuTe notation or `op(arg, ...)` calls.
/// A syntax error is reported as an error of the operation `parse`.
///
/// ```
/// use cute_layout_dynamic::eval;
/// assert_eq!(eval("composition((6,2):(8,2), (4,3):(3,1))").unwrap().to_string(),
///            "((_2,_2),_3):((_24,_2),_8)");
/// assert_eq!(eval("size((4,8))").unwrap().to_string(), "_32");
/// assert!(eval("complement((2,2):(1,1))").unwrap_err().to_string().starts_with("complement: injectivity"));
/// assert!(eval("size((4,8)").unwrap_err().to_string().starts_with("parse: at byte 10"));
/// ```
pub fn eval(text: &str) -> Result<Value> {
    let e = parse_expr(text).map_err(|e| Error::new("parse", e.to_string()))?;
    e.eval(&|_: &str| None).map_err(|(e, _)| e)
}

/// The operations an expression may call: CuTe's name, the least and the most arguments.
///
/// ```
/// use cute_layout_dynamic::OPERATIONS;
/// assert!(OPERATIONS.contains(&("logical_divide", 2, 2)));
/// ```
pub const OPERATIONS: &[(&str, usize, usize)] = &[
    ("size", 1, 1),
    ("cosize", 1, 1),
    ("rank", 1, 1),
    ("depth", 1, 1),
    ("shape", 1, 1),
    ("stride", 1, 1),
    ("flatten", 1, 1),
    ("coalesce", 1, 2),
    ("coalesce_by", 2, 2),
    ("composition", 2, 2),
    ("complement", 1, 2),
    ("logical_divide", 2, 2),
    ("zipped_divide", 2, 2),
    ("tiled_divide", 2, 2),
    ("flat_divide", 2, 2),
    ("logical_product", 2, 2),
    ("zipped_product", 2, 2),
    ("tiled_product", 2, 2),
    ("flat_product", 2, 2),
    ("blocked_product", 2, 2),
    ("raked_product", 2, 2),
    ("right_inverse", 1, 1),
    ("left_inverse", 1, 1),
    ("crd2idx", 2, 3),
    ("idx2crd", 2, 2),
    ("ceil_div", 2, 2),
    ("shape_div", 2, 2),
    ("round_up", 2, 2),
    ("inner_product", 2, 2),
    ("elem_scale", 2, 2),
    ("slice", 2, 2),
    ("dice", 2, 2),
    ("local_tile", 3, 3),
    ("local_partition", 3, 3),
    ("make_layout", 1, 16),
    ("swizzle", 2, 2),
    ("make_composed_layout", 3, 3),
    ("upcast", 2, 2),
    ("downcast", 2, 2),
    ("recast", 3, 3),
    ("tile_to_shape", 2, 2),
    ("make_layout_tv", 2, 2),
    ("layout_a_tv", 1, 3),
    ("layout_b_tv", 1, 3),
    ("layout_c_tv", 1, 3),
    ("tile_shape", 1, 3),
];

/// The operations on a TiledMMA (`layout_a_tv(ATOM, AtomLayoutMNK, <P_M, P_N, P_K>)`): which
/// of its layouts each gives.
fn tiled_mma_op(op: &str) -> Option<usize> {
    ["layout_a_tv", "layout_b_tv", "layout_c_tv", "tile_shape"]
        .iter()
        .position(|o| *o == op)
}

/// A TiledMMA operation: the atom is a name (CuTe's, `SM80_16x8x16_F32F16F16F32_TN`), the atom
/// layout defaults to one atom, the permutation to `<_,_,_>`.
fn tiled_mma_call(
    op: &'static str,
    which: usize,
    args: &[Expr],
    at: usize,
    names: &dyn Fn(&str) -> Option<Value>,
) -> std::result::Result<Value, (Error, usize)> {
    let Expr::Name(atom_name, atom_at) = &args[0] else {
        return Err((
            Error::new(
                op,
                "argument 1 must be an MMA atom's name, e.g. SM80_16x8x16_F32F16F16F32_TN",
            ),
            args[0].at(),
        ));
    };
    let atom = crate::atom::mma_atom(atom_name).map_err(|e| (e, *atom_at))?;
    let layout = match args.get(1) {
        Some(a) => a
            .eval(names)?
            .to_layout()
            .map_err(|e| (e.within(op), a.at()))?,
        None => "(_1,_1,_1):(_0,_0,_0)"
            .parse()
            .map_err(|e| (Error::new(op, format!("{e}")), at))?,
    };
    let mut perm = [None, None, None];
    if let Some(a) = args.get(2) {
        let bad = || {
            (Error::new(op, "argument 3 must be a permutation tiler <P_M, P_N, P_K> (layouts, extents or _)"), a.at())
        };
        let (Value::Tiler(parts) | Value::Tuple(parts)) = a.eval(names)? else {
            return Err(bad());
        };
        if parts.len() != 3 {
            return Err(bad());
        }
        for (p, v) in perm.iter_mut().zip(&parts) {
            *p = match v {
                Value::Under => None,
                v => Some(v.to_tiler().ok_or_else(bad)?),
            };
        }
    }
    let mma = crate::atom::tiled_mma(&atom, &layout, &perm).map_err(|e| (e, at))?;
    Ok(match which {
        0 => Value::Layout(mma.layout_a_tv),
        1 => Value::Layout(mma.layout_b_tv),
        2 => Value::Layout(mma.layout_c_tv),
        _ => Value::Tuple(
            mma.tile_shape
                .iter()
                .map(|&e| Value::Int(Leaf::new_static(e)))
                .collect(),
        ),
    })
}

fn to_value(t: &IntTuple) -> Value {
    match t {
        Int(v) => Value::Int(*v),
        Tuple(m) => Value::Tuple(m.iter().map(to_value).collect()),
    }
}

/// Apply CuTe operation `op` to evaluated arguments: the value, and the offset of a slice.
fn apply(op: &'static str, v: &[Value]) -> ArgResult<(Value, Option<i64>)> {
    if crate::expr_swizzle::handles(op, v) {
        return crate::expr_swizzle::apply(op, v);
    }
    let no_arg = |e: Error| (e.within(op), None);
    let lay = |i| layout_arg(op, v, i);
    let layout = |r: Result<Layout>| r.map(Value::Layout).map_err(no_arg);
    let out = match op {
        "size" => Value::Int(lay(0)?.size_leaf()),
        "cosize" => Value::Int(lay(0)?.cosize_leaf()),
        "rank" => Value::Int(Leaf::new_static(lay(0)?.rank() as i64)),
        "depth" => Value::Int(Leaf::new_static(lay(0)?.depth() as i64)),
        "shape" => to_value(lay(0)?.shape()),
        "stride" => to_value(lay(0)?.stride()),
        "flatten" => Value::Layout(lay(0)?.flatten()),
        "coalesce" if v.len() == 1 => Value::Layout(lay(0)?.coalesce()),
        "coalesce" | "coalesce_by" => layout(lay(0)?.coalesce_by(&tuple_arg(op, v, 1)?))?,
        "composition" => layout(algebra::composition(&lay(0)?, &tiler_arg(op, v, 1)?))?,
        "complement" => {
            let cot = if v.len() == 2 {
                Some(tuple_arg(op, v, 1)?)
            } else {
                None
            };
            layout(algebra::complement(&lay(0)?, cot.as_ref()))?
        }
        "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide" | "logical_product"
        | "zipped_product" | "tiled_product" | "flat_product" => {
            let f = algebra::by_tiler(op).expect("a divide or product by a tiler");
            layout(f(&lay(0)?, &tiler_arg(op, v, 1)?))?
        }
        "blocked_product" => layout(algebra::blocked_product(&lay(0)?, &lay(1)?))?,
        "raked_product" => layout(algebra::raked_product(&lay(0)?, &lay(1)?))?,
        "right_inverse" => layout(algebra::right_inverse(&lay(0)?))?,
        "left_inverse" => layout(algebra::left_inverse(&lay(0)?))?,
        "crd2idx" if v.len() == 3 => Value::Int(
            crd2idx_strided(
                &tuple_arg(op, v, 0)?,
                &tuple_arg(op, v, 1)?,
                &tuple_arg(op, v, 2)?,
            )
            .map_err(no_arg)?,
        ),
        "crd2idx" => Value::Int(
            lay(1)?
                .crd2idx_unbounded(&tuple_arg(op, v, 0)?)
                .map_err(no_arg)?,
        ),
        "idx2crd" => {
            to_value(&idx2crd(&tuple_arg(op, v, 0)?, &tuple_arg(op, v, 1)?).map_err(no_arg)?)
        }
        "ceil_div" | "shape_div" | "round_up" | "elem_scale" => {
            let (a, b) = (tuple_arg(op, v, 0)?, tuple_arg(op, v, 1)?);
            let r = match op {
                "ceil_div" => a.ceil_div(&b),
                "shape_div" => a.shape_div(&b),
                "round_up" => a.round_up(&b),
                _ => a.elem_scale(&b),
            };
            to_value(&r.map_err(no_arg)?)
        }
        "inner_product" => Value::Int(
            tuple_arg(op, v, 0)?
                .inner_product(&tuple_arg(op, v, 1)?)
                .map_err(no_arg)?,
        ),
        "slice" => {
            let (l, off) = lay(1)?
                .slice_and_offset(&coord_arg(op, v, 0)?)
                .map_err(no_arg)?;
            return Ok((Value::Layout(l), Some(off.value)));
        }
        "dice" => layout(lay(1)?.dice(&coord_arg(op, v, 0)?))?,
        "local_tile" => {
            let (l, off) =
                algebra::local_tile(&lay(0)?, &tiler_arg(op, v, 1)?, &coord_arg(op, v, 2)?)
                    .map_err(no_arg)?;
            return Ok((Value::Layout(l), Some(off)));
        }
        "local_partition" => {
            let Value::Int(t) = v[2] else {
                return Err((
                    Error::new(op, "argument 3 must be a thread index (an integer)"),
                    Some(2),
                ));
            };
            let (l, off) = algebra::local_partition(&lay(0)?, &lay(1)?, t.value).map_err(no_arg)?;
            return Ok((Value::Layout(l), Some(off)));
        }
        "make_layout" => match v {
            [Value::Layout(_), ..] => layout(Layout::concat(
                (0..v.len())
                    .map(lay)
                    .collect::<std::result::Result<Vec<_>, _>>()?,
            ))?,
            [_] => layout(Layout::column_major(tuple_arg(op, v, 0)?))?,
            [_, _] => {
                let (s, d) = (tuple_arg(op, v, 0)?, tuple_arg(op, v, 1)?);
                Value::Layout(Layout::new(s, d).map_err(|e| (e, Some(1)))?)
            }
            _ => {
                return Err((
                    Error::new(op, "takes a shape, a shape and a stride, or layouts"),
                    None,
                ))
            }
        },
        _ => {
            return Err((
                Error::new("expression", format!("unknown operation `{op}`")),
                None,
            ))
        }
    };
    Ok((out, None))
}

/// Parse an expression from text: CuTe notation, `op(arg, ...)` calls, `<...>` tilers of
/// expressions, or names (identifiers) for the caller to bind.
///
/// ```
/// use cute_layout_dynamic::{parse_expr, Expr, Value};
/// assert!(matches!(parse_expr("(2,3):(1,2)").unwrap(), Expr::Lit(Value::Layout(_), 0)));
/// let err = parse_expr("logical_divide(4:1,").unwrap_err();
/// assert_eq!(err.at, 19);
/// ```
pub fn parse_expr(text: &str) -> std::result::Result<Expr, ParseError> {
    parse_expr_in(text, Notation::AllStatic)
}

/// [`parse_expr`] with the values read in the given [`Notation`].
///
/// ```
/// use cute_layout_dynamic::{parse_expr_in, Notation};
/// let e = parse_expr_in("logical_divide(300:1, 128:1)", Notation::Mixed).unwrap();
/// assert_eq!(e.eval(&|_: &str| None).unwrap().to_string(), "(128,(1,3)):(1,(1,128))");
/// let s = parse_expr_in("logical_divide(300:_1, _128:_1)", Notation::Mixed).unwrap();
/// assert_eq!(s.eval(&|_: &str| None).unwrap().to_string(), "(_128,3):(_1,_128)");
/// ```
pub fn parse_expr_in(text: &str, notation: Notation) -> std::result::Result<Expr, ParseError> {
    let mut p = Cursor::new(text, notation);
    let e = p.expr()?;
    p.skip_ws();
    if p.s[p.pos..].starts_with(b"!") {
        // `layouts! { type A = layout!((2,3):(1,2)); }`: the notation is wanted bare.
        return p.err("a macro call is not an expression here: write the notation itself, e.g. `(2,3):(1,2)` for `layout!((2,3):(1,2))`");
    }
    if p.pos != p.s.len() {
        return p.err("unexpected input after the expression");
    }
    Ok(e)
}

/// The expression grammar, on the value parser's cursor.
impl Cursor<'_> {
    fn expr(&mut self) -> std::result::Result<Expr, ParseError> {
        self.depth += 1;
        let e = self.expr_inner();
        self.depth -= 1;
        e
    }

    fn expr_inner(&mut self) -> std::result::Result<Expr, ParseError> {
        self.skip_ws();
        if self.depth > MAX_DEPTH {
            return self.err(format!("expressions nest deeper than {MAX_DEPTH} levels"));
        }
        let start = self.pos;
        let c = self.s.get(self.pos).copied();
        if !self.at_swizzle()
            && c.is_some_and(|c| {
                c.is_ascii_alphabetic()
                    || (c == b'_'
                        && self
                            .s
                            .get(self.pos + 1)
                            .is_some_and(|d| d.is_ascii_alphabetic() || *d == b'_'))
            })
        {
            while self.pos < self.s.len()
                && (self.s[self.pos].is_ascii_alphanumeric() || self.s[self.pos] == b'_')
            {
                self.pos += 1;
            }
            let name = String::from_utf8_lossy(&self.s[start..self.pos]).into_owned();
            self.skip_ws();
            if self.s.get(self.pos) != Some(&b'(') {
                return Ok(Expr::Name(name, start));
            }
            self.pos += 1;
            let mut args = Vec::new();
            self.skip_ws();
            if self.s.get(self.pos) != Some(&b')') {
                loop {
                    args.push(self.expr()?);
                    self.skip_ws();
                    match self.s.get(self.pos) {
                        Some(b',') => self.pos += 1,
                        Some(b')') => break,
                        _ => return self.err("expected `,` or `)`"),
                    }
                }
            }
            if self.s.get(self.pos) != Some(&b')') {
                return self.err("expected `)`");
            }
            self.pos += 1;
            return Ok(Expr::Call(name, args, start));
        }
        if c == Some(b'<') {
            self.pos += 1;
            let mut parts = vec![self.expr()?];
            loop {
                self.skip_ws();
                match self.s.get(self.pos) {
                    Some(b',') => {
                        self.pos += 1;
                        parts.push(self.expr()?);
                    }
                    Some(b'>') => {
                        self.pos += 1;
                        return Ok(Expr::Tiler(parts, start));
                    }
                    _ => return self.err("expected `,` or `>`"),
                }
            }
        }
        // A value of CuTe notation: scan to the end of its balanced text.
        let end = self.value_end();
        let text = String::from_utf8_lossy(&self.s[start..end]);
        let v = crate::notation::parse_value_in(&text, self.notation).map_err(|e| ParseError {
            at: start + e.at,
            message: e.message,
        })?;
        self.pos = end;
        Ok(Expr::Lit(v, start))
    }

    /// A swizzle `Sw<B,M,S>` starts at `pos` (a literal, not a name).
    fn at_swizzle(&self) -> bool {
        let rest = &self.s[self.pos..];
        rest.starts_with(b"Sw")
            && rest[2..]
                .iter()
                .find(|c| !c.is_ascii_whitespace())
                .is_some_and(|&c| c == b'<')
    }

    /// End of a notation value starting at `pos`: balanced parentheses (and the `<...>` of a
    /// swizzle), optionally `:` and a second balanced part, optionally ` o ` and more parts.
    fn value_end(&self) -> usize {
        let mut i = self.pos;
        let mut depth = 0i32;
        let mut seen_colon = false;
        while i < self.s.len() {
            match self.s[i] {
                b'(' => depth += 1,
                b'<' => depth += 1,
                b'>' if depth > 0 => depth -= 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                b',' | b'>' if depth == 0 => break,
                b':' if depth == 0 && !seen_colon => seen_colon = true,
                _ => {}
            }
            i += 1;
        }
        i
    }
}
