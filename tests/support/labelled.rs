//! CuTe's answers by label: an oracle program under `tests/data/` prints one line per case,
//! `label | CuTe's print`, and a test checks its own prints against the lines of its labels.

use std::collections::HashMap;

/// The answers of an oracle's output (`include_str!` of its expected file), by label.
pub fn answers(expected: &'static str) -> HashMap<&'static str, &'static str> {
    expected
        .lines()
        .filter_map(|l| l.split_once(" | "))
        .collect()
}

/// Checks every `(label, our print)` pair against CuTe's line of that label, reporting every
/// mismatch at once.
pub fn check_labelled(expected: &'static str, cases: &[(&str, String)]) {
    let cute = answers(expected);
    let mut bad = Vec::new();
    for (label, ours) in cases {
        let want = cute
            .get(label)
            .unwrap_or_else(|| panic!("no CuTe answer labelled `{label}`"));
        if ours != want {
            bad.push(format!("{label}: CuTe {want}, ours {ours}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// Asserts that a value is zero-sized (an all-static result).
pub fn zst<T>(v: T) -> T {
    assert_eq!(core::mem::size_of::<T>(), 0);
    v
}
