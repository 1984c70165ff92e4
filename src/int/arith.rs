//! Arithmetic of static integers: products of any sign, and quotients, remainders and
//! ceilings of non-negative values, fast for the values layouts use.

use core::ops::Mul;

use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned, B0, B1};

use super::cmp::MagLess;
use super::{Signed, SignedMag, StaticInt};

/// Product of two leaves of any sign.
pub trait IntMul<Rhs: StaticInt>: StaticInt {
    /// `Self * Rhs`.
    type Output: StaticInt;
}

// One impl per pair of constructors (signs decided by the constructors, not by projections);
// the magnitudes multiply in [`UMul`], which shortcuts the factors 0 and 1.
impl<R: StaticInt> IntMul<R> for UTerm {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit> IntMul<UTerm> for UInt<U, B> {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit, R: Unsigned, RB: Bit> IntMul<UInt<R, RB>> for UInt<U, B>
where
    Self: UMul<UInt<R, RB>>,
    <Self as UMul<UInt<R, RB>>>::Output: StaticInt,
{
    type Output = <Self as UMul<UInt<R, RB>>>::Output;
}

impl<U: Unsigned, B: Bit, N: Unsigned + NonZero> IntMul<NInt<N>> for UInt<U, B>
where
    Self: UMul<N>,
    B1: SignedMag<<Self as UMul<N>>::Output>,
{
    type Output = Signed<B1, <Self as UMul<N>>::Output>;
}

impl<N: Unsigned + NonZero> IntMul<UTerm> for NInt<N> {
    type Output = UTerm;
}

impl<N: Unsigned + NonZero + UMul<UInt<U, B>>, U: Unsigned, B: Bit> IntMul<UInt<U, B>> for NInt<N>
where
    B1: SignedMag<<N as UMul<UInt<U, B>>>::Output>,
{
    type Output = Signed<B1, <N as UMul<UInt<U, B>>>::Output>;
}

impl<N: Unsigned + NonZero + UMul<M>, M: Unsigned + NonZero> IntMul<NInt<M>> for NInt<N>
where
    <N as UMul<M>>::Output: StaticInt,
{
    type Output = <N as UMul<M>>::Output;
}

/// `Self * R` for typenum unsigned values: 0 and 1 as either factor cost one step, each factor
/// of two one more, and what is left (two odd factors) is typenum's product.
pub trait UMul<R> {
    /// The product.
    type Output: Unsigned;
}

impl<R> UMul<R> for UTerm {
    type Output = UTerm;
}

impl<U, B, X> UMul<UTerm> for UInt<UInt<U, B>, X> {
    type Output = UTerm;
}

impl<R: Unsigned> UMul<R> for UInt<UTerm, B1> {
    type Output = R;
}

impl<U: Unsigned, B: Bit, X: Bit> UMul<UInt<UTerm, B1>> for UInt<UInt<U, B>, X> {
    type Output = Self;
}

// Factors of two come out as appended zero bits, one step each: the values of layouts are
// mostly powers of two times small odd numbers, and typenum's shift-and-add costs a full
// addition per set bit of its left operand.
impl<U, B, R, RB, RX> UMul<UInt<UInt<R, RB>, RX>> for UInt<UInt<U, B>, B0>
where
    UInt<U, B>: UMul<UInt<UInt<R, RB>, RX>>,
{
    type Output = UInt<<UInt<U, B> as UMul<UInt<UInt<R, RB>, RX>>>::Output, B0>;
}

impl<U, B, R, RB> UMul<UInt<UInt<R, RB>, B0>> for UInt<UInt<U, B>, B1>
where
    Self: UMul<UInt<R, RB>>,
{
    type Output = UInt<<Self as UMul<UInt<R, RB>>>::Output, B0>;
}

/// Two odd factors of 3 or more (once the factors of two are out, usually small): typenum's.
impl<U, B, R, RB> UMul<UInt<UInt<R, RB>, B1>> for UInt<UInt<U, B>, B1>
where
    Self: Mul<UInt<UInt<R, RB>, B1>>,
    typenum::Prod<Self, UInt<UInt<R, RB>, B1>>: Unsigned,
{
    type Output = typenum::Prod<Self, UInt<UInt<R, RB>, B1>>;
}

/// `Self * Rhs` for leaves of any sign.
pub type MulSigned<A, B> = <A as IntMul<B>>::Output;

/// The typenum unsigned `2r + b`: the bit `b` appended to `r` (kept canonical for `r = 0`).
pub trait PushBit<B> {
    /// `2 * Self + B`
    type Output: Unsigned;
}

impl PushBit<B0> for UTerm {
    type Output = UTerm;
}

impl PushBit<B1> for UTerm {
    type Output = UInt<UTerm, B1>;
}

impl<U: Unsigned, B: Bit, X: Bit> PushBit<X> for UInt<U, B> {
    type Output = UInt<UInt<U, B>, X>;
}

/// Quotient and remainder of `Self / D` (typenum unsigned values, `D > 0`).
#[diagnostic::on_unimplemented(
    message = "division by zero: this follows from another error of the same operation, which names its rule",
    label = "a division by zero here follows from another error"
)]
pub trait DivRem<D> {
    /// `Self / D`
    type Quot: Unsigned;
    /// `Self % D`
    type Rem: Unsigned;
}

/// Zero divided by anything: the halving of an even divisor stops as soon as the dividend is
/// used up (`4 / 256` takes three halvings, not eight).
impl<U, X> DivRem<UInt<U, X>> for UTerm {
    type Quot = UTerm;
    type Rem = UTerm;
}

/// An even divisor `2 d`: divide `A >> 1` by `d`, and put the low bit of `A` back on the
/// remainder.
impl<U, X, D> DivRem<UInt<D, B0>> for UInt<U, X>
where
    U: DivRem<D>,
    <U as DivRem<D>>::Rem: PushBit<X>,
{
    type Quot = <U as DivRem<D>>::Quot;
    type Rem = <<U as DivRem<D>>::Rem as PushBit<X>>::Output;
}

/// Division by one.
impl<U: Unsigned, X: Bit> DivRem<UInt<UTerm, B1>> for UInt<U, X> {
    type Quot = UInt<U, X>;
    type Rem = UTerm;
}

/// An odd divisor of 3 or more: binary long division, one bit of the dividend per step. With
/// `(q, r)` the quotient and remainder of the higher bits `U`, the remainder `2 r + X` is
/// below `2 D`, so one comparison with `D` gives the quotient's next bit and the remainder.
impl<U, X, D, B> DivRem<UInt<UInt<D, B>, B1>> for UInt<U, X>
where
    U: DivRem<UInt<UInt<D, B>, B1>>,
    <U as DivRem<UInt<UInt<D, B>, B1>>>::Rem: PushBit<X>,
    Doubled<U, X, UInt<UInt<D, B>, B1>>: MagLess<UInt<UInt<D, B>, B1>, B0>,
    <Doubled<U, X, UInt<UInt<D, B>, B1>> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output: NextBit<
        <U as DivRem<UInt<UInt<D, B>, B1>>>::Quot,
        Doubled<U, X, UInt<UInt<D, B>, B1>>,
        UInt<UInt<D, B>, B1>,
    >,
{
    type Quot = <<Doubled<U, X, UInt<UInt<D, B>, B1>> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output as NextBit<
        <U as DivRem<UInt<UInt<D, B>, B1>>>::Quot,
        Doubled<U, X, UInt<UInt<D, B>, B1>>,
        UInt<UInt<D, B>, B1>,
    >>::Quot;
    type Rem = <<Doubled<U, X, UInt<UInt<D, B>, B1>> as MagLess<UInt<UInt<D, B>, B1>, B0>>::Output as NextBit<
        <U as DivRem<UInt<UInt<D, B>, B1>>>::Quot,
        Doubled<U, X, UInt<UInt<D, B>, B1>>,
        UInt<UInt<D, B>, B1>,
    >>::Rem;
}

/// The remainder of the higher bits `U` by `D`, doubled, plus the bit `X`.
type Doubled<U, X, D> = <<U as DivRem<D>>::Rem as PushBit<X>>::Output;

/// One step of long division, by `R < D` (`Self`): the quotient so far `Q` gets its next bit,
/// `R` (below `2 D`) loses `D` where it reaches it.
pub trait NextBit<Q, R, D> {
    /// The quotient.
    type Quot: Unsigned;
    /// The remainder.
    type Rem: Unsigned;
}

impl<Q: PushBit<B0>, R: Unsigned, D> NextBit<Q, R, D> for B1 {
    type Quot = <Q as PushBit<B0>>::Output;
    type Rem = R;
}

impl<Q: PushBit<B1>, R: core::ops::Sub<D>, D> NextBit<Q, R, D> for B0
where
    typenum::Diff<R, D>: Unsigned,
{
    type Quot = <Q as PushBit<B1>>::Output;
    type Rem = typenum::Diff<R, D>;
}

/// `A / D`, fast for the values of layouts.
pub type Quotient<A, D> = <A as DivRem<D>>::Quot;
/// `A % D`, fast for the values of layouts.
pub type Remainder<A, D> = <A as DivRem<D>>::Rem;

/// `ceil(Self / D)` for typenum unsigned values, from one [`DivRem`].
pub trait CeilDiv<D> {
    /// `ceil(Self / D)`
    type Output: Unsigned;
}

impl<A: DivRem<D>, D> CeilDiv<D> for A
where
    A::Rem: RoundUp<A::Quot>,
{
    type Output = <A::Rem as RoundUp<A::Quot>>::Output;
}

/// `ceil(A / D)`
pub type Ceil<A, D> = <A as CeilDiv<D>>::Output;

/// The quotient `Q` rounded up by the remainder `Self`: `Q` for a zero remainder, `Q + 1`
/// otherwise (decided by the remainder's constructor, canonical in typenum).
pub trait RoundUp<Q> {
    /// `Q` or `Q + 1`.
    type Output: Unsigned;
}

impl<Q: Unsigned> RoundUp<Q> for UTerm {
    type Output = Q;
}

impl<U, B, Q: core::ops::Add<B1>> RoundUp<Q> for UInt<U, B>
where
    typenum::Add1<Q>: Unsigned,
{
    type Output = typenum::Add1<Q>;
}

#[cfg(test)]
mod tests {
    use super::{Ceil, Quotient, Remainder, UMul};
    use typenum::Unsigned;

    // Every pair of a grid of values (odd, even, powers of two, their products, zero) against
    // the machine's arithmetic; the grid covers each impl above, long division included.
    macro_rules! grid {
        ($check:ident: $($a:ident)*; $ds:tt) => {
            $( grid!(@row $check $a $ds); )*
        };
        (@row $check:ident $a:ident [$($d:ident)*]) => {
            $( $check!(typenum::$a, typenum::$d); )*
        };
    }

    macro_rules! product {
        ($a:ty, $d:ty) => {{
            let (a, d) = (<$a>::USIZE, <$d>::USIZE);
            assert_eq!(<$a as UMul<$d>>::Output::USIZE, a * d, "{a} * {d}");
        }};
    }

    macro_rules! quotient {
        ($a:ty, $d:ty) => {{
            let (a, d) = (<$a>::USIZE, <$d>::USIZE);
            assert_eq!(<Quotient<$a, $d>>::USIZE, a / d, "{a} / {d}");
            assert_eq!(<Remainder<$a, $d>>::USIZE, a % d, "{a} % {d}");
            assert_eq!(<Ceil<$a, $d>>::USIZE, a.div_ceil(d), "ceil({a} / {d})");
        }};
    }

    #[test]
    fn static_products_match_integers() {
        grid!(product:
            U0 U1 U2 U3 U4 U5 U6 U7 U8 U9 U12 U15 U16 U24 U31 U48 U63 U96 U255 U384 U1000;
            [U0 U1 U2 U3 U5 U6 U7 U9 U12 U15 U24 U37 U96 U127 U192 U1000]
        );
    }

    #[test]
    fn static_quotients_match_integers() {
        grid!(quotient:
            U0 U1 U2 U3 U4 U5 U6 U7 U8 U9 U10 U11 U12 U13 U15 U16 U17 U24 U31 U33 U48 U63 U64
            U96 U100 U127 U255 U256 U384 U1000 U1023 U1024 U4096 U65535;
            [U1 U2 U3 U4 U5 U6 U7 U9 U12 U15 U24 U37 U96 U127 U192 U1000]
        );
    }
}
