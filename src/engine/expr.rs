//! Symbolic run-time leaves: an expression over the operands' run-time leaves, evaluated once
//! per operation in straight-line code.

use core::marker::PhantomData;

use cute_layout_dynamic::Error;
use typenum::Unsigned;

use crate::int::StaticInt;

/// A run-time leaf inside the mixed algorithms: its value is the expression `X`.
pub struct Sym<X>(PhantomData<fn() -> X>);

/// The `I`-th run-time leaf of the operands (depth-first, first operand first).
pub struct Var<I>(PhantomData<fn() -> I>);

/// A static integer inside an expression.
pub struct Lit<N>(PhantomData<fn() -> N>);

/// A binary operation `O` on two expressions.
pub struct Bin<O, A, B>(Marker<(O, A, B)>);

/// A zero-sized marker of a type.
type Marker<T> = PhantomData<fn() -> T>;

/// A unary operation `O` on an expression.
pub struct Un<O, A>(PhantomData<fn() -> (O, A)>);

/// The operators of expressions.
pub mod ops {
    /// `a * b`
    pub struct Mul;
    /// `a + b`
    pub struct Add;
    /// `a - b`
    pub struct Sub;
    /// C++'s truncating `a / b`
    pub struct Div;
    /// C++'s truncating `a % b`
    pub struct Rem;
    /// CuTe's `ceil_div(a, b)`: `(a + b - 1) / b`
    pub struct CeilDiv;
    /// `min(a, b)`
    pub struct Min;
    /// `max(a, b)`
    pub struct Max;
    /// `|a|`
    pub struct Abs;
    /// `signum(a)`
    pub struct Signum;
}

/// A binary operator on run-time values.
pub trait Op2 {
    /// Its symbol in error messages.
    const SYMBOL: &'static str;
    /// The checked result (`None`: division by zero or overflow).
    fn apply(a: i64, b: i64) -> Option<i64>;
    /// Whether `None` from [`Op2::apply`] means a division by zero.
    fn by_zero(_: i64, b: i64) -> bool {
        b == 0
    }
}

impl Op2 for ops::Mul {
    const SYMBOL: &'static str = "*";
    fn apply(a: i64, b: i64) -> Option<i64> {
        a.checked_mul(b)
    }
    fn by_zero(_: i64, _: i64) -> bool {
        false
    }
}

impl Op2 for ops::Add {
    const SYMBOL: &'static str = "+";
    fn apply(a: i64, b: i64) -> Option<i64> {
        a.checked_add(b)
    }
    fn by_zero(_: i64, _: i64) -> bool {
        false
    }
}

impl Op2 for ops::Sub {
    const SYMBOL: &'static str = "-";
    fn apply(a: i64, b: i64) -> Option<i64> {
        a.checked_sub(b)
    }
    fn by_zero(_: i64, _: i64) -> bool {
        false
    }
}

impl Op2 for ops::Div {
    const SYMBOL: &'static str = "/";
    fn apply(a: i64, b: i64) -> Option<i64> {
        a.checked_div(b)
    }
}

impl Op2 for ops::Rem {
    const SYMBOL: &'static str = "%";
    fn apply(a: i64, b: i64) -> Option<i64> {
        a.checked_rem(b)
    }
}

impl Op2 for ops::CeilDiv {
    const SYMBOL: &'static str = "ceil_div";
    fn apply(a: i64, b: i64) -> Option<i64> {
        if b == 0 {
            return None;
        }
        i64::try_from((i128::from(a) + i128::from(b) - 1) / i128::from(b)).ok()
    }
}

impl Op2 for ops::Min {
    const SYMBOL: &'static str = "min";
    fn apply(a: i64, b: i64) -> Option<i64> {
        Some(a.min(b))
    }
    fn by_zero(_: i64, _: i64) -> bool {
        false
    }
}

impl Op2 for ops::Max {
    const SYMBOL: &'static str = "max";
    fn apply(a: i64, b: i64) -> Option<i64> {
        Some(a.max(b))
    }
    fn by_zero(_: i64, _: i64) -> bool {
        false
    }
}

/// A unary operator on run-time values.
pub trait Op1 {
    /// Its name in error messages.
    const NAME: &'static str;
    /// The checked result (`None`: overflow).
    fn apply(a: i64) -> Option<i64>;
}

impl Op1 for ops::Abs {
    const NAME: &'static str = "abs";
    fn apply(a: i64) -> Option<i64> {
        a.checked_abs()
    }
}

impl Op1 for ops::Signum {
    const NAME: &'static str = "signum";
    fn apply(a: i64) -> Option<i64> {
        Some(a.signum())
    }
}

/// An expression's value from the operands' run-time leaves `v`.
pub trait Eval {
    /// The value, never panicking: a division by zero gives 0 and an overflow wraps (the plain
    /// operations document this; their `try_` forms report it).
    fn eval(v: &[i64]) -> i64;
    /// The value, or the error of operation `op` that computing it meets.
    fn try_eval(v: &[i64], op: &'static str) -> Result<i64, Error>;
}

impl<I: Unsigned> Eval for Var<I> {
    #[inline(always)]
    fn eval(v: &[i64]) -> i64 {
        v.get(I::USIZE).copied().unwrap_or(0)
    }
    #[inline(always)]
    fn try_eval(v: &[i64], _: &'static str) -> Result<i64, Error> {
        Ok(Self::eval(v))
    }
}

impl<N: StaticInt> Eval for Lit<N> {
    #[inline(always)]
    fn eval(_: &[i64]) -> i64 {
        N::VALUE
    }
    #[inline(always)]
    fn try_eval(_: &[i64], _: &'static str) -> Result<i64, Error> {
        Ok(N::VALUE)
    }
}

impl<O: Op2, A: Eval, B: Eval> Eval for Bin<O, A, B> {
    #[inline(always)]
    fn eval(v: &[i64]) -> i64 {
        O::apply(A::eval(v), B::eval(v)).unwrap_or(0)
    }
    #[inline(always)]
    fn try_eval(v: &[i64], op: &'static str) -> Result<i64, Error> {
        let (a, b) = (A::try_eval(v, op)?, B::try_eval(v, op)?);
        O::apply(a, b).ok_or_else(|| {
            if O::by_zero(a, b) {
                Error::new(op, format!("division by zero: {a} {} {b}", O::SYMBOL))
            } else {
                Error::new(
                    op,
                    format!(
                        "overflow: {a} {} {b} does not fit in a 64-bit integer",
                        O::SYMBOL
                    ),
                )
            }
        })
    }
}

impl<O: Op1, A: Eval> Eval for Un<O, A> {
    #[inline(always)]
    fn eval(v: &[i64]) -> i64 {
        O::apply(A::eval(v)).unwrap_or(0)
    }
    #[inline(always)]
    fn try_eval(v: &[i64], op: &'static str) -> Result<i64, Error> {
        let a = A::try_eval(v, op)?;
        O::apply(a).ok_or_else(|| {
            Error::new(
                op,
                format!(
                    "overflow: {}({a}) does not fit in a 64-bit integer",
                    O::NAME
                ),
            )
        })
    }
}
