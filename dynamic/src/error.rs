//! Errors: which operation refused, and which rule its input broke ([`Error`]); where a text in
//! CuTe notation stopped parsing ([`ParseError`]).

use std::fmt;

/// An operation refused its input: the message names the operation and the rule that was broken,
/// with the values involved (`crd2idx: coordinate (5,0) is outside shape (4,8)`).
///
/// ```
/// use cute_layout_dynamic::{IntTuple, Layout};
/// let e = Layout::new(IntTuple::from(4), "(1,2)".parse().unwrap()).unwrap_err();
/// assert_eq!(e.op(), "make_layout");
/// assert!(e.to_string().starts_with("make_layout: shape _4 and stride (_1,_2) are not congruent"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    op: &'static str,
    rule: String,
}

impl Error {
    /// A new error: operation `op` (CuTe's name, e.g. `composition`) broke `rule`.
    ///
    /// ```
    /// let e = cute_layout_dynamic::Error::new("size", "overflow");
    /// assert_eq!(e.to_string(), "size: overflow");
    /// ```
    pub fn new(op: &'static str, rule: impl Into<String>) -> Self {
        Error {
            op,
            rule: rule.into(),
        }
    }

    /// CuTe's name of the operation that refused, e.g. `composition`.
    ///
    /// ```
    /// assert_eq!(cute_layout_dynamic::Error::new("rank", "x").op(), "rank");
    /// ```
    pub fn op(&self) -> &'static str {
        self.op
    }

    /// The rule that was broken, with the values involved (the message without the operation).
    ///
    /// ```
    /// assert_eq!(cute_layout_dynamic::Error::new("rank", "x").rule(), "x");
    /// ```
    pub fn rule(&self) -> &str {
        &self.rule
    }

    /// The same rule, reported under an enclosing operation (e.g. `logical_divide` for a failed
    /// inner `composition`): `logical_divide: composition: ...`.
    ///
    /// ```
    /// use cute_layout_dynamic::Error;
    /// let e = Error::new("composition", "r").within("logical_divide");
    /// assert_eq!(e.to_string(), "logical_divide: composition: r");
    /// ```
    pub fn within(self, op: &'static str) -> Self {
        if self.op == op {
            self
        } else {
            Error {
                op,
                rule: format!("{}: {}", self.op, self.rule),
            }
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.op, self.rule)
    }
}

impl std::error::Error for Error {}

/// The result of an operation of this crate.
///
/// ```
/// fn rank_of(text: &str) -> cute_layout_dynamic::Result<usize> {
///     Ok(cute_layout_dynamic::eval(text)?.to_layout()?.rank())
/// }
/// assert_eq!(rank_of("(2,3):(1,2)").unwrap(), 2);
/// ```
pub type Result<T> = std::result::Result<T, Error>;

/// Returns `Err(Error::new(op, rule))` unless `cond` holds.
pub(crate) fn ensure(cond: bool, op: &'static str, rule: impl FnOnce() -> String) -> Result<()> {
    if cond {
        Ok(())
    } else {
        Err(Error::new(op, rule()))
    }
}

/// Checked integer arithmetic: every overflow (and division by zero) is an error of `op`.
pub(crate) mod ck {
    use super::{Error, Result};

    fn overflow(op: &'static str, a: i64, sym: &str, b: i64) -> Error {
        Error::new(
            op,
            format!("overflow: {a} {sym} {b} does not fit in a 64-bit integer"),
        )
    }

    pub fn mul(op: &'static str, a: i64, b: i64) -> Result<i64> {
        a.checked_mul(b).ok_or_else(|| overflow(op, a, "*", b))
    }

    pub fn add(op: &'static str, a: i64, b: i64) -> Result<i64> {
        a.checked_add(b).ok_or_else(|| overflow(op, a, "+", b))
    }

    pub fn abs(op: &'static str, a: i64) -> Result<i64> {
        a.checked_abs().ok_or_else(|| {
            Error::new(
                op,
                format!("overflow: |{a}| does not fit in a 64-bit integer"),
            )
        })
    }
}

/// A syntax error in CuTe notation, with the byte offset where it was found.
///
/// ```
/// let e = cute_layout_dynamic::parse_value("(2,3):(1,)").unwrap_err();
/// assert_eq!((e.at, e.to_string().as_str()), (9, "at byte 9: expected an integer"));
/// ```
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
