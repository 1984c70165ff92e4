//! The algebra on composed layouts: each operation works on the inner layout and keeps the
//! swizzle and the offset (CuTe's `layout_composed.hpp`), and composition of a swizzle with a
//! layout.

use typenum::{Bit, UInt, UTerm, Unsigned};

use super::{ComposedLayout, OuterFn, Swizzle};
use crate::layout::Layout;

/// CuTe's `composition(A, O, R)` for a swizzle `A`: the composed layout `A o O o R`, or `R`
/// itself when `A` has no bits and `O` is 0 (CuTe's identity case).
pub trait MakeComposed<O, R> {
    /// `A o O o R`, or `R`.
    type Output: crate::AnyLayout + Default;
}

/// The composed layout of a swizzle `A`, an offset `O` and a layout `R`.
pub type Composed<A, O, R> = <A as MakeComposed<O, R>>::Output;

impl<M, S, R> MakeComposed<UTerm, R> for Swizzle<UTerm, M, S>
where
    R: crate::StaticLayout,
{
    type Output = R;
}

impl<M, S, U: Unsigned, Bt: Bit, R> MakeComposed<UInt<U, Bt>, R> for Swizzle<UTerm, M, S>
where
    Swizzle<UTerm, M, S>: OuterFn,
    R: crate::StaticLayout,
{
    type Output = ComposedLayout<Self, UInt<U, Bt>, R>;
}

impl<U: Unsigned, Bt: Bit, M, S, O: Unsigned + Copy + 'static, R> MakeComposed<O, R>
    for Swizzle<UInt<U, Bt>, M, S>
where
    Self: OuterFn,
    R: crate::StaticLayout,
{
    type Output = ComposedLayout<Self, O, R>;
}

/// `composition(Swizzle, Layout)`: the composed layout `Sw o _0 o L` (`L` itself for a swizzle
/// without bits).
#[doc(hidden)] // machinery bounds; the rule is in `CompositionOp`'s docs
impl<B, M, S, Sh, D> crate::CompositionOp<Layout<Sh, D>> for Swizzle<B, M, S>
where
    Layout<Sh, D>: crate::StaticLayout,
    Self: MakeComposed<UTerm, Layout<Sh, D>>,
{
    type Output = Composed<Self, UTerm, Layout<Sh, D>>;
    fn apply(self, _: Layout<Sh, D>) -> Self::Output {
        Default::default()
    }
    fn try_apply(self, _: Layout<Sh, D>) -> Result<Self::Output, crate::dynamic::Error> {
        Ok(Default::default())
    }
}

/// An operation with an argument, done on the inner layout.
macro_rules! on_inner {
    ($($trait:ident),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, O, L, T> crate::$trait<T> for ComposedLayout<A, O, L>
        where
            L: crate::$trait<T> + Default,
            A: MakeComposed<O, <L as crate::$trait<T>>::Output>,
        {
            type Output = Composed<A, O, <L as crate::$trait<T>>::Output>;
            #[inline(always)]
            fn apply(self, _: T) -> Self::Output {
                Default::default()
            }
            #[inline(always)]
            fn try_apply(self, _: T) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(Default::default())
            }
        }
    )*};
}

on_inner!(
    CompositionOp,
    LogicalDivideOp,
    ZippedDivideOp,
    TiledDivideOp,
    FlatDivideOp,
    LogicalProductOp,
    ZippedProductOp,
    TiledProductOp,
    FlatProductOp,
    BlockedProductOp,
    RakedProductOp,
    CoalesceByOp,
);

/// An operation without argument, done on the inner layout.
macro_rules! on_inner0 {
    ($($trait:ident),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, O, L> crate::$trait for ComposedLayout<A, O, L>
        where
            L: crate::$trait + Default,
            A: MakeComposed<O, <L as crate::$trait>::Output>,
        {
            type Output = Composed<A, O, <L as crate::$trait>::Output>;
            #[inline(always)]
            fn apply(self) -> Self::Output {
                Default::default()
            }
            #[inline(always)]
            fn try_apply(self) -> Result<Self::Output, crate::dynamic::Error> {
                Ok(Default::default())
            }
        }
    )*};
}

on_inner0!(CoalesceOp, FlattenOp,);
