//! Leaves: CuTe's integers, static (`Int<4>`, printed `_4`) or dynamic (`int`, printed `4`), and
//! their arithmetic, which keeps static exactly what CuTe keeps static.

use std::fmt;

use crate::error::{Error, Result};

/// One integer of a shape, a stride or a coordinate: its value, and whether CuTe knows it at
/// compile time (a static `Int<4>`, printed `_4`) or only at run time (an `int`, printed `4`).
///
/// Equality compares both: `_4` and `4` are different leaves.
///
/// ```
/// use cute_layout_dynamic::Leaf;
/// let s = Leaf::new_static(4);
/// let d = Leaf::new_dynamic(4);
/// assert_eq!((s.to_string(), d.to_string()), ("_4".to_string(), "4".to_string()));
/// assert_ne!(s, d);
/// assert_eq!(s, 4); // compared with a plain integer, only the value counts
/// assert_eq!(format!("{s:#}"), "4");
/// assert_eq!(Leaf::from(-2).to_string(), "_-2"); // a plain integer is static
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Leaf {
    /// The value.
    pub value: i64,
    /// `true` for a static integer (`Int<N>`), `false` for a run-time `int`.
    pub is_static: bool,
}

/// CuTe's `_0`, the static zero.
pub(crate) const S0: Leaf = Leaf::new_static(0);
/// CuTe's `_1`, the static one.
pub(crate) const S1: Leaf = Leaf::new_static(1);

impl Leaf {
    /// A static integer, CuTe's `Int<value>`.
    ///
    /// ```
    /// assert_eq!(cute_layout_dynamic::Leaf::new_static(8).to_string(), "_8");
    /// ```
    pub const fn new_static(value: i64) -> Leaf {
        Leaf {
            value,
            is_static: true,
        }
    }

    /// A dynamic (run-time) integer, CuTe's `int`.
    ///
    /// ```
    /// assert_eq!(cute_layout_dynamic::Leaf::new_dynamic(8).to_string(), "8");
    /// ```
    pub const fn new_dynamic(value: i64) -> Leaf {
        Leaf {
            value,
            is_static: false,
        }
    }

    /// CuTe's `is_constant<v, T>`: static and equal to `v` (a dynamic leaf never is).
    ///
    /// ```
    /// use cute_layout_dynamic::Leaf;
    /// assert!(Leaf::new_static(1).is_constant(1));
    /// assert!(!Leaf::new_dynamic(1).is_constant(1));
    /// ```
    pub const fn is_constant(self, v: i64) -> bool {
        self.is_static && self.value == v
    }

    fn with(value: i64, is_static: bool) -> Leaf {
        Leaf { value, is_static }
    }

    fn overflow(op: &'static str, a: Leaf, sym: &str, b: Leaf) -> Error {
        Error::new(
            op,
            format!("overflow: {a:#} {sym} {b:#} does not fit in a 64-bit integer"),
        )
    }

    fn div_zero(op: &'static str, a: Leaf, sym: &str) -> Error {
        Error::new(op, format!("division by zero: {a:#} {sym} 0"))
    }

    /// `f(a, b)` (one of `i64::checked_*`) as a leaf, static only when both are; `None` is an
    /// overflow of `a sym b`.
    fn checked(
        self,
        op: &'static str,
        sym: &str,
        b: Leaf,
        f: fn(i64, i64) -> Option<i64>,
    ) -> Result<Leaf> {
        let v = f(self.value, b.value).ok_or_else(|| Leaf::overflow(op, self, sym, b))?;
        Ok(Leaf::with(v, self.is_static && b.is_static))
    }

    /// `a * b`; a static `_0` on either side absorbs a dynamic operand.
    pub(crate) fn mul(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        if self.is_constant(0) || b.is_constant(0) {
            return Ok(Leaf::new_static(0));
        }
        self.checked(op, "*", b, i64::checked_mul)
    }

    /// `a + b` (static only when both are).
    pub(crate) fn add(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        self.checked(op, "+", b, i64::checked_add)
    }

    /// `a - b` (static only when both are).
    pub(crate) fn sub(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        self.checked(op, "-", b, i64::checked_sub)
    }

    /// C++'s truncating `a / b`; `_0 / m` is `_0`. Dividing by zero is an error of `op`.
    pub(crate) fn div(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        if self.is_constant(0) {
            return Ok(Leaf::new_static(0));
        }
        if b.value == 0 {
            return Err(Leaf::div_zero(op, self, "/"));
        }
        self.checked(op, "/", b, i64::checked_div)
    }

    /// C++'s truncating `a % b`; `_0 % m` and `m % _1` (or `_-1`) are `_0`.
    pub(crate) fn rem(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        if self.is_constant(0) || b.is_constant(1) || b.is_constant(-1) {
            return Ok(Leaf::new_static(0));
        }
        if b.value == 0 {
            return Err(Leaf::div_zero(op, self, "%"));
        }
        self.checked(op, "%", b, i64::checked_rem)
    }

    /// CuTe's `ceil_div(a, b)`, i.e. `(a + b - _1) / b` (static only when both are).
    pub(crate) fn ceil_div(self, op: &'static str, b: Leaf) -> Result<Leaf> {
        if b.value == 0 {
            return Err(Leaf::div_zero(op, self, "ceil_div"));
        }
        let v = (i128::from(self.value) + i128::from(b.value) - 1) / i128::from(b.value);
        let v = i64::try_from(v).map_err(|_| Leaf::overflow(op, self, "ceil_div", b))?;
        Ok(Leaf::with(v, self.is_static && b.is_static))
    }

    /// `min(a, b)` (static only when both are).
    pub(crate) fn min(self, b: Leaf) -> Leaf {
        Leaf::with(self.value.min(b.value), self.is_static && b.is_static)
    }

    /// `|a|`, as static as `a`.
    pub(crate) fn abs(self, op: &'static str) -> Result<Leaf> {
        let v = self.value.checked_abs().ok_or_else(|| {
            Error::new(
                op,
                format!("overflow: |{self:#}| does not fit in a 64-bit integer"),
            )
        })?;
        Ok(Leaf::with(v, self.is_static))
    }

    /// `signum(a)`: -1, 0 or 1, as static as `a`.
    pub(crate) fn signum(self) -> Leaf {
        Leaf::with(self.value.signum(), self.is_static)
    }

    /// The value of a leaf known statically equal to another (CuTe's `is_constant<true, a == b>`).
    pub(crate) fn static_eq(self, b: Leaf) -> bool {
        self.is_static && b.is_static && self.value == b.value
    }
}

impl From<i64> for Leaf {
    /// A static leaf (as the default notation reads a plain integer).
    fn from(value: i64) -> Self {
        Leaf::new_static(value)
    }
}

impl PartialEq<i64> for Leaf {
    fn eq(&self, other: &i64) -> bool {
        self.value == *other
    }
}

/// `_N` for a static leaf, `N` for a dynamic one (as CuTe prints them); `{:#}` writes `N` for
/// both.
impl fmt::Display for Leaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_static && !f.alternate() {
            write!(f, "_{}", self.value)
        } else {
            write!(f, "{}", self.value)
        }
    }
}
