//! CuTe's `print_layout` table: [`Layout::print_layout`], and the text it writes ([`table`]).

use std::fmt::Write;

use crate::error::{ensure, Result};
use crate::layout::Layout;

/// The most cells [`Layout::print_layout`] writes (a larger table is not useful to read).
pub const MAX_TABLE_CELLS: i64 = 1 << 20;

impl Layout {
    /// The rank-2 table that CuTe's `print_layout` writes (at most [`MAX_TABLE_CELLS`] cells).
    ///
    /// ```
    /// let l: cute_layout_dynamic::Layout = "(2,3):(3,1)".parse().unwrap();
    /// let t = l.print_layout().unwrap();
    /// assert_eq!(t.lines().nth(3), Some(" 0  | 0 | 1 | 2 |"));
    /// ```
    pub fn print_layout(&self) -> Result<String> {
        const OP: &str = "print_layout";
        self.check(OP)?;
        ensure(self.rank() == 2, OP, || {
            format!("{self} has rank {}, print_layout needs rank 2", self.rank())
        })?;
        let (rows, cols) = (self.mode(0)?.size(), self.mode(1)?.size());
        ensure(
            rows.checked_mul(cols).is_some_and(|c| c <= MAX_TABLE_CELLS),
            OP,
            || {
                format!("{self} has {rows} x {cols} cells, more than the {MAX_TABLE_CELLS} a table shows")
            },
        )?;
        let cells = self.rank2_offsets(rows, cols)?;
        Ok(table(
            &self.to_string(),
            rows as usize,
            cols as usize,
            &cells,
            self.cosize(),
        ))
    }
}

/// Number of decimal digits as CuTe's `num_digits` counts them.
///
/// ```
/// assert_eq!(cute_layout_dynamic::print::num_digits(512), 3);
/// ```
pub fn num_digits(x: i64) -> usize {
    let mut n = 1;
    let mut bound = 10;
    while n < 10 && x >= bound {
        n += 1;
        bound *= 10;
    }
    n
}

/// The `print_layout` table: `header` line, column indices, then `rows x cols` cells (row-major
/// in `cells`), each cell as wide as the widest offset below `cosize` allows.
///
/// ```
/// let t = cute_layout_dynamic::print::table("L", 1, 2, &[0, 1], 2);
/// assert_eq!(t.lines().nth(3), Some(" 0  | 0 | 1 |"));
/// ```
pub fn table(header: &str, rows: usize, cols: usize, cells: &[i64], cosize: i64) -> String {
    const DELIM: &str = "+-----------------------";
    let w = num_digits(cosize) + 2;
    let rule: String = DELIM.chars().take(w + 1).collect();
    let mut out = String::new();
    let _ = writeln!(out, "{header}");
    out.push_str("    ");
    for n in 0..cols {
        let _ = write!(out, "  {:>width$} ", n, width = w - 2);
    }
    out.push('\n');
    for m in 0..rows {
        out.push_str("    ");
        for _ in 0..cols {
            out.push_str(&rule);
        }
        out.push_str("+\n");
        let _ = write!(out, "{m:>2}  ");
        for n in 0..cols {
            let _ = write!(out, "| {:>width$} ", cells[m * cols + n], width = w - 2);
        }
        out.push_str("|\n");
    }
    out.push_str("    ");
    for _ in 0..cols {
        out.push_str(&rule);
    }
    out.push_str("+\n");
    out
}
