//! Reading CuTe notation: `24`, `(4,(2,4))`, `(2,3):(1,4)`, tilers `<2:1, (2,2):(1,2)>`,
//! coordinates with `_`.

use std::fmt;
use std::str::FromStr;

use crate::algebra::Tiler;
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::{Coord, Layout};

/// A syntax error in CuTe notation, with the byte offset where it was found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Byte offset into the input.
    pub at: usize,
    /// What was expected or found.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "at byte {}: {}", self.at, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Any value written in CuTe notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `24`, `-1`
    Int(i64),
    /// `_`
    Under,
    /// `(a, b, ...)`
    Tuple(Vec<Value>),
    /// `Shape:Stride`
    Layout(Layout),
    /// `<a, b, ...>`
    Tiler(Vec<Value>),
}

impl Value {
    /// The value as an IntTuple (integers and tuples of them).
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
    pub fn to_tiler(&self) -> Option<Tiler> {
        match self {
            Value::Int(v) => Some(Tiler::Int(*v)),
            Value::Layout(l) => Some(Tiler::Layout(l.clone())),
            Value::Tuple(m) | Value::Tiler(m) => m
                .iter()
                .map(Value::to_tiler)
                .collect::<Option<Vec<_>>>()
                .map(Tiler::Tuple),
            Value::Under => None,
        }
    }

    /// The value as a layout; a shape alone means its column-major layout.
    pub fn to_layout(&self) -> Option<Layout> {
        match self {
            Value::Layout(l) => Some(l.clone()),
            _ => self.to_int_tuple().map(Layout::column_major),
        }
    }
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    fn err<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        Err(ParseError {
            at: self.pos,
            message: message.into(),
        })
    }

    fn skip_ws(&mut self) {
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
        let text = std::str::from_utf8(&self.s[start..self.pos]).expect("ascii");
        text.parse::<i64>().or_else(|_| {
            self.pos = start;
            self.err(format!("{text} does not fit in 64 bits"))
        })
    }

    fn tuple(&mut self) -> Result<Value, ParseError> {
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
                    Some(c) if c.is_ascii_digit() || *c == b'-' => Ok(Value::Int(self.int()?)),
                    _ => Ok(Value::Under),
                }
            }
            _ => Ok(Value::Int(self.int()?)),
        }
    }

    fn value(&mut self) -> Result<Value, ParseError> {
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
            return Ok(Value::Layout(Layout {
                shape: s,
                stride: d,
            }));
        }
        Ok(shape)
    }
}

/// Parse one value of CuTe notation (the whole input).
pub fn parse_value(text: &str) -> Result<Value, ParseError> {
    let mut p = Parser {
        s: text.as_bytes(),
        pos: 0,
    };
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
        message: format!("expected {what}"),
    })
}

impl FromStr for IntTuple {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        expect(s, "an integer or a tuple of integers", Value::to_int_tuple)
    }
}

impl FromStr for Layout {
    type Err = ParseError;
    /// `Shape:Stride`, or a shape alone (its column-major layout).
    fn from_str(s: &str) -> Result<Self, ParseError> {
        expect(s, "a layout Shape:Stride or a shape", Value::to_layout)
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
