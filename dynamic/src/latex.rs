//! CuTe's `print_latex` and `print_latex_tv`: a layout as a TikZ picture, the same text CuTe
//! writes.
//!
//! The output is a standalone LaTeX document (`pdflatex` it, or `\input` the `tikzpicture`):
//! one `\node` per cell at `(row, column)`, a grid over the cells, and the row and column
//! indices. Rows grow downwards (TikZ's x axis points down, y points right), as in CuTe.
//!
//! ```
//! use cute_layout_dynamic::{latex, Layout};
//! let l: Layout = "(2,3):(3,1)".parse().unwrap();
//! let tex = latex::to_latex(&l).unwrap();
//! assert!(tex.starts_with("% Layout: (_2,_3):(_3,_1)\n\\documentclass[convert]{standalone}"));
//! assert!(tex.contains("\\node[fill=black!50] at (1,2) {5};"));
//! ```

use std::fmt::Write;

use crate::algebra::{composition_checked, Check, Tiler};
use crate::error::{ensure, Result};
use crate::int_tuple::{IntTuple, IntTuple::Int, IntTuple::Tuple};
use crate::layout::Layout;

/// CuTe's `TikzColor_BWx8`: the fill of offset `idx` (eight shades of grey, by `idx mod 8`).
pub fn bw_color(idx: i64) -> &'static str {
    const SHADES: [&str; 8] = [
        "black!00", "black!40", "black!20", "black!60", "black!10", "black!50", "black!30",
        "black!70",
    ];
    SHADES[idx.rem_euclid(8) as usize]
}

/// CuTe's `TikzColor_TV`: the fill of the cells of thread `tid` (eight pastels, by `tid mod 8`).
pub fn tv_color(tid: i64) -> &'static str {
    const PASTELS: [&str; 8] = [
        "{rgb,255:red,175;green,175;blue,255}",
        "{rgb,255:red,175;green,255;blue,175}",
        "{rgb,255:red,255;green,255;blue,175}",
        "{rgb,255:red,255;green,175;blue,175}",
        "{rgb,255:red,210;green,210;blue,255}",
        "{rgb,255:red,210;green,255;blue,210}",
        "{rgb,255:red,255;green,255;blue,210}",
        "{rgb,255:red,255;green,210;blue,210}",
    ];
    PASTELS[tid.rem_euclid(8) as usize]
}

const HEADER: &str = "\\documentclass[convert]{standalone}\n\
\\usepackage{tikz}\n\n\
\\begin{document}\n\
\\begin{tikzpicture}[x={(0cm,-1cm)},y={(1cm,0cm)},every node/.style={minimum size=1cm, outer sep=0pt}]\n\n";

const FOOTER: &str = "\\end{tikzpicture}\n\\end{document}\n";

/// The grid over an `m x n` block of cells, then the row indices (left) and column indices (top).
fn grid_and_labels(out: &mut String, m: i64, n: i64) {
    let _ = writeln!(
        out,
        "\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] (0,0) grid ({m},{n});\n"
    );
    for i in 0..m {
        let _ = writeln!(out, "\\node at ({i},-1) {{\\Large{{\\texttt{{{i}}}}}}};");
    }
    for j in 0..n {
        let _ = writeln!(out, "\\node at (-1,{j}) {{\\Large{{\\texttt{{{j}}}}}}};");
    }
    out.push_str(FOOTER);
}

/// The `(rows, columns)` of a rank-2 layout, or the error `op` reports for any other rank.
pub(crate) fn rank2_extents(op: &'static str, l: &Layout) -> Result<(i64, i64)> {
    l.check(op)?;
    ensure(l.rank() == 2, op, || {
        format!(
            "{l} has rank {}, {op} draws rank-2 layouts (mode 0 as rows, mode 1 as columns); \
             group the modes into two first{}",
            l.rank(),
            if l.rank() == 1 {
                " (pad it with a _1:_0 mode: `(8,1):(2,0)` for `8:2`)"
            } else {
                ""
            }
        )
    })?;
    let (rows, cols) = (l.mode(0)?.size(), l.mode(1)?.size());
    check_cells(op, rows, cols)?;
    Ok((rows, cols))
}

/// The most cells a picture draws (about 200 MB of SVG; a larger picture is not useful).
pub const MAX_CELLS: i64 = 1 << 20;

fn check_cells(op: &'static str, rows: i64, cols: i64) -> Result<()> {
    ensure(
        rows.checked_mul(cols)
            .is_some_and(|c| (0..=MAX_CELLS).contains(&c)),
        op,
        || format!("cannot draw {rows} x {cols} cells (at most {MAX_CELLS} in all)"),
    )
}

/// CuTe's `print_latex(layout)` for a layout of rank at most 2: every `(row, column)` cell
/// holds its offset and is shaded by it ([`bw_color`]). A layout of rank 1 is drawn as CuTe
/// draws it, padded with a `_1:_0` mode (one column).
///
/// ```
/// let l: cute_layout_dynamic::Layout = "8:2".parse().unwrap();
/// let tex = cute_layout_dynamic::latex::to_latex(&l).unwrap();
/// assert_eq!(tex.lines().next(), Some("% Layout: (_8,_1):(_2,_0)"));
/// ```
pub fn to_latex(l: &Layout) -> Result<String> {
    let padded;
    let l = if l.rank() < 2 {
        padded = l.append_to_rank(2);
        &padded
    } else {
        l
    };
    let (m, n) = rank2_extents("to_latex", l)?;
    let offsets = l.rank2_offsets(m, n)?;
    Ok(offsets_latex(&l.to_string(), m, n, &offsets))
}

/// [`to_latex`] from its parts: the layout's CuTe notation and the offsets of its `m x n`
/// cells, row-major. For layouts whose offsets are not a plain layout's, such as CuTe's
/// swizzled (composed) layouts, which CuTe's `print_latex` draws the same way.
///
/// ```
/// let t = cute_layout_dynamic::latex::offsets_latex("L", 1, 2, &[0, 1]);
/// assert!(t.starts_with("% Layout: L"));
/// ```
pub fn offsets_latex(title: &str, m: i64, n: i64, offsets: &[i64]) -> String {
    let mut out = format!("% Layout: {title}\n{HEADER}");
    for i in 0..m {
        for j in 0..n {
            let idx = offsets[(i * n + j) as usize];
            let _ = writeln!(
                out,
                "\\node[fill={}] at ({i},{j}) {{{idx}}};",
                bw_color(idx)
            );
        }
    }
    grid_and_labels(&mut out, m, n);
    out
}

/// The cell of every `(thread, value)` of a TV layout on an `m x n` tile: `cells[t][v]` is the
/// `(row, column)` that the column-major tile index `tv(t, v)` names. Shared with the SVG.
pub(crate) fn tv_cells(
    op: &'static str,
    tv: &Layout,
    m: i64,
    n: i64,
) -> Result<Vec<Vec<(i64, i64)>>> {
    let (threads, values) = rank2_extents(op, tv)?;
    ensure(m > 0 && n > 0, op, || {
        format!("the tile must have positive extents, got {m} x {n}")
    })?;
    check_cells(op, m, n)?;
    (0..threads)
        .map(|t| {
            (0..values)
                .map(|v| {
                    let idx = tv.call2(t, v)?;
                    ensure((0..m * n).contains(&idx), op, || {
                        format!(
                            "the TV layout {tv} maps (thread {t}, value {v}) to {idx}, \
                             outside the {m} x {n} tile (indices 0..{})",
                            m * n
                        )
                    })?;
                    Ok((idx % m, idx / m))
                })
                .collect()
        })
        .collect()
}

/// The TV layout as CuTe prints it in `print_latex_tv`: composed with the tile's identity layout
/// `(m,n):(1@0,1@1)`, so its strides are scaled basis elements (`((_2,_16),_4):((_4@0,_1@1),_1@0)`).
/// When that composition is not defined (CuTe would not compile it), the layout itself.
/// Positive extents only: the algebra assumes them.
pub(crate) fn tv_coordinate_notation(tv: &Layout, m: i64, n: i64) -> String {
    // Compose with (m,n):(1,k) instead: k differs from m, so the two modes of the tile never
    // coalesce (just as 1@0 and 1@1 do not), and a stride that is a multiple of k is one of
    // mode 1 (every stride that stays in mode 0 is below m < k).
    let k = m.saturating_add(1);
    let Ok(tile) = Layout::new(
        IntTuple::tuple([m.into(), n.into()]),
        IntTuple::tuple([1.into(), k.into()]),
    ) else {
        return tv.to_string();
    };
    fn basis(d: &IntTuple, k: i64) -> String {
        match d {
            Int(d) if d.value == 0 => "_0".to_string(),
            Int(d) if d.value % k == 0 => format!("_{}@1", d.value / k),
            Int(d) => format!("_{}@0", d.value),
            Tuple(ms) => format!(
                "({})",
                ms.iter().map(|x| basis(x, k)).collect::<Vec<_>>().join(",")
            ),
        }
    }
    match composition_checked(&tile, &Tiler::Layout(tv.clone()), Check::CuTe) {
        Ok(r) => format!("{}:{}", r.shape(), basis(r.stride(), k)),
        Err(_) => tv.to_string(),
    }
}

/// CuTe's `print_latex_tv(layout_tv, tile_mn)`: the `m x n` tile, each cell labelled with the
/// thread `T` and value `V` that own it and filled by thread ([`tv_color`]).
///
/// `tv` is a rank-2 `(thread, value) -> index` layout whose codomain is the column-major index
/// into the tile (CuTe passes the same layout composed with the tile's coordinates). A cell that
/// several `(t, v)` reach shows the first in thread-major order; a cell none reaches stays empty.
/// An index outside the tile is an error.
///
/// ```
/// use cute_layout_dynamic::{latex, Layout};
/// let tv: Layout = "(4,2):(2,1)".parse().unwrap();
/// let tex = latex::to_latex_tv(&tv, 1, 8).unwrap();
/// assert!(tex.starts_with("% Layout TV: (_4,_2):(_2@1,_1@1)\n"));
/// assert!(tex.contains("at (0,3) {\\shortstack{T1 \\\\ V1}};"));
/// ```
pub fn to_latex_tv(tv: &Layout, m: i64, n: i64) -> Result<String> {
    let cells = tv_cells("to_latex_tv", tv, m, n)?;
    let mut out = format!(
        "% Layout TV: {}\n{HEADER}",
        tv_coordinate_notation(tv, m, n)
    );
    let mut filled = vec![false; (m * n) as usize];
    for (t, row) in cells.iter().enumerate() {
        for (v, &(i, j)) in row.iter().enumerate() {
            let seen = &mut filled[(i + j * m) as usize];
            if !*seen {
                *seen = true;
                let _ = writeln!(
                    out,
                    "\\node[fill={}] at ({i},{j}) {{\\shortstack{{T{t} \\\\ V{v}}}}};",
                    tv_color(t as i64)
                );
            }
        }
    }
    grid_and_labels(&mut out, m, n);
    Ok(out)
}

/// One operand's cells, drawn by [`mma_latex`] and [`copy_latex`]: the `(row, column)` of each
/// `(thread, value)` (the first to reach a cell names it), shifted by `at`.
fn tv_nodes(out: &mut String, cells: &[Vec<(i64, i64)>], at: impl Fn(i64, i64) -> (i64, i64)) {
    let mut seen = std::collections::HashSet::new();
    for (t, row) in cells.iter().enumerate() {
        for (v, &(i, j)) in row.iter().enumerate() {
            if seen.insert((i, j)) {
                let (x, y) = at(i, j);
                let _ = writeln!(
                    out,
                    "\\node[fill={}] at ({x},{y}) {{\\shortstack{{T{t} \\\\ V{v}}}}};",
                    tv_color(t as i64)
                );
            }
        }
    }
}

fn grid(out: &mut String, from: (i64, i64), to: (i64, i64)) {
    let _ = writeln!(
        out,
        "\\draw[color=black,thick,shift={{(-0.5,-0.5)}}] ({},{}) grid ({},{});\n",
        from.0, from.1, to.0, to.1
    );
}

fn label(out: &mut String, x: i64, y: i64, text: i64) {
    let _ = writeln!(
        out,
        "\\node at ({x},{y}) {{\\Large{{\\texttt{{{text}}}}}}};"
    );
}

/// CuTe's `print_latex` of a TiledMMA: C (`M x N`) in the middle, A (`M x K`) to its left and B
/// (`N x K`, drawn `K x N`) above it, each cell labelled with the thread and value that hold it.
///
/// `c`, `a` and `b` are the TiledMMA's `(thread, value) -> index` layouts (CuTe's
/// `get_layoutC_TV`, `get_layoutA_TV`, `get_layoutB_TV`), whose codomains are the column-major
/// indices into the `M x N`, `M x K` and `N x K` tiles.
///
/// ```
/// use cute_layout_dynamic::{latex, Layout};
/// // UniversalFMA on a 2x1x1 thread grid: one value per thread.
/// let c: Layout = "(2,1):(1,0)".parse().unwrap();
/// let tex = latex::mma_latex(&c, &c, &"(2,1):(0,0)".parse().unwrap(), 2, 1, 1).unwrap();
/// assert!(tex.starts_with("% LayoutC: ArithTuple(_0,_0) o (_2,_1):(_1@0,_0)\n"));
/// assert!(tex.contains("\\node[fill={rgb,255:red,175;green,255;blue,175}] at (1,0) {\\shortstack{T1 \\\\ V0}};"));
/// ```
pub fn mma_latex(c: &Layout, a: &Layout, b: &Layout, m: i64, n: i64, k: i64) -> Result<String> {
    const OP: &str = "mma_latex";
    let cells = [
        tv_cells(OP, c, m, n)?,
        tv_cells(OP, a, m, k)?,
        tv_cells(OP, b, n, k)?,
    ];
    let mut out = format!(
        "% LayoutC: ArithTuple(_0,_0) o {}\n% LayoutA: ArithTuple(_0,_0) o {}\n\
         % LayoutB: ArithTuple(_0,_0) o {}\n{HEADER}",
        tv_coordinate_notation(c, m, n),
        tv_coordinate_notation(a, m, k),
        tv_coordinate_notation(b, n, k)
    );
    tv_nodes(&mut out, &cells[0], |i, j| (i, j));
    grid(&mut out, (0, 0), (m, n));
    tv_nodes(&mut out, &cells[1], |i, kk| (i, kk - k - 1));
    grid(&mut out, (0, -k - 1), (m, -1));
    for i in 0..m {
        label(&mut out, i, -k - 2, i);
    }
    for kk in 0..k {
        label(&mut out, -1, kk - k - 1, kk);
    }
    tv_nodes(&mut out, &cells[2], |j, kk| (kk - k - 1, j));
    grid(&mut out, (-k - 1, 0), (-1, n));
    for j in 0..n {
        label(&mut out, -k - 2, j, j);
    }
    for kk in 0..k {
        label(&mut out, kk - k - 1, -1, kk);
    }
    out.push_str(FOOTER);
    Ok(out)
}

/// CuTe's `print_latex` of a TiledCopy: the `M x N` tile as the source's threads and values hold
/// it, and to its right as the destination's.
///
/// `s` and `d` are the copy's `(thread, value) -> index` layouts of one tile (CuTe's `tidfrg_S`
/// and `tidfrg_D` of the tile, first tile), whose codomain is the column-major index into the
/// tile.
///
/// ```
/// use cute_layout_dynamic::{latex, Layout};
/// let tv: Layout = "(2,2):(2,1)".parse().unwrap();
/// let tex = latex::copy_latex(&tv, &tv, 1, 4).unwrap();
/// assert!(tex.starts_with("% Layout S TV: ArithTuple(_0,_0) o (_2,_2):(_2@1,_1@1)\n"));
/// assert!(tex.contains("at (0,7) {\\shortstack{T0 \\\\ V0}};")); // D starts at column 4 + 3
/// ```
pub fn copy_latex(s: &Layout, d: &Layout, m: i64, n: i64) -> Result<String> {
    const OP: &str = "copy_latex";
    let cells = [tv_cells(OP, s, m, n)?, tv_cells(OP, d, m, n)?];
    let mut out = format!(
        "% Layout S TV: ArithTuple(_0,_0) o {}\n% Layout D TV: ArithTuple(_0,_0) o {}\n{HEADER}",
        tv_coordinate_notation(s, m, n),
        tv_coordinate_notation(d, m, n)
    );
    tv_nodes(&mut out, &cells[0], |i, j| (i, j));
    grid(&mut out, (0, 0), (m, n));
    for i in 0..m {
        label(&mut out, i, -1, i);
    }
    for j in 0..n {
        label(&mut out, -1, j, j);
    }
    tv_nodes(&mut out, &cells[1], |i, j| (i, j + n + 3));
    grid(&mut out, (0, n + 3), (m, 2 * n + 3));
    for i in 0..m {
        label(&mut out, i, 2 * n + 3, i);
    }
    for j in 0..n {
        label(&mut out, -1, j + n + 3, j);
    }
    out.push_str(FOOTER);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;

    #[test]
    fn rank_three_is_an_error() {
        let l: Layout = "(2,2,2):(1,2,4)".parse().unwrap();
        let e: Error = to_latex(&l).unwrap_err();
        assert_eq!(e.op(), "to_latex");
        assert!(to_latex_tv(&l, 2, 4).is_err());
    }
}
