//! CuTe's `get_swizzle_portion` and `get_nonswizzle_portion`: a layout's swizzle and the plain
//! layout under it, for swizzled and plain layouts alike (a plain layout's swizzle is the
//! identity `Sw<0,4,3>`), so that code taking either kind can split it the same way.

use super::{ComposedLayout, Swizzle};
use crate::int::StaticInt;
use crate::Layout;
use typenum::{Unsigned, U0, U3, U4};

mod sealed {
    pub trait Sealed {}
    impl<S, D> Sealed for crate::Layout<S, D> {}
    impl<B, M, S, O, L> Sealed for super::ComposedLayout<super::Swizzle<B, M, S>, O, L> {}
}

/// A layout whose swizzle and plain part CuTe's `get_swizzle_portion` and
/// `get_nonswizzle_portion` take: a plain [`Layout`] or a swizzled [`ComposedLayout`]. Sealed.
pub trait SwizzlePortions: sealed::Sealed {
    /// The swizzle (`Sw<0,4,3>`, the identity, for a plain layout).
    type Swizzle: Default;
    /// The plain layout under the swizzle (the layout itself, for a plain one).
    type NonSwizzle;
    /// The plain layout.
    #[doc(hidden)]
    fn nonswizzle(&self) -> Self::NonSwizzle;
}

impl<S: Copy, D: Copy> SwizzlePortions for Layout<S, D> {
    type Swizzle = Swizzle<U0, U4, U3>;
    type NonSwizzle = Self;
    fn nonswizzle(&self) -> Self {
        *self
    }
}

impl<B: Unsigned, M: Unsigned, S: StaticInt, O, L: Default> SwizzlePortions
    for ComposedLayout<Swizzle<B, M, S>, O, L>
{
    type Swizzle = Swizzle<B, M, S>;
    type NonSwizzle = L;
    fn nonswizzle(&self) -> L {
        L::default()
    }
}

/// CuTe's `get_swizzle_portion(layout)`: the swizzle of a swizzled layout, the identity
/// swizzle `Sw<0,4,3>` of a plain one.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{get_nonswizzle_portion, get_swizzle_portion};
/// let sw = <layout!(Sw<3,3,3> o (8,64):(64,1))>::default();
/// assert_eq!(get_swizzle_portion(&sw).to_string(), "Sw<3,3,3>");
/// assert_eq!(get_nonswizzle_portion(&sw).to_string(), "(_8,_64):(_64,_1)");
/// let plain = <layout!((4,8):(8,1))>::new();
/// assert_eq!(get_swizzle_portion(&plain).to_string(), "Sw<0,4,3>");
/// assert_eq!(get_nonswizzle_portion(&plain), plain);
/// ```
pub fn get_swizzle_portion<L: SwizzlePortions>(layout: &L) -> L::Swizzle {
    let _ = layout;
    L::Swizzle::default()
}

/// CuTe's `get_nonswizzle_portion(layout)`: the plain layout under a swizzled layout's
/// swizzle, a plain layout itself (see [`get_swizzle_portion`]).
pub fn get_nonswizzle_portion<L: SwizzlePortions>(layout: &L) -> L::NonSwizzle {
    layout.nonswizzle()
}
