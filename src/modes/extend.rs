//! CuTe's `replace<I>`, `append<N>` and `prepend<N>` of a layout: one mode swapped for
//! another, or the layout padded with copies of a mode up to a rank. Each is the same
//! rearrangement of the shape and of the stride (`tuple_ops`), as in CuTe. The methods take
//! the index or rank first and the new mode's type second, left to inference:
//! `l.append_to::<U3, _>(x)` is CuTe's `append<3>(l, x)`.

use super::seal;
use super::tuple_ops::{ExtendValue, ReplaceValue};
use crate::layout::Layout;
use typenum::{B0, B1};

/// CuTe's `replace<I>(layout, x)`: mode `I` becomes the layout `x`; the other modes stay. A
/// layout with a leaf shape is its own single mode, so `replace<0>` of it is `x`. Sealed.
///
/// Post-conditions: `rank(result) == rank(layout)`, `get<I>(result) == x`.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((_8, 300):(_1, _8));
/// let x = make_layout!((_2, _2):(_1, 300));
/// assert_eq!(a.replace::<U1, _>(x).to_string(), "(_8,(_2,_2)):(_1,(_1,300))");
/// assert_eq!(make_layout!(_8:_2).replace::<U0, _>(x).to_string(), "(_2,_2):(_1,300)");
/// // (CuTe 4.2 prints the same for replace<1>(a, x) and replace<0>(8:2, x))
/// ```
#[diagnostic::on_unimplemented(
    message = "replace<I>: cannot put this mode at index {I} of the layout (in generic code, add the bound `ReplaceOp<I, X>`)",
    note = "I is a typenum mode index below the rank (`U0`, `U1`, ...), and the new mode is a layout (`Layout<S, D>`)"
)]
pub trait ReplaceOp<I, X>: seal::Sealed {
    /// The layout with the new mode.
    type Output;
    /// The layout with mode `I` replaced by `x`.
    fn replace(self, x: X) -> Self::Output;
}

/// CuTe's `append<N>(layout, x)`: copies of the layout `x` after the modes of the layout until
/// it has `N` modes (CuTe's default `x` is `_1:_0`, `make_layout!(_1:_0)`). `N` equal to the
/// rank gives the layout unchanged, and a layout with a leaf shape is one mode (so `N` = 1 keeps
/// its leaf). `N` below the rank is a compile error, as in CuTe. Sealed.
///
/// Post-conditions: `rank(result) == N`, modes from `rank(layout)` on are `x`.
///
/// ```
/// use cute_layout::prelude::*;
/// let a = make_layout!((_8, 300):(_1, _8));
/// assert_eq!(a.append_to::<U3, _>(make_layout!(_1:_0)).to_string(), "(_8,300,_1):(_1,_8,_0)");
/// assert_eq!(make_layout!(_8:_2).append_to::<U3, _>(make_layout!(_1:_0)).to_string(), "(_8,_1,_1):(_2,_0,_0)");
/// assert_eq!(make_layout!(_8:_2).append_to::<U1, _>(make_layout!(_1:_0)).to_string(), "_8:_2");
/// // (each text is CuTe 4.2's print of append<N>(layout))
/// ```
#[diagnostic::on_unimplemented(
    message = "append<N>: cannot extend the layout to {N} modes with this mode (in generic code, add the bound `AppendToOp<N, X>`)",
    note = "N is a typenum rank at least the layout's (`U3`, ...), and the added mode is a layout (`Layout<S, D>`; CuTe's default is `_1:_0`)"
)]
pub trait AppendToOp<N, X>: seal::Sealed {
    /// The layout of rank `N`.
    type Output;
    /// The layout padded with `x` at the back to `N` modes.
    fn append_to(self, x: X) -> Self::Output;
}

/// CuTe's `prepend<N>(layout, x)`: as [`AppendToOp`], with the copies of `x` put in front.
/// Sealed.
///
/// Post-conditions: `rank(result) == N`, the last `rank(layout)` modes are the layout's.
///
/// ```
/// use cute_layout::prelude::*;
/// let n = make_layout!((_2, (3, _4)):(_12, (_4, _1)));
/// assert_eq!(n.prepend_to::<U4, _>(make_layout!(_1:_0)).to_string(), "(_1,_1,_2,(3,_4)):(_0,_0,_12,(_4,_1))");
/// // (CuTe 4.2's print of prepend<4>(n))
/// ```
#[diagnostic::on_unimplemented(
    message = "prepend<N>: cannot extend the layout to {N} modes with this mode (in generic code, add the bound `PrependToOp<N, X>`)",
    note = "N is a typenum rank at least the layout's (`U3`, ...), and the added mode is a layout (`Layout<S, D>`; CuTe's default is `_1:_0`)"
)]
pub trait PrependToOp<N, X>: seal::Sealed {
    /// The layout of rank `N`.
    type Output;
    /// The layout padded with `x` in front to `N` modes.
    fn prepend_to(self, x: X) -> Self::Output;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, I, XS, XD> ReplaceOp<I, Layout<XS, XD>> for Layout<S, D>
where
    S: ReplaceValue<I, XS> + Copy,
    D: ReplaceValue<I, XD> + Copy,
    XS: Copy,
    XD: Copy,
{
    type Output = Layout<S::Output, D::Output>;
    #[inline(always)]
    fn replace(self, x: Layout<XS, XD>) -> Self::Output {
        Layout::from_parts(
            <S as ReplaceValue<I, XS>>::replace_value(*self.shape(), *x.shape()),
            <D as ReplaceValue<I, XD>>::replace_value(*self.stride(), *x.stride()),
        )
    }
}

/// `append<N>` (`B0`, back) and `prepend<N>` (`B1`, front): the same extension of the shape and
/// the stride.
macro_rules! extend_op {
    ($trait:ident :: $method:ident, $front:ty) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<S, D, N, XS, XD> $trait<N, Layout<XS, XD>> for Layout<S, D>
        where
            S: ExtendValue<N, XS, $front> + Copy,
            D: ExtendValue<N, XD, $front> + Copy,
            XS: Copy,
            XD: Copy,
        {
            type Output = Layout<S::Output, D::Output>;
            #[inline(always)]
            fn $method(self, x: Layout<XS, XD>) -> Self::Output {
                Layout::from_parts(
                    <S as ExtendValue<N, XS, $front>>::extend_value(*self.shape(), *x.shape()),
                    <D as ExtendValue<N, XD, $front>>::extend_value(*self.stride(), *x.stride()),
                )
            }
        }
    };
}
extend_op!(AppendToOp::append_to, B0);
extend_op!(PrependToOp::prepend_to, B1);

impl<S, D> Layout<S, D> {
    /// CuTe's `replace<I>(layout, x)`: mode `I` replaced by `x` (see [`ReplaceOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 300):(_1, _8)).replace::<U0, _>(make_layout!(_4:_2));
    /// assert_eq!(a.to_string(), "(_4,300):(_2,_8)");
    /// ```
    #[inline(always)]
    pub fn replace<I, X>(self, x: X) -> <Self as ReplaceOp<I, X>>::Output
    where
        Self: ReplaceOp<I, X>,
    {
        ReplaceOp::replace(self, x)
    }

    /// CuTe's `append<N>(layout, x)`: the layout padded with `x` to `N` modes (see
    /// [`AppendToOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 300):(_1, _8)).append_to::<U4, _>(make_layout!((_2, _2):(_1, 300)));
    /// assert_eq!(a.to_string(), "(_8,300,(_2,_2),(_2,_2)):(_1,_8,(_1,300),(_1,300))");
    /// ```
    #[inline(always)]
    pub fn append_to<N, X>(self, x: X) -> <Self as AppendToOp<N, X>>::Output
    where
        Self: AppendToOp<N, X>,
    {
        AppendToOp::append_to(self, x)
    }

    /// CuTe's `prepend<N>(layout, x)`: the layout padded with `x` in front to `N` modes (see
    /// [`PrependToOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!((_8, 300):(_1, _8)).prepend_to::<U3, _>(make_layout!(_1:_0));
    /// assert_eq!(a.to_string(), "(_1,_8,300):(_0,_1,_8)");
    /// ```
    #[inline(always)]
    pub fn prepend_to<N, X>(self, x: X) -> <Self as PrependToOp<N, X>>::Output
    where
        Self: PrependToOp<N, X>,
    {
        PrependToOp::prepend_to(self, x)
    }
}
