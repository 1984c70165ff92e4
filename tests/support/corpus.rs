//! The conformance corpus format, shared by the test runners of this workspace (included with
//! `#[path = ...] mod corpus;` from `tests/conformance.rs` and `dynamic/tests/corpus.rs`).
//!
//! A corpus is one case a line, `op | arg1 | arg2 | expected`; `expected` is CuTe's print, an
//! integer, `ERROR` (CuTe rejects the input) or, in the mixed corpus, `ERROR_RUNTIME` (CuTe
//! divides by a dynamic zero). `#` lines are comments. The all-static corpora write every integer
//! as static (`4` or `_4`, scalar results plain); the mixed corpus writes CuTe's print convention
//! (`_4` static, `4` dynamic, scalar results too). The `print_layout` corpus is `=== <layout>`
//! headers, each followed by CuTe's exact text.

#![allow(dead_code)]

use cute_layout_dynamic::{parse_value_in, Error, Expr, Notation, Value, OPERATIONS};

/// One case of the corpus.
#[derive(Clone, Debug)]
pub struct Case {
    /// 1-based line number in its file.
    pub line: usize,
    /// CuTe's name of the operation.
    pub op: String,
    /// First argument, as written.
    pub arg1: String,
    /// Second argument as written, `None` for `-`.
    pub arg2: Option<String>,
    /// CuTe's printed answer, an integer, `ERROR` or `ERROR_RUNTIME`.
    pub expected: String,
}

impl Case {
    /// `true` when CuTe rejects the input (at compile time).
    pub fn is_error(&self) -> bool {
        self.expected == "ERROR"
    }

    /// `true` when CuTe compiles the input but dies evaluating it (a division by a dynamic 0).
    pub fn is_runtime_error(&self) -> bool {
        self.expected == "ERROR_RUNTIME"
    }

    /// The operation's name as the run-time engine knows it (`coalesce_by` is `coalesce` with a
    /// profile).
    pub fn engine_op(&self) -> &str {
        match self.op.trim_end_matches("_rt") {
            "coalesce_by" => "coalesce",
            // The swizzle corpus: `composition(Sw, L)`, and `slice` with its offset.
            "make_composed" => "composition",
            "slice_and_offset" => "slice",
            op => op,
        }
    }

    /// `true` for the swizzle corpus's operations at run-time coordinates (`*_rt`): the
    /// coordinate or thread index is a run-time value, the answer in CuTe's mixed notation.
    pub fn is_run_time_coordinate(&self) -> bool {
        self.op.ends_with("_rt")
    }

    /// CuTe's answer as the runners compare it (see [`compared`]).
    pub fn compared(&self) -> String {
        compared(&self.op, &self.expected)
    }

    /// `op | arg1 | arg2`, for messages.
    pub fn describe(&self) -> String {
        format!(
            "line {}: {} | {} | {}",
            self.line,
            self.op,
            self.arg1,
            self.arg2.as_deref().unwrap_or("-")
        )
    }
}

/// CuTe's answer `expected` to `op` as the runners compare it: at a run-time coordinate
/// (`*_rt`) the slice's start is a number in this workspace's API, so CuTe's static marker of it
/// (`; _0`, when no run-time leaf reaches it) is dropped.
pub fn compared(op: &str, expected: &str) -> String {
    match expected.split_once(" ; _") {
        Some((l, o)) if op.ends_with("_rt") => format!("{l} ; {o}"),
        _ => expected.to_string(),
    }
}

/// Reads the cases of a corpus text (comments and blank lines skipped). A malformed line, a
/// file without cases, or an operation the run-time engine does not know is an error: a
/// runner must never pass on a corpus it did not run.
pub fn parse(text: &str) -> Result<Vec<Case>, String> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
        if f.len() != 4 {
            return Err(format!(
                "line {}: expected `op | arg1 | arg2 | expected`, got {line:?}",
                i + 1
            ));
        }
        let case = Case {
            line: i + 1,
            op: f[0].to_string(),
            arg1: f[1].to_string(),
            arg2: (f[2] != "-").then(|| f[2].to_string()),
            expected: f[3].to_string(),
        };
        if !OPERATIONS.iter().any(|o| o.0 == case.engine_op()) {
            return Err(format!(
                "line {}: unknown operation `{}` (known: {})",
                i + 1,
                case.op,
                OPERATIONS
                    .iter()
                    .map(|o| o.0)
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        out.push(case);
    }
    if out.is_empty() {
        return Err("the corpus has no cases".into());
    }
    Ok(out)
}

/// Reads a corpus file; a missing or empty file is an error.
pub fn read(path: &str) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    parse(&text).map_err(|e| format!("{path}: {e}"))
}

/// Operations whose result the corpus writes as a plain integer.
pub const SCALAR_OPS: &[&str] = &["size", "cosize", "rank", "depth", "crd2idx", "swizzle"];

/// Operations whose result the corpus writes as `result ; offset` (or `tile ; layout`).
pub const PAIR_OPS: &[&str] = &[
    "slice_and_offset",
    "local_tile",
    "local_partition",
    "make_layout_tv",
];

/// Prints a value as CuTe does: static integers as `_N`, except scalar results (plain `N`).
pub fn format_value(op: &str, v: &Value) -> String {
    match v {
        Value::Int(n) if SCALAR_OPS.contains(&op) => format!("{n:#}"),
        other => other.to_string(),
    }
}

/// Runs one case of an all-static corpus at run time; `Ok` holds the printed result.
pub fn run(case: &Case) -> Result<String, Error> {
    run_in(case, Notation::AllStatic)
}

/// Runs one case written in `notation`; `Ok` holds the printed result: in the all-static
/// notation scalars are plain integers, in the mixed one every value prints as CuTe prints it.
pub fn run_in(case: &Case, notation: Notation) -> Result<String, Error> {
    let parse = |t: &str| {
        parse_value_in(t, notation)
            .map(|v| Expr::Lit(v, 0))
            .map_err(|e| match e.message.strip_prefix("Swizzle: ") {
                // CuTe rejects such a swizzle type wherever it appears (its static_asserts).
                Some(rule) => Error::new("Swizzle", rule),
                None => Error::new("corpus", format!("{t:?}: {e}")),
            })
    };
    // A run-time coordinate (`*_rt`: the slice's coordinate, the part after ` @ `) is read in
    // the mixed notation, where a plain integer is a run-time value.
    let rt = case.is_run_time_coordinate();
    let parse_coord = |t: &str| match rt {
        true => parse_value_in(t, Notation::Mixed)
            .map(|v| Expr::Lit(v, 0))
            .map_err(|e| Error::new("corpus", format!("{t:?}: {e}"))),
        false => parse(t),
    };
    let mut args = vec![match case.op.as_str() {
        "slice_and_offset_rt" => parse_coord(&case.arg1)?,
        _ => parse(&case.arg1)?,
    }];
    if let Some(b) = &case.arg2 {
        // The swizzle corpus writes `tiler @ coord`, `threads @ index` and `old->new` widths.
        for (i, part) in b.split(" @ ").enumerate() {
            for p in part.split("->") {
                args.push(if i > 0 { parse_coord(p)? } else { parse(p)? });
            }
        }
    }
    let op = case.engine_op();
    let (v, offset) = Expr::Call(op.to_string(), args, 0)
        .eval_with_offset(&|_: &str| None)
        .map_err(|e| e.0)?;
    let show = |v: &Value| match (notation, rt) {
        (Notation::AllStatic, false) => format_value(&case.op, v),
        _ => v.to_string(),
    };
    if !PAIR_OPS.contains(&case.op.trim_end_matches("_rt")) {
        return Ok(show(&v));
    }
    match (&v, offset) {
        (Value::Tuple(p), None) if p.len() == 2 => Ok(format!("{} ; {}", show(&p[0]), show(&p[1]))),
        // At a run-time coordinate the start is compared as a number (see `compared`).
        (_, Some(off)) if rt => Ok(format!("{} ; {off}", show(&v))),
        (_, Some(off)) => Ok(format!("{} ; _{off}", show(&v))),
        _ => Err(Error::new(
            "corpus",
            format!("{}: expected a pair, got {v}", case.describe()),
        )),
    }
}

/// One block of the `print_layout` corpus: a layout and CuTe's exact `print_layout` text.
#[derive(Clone, Debug)]
pub struct PrintCase {
    /// 1-based line of the `===` header.
    pub line: usize,
    /// The layout in CuTe notation.
    pub layout: String,
    /// CuTe's text: every line after the header up to the next header, each ending in `\n`.
    pub expected: String,
}

/// Reads the `print_layout` corpus (`=== <layout>` headers, `#` comment lines before the
/// first); a missing file or one without blocks is an error.
pub fn read_print_layout(path: &str) -> Result<Vec<PrintCase>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out: Vec<PrintCase> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(l) = line.strip_prefix("=== ") {
            out.push(PrintCase {
                line: i + 1,
                layout: l.trim().to_string(),
                expected: String::new(),
            });
        } else if let Some(last) = out.last_mut() {
            last.expected.push_str(line);
            last.expected.push('\n');
        }
    }
    if out.is_empty() {
        return Err(format!("{path}: no `=== <layout>` blocks"));
    }
    Ok(out)
}
