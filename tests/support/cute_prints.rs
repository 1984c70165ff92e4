//! CuTe's printed answers, one per case: the oracle programs under `tests/data/` print each
//! case followed by a line `@@`, and a test compares its own prints with them in order.

/// Asserts that `ours[i]` is the `i`-th case of `expected` (an oracle's output), after `same`
/// has been applied to both sides (for parts that differ from run to run, such as addresses).
pub fn assert_prints(ours: &[String], expected: &str, same: impl Fn(&str) -> String) {
    let cute: Vec<&str> = expected.split("@@\n").filter(|s| !s.is_empty()).collect();
    assert_eq!(cute.len(), ours.len(), "one CuTe print per case");
    for (ours, cute) in ours.iter().zip(&cute) {
        assert_eq!(same(ours), same(cute));
    }
}
