//! Tilers: what composition, divides and products take as their second argument.
//!
//! A tiler is a layout (`Layout<S, D>`), an extent (a typenum integer `n`, meaning `n:1`), a
//! tuple of tilers applied mode by mode (so a shape `(U4, U8)` is a tiler), or [`Underscore`]
//! (keep the mode as it is).

/// CuTe's `_`: in a tiler it keeps a mode unchanged; in a coordinate it keeps a whole mode
/// (slicing). The macros write it `_`.
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Slice::<L, (Underscore, (U0, Underscore))>::default().to_string(), "(_4,_4):(_2,_8)");
/// assert_eq!(Slice::<L, crd!((_,(0,_)))>::default().to_string(), "(_4,_4):(_2,_8)");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Underscore;
