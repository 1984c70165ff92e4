//! Expressions in CuTe's function syntax, e.g. `logical_divide((12,32,6):(1,128,0), (4,8))`,
//! evaluated at run time. The `layouts!` macro and the `inspect` example use this.

use crate::algebra::{self, Tiler};
use crate::error::Error;
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::{idx2crd, Layout};
use crate::notation::{ParseError, Value};

/// An expression; `S` is where each part was written (a byte offset, or a macro span).
#[derive(Clone, Debug)]
pub enum Expr<S> {
    /// A value in CuTe notation.
    Lit(Value, S),
    /// A name bound by the caller (e.g. another alias of the same `layouts!` block).
    Name(String, S),
    /// `op(arg, ...)`
    Call(String, Vec<Expr<S>>, S),
    /// `<a, b, ...>` whose parts are expressions.
    Tiler(Vec<Expr<S>>, S),
}

impl<S: Clone> Expr<S> {
    /// Where this expression was written.
    pub fn span(&self) -> S {
        match self {
            Expr::Lit(_, s) | Expr::Name(_, s) | Expr::Call(_, _, s) | Expr::Tiler(_, s) => {
                s.clone()
            }
        }
    }
}

/// The operations an expression may call, with their argument counts.
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
    ("crd2idx", 2, 2),
    ("idx2crd", 2, 2),
    ("slice", 2, 2),
    ("dice", 2, 2),
    ("make_layout", 1, 16),
];

/// Evaluate `e`; `names` resolves `Expr::Name`s. Errors carry the span of the offending part.
pub fn eval<S: Clone>(
    e: &Expr<S>,
    names: &dyn Fn(&str) -> Option<Value>,
) -> Result<Value, (Error, S)> {
    match e {
        Expr::Lit(v, _) => Ok(v.clone()),
        Expr::Name(n, s) => names(n).ok_or_else(|| {
            (
                Error::new("expression", format!("unknown name `{n}`")),
                s.clone(),
            )
        }),
        Expr::Tiler(parts, _) => Ok(Value::Tiler(
            parts
                .iter()
                .map(|p| eval(p, names))
                .collect::<Result<_, _>>()?,
        )),
        Expr::Call(op, args, span) => {
            let Some(&(name, lo, hi)) = OPERATIONS.iter().find(|(n, _, _)| n == op) else {
                let known: Vec<_> = OPERATIONS.iter().map(|o| o.0).collect();
                return Err((
                    Error::new(
                        "expression",
                        format!("unknown operation `{op}`; known: {}", known.join(", ")),
                    ),
                    span.clone(),
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
                    span.clone(),
                ));
            }
            let vals = args
                .iter()
                .map(|a| eval(a, names))
                .collect::<Result<Vec<_>, _>>()?;
            apply(name, &vals).map_err(|err| {
                let at = err.1.map_or_else(|| span.clone(), |i| args[i].span());
                (err.0, at)
            })
        }
    }
}

type ArgResult<T> = Result<T, (Error, Option<usize>)>;

fn arg_layout(op: &'static str, v: &[Value], i: usize) -> ArgResult<Layout> {
    v[i].to_layout().ok_or_else(|| {
        (
            Error::new(
                op,
                format!("argument {} must be a layout or a shape", i + 1),
            ),
            Some(i),
        )
    })
}

fn arg_tiler(op: &'static str, v: &[Value], i: usize) -> ArgResult<Tiler> {
    v[i].to_tiler().ok_or_else(|| {
        (
            Error::new(
                op,
                format!(
                    "argument {} must be a layout, a tiler, a shape or an extent",
                    i + 1
                ),
            ),
            Some(i),
        )
    })
}

fn arg_tuple(op: &'static str, v: &[Value], i: usize) -> ArgResult<IntTuple> {
    v[i].to_int_tuple().ok_or_else(|| {
        (
            Error::new(
                op,
                format!(
                    "argument {} must be an integer or a tuple of integers",
                    i + 1
                ),
            ),
            Some(i),
        )
    })
}

fn to_value(t: &IntTuple) -> Value {
    match t {
        Int(v) => Value::Int(*v),
        Tuple(m) => Value::Tuple(m.iter().map(to_value).collect()),
    }
}

fn check_positive(op: &'static str, l: &Layout, i: usize) -> ArgResult<()> {
    if l.shape.leaves().iter().all(|&s| s > 0) {
        Ok(())
    } else {
        Err((
            Error::new(op, format!("shape {} must have positive extents", l.shape)),
            Some(i),
        ))
    }
}

/// Apply CuTe operation `op` to evaluated arguments.
pub fn apply(op: &'static str, v: &[Value]) -> Result<Value, (Error, Option<usize>)> {
    let no_arg = |e: Error| (e, None);
    let lay = |i| -> ArgResult<Layout> {
        let l = arg_layout(op, v, i)?;
        check_positive(op, &l, i)?;
        Ok(l)
    };
    let out = match op {
        "size" => Value::Int(lay(0)?.size()),
        "cosize" => Value::Int(lay(0)?.cosize()),
        "rank" => Value::Int(lay(0)?.rank() as i64),
        "depth" => Value::Int(lay(0)?.depth() as i64),
        "shape" => to_value(&lay(0)?.shape),
        "stride" => to_value(&lay(0)?.stride),
        "flatten" => Value::Layout(lay(0)?.flatten()),
        "coalesce" if v.len() == 1 => Value::Layout(lay(0)?.coalesce()),
        "coalesce" | "coalesce_by" => {
            Value::Layout(lay(0)?.coalesce_by(&arg_tuple(op, v, 1)?).map_err(no_arg)?)
        }
        "composition" => {
            Value::Layout(algebra::composition(&lay(0)?, &arg_tiler(op, v, 1)?).map_err(no_arg)?)
        }
        "complement" => {
            let cot = if v.len() == 2 {
                Some(arg_tuple(op, v, 1)?)
            } else {
                None
            };
            Value::Layout(algebra::complement(&lay(0)?, cot.as_ref()).map_err(no_arg)?)
        }
        "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide" | "logical_product"
        | "zipped_product" | "tiled_product" | "flat_product" => {
            let f = match op {
                "logical_divide" => algebra::logical_divide,
                "zipped_divide" => algebra::zipped_divide,
                "tiled_divide" => algebra::tiled_divide,
                "flat_divide" => algebra::flat_divide,
                "logical_product" => algebra::logical_product,
                "zipped_product" => algebra::zipped_product,
                "tiled_product" => algebra::tiled_product,
                _ => algebra::flat_product,
            };
            Value::Layout(f(&lay(0)?, &arg_tiler(op, v, 1)?).map_err(no_arg)?)
        }
        "blocked_product" => {
            Value::Layout(algebra::blocked_product(&lay(0)?, &lay(1)?).map_err(no_arg)?)
        }
        "raked_product" => {
            Value::Layout(algebra::raked_product(&lay(0)?, &lay(1)?).map_err(no_arg)?)
        }
        "right_inverse" => Value::Layout(algebra::right_inverse(&lay(0)?)),
        "left_inverse" => Value::Layout(algebra::left_inverse(&lay(0)?).map_err(no_arg)?),
        "crd2idx" => Value::Int(lay(1)?.crd2idx(&arg_tuple(op, v, 0)?).map_err(no_arg)?),
        "idx2crd" => {
            to_value(&idx2crd(&arg_tuple(op, v, 0)?, &arg_tuple(op, v, 1)?).map_err(no_arg)?)
        }
        "slice" | "dice" => {
            let c = v[0]
                .to_coord()
                .ok_or_else(|| (Error::new(op, "argument 1 must be a coordinate"), Some(0)))?;
            let l = lay(1)?;
            Value::Layout(
                if op == "slice" {
                    l.slice(&c)
                } else {
                    l.dice(&c)
                }
                .map_err(no_arg)?,
            )
        }
        "make_layout" => match v {
            [Value::Layout(_), ..] => Value::Layout(Layout::concat(
                (0..v.len()).map(lay).collect::<Result<Vec<_>, _>>()?,
            )),
            [_] => {
                let l = Layout::column_major(arg_tuple(op, v, 0)?);
                check_positive(op, &l, 0)?;
                Value::Layout(l)
            }
            [_, _] => {
                let (s, d) = (arg_tuple(op, v, 0)?, arg_tuple(op, v, 1)?);
                Value::Layout(Layout::new(s, d).map_err(|e| (e, Some(1)))?)
            }
            _ => {
                return Err((
                    Error::new(op, "takes a shape, a shape and a stride, or layouts"),
                    None,
                ))
            }
        },
        _ => unreachable!("operation table and dispatch agree"),
    };
    Ok(out)
}

/// Parse an expression from text: CuTe notation, or `op(arg, ...)` calls, or names.
pub fn parse_expr(text: &str) -> Result<Expr<usize>, ParseError> {
    let mut p = ExprParser {
        s: text.as_bytes(),
        pos: 0,
    };
    let e = p.expr()?;
    p.skip_ws();
    if p.pos != p.s.len() {
        return Err(ParseError {
            at: p.pos,
            message: "unexpected input after the expression".into(),
        });
    }
    Ok(e)
}

struct ExprParser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl ExprParser<'_> {
    fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn expr(&mut self) -> Result<Expr<usize>, ParseError> {
        self.skip_ws();
        let start = self.pos;
        let c = self.s.get(self.pos).copied();
        if c.is_some_and(|c| {
            c.is_ascii_alphabetic()
                || (c == b'_'
                    && self
                        .s
                        .get(self.pos + 1)
                        .is_some_and(|d| d.is_ascii_alphabetic() || *d == b'_'))
        }) {
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
                        _ => {
                            return Err(ParseError {
                                at: self.pos,
                                message: "expected `,` or `)`".into(),
                            })
                        }
                    }
                }
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
                    _ => {
                        return Err(ParseError {
                            at: self.pos,
                            message: "expected `,` or `>`".into(),
                        })
                    }
                }
            }
        }
        // A value of CuTe notation: scan to the end of its balanced text.
        let end = self.value_end();
        let text = std::str::from_utf8(&self.s[start..end]).expect("ascii");
        let v = crate::notation::parse_value(text).map_err(|e| ParseError {
            at: start + e.at,
            message: e.message,
        })?;
        self.pos = end;
        Ok(Expr::Lit(v, start))
    }

    /// End of a notation value starting at `pos`: balanced parentheses, optionally `:` and a
    /// second balanced part.
    fn value_end(&self) -> usize {
        let mut i = self.pos;
        let mut depth = 0i32;
        let mut seen_colon = false;
        while i < self.s.len() {
            match self.s[i] {
                b'(' => depth += 1,
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
