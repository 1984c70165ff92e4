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

/// CuTe's `print_layout` and `print_latex` of composed (swizzled) layouts, byte for byte
/// (`tests/data/swizzle_print_layout.txt`, `tests/data/swizzle_print_latex.txt`; the latter
/// also has plain layouts, of rank 1 among them, which `print_latex` pads).
#[test]
fn swizzle_print_corpora() {
    use cute_layout_dynamic::{parse_value, Value};
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/");
    for (file, latex) in [
        ("swizzle_print_layout.txt", false),
        ("swizzle_print_latex.txt", true),
    ] {
        let cases =
            corpus::read_print_layout(&format!("{dir}{file}")).unwrap_or_else(|e| panic!("{e}"));
        for c in &cases {
            let got = match (parse_value(&c.layout).unwrap(), latex) {
                (Value::Composed(l), true) => l.to_latex(),
                (Value::Composed(l), false) => l.print_layout(),
                (Value::Layout(l), true) => cute_layout_dynamic::latex::to_latex(&l),
                _ => panic!(
                    "{file} line {}: {} is not a layout this corpus draws",
                    c.line, c.layout
                ),
            };
            assert_eq!(
                got.unwrap(),
                c.expected,
                "{file} line {}: {}",
                c.line,
                c.layout
            );
        }
        println!("{file}: {} layouts", cases.len());
    }
}
