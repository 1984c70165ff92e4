//! Swizzle / composed-layout conformance through the type-level API.
//!
//! `tests/data/swizzle_cases.txt` (written by `tests/data/swizzle_gen.py`, every answer printed
//! by CuTe 4.2) becomes a generated crate, one function per case, as `tests/conformance.rs`
//! does: valid cases must compile and print CuTe's answer, `ERROR` cases must fail to compile
//! with a first error that names the operation. `tests/data/swizzle_print_layout.txt` and
//! `tests/data/swizzle_print_latex.txt` hold CuTe's `print_layout` and `print_latex` of composed
//! layouts, compared byte for byte. The runner fails on an
//! empty corpus, an operation it cannot express, or any mismatch.

use std::path::Path;

#[path = "support/corpus.rs"]
mod corpus;
#[path = "support/gencrate.rs"]
mod gencrate;

use gencrate::{expressions, manifest_dir, run_static, rust_tuple, GenCrate, StaticCase};

/// One case: `op | arg1 | arg2 | expected`.
#[derive(Clone, Debug)]
struct Case {
    line: usize,
    op: String,
    a: String,
    b: Option<String>,
    expected: String,
}

fn read_cases(path: &Path) -> Vec<Case> {
    gencrate::read_corpus(path)
        .into_iter()
        .map(|(line, [op, a, b, expected])| Case {
            line,
            op,
            a,
            b: (b != "-").then_some(b),
            expected,
        })
        .collect()
}

/// A parsed argument of the corpus notation.
#[derive(Clone, Debug, PartialEq)]
enum Arg {
    Int(i64),
    Under,
    Tuple(Vec<Arg>),
}

fn parse_tuple(s: &str) -> Arg {
    fn go(t: &[char], i: &mut usize) -> Arg {
        if t[*i] == '(' {
            *i += 1;
            let mut v = vec![go(t, i)];
            while t[*i] == ',' {
                *i += 1;
                v.push(go(t, i));
            }
            assert_eq!(t[*i], ')');
            *i += 1;
            Arg::Tuple(v)
        } else if t[*i] == '_' {
            *i += 1;
            Arg::Under
        } else {
            let st = *i;
            while *i < t.len() && (t[*i] == '-' || t[*i].is_ascii_digit()) {
                *i += 1;
            }
            Arg::Int(t[st..*i].iter().collect::<String>().parse().unwrap())
        }
    }
    let t: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    let r = go(&t, &mut i);
    assert_eq!(i, t.len(), "{s}");
    r
}

/// A typenum type of an integer.
fn tn(v: i64) -> String {
    if v < 0 {
        format!("cute_layout::typenum::N{}", -v)
    } else {
        format!("cute_layout::typenum::U{v}")
    }
}

/// `Sw<b,m,s>` as a type.
fn swizzle_ty(s: &str) -> Option<String> {
    let inner = s.trim().strip_prefix("Sw<")?.strip_suffix('>')?;
    let v: Vec<i64> = inner
        .split(',')
        .map(|x| x.trim().parse().unwrap())
        .collect();
    Some(format!("Swizzle<{}, {}, {}>", tn(v[0]), tn(v[1]), tn(v[2])))
}

/// The type of an argument: a swizzle, a composed layout, a layout, a tiler or a shape.
fn ty(s: &str) -> String {
    let s = s.trim();
    if let Some((sw, rest)) = s.split_once(" o ") {
        let (off, lay) = rest.split_once(" o ").expect("Sw o K o L");
        return format!(
            "ComposedLayout<{}, {}, {}>",
            swizzle_ty(sw).unwrap(),
            tn(off.trim().parse().unwrap()),
            ty(lay)
        );
    }
    if let Some(t) = swizzle_ty(s) {
        return t;
    }
    if s.starts_with('<') {
        return format!("tile!({})", &s[1..s.len() - 1]);
    }
    if s.contains(':') {
        return format!("layout!({s})");
    }
    format!("shape!({s})")
}

/// A coordinate as a Rust value (`usize` entries).
fn coord(a: &Arg) -> String {
    match a {
        Arg::Int(v) => format!("{v}usize"),
        Arg::Under => "Underscore".into(),
        Arg::Tuple(v) => rust_tuple(v.iter().map(coord).collect()),
    }
}

/// The operations this runner expresses, beside every divide and product (`*_divide`,
/// `*_product`) and the printers.
const SUPPORTED: &[&str] = &[
    "swizzle",
    "make_composed",
    "crd2idx",
    "size",
    "cosize",
    "rank",
    "depth",
    "coalesce",
    "flatten",
    "composition",
    "upcast",
    "downcast",
    "recast",
    "right_inverse",
    "left_inverse",
    "tile_to_shape",
    "make_layout_tv",
    "slice",
    "slice_and_offset",
    "local_tile",
    "local_partition",
    "slice_and_offset_rt",
    "local_tile_rt",
    "local_partition_rt",
];

/// One line of Rust that evaluates the case and returns its printed result.
fn case_expr(c: &Case) -> Option<String> {
    let show = |t: String| format!("format!(\"{{}}\", <{t}>::default())");
    let b = c.b.as_deref();
    let camel = |op: &str| -> String {
        op.split('_')
            .map(|w| {
                let mut ch = w.chars();
                ch.next().unwrap().to_ascii_uppercase().to_string() + ch.as_str()
            })
            .collect()
    };
    Some(match c.op.as_str() {
        "swizzle" => format!("<{}>::apply({}).to_string()", ty(&c.a), b?),
        "make_composed" => show(format!("Composition<{}, {}>", ty(&c.a), ty(b?))),
        "crd2idx" => format!(
            "<{}>::default().offset({}).to_string()",
            ty(b?),
            coord(&parse_tuple(&c.a))
        ),
        "size" | "cosize" | "rank" | "depth" => {
            format!("<{}>::{}.to_string()", ty(&c.a), c.op.to_uppercase())
        }
        "coalesce" | "flatten" | "right_inverse" | "left_inverse" => {
            show(format!("{}<{}>", camel(&c.op), ty(&c.a)))
        }
        "composition" if !c.a.contains("Sw<") && b?.contains("Sw<") => {
            show(format!("ComposeSwizzle<{}, {}>", ty(&c.a), ty(b?)))
        }
        "composition" | "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
        | "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
        | "blocked_product" | "raked_product" | "tile_to_shape" => {
            show(format!("{}<{}, {}>", camel(&c.op), ty(&c.a), ty(b?)))
        }
        "slice" => show(format!("Slice<{}, crd!({})>", ty(b?), c.a)),
        "slice_and_offset" => format!(
            "{{ type Cr = crd!({c}); let (l, o) = <{t} as SliceOp<Cr>>::slice_and_offset(<{t}>::default(), Cr::default()); format!(\"{{l}} ; _{{o}}\") }}",
            t = ty(b?),
            c = c.a
        ),
        "local_tile" => {
            let (t, crd) = b?.split_once(" @ ")?;
            format!(
                "{{ type L = {l}; type T = {t}; type Cr = crd!({crd}); format!(\"{{}} ; _{{}}\", LocalTileAt::<L, T, Cr>::default(), <L as LocalTileAtOp<T, Cr>>::tile_offset()) }}",
                l = ty(&c.a),
                t = ty(t),
            )
        }
        "local_partition" => {
            let (thr, idx) = b?.split_once(" @ ")?;
            format!(
                "{{ type L = {l}; type Thr = {thr}; type X = {x}; format!(\"{{}} ; _{{}}\", LocalPartitionAt::<L, Thr, X>::default(), <L as LocalPartitionAtOp<Thr, X>>::thread_offset()) }}",
                l = ty(&c.a),
                thr = ty(thr),
                x = tn(idx.trim().parse().ok()?),
            )
        }
        // Run-time coordinates: the slice's start is a number (`usize`/`isize`) here, so its
        // static marker is dropped from CuTe's answer (`corpus::compared`).
        "slice_and_offset_rt" => format!(
            "{{ let (l, o) = <{t}>::default().slice_and_offset(std::hint::black_box({c})); format!(\"{{l}} ; {{o}}\") }}",
            t = ty(b?),
            c = coord(&parse_tuple(&c.a))
        ),
        "local_tile_rt" => {
            let (t, crd) = b?.split_once(" @ ")?;
            format!(
                "{{ let (l, o) = <{l}>::default().local_tile(<{t}>::default(), std::hint::black_box({crd})); format!(\"{{l}} ; {{o}}\") }}",
                l = ty(&c.a),
                t = ty(t),
                crd = coord(&parse_tuple(crd))
            )
        }
        "local_partition_rt" => {
            let (thr, idx) = b?.split_once(" @ ")?;
            format!(
                "{{ let (l, o) = <{l}>::default().local_partition(<{thr}>::default(), std::hint::black_box({i}usize)); format!(\"{{l}} ; {{o}}\") }}",
                l = ty(&c.a),
                thr = ty(thr),
                i = idx.trim()
            )
        }
        "upcast" | "downcast" => show(format!(
            "{}<{}, {}>",
            camel(&c.op),
            ty(&c.a),
            tn(b?.parse().ok()?)
        )),
        "recast" => {
            let (x, y) = b?.split_once("->")?;
            show(format!(
                "Recast<{}, {}, {}>",
                ty(&c.a),
                tn(x.parse().ok()?),
                tn(y.parse().ok()?)
            ))
        }
        "make_layout_tv" => format!(
            "format!(\"{{}} ; {{}}\", <TilerTv<{a}, {b}> as IntTuple>::to_cute_string(), <LayoutTv<{a}, {b}>>::default())",
            a = ty(&c.a),
            b = ty(b?)
        ),
        "print_layout" => format!("format!(\"{{:?}}\", <{}>::default().print_layout())", ty(&c.a)),
        "print_latex" => format!("format!(\"{{:?}}\", <{}>::default().to_latex())", ty(&c.a)),
        _ => return None,
    })
}

/// What the first error of a rejected case may name: the operation (a run-time coordinate's
/// form is the same operation; a slice's coordinate errors name `slice`) or the swizzle.
fn error_names(c: &Case) -> Vec<String> {
    let base = c.op.trim_end_matches("_rt");
    let mut names = vec![base.to_string(), "swizzle".into()];
    if base == "slice_and_offset" {
        names.push("slice".into());
    }
    names
}

/// The `print_layout` blocks: `=== <layout>` headers, each followed by CuTe's exact text.
fn read_blocks(path: &Path, op: &str) -> Vec<Case> {
    gencrate::read_blocks(path)
        .into_iter()
        .map(|(line, a, expected)| Case {
            line,
            op: op.into(),
            a,
            b: None,
            expected,
        })
        .collect()
}

/// Runs every case in the generated crate of the corpus at `corpus`; returns the failures.
fn run(cases: &[Case], corpus: &Path) -> Vec<String> {
    let generated = expressions(
        corpus,
        cases,
        |c| c.op.as_str(),
        |c| {
            case_expr(c).filter(|_| {
                SUPPORTED.contains(&c.op.as_str())
                    || c.op.ends_with("_divide")
                    || c.op.ends_with("_product")
                    || c.op == "print_layout"
                    || c.op == "print_latex"
            })
        },
    );
    let checks: Vec<StaticCase> = cases
        .iter()
        .map(|c| StaticCase {
            expected: corpus::compared(&c.op, &c.expected),
            names: error_names(c),
            describe: format!(
                "line {}: {} | {} | {}",
                c.line,
                c.op,
                c.a,
                c.b.as_deref().unwrap_or("-")
            ),
        })
        .collect();
    let started = std::time::Instant::now();
    let failures = run_static(&GenCrate::new("swizzle", corpus), &generated, &checks);
    let errors = cases.iter().filter(|c| c.expected == "ERROR").count();
    println!(
        "{}: {} cases ({} valid, {errors} ERROR) in {:.1?}, {} failed",
        corpus.display(),
        cases.len(),
        cases.len() - errors,
        started.elapsed(),
        failures.len()
    );
    for f in &failures {
        println!("FAIL {f}");
    }
    failures
}

/// Random swizzled layouts through every operation, drawn with a seed no other corpus uses
/// (`tests/data/fresh_gen.py`, every answer CuTe's): the rules, not the checked-in cases.
#[test]
fn fresh_swizzle_corpus() {
    if std::env::var_os("SWIZZLE_CASES").is_some() {
        return; // a corpus given on the command line replaces the default ones
    }
    let path = manifest_dir().join("tests/data/fresh_swizzle_cases.txt");
    let cases = read_cases(&path);
    assert!(
        cases.len() >= 300,
        "{}: {} cases",
        path.display(),
        cases.len()
    );
    let failures = run(&cases, &path);
    assert!(
        failures.is_empty(),
        "{} of {} cases failed",
        failures.len(),
        cases.len()
    );
}

#[test]
fn swizzle_corpus() {
    let path = std::env::var("SWIZZLE_CASES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| manifest_dir().join("tests/data/swizzle_cases.txt"));
    let mut cases = read_cases(&path);
    if std::env::var_os("SWIZZLE_CASES").is_none() {
        cases.extend(read_blocks(
            &manifest_dir().join("tests/data/swizzle_print_layout.txt"),
            "print_layout",
        ));
        cases.extend(read_blocks(
            &manifest_dir().join("tests/data/swizzle_print_latex.txt"),
            "print_latex",
        ));
    }
    if let Ok(ops) = std::env::var("SWIZZLE_OPS") {
        let ops: Vec<&str> = ops.split(',').collect();
        cases.retain(|c| ops.contains(&c.op.as_str()));
    }
    assert!(
        cases.len() >= 300 || std::env::var_os("SWIZZLE_OPS").is_some(),
        "the corpus has {} cases, fewer than 300",
        cases.len()
    );
    let failures = run(&cases, &path);
    assert!(
        failures.is_empty(),
        "{} of {} cases failed",
        failures.len(),
        cases.len()
    );
}

#[test]
fn swizzle_runner_does_not_pass_vacuously() {
    let dir = manifest_dir().join("target").join("swizzle-vacuous");
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.txt");
    std::fs::write(&empty, "# nothing\n").unwrap();
    assert!(std::panic::catch_unwind(|| read_cases(&empty)).is_err());
    assert!(std::panic::catch_unwind(|| read_cases(&dir.join("missing.txt"))).is_err());
    let unknown = [Case {
        line: 1,
        op: "frobnicate".into(),
        a: "4:1".into(),
        b: None,
        expected: "_4:_1".into(),
    }];
    assert!(std::panic::catch_unwind(|| run(&unknown, &dir.join("vacuous.txt"))).is_err());
}

/// The swizzle section of the tutorial asserts CuTe's answers: every string it compares with
/// is (part of) an answer of the corpus or of its `print_layout` blocks.
#[test]
fn tutorial_results_are_cute_answers() {
    let tutorial = std::fs::read_to_string(manifest_dir().join("src/tutorial.md")).unwrap();
    let section = tutorial
        .split("# 14. Swizzles")
        .nth(1)
        .and_then(|rest| rest.split("\n# 15.").next())
        .expect("the tutorial has its swizzle section");
    let corpus =
        std::fs::read_to_string(manifest_dir().join("tests/data/swizzle_cases.txt")).unwrap();
    let answers: Vec<&str> = corpus
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.rsplit(" | ").next())
        .collect();
    let blocks =
        std::fs::read_to_string(manifest_dir().join("tests/data/swizzle_print_layout.txt"))
            .unwrap();
    let mut checked = 0;
    for line in section.lines().filter(|l| l.contains("assert_eq!")) {
        for (k, part) in line.split('"').enumerate() {
            if k % 2 == 1 {
                assert!(
                    answers.iter().any(|a| a.contains(part)) || blocks.contains(part),
                    "the tutorial asserts {part:?}, which is no CuTe answer of the corpus"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 12, "only {checked} tutorial results found");
}

/// `docs/swizzle_8x64.svg` (the tutorial's picture) is what the crate draws for SM80's atom;
/// `SWIZZLE_WRITE_SVG=1` rewrites it.
#[test]
fn the_checked_in_picture_is_the_crates() {
    use cute_layout::prelude::*;
    use cute_layout::swizzle::Swizzle;
    use cute_layout::typenum::U3;
    type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
    let svg = Atom::default().to_svg();
    let path = manifest_dir().join("docs/swizzle_8x64.svg");
    if std::env::var_os("SWIZZLE_WRITE_SVG").is_some() {
        std::fs::write(&path, &svg).unwrap();
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), svg);
}
