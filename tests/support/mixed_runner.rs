//! The mixed corpus runner of `tests/conformance.rs`: cases with static and run-time leaves,
//! written as CuTe prints them (`_4` static, `4` run-time), built with the value macros
//! (`make_layout!` etc.) and run through the operations' value methods in a generated crate.
//!
//! Every run-time leaf reaches the library as a run-time value: it is bound to a variable
//! through `std::hint::black_box` (`let r0 = black_box(300i64); make_layout!((r0,_4):(_1,r0))`),
//! so that the macros see an expression, not a literal, and nothing is folded at compile time.
//!
//! What each case must do:
//! - a valid case prints CuTe's answer (static-ness included), and its checked (`try_`) form
//!   returns `Ok` of the same; `slice` also gives the same `slice_and_offset` and its offset
//!   and `dice` as the run-time engine, and finds its coordinate inside the layout; `crd2idx`
//!   gives the same value through `offset` and through `crd2idx_strided` of the layout's
//!   shape and stride; `idx2crd` the same through the layout's method; the int-tuple
//!   arithmetic (`ceil_div`, `shape_div`, ...) runs through the free functions;
//! - an `ERROR` case fails to compile with a first error naming the operation, or compiles
//!   and its checked form returns an error of the operation; where the corpus says that CuTe prints an answer that breaks its own post-condition
//!   (cutlass#3177), the error says `post-condition` and the plain form prints CuTe's answer;
//! - an `ERROR_RUNTIME` case (CuTe dies evaluating it) compiles, its checked form returns an
//!   error of the operation (`division by zero` where CuTe's death is a SIGFPE), and its plain
//!   form, built in debug mode as the generated crate is, panics with the same message (an
//!   `ERROR` case's checked error that is not a post-condition likewise).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::corpus::{self, Case};
use crate::gencrate::{GenCase, GenCrate};
use cute_layout_dynamic::{parse_value_in, Notation, Value};

/// Functions that a mixed case may need and this branch may not have yet: a case that fails to
/// compile for lack of one is reported as pending (still a failure).
const PENDING_API: &[&str] = &[];

/// The parts of a generated case's printed result.
const SEP: &str = " || ";

/// What a mixed case evaluates, as Rust: the operand bindings, the plain call (its value
/// printed as CuTe prints it), the checked call (a `Result`) when the operation has one, and
/// more views of a valid result (each printed) with what each must print.
struct MixedCall {
    lets: String,
    plain: String,
    checked: Option<String>,
    views: Vec<(String, String)>,
}

/// The operands of a case: each run-time leaf becomes a variable bound through `black_box`.
#[derive(Default)]
struct Operands {
    lets: String,
    vars: usize,
}

impl Operands {
    /// `text` in CuTe's print notation with every run-time leaf (an integer without `_`)
    /// replaced by a fresh variable.
    fn bind(&mut self, text: &str) -> String {
        let chars: Vec<char> = text.chars().collect();
        let mut out = String::new();
        let mut i = 0;
        while i < chars.len() {
            let number_at = |j: usize| {
                chars.get(j).is_some_and(char::is_ascii_digit)
                    || (chars.get(j) == Some(&'-')
                        && chars.get(j + 1).is_some_and(char::is_ascii_digit))
            };
            let start = i;
            if chars[i] == '_' && number_at(i + 1) {
                i += 2;
            } else if number_at(i) {
                i += 1;
            } else {
                out.push(chars[i]);
                i += 1;
                continue;
            }
            while chars.get(i).is_some_and(char::is_ascii_digit) {
                i += 1;
            }
            let token: String = chars[start..i].iter().collect();
            if token.starts_with('_') {
                out.push_str(&token);
            } else {
                let v = format!("r{}", self.vars);
                self.vars += 1;
                self.lets += &format!("let {v} = std::hint::black_box({token}i64); ");
                out.push_str(&v);
            }
        }
        out
    }

    /// The value macro that builds an operand written in CuTe's print notation, in a role.
    /// The kind of operand is read from its shape (the run-time engine's parser would refuse a
    /// run-time extent of 0, which CuTe accepts and divides by).
    fn operand(&mut self, text: &str, role: &str) -> Result<String, String> {
        let t = text.trim();
        let (tiler, layout) = (t.starts_with('<'), !t.starts_with('<') && t.contains(':'));
        let macro_name = match role {
            "layout" if !tiler => "make_layout",
            "tiler" if layout => "make_layout",
            "tiler" if tiler => "make_tile",
            "tiler" | "shape" if !layout && !tiler && t != "_" => "make_shape",
            "profile" if !layout && !tiler && t != "_" => "make_stride",
            "coord" if !layout && !tiler => "make_coord",
            _ => return Err(format!("{text:?} is not a {role}")),
        };
        Ok(format!("{macro_name}!({})", self.bind(t)))
    }

    /// `let name = <operand>;`
    fn bind_let(&mut self, name: &str, text: &str, role: &str) -> Result<(), String> {
        let e = self.operand(text, role)?;
        self.lets += &format!("let {name} = {e}; ");
        Ok(())
    }
}

/// The run-time engine's `slice_and_offset` and `dice` of a slice case, as the views of the
/// generated case print them.
fn engine_slice_views(case: &Case) -> Result<Vec<String>, String> {
    let layout = match parse_value_in(case.arg2.as_deref().unwrap_or(""), Notation::Mixed) {
        Ok(Value::Layout(l)) => l,
        other => return Err(format!("not a layout: {other:?}")),
    };
    let coord = parse_value_in(&case.arg1, Notation::Mixed)
        .ok()
        .and_then(|v| v.to_coord())
        .ok_or_else(|| format!("{} is not a coordinate", case.arg1))?;
    let (_, off) = layout.slice_and_offset(&coord).map_err(|e| e.to_string())?;
    let dice = layout.dice(&coord).map_err(|e| e.to_string())?;
    Ok(vec![
        off.value.to_string(),
        format!("{} ; {}", case.expected, off.value),
        "true".into(),
        dice.to_string(),
    ])
}

fn mixed_call(case: &Case) -> Result<MixedCall, String> {
    let a = &case.arg1;
    let b = case.arg2.as_deref();
    let need_b = || b.ok_or_else(|| format!("{} needs a second argument", case.op));
    let mut o = Operands::default();
    let show = |e: &str| format!("{e}.to_string()");
    let op = case.op.as_str();
    // `recv.name(args)`, as users write it: a method whose rule fails reports the rule.
    let call = |name: &str, recv: &str, args: &str| format!("{recv}.{name}({args})");
    let (plain, checked, views) = match op {
        "coalesce" | "flatten" | "right_inverse" | "left_inverse" => {
            o.bind_let("a", a, "layout")?;
            (
                show(&call(op, "a", "")),
                Some(call(&format!("try_{op}"), "a", "")),
                vec![],
            )
        }
        "composition" | "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
        | "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
        | "blocked_product" | "raked_product" | "coalesce_by" | "complement" => {
            o.bind_let("a", a, "layout")?;
            match (op, b) {
                ("complement", None) => o.lets += "let b = cute_layout::OwnCosize; ",
                ("complement", Some(b)) => o.bind_let("b", b, "shape")?,
                ("coalesce_by", _) => o.bind_let("b", need_b()?, "profile")?,
                _ => o.bind_let("b", need_b()?, "tiler")?,
            }
            (
                show(&call(op, "a", "b")),
                Some(call(&format!("try_{op}"), "a", "b")),
                vec![],
            )
        }
        "size" | "cosize" => {
            o.bind_let("a", a, "layout")?;
            (show(&format!("a.{op}_leaf()")), None, vec![])
        }
        // Always static in CuTe.
        "rank" | "depth" => {
            o.bind_let("a", a, "layout")?;
            (
                format!("format!(\"_{{}}\", AnyLayout::{op}(&a))"),
                None,
                vec![],
            )
        }
        "shape" | "stride" => {
            o.bind_let("a", a, "layout")?;
            (
                format!("cute_layout::IntTupleValue::cute_string(&*a.{op}())"),
                None,
                vec![],
            )
        }
        // `slice | coord | layout`, `crd2idx | coord | layout`, `idx2crd | index | shape`.
        "slice" | "dice" => {
            o.bind_let("c", a, "coord")?;
            o.bind_let("a", need_b()?, "layout")?;
            let views = if op == "slice" && !case.is_error() {
                let expected = engine_slice_views(case)?;
                let exprs = [
                    "a.slice_offset(c).to_string()",
                    "{ let (s, o) = a.slice_and_offset(c); format!(\"{s} ; {o}\") }",
                    "a.slice_contains(&c).to_string()",
                    "a.dice(c).to_string()",
                ];
                exprs.iter().map(|e| e.to_string()).zip(expected).collect()
            } else {
                vec![]
            };
            (show(&call(op, "a", "c")), None, views)
        }
        "crd2idx" => {
            o.bind_let("c", a, "coord")?;
            o.bind_let("a", need_b()?, "layout")?;
            (
                "a.crd2idx_leaf(&c).map(|l| l.to_string()).unwrap_or_default()".to_string(),
                Some("a.crd2idx_leaf(&c)".to_string()),
                vec![
                    (
                        "a.offset(c).to_string()".to_string(),
                        case.expected.trim_start_matches('_').to_string(),
                    ),
                    (
                        "cute_layout::crd2idx_strided(&c, &*a.shape(), &*a.stride()).map(|l| l.to_string()).unwrap_or_default()".to_string(),
                        case.expected.clone(),
                    ),
                ],
            )
        }
        "idx2crd" => {
            o.bind_let("i", a, "coord")?;
            let shape = need_b()?;
            o.bind_let("s", shape, "shape")?;
            if !case.is_error() {
                o.bind_let("l", shape, "layout")?;
            }
            (
                "cute_layout::idx2crd(&i, &s).map(|t| t.to_string()).unwrap_or_default()"
                    .to_string(),
                Some("cute_layout::idx2crd(&i, &s)".to_string()),
                vec![(
                    "l.idx2crd(&i).map(|t| t.to_string()).unwrap_or_default()".to_string(),
                    case.expected.clone(),
                )],
            )
        }
        // CuTe's int-tuple arithmetic: free functions returning a `Result`; the plain form
        // panics with the error, as a plain method does.
        "ceil_div" | "shape_div" | "round_up" | "inner_product" | "elem_scale" => {
            // `make_stride!` builds any IntTuple (`make_shape!` rejects zero extents).
            o.bind_let("a", a, "profile")?;
            o.bind_let("b", need_b()?, "profile")?;
            let f = format!("cute_layout::{op}(&a, &b)");
            (
                format!("{f}.unwrap_or_else(|e| panic!(\"{{e}}\")).to_string()"),
                Some(f),
                vec![],
            )
        }
        _ => return Err(format!("the runner cannot express `{op}`")),
    };
    Ok(MixedCall {
        lets: o.lets,
        plain,
        checked,
        views,
    })
}

/// The trait of an operation (`logical_divide` -> `LogicalDivideOp`).
/// The body of a `fn() -> String` for a mixed case: its parts joined by `SEP`. A valid case
/// prints the plain result, `OK <result>` from the checked form, then its views. An `ERROR`
/// or `ERROR_RUNTIME` case prints `OK <result>` or `ERR <op> :: <message>` from the checked
/// form, then `plain ok <result>` or `plain panicked`; without a checked form, an `ERROR` case
/// prints the plain result (it must not compile).
fn mixed_case_expr(case: &Case) -> Result<String, String> {
    let call = mixed_call(case)?;
    let checked = |c: &str| {
        format!(
            "match {c} {{ Ok(r) => format!(\"OK {{r}}\"), Err(e) => format!(\"ERR {{}} :: {{}}\", e.op(), e) }}"
        )
    };
    let lets = &call.lets;
    let parts: Vec<String> = if case.is_error() || case.is_runtime_error() {
        match &call.checked {
            Some(c) => vec![
                checked(c),
                format!(
                    "match std::panic::catch_unwind(move || {}) {{ Ok(p) => format!(\"plain ok {{p}}\"), Err(e) => format!(\"plain panicked {{}}\", e.downcast_ref::<String>().map_or(\"?\", |m| m.as_str())) }}",
                    call.plain
                ),
            ],
            None if case.is_error() => vec![call.plain],
            None => return Err(format!("`{}` has no checked form", case.op)),
        }
    } else {
        let mut p = vec![call.plain];
        p.extend(call.checked.as_deref().map(checked));
        p.extend(call.views.into_iter().map(|(e, _)| e));
        p
    };
    Ok(format!("{lets}[{}].join({SEP:?})", parts.join(", ")))
}

/// What a valid case must print: its parts joined by `SEP`.
fn valid_expectation(case: &Case) -> Result<String, String> {
    let call = mixed_call(case)?;
    let mut p = vec![case.expected.clone()];
    if call.checked.is_some() {
        p.push(format!("OK {}", case.expected));
    }
    p.extend(call.views.into_iter().map(|(_, v)| v));
    Ok(p.join(SEP))
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
    if let Some(at) = line.find("error[")
        && let Some((_, msg)) = line[at..].split_once("]: ")
    {
        return msg;
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

/// What the corpus says about a case in the comment lines right above it: CuTe's printed
/// answer where it breaks CuTe's post-condition (cutlass#3177), and whether CuTe's run-time
/// death is a division by zero (SIGFPE).
#[derive(Default)]
struct Notes {
    broken_answer: Option<String>,
    sigfpe: bool,
}

fn notes(lines: &[&str], case: &Case) -> Notes {
    let mut n = Notes::default();
    for l in lines[..case.line - 1]
        .iter()
        .rev()
        .take_while(|l| l.starts_with('#'))
    {
        if let Some(rest) = l.strip_prefix("# CuTe 4.2.0 prints ")
            && let Some((answer, why)) = rest.split_once(" here, ")
            && why.contains("post-condition")
        {
            n.broken_answer = Some(answer.to_string());
        }
        n.sigfpe |= l.contains("SIGFPE");
    }
    n
}

/// The outcome of a case that compiled and printed `got`.
fn judge(c: &Case, notes: &Notes, got: &str) -> (Outcome, String) {
    let fail = |why: String| (Outcome::Fail, why);
    if !c.is_error() && !c.is_runtime_error() {
        return match valid_expectation(c) {
            Ok(want) if got == want => (Outcome::Pass, String::new()),
            Ok(want) => fail(format!("expected {want}, got {got}")),
            Err(e) => fail(e),
        };
    }
    let Some(rest) = got.strip_prefix("ERR ") else {
        return fail(format!("expected an error (CuTe rejects it), got {got}"));
    };
    let (err, plain) = rest.split_once(SEP).unwrap_or((rest, ""));
    let (op, msg) = err.split_once(" :: ").unwrap_or((err, ""));
    if op != c.op && op != c.engine_op() {
        return fail(format!("rejected by `{op}`, not `{}`: {got}", c.op));
    }
    if !msg.starts_with(&format!("{op}:")) {
        return fail(format!("the message does not start with `{op}:`: {got}"));
    }
    if c.is_runtime_error() && notes.sigfpe && !msg.contains("division by zero") {
        return fail(format!(
            "expected a division by zero (CuTe: SIGFPE), got {got}"
        ));
    }
    if c.is_error() && notes.broken_answer.is_some() && !msg.contains("post-condition") {
        return fail(format!("expected a post-condition error, got {got}"));
    }
    // The plain form is unchecked except for its arithmetic in debug builds (these cases run
    // in one): a post-condition it does not check, an arithmetic error it panics with.
    // An `ERROR` case of a rule the plain form does not check (e.g. a run-time coordinate's
    // rank) may return; if it panics, with the checked form's message.
    let panicked = plain.strip_prefix("plain panicked ");
    if c.is_runtime_error() || panicked.is_some() {
        return match panicked {
            Some(m) if m == msg => (Outcome::Pass, String::new()),
            _ => fail(format!(
                "the plain form (a debug build) must panic with the checked form's error: {got}"
            )),
        };
    }
    let Some(printed) = plain.strip_prefix("plain ok ") else {
        return fail(format!("the plain form panicked: {got}"));
    };
    match &notes.broken_answer {
        Some(cute) if printed != cute => fail(format!(
            "the plain form prints {printed}, not CuTe's (broken) answer {cute}"
        )),
        _ => (Outcome::Pass, String::new()),
    }
}

pub fn run_mixed_corpus(path: &Path, ops: Option<&str>) {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines: Vec<&str> = text.lines().collect();
    let mut cases = corpus::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
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

    let mut generated = Vec::new();
    let mut unexpressible = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        match mixed_case_expr(c).and_then(|e| valid_expectation(c).map(|_| e)) {
            Ok(e) => generated.push((i, e)),
            Err(e) => unexpressible.push(format!("{} : {e}", c.describe())),
        }
    }
    assert!(
        unexpressible.is_empty(),
        "cases this runner cannot express:\n{}",
        unexpressible.join("\n")
    );

    let krate = GenCrate::new("mixed", path);
    let started = std::time::Instant::now();
    // The cases that must compile and the ERROR cases in crates of their own (the first
    // build of the former succeeds and keeps its incremental state).
    let (errors, must_compile): (Vec<GenCase>, Vec<GenCase>) = generated
        .into_iter()
        .partition(|(i, _)| cases[*i].is_error());
    let (mut results, mut broken) = krate.compile_and_run("ok", &must_compile);
    let (more, also) = krate.compile_and_run("error", &errors);
    results.extend(more);
    broken.extend(also);
    // An ERROR case is called as a method, as users call it: its first error must name the
    // operation (no retry through the trait).

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
    for (i, got) in &results {
        let c = &cases[*i];
        outcome.insert(*i, judge(c, &notes(&lines, c), got));
    }
    let elapsed = started.elapsed();
    report(path, ops, &cases, &outcome, elapsed);
}

/// Prints the per-operation table and every case that did not pass; fails unless all passed.
fn report(
    path: &Path,
    ops: Option<&str>,
    cases: &[Case],
    outcome: &BTreeMap<usize, (Outcome, String)>,
    elapsed: std::time::Duration,
) {
    let mut per_op: BTreeMap<&str, [usize; 4]> = BTreeMap::new();
    for (i, (o, _)) in outcome {
        per_op.entry(cases[*i].op.as_str()).or_default()[*o as usize] += 1;
    }
    // Cases of each kind (valid, ERROR, ERROR_RUNTIME), and how many of them passed.
    let mut kinds = [[0usize; 2]; 3];
    for (i, c) in cases.iter().enumerate() {
        let k = usize::from(c.is_error()) + 2 * usize::from(c.is_runtime_error());
        kinds[k][0] += 1;
        kinds[k][1] += usize::from(outcome.get(&i).is_some_and(|o| o.0 == Outcome::Pass));
    }
    println!(
        "mixed corpus: {} ({} cases{}) in {elapsed:.1?}: passed {}/{} valid, {}/{} ERROR, {}/{} ERROR_RUNTIME",
        path.display(),
        cases.len(),
        ops.map(|o| format!(", ops {o}")).unwrap_or_default(),
        kinds[0][1],
        kinds[0][0],
        kinds[1][1],
        kinds[1][0],
        kinds[2][1],
        kinds[2][0],
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
    for (i, (o, why)) in outcome {
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
