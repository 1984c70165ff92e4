//! The bank-conflict model (`dynamic::banks`) against the GPU: every pattern of
//! `tests/data/banks_ncu.txt`, measured with ncu on an H100 (`benches/banks/gen.py`), needs the
//! wavefronts and has the bank conflicts that ncu counted.

use cute_layout::dynamic::banks::bank_conflicts;
use cute_layout::dynamic::{parse_value, Layout, MaybeComposed, Value};

fn smem(text: &str) -> MaybeComposed {
    match parse_value(text).unwrap_or_else(|e| panic!("{text}: {e}")) {
        Value::Layout(l) => MaybeComposed::Plain(l),
        Value::Composed(c) => MaybeComposed::Composed(c),
        v => panic!("{text}: {v} is not a shared-memory layout"),
    }
}

#[test]
fn the_model_counts_what_ncu_measured() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/banks_ncu.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let mut checked = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [name, layout, bits, access, vector, wavefronts, conflicts] = f[..] else {
            panic!("malformed line: {line}")
        };
        let access: Layout = access.parse().unwrap();
        let r = bank_conflicts(
            &smem(layout),
            bits.parse().unwrap(),
            &access,
            vector.parse().unwrap(),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        // ncu measured one load instruction of one warp: the model's first.
        let first = &r.instructions[0];
        assert_eq!(
            (first.wavefronts, first.wavefronts - first.ideal),
            (wavefronts.parse().unwrap(), conflicts.parse().unwrap()),
            "{name}: {r}"
        );
        checked += 1;
    }
    assert!(checked >= 12, "only {checked} patterns");
}

/// A conflicting access names a pair of threads, their bytes and the bank.
#[test]
fn a_conflict_names_two_threads_and_their_bank() {
    let r = bank_conflicts(
        &smem("(32,32):(32,1)"),
        32,
        &"(32,1):(1,0)".parse().unwrap(),
        32,
    )
    .unwrap();
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
    let err = bank_conflicts(
        &smem("(32,32):(32,1)"),
        32,
        &"(32,4):(4,1)".parse().unwrap(),
        128,
    )
    .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("bank_conflicts: thread 0's values 0..4 are not consecutive"),
        "{err}"
    );
    let err =
        bank_conflicts(&smem("1024:1"), 32, &"(32,4):(6,1)".parse().unwrap(), 128).unwrap_err();
    assert!(err.to_string().contains("not a multiple of 16"), "{err}");
}
