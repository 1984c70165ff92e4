//! Conformance to CuTe through the type-level API.
//!
//! Every case of the corpus (`CUTE_CASES=<file>`, default `tests/data/cute_cases.txt`) becomes one
//! line of Rust in a generated crate that depends on this one: valid cases must compile and
//! print CuTe's answer, `ERROR` cases must fail to compile, with a first error that names the
//! case's operation. An operation the runner cannot express, an empty corpus or a missing
//! `print_layout` corpus fails the run. Without `CUTE_CASES`, two more corpora run:
//! `tests/data/cute_unit_cases.txt` (cases from CuTe's own unit tests) and
//! `tests/support/dice_cases.txt` (`dice`, answers from the oracle). The mixed static/run-time
//! corpora (`tests/data/mixed_cases.txt`, `mixed_rules.txt`, `mixed_extra.txt`, `int_tuple_cases.txt`) run through
//! `tests/support/mixed_runner.rs`. Each corpus has its own generated crate
//! (`tests/support/gencrate.rs`), so the tests run in parallel and beside other test processes.
//! `tools/oracle/README.md` says how each corpus is regenerated from CuTe.

use std::path::{Path, PathBuf};

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/gencrate.rs"]
mod gencrate;
#[path = "support/mixed_runner.rs"]
mod mixed_runner;

use gencrate::{expressions, manifest_dir, run_static, rust_tuple, GenCrate, StaticCase};
use mixed_runner::run_mixed_corpus;

use corpus::Case;
use cute_layout_dynamic::{parse_value, Value};

/// The ops this runner knows how to express through the type-level API.
const SUPPORTED: &[&str] = &[
    "size",
    "cosize",
    "rank",
    "depth",
    "shape",
    "stride",
    "flatten",
    "coalesce",
    "coalesce_by",
    "composition",
    "complement",
    "logical_divide",
    "zipped_divide",
    "tiled_divide",
    "flat_divide",
    "logical_product",
    "zipped_product",
    "tiled_product",
    "flat_product",
    "blocked_product",
    "raked_product",
    "right_inverse",
    "left_inverse",
    "crd2idx",
    "idx2crd",
    "slice",
    "dice",
    "print_layout",
];

/// The type-level alias of each operation of the algebra.
fn alias(op: &str) -> Option<&'static str> {
    Some(match op {
        "logical_divide" => "LogicalDivide",
        "zipped_divide" => "ZippedDivide",
        "tiled_divide" => "TiledDivide",
        "flat_divide" => "FlatDivide",
        "logical_product" => "LogicalProduct",
        "zipped_product" => "ZippedProduct",
        "tiled_product" => "TiledProduct",
        "flat_product" => "FlatProduct",
        "blocked_product" => "BlockedProduct",
        "raked_product" => "RakedProduct",
        _ => return None,
    })
}

/// CuTe notation for a value as one of our macros.
fn tiler_expr(v: &Value, text: &str) -> String {
    match v {
        Value::Layout(_) => format!("layout!({text})"),
        Value::Tiler(_) => {
            let inner = text.trim().trim_start_matches('<').trim_end_matches('>');
            format!("tile!({inner})")
        }
        Value::Int(_) | Value::Tuple(_) => format!("shape!({text})"),
        Value::Under => "Underscore".to_string(),
        // Swizzles are the swizzle corpus's (tests/swizzle.rs), never this one's.
        Value::Swizzle(_) | Value::Composed(_) => format!("compile_error!({text:?})"),
    }
}

fn coord_value(v: &Value) -> String {
    match v {
        Value::Int(i) => format!("{}usize", i.value),
        Value::Tuple(m) => rust_tuple(m.iter().map(coord_value).collect()),
        _ => "()".to_string(),
    }
}

/// One line of Rust that evaluates `case` and returns its printed result.
fn case_expr(case: &Case) -> Option<String> {
    let a = &case.arg1;
    let b = case.arg2.as_deref();
    let lay = |t: &str| format!("layout!({t})");
    let show = |ty: String| format!("format!(\"{{}}\", <{ty}>::default())");
    Some(match case.op.as_str() {
        "size" => format!("<{}>::SIZE.to_string()", lay(a)),
        "cosize" => format!("<{}>::COSIZE.to_string()", lay(a)),
        "rank" => format!("<{}>::RANK.to_string()", lay(a)),
        "depth" => format!("<{}>::DEPTH.to_string()", lay(a)),
        "shape" => format!(
            "<<{} as cute_layout::AnyLayout>::Shape as IntTuple>::to_cute_string()",
            lay(a)
        ),
        "stride" => format!(
            "<<{} as cute_layout::AnyLayout>::Stride as IntTuple>::to_cute_string()",
            lay(a)
        ),
        "flatten" => show(format!("Flatten<{}>", lay(a))),
        "coalesce" => show(format!("Coalesce<{}>", lay(a))),
        "coalesce_by" => show(format!("CoalesceBy<{}, stride!({})>", lay(a), b?)),
        "composition" => {
            let bv = parse_value(b?).ok()?;
            show(format!("Composition<{}, {}>", lay(a), tiler_expr(&bv, b?)))
        }
        "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide" | "logical_product"
        | "zipped_product" | "tiled_product" | "flat_product" | "blocked_product"
        | "raked_product" => {
            let bv = parse_value(b?).ok()?;
            let op = alias(&case.op)?;
            show(format!("{op}<{}, {}>", lay(a), tiler_expr(&bv, b?)))
        }
        "right_inverse" => show(format!("RightInverse<{}>", lay(a))),
        "left_inverse" => show(format!("LeftInverse<{}>", lay(a))),
        "complement" => match b {
            Some(m) => show(format!("Complement<{}, shape!({m})>", lay(a))),
            None => show(format!("Complement<{}>", lay(a))),
        },
        "crd2idx" => {
            let c = parse_value(a).ok()?;
            format!(
                "<{}>::default().offset({}).to_string()",
                lay(b?),
                coord_value(&c)
            )
        }
        "idx2crd" => format!(
            "<Idx2Crd<stride!({a}), shape!({})> as IntTuple>::to_cute_string()",
            b?
        ),
        "slice" => show(format!("Slice<{}, crd!({a})>", lay(b?))),
        "dice" => show(format!("Dice<{}, crd!({a})>", lay(b?))),
        "print_layout" => format!("format!(\"{{:?}}\", print_layout(<{}>::default()))", lay(a)),
        _ => return None,
    })
}

/// Runs `run` on the default corpus `file` (a path from the manifest directory), unless a
/// corpus was given on the command line (`CUTE_CASES` or `CUTE_MIXED_CASES`): that one
/// replaces the default corpora.
fn default_corpus(file: &str, run: impl FnOnce(&Path)) {
    if std::env::var_os("CUTE_CASES").is_none() && std::env::var_os("CUTE_MIXED_CASES").is_none() {
        run(&manifest_dir().join(file));
    }
}

/// A test per extra corpus: `name: file => runner`, each skipped when a corpus is given on the
/// command line.
macro_rules! extra_corpora {
    ($($(#[$doc:meta])* $name:ident: $file:literal => $run:ident;)*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            default_corpus($file, |p| $run(p, None));
        }
    )*};
}

extra_corpora! {
    /// Cases transcribed from CuTe's own unit tests (answers from CuTe 4.2).
    conformance_cute_unit_tests: "tests/data/cute_unit_cases.txt" => run_corpus;
    /// `dice` cases (answers from the oracle).
    conformance_dice: "tests/support/dice_cases.txt" => run_corpus;
    /// Mixed cases at the edges of the engine's shortcuts (`tests/data/mixed_rules.txt`, CuTe's
    /// answers from the oracle), so that the shortcut and CuTe's definition stay the same
    /// function.
    mixed_rules: "tests/data/mixed_rules.txt" => run_mixed_corpus;
    /// Mixed cases beyond the corpus (`tests/data/mixed_extra.txt`, CuTe's answers from the
    /// oracle): `_` in a tiler, run-time zero extents (`ERROR_RUNTIME`), run-time coordinates.
    mixed_extra: "tests/data/mixed_extra.txt" => run_mixed_corpus;
    /// CuTe's int-tuple arithmetic (`ceil_div`, `shape_div`, `round_up`, `inner_product`,
    /// `elem_scale`) with static and run-time leaves (`tests/data/int_tuple_cases.txt`, CuTe's
    /// answers from `tools/oracle/regen.sh int_tuple`).
    int_tuple: "tests/data/int_tuple_cases.txt" => run_mixed_corpus;
    /// Random all-static cases drawn with a seed no other corpus uses (`tests/data/fresh_gen.py`,
    /// CuTe's answers): the rules, not the checked-in cases.
    conformance_fresh: "tests/data/fresh_static_cases.txt" => run_corpus;
    /// The same, made mixed static/run-time.
    mixed_fresh: "tests/data/fresh_mixed_cases.txt" => run_mixed_corpus;
}

/// The public corpus (or `CUTE_CASES`), with the `print_layout` corpus.
#[test]
fn conformance() {
    if std::env::var_os("CUTE_MIXED_CASES").is_some() {
        return; // only the mixed corpus runs
    }
    let path = std::env::var("CUTE_CASES")
        .map(PathBuf::from)
        .unwrap_or_else(|_| manifest_dir().join("tests/data/cute_cases.txt"));
    let print_path = std::env::var("CUTE_PRINT_LAYOUT")
        .map(PathBuf::from)
        .unwrap_or_else(|_| manifest_dir().join("tests/data/print_layout.txt"));
    run_corpus(&path, Some(&print_path));
}

/// The runners (static and mixed) fail, before compiling anything, on a corpus they could not
/// run: an empty file, a missing file, an unknown operation, a missing `print_layout` corpus.
#[test]
fn conformance_runner_does_not_pass_vacuously() {
    if std::env::var_os("CUTE_MIXED_CASES").is_some() {
        return;
    }
    let dir = manifest_dir().join("target").join("conformance-vacuous");
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n").unwrap();
    let unknown = dir.join("unknown.txt");
    std::fs::write(&unknown, "frobnicate | 4:1 | - | _4:_1\n").unwrap();
    let fine = manifest_dir().join("tests/support/dice_cases.txt");
    let missing = dir.join("missing.txt");
    for (cases, print) in [
        (&empty, None),
        (&missing, None),
        (&unknown, None),
        (&fine, Some(missing.as_path())),
    ] {
        let run = std::panic::catch_unwind(|| run_corpus(cases, print));
        assert!(run.is_err(), "{} / {print:?} passed", cases.display());
        if print.is_none() {
            let run = std::panic::catch_unwind(|| run_mixed_corpus(cases, None));
            assert!(run.is_err(), "mixed: {} passed", cases.display());
        }
    }
}

/// Runs every case of the corpus at `path` (and the `print_layout` blocks of `print_path`)
/// through the type-level API, in one generated crate; fails on any failing case.
fn run_corpus(path: &Path, print_path: Option<&Path>) {
    let mut cases = corpus::read(&path.to_string_lossy()).unwrap_or_else(|e| panic!("{e}"));
    // print_layout blocks ride along as extra cases (expected text compared in Debug form).
    if let Some(print_path) = print_path {
        let blocks = corpus::read_print_layout(&print_path.to_string_lossy())
            .unwrap_or_else(|e| panic!("{e}"));
        for p in blocks {
            cases.push(Case {
                line: p.line,
                op: "print_layout".into(),
                arg1: p.layout,
                arg2: None,
                expected: format!("{:?}", p.expected),
            });
        }
    }
    let generated = expressions(
        path,
        &cases,
        |c| c.op.as_str(),
        |c| case_expr(c).filter(|_| SUPPORTED.contains(&c.op.as_str())),
    );
    assert!(!generated.is_empty(), "{}: no cases", path.display());
    let checks: Vec<StaticCase> = cases
        .iter()
        .map(|c| StaticCase {
            expected: c.expected.clone(),
            // The first error must be the operation's own (`logical_divide: ...`), not an
            // unrelated one (a typo in the generated code, a missing import).
            names: vec![c.engine_op().to_string()],
            describe: c.describe(),
        })
        .collect();

    let krate = GenCrate::new("conformance", path);
    let started = std::time::Instant::now();
    let failures = run_static(&krate, &generated, &checks);
    let errors = cases.iter().filter(|c| c.is_error()).count();
    println!("conformance: {} ({} cases)", path.display(), cases.len());
    println!(
        "  type-level: {} valid and {errors} ERROR cases compiled and checked in {:.1?}, {} failed",
        cases.len() - errors,
        started.elapsed(),
        failures.len()
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed",
        failures.len(),
        cases.len()
    );
}

/// `layouts!` cross-checks every operation against its type-level alias (the expansion asserts
/// that both are the same type); the expected layouts are the tensor docs' (`src/tensor.rs`)
/// and the oracle's (`tests/support/dice_cases.txt`).
mod layouts_cross_check {
    use cute_layout::prelude::*;

    layouts! {
        pub type Tile = local_tile((8,8):(1,8), (4,2), (1,3));
        pub type Part = local_partition((8,8):(1,8), (2,4):(4,1), 5);
        pub type Sliced = slice((0,(_,_)), (4,(2,4)):(2,(1,8)));
        pub type Diced = dice((0,(_,_)), (4,(2,4)):(2,(1,8)));
        pub type Made = make_layout((2,3),(3,1));
    }

    #[test]
    fn layouts_cross_checks_new_operations() {
        assert_eq!(Tile::default().to_string(), "(_4,_2):(_1,_8)");
        assert_eq!(Part::default().to_string(), "(_4,_2):(_2,_32)");
        assert_eq!(Sliced::default().to_string(), "(_2,_4):(_1,_8)");
        assert_eq!(Diced::default().to_string(), "(_4):(_2)");
        assert_eq!(Made::default().to_string(), "(_2,_3):(_3,_1)");
    }
}

/// The mixed corpus (`CUTE_MIXED_CASES=<file>`, default `tests/data/mixed_cases.txt`): layouts
/// with static and run-time leaves, written as CuTe prints them (`_4` static, `4` run-time),
/// built with the value macros from run-time values and run through the operations' value
/// methods; `tests/support/mixed_runner.rs` says what each case must do.
/// `CUTE_MIXED_OPS=coalesce,flatten` runs only the named operations. With `CUTE_MIXED_CASES`
/// set, only this corpus runs (the static runs return at once).
#[test]
fn mixed_corpus() {
    if std::env::var_os("CUTE_CASES").is_some() && std::env::var_os("CUTE_MIXED_CASES").is_none() {
        return; // a static corpus given on the command line replaces the default ones
    }
    let path = std::env::var("CUTE_MIXED_CASES")
        .map(PathBuf::from)
        .unwrap_or_else(|_| manifest_dir().join("tests/data/mixed_cases.txt"));
    let ops = std::env::var("CUTE_MIXED_OPS").ok();
    run_mixed_corpus(&path, ops.as_deref());
}
