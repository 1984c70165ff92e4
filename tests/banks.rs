//! The bank-conflict models against the GPU: every pattern of `tests/data/banks_ncu.txt`,
//! measured with ncu on an H100 (`benches/banks/gen.py`, a load and a store kernel each), needs
//! the wavefronts and has the bank conflicts that ncu counted, in the run-time model
//! (`dynamic::banks`) and the compile-time one (`banks::BankConflicts`); the two also agree on
//! many more pairings, TiledCopy sides included; swizzle synthesis finds CuTe's swizzles.

use cute_layout::dynamic::banks::bank_conflicts;
use cute_layout::dynamic::{parse_value, Layout, MaybeComposed, Value};
use cute_layout::typenum::Unsigned;

fn smem(text: &str) -> MaybeComposed {
    match parse_value(text).unwrap_or_else(|e| panic!("{text}: {e}")) {
        Value::Layout(l) => MaybeComposed::Plain(l),
        Value::Composed(c) => MaybeComposed::Composed(c),
        v => panic!("{text}: {v} is not a shared-memory layout"),
    }
}

/// The run-time model's count of `access` (its layout in CuTe notation) into `smem`.
fn conflicts(
    smem_text: &str,
    elem_bits: i64,
    access: &str,
    vector_bits: i64,
) -> cute_layout::dynamic::Result<cute_layout::dynamic::banks::Report> {
    bank_conflicts(
        &smem(smem_text),
        elem_bits,
        &access.parse().unwrap(),
        vector_bits,
    )
}

/// Every line of an ncu record (`tests/data/banks_ncu*.txt`): name, layout, element bits,
/// access, bits, load wavefronts, load conflicts, store wavefronts, store conflicts.
fn ncu_lines(file: &str) -> Vec<Vec<String>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split(" | ").map(|f| f.trim().to_string()).collect())
        .collect()
}

/// The run-time model against ncu, for the CUDA kernels (`banks_ncu.txt`: vector loads and
/// stores, `ldmatrix` and `stmatrix`) and the CubeCL kernels (`banks_ncu_cubecl.txt`).
#[test]
fn the_model_counts_what_ncu_measured() {
    use cute_layout::dynamic::banks::matrix_bank_conflicts;
    let mut checked = 0;
    let mut ways = std::collections::BTreeSet::new();
    for file in ["banks_ncu.txt", "banks_ncu_cubecl.txt"] {
        for f in ncu_lines(file) {
            let [name, layout, bits, access, vector, wavefronts, conflicts, st_wavefronts, st_conflicts] =
                &f[..]
            else {
                panic!("{file}: malformed line {f:?}")
            };
            let access: Layout = access.parse().unwrap();
            let bits = bits.parse().unwrap();
            // ldsm_xN: an ldmatrix (load) and stmatrix (store) of N matrices.
            let r = match name.strip_prefix("ldsm_x") {
                Some(rest) => {
                    let n = rest[..1].parse().unwrap();
                    matrix_bank_conflicts(&smem(layout), bits, &access, n)
                }
                None => bank_conflicts(&smem(layout), bits, &access, vector.parse().unwrap()),
            }
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            // ncu measured one load and one store instruction of one warp: the model's first
            // (stores follow the same rules).
            let first = &r.instructions[0];
            let model = (first.wavefronts, first.wavefronts - first.ideal);
            let num = |x: &str| x.parse::<i64>().unwrap();
            assert_eq!(
                model,
                (num(wavefronts), num(conflicts)),
                "{file}: {name} load: {r}"
            );
            assert_eq!(
                model,
                (num(st_wavefronts), num(st_conflicts)),
                "{file}: {name} store: {r}"
            );
            ways.insert(first.ways);
            checked += 1;
        }
    }
    assert_eq!(checked, 29 + 19, "every measured pattern");
    assert!(
        ways.contains(&1) && ways.contains(&32),
        "from conflict-free to 32-way: {ways:?}"
    );
}

/// A conflicting access names a pair of threads, their bytes and the bank.
#[test]
fn a_conflict_names_two_threads_and_their_bank() {
    let r = conflicts("(32,32):(32,1)", 32, "(32,1):(1,0)", 32).unwrap();
    let c = r.instructions[0].conflict.unwrap();
    assert_eq!(
        (c.thread_a, c.byte_a, c.thread_b, c.byte_b, c.bank),
        (0, 0, 1, 128, 0)
    );
    assert_eq!((r.ways(), r.conflicts()), (32, 31));
}

/// Values that are not one aligned vector in shared memory are an error naming the rule.
#[test]
fn a_vector_must_be_consecutive_and_aligned() {
    let err = conflicts("(32,32):(32,1)", 32, "(32,4):(4,1)", 128).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("bank_conflicts: thread 0's values 0..4 are not consecutive"),
        "{err}"
    );
    let err = conflicts("1024:1", 32, "(32,4):(6,1)", 128).unwrap_err();
    assert!(err.to_string().contains("not a multiple of 16"), "{err}");
}

/// The compiler's count (`banks::BankConflicts`, `MatrixConflicts` for `ldmatrix`/`stmatrix`,
/// evaluated in constants) of every measured pattern, written as types, equals ncu's.
#[test]
fn the_compile_time_model_counts_what_ncu_measured() {
    use cute_layout::atom::Half;
    use cute_layout::banks::{BankConflicts, MatrixConflicts};
    use cute_layout::prelude::*;
    use cute_layout::swizzle::Swizzle;
    use cute_layout::typenum::{U1, U128, U16, U2, U32, U4, U64, U8};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/banks_ncu.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let measured = |name: &str| -> (i64, i64) {
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("{name} |")))
            .unwrap_or_else(|| panic!("{name} not measured"));
        let f: Vec<&str> = line.split(" | ").collect();
        let n = |i: usize| f[i].trim().parse::<i64>().unwrap();
        assert_eq!((n(5), n(6)), (n(7), n(8)), "{name}: loads and stores alike");
        (n(5), n(6))
    };
    macro_rules! patterns {
        ($($name:ident: $smem:ty, $t:ty, $access:ty, $bits:ty;)*) => {$({
            type R = BankConflicts<$smem, $t, $access, $bits>;
            assert_eq!((R::WAVEFRONTS, R::WAVEFRONTS - R::IDEAL), measured(stringify!($name)), stringify!($name));
        })*};
    }
    macro_rules! matrices {
        ($($name:ident: $smem:ty, $access:ty, $n:ty;)*) => {$({
            type R = MatrixConflicts<$smem, Half, $access, $n>;
            assert_eq!((R::WAVEFRONTS, R::WAVEFRONTS - R::IDEAL), measured(stringify!($name)), stringify!($name));
        })*};
    }
    type Sw333<L> = Composition<Swizzle<U3, U3, U3>, L>;
    matrices! {
        ldsm_x4_rows128: layout!((32,64):(64,1)), layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x4_rows128_sw333: Sw333<layout!((32,64):(64,1))>, layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x4_rows144: layout!((32,64):(72,1)), layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x4_rows64: layout!((32,64):(32,1)), layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x4_trans_rows128: layout!((32,64):(64,1)), layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x4_trans_rows128_sw333: Sw333<layout!((32,64):(64,1))>, layout!(((16,2),8):((1,256),32)), U4;
        ldsm_x2_rows128: layout!((32,64):(64,1)), layout!(((16,2),8):((1,0),32)), U2;
        ldsm_x2_rows128_sw333: Sw333<layout!((32,64):(64,1))>, layout!(((16,2),8):((1,0),32)), U2;
        ldsm_x1_rows128: layout!((32,64):(64,1)), layout!(((8,4),8):((1,0),32)), U1;
        ldsm_x1_rows128_sw333: Sw333<layout!((32,64):(64,1))>, layout!(((8,4),8):((1,0),32)), U1;
    }
    patterns! {
        f32_row: layout!((32,32):(32,1)), f32, layout!((32,1):(32,0)), U32;
        f32_column: layout!((32,32):(32,1)), f32, layout!((32,1):(1,0)), U32;
        f32_column_padded: layout!((32,32):(33,1)), f32, layout!((32,1):(1,0)), U32;
        f32_stride2: layout!(1024:1), f32, layout!((32,1):(2,0)), U32;
        f32_stride4: layout!(1024:1), f32, layout!((32,1):(4,0)), U32;
        f32_stride8: layout!(1024:1), f32, layout!((32,1):(8,0)), U32;
        f32_stride16: layout!(1024:1), f32, layout!((32,1):(16,0)), U32;
        f32_broadcast: layout!(1024:1), f32, layout!((32,1):(0,0)), U32;
        f32x2_contiguous: layout!(1024:1), f32, layout!((32,2):(2,1)), U64;
        f32x2_stride4: layout!(1024:1), f32, layout!((32,2):(4,1)), U64;
        f32x4_contiguous: layout!(1024:1), f32, layout!((32,4):(4,1)), U128;
        f32x4_stride8: layout!(1024:1), f32, layout!((32,4):(8,1)), U128;
        f32x4_stride32: layout!(1024:1), f32, layout!((32,4):(32,1)), U128;
        f16_contiguous: layout!(2048:1), Half, layout!((32,1):(1,0)), U16;
        f16_stride64: layout!(2048:1), Half, layout!((32,1):(64,0)), U16;
        f16x8_rows_unswizzled: layout!((8,64):(64,1)), Half, layout!(((8,4),8):((1,64),8)), U128;
        f16x8_rows_sw333: Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>, Half, layout!(((8,4),8):((1,64),8)), U128;
        u8_contiguous: layout!(4096:1), u8, layout!((32,1):(1,0)), U8;
        f16x8_rows_repeated: layout!((8,64):(64,1)), Half, layout!(((8,4),8):((1,0),8)), U128;
    }
}

/// The compile-time model against the run-time one on every pairing of shared-memory layouts
/// (plain, padded, transposed, swizzled) and accesses (one and two warps, strided, broadcast),
/// 32-bit, 16-bit and 128-bit: wavefronts, ideal and ways agree, and the compile-time model's
/// conflicting pair is two different words of one bank.
#[test]
fn compile_time_and_run_time_models_agree() {
    use cute_layout::atom::Half;
    use cute_layout::banks::BankConflicts;
    use cute_layout::dynamic::banks::bank_conflicts;
    use cute_layout::prelude::*;
    use cute_layout::swizzle::Swizzle;
    use cute_layout::typenum::{U0, U128, U16, U2, U32, U5};
    let mut checked = 0;
    macro_rules! check {
        ($smem:ty, $dyn_smem:expr, $t:ty, $bits:ty, $($access:ty),*) => {$({
            type R = BankConflicts<$smem, $t, $access, $bits>;
            let access = <$access as StaticLayout>::to_dynamic();
            let r = bank_conflicts(&$dyn_smem, <$t as cute_layout::atom::Numeric>::BITS as i64, &access, <$bits as Unsigned>::I64).unwrap();
            let what = format!("{} into {}", access, $dyn_smem);
            assert_eq!((R::WAVEFRONTS, R::IDEAL, R::WAYS), (r.wavefronts(), r.ideal(), r.ways()), "{what}");
            if R::WAYS > 1 {
                let [_, ba, _, bb, bank] = R::PAIR;
                assert!(ba / 4 != bb / 4 && (ba / 4) % 32 == bank && (bb / 4) % 32 == bank, "{what}: {:?}", R::PAIR);
            }
            checked += 1;
        })*};
    }
    macro_rules! plain {
        ($l:ty) => {
            MaybeComposed::Plain(<$l as StaticLayout>::to_dynamic())
        };
    }
    macro_rules! swizzled {
        ($sw:ty, $l:ty) => {
            MaybeComposed::Composed(Composition::<$sw, $l>::default().as_dynamic().unwrap())
        };
    }
    macro_rules! f32_accesses {
        ($smem:ty, $d:expr) => {
            check!($smem, $d, f32, U32,
                layout!((32,4):(1,32)), layout!((32,4):(32,1)), layout!(((4,8),4):((32,1),8)),
                layout!(((8,4),4):((128,1),4)), layout!((32,8):(2,64)), layout!((64,4):(1,64)),
                layout!((32,4):(0,1)), layout!((32,4):(31,1)));
        };
    }
    f32_accesses!(layout!((32,32):(32,1)), plain!(layout!((32,32):(32,1))));
    f32_accesses!(layout!((32,32):(33,1)), plain!(layout!((32,32):(33,1))));
    f32_accesses!(layout!((32,32):(1,32)), plain!(layout!((32,32):(1,32))));
    f32_accesses!(
        layout!((32,(4,8)):(8,(1,256))),
        plain!(layout!((32,(4,8)):(8,(1,256))))
    );
    type Sw505 = Swizzle<U5, U0, U5>;
    type Sw323 = Swizzle<U3, U2, U3>;
    f32_accesses!(Composition<Sw505, layout!((32,32):(32,1))>, swizzled!(Sw505, layout!((32,32):(32,1))));
    f32_accesses!(Composition<Sw323, layout!((32,32):(32,1))>, swizzled!(Sw323, layout!((32,32):(32,1))));
    check!(
        layout!((64,32):(32,1)),
        plain!(layout!((64,32):(32,1))),
        Half,
        U16,
        layout!((32,4):(1,64)),
        layout!((32,4):(64,1)),
        layout!((32,8):(2,256))
    );
    // 128-bit rows of halves (ldmatrix-style): each thread's 8 values are consecutive.
    macro_rules! rows {
        ($smem:ty, $d:expr) => {
            check!($smem, $d, Half, U128,
                layout!(((8,4),8):((1,256),32)), layout!((32,8):(1,32)), layout!(((8,4),8):((4,256),32)),
                layout!(((4,8),8):((1,256),32)), layout!((32,(8,2)):(1,(32,1024))));
        };
    }
    type Sw333 = Swizzle<U3, U3, U3>;
    type Sw233 = Swizzle<U2, U3, U3>;
    rows!(layout!((32,64):(64,1)), plain!(layout!((32,64):(64,1))));
    rows!(layout!((32,64):(72,1)), plain!(layout!((32,64):(72,1))));
    rows!(Composition<Sw333, layout!((32,64):(64,1))>, swizzled!(Sw333, layout!((32,64):(64,1))));
    rows!(Composition<Sw233, layout!((32,64):(64,1))>, swizzled!(Sw233, layout!((32,64):(64,1))));
    assert!(checked > 60, "{checked} pairs");
}

/// A TiledCopy's side as the access (`banks::CopyConflicts`): the compile-time count equals
/// the run-time model's on the copy's thread-value layout, for `ldmatrix` and 128-bit copies
/// into plain, padded and swizzled tiles.
#[test]
fn tiled_copy_sides_agree_with_the_run_time_model() {
    use cute_layout::atom::*;
    use cute_layout::banks::CopyConflicts;
    use cute_layout::dynamic::banks::bank_conflicts;
    use cute_layout::prelude::*;
    use cute_layout::swizzle::{MakeLayoutTvOp, Swizzle};
    use cute_layout::typenum::{U16, U32, U64};
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    type Ldsm =
        TiledCopy<Copy_Atom<SM75_U32x4_LDSM_N, Half>, <Mma as TiledMmaOp>::LayoutA_TV, (U32, U16)>;
    // make_tiled_copy(cp.async 128-bit, threads (16,8):(8,1), values (1,8)): a 16 x 64 tile.
    type Tv = <layout!((16,8):(8,1)) as MakeLayoutTvOp<layout!((1,8):(0,1))>>::LayoutTv;
    type G2s = TiledCopy<Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>, Tv, (U16, U64)>;
    let mut checked = 0;
    macro_rules! check {
        ($copy:ty, $side:ty, $smem:ty, $d:expr) => {{
            type R = CopyConflicts<$copy, $side, $smem>;
            let tv = <<$copy as CopyTv<$side>>::Tv as StaticLayout>::to_dynamic();
            let r = bank_conflicts(&$d, 16, &tv, 128).unwrap();
            assert_eq!(
                (R::WAVEFRONTS, R::IDEAL, R::WAYS),
                (r.wavefronts(), r.ideal(), r.ways()),
                "{tv} into {}",
                $d
            );
            checked += 1;
        }};
    }
    let plain = |t: &str| MaybeComposed::Plain(t.parse().unwrap());
    let swizzled = |t: &str| match parse_value(t).unwrap() {
        Value::Composed(c) => MaybeComposed::Composed(c),
        v => panic!("{v}"),
    };
    check!(Ldsm, Src, layout!((32,16):(64,1)), plain("(32,16):(64,1)"));
    check!(Ldsm, Src, layout!((32,16):(72,1)), plain("(32,16):(72,1)"));
    check!(Ldsm, Src, layout!((32,16):(16,1)), plain("(32,16):(16,1)"));
    check!(
        Ldsm,
        Src,
        Composition<Swizzle<U3, U3, U3>, layout!((32,16):(64,1))>,
        swizzled("Sw<3,3,3> o (32,16):(64,1)")
    );
    check!(
        Ldsm,
        Src,
        Composition<Swizzle<U1, U3, U3>, layout!((32,16):(16,1))>,
        swizzled("Sw<1,3,3> o (32,16):(16,1)")
    );
    check!(G2s, Dst, layout!((16,64):(64,1)), plain("(16,64):(64,1)"));
    check!(
        G2s,
        Dst,
        Composition<Swizzle<U3, U3, U3>, layout!((16,64):(64,1))>,
        swizzled("Sw<3,3,3> o (16,64):(64,1)")
    );
    assert_eq!(checked, 7);
}

/// Swizzle synthesis (`dynamic::banks::synthesize_swizzle`): CuTe's SM80 choices come out for
/// f16 K-major tiles written by 128-bit rows and read ldmatrix-style (`Sw<3,3,3>` for 128-byte
/// rows, a 2-bit swizzle for 64-byte rows), each conflict-free; a column read of f32 rows that
/// no 16-byte-preserving swizzle can spread over 32 banks is reported with its cost.
#[test]
fn synthesized_swizzles_are_cutes_and_honest() {
    use cute_layout::dynamic::banks::{synthesize_swizzle, Access};
    // The swizzle for `smem` of `elem_bits` values under the accesses (layout, vector bits).
    let synthesize = |smem: &str, elem_bits, accesses: &[(&str, i64)]| {
        let accesses: Vec<Access> = accesses
            .iter()
            .map(|&(l, vector_bits)| Access {
                layout: l.parse().unwrap(),
                vector_bits,
            })
            .collect();
        synthesize_swizzle(&smem.parse().unwrap(), elem_bits, &accesses).unwrap()
    };
    // 32 x 64 halves: 128 threads write 8 halves each, one warp reads 8-row matrices.
    let s = synthesize(
        "(32,64):(64,1)",
        16,
        &[
            ("((8,16),8):((256,1),32)", 128),
            ("((8,4),8):((1,256),32)", 128),
        ],
    );
    assert_eq!(
        (s.swizzle.to_string(), s.wavefronts, s.ideal),
        ("Sw<3,3,3>".into(), 20, 20)
    );
    // 32 x 32 halves (64-byte rows).
    let s = synthesize(
        "(32,32):(32,1)",
        16,
        &[
            ("((4,32),8):((256,1),32)", 128),
            ("((8,4),8):((1,256),32)", 128),
        ],
    );
    assert_eq!(
        (s.swizzle.to_string(), s.wavefronts),
        ("Sw<2,3,3>".into(), s.ideal),
        "{s:?}"
    );
    // 32 x 32 floats written by rows, read by columns (thread t reads row t).
    let s = synthesize(
        "(32,32):(32,1)",
        32,
        &[("((8,32),4):((128,1),32)", 128), ("(32,1):(1,0)", 32)],
    );
    assert!(s.wavefronts > s.ideal, "{s:?}");
    assert_eq!(s.swizzle.to_string(), "Sw<3,2,3>", "{s:?}");
}

/// The compiler's swizzle search (`banks::SwizzleFor`, `synthesized_swizzle!`) finds what the
/// run-time one finds, with the same cost, on f16 K-major tiles (CuTe's SM80 `Sw<3,3,3>` and
/// `Sw<2,3,3>`), an f16 MN-major tile read by `ldmatrix.trans`-style rows, an f32 tile read by
/// columns (`Sw<5,0,5>`), a TiledCopy's `ldmatrix` side, and an unavoidable case.
#[test]
fn compile_time_synthesis_is_the_run_time_one() {
    use cute_layout::atom::*;
    use cute_layout::banks::{Access, CopyAccess, SwizzleFor};
    use cute_layout::dynamic::banks::{synthesize_swizzle, Access as DynAccess};
    use cute_layout::prelude::*;
    use cute_layout::synthesized_swizzle;
    use cute_layout::typenum::{U128, U16, U32};
    let mut checked = 0;
    macro_rules! check {
        ($smem:ty, $t:ty, $accesses:ty, [$(($tv:expr, $bits:expr)),+], $expect:expr, $free:expr) => {{
            type Found = SwizzleFor<$smem, $t, $accesses>;
            let smem = <$smem as StaticLayout>::to_dynamic();
            let accesses = [$(DynAccess { layout: $tv.parse().unwrap(), vector_bits: $bits }),+];
            let bits = <$t as Numeric>::BITS as i64;
            let s = synthesize_swizzle(&smem, bits, &accesses).unwrap();
            let sw = <synthesized_swizzle!($smem, $t, $accesses)>::default().to_string();
            assert_eq!(
                (sw.clone(), Found::WAVEFRONTS, Found::IDEAL),
                (s.swizzle.to_string(), s.wavefronts, s.ideal),
                "{smem}"
            );
            assert_eq!((sw.as_str(), Found::CONFLICT_FREE), ($expect, $free), "{smem}: {s:?}");
            checked += 1;
        }};
    }
    // f16 K-major, rows of 128 bytes: 128-bit rows in, ldmatrix rows out.
    type Rows128 = Access<layout!(((8,16),8):((256,1),32)), U128>;
    type Ldsm = Access<layout!(((8,4),8):((1,256),32)), U128>;
    check!(
        layout!((32,64):(64,1)),
        Half,
        (Rows128, Ldsm),
        [
            ("((8,16),8):((256,1),32)", 128),
            ("((8,4),8):((1,256),32)", 128)
        ],
        "Sw<3,3,3>",
        true
    );
    // Rows of 64 bytes.
    type Rows64 = Access<layout!(((4,32),8):((256,1),32)), U128>;
    check!(
        layout!((32,32):(32,1)),
        Half,
        (Rows64, Ldsm),
        [
            ("((4,32),8):((256,1),32)", 128),
            ("((8,4),8):((1,256),32)", 128)
        ],
        "Sw<2,3,3>",
        true
    );
    // f16 MN-major: 64 M-contiguous halves per k; 128-bit columns in, 8 k-rows of 16 bytes out.
    type ColsIn = Access<layout!(((8,16),8):((8,64),1)), U128>;
    type Trans = Access<layout!(((8,4),8):((64,8),1)), U128>;
    check!(
        layout!((64,16):(1,64)),
        Half,
        (ColsIn, Trans),
        [
            ("((8,16),8):((8,64),1)", 128),
            ("((8,4),8):((64,8),1)", 128)
        ],
        "Sw<3,3,3>",
        true
    );
    // f32 rows written a float per thread, read by columns: all five row bits are needed.
    type RowWrite = Access<layout!((32,32):(32,1)), U32>;
    type ColRead = Access<layout!((32,32):(1,32)), U32>;
    check!(
        layout!((32,32):(32,1)),
        f32,
        (RowWrite, ColRead),
        [("(32,32):(32,1)", 32), ("(32,32):(1,32)", 32)],
        "Sw<5,0,5>",
        true
    );
    // The same columns after 128-bit row writes: a 16-byte chunk stays whole, so a column of
    // 32 rows sees 8 banks at best (4-way): the least bad swizzle, reported as such.
    type Rows4 = Access<layout!(((8,32),4):((128,1),32)), U128>;
    type Column = Access<layout!((32,1):(1,0)), U32>;
    check!(
        layout!((32,32):(32,1)),
        f32,
        (Rows4, Column),
        [("((8,32),4):((128,1),32)", 128), ("(32,1):(1,0)", 32)],
        "Sw<3,2,3>",
        false
    );
    // A TiledCopy's side: ldmatrix.x4 of A for a 2x2 SM80 TiledMMA, rows of 32 bytes.
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    type LdsmCopy =
        TiledCopy<Copy_Atom<SM75_U32x4_LDSM_N, Half>, <Mma as TiledMmaOp>::LayoutA_TV, (U32, U16)>;
    let tv = <<LdsmCopy as CopyTv<Src>>::Tv as StaticLayout>::to_dynamic().to_string();
    check!(
        layout!((32,16):(16,1)),
        Half,
        (CopyAccess<LdsmCopy, Src>,),
        [(tv.as_str(), 128)],
        "Sw<1,3,3>",
        true
    );
    assert_eq!(checked, 6);
}
