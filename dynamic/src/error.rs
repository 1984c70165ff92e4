//! Errors: which operation refused, and which rule its input broke.

use std::fmt;

/// An operation of the algebra refused its input (CuTe rejects the same input at compile time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// CuTe's name of the operation, e.g. `composition`.
    pub op: &'static str,
    /// The rule that was broken, with the values involved.
    pub rule: String,
}

impl Error {
    /// A new error for operation `op`.
    pub fn new(op: &'static str, rule: impl Into<String>) -> Self {
        Error {
            op,
            rule: rule.into(),
        }
    }

    /// The same rule, reported under an enclosing operation (e.g. `logical_divide` for a failed
    /// inner `composition`).
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

/// Result of an operation of the algebra.
pub type Result<T> = std::result::Result<T, Error>;

/// Returns `Err(Error::new(op, rule))` unless `cond` holds.
pub(crate) fn ensure(cond: bool, op: &'static str, rule: impl FnOnce() -> String) -> Result<()> {
    if cond {
        Ok(())
    } else {
        Err(Error::new(op, rule()))
    }
}
