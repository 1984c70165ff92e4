//! Right and left inverses.

use core::ops::Mul;

use crate::int::IsEqual;
use typenum::{B0, B1, U0, U1};

use crate::algebra::coalesce::detail::Coalescer;
use crate::int::{EqSigned, If, IfThen, IntEq, IntLess, IntMul, LessSigned, MulSigned, StaticInt};
use crate::layout::{Layout, ShapeStride};
use crate::list::{self, Append, Snoc, C, E};

operation! {
    /// CuTe's `right_inverse(layout)`: the largest layout `R` with `L(R(i)) == i` for every
    /// `i < size(R)`; `composition(L, R)` is the identity on `R`'s domain.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = RightInverse<layout!((4,2):(2,1))>;
    /// assert_eq!(R::default().to_string(), "(_2,_4):(_4,_1)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "right_inverse: `{Self}` is not a static layout",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait RightInverseOp { fn right_inverse(self) / try_right_inverse -> "right inverse"; }
    /// `right_inverse(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = RightInverse<layout!((4,2):(2,1))>;
    /// assert_eq!(R::default().to_string(), "(_2,_4):(_4,_1)");
    /// ```
    pub type RightInverse<L>;
}

operation! {
    /// CuTe's `left_inverse(layout)`: a layout `R` with `R(L(i)) == i` for every `i < size(L)`
    /// (when `L` is injective); `composition(R, L)` is the identity on `L`'s domain.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = LeftInverse<layout!(((8),5):((5),1))>;
    /// assert_eq!(R::default().to_string(), "(_5,_8):(_8,_1)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "left_inverse: `{Self}` is not a static layout",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LeftInverseOp { fn left_inverse(self) / try_left_inverse -> "left inverse"; }
    /// `left_inverse(L)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = LeftInverse<layout!(((8),5):((5),1))>;
    /// assert_eq!(R::default().to_string(), "(_5,_8):(_8,_1)");
    /// ```
    pub type LeftInverse<L>;
}

internal_op!(
    RightInverseOp,
    right_inverse / try_right_inverse,
    right_inverse,
    RightInv
);
internal_op!(
    LeftInverseOp,
    left_inverse / try_left_inverse,
    left_inverse,
    LeftInv
);

pub(crate) mod detail {
    use super::*;

    /// A mode of the coalesced layout: shape, stride, and the product of the shapes before it.
    pub struct Rec<S, D, P>(core::marker::PhantomData<(S, D, P)>);

    /// The modes of `coalesce(L)` as records, sorted by stride (CuTe's exchange sort).
    pub trait Sorted {
        type Modes;
    }

    impl<S, D> Sorted for Layout<S, D>
    where
        Layout<S, D>: Coalescer<B0>,
        <Layout<S, D> as Coalescer<B0>>::Output: ShapeStride,
        <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape:
            Records<<<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Stride, U1>,
        <<<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape as Records<
            <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Stride,
            U1,
        >>::Output: ExchangeSort,
    {
        type Modes = <<<<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape as Records<
            <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Stride,
            U1,
        >>::Output as ExchangeSort>::Output;
    }

    /// Records of a flat shape `Self` with stride `D`, prefix product starting at `P`.
    pub trait Records<D, P> {
        type Output;
    }

    crate::arity::for_leaves!([__D, __P] Records<__D, __P> {
        type Output = C<Rec<Self, __D, __P>, E>;
    });

    impl<P> Records<E, P> for E {
        type Output = E;
    }

    impl<H, T, DH, DT, P> Records<C<DH, DT>, P> for C<H, T>
    where
        P: Mul<H>,
        T: Records<DT, typenum::Prod<P, H>>,
    {
        type Output = C<Rec<H, DH, P>, <T as Records<DT, typenum::Prod<P, H>>>::Output>;
    }

    /// CuTe's `detail::SortByKey` (an exchange sort, not stable) by stride.
    pub trait ExchangeSort {
        type Output;
    }

    impl ExchangeSort for E {
        type Output = E;
    }

    impl<H, T: Pass<H>> ExchangeSort for C<H, T>
    where
        T::Rest: ExchangeSort,
    {
        type Output = C<T::Min, <T::Rest as ExchangeSort>::Output>;
    }

    /// One pass of the exchange sort: `Cur` is swapped with every later smaller element.
    pub trait Pass<Cur> {
        type Min;
        type Rest;
    }

    impl<Cur> Pass<Cur> for E {
        type Min = Cur;
        type Rest = E;
    }

    impl<Cur, X, T> Pass<Cur> for C<X, T>
    where
        X: Key,
        Cur: Key,
        X::Key: IntLess<Cur::Key>,
        LessSigned<X::Key, Cur::Key>: If<X, Cur> + If<Cur, X>,
        T: Pass<IfThen<LessSigned<X::Key, Cur::Key>, X, Cur>>,
    {
        type Min = <T as Pass<IfThen<LessSigned<X::Key, Cur::Key>, X, Cur>>>::Min;
        type Rest = C<
            IfThen<LessSigned<X::Key, Cur::Key>, Cur, X>,
            <T as Pass<IfThen<LessSigned<X::Key, Cur::Key>, X, Cur>>>::Rest,
        >;
    }

    pub trait Key {
        type Key: StaticInt;
    }

    impl<S, D: StaticInt, P> Key for Rec<S, D, P> {
        type Key = D;
    }

    /// Right inverse step: take a mode whose stride continues the contiguous run.
    pub struct RightStep;

    impl<RS, RD, Cur: StaticInt, S, D: StaticInt, P> list::Apply2<(RS, RD, Cur), Rec<S, D, P>>
        for RightStep
    where
        D: IntEq<Cur>,
        EqSigned<D, Cur>: RightTake<RS, RD, Cur, S, D, P>,
    {
        type Output = <EqSigned<D, Cur> as RightTake<RS, RD, Cur, S, D, P>>::Output;
    }

    pub trait RightTake<RS, RD, Cur, S, D, P> {
        type Output;
    }

    impl<RS, RD, Cur, S, D, P> RightTake<RS, RD, Cur, S, D, P> for B0 {
        type Output = (RS, RD, Cur);
    }

    impl<RS: Append<S>, RD: Append<P>, Cur, S: IntMul<D>, D: StaticInt, P>
        RightTake<RS, RD, Cur, S, D, P> for B1
    {
        type Output = (Snoc<RS, S>, Snoc<RD, P>, MulSigned<S, D>);
    }

    /// `right_inverse` on internal forms.
    pub trait RightInv {
        type Output;
    }

    impl<L: Sorted> RightInv for L
    where
        L::Modes: list::Fold<RightStep, (C<U1, E>, C<U0, E>, U1)>,
        <L::Modes as list::Fold<RightStep, (C<U1, E>, C<U0, E>, U1)>>::Output: Tuple2,
        <<L::Modes as list::Fold<RightStep, (C<U1, E>, C<U0, E>, U1)>>::Output as Tuple2>::Layout:
            Coalescer<B0>,
    {
        type Output = <<<L::Modes as list::Fold<RightStep, (C<U1, E>, C<U0, E>, U1)>>::Output as Tuple2>::Layout as Coalescer<B0>>::Output;
    }

    /// The result lists of a fold as a layout.
    pub trait Tuple2 {
        type Layout;
    }

    impl<RS, RD, X> Tuple2 for (RS, RD, X) {
        type Layout = Layout<RS, RD>;
    }

    impl<RS, RD> Tuple2 for (RS, RD) {
        type Layout = Layout<RS, RD>;
    }

    /// Left inverse step: skip stride 0; otherwise the stride must be a multiple of the size
    /// covered so far, and the new mode spans the gap.
    pub struct LeftStep;

    impl<RS, RD, S, D: StaticInt, P> list::Apply2<(RS, RD), Rec<S, D, P>> for LeftStep
    where
        D::Mag: IsEqual<U0>,
        crate::int::Eq<D::Mag, U0>: LeftTake<RS, RD, D, P>,
    {
        type Output = <crate::int::Eq<D::Mag, U0> as LeftTake<RS, RD, D, P>>::Output;
    }

    pub trait LeftTake<RS, RD, D, P> {
        type Output;
    }

    impl<RS, RD, D, P> LeftTake<RS, RD, D, P> for B1 {
        type Output = (RS, RD);
    }

    /// The size covered so far, `size(RS)`: negative after a negative stride (CuTe computes
    /// with signed integers and goes on).
    pub trait SignedSize {
        type Output: StaticInt;
    }

    impl SignedSize for E {
        type Output = U1;
    }

    impl<H: IntMul<T::Output>, T: SignedSize> SignedSize for C<H, T> {
        type Output = MulSigned<H, T::Output>;
    }

    type Size<RS> = <RS as SignedSize>::Output;
    /// The magnitude of the size covered so far.
    type Covered<RS> = <Size<RS> as StaticInt>::Mag;
    /// The sign of the new extent: that of the stride times that of the size covered.
    type QuotSign<D, RS> =
        <<D as StaticInt>::Neg as core::ops::BitXor<<Size<RS> as StaticInt>::Neg>>::Output;
    /// The new extent, `D / size(RS)`, signed as CuTe's integer division is.
    type Extent<D, RS> = crate::int::Signed<
        QuotSign<D, RS>,
        crate::int::Quotient<<D as StaticInt>::Mag, Covered<RS>>,
    >;

    impl<RS: SignedSize, RD, D: StaticInt, P> LeftTake<RS, RD, D, P> for B0
    where
        D::Mag: crate::int::DivRem<Covered<RS>>,
        crate::int::Remainder<D::Mag, Covered<RS>>: IsEqual<U0>,
        crate::int::Eq<crate::int::Remainder<D::Mag, Covered<RS>>, U0>: LeftDivides<RS, RD, D, P>,
    {
        type Output =
            <crate::int::Eq<crate::int::Remainder<D::Mag, Covered<RS>>, U0> as LeftDivides<
                RS,
                RD,
                D,
                P,
            >>::Output;
    }

    /// `B1`: the stride divides by the size covered, the mode is taken; `B0`: CuTe's divisibility
    /// error (the mode is skipped, so nothing after it fails again).
    pub trait LeftDivides<RS, RD, D, P> {
        type Output;
    }

    impl<RS: SignedSize, RD: Append<P>, D: StaticInt, P> LeftDivides<RS, RD, D, P> for B1
    where
        D::Neg: core::ops::BitXor<<Size<RS> as StaticInt>::Neg>,
        D::Mag: crate::int::DivRem<Covered<RS>>,
        QuotSign<D, RS>: crate::int::SignedMag<crate::int::Quotient<D::Mag, Covered<RS>>>,
        RS: Append<Extent<D, RS>>,
    {
        type Output = (Snoc<RS, Extent<D, RS>>, Snoc<RD, P>);
    }

    impl<RS: SignedSize, RD, D, P> LeftDivides<RS, RD, D, P> for B0
    where
        B0: LeftDivisibility<D, Size<RS>>,
    {
        type Output = (RS, RD);
    }

    /// The shape of the last mode in stride order.
    pub trait LastShape {
        type Shape;
    }

    impl<S, D, P> LastShape for C<Rec<S, D, P>, E> {
        type Shape = S;
    }

    impl<H, H2, T> LastShape for C<H, C<H2, T>>
    where
        C<H2, T>: LastShape,
    {
        type Shape = <C<H2, T> as LastShape>::Shape;
    }

    /// `left_inverse` on internal forms.
    pub trait LeftInv {
        type Output;
    }

    impl<L: Sorted> LeftInv for L
    where
        L::Modes: list::Fold<LeftStep, (E, C<U0, E>)> + LastShape,
        <L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output: Tuple2,
        <<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout: ShapeStride,
        <<<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout as ShapeStride>::Shape:
            Append<<L::Modes as LastShape>::Shape>,
        Layout<
            Snoc<<<<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout as ShapeStride>::Shape, <L::Modes as LastShape>::Shape>,
            <<<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout as ShapeStride>::Stride,
        >: Coalescer<B0>,
    {
        type Output = <Layout<
            Snoc<<<<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout as ShapeStride>::Shape, <L::Modes as LastShape>::Shape>,
            <<<L::Modes as list::Fold<LeftStep, (E, C<U0, E>)>>::Output as Tuple2>::Layout as ShapeStride>::Stride,
        > as Coalescer<B0>>::Output;
    }

    crate::decimal::decimal_check! {
        /// CuTe's "Left inverse divisibility condition".
        #[diagnostic::on_unimplemented(
            message = "left_inverse: divisibility: stride {D} is not a multiple of {N}, the size its smaller strides cover",
            label = "CuTe rejects this: left inverse divisibility condition",
            note = "taken in order of stride, each stride must be a multiple of the product of the extents the smaller strides cover",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        LeftDivisibility / LeftDivisibilityFails<D, N>
    }
}
