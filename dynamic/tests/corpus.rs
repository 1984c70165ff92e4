//! Every case of the CuTe corpora, evaluated at run time: the all-static ones and the mixed
//! static/dynamic one.

#[path = "../../tests/support/corpus.rs"]
mod corpus;

use cute_layout_dynamic::Notation;

#[test]
fn corpus_at_run_time() {
    let path = std::env::var("CUTE_CASES").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/cute_cases.txt").to_string()
    });
    run_corpus(&path, Notation::AllStatic);
}

/// The mixed static/dynamic corpus (`CUTE_MIXED_CASES` runs another file instead): every value
/// and its static-ness must be CuTe's.
#[test]
fn mixed_corpus_at_run_time() {
    let path = std::env::var("CUTE_MIXED_CASES").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/mixed_cases.txt").to_string()
    });
    run_corpus(&path, Notation::Mixed);
}

/// Cases from CuTe's own unit tests (see the header of the file).
#[test]
fn cute_unit_test_cases_at_run_time() {
    run_corpus(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/cute_unit_cases.txt"
        ),
        Notation::AllStatic,
    );
}

fn run_corpus(path: &str, notation: Notation) {
    let cases = corpus::read(path).unwrap_or_else(|e| panic!("{e}"));
    let mut failures = Vec::new();
    for c in &cases {
        let got = corpus::run_in(c, notation);
        let ok = match &got {
            Ok(s) => *s == c.compared(),
            // A rejection must come from the case's own operation (or, for `coalesce_by`, the
            // `coalesce` it is), not from reading its arguments; a division by a dynamic zero
            // must say so.
            Err(e) if c.is_runtime_error() => {
                e.op() == c.engine_op() && e.to_string().contains("division by zero")
            }
            // ... or from CuTe's own checks of a swizzle's parameters, wherever it appears.
            Err(e) => c.is_error() && (e.op() == c.engine_op() || e.op() == "Swizzle"),
        };
        if !ok {
            failures.push(format!(
                "{} : expected {}, got {}",
                c.describe(),
                c.expected,
                match got {
                    Ok(s) => s,
                    Err(e) => format!("error: {e}"),
                }
            ));
        }
    }
    for f in &failures {
        println!("{f}");
    }
    println!("{} cases, {} failed", cases.len(), failures.len());
    assert!(
        failures.is_empty(),
        "{} of {} corpus cases failed",
        failures.len(),
        cases.len()
    );
}

/// The runner refuses a corpus it could not run: empty, missing, or with an unknown operation.
#[test]
fn corpus_runner_does_not_pass_vacuously() {
    assert_eq!(
        corpus::parse("# only comments\n\n").unwrap_err(),
        "the corpus has no cases"
    );
    assert!(corpus::read("/nonexistent/cases.txt").is_err());
    let e = corpus::parse("frobnicate | 4:1 | - | _4:_1\n").unwrap_err();
    assert!(
        e.starts_with("line 1: unknown operation `frobnicate`"),
        "{e}"
    );
    assert!(corpus::read_print_layout("/nonexistent/print_layout.txt").is_err());
}

/// The swizzle / composed-layout corpus (`tests/data/swizzle_cases.txt`, every answer CuTe's;
/// `CUTE_SWIZZLE_CASES` runs another file instead): swizzles, composed layouts and their algebra,
/// the casts, `tile_to_shape`, `local_tile` / `local_partition` and `make_layout_tv`.
#[test]
fn swizzle_corpus_at_run_time() {
    let path = std::env::var("CUTE_SWIZZLE_CASES").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/swizzle_cases.txt"
        )
        .to_string()
    });
    run_corpus(&path, Notation::AllStatic);
}

/// Swizzle rules beyond that corpus (`dynamic/tests/data/swizzle_rules.txt`, answers CuTe's):
/// casts to `Sw<0,0,S>`, inverses with an offset, identity swizzles sliced by an integer,
/// `logical_product(layout, composed)`, negative shifts.
#[test]
fn swizzle_rules_at_run_time() {
    run_corpus(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/swizzle_rules.txt"),
        Notation::AllStatic,
    );
}

/// Slices of swizzled layouts at run-time coordinates (`dynamic/tests/data/swizzle_mixed.txt`,
/// CuTe's answers in its mixed notation): which strides CuTe keeps static.
#[test]
fn swizzle_mixed_slices_at_run_time() {
    run_corpus(
        concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/swizzle_mixed.txt"),
        Notation::Mixed,
    );
}
