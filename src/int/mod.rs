//! Integers, the leaves of shapes, strides and coordinates.
//!
//! A static integer is a typenum type: an unsigned integer (`U0`, `U4`, `U80359`, ...) or, for
//! a negative stride, a negative integer (`N512`). Shapes hold positive unsigned integers only.
//! CuTe prints a static integer as `_4`, `_-512`. A run-time leaf is a [`Dyn`], printed `4`.
//!
//! [`cmp`] compares static integers and [`arith`] computes with them, each step decided by the
//! typenum constructors (`UTerm`, `UInt`, `NInt`) so that the trait solver takes as few steps
//! as it can: the algebra's compile time is mostly this arithmetic.

use core::fmt;

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1};

pub(crate) mod arith;
pub(crate) mod cmp;
mod dyn_ops;

pub(crate) use arith::{Ceil, CeilDiv, DivRem, IntMul, MulSigned, Quotient, Remainder, UMul};
pub(crate) use cmp::{EqBit, IntEq, IntLess, LessBit, MagEq, MagLess};

/// Calls the macro `$m` with every pair of static integer constructors but two positive
/// `UInt`s, as `[generics] A, B;` rows: the arithmetic takes a fast path for two positives
/// (extents and strides, the usual case) and the signed rule for these.
macro_rules! with_pairs_not_both_positive {
    ($m:ident) => {
        $m! {
            [__B: $crate::int::StaticInt] ::typenum::UTerm, __B;
            [__U: ::typenum::Unsigned, __X: ::typenum::Bit] ::typenum::UInt<__U, __X>, ::typenum::UTerm;
            [__U: ::typenum::Unsigned, __X: ::typenum::Bit, __N: ::typenum::Unsigned + ::typenum::NonZero]
                ::typenum::UInt<__U, __X>, ::typenum::NInt<__N>;
            [__N: ::typenum::Unsigned + ::typenum::NonZero, __B: $crate::int::StaticInt]
                ::typenum::NInt<__N>, __B;
        }
    };
}
pub(crate) use with_pairs_not_both_positive;

mod sealed {
    pub trait Sealed {}
    impl Sealed for typenum::UTerm {}
    impl<U, B> Sealed for typenum::UInt<U, B> {}
    impl<U: typenum::Unsigned + typenum::NonZero> Sealed for typenum::NInt<U> {}
}

/// A static integer leaf: `typenum::Unsigned` values and `typenum::NInt` negatives
/// (`<U24 as StaticInt>::VALUE == 24`, `<N512 as StaticInt>::VALUE == -512`).
pub trait StaticInt: sealed::Sealed + Copy + Default + 'static {
    /// The value.
    const VALUE: i64;
    /// The magnitude `|v|` as a typenum unsigned.
    type Mag: Unsigned;
    /// `B1` when the value is negative.
    type Neg: Bit;
}

impl StaticInt for UTerm {
    const VALUE: i64 = 0;
    type Mag = UTerm;
    type Neg = B0;
}

impl<U: Unsigned, B: Bit> StaticInt for UInt<U, B> {
    const VALUE: i64 = <Self as Unsigned>::I64;
    type Mag = Self;
    type Neg = B0;
}

impl<U: Unsigned + NonZero> StaticInt for NInt<U> {
    const VALUE: i64 = -U::I64;
    type Mag = U;
    type Neg = B1;
}

/// The canonical leaf with sign `Self` and magnitude `M` (zero is always `U0`).
pub trait SignedMag<M> {
    /// The leaf.
    type Output: StaticInt;
}

impl<M: Unsigned + StaticInt> SignedMag<M> for B0 {
    type Output = M;
}

impl SignedMag<UTerm> for B1 {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit> SignedMag<UInt<U, B>> for B1
where
    UInt<U, B>: NonZero,
{
    type Output = NInt<UInt<U, B>>;
}

/// The leaf with sign bit `N` and magnitude `M`.
pub type Signed<N, M> = <N as SignedMag<M>>::Output;

/// A typenum bit with its conjunction as a generic associated type (no where-clauses needed).
pub trait Flag: Bit {
    /// `Self && X`
    type And<X: Flag>: Flag;
}

impl Flag for B1 {
    type And<X: Flag> = X;
}

impl Flag for B0 {
    type And<X: Flag> = B0;
}

/// Type-level conditional: `B1` selects `T`, `B0` selects `F`.
pub trait If<T, F> {
    /// The selected type.
    type Output;
}

impl<T, F> If<T, F> for B1 {
    type Output = T;
}

impl<T, F> If<T, F> for B0 {
    type Output = F;
}

/// `T` if `C` is `B1`, else `F`.
pub type IfThen<C, T, F> = <C as If<T, F>>::Output;

/// A run-time integer leaf of a shape, a stride or a coordinate (CuTe's `int`, printed without
/// the underscore: `300`). A layout stores exactly its `Dyn` leaves; its static leaves are
/// typenum integers and take no space.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Dyn;
/// let (m, k) = (300, 200);
/// let a = Layout::from_parts((Dyn(m), Dyn(k)), (U1::new(), Dyn(m)));
/// assert_eq!(a.to_string(), "(300,200):(_1,300)");
/// assert_eq!(core::mem::size_of_val(&a), 3 * 8);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyn(pub i64);

/// A run-time leaf's value back as an integer: `i64::from(d)`, `usize::try_from(d)`.
///
/// ```
/// use cute_layout::Dyn;
/// assert_eq!(i64::from(Dyn(-3)), -3);
/// assert_eq!(usize::try_from(Dyn(12)), Ok(12));
/// assert!(usize::try_from(Dyn(-1)).is_err());
/// ```
impl From<Dyn> for i64 {
    fn from(d: Dyn) -> i64 {
        d.0
    }
}

impl TryFrom<Dyn> for usize {
    type Error = core::num::TryFromIntError;
    fn try_from(d: Dyn) -> Result<usize, Self::Error> {
        usize::try_from(d.0)
    }
}

impl fmt::Display for Dyn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// `Dyn` from the integer types that always fit in 64 bits, and, saturating at `i64::MAX` (no
/// layout reaches it), from the unsigned ones that may not.
macro_rules! dyn_from {
    (exact: $($t:ty),*; saturating: $($u:ty),*) => {
        $(impl From<$t> for Dyn {
            fn from(v: $t) -> Dyn {
                Dyn(v.into())
            }
        })*
        $(impl From<$u> for Dyn {
            /// Saturates at `i64::MAX` (no layout reaches it).
            fn from(v: $u) -> Dyn {
                Dyn(i64::try_from(v).unwrap_or(i64::MAX))
            }
        })*
    };
}
dyn_from!(exact: i64, i32, u32; saturating: usize, u64);

/// A stride computed from an offset (`isize`, as [`offset`](crate::Layout::offset) returns
/// it, negative for a reversed mode) goes back into a layout.
///
/// ```
/// use cute_layout::prelude::*;
/// let s: isize = -4;
/// assert_eq!(make_layout!((_4, _4):(_1, s)).to_string(), "(_4,_4):(_1,-4)");
/// let n: u32 = 6;
/// assert_eq!(make_layout!((n, _2):(_2, _1)).to_string(), "(6,_2):(_2,_1)");
/// ```
impl From<isize> for Dyn {
    /// Saturates where `isize` is wider than 64 bits (no layout reaches it).
    fn from(v: isize) -> Dyn {
        Dyn(i64::try_from(v).unwrap_or(if v < 0 { i64::MIN } else { i64::MAX }))
    }
}
