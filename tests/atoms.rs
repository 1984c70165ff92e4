//! Atom conformance through the type-level API: CuTe's MMA and copy atoms.
//!
//! `tests/data/atom_cases.txt` (written by `tests/data/atom_gen.py`, every answer printed by
//! CuTe 4.2; its header documents the format) becomes a generated crate, one function per case,
//! as `tests/swizzle.rs` does. `ATOM_CASES=<file> cargo test --test atoms` runs another corpus
//! in the same format. An atom is written as CuTe's C++ names it
//! (`SM90_64x128x16_F32F16F16_SS<GMMA::Major::K,GMMA::Major::K>`, `UniversalCopy<uint128_t>`);
//! the runner spells it in Rust (`SM90_64x128x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>`,
//! `UniversalCopy<u128>`). `tests/data/atom_print_latex.txt` (same generator) holds CuTe's
//! `print_latex` of TiledMMAs and TiledCopies, compared byte for byte. The runner fails on an
//! empty corpus, an operation it cannot express, or any mismatch.

use std::path::PathBuf;

#[path = "support/gencrate.rs"]
mod gencrate;

use gencrate::{expressions, manifest_dir, run_static, GenCrate, StaticCase};

/// One case: `op | arg1 | arg2 | expected`.
struct Case {
    line: usize,
    op: String,
    a: String,
    b: String,
    expected: String,
}

fn read_cases(path: &std::path::Path) -> Vec<Case> {
    gencrate::read_corpus(path)
        .into_iter()
        .map(|(line, [op, a, b, expected])| Case {
            line,
            op,
            a,
            b,
            expected,
        })
        .collect()
}

/// The `print_latex` blocks: `=== op | atom | set-up` headers, each followed by CuTe's exact
/// text (compared as one escaped line).
fn read_blocks(path: &std::path::Path) -> Vec<Case> {
    gencrate::read_blocks(path)
        .into_iter()
        .map(|(line, head, expected)| {
            let mut parts = head.splitn(3, " | ").map(|x| x.trim().to_string());
            let mut next = || parts.next().unwrap_or_default();
            let (op, a, b) = (next(), next(), next());
            Case {
                line,
                op,
                a,
                b,
                expected,
            }
        })
        .collect()
}

/// CuTe's C++ spelling of an atom or value type, in Rust.
fn rust_type(cpp: &str) -> String {
    const NAMES: &[(&str, &str)] = &[
        ("GMMA::Major::K", "gmma::MajorK"),
        ("GMMA::Major::MN", "gmma::MajorMN"),
        ("GMMA::", "gmma::"),
        ("cutlass::", ""),
        ("cute::", ""),
        ("uint128_t", "u128"),
        ("uint64_t", "u64"),
        ("uint32_t", "u32"),
        ("uint16_t", "u16"),
        ("uint8_t", "u8"),
        ("int64_t", "i64"),
        ("int32_t", "i32"),
        ("int16_t", "i16"),
        ("int8_t", "i8"),
        ("double", "f64"),
        ("float", "f32"),
        ("bfloat16_t", "BFloat16"),
        ("tfloat32_t", "TFloat32"),
        ("float_e4m3_t", "FloatE4M3"),
        ("float_e5m2_t", "FloatE5M2"),
        ("half_t", "Half"),
    ];
    // Whole words only: `uint8_t` is not `u` + `int8_t`.
    let mut out = String::new();
    let mut rest = cpp;
    'outer: while !rest.is_empty() {
        let at_word_start = !out
            .chars()
            .last()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if at_word_start {
            for (from, to) in NAMES {
                if let Some(after) = rest.strip_prefix(from) {
                    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
                    if from.ends_with(':') || !after.starts_with(word) {
                        out.push_str(to);
                        rest = after;
                        continue 'outer;
                    }
                }
            }
        }
        let c = rest.chars().next().unwrap();
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    // A number as a template argument (`AutoVectorizingCopyWithAssumedAlignment<64>`) is a
    // typenum type in Rust.
    const NUMBERED: &str = "AutoVectorizingCopyWithAssumedAlignment<";
    if let Some(at) = out.find(NUMBERED).map(|i| i + NUMBERED.len())
        && let Some(len) = out[at..].find('>')
    {
        let n = out[at..at + len].to_string();
        out.replace_range(at..at + len, &format!("cute_layout::typenum::U<{n}>"));
    }
    out
}

/// A permutation of a TiledMMA in the corpus notation (`_`, or `<P_M,P_N,P_K>`) in Rust.
fn rust_permutation(p: &str) -> Option<String> {
    if p == "_" {
        return Some("(Underscore, Underscore, Underscore)".into());
    }
    Some(format!(
        "tile!({})",
        p.strip_prefix('<')?.strip_suffix('>')?
    ))
}

/// The TiledMMA of an atom (in Rust) and `AtomLayoutMNK ; Permutation`.
fn tiled_mma(atom: &str, setup: &str) -> Option<String> {
    let (layout, perm) = setup.split_once(" ; ")?;
    Some(format!(
        "TiledMMA<{atom}, layout!({layout}), {}>",
        rust_permutation(perm.trim())?
    ))
}

/// A tensor's layout as a Rust value: a swizzled one (all static) by its type, any other by
/// `make_layout!` (static and run-time leaves).
fn tensor_value(l: &str) -> String {
    if l.starts_with("Sw<") {
        format!("<{}>::default()", maybe_swizzled(l))
    } else {
        format!("make_layout!({l})")
    }
}

/// How CuTe prints the layout of a tensor's part `part` (a variable of the generated code):
/// the part itself, but for a tensor whose swizzle acts on bytes (`smem_ptr[..]`), which CuTe
/// keeps in the tensor's pointer, so that its layout is the inner one.
fn tensor_part(part: &str, tensor: &str) -> String {
    if tensor.contains("smem_ptr[") {
        format!("{part}.layout_b()")
    } else {
        part.to_string()
    }
}

/// The Rust type of a layout in the corpus notation, swizzled (`Sw<B,M,S> o [_O o ]L`) or not.
fn maybe_swizzled(l: &str) -> String {
    let Some(rest) = l.strip_prefix("Sw<") else {
        if !l.contains('_') {
            // Every leaf run-time (`layout!` would read unmarked integers as static).
            let (shape, stride) = l.split_once(':').expect("shape:stride");
            let dyn_leaves = |t: &str| {
                let mut out = String::new();
                let mut digits = false;
                for ch in t.chars() {
                    if ch.is_ascii_digit() {
                        if !digits {
                            out.push_str("cute_layout::Dyn");
                        }
                        digits = true;
                    } else {
                        out.push(ch);
                        digits = false;
                    }
                }
                out
            };
            return format!(
                "cute_layout::Layout<{}, {}>",
                dyn_leaves(shape),
                dyn_leaves(stride)
            );
        }
        return format!("layout!({l})");
    };
    let (bms, rest) = rest.split_once("> o ").expect("Sw<B,M,S> o L");
    let n: Vec<&str> = bms.split(',').collect();
    // `_O o` (a static offset), `smem_ptr[Nb](unset) o` (a swizzle of the bytes of N-bit
    // values), or nothing (offset 0).
    let (offset, inner) = if let Some((bits, inner)) = rest
        .strip_prefix("smem_ptr[")
        .and_then(|r| r.split_once("b](unset) o "))
    {
        (
            format!("cute_layout::swizzle::SmemPtrFlag<cute_layout::typenum::U<{bits}>>"),
            inner,
        )
    } else {
        let (o, inner) = match rest.strip_prefix('_').and_then(|r| r.split_once(" o ")) {
            Some((o, inner)) => (o, inner),
            None => ("0", rest),
        };
        (format!("cute_layout::typenum::U<{o}>"), inner)
    };
    format!(
        "cute_layout::swizzle::ComposedLayout<cute_layout::swizzle::Swizzle<cute_layout::typenum::U<{}>, \
         cute_layout::typenum::U<{}>, cute_layout::typenum::U<{}>>, {offset}, layout!({inner})>",
        n[0], n[1], n[2]
    )
}

/// The generated Rust of a case: an expression that prints what CuTe prints.
fn case_expr(c: &Case) -> Option<String> {
    let t = rust_type(&c.a);
    // partition_s/d of make_tiled_copy(atom, thr, val) or of make_cotiled_copy(atom, tv, data).
    let copy_partition =
        c.op.strip_prefix("partition_")
            .map(|x| ("make_tiled_copy", x))
            .or_else(|| {
                c.op.strip_prefix("cotiled_partition_")
                    .map(|x| ("make_cotiled_copy", x))
            });
    if let Some((make, x @ ("s" | "d"))) = copy_partition {
        let mut parts = c.b.split(" @ ");
        let (setup, tensor, thr) = (parts.next()?, parts.next()?, parts.next()?);
        let (l1, l2) = setup.split_once(" ; ")?;
        return Some(format!(
            "let copy = {make}(<{t}>::default(), <layout!({l1})>::default(), <layout!({l2})>::default()); \
             let (l, start) = copy.get_slice({thr}).partition_{x}({}); \
             format!(\"{{}} ; {{start}}\", {})",
            tensor_value(tensor),
            tensor_part("l", tensor)
        ));
    }
    // A thread's part of an identity tensor: CuTe's print of it, and its last element.
    if let Some(x) = c.op.strip_prefix("identity_partition_") {
        let mut parts = c.b.split(" @ ");
        let (setup, shape, thr) = (parts.next()?, parts.next()?, parts.next()?);
        let thread = if matches!(x, "s" | "d") {
            let (l1, l2) = setup.split_once(" ; ")?;
            format!(
                "make_tiled_copy(<{t}>::default(), <layout!({l1})>::default(), <layout!({l2})>::default()).get_slice({thr})"
            )
        } else {
            format!("<{}>::default().get_slice({thr})", tiled_mma(&t, setup)?)
        };
        return Some(format!(
            "let id = cute_layout::tensor::make_identity_tensor(make_shape!({shape})); \
             let p = {thread}.partition_{x}(&id); \
             format!(\"{{p}} ; {{}}\", p.cute_string_at(p.size() - 1))"
        ));
    }
    if let Some(x @ ("s" | "d")) = c.op.strip_prefix("retile_") {
        let (setup, frag) = c.b.split_once(" @ ")?;
        let (tl, vl) = setup.split_once(" ; ")?;
        return Some(format!(
            "let copy = make_tiled_copy(<{t}>::default(), <layout!({tl})>::default(), <layout!({vl})>::default()); \
             copy.get_slice(0).retile_{x}(<layout!({frag})>::default()).to_string()"
        ));
    }
    // The static forms: a thread's part of a tile given by its shape.
    if let Some(x) = c.op.strip_prefix("partition_shape_") {
        let (setup, shape) = c.b.split_once(" @ ")?;
        let mma = tiled_mma(&t, setup)?;
        return Some(format!(
            "type T = {mma}; partition_shape_{x}(T::default(), make_shape!({shape})).cute_string()"
        ));
    }
    if c.op == "partition_fragment_c_shape" {
        let (setup, shape) = c.b.split_once(" @ ")?;
        let mma = tiled_mma(&t, setup)?;
        return Some(format!(
            "type T = {mma}; partition_fragment_c(T::default(), make_shape!({shape})).to_string()"
        ));
    }
    if let Some(x @ ("a" | "b")) = c.op.strip_prefix("make_fragment_") {
        let mut parts = c.b.split(" @ ");
        let (setup, tensor, thr) = (parts.next()?, parts.next()?, parts.next()?);
        let mma = tiled_mma(&t, setup)?;
        return Some(format!(
            "type T = {mma}; let thr = T::default().get_slice({thr}); \
             let (part, _) = thr.partition_{x}({}); thr.make_fragment_{x}(part).to_string()",
            tensor_value(tensor)
        ));
    }
    if let Some(x) = c.op.strip_prefix("partition_fragment_") {
        let mut parts = c.b.split(" @ ");
        let (setup, tensor, thr) = (parts.next()?, parts.next()?, parts.next()?);
        let mma = tiled_mma(&t, setup)?;
        return Some(format!(
            "type T = {mma}; T::default().get_slice({thr}).partition_fragment_{x}({}).to_string()",
            tensor_value(tensor)
        ));
    }
    if let Some(x) = c.op.strip_prefix("partition_") {
        let mut parts = c.b.split(" @ ");
        let (setup, tensor, thr) = (parts.next()?, parts.next()?, parts.next()?);
        let mma = tiled_mma(&t, setup)?;
        return Some(format!(
            "type T = {mma}; let (l, start) = T::default().get_slice({thr}).partition_{x}({}); \
             format!(\"{{}} ; {{start}}\", {})",
            tensor_value(tensor),
            tensor_part("l", tensor)
        ));
    }
    match c.op.as_str() {
        "layout_atom" => return Some(format!("<{t}>::default().to_string()")),
        "tile_to_shape" => {
            return Some(format!(
                "cute_layout::swizzle::TileToShape::<{t}, shape!({})>::default().to_string()",
                c.b.replace('_', "")
            ))
        }
        "print_latex_mma" => {
            let mma = tiled_mma(&t, &c.b)?;
            return Some(format!(
                "format!(\"{{:?}}\", <{mma}>::default().to_latex())"
            ));
        }
        "print_latex_copy" => {
            let (thr, val) = c.b.split_once(" ; ")?;
            return Some(format!(
                "format!(\"{{:?}}\", make_tiled_copy(<{t}>::default(), <layout!({thr})>::default(), \
                 <layout!({val})>::default()).to_latex())"
            ));
        }
        "max_common_vector" => {
            return Some(format!(
                "format!(\"_{{}}\", <MaxCommonVector<{}, {}> as cute_layout::typenum::Unsigned>::USIZE)",
                maybe_swizzled(&c.a),
                maybe_swizzled(&c.b)
            ))
        }
        "max_alignment" => {
            return Some(format!(
                "format!(\"_{{}}\", <cute_layout::MaxAlignment<{}> as cute_layout::typenum::Unsigned>::USIZE)",
                maybe_swizzled(&c.a)
            ))
        }
        "max_common_layout" => {
            return Some(format!(
                "MaxCommonLayout::<{}, {}>::default().to_string()",
                maybe_swizzled(&c.a),
                maybe_swizzled(&c.b)
            ))
        }
        "make_fragment_like" => {
            return Some(format!(
                "cute_layout::tensor::FragmentLike::<{}>::default().to_string()",
                maybe_swizzled(&c.a)
            ))
        }
        "make_layout_like" => {
            return Some(format!(
                "make_layout!({}).make_layout_like().to_string()",
                c.a
            ))
        }
        "nullspace" => {
            return Some(format!("make_layout!({}).nullspace().to_string()", c.a));
        }
        "filter" => {
            return Some(format!("FilterOp::filter(&make_layout!({})).to_string()", c.a));
        }
        "filter_zeros" => {
            return Some(format!(
                "FilterZerosOp::filter_zeros(&make_layout!({})).to_string()",
                c.a
            ));
        }
        _ => {}
    }
    if c.op == "tiled_copy" || c.op.starts_with("tiled_copy_") || c.op == "cotiled_copy" {
        let made = if c.op == "cotiled_copy" {
            let (tv, data) = c.b.split_once(" ; ")?;
            format!(
                "make_cotiled_copy(<{t}>::default(), <layout!({tv})>::default(), <layout!({data})>::default())"
            )
        } else if c.op == "tiled_copy" {
            let (thr, val) = c.b.split_once(" ; ")?;
            format!(
                "make_tiled_copy(<{t}>::default(), <layout!({thr})>::default(), <layout!({val})>::default())"
            )
        } else if let Some(side) =
            c.op.strip_prefix("tiled_copy_")
                .and_then(|o| o.strip_suffix("_of"))
        {
            // make_tiled_copy_S/D(atom, inner), inner a TiledCopy or a C_atom copy.
            let inner = if let Some(rest) = c.b.strip_prefix("copy ") {
                let mut it = rest.split(" ; ");
                let (atom2, thr, val) = (it.next()?, it.next()?, it.next()?);
                format!(
                    "make_tiled_copy(<{}>::default(), <layout!({thr})>::default(), <layout!({val})>::default())",
                    rust_type(atom2)
                )
            } else {
                let rest = c.b.strip_prefix("c_atom ")?;
                let (atom2, rest) = rest.split_once(" ; ")?;
                let (mma_atom, setup) = rest.split_once(" ; ")?;
                let mma = tiled_mma(&rust_type(mma_atom), setup)?;
                format!(
                    "make_tiled_copy_c_atom(<{}>::default(), <{mma}>::default())",
                    rust_type(atom2)
                )
            };
            format!("make_tiled_copy_{side}(<{t}>::default(), {inner})")
        } else {
            let (mma_atom, setup) = c.b.split_once(" ; ")?;
            let mma = tiled_mma(&rust_type(mma_atom), setup)?;
            format!("make_{}(<{t}>::default(), <{mma}>::default())", c.op)
        };
        return Some(format!(
            "fn show<C: TiledCopyOp>(_: C) -> String {{ \
             format!(\"{{}} ; {{}}\", <C::Tiler as CopyTiler>::to_cute_string(), C::LayoutTv::default()) }} \
             show({made})"
        ));
    }
    if c.op == "tiled_mma" {
        let t = tiled_mma(&t, &c.b)?;
        return Some(format!(
            "type T = {t}; [<<T as TiledMmaOp>::TileShape as IntTuple>::to_cute_string(), \
             <T as TiledMmaOp>::LayoutA_TV::default().to_string(), \
             <T as TiledMmaOp>::LayoutB_TV::default().to_string(), \
             <T as TiledMmaOp>::LayoutC_TV::default().to_string()].join(\" ; \")"
        ));
    }
    let fields: &[&str] = match (c.op.as_str(), c.b.as_str()) {
        ("mma_atom", "-") => &["ThrID", "ALayout", "BLayout", "CLayout"],
        ("copy_atom", "-") => &["ThrID", "SrcLayout", "DstLayout", "RefLayout"],
        _ => return None,
    };
    let tr = if c.op == "mma_atom" {
        "MmaAtom"
    } else {
        "CopyAtom"
    };
    let mut parts: Vec<String> = fields
        .iter()
        .map(|f| format!("<T as {tr}>::{f}::default().to_string()"))
        .collect();
    if c.op == "mma_atom" {
        parts.insert(
            0,
            "<<T as MmaAtom>::ShapeMNK as IntTuple>::to_dynamic().to_string()".into(),
        );
    }
    Some(format!(
        "type T = {t}; [{}].join(\" ; \")",
        parts.join(", ")
    ))
}

#[test]
fn atoms_match_cute() {
    let corpus = std::env::var_os("ATOM_CASES")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("tests/data/atom_cases.txt"));
    let mut cases = read_cases(&corpus);
    if std::env::var_os("ATOM_CASES").is_none() {
        cases.extend(read_blocks(
            &manifest_dir().join("tests/data/atom_print_latex.txt"),
        ));
    }
    check_corpus(&corpus, &cases);
}

/// Random TiledMMAs and TiledCopies drawn with a seed no other corpus uses
/// (`tests/data/fresh_gen.py`, every answer CuTe's): the rules, not the checked-in cases.
#[test]
fn fresh_atoms_match_cute() {
    if std::env::var_os("ATOM_CASES").is_some() {
        return; // a corpus given on the command line replaces the default ones
    }
    let corpus = manifest_dir().join("tests/data/fresh_atom_cases.txt");
    let cases = read_cases(&corpus);
    assert!(
        cases.len() >= 300,
        "{}: {} cases",
        corpus.display(),
        cases.len()
    );
    check_corpus(&corpus, &cases);
}

/// Compiles every case of `cases` (read from `corpus`) and compares its print with CuTe's.
fn check_corpus(corpus: &std::path::Path, cases: &[Case]) {
    let generated = expressions(corpus, cases, |c| c.op.as_str(), case_expr);
    let checks: Vec<StaticCase> = cases
        .iter()
        .map(|c| StaticCase {
            expected: c.expected.clone(),
            names: vec![
                c.op.clone(),
                "tiled_copy".into(),
                "Copy_Atom".into(),
                "make_cotiled_copy".into(),
            ],
            describe: format!("line {}: {} | {} | {}", c.line, c.op, c.a, c.b),
        })
        .collect();
    let failures = run_static(&GenCrate::new("atoms", corpus), &generated, &checks);
    println!(
        "{}: {} cases, {} failed",
        corpus.display(),
        cases.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from CuTe:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn cpp_names_become_rust_types() {
    assert_eq!(
        rust_type("SM90_64x8x16_F16F16F16_SS<GMMA::Major::MN,GMMA::Major::K>"),
        "SM90_64x8x16_F16F16F16_SS<gmma::MajorMN,gmma::MajorK>"
    );
    assert_eq!(
        rust_type("UniversalFMA<float,cutlass::half_t,half_t,uint8_t>"),
        "UniversalFMA<f32,Half,Half,u8>"
    );
    assert_eq!(
        rust_type("SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>"),
        "SM80_CP_ASYNC_CACHEGLOBAL<u128>"
    );
    assert_eq!(
        rust_type("Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<64>,double>"),
        "Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<cute_layout::typenum::U<64>>,f64>"
    );
}

mod sm80 {
    include!("../benches/compile_time/sm80/lib.rs");
}

/// The atom layer of an SM80 GEMM (`benches/compile_time/sm80/lib.rs`) for thread 37 with
/// leading dimensions 40, 48 and 136: CuTe's answers, printed by
/// `g++ -DPRINT benches/compile_time/sm80/setup.cpp` (CuTe 4.2).
#[test]
fn sm80_gemm_setup_is_cutes() {
    assert_eq!(
        sm80::sm80_gemm_setup(37, 40, 48, 136),
        [
            "((_8,_1),_8,_1):((_1,_0),640,_0) 200",
            "((_8,_1),_8,_1):((_1,_0),_512,_0) 168",
            "((_8,_1),_8,_1):((_1,_0),768,_0) 232",
            "((_8,_1),_4,_2):((_1,_0),_1024,_16) 672",
            "((_8,_2),_4,_2):((_1,_512),_1024,_16) 160",
            "((_2,_2,_2),_4,_2):((_1,_256,_8),_1024,_16) 546",
            "((_2,_2),_8,_2):((_1,_8),_512,_16) 34",
            "((_2,_2),_4,(_2,_4)):((136,_8),_32,(2176,4352)) 289",
        ]
    );
}

/// CubeCL's map of the `mma.sync.m16n8k16` f16 fragments (lane, n-th element) -> (row, col),
/// as its CUDA backend computes `MmaDefinition::position_of_nth`: `row_index`/`col_index` in
/// `crates/cubecl-cpp/src/cuda/processors.rs` of tracel-ai/cubecl v0.10.0 (commit 7cf2037,
/// lines 89-137; unchanged in v0.9.0 and at 0.11.0-pre.2 in `cuda/mma/manual.rs`), with two
/// 16-bit elements per 32-bit register. A is (m, k), B is (k, n), the accumulator (m, n).
mod cubecl_m16n8k16 {
    const E: usize = 2; // elements of a 16-bit type per 32-bit register
    pub fn a(lane: usize, i: usize) -> (usize, usize) {
        let (g, t) = (lane >> 2, lane % 4);
        (
            g + ((i / E) & 1) * 8,
            t * E + i % E + 4 * E * ((i / (2 * E)) & 1),
        )
    }
    pub fn b(lane: usize, i: usize) -> (usize, usize) {
        ((lane % 4) * E + i % E + E * 4 * (i / E), lane >> 2)
    }
    pub fn acc(lane: usize, i: usize) -> (usize, usize) {
        ((lane >> 2) + ((i << 2) & 8), (lane % 4) * 2 + i % 2)
    }
}

/// CuTe's `ALayout`/`BLayout`/`CLayout` of `SM80_16x8x16_F32F16F16F32_TN` place every lane's
/// values where CubeCL's `position_of_nth` does (the layouts give an index into the column-major
/// `M x K`, `N x K` and `M x N` tiles).
#[test]
fn sm80_16x8x16_layouts_are_cubecls_position_of_nth() {
    use cute_layout::atom::{MmaAtom, SM80_16x8x16_F32F16F16F32_TN as Atom};
    use cute_layout::Crd2IdxOp;
    let (a, b, c) = (
        <Atom as MmaAtom>::ALayout::default(),
        <Atom as MmaAtom>::BLayout::default(),
        <Atom as MmaAtom>::CLayout::default(),
    );
    for lane in 0..32 {
        for v in 0..8 {
            let i = a.crd2idx((lane, v)) as usize;
            assert_eq!(
                (i % 16, i / 16),
                cubecl_m16n8k16::a(lane, v),
                "A lane {lane} value {v}"
            );
        }
        for v in 0..4 {
            let i = b.crd2idx((lane, v)) as usize;
            let (k, n) = cubecl_m16n8k16::b(lane, v);
            assert_eq!((i % 8, i / 8), (n, k), "B lane {lane} value {v}");
            let i = c.crd2idx((lane, v)) as usize;
            assert_eq!(
                (i % 16, i / 16),
                cubecl_m16n8k16::acc(lane, v),
                "C lane {lane} value {v}"
            );
        }
    }
    // The table CubeCL's formulas give for lane 31 (by hand from the PTX figures).
    assert_eq!(cubecl_m16n8k16::a(31, 7), (15, 15));
    assert_eq!(cubecl_m16n8k16::b(31, 3), (15, 7));
}

/// The run-time engine's TiledMMA (`cute_layout::dynamic::atom`, which the `layouts!` macro
/// evaluates) against CuTe's answers: every `mma_atom` and `tiled_mma` case of the corpus.
#[test]
fn dynamic_tiled_mma_layouts_are_cutes() {
    use cute_layout::dynamic::{atom, parse_value, Tiler, Value};
    let cases = read_cases(&manifest_dir().join("tests/data/atom_cases.txt"));
    let (mut atoms, mut tiled) = (0, 0);
    for c in &cases {
        let line = format!("line {}: {} | {} | {}", c.line, c.op, c.a, c.b);
        match c.op.as_str() {
            "mma_atom" => {
                let a = atom::mma_atom(&c.a).unwrap_or_else(|e| panic!("{line}: {e}"));
                let [m, n, k] = a.shape_mnk;
                let got = format!(
                    "(_{m},_{n},_{k}) ; {} ; {} ; {} ; {}",
                    a.thr_id, a.a, a.b, a.c
                );
                assert_eq!(got, c.expected, "{line}");
                atoms += 1;
            }
            "tiled_mma" => {
                let a = atom::mma_atom(&c.a).unwrap();
                let (layout, perm) = c.b.split_once(" ; ").unwrap();
                let mut p = [None, None, None];
                if perm != "_" {
                    let Ok(Value::Tiler(parts)) = parse_value(perm) else {
                        panic!("{line}: permutation")
                    };
                    for (slot, v) in p.iter_mut().zip(&parts) {
                        *slot = v.to_tiler().map(|t: Tiler| t);
                    }
                }
                let t = atom::tiled_mma(&a, &layout.parse().unwrap(), &p)
                    .unwrap_or_else(|e| panic!("{line}: {e}"));
                let [m, n, k] = t.tile_shape;
                let got = format!(
                    "(_{m},_{n},_{k}) ; {} ; {} ; {}",
                    t.layout_a_tv, t.layout_b_tv, t.layout_c_tv
                );
                assert_eq!(got, c.expected, "{line}");
                tiled += 1;
            }
            _ => {}
        }
    }
    assert!(
        atoms > 250 && tiled > 150,
        "{atoms} atoms, {tiled} TiledMMAs"
    );
}

cute_layout::layouts! {
    /// An alias the macro evaluates and checks against the trait-level TiledMMA.
    type AliasA = layout_a_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), <_32, (8,2,2):(1,16,8), _>);
}

/// A `layouts!` alias of a TiledMMA's layout is the type the atom layer computes.
#[test]
fn layouts_alias_of_a_tiled_mma_is_the_trait_level_type() {
    use cute_layout::atom::{SM80_16x8x16_F32F16F16F32_TN, TiledMMA, TiledMmaOp};
    use cute_layout::{layout, tile};
    type Mma = TiledMMA<
        SM80_16x8x16_F32F16F16F32_TN,
        layout!((2,2,1):(1,2,0)),
        tile!(_32, (_8,_2,_2):(_1,_16,_8), _),
    >;
    let same: AliasA = <Mma as TiledMmaOp>::LayoutA_TV::default();
    assert_eq!(
        same.to_string(),
        "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"
    );
}
