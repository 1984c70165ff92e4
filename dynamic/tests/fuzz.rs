//! Fuzzing: the parsers and every operation of the algebra on random, often hostile input
//! (huge values, zeros, negative strides, deep nesting, non-congruent layouts). No input may
//! panic, and every rejection must be an error that names the operation and the rule. Half of
//! the inputs are read in CuTe's mixed notation, where a plain `4` is a dynamic leaf and `_4` a
//! static one, so every operation also runs on mixed static/dynamic layouts.
//!
//! `CUTE_FUZZ_CASES=1000000 cargo test --release -p cute-layout-dynamic --test fuzz -- --nocapture`
//! runs a million inputs per test; the default is a few thousand.

#[path = "../../macros/src/fuzz_gen.rs"]
mod fuzz_gen;

use std::panic::{catch_unwind, AssertUnwindSafe};

use cute_layout_dynamic::{
    algebra, layout::idx2crd, parse_expr_in, parse_value_in, Coord, Error, IntTuple, Layout,
    Notation, ParseError, Tiler, Value, OPERATIONS,
};
use fuzz_gen::Rng;

/// The notation of the next input: all-static or mixed, at random.
fn notation(r: &mut Rng) -> Notation {
    if r.chance(50) {
        Notation::Mixed
    } else {
        Notation::AllStatic
    }
}

/// An error names an operation (CuTe's name, `expression`, `parse`, `get`, or `product`) and a
/// non-empty rule.
fn check_error(e: &Error, input: &str) {
    let known = OPERATIONS.iter().any(|o| o.0 == e.op())
        || [
            "expression",
            "parse",
            "get",
            "product",
            "make_layout",
            "print_layout",
        ]
        .contains(&e.op());
    assert!(known, "error names no operation: {e} (input {input:?})");
    assert!(
        !e.rule().trim().is_empty(),
        "error without a rule (input {input:?})"
    );
    assert_eq!(e.to_string(), format!("{}: {}", e.op(), e.rule()));
}

/// Runs `f` on `n` inputs; fails on the first panic, with the input.
fn fuzz(name: &str, n: u64, seed: u64, mut f: impl FnMut(&mut Rng) -> String) {
    static MESSAGE: std::sync::Mutex<String> = std::sync::Mutex::new(String::new());
    std::panic::set_hook(Box::new(|info| {
        *MESSAGE.lock().unwrap_or_else(|e| e.into_inner()) = info.to_string();
    }));
    let start = std::time::Instant::now();
    let mut rng = Rng(seed);
    let mut panics = Vec::new();
    for _ in 0..n {
        let r = catch_unwind(AssertUnwindSafe(|| f(&mut rng)));
        if r.is_err() {
            panics.push(MESSAGE.lock().unwrap_or_else(|e| e.into_inner()).clone());
        }
    }
    let _ = std::panic::take_hook();
    println!(
        "fuzz {name}: {n} inputs in {:.1?}, {} panics",
        start.elapsed(),
        panics.len()
    );
    assert!(
        panics.is_empty(),
        "{name}: {} panics, e.g. {:?}",
        panics.len(),
        &panics[..panics.len().min(5)]
    );
}

#[test]
fn fuzz_notation_parser() {
    let n = fuzz_gen::cases(5_000);
    fuzz("parse_value/FromStr", n, 0x9E37_79B9_7F4A_7C15, |r| {
        let text = fuzz_gen::input(r, false);
        let t = text.clone();
        let nt = notation(r);
        let parse_value = |s: &str| -> Result<Value, ParseError> { parse_value_in(s, nt) };
        if let Ok(v) = parse_value(&text) {
            // Printing and reading back gives the same value.
            let printed = v.to_string();
            assert_eq!(
                parse_value(&printed).as_ref(),
                Ok(&v),
                "{text:?} -> {printed:?}"
            );
            // In the mixed notation too: every leaf keeps its static-ness.
            assert_eq!(
                parse_value_in(&printed, Notation::Mixed).as_ref(),
                Ok(&v),
                "{text:?} -> {printed:?} (mixed)"
            );
            let _ = v.to_layout().map_err(|e| check_error(&e, &t));
        } else if let Err(e) = parse_value(&text) {
            assert!(
                e.at <= text.len() && !e.message.is_empty(),
                "{text:?}: {e:?}"
            );
        }
        let _ = text.parse::<Layout>();
        let _ = text
            .parse::<IntTuple>()
            .map(|t| t.product().map_err(|e| check_error(&e, &text)));
        let _ = text.parse::<Tiler>();
        let _ = text.parse::<Coord>();
        text
    });
}

#[test]
fn fuzz_expressions() {
    let n = fuzz_gen::cases(5_000);
    fuzz("parse_expr/eval", n, 0xD1B5_4A32_D192_ED03, |r| {
        let text = fuzz_gen::input(r, true);
        let nt = notation(r);
        match parse_expr_in(&text, nt) {
            Ok(e) => {
                if let Err((err, at)) = e.eval_with_offset(&|_: &str| None) {
                    check_error(&err, &text);
                    assert!(at <= text.len(), "{text:?}: error at {at}");
                }
            }
            Err(e) => assert!(
                e.at <= text.len() && !e.message.is_empty(),
                "{text:?}: {e:?}"
            ),
        }
        text
    });
}

/// A random layout that `Layout::new` accepts, or `None`.
fn layout(r: &mut Rng) -> Option<Layout> {
    let nt = notation(r);
    parse_value_in(&fuzz_gen::layout(r), nt)
        .ok()?
        .to_layout()
        .ok()
}

fn tiler(r: &mut Rng) -> Option<Tiler> {
    let nt = notation(r);
    parse_value_in(&fuzz_gen::value(r, 2), nt).ok()?.to_tiler()
}

#[test]
fn fuzz_algebra() {
    let n = fuzz_gen::cases(5_000);
    fuzz("algebra", n, 0x2545_F491_4F6C_DD1D, |r| {
        let (Some(a), Some(b)) = (layout(r), layout(r)) else {
            return String::new();
        };
        let t = tiler(r).unwrap_or(Tiler::Layout(b.clone()));
        let desc = format!("a = {a}, b = {b}, t = {t}");
        let ck = |res: cute_layout_dynamic::Result<Layout>| {
            if let Err(e) = &res {
                check_error(e, &desc);
            }
            res.ok()
        };
        let bt = Tiler::Layout(b.clone());
        let mut results = vec![
            ck(algebra::composition(&a, &t)),
            ck(algebra::composition(&a, &bt)),
            ck(algebra::complement(&a, None)),
            ck(algebra::complement(&a, Some(b.shape()))),
            ck(algebra::logical_divide(&a, &t)),
            ck(algebra::zipped_divide(&a, &t)),
            ck(algebra::tiled_divide(&a, &t)),
            ck(algebra::flat_divide(&a, &t)),
            ck(algebra::logical_product(&a, &t)),
            ck(algebra::zipped_product(&a, &t)),
            ck(algebra::tiled_product(&a, &t)),
            ck(algebra::flat_product(&a, &t)),
            ck(algebra::blocked_product(&a, &b)),
            ck(algebra::raked_product(&a, &b)),
            ck(algebra::right_inverse(&a)),
            ck(algebra::left_inverse(&a)),
            ck(a.coalesce_by(b.shape())),
            Some(a.coalesce()),
            Some(a.filter()),
            Some(a.flatten()),
        ];
        // Results feed the algebra again (left_inverse may answer a negative extent).
        if let Some(Some(l)) = results.pop() {
            let _ = ck(algebra::logical_divide(&l, &bt));
        }
        for l in results.into_iter().flatten() {
            let _ = ck(algebra::composition(&l, &bt));
            let _ = ck(algebra::left_inverse(&l));
            // Tables up to 4096 cells are drawn; those past the limit are refused at once.
            if l.size() <= 4096 || l.size() > cute_layout_dynamic::layout::MAX_TABLE_CELLS {
                let _ = l.print_layout().map_err(|e| check_error(&e, &desc));
            }
            let _ = l.offsets().take(64).count();
        }
        let nt = notation(r);
        let coord = parse_value_in(&fuzz_gen::tuple(r, 3, true), nt).ok();
        if let Some(c) = coord.as_ref().and_then(Value::to_int_tuple) {
            let _ = a.crd2idx(&c).map_err(|e| check_error(&e, &desc));
            let _ = a.crd2idx_unbounded(&c).map_err(|e| check_error(&e, &desc));
            let _ = idx2crd(&c, a.shape()).map_err(|e| check_error(&e, &desc));
            let _ = idx2crd(&c, &c).map_err(|e| check_error(&e, &desc));
        }
        if let Some(c) = coord.as_ref().and_then(Value::to_coord) {
            let _ = a.slice(&c).map_err(|e| check_error(&e, &desc));
            let _ = a.dice(&c).map_err(|e| check_error(&e, &desc));
            let _ = a.slice_and_offset(&c).map_err(|e| check_error(&e, &desc));
        }
        let i = fuzz_gen::int(r)
            .trim_start_matches('_')
            .parse::<i64>()
            .unwrap_or(1);
        let _ = a.call(i).map_err(|e| check_error(&e, &desc));
        let _ = a.mode(i as usize).map_err(|e| check_error(&e, &desc));
        desc
    });
}
