//! The generated-crate machinery of the type-level conformance runners (`tests/conformance.rs`,
//! `tests/swizzle.rs`): each case is one function of a generated binary crate that depends on
//! this one; cases that fail to compile are found from the compiler's line numbers (bisecting
//! errors without a span), the others run and print their results.

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Write the generated crate; `cases[i]` goes to line `FIRST_LINE + i` of its file.
pub const FIRST_LINE: usize = 4;

pub fn write_source(path: &Path, cases: &[(usize, String)], run: bool) {
    let mut src = String::from(
        "#![allow(unused)]\nuse cute_layout::prelude::*;\nuse cute_layout::*; use cute_layout::swizzle::*;\n",
    );
    assert_eq!(src.lines().count() + 1, FIRST_LINE);
    for (i, expr) in cases {
        writeln!(src, "fn c{i}() -> String {{ {expr} }}").unwrap();
    }
    src.push_str("fn main() {\n");
    if run {
        for (i, _) in cases {
            writeln!(
                src,
                "    println!(\"@{i} {{}}\", std::panic::catch_unwind(c{i}).unwrap_or_else(|_| \"PANIC\".to_string()));"
            )
            .unwrap();
        }
    }
    src.push_str("}\n");
    std::fs::write(path, src).unwrap();
}

/// Build the generated crate; returns the lines of `file` that carry errors (None: success).
pub fn build(dir: &Path, bin: &str) -> (bool, BTreeSet<usize>, String) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let target = manifest_dir().join("target").join("conformance-target");
    let out = Command::new(cargo)
        .args([
            "build",
            "--release",
            "--quiet",
            "--message-format=short",
            "--bin",
            bin,
        ])
        .env("CARGO_TARGET_DIR", &target)
        .current_dir(dir)
        .output()
        .expect("run cargo");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let file = format!("src/bin/{bin}.rs:");
    let mut lines = BTreeSet::new();
    for l in stderr.lines() {
        if let Some(rest) = l.strip_prefix(&file) {
            if rest.contains(": error") {
                if let Some(n) = rest.split(':').next().and_then(|n| n.parse::<usize>().ok()) {
                    lines.insert(n);
                }
            }
        }
    }
    (out.status.success(), lines, stderr)
}

/// A case as generated Rust: its index in the corpus and its expression (or, for a case that
/// does not compile, its first error).
pub type GenCase = (usize, String);

/// Splits `cases` into those that compile and those that do not (with their first error).
/// Errors are attributed to cases by line; a failed build with unattributed errors (such as a
/// trait-solver overflow without a span) is bisected.
pub fn compiling_subset(dir: &Path, cases: Vec<GenCase>) -> (Vec<GenCase>, Vec<GenCase>) {
    if cases.is_empty() {
        return (cases, Vec::new());
    }
    write_source(&dir.join("src/bin/probe.rs"), &cases, false);
    let (ok, bad_lines, stderr) = build(dir, "probe");
    if ok {
        return (cases, Vec::new());
    }
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        if bad_lines.contains(&(k + FIRST_LINE)) {
            let first = stderr
                .lines()
                .find(|l| l.starts_with(&format!("src/bin/probe.rs:{}:", k + FIRST_LINE)))
                .unwrap_or("")
                .to_string();
            bad.push((case.0, first));
        } else {
            good.push(case.clone());
        }
    }
    if bad.is_empty() && cases.len() == 1 {
        let first = stderr
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("")
            .to_string();
        return (Vec::new(), vec![(cases[0].0, first)]);
    }
    // The rest may still fail (errors without a span): check it again, halving if needed.
    let (g, b) = if bad.is_empty() {
        let half = good.len() / 2;
        let right = good.split_off(half);
        let (g1, b1) = compiling_subset(dir, good);
        let (g2, b2) = compiling_subset(dir, right);
        ([g1, g2].concat(), [b1, b2].concat())
    } else {
        compiling_subset(dir, good)
    };
    bad.extend(b);
    (g, bad)
}

pub fn run_bin(dir: &Path, bin: &str) -> BTreeMap<usize, String> {
    let exe = manifest_dir()
        .join("target")
        .join("conformance-target")
        .join("release")
        .join(bin);
    let out = Command::new(&exe)
        .current_dir(dir)
        .output()
        .expect("run generated binary");
    assert!(
        out.status.success(),
        "generated binary failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut res = BTreeMap::new();
    for l in String::from_utf8_lossy(&out.stdout).lines() {
        if let Some((i, v)) = l.strip_prefix('@').and_then(|r| r.split_once(' ')) {
            res.insert(i.parse().unwrap(), v.to_string());
        }
    }
    res
}

/// The generated crate's directory (created), outside any workspace, locked to the same
/// dependency versions as this one.
pub fn generated_crate(name: &str) -> PathBuf {
    let dir = manifest_dir().join("target").join("conformance").join(name);
    std::fs::create_dir_all(dir.join("src/bin")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"cute-conformance\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\n\n\
             [dependencies]\ncute-layout = {{ path = {:?} }}\n\n[workspace]\n",
            manifest_dir().display().to_string()
        ),
    )
    .unwrap();
    std::fs::copy(manifest_dir().join("Cargo.lock"), dir.join("Cargo.lock")).ok();
    dir
}

pub fn fxhash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

/// Compiles the valid cases `valid` in the generated crate `dir` (a case that does not compile
/// is a failure), runs the rest and compares each printed answer with `expected(i)`; returns
/// one line per failure (`describe(i)` names the case).
pub fn run_valid(
    dir: &Path,
    valid: Vec<GenCase>,
    expected: impl Fn(usize) -> String,
    describe: impl Fn(usize) -> String,
) -> Vec<String> {
    let mut failures = Vec::new();
    let (todo, broken) = compiling_subset(dir, valid);
    for (i, err) in broken {
        failures.push(format!(
            "{} : expected {}, but it does not compile: {err}",
            describe(i),
            expected(i)
        ));
    }
    write_source(&dir.join("src/bin/valid.rs"), &todo, true);
    assert!(build(dir, "valid").0, "the compiling subset must build");
    let results = run_bin(dir, "valid");
    for (i, _) in &todo {
        let got = results.get(i).cloned().unwrap_or_default();
        if got != expected(*i) {
            failures.push(format!(
                "{} : expected {}, got {got}",
                describe(*i),
                expected(*i)
            ));
        }
    }
    failures
}
