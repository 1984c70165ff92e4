//! CuTe's `print_layout` text, byte for byte, from the run-time engine.

use cute_layout_dynamic::{corpus, Layout};

#[test]
fn print_layout_corpus() {
    let path = std::env::var("CUTE_PRINT_LAYOUT").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/print_layout.txt"
        )
        .to_string()
    });
    let cases = corpus::parse_print_layout(&std::fs::read_to_string(&path).unwrap());
    assert!(!cases.is_empty());
    for c in &cases {
        let l: Layout = c.layout.parse().unwrap();
        assert_eq!(
            l.print_layout().unwrap(),
            c.expected,
            "line {}: {}",
            c.line,
            c.layout
        );
    }
}
