//! Shared checks of the mixed (static / run-time) test files.

/// `op(a, b)` prints `expected`, and its `try_` form agrees.
macro_rules! case {
    ($op:ident / $try:ident, $a:expr, $b:expr, $expected:expr) => {{
        let (a, b) = ($a, $b);
        assert_eq!(a.$op(b).to_string(), $expected);
        assert_eq!(a.$try(b).map(|r| r.to_string()), Ok($expected.to_string()));
    }};
}

/// `try_op(a, b)` fails with an error of `op` whose message contains `what`; the plain form
/// does not panic.
macro_rules! rejects {
    ($op:ident / $try:ident, $a:expr, $b:expr, $opname:literal, $what:literal) => {{
        let (a, b) = ($a, $b);
        let e = a.$try(b).unwrap_err();
        let msg = e.to_string();
        assert!(msg.starts_with(concat!($opname, ":")), "{msg}");
        assert!(msg.contains($what), "{msg}");
        let _ = a.$op(b).to_string();
    }};
}
