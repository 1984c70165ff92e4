//! Layouts as SVG pictures: the grid of offsets of a rank-2 layout, or the thread and value that
//! own each cell of a tile under a TV layout.
//!
//! The pictures follow CuTe's (`print_latex`, `print_svg`): row `m` of the grid is mode 0,
//! column `n` is mode 1, indices run along the top and the left, and cells are coloured from a
//! palette of eight that cycles with the offset (or, for TV layouts, with the thread). Each
//! picture is a standalone SVG document with its layout's CuTe notation as a heading.
//!
//! ```
//! use cute_layout_dynamic::{svg, Layout};
//! let l: Layout = "(2,3):(3,1)".parse().unwrap();
//! let s = svg::to_svg(&l).unwrap();
//! assert!(s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(s.contains(">(_2,_3):(_3,_1)</text>"));
//! assert_eq!(s.matches("class=\"cell\"").count(), 6);
//! ```

use std::fmt::Write;

use crate::error::Result;
use crate::latex::{rank2_extents, tv_cells};
use crate::layout::Layout;

/// CuTe's `SVGColor_TV` palette (`r,g,b`): eight pastels. Cells take colour `k mod 8`, `k` the
/// offset (layouts) or the thread (TV layouts).
pub const PALETTE: [&str; 8] = [
    "175,175,255",
    "175,255,175",
    "255,255,175",
    "255,175,175",
    "210,210,255",
    "210,255,210",
    "255,255,210",
    "255,210,210",
];

/// The palette colour of `k` (any integer, negative ones too).
pub fn color(k: i64) -> &'static str {
    PALETTE[k.rem_euclid(8) as usize]
}

const FONT: &str = "ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace";
/// Width of one character of `FONT` per pixel of font size (monospace fonts are close to 0.6).
const CHAR_W: f64 = 0.62;
const MARGIN: i64 = 12;
const TITLE_SIZE: i64 = 16;
const LABEL_SIZE: i64 = 13;

/// Escape text for XML character data and attribute values.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(c),
        }
    }
    out
}

/// Pixel width of `chars` characters at font size `size`.
pub(crate) fn text_w(chars: usize, size: i64) -> i64 {
    (chars as f64 * size as f64 * CHAR_W).ceil() as i64
}

/// The frame shared by the pictures: a heading (and optional further lines), row indices on
/// the left, column indices on top, and a `rows x cols` grid of `cw x ch` cells.
pub(crate) struct Frame {
    rows: i64,
    cols: i64,
    pub(crate) cw: i64,
    pub(crate) ch: i64,
    /// Left edge of the grid.
    pub(crate) x0: i64,
    /// Top edge of the grid.
    pub(crate) y0: i64,
    width: i64,
    height: i64,
    /// The index shown left of each row (`0..rows` unless given).
    row_labels: Vec<i64>,
}

impl Frame {
    fn new(rows: i64, cols: i64, cw: i64, ch: i64, headings: &[&str]) -> Frame {
        Frame::with_row_labels((0..rows).collect(), cols, cw, ch, headings)
    }

    /// A whole grid picture under `title` and `sub`: `rows x cols` cells of `cw x ch`, cell
    /// `(i, j)` drawn by `cell(frame, out, i, j)`; the SVG text, its width and its height.
    fn picture(
        (rows, cols): (i64, i64),
        (cw, ch): (i64, i64),
        title: &str,
        sub: &str,
        mut cell: impl FnMut(&Frame, &mut String, i64, i64),
    ) -> Panel {
        let headings = [title, sub];
        let frame = Frame::new(rows, cols, cw, ch, &headings);
        let mut out = String::new();
        frame.open(&mut out, title, &headings);
        for i in 0..rows {
            for j in 0..cols {
                cell(&frame, &mut out, i, j);
            }
        }
        frame.close(&mut out);
        (out, frame.width, frame.height)
    }

    /// A frame whose row `i` is labelled `row_labels[i]` (e.g. the rows of a region that does
    /// not start at 0).
    pub(crate) fn with_row_labels(
        row_labels: Vec<i64>,
        cols: i64,
        cw: i64,
        ch: i64,
        headings: &[&str],
    ) -> Frame {
        let rows = row_labels.len() as i64;
        let label_chars = row_labels
            .iter()
            .map(|r| r.to_string().len())
            .max()
            .unwrap_or(1);
        let row_label_w = text_w(label_chars, LABEL_SIZE) + 14;
        let title_h = headings.len() as i64 * (TITLE_SIZE + 6) + 6;
        let col_label_h = LABEL_SIZE + 10;
        let x0 = MARGIN + row_label_w;
        let y0 = MARGIN + title_h + col_label_h;
        let title_w = headings
            .iter()
            .map(|h| text_w(h.chars().count(), TITLE_SIZE))
            .max()
            .unwrap_or(0);
        let width = (x0 + cols * cw + MARGIN).max(2 * MARGIN + title_w);
        let height = y0 + rows * ch + MARGIN;
        Frame {
            rows,
            cols,
            cw,
            ch,
            x0,
            y0,
            width,
            height,
            row_labels,
        }
    }

    /// The document head: root element, `<title>`, background, headings, indices.
    pub(crate) fn open(&self, out: &mut String, title: &str, headings: &[&str]) {
        let (w, h) = (self.width, self.height);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
             viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\">"
        );
        let _ = writeln!(out, "<title>{}</title>", esc(title));
        let _ = writeln!(out, "<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>");
        for (k, line) in headings.iter().enumerate() {
            let y = MARGIN + TITLE_SIZE + k as i64 * (TITLE_SIZE + 6);
            let weight = if k == 0 { " font-weight=\"bold\"" } else { "" };
            let _ = writeln!(
                out,
                "<text x=\"{MARGIN}\" y=\"{y}\" font-size=\"{TITLE_SIZE}\"{weight}>{}</text>",
                esc(line)
            );
        }
        let _ = writeln!(
            out,
            "<g font-size=\"{LABEL_SIZE}\" fill=\"#555\" text-anchor=\"middle\" \
             dominant-baseline=\"central\">"
        );
        let label_y = self.y0 - (LABEL_SIZE + 10) / 2;
        for j in 0..self.cols {
            let x = self.x0 + j * self.cw + self.cw / 2;
            let _ = writeln!(out, "<text x=\"{x}\" y=\"{label_y}\">{j}</text>");
        }
        let _ = writeln!(out, "</g>");
        let _ = writeln!(
            out,
            "<g font-size=\"{LABEL_SIZE}\" fill=\"#555\" text-anchor=\"end\" \
             dominant-baseline=\"central\">"
        );
        for (i, label) in (0..).zip(&self.row_labels) {
            let y = self.y0 + i * self.ch + self.ch / 2;
            let _ = writeln!(out, "<text x=\"{}\" y=\"{y}\">{label}</text>", self.x0 - 7);
        }
        let _ = writeln!(out, "</g>");
    }

    /// A cell's rectangle at `(i, j)`, filled with `rgb`, then its text lines (centred).
    pub(crate) fn cell(
        &self,
        out: &mut String,
        i: i64,
        j: i64,
        rgb: &str,
        lines: &[String],
        size: i64,
    ) {
        let (x, y) = (self.x0 + j * self.cw, self.y0 + i * self.ch);
        let _ = writeln!(
            out,
            "<g class=\"cell\"><rect x=\"{x}\" y=\"{y}\" width=\"{}\" height=\"{}\" \
             fill=\"rgb({rgb})\"/>",
            self.cw, self.ch
        );
        let cx = x + self.cw / 2;
        let n = lines.len() as i64;
        for (k, line) in lines.iter().enumerate() {
            // Centres of n equal bands of the cell, pulled together a little.
            let band = self.ch * (2 * k as i64 + 1) / (2 * n);
            let cy = y + self.ch / 2 + (band - self.ch / 2) * 3 / 4;
            let _ = write!(
                out,
                "<text x=\"{cx}\" y=\"{cy}\" font-size=\"{size}\" text-anchor=\"middle\" \
                 dominant-baseline=\"central\">{}</text>",
                esc(line)
            );
        }
        let _ = writeln!(out, "</g>");
    }

    /// Grid lines over all cells, a heavier border, and the end of the document.
    pub(crate) fn close(&self, out: &mut String) {
        let (x1, y1) = (self.x0 + self.cols * self.cw, self.y0 + self.rows * self.ch);
        let _ = write!(
            out,
            "<path fill=\"none\" stroke=\"#333\" stroke-width=\"1\" d=\""
        );
        for j in 1..self.cols {
            let x = self.x0 + j * self.cw;
            let _ = write!(out, "M{x} {}V{y1}", self.y0);
        }
        for i in 1..self.rows {
            let y = self.y0 + i * self.ch;
            let _ = write!(out, "M{} {y}H{x1}", self.x0);
        }
        let _ = writeln!(out, "\"/>");
        let _ = writeln!(
            out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"black\" \
             stroke-width=\"2\"/>",
            self.x0,
            self.y0,
            self.cols * self.cw,
            self.rows * self.ch
        );
        out.push_str("</svg>\n");
    }
}

/// A rank-2 layout as an SVG grid: the cell at row `m`, column `n` shows the offset
/// `l(m, n)` and is coloured by it ([`color`]); the heading is the layout in CuTe notation.
/// Any other rank is an error.
pub fn to_svg(l: &Layout) -> Result<String> {
    let (rows, cols) = rank2_extents("to_svg", l)?;
    let offsets = l.rank2_offsets(rows, cols)?;
    Ok(offsets_svg(
        &l.to_string(),
        l.size(),
        l.cosize(),
        rows,
        cols,
        &offsets,
    ))
}

/// The SVG grid of [`to_svg`] from its parts: the title (a layout in CuTe notation), its size and
/// cosize, and the offsets of the `rows x cols` cells, row-major. For layouts whose offsets are
/// not a plain layout's, such as CuTe's swizzled (composed) layouts.
///
/// ```
/// let s = cute_layout_dynamic::svg::offsets_svg("Sw<1,0,1> o _0 o (_2,_2):(_1,_2)", 4, 4, 2, 2, &[0, 2, 1, 3]);
/// assert_eq!(s.matches("class=\"cell\"").count(), 4);
/// ```
pub fn offsets_svg(
    title: &str,
    size: i64,
    cosize: i64,
    rows: i64,
    cols: i64,
    offsets: &[i64],
) -> String {
    let digits = offsets
        .iter()
        .map(|o| o.to_string().len())
        .max()
        .unwrap_or(1);
    const SIZE: i64 = 14;
    let cw = 40.max(text_w(digits, SIZE) + 14);
    let sub = format!("size {size}, cosize {cosize}; cell (m,n) holds its offset");
    let draw = |frame: &Frame, out: &mut String, i: i64, j: i64| {
        let o = offsets[(i * cols + j) as usize];
        frame.cell(out, i, j, color(o), &[o.to_string()], SIZE);
    };
    Frame::picture((rows, cols), (cw, 36), title, &sub, draw).0
}

/// A TV layout on an `m x n` tile as an SVG grid: each cell shows the thread `T<t>` and value
/// `V<v>` that own it, coloured by thread ([`color`]), as in CuTe's TV pictures.
///
/// `tv` is a rank-2 `(thread, value) -> index` layout whose codomain is the column-major index
/// into the tile. A cell that several `(t, v)` reach shows the first in thread-major order; a
/// cell none reaches stays white. An index outside the tile, or a rank other than 2, is an error.
///
/// ```
/// use cute_layout_dynamic::{svg, Layout};
/// let tv: Layout = "(32,4):(4,1)".parse().unwrap(); // 32 threads x 4 values on an 8x16 tile
/// let s = svg::to_svg_tv(&tv, 8, 16).unwrap();
/// assert_eq!(s.matches("class=\"cell\"").count(), 128);
/// assert!(s.contains(">T31</text>") && s.contains(">V3</text>"));
/// ```
pub fn to_svg_tv(tv: &Layout, m: i64, n: i64) -> Result<String> {
    let cells = tv_cells("to_svg_tv", tv, m, n)?;
    let title = format!("TV layout {tv}");
    Ok(tv_panel(&cells, m, n, &title).0)
}

/// The cells of a TV picture (`cells[t][v]` = `(row, column)`) on an `m x n` grid, each showing
/// the first thread `T` and value `V` to reach it, coloured by thread: the SVG text, its width
/// and its height.
fn tv_panel(cells: &[Vec<(i64, i64)>], m: i64, n: i64, title: &str) -> Panel {
    let mut owner: Vec<Option<(usize, usize)>> = vec![None; (m * n) as usize];
    for (t, row) in cells.iter().enumerate() {
        for (v, &(i, j)) in row.iter().enumerate() {
            owner[(i * n + j) as usize].get_or_insert((t, v));
        }
    }
    let chars = 1 + cells.len().saturating_sub(1).to_string().len().max(
        cells
            .first()
            .map_or(1, |r| r.len())
            .saturating_sub(1)
            .to_string()
            .len(),
    );
    const SIZE: i64 = 12;
    let cw = 44.max(text_w(chars, SIZE) + 14);
    let sub = format!(
        "{m} x {n} tile, {} threads x {} values; cell (m,n) shows its thread T and value V",
        cells.len(),
        cells.first().map_or(0, Vec::len)
    );
    let draw = |frame: &Frame, out: &mut String, i: i64, j: i64| match owner[(i * n + j) as usize] {
        Some((t, v)) => {
            let lines = [format!("T{t}"), format!("V{v}")];
            frame.cell(out, i, j, color(t as i64), &lines, SIZE);
        }
        None => frame.cell(out, i, j, "255,255,255", &[], SIZE),
    };
    Frame::picture((m, n), (cw, 44), title, &sub, draw)
}

/// An SVG document with its width and height.
type Panel = (String, i64, i64);

/// One SVG document holding `panels` at the given positions.
fn arrange(title: &str, panels: &[(Panel, (i64, i64))]) -> String {
    let w = panels
        .iter()
        .map(|((_, pw, _), (x, _))| x + pw)
        .max()
        .unwrap_or(0);
    let h = panels
        .iter()
        .map(|((_, _, ph), (_, y))| y + ph)
        .max()
        .unwrap_or(0);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" \
         viewBox=\"0 0 {w} {h}\" font-family=\"{FONT}\">\n<title>{}</title>\n\
         <rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n",
        esc(title)
    );
    for ((svg, _, _), (x, y)) in panels {
        // A nested <svg> is placed by its x and y.
        out.push_str(&svg.replacen("<svg ", &format!("<svg x=\"{x}\" y=\"{y}\" "), 1));
    }
    out.push_str("</svg>\n");
    out
}

/// The SVG of a TiledMMA (as [`crate::latex::mma_latex`] draws it): C (`M x N`) with A
/// (`M x K`) to its left and B (drawn `K x N`) above it, each cell showing the thread and value
/// that hold it.
///
/// ```
/// use cute_layout_dynamic::{svg, Layout};
/// let c: Layout = "(2,1):(1,0)".parse().unwrap();
/// let pic = svg::mma_svg(&c, &c, &"(2,1):(0,0)".parse().unwrap(), 2, 1, 1).unwrap();
/// assert_eq!(pic.matches("class=\"cell\"").count(), 2 + 2 + 1);
/// assert!(pic.contains(">A (2 x 1)</text>") && pic.contains(">B (1 x 1, k x n)</text>"));
/// ```
pub fn mma_svg(c: &Layout, a: &Layout, b: &Layout, m: i64, n: i64, k: i64) -> Result<String> {
    const OP: &str = "mma_svg";
    let cc = tv_cells(OP, c, m, n)?;
    let ac = tv_cells(OP, a, m, k)?;
    let bc: Vec<Vec<(i64, i64)>> = tv_cells(OP, b, n, k)?
        .into_iter()
        .map(|r| r.into_iter().map(|(j, kk)| (kk, j)).collect())
        .collect();
    let pc = tv_panel(&cc, m, n, &format!("C ({m} x {n})"));
    let pa = tv_panel(&ac, m, k, &format!("A ({m} x {k})"));
    let pb = tv_panel(&bc, k, n, &format!("B ({k} x {n}, k x n)"));
    let (wa, hb) = (pa.1, pb.2);
    Ok(arrange(
        &format!("TiledMMA: C {c}, A {a}, B {b}"),
        &[(pb, (wa, 0)), (pa, (0, hb)), (pc, (wa, hb))],
    ))
}

/// The SVG of a TiledCopy (as [`crate::latex::copy_latex`] draws it): the `M x N` tile as the
/// source's threads and values hold it, and to its right as the destination's.
///
/// ```
/// use cute_layout_dynamic::{svg, Layout};
/// let tv: Layout = "(2,2):(2,1)".parse().unwrap();
/// let pic = svg::copy_svg(&tv, &tv, 1, 4).unwrap();
/// assert_eq!(pic.matches("class=\"cell\"").count(), 8);
/// ```
pub fn copy_svg(s: &Layout, d: &Layout, m: i64, n: i64) -> Result<String> {
    const OP: &str = "copy_svg";
    let ps = tv_panel(
        &tv_cells(OP, s, m, n)?,
        m,
        n,
        &format!("Source ({m} x {n})"),
    );
    let pd = tv_panel(
        &tv_cells(OP, d, m, n)?,
        m,
        n,
        &format!("Destination ({m} x {n})"),
    );
    let ws = ps.1;
    Ok(arrange(
        &format!("TiledCopy: S {s}, D {d}"),
        &[(ps, (0, 0)), (pd, (ws, 0))],
    ))
}
