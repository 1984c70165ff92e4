//! Pictures of layouts: CuTe's `print_layout` table (and, built on the same run-time form,
//! SVG and LaTeX).

use crate::layout::{Layout, StaticLayout};

/// CuTe's `print_layout(L)` text for a rank-2 layout: the layout, then the table of offsets of
/// every `(row, column)` coordinate.
///
/// ```
/// use cute_layout::prelude::*;
/// let t = print_layout::<layout!((2,3):(3,1))>();
/// assert_eq!(t.lines().next(), Some("(_2,_3):(_3,_1)"));
/// assert_eq!(t.lines().nth(3), Some(" 0  | 0 | 1 | 2 |"));
/// ```
pub fn print_layout<L: Rank2>() -> String {
    L::to_dynamic().print_layout().expect("a rank-2 layout has a table")
}

/// A layout of rank 2 (a matrix of offsets).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a rank-2 layout",
    label = "print_layout needs rank 2",
    note = "print_layout shows mode 0 as rows and mode 1 as columns; group the modes of a layout into two first"
)]
pub trait Rank2: StaticLayout {}

impl<S0, S1, D0, D1> Rank2 for Layout<(S0, S1), (D0, D1)> where Layout<(S0, S1), (D0, D1)>: StaticLayout {}
