//! CuTe's `print_layout` table text.

use std::fmt::Write;

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
