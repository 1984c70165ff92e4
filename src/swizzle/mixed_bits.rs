//! CuTe's `make_mixed_bits` and the bitwise operators of [`MixedBits`]: which bits of the
//! result are static, and which are known only at run time, is computed by the compiler
//! (typenum's bit operations on `S` and `F`); the run-time bits are computed as CuTe computes
//! them. A result without run-time bits is the static integer itself, as in CuTe.

use core::ops::{BitAnd, BitOr, BitXor};

use typenum::{And, Diff, IsEqual, Or, Unsigned, B0, B1, U0};

use super::offset::MixedBits;

/// `A & !B` (typenum has no bitwise not): `A - (A & B)`.
type AndNot<A, B> = Diff<A, And<A, B>>;
/// CuTe's `new_f = f & ~s`: static bits take precedence over run-time ones.
type NewF<S, F> = AndNot<F, S>;
/// `B1` when no bit is left to run time.
type NoRunTimeBits<S, F> = <NewF<S, F> as IsEqual<U0>>::Output;

/// `make_mixed_bits::<S, F>(d)` as a type: [`MixedBits<S, F & !S>`](MixedBits), or the static
/// integer `S` when every bit of `F` is one of `S` (CuTe's `C<s>`). Implemented for the static
/// bits `Self` and the mask `F`, typenum unsigned integers.
#[diagnostic::on_unimplemented(
    message = "make_mixed_bits: the static bits `{Self}` and the mask `{F}` must be static unsigned integers",
    label = "CuTe's make_mixed_bits(C<s>{{}}, d, C<f>{{}}): pass `U2::new()`-style integers for s and f"
)]
pub trait MakeMixedBits<F> {
    /// The value's type.
    type Output: Copy;
    /// The value whose run-time bits are those of `d` under the mask.
    #[doc(hidden)]
    fn make(d: u32) -> Self::Output;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, F> MakeMixedBits<F> for S
where
    F: BitAnd<S>,
    And<F, S>: Unsigned,
    F: core::ops::Sub<And<F, S>>,
    NewF<S, F>: IsEqual<U0>,
    NoRunTimeBits<S, F>: Pick<S, NewF<S, F>>,
{
    type Output = <NoRunTimeBits<S, F> as Pick<S, NewF<S, F>>>::Output;
    #[inline(always)]
    fn make(d: u32) -> Self::Output {
        <NoRunTimeBits<S, F> as Pick<S, NewF<S, F>>>::make(d)
    }
}

/// The static integer (`B1`: no run-time bits) or the mixed bits (`B0`).
#[doc(hidden)]
pub trait Pick<S, F> {
    type Output: Copy;
    fn make(d: u32) -> Self::Output;
}
impl<S: Copy + Default, F> Pick<S, F> for B1 {
    type Output = S;
    fn make(_: u32) -> S {
        S::default()
    }
}
impl<S: Unsigned, F: Unsigned> Pick<S, F> for B0 {
    type Output = MixedBits<S, F>;
    fn make(d: u32) -> Self::Output {
        MixedBits::new(i64::from(d))
    }
}

/// CuTe's `make_mixed_bits(C<s>{}, d, C<f>{})`: the integer `s | (d & f)` whose bits under `f`
/// (and not in `s`) are known only at run time, a [`MixedBits`]; the static integer `s` when
/// `f` leaves no bit to run time.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::make_mixed_bits;
/// let a = make_mixed_bits(U2::new(), 5u32, U5::new());
/// assert_eq!(a.to_string(), "M_2|(5&5)=7");
/// let b = make_mixed_bits(U8::new(), 3u32, U3::new());
/// assert_eq!((a & b).to_string(), "M_0|(3&3)=3");
/// assert_eq!((a ^ b).to_string(), "M_8|(4&7)=12");
/// assert_eq!(u32::from(a | b), 15);
/// // Every bit of the mask is static: the static integer.
/// assert_eq!(make_mixed_bits(U2::new(), 5u32, U2::new()), U2::new());
/// ```
pub fn make_mixed_bits<S: MakeMixedBits<F>, F>(s: S, d: u32, f: F) -> S::Output {
    let _ = (s, f);
    S::make(d)
}

impl<S: Unsigned, F: Unsigned> From<MixedBits<S, F>> for u32 {
    /// CuTe's `uint32_t(m)`: the value `S | (d & F)`.
    fn from(m: MixedBits<S, F>) -> u32 {
        m.value() as u32
    }
}

/// The run-time bits as CuTe's `dynamic_int_`, a `u32`.
fn d<S: Unsigned, F: Unsigned>(m: &MixedBits<S, F>) -> u32 {
    m.dynamic_int() as u32
}

// `&`, `|`, `^` of two mixed values: the static bits and mask of CuTe's truth tables (typenum),
// then `make_mixed_bits` of the run-time bits.

type AndS<S0, S1> = And<S0, S1>;
type AndF<S0, F0, S1, F1> = Or<Or<And<S1, F0>, And<S0, F1>>, And<F0, F1>>;

impl<S0, F0, S1, F1> BitAnd<MixedBits<S1, F1>> for MixedBits<S0, F0>
where
    S0: Unsigned + BitAnd<S1> + BitAnd<F1>,
    F0: Unsigned + BitAnd<F1>,
    S1: Unsigned + BitAnd<F0>,
    F1: Unsigned,
    And<S1, F0>: BitOr<And<S0, F1>>,
    Or<And<S1, F0>, And<S0, F1>>: BitOr<And<F0, F1>>,
    AndS<S0, S1>: MakeMixedBits<AndF<S0, F0, S1, F1>>,
{
    type Output = <AndS<S0, S1> as MakeMixedBits<AndF<S0, F0, S1, F1>>>::Output;
    fn bitand(self, rhs: MixedBits<S1, F1>) -> Self::Output {
        let (d0, d1) = (d(&self), d(&rhs));
        let bits = (S1::U32 & F0::U32 & d0) | (S0::U32 & F1::U32 & d1) | (d0 & d1);
        <AndS<S0, S1> as MakeMixedBits<AndF<S0, F0, S1, F1>>>::make(bits)
    }
}

type OrS<S0, S1> = Or<S0, S1>;
type OrF<S0, F0, S1, F1> = Or<AndNot<F1, S0>, AndNot<F0, S1>>;

impl<S0, F0, S1, F1> BitOr<MixedBits<S1, F1>> for MixedBits<S0, F0>
where
    S0: Unsigned + BitOr<S1>,
    F0: Unsigned + BitAnd<S1>,
    S1: Unsigned,
    F1: Unsigned + BitAnd<S0>,
    F1: core::ops::Sub<And<F1, S0>>,
    F0: core::ops::Sub<And<F0, S1>>,
    AndNot<F1, S0>: BitOr<AndNot<F0, S1>>,
    OrS<S0, S1>: MakeMixedBits<OrF<S0, F0, S1, F1>>,
{
    type Output = <OrS<S0, S1> as MakeMixedBits<OrF<S0, F0, S1, F1>>>::Output;
    fn bitor(self, rhs: MixedBits<S1, F1>) -> Self::Output {
        let bits = (!S1::U32 & F0::U32 & d(&self)) | (!S0::U32 & F1::U32 & d(&rhs));
        <OrS<S0, S1> as MakeMixedBits<OrF<S0, F0, S1, F1>>>::make(bits)
    }
}

/// `(!S0 & S1 & !F0) | (S0 & !S1 & !F1)`.
type XorS<S0, F0, S1, F1> = Or<AndNot<AndNot<S1, S0>, F0>, AndNot<AndNot<S0, S1>, F1>>;
type XorF<F0, F1> = Or<F0, F1>;

impl<S0, F0, S1, F1> BitXor<MixedBits<S1, F1>> for MixedBits<S0, F0>
where
    S0: Unsigned + BitAnd<S1> + core::ops::Sub<And<S0, S1>>,
    S1: Unsigned + BitAnd<S0> + core::ops::Sub<And<S1, S0>>,
    F0: Unsigned + BitOr<F1>,
    F1: Unsigned,
    AndNot<S1, S0>: BitAnd<F0>,
    AndNot<S1, S0>: core::ops::Sub<And<AndNot<S1, S0>, F0>>,
    AndNot<S0, S1>: BitAnd<F1>,
    AndNot<S0, S1>: core::ops::Sub<And<AndNot<S0, S1>, F1>>,
    AndNot<AndNot<S1, S0>, F0>: BitOr<AndNot<AndNot<S0, S1>, F1>>,
    XorS<S0, F0, S1, F1>: MakeMixedBits<XorF<F0, F1>>,
{
    type Output = <XorS<S0, F0, S1, F1> as MakeMixedBits<XorF<F0, F1>>>::Output;
    fn bitxor(self, rhs: MixedBits<S1, F1>) -> Self::Output {
        let bits = (S0::U32 | d(&self)) ^ (S1::U32 | d(&rhs));
        <XorS<S0, F0, S1, F1> as MakeMixedBits<XorF<F0, F1>>>::make(bits)
    }
}

// The same with a static integer on the right (CuTe's `m & C<s>{}`, ...).

impl<S0, F0, T> BitAnd<T> for MixedBits<S0, F0>
where
    S0: Unsigned + BitAnd<T>,
    F0: Unsigned + BitAnd<T>,
    T: Unsigned,
    And<S0, T>: MakeMixedBits<And<F0, T>>,
{
    type Output = <And<S0, T> as MakeMixedBits<And<F0, T>>>::Output;
    fn bitand(self, _: T) -> Self::Output {
        <And<S0, T> as MakeMixedBits<And<F0, T>>>::make(d(&self))
    }
}

impl<S0, F0, T> BitOr<T> for MixedBits<S0, F0>
where
    S0: Unsigned + BitOr<T>,
    F0: Unsigned + BitAnd<T> + core::ops::Sub<And<F0, T>>,
    T: Unsigned,
    Or<S0, T>: MakeMixedBits<AndNot<F0, T>>,
{
    type Output = <Or<S0, T> as MakeMixedBits<AndNot<F0, T>>>::Output;
    fn bitor(self, _: T) -> Self::Output {
        <Or<S0, T> as MakeMixedBits<AndNot<F0, T>>>::make(d(&self))
    }
}

/// `(!S0 & S1 & !F0) | (S0 & !S1)`.
type XorStaticS<S0, F0, S1> = Or<AndNot<AndNot<S1, S0>, F0>, AndNot<S0, S1>>;

impl<S0, F0, T> BitXor<T> for MixedBits<S0, F0>
where
    S0: Unsigned + BitAnd<T> + core::ops::Sub<And<S0, T>>,
    F0: Unsigned,
    T: BitAnd<S0> + core::ops::Sub<And<T, S0>>,
    T: Unsigned,
    AndNot<T, S0>: BitAnd<F0> + core::ops::Sub<And<AndNot<T, S0>, F0>>,
    AndNot<AndNot<T, S0>, F0>: BitOr<AndNot<S0, T>>,
    XorStaticS<S0, F0, T>: MakeMixedBits<F0>,
{
    type Output = <XorStaticS<S0, F0, T> as MakeMixedBits<F0>>::Output;
    fn bitxor(self, _: T) -> Self::Output {
        let bits = (S0::U32 | d(&self)) ^ T::U32;
        <XorStaticS<S0, F0, T> as MakeMixedBits<F0>>::make(bits)
    }
}
