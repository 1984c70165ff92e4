//! `cute-inspect`: evaluate CuTe layout expressions and look at the results.
//!
//! ```text
//! cute-inspect 'logical_divide((12,32,6):(1,128,0),(4,8))'
//! cute-inspect --table --svg blocked.svg 'blocked_product((2,2):(1,2),(3,4):(1,3))'
//! echo 'zipped_divide((300,200):(_1,300),(_128,_32))' | cute-inspect --mixed
//! cute-inspect --banks '((8,4),8):((1,64),8)' --svg banks.svg '(8,64):(64,1)'
//! ```
//!
//! Install with `cargo install cute-layout-dynamic`; `cute-inspect --help` describes the options.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use cute_layout_dynamic::banks::{bank_conflicts, picture::banks_svg};
use cute_layout_dynamic::{
    latex, parse_expr_in, svg, ComposedLayout, IntTuple, Layout, Leaf, MaybeComposed, Notation,
    Value, OPERATIONS,
};

const USAGE: &str = "\
cute-inspect: evaluate CuTe layout expressions with cute-layout's run-time engine

usage: cute-inspect [options] [<expr>...]

Each <expr> is evaluated and its result printed in CuTe notation (as CuTe's print shows it),
followed by its size, cosize, rank and depth when it is a layout or a swizzled layout. With no <expr>, or with `-`,
the expressions are read from standard input, one per line (empty lines and lines starting
with `#` are skipped).

<expr> is CuTe notation or CuTe's function syntax, e.g.
  (4,(2,4)):(2,(1,8))
  logical_divide((12,32,6):(1,128,0),(4,8))
  blocked_product((2,2):(1,2),(3,4):(1,3))
  composition((6,2):(8,2),<(4,3):(3,1)>)
  Sw<3,3,3> o 0 o (8,64):(64,1)           (a swizzled layout: CuTe's ComposedLayout)
  tile_to_shape(Sw<3,3,3> o (8,64):(64,1),(128,64))
  slice((3,_),Sw<3,3,3> o (8,64):(64,1))

options:
  -t, --table        print the offsets: CuTe's print_layout table for a rank-2 layout, the
                     offsets in index order for a rank-1 layout
      --svg <path>   write a rank-2 result as an SVG picture (`-`: standard output)
      --latex <path> write a rank-2 result as CuTe's print_latex (TikZ) (`-`: standard output)
      --banks <access>
                     the shared-memory bank conflicts of an access to the layout: <access>
                     maps (thread, value) to the layout's index (a TV layout); prints each
                     instruction's wavefronts, ideal and ways, a conflicting pair of threads,
                     and each thread's bank; with --svg, draws one instruction instead of
                     the layout: the words it touches by bank (columns) and 128-byte row,
                     each with its thread and wavefront, conflicting words outlined in red
      --elem-bits <n>   the width of the layout's elements for --banks (default 16)
      --vector-bits <n> the bits each thread moves per instruction (default 128)
      --instruction <n> the instruction --banks --svg draws, counted from 0 in the order
                        printed (default: the first with the most ways)
  -m, --mixed        read integers as CuTe prints them: `_4` static, `4` run-time (default:
                     every integer is static, as in cute-layout's `layout!`)
  -q, --quiet        print the results only (no size, cosize, rank, depth)
  -h, --help         print this help
  -V, --version      print the version

With several expressions, `--svg out.svg` writes out-1.svg, out-2.svg, ... (likewise --latex).
Exit status: 0 when every expression was evaluated, 1 when one was not, 2 for a usage error.
";

/// The command line.
#[derive(Debug, Default, PartialEq)]
struct Args {
    exprs: Vec<String>,
    table: bool,
    svg: Option<String>,
    latex: Option<String>,
    mixed: bool,
    quiet: bool,
    banks: Option<String>,
    elem_bits: i64,
    vector_bits: i64,
    instruction: Option<usize>,
}

/// What to do instead of evaluating: print this text (help, version) or report a usage error.
enum Exit {
    Print(String),
    Usage(String),
}

fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args, Exit> {
    let mut a = Args {
        elem_bits: 16,
        vector_bits: 128,
        ..Args::default()
    };
    let number = |opt: &str, v: Option<String>| -> Result<i64, Exit> {
        v.and_then(|v| v.parse().ok())
            .ok_or_else(|| Exit::Usage(format!("{opt} needs a number of bits")))
    };
    let path = |opt: &str, v: Option<String>| -> Result<String, Exit> {
        v.ok_or_else(|| Exit::Usage(format!("{opt} needs a path (`-` for standard output)")))
    };
    let mut only_exprs = false;
    while let Some(arg) = it.next() {
        if only_exprs || arg == "-" || !arg.starts_with('-') || arg.len() == 1 {
            a.exprs.push(arg);
            continue;
        }
        match arg.as_str() {
            "--" => only_exprs = true,
            "-h" | "--help" => return Err(Exit::Print(USAGE.to_string())),
            "-V" | "--version" => {
                return Err(Exit::Print(format!(
                    "cute-inspect {}\n",
                    env!("CARGO_PKG_VERSION")
                )))
            }
            "-t" | "--table" => a.table = true,
            "-m" | "--mixed" => a.mixed = true,
            "-q" | "--quiet" => a.quiet = true,
            "--svg" => a.svg = Some(path("--svg", it.next())?),
            "--banks" => {
                a.banks = Some(
                    it.next()
                        .ok_or_else(|| Exit::Usage("--banks needs an access layout".into()))?,
                )
            }
            "--elem-bits" => a.elem_bits = number("--elem-bits", it.next())?,
            "--vector-bits" => a.vector_bits = number("--vector-bits", it.next())?,
            "--instruction" => {
                a.instruction = Some(it.next().and_then(|v| v.parse().ok()).ok_or_else(|| {
                    Exit::Usage("--instruction needs an instruction number (0, 1, ...)".into())
                })?)
            }
            "--latex" => a.latex = Some(path("--latex", it.next())?),
            s if s.starts_with("--svg=") => a.svg = Some(s["--svg=".len()..].to_string()),
            s if s.starts_with("--latex=") => a.latex = Some(s["--latex=".len()..].to_string()),
            // A negative number is CuTe notation (`-4`), not an option.
            s if s[1..].starts_with(|c: char| c.is_ascii_digit()) => a.exprs.push(arg),
            s => return Err(Exit::Usage(format!("unknown option `{s}`"))),
        }
    }
    if a.instruction.is_some() && a.banks.is_none() {
        return Err(Exit::Usage(
            "--instruction picks an instruction of --banks".into(),
        ));
    }
    Ok(a)
}

/// `message`, then the expression with a caret under byte offset `at`.
fn report(err: &mut impl Write, text: &str, at: usize, message: &str) {
    let at = at.min(text.len());
    let col = text.char_indices().take_while(|&(i, _)| i < at).count();
    let _ = writeln!(err, "error: {message}\n  {text}\n  {}^", " ".repeat(col));
}

/// A value in CuTe notation (layouts and tuples as CuTe prints them; integers bare).
fn notation(v: &Value) -> String {
    match v {
        Value::Int(i) => format!("{i:#}"),
        other => other.to_string(),
    }
}

/// Where the picture of expression `k` (of `n`) goes: `path`, or `out-k.svg` for `out.svg`
/// when there are several expressions.
fn numbered(path: &str, k: usize, n: usize) -> String {
    if n == 1 || path == "-" {
        return path.to_string();
    }
    let name_start = path.rfind('/').map_or(0, |i| i + 1);
    match path[name_start..].rfind('.') {
        Some(dot) if dot > 0 => {
            let dot = name_start + dot;
            format!("{}-{k}{}", &path[..dot], &path[dot..])
        }
        _ => format!("{path}-{k}"),
    }
}

/// Writes `text` to `path` (`-`: `out`).
fn write_to(out: &mut impl Write, path: &str, text: &str, what: &str) -> Result<(), String> {
    if path == "-" {
        out.write_all(text.as_bytes()).map_err(|e| e.to_string())
    } else {
        std::fs::write(path, text).map_err(|e| format!("cannot write the {what} to {path}: {e}"))
    }
}

/// Evaluates one expression and prints what was asked for; `Err` when it could not be done.
fn inspect(
    args: &Args,
    text: &str,
    k: usize,
    n: usize,
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<(), ()> {
    let notation_kind = if args.mixed {
        Notation::Mixed
    } else {
        Notation::AllStatic
    };
    let expr = parse_expr_in(text, notation_kind).map_err(|e| {
        report(
            err,
            text,
            e.at,
            &format!("cannot parse the expression: {}", e.message),
        );
    })?;
    let value = expr.eval(&|_: &str| None).map_err(|(e, at)| {
        report(err, text, at, &e.to_string());
        if e.op() == "expression" && e.rule().starts_with("unknown name") {
            let known: Vec<_> = OPERATIONS.iter().map(|o| o.0).collect();
            let _ = writeln!(err, "(operations: {})", known.join(", "));
        }
    })?;
    let _ = writeln!(out, "{}", notation(&value));
    if let Some(access) = &args.banks {
        return banks(args, &value, access, (k, n), out, err);
    }
    let shown: &dyn Shown = match &value {
        Value::Layout(l) => l,
        Value::Composed(c) if c.layout().is_some() => c,
        _ => {
            if let (Value::Swizzle(sw), false) = (&value, args.quiet) {
                let _ = writeln!(
                    out,
                    "yyy_mask {:#b} ({}), zzz_mask {:#b} ({}), shift {}",
                    sw.yyy_mask(),
                    sw.yyy_mask(),
                    sw.zzz_mask(),
                    sw.zzz_mask(),
                    sw.shift()
                );
            }
            if args.table || args.svg.is_some() || args.latex.is_some() {
                let _ = writeln!(err, "note: `{text}` is not a layout: nothing to draw");
            }
            return Ok(());
        }
    };
    if !args.quiet {
        let (size, cosize, rank, depth) = shown.stats();
        let _ = writeln!(
            out,
            "size {size}, cosize {cosize}, rank {rank}, depth {depth}"
        );
    }
    let mut failed = false;
    if args.table {
        if let Err(e) = table(shown, out) {
            let _ = writeln!(err, "error: {e}");
            failed = true;
        }
    }
    let pictures: [(&Option<String>, &str, bool); 2] = [
        (&args.svg, "SVG picture", true),
        (&args.latex, "LaTeX picture", false),
    ];
    for (path, what, is_svg) in pictures {
        let Some(path) = path else { continue };
        let path = numbered(path, k, n);
        let pic = if is_svg { shown.svg() } else { shown.latex() };
        let written = pic
            .map_err(|e| e.to_string())
            .and_then(|pic| write_to(out, &path, &pic, what));
        match written {
            Ok(()) if path != "-" && !args.quiet => {
                let _ = writeln!(out, "{what} written to {path}");
            }
            Ok(()) => {}
            Err(e) => {
                let _ = writeln!(err, "error: {e}");
                failed = true;
            }
        }
    }
    if failed {
        Err(())
    } else {
        Ok(())
    }
}

/// `--banks`: the bank conflicts of `access` into the shared-memory layout `value`, and with
/// `--svg` the picture of one instruction (expression `k` of `n` names the file).
fn banks(
    args: &Args,
    value: &Value,
    access: &str,
    (k, n): (usize, usize),
    out: &mut impl Write,
    err: &mut impl Write,
) -> Result<(), ()> {
    let smem = match value {
        Value::Layout(l) => MaybeComposed::Plain(l.clone()),
        Value::Composed(c) => MaybeComposed::Composed(c.clone()),
        v => {
            let _ = writeln!(err, "error: --banks needs a shared-memory layout, not {v}");
            return Err(());
        }
    };
    let access: Layout = access.parse().map_err(|e| {
        let _ = writeln!(err, "error: --banks: cannot read the access layout: {e}");
    })?;
    let report = bank_conflicts(&smem, args.elem_bits, &access, args.vector_bits).map_err(|e| {
        let _ = writeln!(err, "error: {e}");
    })?;
    let _ = write!(out, "{report}");
    for i in &report.instructions {
        let banks: Vec<String> = i
            .banks
            .iter()
            .map(|b| b.map_or("-".to_string(), |b| b.to_string()))
            .collect();
        let _ = writeln!(
            out,
            "warp {} vector {} banks of threads 0..32: {}",
            i.warp,
            i.vector,
            banks.join(" ")
        );
    }
    if args.latex.is_some() || args.table {
        let _ = writeln!(
            err,
            "note: --banks draws no table or LaTeX picture (--svg draws an instruction)"
        );
    }
    let Some(path) = &args.svg else {
        return Ok(());
    };
    let path = numbered(path, k, n);
    let what = "bank conflict picture";
    let written = banks_svg(
        &smem,
        args.elem_bits,
        &access,
        args.vector_bits,
        args.instruction,
    )
    .map_err(|e| e.to_string())
    .and_then(|pic| write_to(out, &path, &pic, what));
    match written {
        Ok(()) if path != "-" && !args.quiet => {
            let _ = writeln!(out, "{what} written to {path}");
            Ok(())
        }
        Ok(()) => Ok(()),
        Err(e) => {
            let _ = writeln!(err, "error: {e}");
            Err(())
        }
    }
}

/// What can be tabled and drawn: a layout, or a composed (swizzled) layout.
trait Shown {
    /// Size, cosize, rank, depth.
    fn stats(&self) -> (i64, i64, usize, usize);
    /// The offset of the 1-D index `i`.
    fn at(&self, i: i64) -> cute_layout_dynamic::Result<i64>;
    /// CuTe's print_layout table (rank 2).
    fn print_layout(&self) -> cute_layout_dynamic::Result<String>;
    /// The SVG picture (rank 2).
    fn svg(&self) -> cute_layout_dynamic::Result<String>;
    /// CuTe's print_latex (rank 2).
    fn latex(&self) -> cute_layout_dynamic::Result<String>;
}

impl Shown for Layout {
    fn stats(&self) -> (i64, i64, usize, usize) {
        (self.size(), self.cosize(), self.rank(), self.depth())
    }
    fn at(&self, i: i64) -> cute_layout_dynamic::Result<i64> {
        self.call(i)
    }
    fn print_layout(&self) -> cute_layout_dynamic::Result<String> {
        Layout::print_layout(self)
    }
    fn svg(&self) -> cute_layout_dynamic::Result<String> {
        svg::to_svg(self)
    }
    fn latex(&self) -> cute_layout_dynamic::Result<String> {
        latex::to_latex(self)
    }
}

impl Shown for ComposedLayout {
    fn stats(&self) -> (i64, i64, usize, usize) {
        (self.size(), self.cosize(), self.rank(), self.depth())
    }
    fn at(&self, i: i64) -> cute_layout_dynamic::Result<i64> {
        self.crd2idx(&IntTuple::from(Leaf::new_dynamic(i)))
    }
    fn print_layout(&self) -> cute_layout_dynamic::Result<String> {
        ComposedLayout::print_layout(self)
    }
    fn svg(&self) -> cute_layout_dynamic::Result<String> {
        self.to_svg()
    }
    fn latex(&self) -> cute_layout_dynamic::Result<String> {
        self.to_latex()
    }
}

/// The offsets of `l`: the print_layout table for rank 2, the offsets in index order for rank 1.
fn table(l: &dyn Shown, out: &mut impl Write) -> Result<(), String> {
    let (size, _, rank, _) = l.stats();
    match rank {
        2 => {
            let t = l.print_layout().map_err(|e| e.to_string())?;
            let _ = write!(out, "{t}");
            Ok(())
        }
        1 => {
            const MAX: i64 = 4096;
            let offsets: Vec<String> = (0..size.min(MAX))
                .map(|i| l.at(i).map(|o| o.to_string()))
                .collect::<cute_layout_dynamic::Result<_>>()
                .map_err(|e| e.to_string())?;
            let more = if size > MAX { " ..." } else { "" };
            let _ = writeln!(out, "offsets: {}{more}", offsets.join(" "));
            Ok(())
        }
        r => Err(format!(
            "--table needs a layout of rank 1 or 2; this one has rank {r}"
        )),
    }
}

/// The expressions to evaluate: the arguments, with `-` (or no argument at all) standing for
/// the lines of `input`.
fn expressions(args: &Args, input: impl BufRead) -> std::io::Result<Vec<String>> {
    let from_input = args.exprs.is_empty() || args.exprs.iter().any(|e| e == "-");
    let mut lines = Vec::new();
    if from_input {
        for line in input.lines() {
            let line = line?;
            let t = line.trim();
            if !t.is_empty() && !t.starts_with('#') {
                lines.push(t.to_string());
            }
        }
    }
    if args.exprs.is_empty() {
        return Ok(lines);
    }
    let mut all = Vec::new();
    for e in &args.exprs {
        if e == "-" {
            all.append(&mut lines);
        } else {
            all.push(e.clone());
        }
    }
    Ok(all)
}

fn main() -> ExitCode {
    let (stdout, stderr) = (std::io::stdout(), std::io::stderr());
    let (mut out, mut err) = (stdout.lock(), stderr.lock());
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(Exit::Print(text)) => {
            let _ = write!(out, "{text}");
            return ExitCode::SUCCESS;
        }
        Err(Exit::Usage(msg)) => {
            let _ = writeln!(err, "cute-inspect: {msg}; see --help");
            return ExitCode::from(2);
        }
    };
    let exprs = match expressions(&args, std::io::stdin().lock()) {
        Ok(e) => e,
        Err(e) => {
            let _ = writeln!(err, "cute-inspect: cannot read standard input: {e}");
            return ExitCode::FAILURE;
        }
    };
    if exprs.is_empty() {
        let _ = writeln!(err, "cute-inspect: no expression given; see --help");
        return ExitCode::from(2);
    }
    let n = exprs.len();
    let mut ok = true;
    for (i, text) in exprs.iter().enumerate() {
        if i > 0 && !args.quiet {
            let _ = writeln!(out);
        }
        ok &= inspect(&args, text, i + 1, n, &mut out, &mut err).is_ok();
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(v: &[&str]) -> Result<Args, Exit> {
        parse_args(v.iter().map(|s| s.to_string()))
    }

    #[test]
    fn options_and_expressions() {
        let a = args(&[
            "-t",
            "--svg",
            "a.svg",
            "--latex=b.tex",
            "-m",
            "(2,3):(1,2)",
            "-4",
        ])
        .unwrap_or_else(|_| panic!("valid"));
        assert_eq!(
            a,
            Args {
                exprs: vec!["(2,3):(1,2)".into(), "-4".into()],
                table: true,
                svg: Some("a.svg".into()),
                latex: Some("b.tex".into()),
                mixed: true,
                quiet: false,
                banks: None,
                elem_bits: 16,
                vector_bits: 128,
                instruction: None,
            }
        );
        let a = args(&["--banks", "(32,1):(1,0)", "--instruction", "3", "32:1"])
            .unwrap_or_else(|_| panic!("valid"));
        assert_eq!(
            (a.banks.as_deref(), a.instruction),
            (Some("(32,1):(1,0)"), Some(3))
        );
        assert!(matches!(
            args(&["--banks", "32:1", "--instruction", "x"]),
            Err(Exit::Usage(m)) if m.contains("--instruction needs")
        ));
        assert!(matches!(
            args(&["--instruction", "1", "32:1"]),
            Err(Exit::Usage(m)) if m.contains("of --banks")
        ));
        assert!(
            matches!(args(&["--svg"]), Err(Exit::Usage(m)) if m.contains("--svg needs a path"))
        );
        assert!(
            matches!(args(&["--frobnicate"]), Err(Exit::Usage(m)) if m.contains("`--frobnicate`"))
        );
        assert!(matches!(args(&["--help"]), Err(Exit::Print(t)) if t.starts_with("cute-inspect:")));
        let a = args(&["--", "--table"]).unwrap_or_else(|_| panic!("valid"));
        assert_eq!(a.exprs, vec!["--table".to_string()]);
    }

    #[test]
    fn numbered_paths() {
        assert_eq!(numbered("out.svg", 2, 3), "out-2.svg");
        assert_eq!(numbered("dir.d/out", 1, 2), "dir.d/out-1");
        assert_eq!(numbered(".hidden", 1, 2), ".hidden-1");
        assert_eq!(numbered("out.svg", 1, 1), "out.svg");
        assert_eq!(numbered("-", 1, 2), "-");
    }

    #[test]
    fn expressions_from_input() {
        let input = "# a comment\n(2,2):(1,2)\n\n  4:1  \n";
        let a = Args::default();
        assert_eq!(
            expressions(&a, input.as_bytes()).unwrap(),
            vec!["(2,2):(1,2)", "4:1"]
        );
        let a = Args {
            exprs: vec!["8:1".into(), "-".into()],
            ..Args::default()
        };
        assert_eq!(
            expressions(&a, input.as_bytes()).unwrap(),
            vec!["8:1", "(2,2):(1,2)", "4:1"]
        );
    }
}
