//! The conformance corpus format: `op | arg1 | arg2 | expected`, one case a line.

use crate::error::Error;
use crate::expr::{apply, OPERATIONS};
use crate::notation::{parse_value, Value};

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
    /// CuTe's printed answer, an integer, or `ERROR`.
    pub expected: String,
}

impl Case {
    /// `true` when CuTe rejects the input.
    pub fn is_error(&self) -> bool {
        self.expected == "ERROR"
    }
}

/// Read the cases of a corpus text (comments and blank lines skipped).
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
        out.push(Case {
            line: i + 1,
            op: f[0].to_string(),
            arg1: f[1].to_string(),
            arg2: (f[2] != "-").then(|| f[2].to_string()),
            expected: f[3].to_string(),
        });
    }
    Ok(out)
}

/// Operations whose result the corpus writes as a plain integer.
pub const SCALAR_OPS: &[&str] = &["size", "cosize", "rank", "depth", "crd2idx"];

/// Prints a value as CuTe does: static integers as `_N`, except scalar results (plain `N`).
pub fn format_value(op: &str, v: &Value) -> String {
    match v {
        Value::Int(n) if SCALAR_OPS.contains(&op) => n.to_string(),
        Value::Int(n) => format!("_{n}"),
        Value::Layout(l) => l.to_string(),
        other => other
            .to_int_tuple()
            .map(|t| t.to_string())
            .unwrap_or_else(|| format!("{other:?}")),
    }
}

/// Run one case at run time; `Ok` holds the printed result.
pub fn run(case: &Case) -> Result<String, Error> {
    let op = if case.op == "coalesce_by" {
        "coalesce"
    } else {
        case.op.as_str()
    };
    let Some(&(name, _, _)) = OPERATIONS.iter().find(|o| o.0 == op) else {
        return Err(Error::new("corpus", format!("unknown operation {op}")));
    };
    let parse = |t: &str| parse_value(t).map_err(|e| Error::new("corpus", format!("{t:?}: {e}")));
    let mut args = vec![parse(&case.arg1)?];
    if let Some(b) = &case.arg2 {
        args.push(parse(b)?);
    }
    apply(name, &args)
        .map(|v| format_value(name, &v))
        .map_err(|e| e.0)
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

/// Read the `print_layout` corpus (`=== <layout>` headers, `#` comment lines before the first).
pub fn parse_print_layout(text: &str) -> Vec<PrintCase> {
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
    out
}
