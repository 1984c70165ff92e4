//! Arithmetic with run-time leaves, as CuTe's `int` mixes with `Int<N>`: `+ - * / %` of a
//! [`Dyn`] with a `Dyn`, a static integer (typenum, either side) or an `i64` (either side; so
//! a literal, `d * 2`, is one) is a `Dyn`. Division and remainder truncate toward zero, as
//! C++'s do; a run-time zero divisor panics (CuTe's division by zero is undefined), and a
//! static `_0` divisor does not compile.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::{get, mode_size, Dyn};
//! let s = make_shape!((200usize, _128));
//! // CuTe: size<0>(s) % Int<128>{} is 72, get<0>(s) * 2 is 400, Int<128>{} / 4 is 32.
//! assert_eq!(mode_size::<U0, _>(&s) % U128::new(), Dyn(72));
//! assert_eq!((get::<U0, _>(s) * 2).to_string(), "400");
//! assert_eq!(U128::new() / Dyn(4), Dyn(32));
//! assert_eq!(Dyn(-7) / 2 + 1, Dyn(-2));
//! ```

use core::ops::{Add, Div, Mul, Rem, Sub};

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned};

use super::{Dyn, StaticInt};

macro_rules! dyn_ops {
    ($($op:ident $method:ident $sym:tt),*) => {$(
        impl $op for Dyn {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: Dyn) -> Dyn {
                Dyn(self.0 $sym rhs.0)
            }
        }

        // A static integer on the right (`size<0>(s) % Int<128>{}`) or on the left, one impl
        // per typenum constructor (a blanket impl would leave `d * 2`'s literal undecided).
        impl<U: Unsigned, B: Bit> $op<UInt<U, B>> for Dyn {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, _: UInt<U, B>) -> Dyn {
                Dyn(self.0 $sym <UInt<U, B> as StaticInt>::VALUE)
            }
        }
        impl<N: Unsigned + NonZero> $op<NInt<N>> for Dyn {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, _: NInt<N>) -> Dyn {
                Dyn(self.0 $sym <NInt<N> as StaticInt>::VALUE)
            }
        }
        impl $op<Dyn> for UTerm {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: Dyn) -> Dyn {
                Dyn(0 $sym rhs.0)
            }
        }
        impl<U: Unsigned, B: Bit> $op<Dyn> for UInt<U, B> {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: Dyn) -> Dyn {
                Dyn(<Self as StaticInt>::VALUE $sym rhs.0)
            }
        }
        impl<N: Unsigned + NonZero> $op<Dyn> for NInt<N> {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: Dyn) -> Dyn {
                Dyn(<Self as StaticInt>::VALUE $sym rhs.0)
            }
        }

        dyn_ops!(@plain $op $method $sym: i64);
    )*};
    (@plain $op:ident $method:ident $sym:tt: $($t:ty),*) => {$(
        impl $op<$t> for Dyn {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: $t) -> Dyn {
                Dyn(self.0 $sym Dyn::from(rhs).0)
            }
        }
        impl $op<Dyn> for $t {
            type Output = Dyn;
            #[inline(always)]
            #[track_caller]
            fn $method(self, rhs: Dyn) -> Dyn {
                Dyn(Dyn::from(self).0 $sym rhs.0)
            }
        }
    )*};
}

dyn_ops!(Add add +, Sub sub -, Mul mul *, Div div /, Rem rem %);

// A static 0 on the right adds, subtracts and multiplies; dividing by it does not compile.
macro_rules! by_static_zero {
    ($($op:ident $method:ident $sym:tt),*) => {$(
        impl $op<UTerm> for Dyn {
            type Output = Dyn;
            #[inline(always)]
            fn $method(self, _: UTerm) -> Dyn {
                Dyn(self.0 $sym 0)
            }
        }
    )*};
}
by_static_zero!(Add add +, Sub sub -, Mul mul *);
