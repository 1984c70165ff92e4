//! CuTe's `print_layout` text, byte for byte, from the run-time engine.

#[path = "../../tests/support/corpus.rs"]
mod corpus;

use cute_layout_dynamic::Layout;

#[test]
fn print_layout_corpus() {
    let path = std::env::var("CUTE_PRINT_LAYOUT").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/data/print_layout.txt"
        )
        .to_string()
    });
    let cases = corpus::read_print_layout(&path).unwrap_or_else(|e| panic!("{e}"));
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
