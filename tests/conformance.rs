//! Conformance to CuTe through the type-level API.
//!
//! Every case of the corpus (`CUTE_CASES=<file>`, default `tests/data/cute_cases.txt`) becomes one
//! line of Rust in a generated crate that depends on this one: valid cases must compile and
//! print CuTe's answer, `ERROR` cases must fail to compile, with a first error that names the
//! case's operation. An operation the runner cannot express, an empty corpus or a missing
//! `print_layout` corpus fails the run. Without `CUTE_CASES`, two more corpora run:
//! `tests/data/cute_unit_cases.txt` (cases from CuTe's own unit tests) and
//! `tests/support/dice_cases.txt` (`dice`, answers from the oracle).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/gencrate.rs"]
mod gencrate;

use gencrate::{
    build, compiling_subset, fxhash, generated_crate, manifest_dir, run_bin, run_valid,
    write_source, GenCase,
};

use corpus::Case;
use cute_layout_dynamic::{parse_value, parse_value_in, Notation, Value};

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
    }
}

fn coord_value(v: &Value) -> String {
    match v {
        Value::Int(i) => format!("{}usize", i.value),
        Value::Tuple(m) => {
            let parts: Vec<_> = m.iter().map(coord_value).collect();
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
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
        "print_layout" => format!("format!(\"{{:?}}\", print_layout::<{}>())", lay(a)),
        _ => return None,
    })
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

/// Cases transcribed from CuTe's own unit tests (answers from CuTe 4.2).
#[test]
fn conformance_cute_unit_tests() {
    if std::env::var_os("CUTE_CASES").is_some() || std::env::var_os("CUTE_MIXED_CASES").is_some() {
        return; // a corpus given on the command line replaces the default ones
    }
    run_corpus(&manifest_dir().join("tests/data/cute_unit_cases.txt"), None);
}

/// `dice` cases (answers from the oracle).
#[test]
fn conformance_dice() {
    if std::env::var_os("CUTE_CASES").is_some() || std::env::var_os("CUTE_MIXED_CASES").is_some() {
        return;
    }
    run_corpus(&manifest_dir().join("tests/support/dice_cases.txt"), None);
}

/// The runner fails, before compiling anything, on a corpus it could not run: an empty file, a
/// missing file, an unknown operation, a missing `print_layout` corpus.
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
    }
}

/// The generated crates share one target directory (and binary names): one corpus at a time.
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Runs every case of the corpus at `path` (and the `print_layout` blocks of `print_path`)
/// through the type-level API; fails on any failing case.
fn run_corpus(path: &Path, print_path: Option<&Path>) {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let cases = corpus::read(&path.to_string_lossy()).unwrap_or_else(|e| panic!("{e}"));

    let mut skipped: BTreeMap<&str, usize> = BTreeMap::new();
    let mut valid = Vec::new();
    let mut invalid = Vec::new();
    // print_layout blocks ride along as extra cases (expected text compared in Debug form).
    let mut cases = cases;
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
    for (i, c) in cases.iter().enumerate() {
        match case_expr(c).filter(|_| SUPPORTED.contains(&c.op.as_str())) {
            Some(e) if c.is_error() => invalid.push((i, e)),
            Some(e) => valid.push((i, e)),
            None => *skipped.entry(c.op.as_str()).or_default() += 1,
        }
    }
    assert!(
        skipped.is_empty(),
        "{}: operations this runner cannot express through the type-level API: {skipped:?}",
        path.display()
    );
    assert!(
        !valid.is_empty() || !invalid.is_empty(),
        "{}: no cases",
        path.display()
    );

    let dir = generated_crate(&format!(
        "conformance-{:x}",
        fxhash(path.to_string_lossy().as_bytes())
    ));

    let mut failures: Vec<String> = Vec::new();
    let describe = |i: usize| {
        let c = &cases[i];
        format!(
            "line {}: {} | {} | {}",
            c.line,
            c.op,
            c.arg1,
            c.arg2.as_deref().unwrap_or("-")
        )
    };

    // Valid cases: compile (dropping cases that fail to compile), then run and compare.
    let started = std::time::Instant::now();
    failures.extend(run_valid(
        &dir,
        valid.clone(),
        |i| cases[i].expected.clone(),
        describe,
    ));
    let valid_time = started.elapsed();

    // ERROR cases: each line must carry a compile error.
    let started = std::time::Instant::now();
    if !invalid.is_empty() {
        let (compiling, rejected) = compiling_subset(&dir, invalid.clone());
        for (i, _) in compiling {
            failures.push(format!(
                "{} : expected a compile error (CuTe rejects it), but it compiles",
                describe(i)
            ));
        }
        // The first error must be the operation's own (`logical_divide: ...`), not an
        // unrelated one (a typo in the generated code, a missing import).
        for (i, first) in rejected {
            let op = cases[i].engine_op();
            if !first.contains(op) {
                failures.push(format!(
                    "{} : rejected, but the first error does not name `{op}`: {first}",
                    describe(i)
                ));
            }
        }
    }
    let error_time = started.elapsed();

    println!("conformance: {} ({} cases)", path.display(), cases.len());
    println!(
        "  type-level: {} valid cases compiled and checked in {:.1?}, {} ERROR cases checked in {:.1?}",
        valid.len(),
        valid_time,
        invalid.len(),
        error_time
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed",
        failures.len(),
        valid.len() + invalid.len()
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
/// built with the value macros (`make_layout!` etc.) and run through the operations' value
/// methods. Every printed result, static-ness included, must be CuTe's. `ERROR` cases must fail
/// to compile with a first error naming the operation, or compile and have their checked
/// (`try_`) form return an error of the operation; `ERROR_RUNTIME` cases (CuTe divides by a
/// run-time zero) must have their checked form report the division by zero, and their plain form
/// must not panic. `CUTE_MIXED_OPS=coalesce,flatten` runs only the named operations. With
/// `CUTE_MIXED_CASES` set, only this corpus runs (the static runs return at once).
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

/// Mixed cases at the edges of the engine's shortcuts (`tests/data/mixed_rules.txt`, CuTe's
/// answers from the oracle), so that the shortcut and CuTe's definition stay the same function.
#[test]
fn mixed_rules() {
    if std::env::var_os("CUTE_CASES").is_some() || std::env::var_os("CUTE_MIXED_CASES").is_some() {
        return; // a corpus given on the command line replaces the default ones
    }
    run_mixed_corpus(&manifest_dir().join("tests/data/mixed_rules.txt"), None);
}

/// Functions that a mixed case may need and this branch may not have yet: a case that fails to
/// compile for lack of one is reported as pending (still a failure).
const PENDING_API: &[&str] = &[];

/// What a mixed case evaluates, as Rust: the operand bindings, the plain call (its value
/// printed as CuTe prints it) and the checked call (a `Result`), when the operation has one.
struct MixedCall {
    lets: String,
    plain: String,
    checked: Option<String>,
}

/// The value macro that builds an operand written in CuTe's print notation, in a role.
fn mixed_operand(text: &str, role: &str) -> Result<String, String> {
    let v = parse_value_in(text, Notation::Mixed).map_err(|e| format!("{text:?}: {e}"))?;
    Ok(match (role, &v) {
        ("layout", _) => format!("make_layout!({text})"),
        ("tiler", Value::Layout(_)) => format!("make_layout!({text})"),
        ("tiler", Value::Tiler(_)) => format!("make_tile!({text})"),
        ("tiler" | "shape", Value::Int(_) | Value::Tuple(_)) => format!("make_shape!({text})"),
        ("profile", Value::Int(_) | Value::Tuple(_)) => format!("make_stride!({text})"),
        ("coord", Value::Int(_) | Value::Tuple(_) | Value::Under) => {
            format!("make_coord!({text})")
        }
        _ => return Err(format!("{text:?} is not a {role}")),
    })
}

fn mixed_call(case: &Case, ufcs: bool) -> Result<MixedCall, String> {
    let a = &case.arg1;
    let b = case.arg2.as_deref();
    let need_b = || b.ok_or_else(|| format!("{} needs a second argument", case.op));
    let lets1 =
        |ra: &str| -> Result<String, String> { Ok(format!("let a = {};", mixed_operand(a, ra)?)) };
    let lets2 = |ra: &str, rb: &str| -> Result<String, String> {
        Ok(format!(
            "let a = {}; let b = {};",
            mixed_operand(a, ra)?,
            mixed_operand(need_b()?, rb)?
        ))
    };
    let show = |e: &str| format!("{e}.to_string()");
    let leaf = |e: &str| format!("cute_layout::IntTupleValue::cute_string(&{e})");
    let op = case.op.as_str();
    // `recv.name(args)`, or through the trait, `Trait::name(recv, args)`: a failed bound then
    // reports the trait's own diagnostic, which names the operation (a method call reports
    // only that the method's bounds are not met), but inference may overflow on it.
    let t = op_trait(op);
    let call = |name: &str, recv: &str, args: &str| {
        if ufcs {
            let sep = if args.is_empty() { "" } else { ", " };
            format!("{t}::{name}({recv}{sep}{args})")
        } else {
            format!("{recv}.{name}({args})")
        }
    };
    Ok(match op {
        "coalesce" | "flatten" | "right_inverse" | "left_inverse" => MixedCall {
            lets: lets1("layout")?,
            plain: show(&call(op, "a", "")),
            checked: Some(call(&format!("try_{op}"), "a", "")),
        },
        "composition" | "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
        | "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
        | "blocked_product" | "raked_product" => MixedCall {
            lets: lets2("layout", "tiler")?,
            plain: show(&call(op, "a", "b")),
            checked: Some(call(&format!("try_{op}"), "a", "b")),
        },
        "coalesce_by" => MixedCall {
            lets: lets2("layout", "profile")?,
            plain: show(&call(op, "a", "b")),
            checked: Some(call("try_coalesce_by", "a", "b")),
        },
        "complement" => MixedCall {
            lets: match b {
                Some(_) => lets2("layout", "shape")?,
                None => format!("{} let b = cute_layout::OwnCosize;", lets1("layout")?),
            },
            plain: show(&call(op, "a", "b")),
            checked: Some(call("try_complement", "a", "b")),
        },
        "size" | "cosize" => MixedCall {
            lets: lets1("layout")?,
            plain: show(&format!("a.{op}_leaf()")),
            checked: None,
        },
        // Always static in CuTe.
        "rank" | "depth" => MixedCall {
            lets: lets1("layout")?,
            plain: format!("format!(\"_{{}}\", AnyLayout::{op}(&a))"),
            checked: None,
        },
        "shape" | "stride" => MixedCall {
            lets: lets1("layout")?,
            plain: leaf(&format!("*a.{op}()")),
            checked: None,
        },
        // `slice | coord | layout`, `crd2idx | coord | layout`, `idx2crd | index | shape`.
        "slice" | "dice" => MixedCall {
            lets: format!(
                "let c = {}; let a = {};",
                mixed_operand(a, "coord")?,
                mixed_operand(need_b()?, "layout")?
            ),
            plain: show(&call(op, "a", "c")),
            checked: None,
        },
        "crd2idx" => MixedCall {
            lets: format!(
                "let c = {}; let a = {};",
                mixed_operand(a, "coord")?,
                mixed_operand(need_b()?, "layout")?
            ),
            plain: "a.crd2idx_leaf(&c).map(|l| l.to_string()).unwrap_or_default()".to_string(),
            checked: Some("a.crd2idx_leaf(&c)".to_string()),
        },
        "idx2crd" => MixedCall {
            lets: format!(
                "let i = {}; let s = {};",
                mixed_operand(a, "coord")?,
                mixed_operand(need_b()?, "shape")?
            ),
            plain: "cute_layout::idx2crd(&i, &s).map(|t| t.to_string()).unwrap_or_default()"
                .to_string(),
            checked: Some("cute_layout::idx2crd(&i, &s)".to_string()),
        },
        _ => return Err(format!("the runner cannot express `{op}`")),
    })
}

/// The trait of an operation (`logical_divide` -> `LogicalDivideOp`).
fn op_trait(op: &str) -> String {
    let mut t: String = op
        .split('_')
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect();
    t.push_str("Op");
    t
}

/// One line of Rust (the body of a `fn() -> String`) for a mixed case. Valid cases print the
/// result; `ERROR` cases print `OK <result>` or `ERR <op> :: <message>` from the checked form
/// (the plain form where the operation has none: it must not compile); `ERROR_RUNTIME` cases
/// print the checked form's outcome and whether the plain form panicked.
fn mixed_case_expr(case: &Case, ufcs: bool) -> Result<String, String> {
    let call = mixed_call(case, ufcs)?;
    let checked = |c: &str| {
        format!(
            "match {c} {{ Ok(r) => format!(\"OK {{r}}\"), Err(e) => format!(\"ERR {{}} :: {{}}\", e.op(), e) }}"
        )
    };
    let lets = &call.lets;
    Ok(if case.is_error() {
        match &call.checked {
            Some(c) => format!("{lets} {}", checked(c)),
            None => format!("{lets} {}", call.plain),
        }
    } else if case.is_runtime_error() {
        let c = call
            .checked
            .as_deref()
            .ok_or_else(|| format!("`{}` has no checked form", case.op))?;
        format!(
            "{lets} let t = {}; let plain = std::panic::catch_unwind(move || {{ let _ = {}; }}).is_ok(); \
             format!(\"{{t}} || plain {{}}\", if plain {{ \"ok\" }} else {{ \"panicked\" }})",
            checked(c),
            call.plain
        )
    } else {
        format!("{lets} {}", call.plain)
    })
}

/// How a mixed case ended.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Outcome {
    Pass,
    Fail,
    NotCompiling,
    Pending,
}

/// The message of a short-format compiler error line (`file:line:col: error[E0277]: message`).
fn error_message(line: &str) -> &str {
    if let Some(at) = line.find("error[") {
        if let Some((_, msg)) = line[at..].split_once("]: ") {
            return msg;
        }
    }
    line.split_once("error: ").map_or(line, |(_, msg)| msg)
}

/// Whether a compiler error line is the crate's own check of the case's operation: its message
/// starts with the operation's name (`error[E0277]: complement: ...`); a missing impl that
/// merely mentions the operation does not count. A check shared by operations names them all
/// (`blocked_product/raked_product: ...`); slicing checks its coordinate with `crd2idx` (a
/// supertrait of `SliceOp`).
fn names_op(c: &Case, first: &str) -> bool {
    let coord_check = matches!(c.op.as_str(), "slice" | "dice");
    error_message(first)
        .split_once(": ")
        .is_some_and(|(head, _)| {
            head.split('/').any(|name| {
                name == c.op || name == c.engine_op() || (coord_check && name == "crd2idx")
            })
        })
}

fn run_mixed_corpus(path: &Path, ops: Option<&str>) {
    let _turn = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let mut cases = corpus::read(&path.to_string_lossy()).unwrap_or_else(|e| panic!("{e}"));
    if let Some(ops) = ops {
        let wanted: BTreeSet<&str> = ops
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        let known: BTreeSet<&str> = cases.iter().map(|c| c.op.as_str()).collect();
        let unknown: Vec<_> = wanted.difference(&known).collect();
        assert!(
            unknown.is_empty(),
            "CUTE_MIXED_OPS names operations without cases in {}: {unknown:?}",
            path.display()
        );
        cases.retain(|c| wanted.contains(c.op.as_str()));
    }
    assert!(!cases.is_empty(), "{}: no cases to run", path.display());

    let mut gen = Vec::new();
    let mut unexpressible = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        match mixed_case_expr(c, false) {
            Ok(e) => gen.push((i, e)),
            Err(e) => unexpressible.push(format!("{} : {e}", c.describe())),
        }
    }
    assert!(
        unexpressible.is_empty(),
        "cases this runner cannot express:\n{}",
        unexpressible.join("\n")
    );

    let dir = generated_crate(&format!(
        "mixed-{:x}",
        fxhash(path.to_string_lossy().as_bytes())
    ));
    let started = std::time::Instant::now();
    let (todo, broken) = compiling_subset(&dir, gen);
    write_source(&dir.join("src/bin/valid.rs"), &todo, true);
    assert!(build(&dir, "valid").0, "the compiling subset must build");
    let results = run_bin(&dir, "valid");

    // An ERROR case rejected as a method call with an error that does not name the operation:
    // call it through its trait, whose diagnostic does (unless the trait solver overflows).
    let (retry, mut broken): (Vec<GenCase>, Vec<GenCase>) = broken
        .into_iter()
        .partition(|(i, first)| cases[*i].is_error() && !names_op(&cases[*i], first));
    let mut by_trait = Vec::new();
    for (i, first) in retry {
        match mixed_case_expr(&cases[i], true) {
            Ok(e) => by_trait.push((i, e)),
            Err(_) => broken.push((i, first)),
        }
    }
    let (compiled, rejected) = compiling_subset(&dir, by_trait);
    for (i, _) in compiled {
        let why = "rejected as a method call, but it compiles when called through its trait";
        broken.push((i, why.to_string()));
    }
    broken.extend(rejected);

    let mut outcome: BTreeMap<usize, (Outcome, String)> = BTreeMap::new();
    for (i, first) in broken {
        let c = &cases[i];
        let o = if c.is_error() && names_op(c, &first) {
            (Outcome::Pass, String::new())
        } else if let Some(f) = PENDING_API
            .iter()
            .find(|f| first.contains(&format!("`{f}`")))
        {
            (
                Outcome::Pending,
                format!("`{f}` is not on this branch yet: {first}"),
            )
        } else if c.is_error() {
            (
                Outcome::Fail,
                format!(
                    "rejected, but the first error does not name `{}`: {first}",
                    c.op
                ),
            )
        } else {
            (Outcome::NotCompiling, format!("does not compile: {first}"))
        };
        outcome.insert(i, o);
    }
    for (i, _) in &todo {
        let c = &cases[*i];
        let got = results.get(i).cloned().unwrap_or_default();
        let o = if c.is_error() {
            match got.strip_prefix("ERR ") {
                Some(rest) => {
                    let op = rest.split(" :: ").next().unwrap_or("");
                    if op == c.op || op == c.engine_op() {
                        (Outcome::Pass, String::new())
                    } else {
                        (
                            Outcome::Fail,
                            format!("rejected by `{op}`, not `{}`: {got}", c.op),
                        )
                    }
                }
                None => (
                    Outcome::Fail,
                    format!("expected an error (CuTe rejects it), got {got}"),
                ),
            }
        } else if c.is_runtime_error() {
            let (t, plain) = got.split_once(" || ").unwrap_or((&got, ""));
            if t.starts_with("ERR ") && t.contains("division by zero") && plain == "plain ok" {
                (Outcome::Pass, String::new())
            } else {
                (
                    Outcome::Fail,
                    format!(
                        "expected a division-by-zero error from the checked form and no panic, got {got}"
                    ),
                )
            }
        } else if got == c.expected {
            (Outcome::Pass, String::new())
        } else {
            (Outcome::Fail, format!("expected {}, got {got}", c.expected))
        };
        outcome.insert(*i, o);
    }
    let elapsed = started.elapsed();

    let mut per_op: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (i, (o, _)) in &outcome {
        per_op.entry(cases[*i].op.as_str()).or_default()[*o as usize] += 1;
    }
    println!(
        "mixed corpus: {} ({} cases{}) in {elapsed:.1?}",
        path.display(),
        cases.len(),
        ops.map(|o| format!(", ops {o}")).unwrap_or_default()
    );
    println!(
        "  {:<16} {:>5} {:>5} {:>14} {:>8}",
        "op", "pass", "fail", "not compiling", "pending"
    );
    let mut total = [0usize; 4];
    for (op, n) in &per_op {
        println!(
            "  {op:<16} {:>5} {:>5} {:>14} {:>8}",
            n[0], n[1], n[2], n[3]
        );
        for (t, x) in total.iter_mut().zip(n) {
            *t += x;
        }
    }
    println!(
        "  {:<16} {:>5} {:>5} {:>14} {:>8}",
        "total", total[0], total[1], total[2], total[3]
    );
    let mut failures = 0;
    for (i, (o, why)) in &outcome {
        if *o != Outcome::Pass {
            failures += 1;
            let tag = match o {
                Outcome::Pending => "PENDING",
                Outcome::NotCompiling => "NOT COMPILING",
                _ => "FAIL",
            };
            println!("{tag} {} : {why}", cases[*i].describe());
        }
    }
    assert_eq!(outcome.len(), cases.len(), "every case has an outcome");
    assert!(total[0] > 0 || failures > 0, "no cases ran");
    assert!(
        failures == 0,
        "{failures} of {} mixed cases did not pass",
        cases.len()
    );
}
