//! Evaluate a CuTe expression at run time and look at the result.
//!
//! ```text
//! cargo run --example inspect -- 'logical_divide((12,32,6):(1,128,0),(4,8))'
//! cargo run --example inspect -- 'blocked_product((2,2):(1,2),(3,4):(1,3))' --svg blocked.svg
//! ```
//!
//! Prints the result in CuTe notation, its size, cosize, rank and depth, then its offsets: the
//! `print_layout` table for a rank-2 layout, the offsets in index order for rank 1. A rank-2
//! result is also drawn as an SVG picture (`inspect.svg`, or the `--svg` path).

use std::process::ExitCode;

use cute_layout_dynamic::{parse_expr, svg, Layout, Value, OPERATIONS};

const USAGE: &str = "\
usage: cargo run --example inspect -- '<expr>' [--svg <out.svg>]

Evaluates <expr> with the run-time layout engine and prints the result in CuTe notation,
its size, cosize, rank and depth, and its offsets (the print_layout table for rank 2).
A rank-2 result is drawn as an SVG picture: inspect.svg, or the path given with --svg.

<expr> is CuTe notation or CuTe's function syntax, e.g.
  (4,(2,4)):(2,(1,8))
  logical_divide((12,32,6):(1,128,0),(4,8))
  blocked_product((2,2):(1,2),(3,4):(1,3))
  composition((6,2):(8,2),<(4,3):(3,1)>)

options:
  --svg <path>   where to write the SVG picture (default: inspect.svg)
  -h, --help     print this help
";

struct Args {
    expr: String,
    svg: Option<String>,
}

/// The command line, or the message to print (and whether it is an error).
fn parse_args(mut it: impl Iterator<Item = String>) -> Result<Args, (String, bool)> {
    let (mut expr, mut svg) = (None, None);
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" => return Err((USAGE.to_string(), false)),
            "--svg" => match it.next() {
                Some(p) => svg = Some(p),
                None => return Err(("error: --svg needs a file name".into(), true)),
            },
            s if s.starts_with("--svg=") => svg = Some(s["--svg=".len()..].to_string()),
            s if s.starts_with("--") => {
                return Err((format!("error: unknown option `{s}` (see --help)"), true))
            }
            _ if expr.is_some() => {
                return Err((
                    format!("error: more than one expression given (`{a}`); quote the expression"),
                    true,
                ))
            }
            _ => expr = Some(a),
        }
    }
    match expr {
        Some(expr) => Ok(Args { expr, svg }),
        None => Err((format!("error: no expression given\n\n{USAGE}"), true)),
    }
}

/// `message`, then the expression with a caret under byte offset `at`.
fn report(text: &str, at: usize, message: &str) {
    let at = at.min(text.len());
    let col = text.char_indices().take_while(|&(i, _)| i < at).count();
    eprintln!("error: {message}");
    eprintln!("  {text}");
    eprintln!("  {}^", " ".repeat(col));
}

/// A value in CuTe notation (layouts and tuples as CuTe prints them; plain integers bare).
fn notation(v: &Value) -> String {
    match v {
        Value::Int(i) => format!("{i:#}"),
        other => other.to_string(),
    }
}

fn show_layout(l: &Layout, svg_path: &str) -> Result<(), String> {
    println!(
        "size {}, cosize {}, rank {}, depth {}",
        l.size(),
        l.cosize(),
        l.rank(),
        l.depth()
    );
    match l.rank() {
        2 => {
            println!();
            print!("{}", l.print_layout().map_err(|e| e.to_string())?);
            match svg::to_svg(l) {
                Ok(picture) => {
                    std::fs::write(svg_path, picture)
                        .map_err(|e| format!("cannot write the SVG to {svg_path}: {e}"))?;
                    println!("\nSVG written to {svg_path}");
                }
                Err(e) => eprintln!("note: no SVG written ({e})"),
            }
        }
        1 => {
            let offsets: Vec<String> = l.offsets().take(4096).map(|o| o.to_string()).collect();
            println!("offsets in index order: {}", offsets.join(" "));
        }
        r => println!(
            "(rank {r}: no table or picture; print_layout and the SVG need rank 2, e.g. \
             make_layout of two modes)"
        ),
    }
    Ok(())
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(a) => a,
        Err((msg, is_error)) => {
            return if is_error {
                eprintln!("{msg}");
                ExitCode::from(2)
            } else {
                print!("{msg}");
                ExitCode::SUCCESS
            };
        }
    };
    let text = args.expr.as_str();
    let expr = match parse_expr(text) {
        Ok(e) => e,
        Err(e) => {
            report(
                text,
                e.at,
                &format!("cannot parse the expression: {}", e.message),
            );
            return ExitCode::FAILURE;
        }
    };
    let value = match expr.eval(&|_name: &str| None) {
        Ok(v) => v,
        Err((e, at)) => {
            report(text, at, &e.to_string());
            if e.op() == "expression" && e.rule().starts_with("unknown name") {
                let known: Vec<_> = OPERATIONS.iter().map(|o| o.0).collect();
                eprintln!(
                    "(names are not bound here; operations: {})",
                    known.join(", ")
                );
            }
            return ExitCode::FAILURE;
        }
    };
    println!("{}", notation(&value));
    let Value::Layout(l) = &value else {
        if args.svg.is_some() {
            eprintln!("note: the result is not a layout; no SVG written");
        }
        return ExitCode::SUCCESS;
    };
    if args.svg.is_some() && l.rank() != 2 {
        eprintln!(
            "note: the SVG needs a rank-2 layout, this one has rank {}",
            l.rank()
        );
    }
    match show_layout(l, args.svg.as_deref().unwrap_or("inspect.svg")) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::FAILURE
        }
    }
}
