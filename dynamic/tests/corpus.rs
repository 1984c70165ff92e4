//! Every case of the CuTe corpus, evaluated at run time.

use cute_layout_dynamic::corpus;

#[test]
fn corpus_at_run_time() {
    let path = std::env::var("CUTE_CASES").unwrap_or_else(|_| {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/cute_cases.txt").to_string()
    });
    run_corpus(&path);
}

/// Cases from CuTe's own unit tests (see the header of the file).
#[test]
fn cute_unit_test_cases_at_run_time() {
    run_corpus(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/cute_unit_cases.txt"
    ));
}

fn run_corpus(path: &str) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases = corpus::parse(&text).unwrap();
    let mut failures = Vec::new();
    for c in &cases {
        let got = corpus::run(c);
        let ok = match &got {
            Ok(s) => *s == c.expected,
            Err(_) => c.is_error(),
        };
        if !ok {
            failures.push(format!(
                "line {}: {} | {} | {} : expected {}, got {}",
                c.line,
                c.op,
                c.arg1,
                c.arg2.as_deref().unwrap_or("-"),
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
