//! Reading CuTe notation: `24`, `(4,(2,4))`, `(2,3):(1,4)`, tilers `<2:1, (2,2):(1,2)>`,
//! coordinates with `_`.

use std::fmt;
use std::str::FromStr;

use crate::algebra::Tiler;
use crate::composed::{ComposedLayout, ComposedPart};
use crate::coord::Coord;
use crate::error::{ParseError, Result as OpResult};
use crate::int_tuple::{write_tuple, IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;
use crate::leaf::Leaf;
use crate::swizzle::{parse_swizzle, Swizzle};

/// The deepest nesting the parsers accept (tuples in tuples, calls in calls).
pub const MAX_DEPTH: usize = 64;

/// How integers are read: which of them are static.
///
/// ```
/// use cute_layout_dynamic::{parse_value, parse_value_in, Notation};
/// // The default: every integer is static, written `4` or `_4` (how `layout!` and the
/// // all-static corpora write layouts).
/// assert_eq!(parse_value("(4,_8):(1,4)").unwrap().to_string(), "(_4,_8):(_1,_4)");
/// // CuTe's print convention: `_4` is static (`Int<4>`), `4` dynamic (`int`).
/// let v = parse_value_in("(4,_8):(_1,4)", Notation::Mixed).unwrap();
/// assert_eq!(v.to_string(), "(4,_8):(_1,4)");
/// // What the library prints reads back equal in the mixed notation.
/// assert_eq!(parse_value_in(&v.to_string(), Notation::Mixed).unwrap(), v);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// `4` and `_4` are both the static integer 4 (the default).
    #[default]
    AllStatic,
    /// CuTe's print convention: `_4` / `_-2` static, `4` / `-2` dynamic.
    Mixed,
}

/// Any value written in CuTe notation.
///
/// ```
/// use cute_layout_dynamic::{parse_value, Value};
/// assert_eq!(parse_value("(4,_)").unwrap(), Value::Tuple(vec![Value::Int(4.into()), Value::Under]));
/// assert!(matches!(parse_value("4:2").unwrap(), Value::Layout(_)));
/// assert_eq!(parse_value("<2:1, 4>").unwrap().to_string(), "<_2:_1,_4>");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `24`, `-1` (static or dynamic)
    Int(Leaf),
    /// `_`
    Under,
    /// `(a, b, ...)`
    Tuple(Vec<Value>),
    /// `Shape:Stride`
    Layout(Layout),
    /// `<a, b, ...>`
    Tiler(Vec<Value>),
    /// `Sw<B,M,S>`
    Swizzle(Swizzle),
    /// `Sw<B,M,S> o K o Shape:Stride` (CuTe's `ComposedLayout`)
    Composed(ComposedLayout),
}

impl Value {
    /// The value as an IntTuple (integers and tuples of them).
    ///
    /// ```
    /// let v = cute_layout_dynamic::parse_value("(4,(2,3))").unwrap();
    /// assert_eq!(v.to_int_tuple().unwrap().to_string(), "(_4,(_2,_3))");
    /// ```
    pub fn to_int_tuple(&self) -> Option<IntTuple> {
        match self {
            Value::Int(v) => Some(Int(*v)),
            Value::Tuple(m) => m
                .iter()
                .map(Value::to_int_tuple)
                .collect::<Option<Vec<_>>>()
                .map(Tuple),
            _ => None,
        }
    }

    /// The value as a coordinate (integers, `_`, tuples of them).
    ///
    /// ```
    /// let v = cute_layout_dynamic::parse_value("(1,_)").unwrap();
    /// assert_eq!(v.to_coord().unwrap().to_string(), "(_1,_)");
    /// ```
    pub fn to_coord(&self) -> Option<Coord> {
        match self {
            Value::Int(v) => Some(Coord::Int(*v)),
            Value::Under => Some(Coord::Under),
            Value::Tuple(m) => m
                .iter()
                .map(Value::to_coord)
                .collect::<Option<Vec<_>>>()
                .map(Coord::Tuple),
            _ => None,
        }
    }

    /// The value as a tiler: a layout, an integer, a shape (a tuple of extents) or `<...>`.
    ///
    /// ```
    /// let v = cute_layout_dynamic::parse_value("<2:1, 4>").unwrap();
    /// assert_eq!(v.to_tiler().unwrap().to_string(), "<_2:_1,_4>");
    /// ```
    pub fn to_tiler(&self) -> Option<Tiler> {
        match self {
            Value::Int(v) => Some(Tiler::Int(*v)),
            Value::Layout(l) => Some(Tiler::Layout(l.clone())),
            Value::Tuple(m) | Value::Tiler(m) => m
                .iter()
                .map(Value::to_tiler)
                .collect::<Option<Vec<_>>>()
                .map(Tiler::Tuple),
            Value::Under | Value::Swizzle(_) | Value::Composed(_) => None,
        }
    }

    /// The value as a layout; a shape alone means its column-major layout.
    ///
    /// ```
    /// let v = cute_layout_dynamic::parse_value("(2,3)").unwrap();
    /// assert_eq!(v.to_layout().unwrap().to_string(), "(_2,_3):(_1,_2)");
    /// assert!(cute_layout_dynamic::parse_value("(0,3)").unwrap().to_layout().is_err());
    /// ```
    pub fn to_layout(&self) -> OpResult<Layout> {
        match self {
            Value::Layout(l) => Ok(l.clone()),
            Value::Composed(c) => Err(crate::Error::new(
                "make_layout",
                format!("{c} is a composed layout, not a layout"),
            )),
            Value::Swizzle(s) => Err(crate::Error::new(
                "make_layout",
                format!("{s} is a swizzle, not a layout"),
            )),
            _ => match self.to_int_tuple() {
                Some(t) => Layout::column_major(t),
                None => Err(crate::Error::new(
                    "make_layout",
                    format!("{self} is not a layout or a shape"),
                )),
            },
        }
    }
}

/// CuTe notation, each integer as CuTe prints it (`_N` static, `N` dynamic), `_`, `(a,b)`,
/// `S:D`, `<a,b>`; `{:#}` writes plain integers.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Int(v) => fmt::Display::fmt(v, f),
            Value::Under => f.write_str("_"),
            Value::Tuple(m) => write_tuple(f, ("(", ")"), m),
            Value::Tiler(m) => write_tuple(f, ("<", ">"), m),
            Value::Layout(l) => fmt::Display::fmt(l, f),
            Value::Swizzle(s) => fmt::Display::fmt(s, f),
            Value::Composed(c) => fmt::Display::fmt(c, f),
        }
    }
}

/// A position in the text being parsed: the value grammar is here, `expr.rs` adds the
/// expression grammar on the same cursor.
pub(crate) struct Cursor<'a> {
    pub(crate) s: &'a [u8],
    pub(crate) pos: usize,
    pub(crate) depth: usize,
    pub(crate) notation: Notation,
}

impl<'a> Cursor<'a> {
    pub(crate) fn new(text: &'a str, notation: Notation) -> Self {
        Cursor {
            s: text.as_bytes(),
            pos: 0,
            depth: 0,
            notation,
        }
    }

    pub(crate) fn err<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            at: self.pos,
            message: message.into(),
        })
    }

    pub(crate) fn skip_ws(&mut self) {
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn eat(&mut self, c: u8) -> Result<(), ParseError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected `{}`", c as char))
        }
    }

    fn int(&mut self) -> Result<i64, ParseError> {
        self.skip_ws();
        let start = self.pos;
        if self.s.get(self.pos) == Some(&b'-') {
            self.pos += 1;
        }
        let digits = self.pos;
        while self.pos < self.s.len() && self.s[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        if self.pos == digits {
            self.pos = start;
            return self.err("expected an integer");
        }
        let text = String::from_utf8_lossy(&self.s[start..self.pos]);
        text.parse::<i64>().or_else(|_| {
            self.pos = start;
            self.err(format!("{text} does not fit in 64 bits"))
        })
    }

    fn nest<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if self.depth >= MAX_DEPTH {
            return self.err(format!("values nest deeper than {MAX_DEPTH} levels"));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
    }

    fn tuple(&mut self) -> Result<Value, ParseError> {
        self.nest(Self::tuple_inner)
    }

    fn tuple_inner(&mut self) -> Result<Value, ParseError> {
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                if self.peek() == Some(b')') {
                    return self.err("empty tuple");
                }
                let mut items = vec![self.tuple()?];
                while self.peek() == Some(b',') {
                    self.pos += 1;
                    items.push(self.tuple()?);
                }
                self.eat(b')')?;
                Ok(Value::Tuple(items))
            }
            Some(b'_') => {
                self.pos += 1;
                // `_N` / `_-N`: how CuTe prints a static integer; a lone `_` is the wildcard.
                match self.s.get(self.pos) {
                    Some(c) if c.is_ascii_digit() || *c == b'-' => {
                        Ok(Value::Int(Leaf::new_static(self.int()?)))
                    }
                    _ => Ok(Value::Under),
                }
            }
            _ => {
                let v = self.int()?;
                Ok(Value::Int(match self.notation {
                    Notation::AllStatic => Leaf::new_static(v),
                    Notation::Mixed => Leaf::new_dynamic(v),
                }))
            }
        }
    }

    fn value(&mut self) -> Result<Value, ParseError> {
        self.nest(Self::value_inner)
    }

    fn value_inner(&mut self) -> Result<Value, ParseError> {
        let start = {
            self.skip_ws();
            self.pos
        };
        let first = self.part()?;
        if !self.at_o() {
            return Ok(first);
        }
        self.pos += 1;
        let second_at = {
            self.skip_ws();
            self.pos
        };
        let second = self.part()?;
        let (offset, inner, explicit, inner_at) = if self.at_o() {
            let Value::Int(k) = second else {
                self.pos = second_at;
                return self.err("expected the offset (an integer) of `A o offset o B`");
            };
            self.pos += 1;
            self.skip_ws();
            let at = self.pos;
            (k, self.part()?, true, at)
        } else {
            (Leaf::new_static(0), second, false, second_at)
        };
        let as_layout = |v: &Value| match v {
            Value::Layout(l) => Some(l.clone()),
            Value::Int(_) | Value::Tuple(_) => v.to_layout().ok(),
            _ => None,
        };
        match (first, inner) {
            (Value::Swizzle(sw), b) => {
                let Some(l) = as_layout(&b) else {
                    self.pos = inner_at;
                    return self.err("expected a layout after `Sw<B,M,S> o`");
                };
                Ok(if explicit {
                    Value::Composed(ComposedLayout::new(sw, offset, l))
                } else {
                    ComposedLayout::compose(sw, offset, l).into()
                })
            }
            (a, Value::Swizzle(sw)) if explicit => match as_layout(&a) {
                Some(l) => Ok(Value::Composed(ComposedLayout::from_parts(
                    ComposedPart::Layout(l),
                    offset,
                    ComposedPart::Swizzle(sw),
                ))),
                None => {
                    self.pos = start;
                    self.err("expected a layout before `o offset o Sw<B,M,S>`")
                }
            },
            _ => {
                self.pos = start;
                self.err("a composed layout is `Sw<B,M,S> o offset o layout` or `layout o offset o Sw<B,M,S>`")
            }
        }
    }

    /// The ` o ` of a composed layout follows.
    fn at_o(&mut self) -> bool {
        self.peek() == Some(b'o')
            && self
                .s
                .get(self.pos + 1)
                .is_none_or(|c| !(c.is_ascii_alphanumeric() || *c == b'<'))
    }

    /// One side of a composed layout, or any value that is not composed: a swizzle `Sw<B,M,S>`,
    /// a tiler, a layout, a tuple, an integer.
    fn part(&mut self) -> Result<Value, ParseError> {
        if self.peek() == Some(b'S') {
            let rest = String::from_utf8_lossy(&self.s[self.pos..]).into_owned();
            let base = self.pos;
            let (sw, end) = parse_swizzle(&rest).map_err(|e| ParseError {
                at: base + e.at,
                message: e.message,
            })?;
            self.pos = base + end;
            return Ok(Value::Swizzle(sw));
        }
        if self.peek() == Some(b'<') {
            self.pos += 1;
            let mut items = vec![self.value()?];
            while self.peek() == Some(b',') {
                self.pos += 1;
                items.push(self.value()?);
            }
            self.eat(b'>')?;
            return Ok(Value::Tiler(items));
        }
        let start = self.pos;
        let shape = self.tuple()?;
        if self.peek() == Some(b':') {
            self.pos += 1;
            let stride_at = self.pos;
            let stride = self.tuple()?;
            let (Some(s), Some(d)) = (shape.to_int_tuple(), stride.to_int_tuple()) else {
                self.pos = start;
                return self.err("`_` in a layout");
            };
            if !s.congruent(&d) {
                self.pos = stride_at;
                return self.err(format!("stride {d:#} is not congruent with shape {s:#}"));
            }
            if s.leaves().iter().any(|&x| x <= 0) {
                self.pos = start;
                return self.err(format!("shape {s:#} has an extent that is not positive"));
            }
            return match Layout::new(s, d) {
                Ok(l) => Ok(Value::Layout(l)),
                Err(e) => {
                    self.pos = start;
                    self.err(e.to_string())
                }
            };
        }
        Ok(shape)
    }
}

/// Parse one value of CuTe notation (the whole input): an integer (`4`, `_4`, `-2`), `_`, a
/// tuple, a layout `Shape:Stride`, or a tiler `<...>`. Every integer is static
/// ([`Notation::AllStatic`]); [`parse_value_in`] reads CuTe's mixed notation.
///
/// ```
/// use cute_layout_dynamic::parse_value;
/// assert_eq!(parse_value("((2,4),3):((1,8),2)").unwrap().to_string(), "((_2,_4),_3):((_1,_8),_2)");
/// assert!(parse_value("(2,3):(1,(4,5))").unwrap_err().message.contains("not congruent"));
/// ```
pub fn parse_value(text: &str) -> Result<Value, ParseError> {
    parse_value_in(text, Notation::AllStatic)
}

/// [`parse_value`] in the given [`Notation`].
///
/// ```
/// use cute_layout_dynamic::{parse_value_in, Notation};
/// let v = parse_value_in("(300,200):(_1,300)", Notation::Mixed).unwrap();
/// let l = v.to_layout().unwrap();
/// assert_eq!(l.stride().to_string(), "(_1,300)");
/// assert_eq!(l.size_leaf().to_string(), "60000");
/// ```
pub fn parse_value_in(text: &str, notation: Notation) -> Result<Value, ParseError> {
    let mut p = Cursor::new(text, notation);
    let v = p.value()?;
    if p.peek().is_some() {
        return p.err("unexpected input after the value");
    }
    Ok(v)
}

fn expect<T>(text: &str, what: &str, f: impl FnOnce(&Value) -> Option<T>) -> Result<T, ParseError> {
    let v = parse_value(text)?;
    f(&v).ok_or_else(|| ParseError {
        at: 0,
        message: format!("expected {what}, found {v:#}"),
    })
}

/// Reads every integer as static ([`Notation::AllStatic`]); CuTe's printed text with run-time
/// leaves (`(8,_16)`: `8` run-time) reads with `parse_value_in(s, Notation::Mixed)`.
impl FromStr for IntTuple {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        expect(s, "an integer or a tuple of integers", Value::to_int_tuple)
    }
}

/// Reads every integer as static ([`Notation::AllStatic`]); CuTe's printed text with run-time
/// leaves (`(300,_128):(_1,300)`) reads with `parse_value_in(s, Notation::Mixed)`.
impl FromStr for Layout {
    type Err = ParseError;
    /// `Shape:Stride`, or a shape alone (its column-major layout), every integer static.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let v = parse_value(s)?;
        v.to_layout().map_err(|e| ParseError {
            at: 0,
            message: format!("expected a layout Shape:Stride or a shape: {e}"),
        })
    }
}

impl FromStr for Tiler {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        expect(
            s,
            "a tiler: a layout, an extent, a shape or <...>",
            Value::to_tiler,
        )
    }
}

impl FromStr for Coord {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        expect(s, "a coordinate", Value::to_coord)
    }
}
