//! SVG pictures of an access's banks: which 4-byte words of shared memory one instruction of a
//! warp touches, which wavefront serves each, and which conflict.
//!
//! The picture is a grid of words with one column per bank (`word % 32`) and one row per
//! 128 bytes (`word / 32`), from the first to the last row the instruction touches (when they
//! span more than 64 rows, only the rows it touches). Each word a thread touches shows the
//! thread (`T5`; `T5+2`: thread 5 and 2 more) and the wavefront that serves it (`w3`), and is
//! coloured by that wavefront ([`svg::color`](crate::svg::color)); a word that conflicts (its
//! bank holds more than one distinct word in its phase) has a red outline
//! (`class="conflict"`). Wavefronts are assigned as the hardware's count implies, in an order
//! of our choosing: phase by phase, and within a phase the `k`-th distinct word of a bank in
//! ascending word order is served in the phase's `k`-th wavefront.
//!
//! ```
//! use cute_layout_dynamic::banks::picture::banks_svg;
//! use cute_layout_dynamic::MaybeComposed;
//! // Thread t reads the float at row t, column 0 of a 32x32 row-major tile: all in bank 0.
//! let smem = MaybeComposed::Plain("(32,32):(32,1)".parse().unwrap());
//! let access = "(32,32):(1,32)".parse().unwrap();
//! let s = banks_svg(&smem, 32, &access, 32, None).unwrap();
//! assert!(s.contains("warp 0 vector 0, 32 wavefronts (ideal 1), 32-way"));
//! assert_eq!(s.matches("class=\"cell\"").count(), 32); // 32 words, one per row
//! assert_eq!(s.matches("class=\"conflict\"").count(), 32); // all in bank 0
//! assert!(s.contains(">T31</text>") && s.contains(">w31</text>"));
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write;

use super::{bank_conflicts, Word, BANKS};
use crate::composed::MaybeComposed;
use crate::error::{Error, Result};
use crate::layout::Layout;
use crate::svg::{color, text_w, Frame};

const OP: &str = "banks_svg";
/// Rows of words a picture spans in full; beyond, only the rows with a touched word are drawn.
const MAX_SPAN: i64 = 64;
const CELL_FONT: i64 = 11;

/// The SVG picture of one instruction of an access (the arguments of
/// [`bank_conflicts`]): `instruction` indexes its report's instructions
/// (warp by warp, vector by vector); `None` picks the first of those with the most ways. The
/// heading names the access, the layout, the warp and vector, the wavefronts, the ideal and the
/// ways. An access `bank_conflicts` rejects, or an instruction out of range, is an error.
pub fn banks_svg(
    smem: &MaybeComposed,
    elem_bits: i64,
    access: &Layout,
    vector_bits: i64,
    instruction: Option<usize>,
) -> Result<String> {
    let report = bank_conflicts(smem, elem_bits, access, vector_bits)?;
    let n = report.instructions.len();
    let k = match instruction {
        Some(k) if k < n => k,
        Some(k) => {
            return Err(Error::new(
                OP,
                format!("the access has {n} instructions (0..{n}), not an instruction {k}"),
            ))
        }
        None => report
            .instructions
            .iter()
            .position(|i| i.ways == report.ways())
            .ok_or_else(|| Error::new(OP, "the access has no instruction to draw"))?,
    };
    let ins = &report.instructions[k];

    let phase = super::phase_threads(vector_bits);
    let words: BTreeMap<i64, &Word> = ins.words.iter().map(|w| (w.word, w)).collect();

    // The rows: the span the words touch, or only the touched rows of a wide span.
    let touched: BTreeSet<i64> = words.keys().map(|w| w.div_euclid(BANKS)).collect();
    let (lo, hi) = match (touched.first(), touched.last()) {
        (Some(&lo), Some(&hi)) => (lo, hi),
        _ => (0, 0),
    };
    let (rows, rows_line): (Vec<i64>, String) = if hi - lo < MAX_SPAN {
        (
            (lo..=hi).collect(),
            format!("rows {lo}..{} of 128 bytes (word / 32)", hi + 1),
        )
    } else {
        (
            touched.iter().copied().collect(),
            format!(
                "the {} rows of 128 bytes (word / 32) with a touched word, of {lo}..{}",
                touched.len(),
                hi + 1
            ),
        )
    };
    let row_of: BTreeMap<i64, i64> = (0..).zip(&rows).map(|(i, &r)| (r, i)).collect();

    let label = |w: &Word| -> [String; 2] {
        let more = match w.threads.len() {
            1 => String::new(),
            n => format!("+{}", n - 1),
        };
        let waves: Vec<String> = w.wavefronts.iter().map(i64::to_string).collect();
        [
            format!("T{}{more}", w.threads[0]),
            format!("w{}", waves.join(",")),
        ]
    };
    let chars = words
        .values()
        .flat_map(|w| label(w).map(|l| l.len()))
        .max()
        .unwrap_or(1);
    let cw = 44.max(text_w(chars, CELL_FONT) + 8);

    let conflicting = words.values().filter(|w| w.conflict).count();
    let title = format!(
        "{vector_bits}-bit accesses {access} into {smem} of {elem_bits}-bit elements: \
         warp {} vector {}, {} wavefront{} (ideal {}), {}-way",
        ins.warp,
        ins.vector,
        ins.wavefronts,
        if ins.wavefronts == 1 { "" } else { "s" },
        ins.ideal,
        ins.ways
    );
    let grid_line = format!(
        "{rows_line} x 32 banks (word % 32); a word shows the thread T touching it and the \
         wavefront w serving it (colour)"
    );
    let phase_line = format!(
        "phases of {phase} threads; in a phase the k-th distinct word of a bank (ascending) \
         is served in wavefront k; red outline: a conflict ({conflicting} words)"
    );
    let headings = [title.as_str(), grid_line.as_str(), phase_line.as_str()];
    let frame = Frame::with_row_labels(rows, BANKS, cw, 36, &headings);
    let mut out = String::new();
    frame.open(&mut out, &title, &headings);
    let mut marks = String::new();
    for (&word, w) in &words {
        let (i, j) = (row_of[&word.div_euclid(BANKS)], word.rem_euclid(BANKS));
        frame.cell(&mut out, i, j, color(w.wavefronts[0]), &label(w), CELL_FONT);
        if w.conflict {
            let (x, y) = (frame.x0 + j * frame.cw, frame.y0 + i * frame.ch);
            let _ = writeln!(
                marks,
                "<rect class=\"conflict\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" \
                 fill=\"none\" stroke=\"rgb(220,0,0)\" stroke-width=\"2.5\"/>",
                x + 2,
                y + 2,
                frame.cw - 4,
                frame.ch - 4
            );
        }
    }
    out.push_str(&marks);
    frame.close(&mut out);
    Ok(out)
}
