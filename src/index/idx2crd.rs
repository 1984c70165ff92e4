//! `idx2crd`: the natural coordinate of a 1-D index, on types (static indices and shapes,
//! [`Idx2Crd`]) and on values ([`idx2crd`], any leaves); and `crd2crd` ([`crd2crd`]), a
//! coordinate of one shape as the coordinate of the same index in another.

use crate::list::{self, Internal, Product, ProductOf, Public, C, E};
use crate::tuple::IntTupleOperand;

/// CuTe's `idx2crd(index, shape)` on types: the natural coordinate (typenum integers) of a
/// static index (or of a coarser static coordinate) in a shape. Sealed: implemented for the
/// crate's integers and tuples.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U16;
/// type Crd = Idx2Crd<U16, shape!((3,(2,3)))>;
/// assert_eq!(<Crd as IntTuple>::to_cute_string(), "(_1,(_1,_2))");
/// ```
#[diagnostic::on_unimplemented(
    message = "idx2crd: the index or coordinate `{Self}` does not fit the shape `{S}`",
    note = "an index is an integer; a coordinate must have exactly one entry per mode of the shape"
)]
pub trait Idx2CrdOp<S>: crate::tuple::sealed::Sealed {
    /// The natural coordinate.
    type Output;
}

/// `idx2crd(Idx, Shape)`
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::typenum::U16;
/// type Crd = Idx2Crd<U16, shape!((3,(2,3)))>;
/// assert_eq!(<Crd as IntTuple>::to_cute_string(), "(_1,(_1,_2))");
/// ```
pub type Idx2Crd<I, S> = <I as Idx2CrdOp<S>>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<I: Internal + crate::tuple::sealed::Sealed, S: Internal> Idx2CrdOp<S> for I
where
    I::Repr: detail::Idx2Crd<S::Repr>,
    <I::Repr as detail::Idx2Crd<S::Repr>>::Output: Public,
{
    type Output = list::Pub<<I::Repr as detail::Idx2Crd<S::Repr>>::Output>;
}

pub(crate) mod detail {
    use super::*;

    /// `idx2crd(Self, S)` on internal forms.
    pub trait Idx2Crd<S> {
        type Output;
    }

    impl<H, T> Idx2Crd<E> for C<H, T>
    where
        typenum::B0: CoordinateTooLong<C<H, T>>,
    {
        type Output = E;
    }

    impl<SH, ST> Idx2Crd<C<SH, ST>> for E
    where
        typenum::B0: CoordinateTooShort<C<SH, ST>>,
    {
        type Output = E;
    }

    /// A tuple coordinate meets a leaf of the shape: `$leaf` is each typenum leaf constructor.
    macro_rules! tuple_into_leaf {
        ($([$($g:tt)*] $leaf:ty),*) => {$(
            impl<H, T, $($g)*> Idx2Crd<$leaf> for C<H, T>
            where
                typenum::B0: CoordinateIntoLeaf<C<H, T>, $leaf>,
            {
                type Output = E;
            }
        )*};
    }
    crate::arity::with_leaves!(tuple_into_leaf);

    crate::decimal::decimal_check! {
        /// The coordinate has more modes than the shape.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate has more modes than the shape; left over: {Crd}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateTooLong / CoordinateTooLongFails<Crd>;

        /// The coordinate has fewer modes than the shape.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate has fewer modes than the shape; modes without a coordinate: {S}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateTooShort / CoordinateTooShortFails<S>;

        /// A tuple coordinate where the shape has a leaf.
        #[diagnostic::on_unimplemented(
            message = "idx2crd: the coordinate {Crd} is a tuple where the shape has the extent {S}",
            label = "rank mismatch",
            note = "a coordinate is an integer, or a tuple with exactly one entry per mode of the shape; Num<N> is the number N"
        )]
        CoordinateIntoLeaf / CoordinateIntoLeafFails<Crd, S>
    }

    // An integer index: its coordinate in shape `S` (the shape drives the recursion).
    crate::arity::for_unsigned!([__S: IndexIn<Self>] Idx2Crd<__S> {
        type Output = <__S as IndexIn<Self>>::Output;
    });

    // A tuple coordinate: mode by mode, ranks must agree.
    impl Idx2Crd<E> for E {
        type Output = E;
    }

    impl<H: Idx2Crd<SH>, T: Idx2Crd<ST>, SH, ST> Idx2Crd<C<SH, ST>> for C<H, T> {
        type Output = C<H::Output, T::Output>;
    }

    /// The coordinate of the integer index `I` in the shape `Self`: a leaf shape keeps the
    /// index; a tuple divides it through its modes, the last mode taking what is left.
    pub trait IndexIn<I> {
        type Output;
    }

    crate::arity::for_unsigned!([__I] IndexIn<__I> {
        type Output = __I;
    });

    impl<I, H: IndexIn<I>> IndexIn<I> for C<H, E> {
        type Output = C<H::Output, E>;
    }

    impl<I, H, H2, T> IndexIn<I> for C<H, C<H2, T>>
    where
        H: Product,
        I: crate::int::DivRem<ProductOf<H>>,
        H: IndexIn<crate::int::Remainder<I, ProductOf<H>>>,
        C<H2, T>: IndexIn<crate::int::Quotient<I, ProductOf<H>>>,
    {
        type Output = C<
            <H as IndexIn<crate::int::Remainder<I, ProductOf<H>>>>::Output,
            <C<H2, T> as IndexIn<crate::int::Quotient<I, ProductOf<H>>>>::Output,
        >;
    }
}

/// CuTe's `idx2crd(index, shape)` on values: the natural coordinate of a 1-D index (or of a
/// coarser coordinate) in `shape`, every entry as static as CuTe makes it (run-time when the
/// index or an extent it is divided by is run-time). An error for a coordinate that does not
/// fit the shape or a shape with a non-positive extent.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{idx2crd, Dyn};
/// assert_eq!(idx2crd(&Dyn(1234), &(Dyn(300), U8::new())).unwrap().to_string(), "(34,4)");
/// assert_eq!(idx2crd(&U5::new(), &(U2::new(), U4::new())).unwrap().to_string(), "(_1,_2)");
/// ```
pub fn idx2crd<I: IntTupleOperand, S: IntTupleOperand>(
    index: &I,
    shape: &S,
) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
    cute_layout_dynamic::layout::idx2crd(&index.to_dynamic_operand(), &shape.to_dynamic_operand())
}

/// CuTe's `crd2crd(coord, src_shape, dst_shape)` on values: a coordinate of `src_shape` as the
/// coordinate of the same column-major index in `dst_shape` (mode by mode where the coordinate
/// and both shapes are tuples, of one rank), static where CuTe's is. An error where the
/// coordinate's structure does not fit the source shape, the ranks disagree, or a target
/// extent is not positive.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::crd2crd;
/// let (s43, s12) = ((U4::new(), U3::new()), U12::new());
/// assert_eq!(crd2crd(&(1usize, 2usize), &s43, &s12).unwrap().to_string(), "9");
/// assert_eq!(crd2crd(&9usize, &s12, &s43).unwrap().to_string(), "(1,2)");
/// assert_eq!(crd2crd(&(U1::new(), U2::new()), &s43, &s12).unwrap().to_string(), "_9");
/// ```
pub fn crd2crd<C: IntTupleOperand, S: IntTupleOperand, D: IntTupleOperand>(
    coord: &C,
    src_shape: &S,
    dst_shape: &D,
) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
    cute_layout_dynamic::layout::crd2crd(
        &coord.to_dynamic_operand(),
        &src_shape.to_dynamic_operand(),
        &dst_shape.to_dynamic_operand(),
    )
}
