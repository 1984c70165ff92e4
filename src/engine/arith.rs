//! Leaf arithmetic of the mixed algorithms, with CuTe's static-ness: static op static is static
//! (typenum arithmetic); anything with a run-time operand is a run-time expression, except that
//! a static `_0` absorbs (`_0 * m`, `m * _0`, `_0 / m`, `_0 % m` are `_0`) and `m % _1` is `_0`.

use core::ops::{Add, Sub};

use typenum::{Bit, NInt, NonZero, PInt, UInt, UTerm, Unsigned, B0, B1, Z0};

use super::expr::{ops, Bin, Lit, Sym, Un};
use crate::int::Flag;
use crate::int::{DivRem, If, IfThen, IntEq, IntLess, MagEq, MulSigned, StaticInt, UMul};

/// The expression of a leaf: a static `N` is `Lit<N>`, a run-time `Sym<X>` is `X`.
pub trait ExprOf {
    /// The expression.
    type Output;
}

crate::arity::for_leaves_unbounded!([] ExprOf { type Output = Lit<Self>; });

impl<X> ExprOf for Sym<X> {
    type Output = X;
}

/// `B1` for a static leaf, `B0` for a run-time one.
pub trait IsStatic {
    /// The bit.
    type Output: Bit;
}

crate::arity::for_leaves_unbounded!([] IsStatic { type Output = B1; });

impl<X> IsStatic for Sym<X> {
    type Output = B0;
}

/// `B1` when both leaves are static and equal (CuTe's `is_constant<a, B>` tests); a run-time
/// leaf is never known equal to anything.
pub trait StaticEq<B> {
    /// The bit.
    type Output: Bit;
}

macro_rules! static_eq_impls {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__R: StaticInt, $($g)*> StaticEq<__R> for $t where $t: IntEq<__R> {
            type Output = <$t as IntEq<__R>>::Output;
        }
        impl<__X, $($g)*> StaticEq<Sym<__X>> for $t {
            type Output = B0;
        }
    )*};
}

static_eq_impls!(
    [] UTerm,
    [U: Unsigned + NonZero] NInt<U>
);

// A positive leaf by the other's constructor: against a positive one the magnitudes decide at
// once (equality of extents and strides, the usual case), against any other it is `B0`.
impl<U, B, R, RB> StaticEq<UInt<R, RB>> for UInt<U, B>
where
    Self: MagEq<UInt<R, RB>>,
{
    type Output = <Self as MagEq<UInt<R, RB>>>::Output;
}

impl<U, B> StaticEq<UTerm> for UInt<U, B> {
    type Output = B0;
}

impl<U, B, N: Unsigned + NonZero> StaticEq<NInt<N>> for UInt<U, B> {
    type Output = B0;
}

impl<U, B, X> StaticEq<Sym<X>> for UInt<U, B> {
    type Output = B0;
}

impl<X, R> StaticEq<R> for Sym<X> {
    type Output = B0;
}

/// `B1` when the static leaf `Self` is less than the static leaf `B`.
pub type Less<A, B> = <A as IntLess<B>>::Output;

// ---------------------------------------------------------------------------------------------
// Static arithmetic (typenum), with signs
// ---------------------------------------------------------------------------------------------

/// A static leaf as a typenum signed integer.
pub trait ToInteger {
    /// `Z0`, `PInt<U>` or `NInt<U>`.
    type Output;
}

impl ToInteger for UTerm {
    type Output = Z0;
}

impl<U: Unsigned, B: Bit> ToInteger for UInt<U, B> {
    type Output = PInt<UInt<U, B>>;
}

impl<U: Unsigned + NonZero> ToInteger for NInt<U> {
    type Output = NInt<U>;
}

/// A typenum signed integer as a static leaf.
pub trait FromInteger {
    /// `UTerm`, `UInt` or `NInt`.
    type Output: StaticInt;
}

impl FromInteger for Z0 {
    type Output = UTerm;
}

impl<U: Unsigned + NonZero + StaticInt> FromInteger for PInt<U> {
    type Output = U;
}

impl<U: Unsigned + NonZero> FromInteger for NInt<U> {
    type Output = NInt<U>;
}

type Int<A> = <A as ToInteger>::Output;
type Leaf<I> = <I as FromInteger>::Output;

/// The static result of operator `O` on two static leaves.
pub trait StaticOp<O, B> {
    /// The result.
    type Output;
}

/// Operator `O` on two positive operands (extents and strides, the usual case): typenum's
/// unsigned form at once, `<A as Trait<B>>::Out`.
macro_rules! positive_operands {
    ($($op:ident: $($tr:ident)::+ => $out:ident;)*) => {$(
        impl<U, X, R, RX> StaticOp<ops::$op, UInt<R, RX>> for UInt<U, X>
        where
            Self: $($tr)::+<UInt<R, RX>>,
        {
            type Output = <Self as $($tr)::+<UInt<R, RX>>>::$out;
        }
    )*};
}

// Products by the operands' constructors: two positive operands multiply their magnitudes at
// once, the rest takes the signed product.
positive_operands! { Mul: UMul => Output; }

macro_rules! signed_product {
    ($([$($g:tt)*] $a:ty, $b:ty;)*) => {$(
        impl<$($g)*> StaticOp<ops::Mul, $b> for $a
        where
            $a: crate::int::IntMul<$b>,
        {
            type Output = MulSigned<$a, $b>;
        }
    )*};
}
crate::int::with_pairs_not_both_positive!(signed_product);

/// `A O B` in typenum's signed integers: the path of the sums and differences that may be
/// negative.
pub trait SignedOp<O, B> {
    /// The result.
    type Output;
}

impl<A: ToInteger, B: ToInteger> SignedOp<ops::Add, B> for A
where
    Int<A>: Add<Int<B>>,
    <Int<A> as Add<Int<B>>>::Output: FromInteger,
{
    type Output = Leaf<<Int<A> as Add<Int<B>>>::Output>;
}

impl<A: ToInteger, B: ToInteger> SignedOp<ops::Sub, B> for A
where
    Int<A>: Sub<Int<B>>,
    <Int<A> as Sub<Int<B>>>::Output: FromInteger,
{
    type Output = Leaf<<Int<A> as Sub<Int<B>>>::Output>;
}

// Sums and differences by the operands' constructors: non-negative results of non-negative
// operands stay in typenum's unsigned arithmetic (one step for a zero operand or `x - 1`), the
// rest takes the signed path.

impl<B: StaticInt> StaticOp<ops::Add, B> for UTerm {
    type Output = B;
}

impl<U, X> StaticOp<ops::Add, UTerm> for UInt<U, X> {
    type Output = Self;
}

positive_operands! { Add: Add => Output; }

impl<U: Unsigned, X: Bit, N: Unsigned + NonZero> StaticOp<ops::Add, NInt<N>> for UInt<U, X>
where
    Self: SignedOp<ops::Add, NInt<N>>,
{
    type Output = <Self as SignedOp<ops::Add, NInt<N>>>::Output;
}

impl<N: Unsigned + NonZero, B> StaticOp<ops::Add, B> for NInt<N>
where
    Self: SignedOp<ops::Add, B>,
{
    type Output = <Self as SignedOp<ops::Add, B>>::Output;
}

impl StaticOp<ops::Sub, UTerm> for UTerm {
    type Output = UTerm;
}

impl<U: Unsigned, X: Bit> StaticOp<ops::Sub, UInt<U, X>> for UTerm
where
    UInt<U, X>: NonZero,
{
    type Output = NInt<UInt<U, X>>;
}

impl<N: Unsigned + NonZero> StaticOp<ops::Sub, NInt<N>> for UTerm {
    type Output = N;
}

impl<U: Unsigned, X: Bit> StaticOp<ops::Sub, UTerm> for UInt<U, X> {
    type Output = Self;
}

impl<U, X> StaticOp<ops::Sub, UInt<UTerm, B1>> for UInt<U, X>
where
    Self: Sub<B1>,
{
    type Output = typenum::Sub1<Self>;
}

impl<U: Unsigned, X: Bit, R: Unsigned, RX: Bit, RY: Bit> StaticOp<ops::Sub, UInt<UInt<R, RX>, RY>>
    for UInt<U, X>
where
    Self: SignedOp<ops::Sub, UInt<UInt<R, RX>, RY>>,
{
    type Output = <Self as SignedOp<ops::Sub, UInt<UInt<R, RX>, RY>>>::Output;
}

impl<U: Unsigned, X: Bit, N: Unsigned + NonZero> StaticOp<ops::Sub, NInt<N>> for UInt<U, X>
where
    Self: Add<N>,
{
    type Output = typenum::Sum<Self, N>;
}

impl<N: Unsigned + NonZero, B> StaticOp<ops::Sub, B> for NInt<N>
where
    Self: SignedOp<ops::Sub, B>,
{
    type Output = <Self as SignedOp<ops::Sub, B>>::Output;
}

/// Truncating division and remainder of two leaves of any sign: the magnitudes' quotient with
/// the sign of `A * B`, the magnitudes' remainder with the sign of `A`.
pub trait SignedDiv<B> {
    /// `A / B`
    type Quot;
    /// `A % B`
    type Rem;
}

impl<A: StaticInt, B: StaticInt> SignedDiv<B> for A
where
    A::Mag: DivRem<B::Mag>,
    A::Neg: core::ops::BitXor<B::Neg>,
    <A::Neg as core::ops::BitXor<B::Neg>>::Output:
        crate::int::SignedMag<<A::Mag as DivRem<B::Mag>>::Quot>,
    A::Neg: crate::int::SignedMag<<A::Mag as DivRem<B::Mag>>::Rem>,
{
    type Quot = crate::int::Signed<
        <A::Neg as core::ops::BitXor<B::Neg>>::Output,
        <A::Mag as DivRem<B::Mag>>::Quot,
    >;
    type Rem = crate::int::Signed<A::Neg, <A::Mag as DivRem<B::Mag>>::Rem>;
}

// Division and remainder by the operands' constructors: `0 / b` and `0 % b` are 0, two
// positive operands divide as typenum unsigned values (the usual case: extents and strides),
// a negative operand takes the signed path.

impl<B: StaticInt> StaticOp<ops::Div, B> for UTerm {
    type Output = UTerm;
}

impl<B: StaticInt> StaticOp<ops::Rem, B> for UTerm {
    type Output = UTerm;
}

positive_operands! {
    Div: DivRem => Quot;
    Rem: DivRem => Rem;
}

macro_rules! signed_division {
    ($([$($g:tt)*] $a:ty, $b:ty;)*) => {$(
        impl<$($g)*> StaticOp<ops::Div, $b> for $a
        where
            $a: SignedDiv<$b>,
        {
            type Output = <$a as SignedDiv<$b>>::Quot;
        }
        impl<$($g)*> StaticOp<ops::Rem, $b> for $a
        where
            $a: SignedDiv<$b>,
        {
            type Output = <$a as SignedDiv<$b>>::Rem;
        }
    )*};
}
signed_division! {
    [U: Unsigned, X: Bit] UInt<U, X>, UTerm;
    [U: Unsigned, X: Bit, N: Unsigned + NonZero] UInt<U, X>, NInt<N>;
    [N: Unsigned + NonZero, B: StaticInt] NInt<N>, B;
}

// `ceil_div(a, b)` of two positive operands, by the constructors: quotient-plus-one-if-remainder
// at once.
positive_operands! { CeilDiv: crate::int::CeilDiv => Output; }

/// `ceil_div(a, b) = (a + b - 1) / b` for the other operands, C++'s truncating division:
/// [`CeilBySign`] on the signs.
macro_rules! ceil_by_signs {
    ($([$($g:tt)*] $a:ty, $b:ty;)*) => {$(
        impl<$($g)*> StaticOp<ops::CeilDiv, $b> for $a
        where
            (<$a as StaticInt>::Neg, <$b as StaticInt>::Neg): CeilBySign<$a, $b>,
        {
            type Output =
                <(<$a as StaticInt>::Neg, <$b as StaticInt>::Neg) as CeilBySign<$a, $b>>::Output;
        }
    )*};
}
crate::int::with_pairs_not_both_positive!(ceil_by_signs);

/// `ceil_div(A, B)` by (sign of `A`, sign of `B`): two non-negative operands (the common case:
/// extents and magnitudes) take quotient-plus-one-if-remainder on the magnitudes, anything else
/// CuTe's formula `(a + b - 1) / b` in signed typenum arithmetic.
pub trait CeilBySign<A, B> {
    /// The result.
    type Output;
}

impl<A: StaticInt, B: StaticInt> CeilBySign<A, B> for (typenum::B0, typenum::B0)
where
    A::Mag: crate::int::CeilDiv<B::Mag>,
{
    type Output = <A::Mag as crate::int::CeilDiv<B::Mag>>::Output;
}

macro_rules! ceil_by_formula {
    ($($a:ident $b:ident),*) => {$(
        impl<A, B> CeilBySign<A, B> for (typenum::$a, typenum::$b)
        where
            A: SignedOp<ops::Add, B>,
            <A as SignedOp<ops::Add, B>>::Output: SignedOp<ops::Sub, typenum::U1>,
            <<A as SignedOp<ops::Add, B>>::Output as SignedOp<ops::Sub, typenum::U1>>::Output:
                StaticOp<ops::Div, B>,
        {
            type Output = <<<A as SignedOp<ops::Add, B>>::Output as SignedOp<
                ops::Sub,
                typenum::U1,
            >>::Output as StaticOp<ops::Div, B>>::Output;
        }
    )*};
}
ceil_by_formula!(B0 B1, B1 B0, B1 B1);

impl<A: IntLess<B>, B: StaticInt> StaticOp<ops::Min, B> for A
where
    Less<A, B>: If<A, B>,
{
    type Output = IfThen<Less<A, B>, A, B>;
}

impl<A: IntLess<B>, B: StaticInt> StaticOp<ops::Max, B> for A
where
    Less<A, B>: If<B, A>,
{
    type Output = IfThen<Less<A, B>, B, A>;
}

// ---------------------------------------------------------------------------------------------
// Mixed arithmetic
// ---------------------------------------------------------------------------------------------

/// `Self O B` on leaves (static or run-time), with CuTe's static-ness.
pub trait Arith<O, B> {
    /// The result leaf.
    type Output;
}

/// `A O B` on leaves.
pub type Ar<O, A, B> = <A as Arith<O, B>>::Output;
/// `A * B`
pub type LMul<A, B> = Ar<ops::Mul, A, B>;
/// `A + B`
pub type LAdd<A, B> = Ar<ops::Add, A, B>;
/// `A - B`
pub type LSub<A, B> = Ar<ops::Sub, A, B>;
/// `A / B` (truncating)
pub type LDiv<A, B> = Ar<ops::Div, A, B>;
/// `A % B` (truncating)
pub type LRem<A, B> = Ar<ops::Rem, A, B>;
/// `ceil_div(A, B)`
pub type LCeilDiv<A, B> = Ar<ops::CeilDiv, A, B>;
/// `min(A, B)`
pub type LMin<A, B> = Ar<ops::Min, A, B>;

/// Run-time op run-time.
impl<O, X, Y> Arith<O, Sym<Y>> for Sym<X> {
    type Output = Sym<Bin<O, X, Y>>;
}

/// Static op static: typenum.
macro_rules! static_static {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__O, __R: StaticInt, $($g)*> Arith<__O, __R> for $t
        where
            $t: StaticOp<__O, __R>,
        {
            type Output = <$t as StaticOp<__O, __R>>::Output;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(static_static);

/// The run-time result `Sym<Bin<O, A, B>>` of two leaf expressions.
type Dynamic<O, A, B> = Sym<Bin<O, <A as ExprOf>::Output, <B as ExprOf>::Output>>;

/// What a static `_0` does on the left of a run-time leaf: `_0 * m`, `_0 / m`, `_0 % m` are
/// `_0`; `_0 + m` etc. are run-time.
pub trait ZeroLeft<Y> {
    /// The result.
    type Output;
}

macro_rules! absorbing {
    ($($o:ident: $out:ty),*) => {$(
        impl<Y> ZeroLeft<Y> for ops::$o {
            type Output = $out;
        }
    )*};
}
absorbing!(
    Mul: UTerm,
    Div: UTerm,
    Rem: UTerm,
    Add: Dynamic<ops::Add, UTerm, Sym<Y>>,
    Sub: Dynamic<ops::Sub, UTerm, Sym<Y>>,
    CeilDiv: Dynamic<ops::CeilDiv, UTerm, Sym<Y>>,
    Min: Dynamic<ops::Min, UTerm, Sym<Y>>,
    Max: Dynamic<ops::Max, UTerm, Sym<Y>>
);

impl<O: ZeroLeft<Y>, Y> Arith<O, Sym<Y>> for UTerm {
    type Output = O::Output;
}

impl<O, Y, U: Unsigned, B: Bit> Arith<O, Sym<Y>> for UInt<U, B> {
    type Output = Dynamic<O, Self, Sym<Y>>;
}

impl<O, Y, U: Unsigned + NonZero> Arith<O, Sym<Y>> for NInt<U> {
    type Output = Dynamic<O, Self, Sym<Y>>;
}

/// What a static leaf `Self` on the right of a run-time leaf `Sym<X>` gives under `O`:
/// `m * _0` is `_0`, `m % _1` and `m % _-1` are `_0`; the rest is run-time.
pub trait RightStatic<O, X> {
    /// The result.
    type Output;
}

impl<O: RightZero<X>, X> RightStatic<O, X> for UTerm {
    type Output = O::Output;
}

impl<O: RightOne<X, UInt<UTerm, B1>>, X> RightStatic<O, X> for UInt<UTerm, B1> {
    type Output = O::Output;
}

impl<O, X, U: Unsigned, B: Bit, B2: Bit> RightStatic<O, X> for UInt<UInt<U, B>, B2> {
    type Output = Dynamic<O, Sym<X>, Self>;
}

impl<O: RightOne<X, NInt<UInt<UTerm, B1>>>, X> RightStatic<O, X> for NInt<UInt<UTerm, B1>> {
    type Output = O::Output;
}

impl<O, X, U: Unsigned, B: Bit, B2: Bit> RightStatic<O, X> for NInt<UInt<UInt<U, B>, B2>> {
    type Output = Dynamic<O, Sym<X>, Self>;
}

/// `m O _0`.
pub trait RightZero<X> {
    /// The result.
    type Output;
}

/// `m O _1` (or `_-1`, the leaf `N`).
pub trait RightOne<X, N> {
    /// The result.
    type Output;
}

macro_rules! right_rules {
    ($($o:ident: $zero:ty, $one:ty;)*) => {$(
        impl<X> RightZero<X> for ops::$o {
            type Output = $zero;
        }
        impl<X, N: ExprOf> RightOne<X, N> for ops::$o {
            type Output = $one;
        }
    )*};
}
right_rules!(
    Mul: UTerm, Dynamic<ops::Mul, Sym<X>, N>;
    Div: Dynamic<ops::Div, Sym<X>, UTerm>, Dynamic<ops::Div, Sym<X>, N>;
    Rem: Dynamic<ops::Rem, Sym<X>, UTerm>, UTerm;
    Add: Dynamic<ops::Add, Sym<X>, UTerm>, Dynamic<ops::Add, Sym<X>, N>;
    Sub: Dynamic<ops::Sub, Sym<X>, UTerm>, Dynamic<ops::Sub, Sym<X>, N>;
    CeilDiv: Dynamic<ops::CeilDiv, Sym<X>, UTerm>, Dynamic<ops::CeilDiv, Sym<X>, N>;
    Min: Dynamic<ops::Min, Sym<X>, UTerm>, Dynamic<ops::Min, Sym<X>, N>;
    Max: Dynamic<ops::Max, Sym<X>, UTerm>, Dynamic<ops::Max, Sym<X>, N>;
);

macro_rules! sym_static {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__O, __X, $($g)*> Arith<__O, $t> for Sym<__X>
        where
            $t: RightStatic<__O, __X>,
        {
            type Output = <$t as RightStatic<__O, __X>>::Output;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(sym_static);

/// `|a|` and `signum(a)` of a leaf, as static as `a`.
pub trait Unary<O> {
    /// The result.
    type Output;
}

impl<O, X> Unary<O> for Sym<X> {
    type Output = Sym<Un<O, X>>;
}

crate::arity::for_leaves!([] Unary<ops::Abs> { type Output = <Self as StaticInt>::Mag; });

impl Unary<ops::Signum> for UTerm {
    type Output = UTerm;
}

impl<U: Unsigned, B: Bit> Unary<ops::Signum> for UInt<U, B> {
    type Output = typenum::U1;
}

impl<U: Unsigned + NonZero> Unary<ops::Signum> for NInt<U> {
    type Output = typenum::N1;
}

/// `|A|`
pub type LAbs<A> = <A as Unary<ops::Abs>>::Output;
/// `signum(A)`
pub type LSignum<A> = <A as Unary<ops::Signum>>::Output;

/// A positive static leaf, as [`LeafClass`] classes a stride.
pub struct Pos;

/// What the engines' shortcuts need to know of a leaf, by its constructor alone (one step):
/// - `Stride`: [`B1`] for a static `_0`, [`Pos`] for a positive static, [`B0`] otherwise;
/// - `StaticWide`: `B1` for a static `_2` or more;
/// - `Wide`: `B1` for a static `_2` or more or a run-time leaf;
/// - `One`: `B1` for a static `_1` (one step, where comparing with `_1` walks the bits).
///
/// Tuples (`C`, `E`) are none of these.
pub trait LeafClass {
    /// As a stride.
    type Stride;
    /// As a static extent.
    type StaticWide: Flag;
    /// As an extent, static or not.
    type Wide: Flag;
    /// Is a static `_1`.
    type One: Flag;
}

macro_rules! leaf_classes {
    ($([$($g:tt)*] $t:ty => $stride:ty, $static_wide:ty, $wide:ty, $one:ty;)*) => {$(
        impl<$($g)*> LeafClass for $t {
            type Stride = $stride;
            type StaticWide = $static_wide;
            type Wide = $wide;
            type One = $one;
        }
    )*};
}
leaf_classes! {
    [] UTerm => B1, B0, B0, B0;
    [] UInt<UTerm, B1> => Pos, B0, B0, B1;
    [] UInt<UTerm, B0> => Pos, B0, B0, B0;
    [U, X, Y] UInt<UInt<U, X>, Y> => Pos, B1, B1, B0;
    [U: Unsigned + NonZero] NInt<U> => B0, B0, B0, B0;
    [X] Sym<X> => B0, B0, B1, B0;
    [] crate::list::E => B0, B0, B0, B0;
    [H, T] crate::list::C<H, T> => B0, B0, B0, B0;
}
