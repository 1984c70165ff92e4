//! Tilers: what composition, divides and products take as their second argument.
//!
//! A tiler is a layout (`Layout<S, D>`), an extent (a typenum integer `n`, meaning `n:1`), a
//! tuple of tilers applied mode by mode (so a shape `(U4, U8)` is a tiler), or [`Underscore`]
//! (keep the mode as it is).

use crate::layout::Layout;
use crate::list::{self, C, E};

/// CuTe's `_`: in a tiler it keeps a mode unchanged; in a coordinate it keeps a whole mode
/// (slicing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;

/// The kind of a tiler, for dispatch.
pub mod kind {
    /// A layout.
    pub struct LayoutTiler;
    /// An integer extent.
    pub struct Extent;
    /// A tuple of tilers.
    pub struct ByMode;
    /// `_`
    pub struct Skip;
}

/// Something composition, divides and products accept as their second argument (in its
/// internal form, see [`crate::list`]).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a tiler",
    label = "expected a layout, an extent, a tuple of tilers or `Underscore`",
    note = "a tiler is a `Layout<S, D>`, a typenum extent such as `U4`, a tuple of tilers such as `(Layout<U2, U1>, U4)`, or `Underscore`"
)]
pub trait Tiler {
    /// One of the markers of [`kind`].
    type Kind;
}

impl<S, D> Tiler for Layout<S, D> {
    type Kind = kind::LayoutTiler;
}

list::for_leaves!([] Tiler {
    type Kind = kind::Extent;
});

impl Tiler for E {
    type Kind = kind::ByMode;
}

impl<H, T> Tiler for C<H, T> {
    type Kind = kind::ByMode;
}

impl Tiler for Underscore {
    type Kind = kind::Skip;
}
