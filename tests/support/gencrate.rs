//! The generated-crate machinery of the type-level runners (`tests/conformance.rs`,
//! `tests/swizzle.rs`): each case is one function of a generated binary crate that depends on
//! this one; cases that fail to compile are found from the compiler's line numbers (bisecting
//! errors without a span), the others run and print their results.
//!
//! Isolation: every corpus gets its own scratch (a directory of generated crates, each with its
//! own package and binary name, derived from the runner, the corpus file's path and the part:
//! the cases that must compile, the `ERROR` cases, ...), held under an exclusive file lock while
//! its crates are written, built and run, so two test processes never run each other's
//! binaries (a second process running the same corpus waits for the first). The crates share
//! one target directory, `target/gencrate-target`, so that this crate and its dependencies are
//! compiled once for all of them; cargo locks that directory while it builds.
//!
//! Speed: a crate is built once with all its cases, then without those that do not compile
//! (their lines left empty, so that the others keep their spans); the last successful build is
//! the binary that runs. A large part is split into one binary per core (shards of
//! consecutive cases, `src/bin/s<j>.rs`), which cargo compiles at once: type checking, most of
//! a generated crate's build, runs on one thread per compiler. Builds use the dev profile without debug info: the cases are
//! type-level computations, and an optimized build only adds LLVM time (the run-time
//! arithmetic under test never relies on overflow wrapping: the dev profile's overflow checks
//! make a panic more likely, not less). Incremental compilation keeps each crate's work from one
//! run to the next; the cases that must compile are a crate of their own because a failed
//! build saves no incremental state.

#![allow(dead_code)]

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::Command;

pub fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A case as generated Rust: its index in the corpus and its expression (or, for a case that
/// does not compile, its first error).
pub type GenCase = (usize, String);

/// The first line of the generated source that holds a case: the case at position `k` of the
/// crate's list is always on line `FIRST_LINE + k` (a case left out leaves its line empty), so
/// that the compiler's line numbers name cases and unchanged cases keep their spans between
/// builds (incremental compilation reuses their work).
const FIRST_LINE: usize = 4;

/// The target directory that every generated crate builds in.
fn shared_target() -> PathBuf {
    manifest_dir().join("target").join("gencrate-target")
}

/// One corpus's scratch: a directory of generated crates, locked by this process while it lives.
pub struct GenCrate {
    dir: PathBuf,
    name: String,
    _lock: File,
}

/// One crate of a corpus's scratch: its directory, package and binary name.
struct Part {
    dir: PathBuf,
    name: String,
    /// The first case position of each binary (shard): shard `j` holds the cases from
    /// `starts[j]` up to the next start.
    starts: Vec<usize>,
    /// The sources of the last successful build.
    built: RefCell<Option<Vec<String>>>,
}

/// The outcome of a build.
struct Build {
    ok: bool,
    /// The first error line of each case position whose line carries an error.
    errors: BTreeMap<usize, String>,
    stderr: String,
}

impl GenCrate {
    /// The scratch of `runner` for the corpus at `corpus` (created); waits while another
    /// process holds it.
    pub fn new(runner: &str, corpus: &Path) -> GenCrate {
        let stem: String = corpus
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default()
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let name = format!(
            "gen_{runner}_{stem}_{:08x}",
            fxhash(corpus.to_string_lossy().as_bytes()) as u32
        );
        let dir = manifest_dir().join("target").join("gencrate").join(&name);
        std::fs::create_dir_all(&dir).unwrap();
        let lock = File::create(dir.join(".lock")).unwrap();
        lock.lock().expect("lock the generated crates");
        GenCrate {
            dir,
            name,
            _lock: lock,
        }
    }

    /// Compiles `cases` as the crate `part` of this scratch (a crate of its own, so that each
    /// part keeps its incremental state from one run to the next): a case that does not
    /// compile is left out, with its first error, and the rest run. Returns each run case's
    /// printed result (`PANIC` if it panicked) and the cases that do not compile.
    pub fn compile_and_run(
        &self,
        part: &str,
        cases: &[GenCase],
    ) -> (BTreeMap<usize, String>, Vec<GenCase>) {
        let name = format!("{}_{part}", self.name);
        let dir = self.dir.join(part);
        let shards = shard_count(cases.len());
        std::fs::create_dir_all(dir.join("src/bin")).unwrap();
        let bins: String = (0..shards)
            .map(|j| format!("[[bin]]\nname = \"{name}_s{j}\"\npath = \"src/bin/s{j}.rs\"\n\n"))
            .collect();
        std::fs::write(
            dir.join("Cargo.toml"),
            format!(
                "[package]\nname = \"{name}\"\nversion = \"0.0.0\"\nedition = \"2021\"\npublish = false\nautobins = false\n\n\
                 {bins}[dependencies]\ncute-layout = {{ path = {:?} }}\n\n[profile.dev]\ndebug = false\n\n[workspace]\n",
                manifest_dir().display().to_string()
            ),
        )
        .unwrap();
        std::fs::copy(manifest_dir().join("Cargo.lock"), dir.join("Cargo.lock")).ok();
        Part {
            dir,
            name,
            starts: shard_starts(cases.len(), shards),
            built: RefCell::new(None),
        }
        .compile_and_run(cases)
    }
}

/// How many binaries a part's cases are split into: the type checking of a generated crate is
/// one compiler thread, so one binary per core (cargo builds them at once) for parts large
/// enough to gain from it.
fn shard_count(cases: usize) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.min(cases / 64).clamp(1, 8)
}

/// The first case position of each of `shards` contiguous, equal shards of `n` cases.
fn shard_starts(n: usize, shards: usize) -> Vec<usize> {
    (0..shards).map(|j| j * n / shards).collect()
}

impl Part {
    fn compile_and_run(&self, cases: &[GenCase]) -> (BTreeMap<usize, String>, Vec<GenCase>) {
        let (good, bad) = self.compiling_subset(cases, (0..cases.len()).collect());
        let src = self.sources(cases, &good);
        if self.built.borrow().as_ref() != Some(&src) {
            let b = self.build(&src);
            assert!(b.ok, "the compiling subset must build:\n{}", b.stderr);
        }
        let results = self.run();
        for &k in &good {
            assert!(
                results.contains_key(&cases[k].0),
                "case {} compiled but printed nothing",
                cases[k].0
            );
        }
        (results, bad)
    }

    /// Splits the positions `keep` of `cases` into those that compile and those that do not
    /// (with their first error). Errors are attributed to cases by line; a failed build with
    /// unattributed errors (such as a trait-solver overflow without a span) is bisected.
    fn compiling_subset(
        &self,
        cases: &[GenCase],
        keep: BTreeSet<usize>,
    ) -> (BTreeSet<usize>, Vec<GenCase>) {
        if keep.is_empty() {
            return (keep, Vec::new());
        }
        let b = self.build(&self.sources(cases, &keep));
        if b.ok {
            return (keep, Vec::new());
        }
        let mut bad: Vec<GenCase> = Vec::new();
        let mut good = BTreeSet::new();
        for &k in &keep {
            match b.errors.get(&k) {
                Some(first) => bad.push((cases[k].0, first.clone())),
                None => {
                    good.insert(k);
                }
            }
        }
        if bad.is_empty() && keep.len() == 1 {
            let first = b.stderr.lines().find(|l| l.contains("error")).unwrap_or("");
            let k = *keep.first().unwrap();
            return (BTreeSet::new(), vec![(cases[k].0, first.to_string())]);
        }
        // The rest may still fail (errors without a span): check it again, halving if needed.
        let (g, more) = if bad.is_empty() {
            let right = good.split_off(&good.iter().nth(good.len() / 2).copied().unwrap());
            let (mut g1, b1) = self.compiling_subset(cases, good);
            let (g2, b2) = self.compiling_subset(cases, right);
            g1.extend(g2);
            (g1, [b1, b2].concat())
        } else {
            self.compiling_subset(cases, good)
        };
        bad.extend(more);
        (g, bad)
    }

    /// The source of each shard: the cases of its range at positions `keep`.
    fn sources(&self, cases: &[GenCase], keep: &BTreeSet<usize>) -> Vec<String> {
        (0..self.starts.len())
            .map(|j| {
                let end = self.starts.get(j + 1).copied().unwrap_or(cases.len());
                let range = self.starts[j]..end;
                let kept = keep.iter().copied().filter(|k| range.contains(k)).collect();
                source(&cases[range.clone()], range.start, &kept)
            })
            .collect()
    }

    /// Builds the shards' sources (at once: one compiler a shard).
    fn build(&self, srcs: &[String]) -> Build {
        for (j, src) in srcs.iter().enumerate() {
            std::fs::write(self.dir.join(format!("src/bin/s{j}.rs")), src).unwrap();
        }
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let out = Command::new(cargo)
            .args(["build", "--quiet", "--keep-going", "--message-format=short"])
            .env("CARGO_TARGET_DIR", shared_target())
            .current_dir(&self.dir)
            .output()
            .expect("run cargo");
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        let mut errors = BTreeMap::new();
        for l in stderr.lines() {
            let Some(rest) = l.strip_prefix("src/bin/s") else {
                continue;
            };
            let Some((j, rest)) = rest.split_once(".rs:") else {
                continue;
            };
            if !rest.contains(": error") {
                continue;
            }
            let line = rest.split(':').next().and_then(|n| n.parse::<usize>().ok());
            if let (Ok(j), Some(line)) = (j.parse::<usize>(), line)
                && line >= FIRST_LINE
            {
                let k = self.starts[j] + line - FIRST_LINE;
                errors.entry(k).or_insert_with(|| l.to_string());
            }
        }
        let ok = out.status.success();
        if !ok && errors.is_empty() {
            // A dependency that does not build fails every case alike: no bisecting.
            assert!(
                !stderr.contains("could not compile `cute-layout"),
                "the library does not build:\n{stderr}"
            );
        }
        *self.built.borrow_mut() = ok.then(|| srcs.to_vec());
        Build { ok, errors, stderr }
    }

    /// Runs the last build: each case's printed result.
    fn run(&self) -> BTreeMap<usize, String> {
        let mut res = BTreeMap::new();
        for j in 0..self.starts.len() {
            let exe = shared_target()
                .join("debug")
                .join(format!("{}_s{j}", self.name));
            let out = Command::new(&exe)
                .current_dir(&self.dir)
                .output()
                .expect("run generated binary");
            assert!(
                out.status.success(),
                "generated binary failed: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            for l in String::from_utf8_lossy(&out.stdout).lines() {
                if let Some((i, v)) = l.strip_prefix('@').and_then(|r| r.split_once(' ')) {
                    res.insert(i.parse().unwrap(), v.to_string());
                }
            }
        }
        res
    }
}

/// The generated source of the cases at positions `keep` (positions of the whole part; `cases`
/// starts at position `first`): one function a case, each on its own line, and a `main` that
/// prints every result.
fn source(cases: &[GenCase], first: usize, keep: &BTreeSet<usize>) -> String {
    let mut src = String::from(
        "#![allow(unused)]\nuse cute_layout::prelude::*;\nuse cute_layout::*; use cute_layout::swizzle::*; use cute_layout::atom::*;\n",
    );
    assert_eq!(src.lines().count() + 1, FIRST_LINE);
    for (k, (i, expr)) in cases.iter().enumerate() {
        if keep.contains(&(first + k)) {
            writeln!(src, "fn c{i}() -> String {{ {expr} }}").unwrap();
        } else {
            src.push('\n');
        }
    }
    // Panics are reported in the cases' output (the debug-build check of plain forms panics by
    // design), not on stderr.
    src.push_str("fn main() {\n    std::panic::set_hook(Box::new(|_| {}));\n");
    for &k in keep {
        let i = cases[k - first].0;
        writeln!(
            src,
            "    println!(\"@{i} {{}}\", std::panic::catch_unwind(c{i}).unwrap_or_else(|_| \"PANIC\".to_string()));"
        )
        .unwrap();
    }
    src.push_str("}\n");
    src
}

/// The cases of a corpus in the `op | arg1 | arg2 | expected` format (`#` lines are comments),
/// each with its line number; a malformed line or an empty corpus panics.
pub fn read_corpus(path: &Path) -> Vec<(usize, [String; 4])> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let f: Vec<String> = l.split(" | ").map(|x| x.trim().to_string()).collect();
        let fields: [String; 4] = f
            .try_into()
            .unwrap_or_else(|_| panic!("{}:{}: malformed line {l:?}", path.display(), i + 1));
        out.push((i + 1, fields));
    }
    assert!(!out.is_empty(), "{}: no cases", path.display());
    out
}

/// The blocks of a picture corpus: a `=== <header>` line, then the exact text up to the next
/// header. Each block is `(line of the header, header, text as one escaped line)`, the form the
/// generated crates print; a file without blocks panics.
pub fn read_blocks(path: &Path) -> Vec<(usize, String, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out: Vec<(usize, String, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(head) = line.strip_prefix("=== ") {
            out.push((i + 1, head.trim().to_string(), String::new()));
        } else if let Some(last) = out.last_mut() {
            last.2.push_str(line);
            last.2.push('\n');
        }
    }
    assert!(!out.is_empty(), "{}: no blocks", path.display());
    out.into_iter()
        .map(|(line, head, text)| (line, head, format!("{text:?}")))
        .collect()
}

pub fn fxhash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf29ce484222325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x100000001b3)
    })
}

/// A case of an all-static corpus as the type-level runners check it.
pub struct StaticCase {
    /// CuTe's answer, or `ERROR`.
    pub expected: String,
    /// Names one of which the first compile error of an `ERROR` case must contain.
    pub names: Vec<String>,
    /// `line N: op | a | b`, for messages.
    pub describe: String,
}

/// A Rust tuple expression of `parts` (`(a,)` for one part), for the generated cases.
pub fn rust_tuple(parts: Vec<String>) -> String {
    if parts.len() == 1 {
        format!("({},)", parts[0])
    } else {
        format!("({})", parts.join(", "))
    }
}

/// The generated expression of every case of `corpus` (numbered by its position), written by
/// `expr`; a runner that cannot write some case fails, naming each operation it cannot express
/// and how many cases of it there are, rather than passing on fewer cases.
pub fn expressions<C>(
    corpus: &Path,
    cases: &[C],
    op: impl Fn(&C) -> &str,
    expr: impl Fn(&C) -> Option<String>,
) -> Vec<GenCase> {
    let mut generated = Vec::new();
    let mut unsupported = std::collections::BTreeMap::<&str, usize>::new();
    for (i, c) in cases.iter().enumerate() {
        match expr(c) {
            Some(e) => generated.push((i, e)),
            None => *unsupported.entry(op(c)).or_default() += 1,
        }
    }
    assert!(
        unsupported.is_empty(),
        "{}: operations this runner cannot express: {unsupported:?}",
        corpus.display()
    );
    generated
}

/// Compiles and runs `cases` (generated Rust of `checks[i]` for each `(i, expr)`): a valid case
/// must compile and print its answer, an `ERROR` case must fail to compile with a first error
/// that names its operation (in either case: CuTe writes `partition_fragment_A`). Returns one
/// line per failure.
pub fn run_static(krate: &GenCrate, cases: &[GenCase], checks: &[StaticCase]) -> Vec<String> {
    // Valid and ERROR cases in crates of their own: the valid crate's build succeeds (and
    // saves its incremental state), the ERROR crate's fails.
    let (errors, valid): (Vec<GenCase>, Vec<GenCase>) = cases
        .iter()
        .cloned()
        .partition(|(i, _)| checks[*i].expected == "ERROR");
    let (mut results, mut rejected) = krate.compile_and_run("valid", &valid);
    let (more, also) = krate.compile_and_run("error", &errors);
    results.extend(more);
    rejected.extend(also);
    let mut failures = Vec::new();
    for (i, first) in rejected {
        let c = &checks[i];
        if c.expected != "ERROR" {
            failures.push(format!(
                "{} : expected {}, but it does not compile: {first}",
                c.describe, c.expected
            ));
        } else if !c
            .names
            .iter()
            .any(|n| first.to_lowercase().contains(&n.to_lowercase()))
        {
            failures.push(format!(
                "{} : rejected, but the first error does not name `{}`: {first}",
                c.describe,
                c.names.join("` or `")
            ));
        }
    }
    for (i, got) in results {
        let c = &checks[i];
        if c.expected == "ERROR" {
            failures.push(format!(
                "{} : expected a compile error (CuTe rejects it), but it compiles",
                c.describe
            ));
        } else if got != c.expected {
            failures.push(format!(
                "{} : expected {}, got {got}",
                c.describe, c.expected
            ));
        }
    }
    failures
}
