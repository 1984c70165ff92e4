//! Run-time failures of the algebra's plain methods (item 6 of the design): like Rust's integer
//! overflow, a plain method checks its run-time arithmetic in debug builds and panics with the
//! operation and the rule; in release builds it is unchecked; its `try_` form returns the error.

use cute_layout::prelude::*;
use cute_layout::typenum::{U224, U32};

/// A run-time M x 224 column-major matrix, and a tile whose run-time extent may be 0.
type Matrix = Layout<(Dyn, U224), (U1, Dyn)>;

fn operands() -> (Matrix, (Dyn, U32)) {
    let n = std::hint::black_box(300usize);
    let zero = std::hint::black_box(0usize);
    (make_layout!((n, _224):(_1, n)), make_shape!((zero, _32)))
}

#[test]
fn the_checked_form_returns_the_error() {
    let (a, t) = operands();
    let e = a.try_logical_divide(t).unwrap_err();
    assert_eq!(e.op(), "logical_divide");
    assert!(
        e.to_string()
            .starts_with("logical_divide: division by zero"),
        "{e}"
    );
}

#[test]
#[cfg(debug_assertions)]
fn the_plain_form_panics_in_debug_builds_with_the_same_message() {
    let (a, t) = operands();
    let want = a.try_logical_divide(t).unwrap_err().to_string();
    let got = std::panic::catch_unwind(|| a.logical_divide(t).to_string()).unwrap_err();
    assert_eq!(got.downcast_ref::<String>(), Some(&want));
}

#[test]
#[cfg(not(debug_assertions))]
fn the_plain_form_is_unchecked_in_release_builds() {
    let (a, t) = operands();
    // CuTe's arithmetic, a division by zero giving 0 (CuTe itself dies of SIGFPE).
    assert_eq!(
        a.logical_divide(t).to_string(),
        "((0,0),(_32,_7)):((_1,0),(300,9600))"
    );
}

#[test]
fn valid_run_time_values_do_not_panic() {
    let (a, _) = operands();
    let eight = std::hint::black_box(8usize);
    let t = make_shape!((eight, _32));
    assert_eq!(
        a.logical_divide(t).to_string(),
        a.try_logical_divide(t).unwrap().to_string()
    );
}

/// The message of the panic that `f` raises.
#[cfg(debug_assertions)]
fn panic_message<R>(f: impl FnOnce() -> R + std::panic::UnwindSafe) -> String {
    let Err(payload) = std::panic::catch_unwind(f) else {
        panic!("no panic")
    };
    match payload.downcast_ref::<&str>() {
        Some(s) => s.to_string(),
        None => payload
            .downcast_ref::<String>()
            .cloned()
            .unwrap_or_default(),
    }
}

/// Run-time extents whose product, or strides whose span, overflows 64 bits: a debug build's
/// `size` and `cosize` panic naming the numbers, as the operations' arithmetic does (the
/// release build is unchecked).
#[test]
#[cfg(debug_assertions)]
fn a_size_or_cosize_that_overflows_panics_in_debug_builds() {
    let big = std::hint::black_box(1usize << 40);
    assert_eq!(
        panic_message(|| make_layout!((big, big):(_1, big)).size()),
        "size: overflow: the product of the extents 1099511627776 * 1099511627776 does not fit in a 64-bit integer"
    );
    assert_eq!(
        panic_message(|| make_layout!((big, 4):(big, _1)).cosize()),
        "cosize: overflow: the cosize of (1099511627776,4):(1099511627776,_1) does not fit in a \
         64-bit integer (overflow: 1099511627775 * 1099511627776 does not fit in a 64-bit integer)"
    );
}

/// An empty run-time layout (an extent of 0) has cosize 0 and size 0, in every build.
#[test]
fn an_empty_layout_has_cosize_zero() {
    let zero = std::hint::black_box(0usize);
    let l = make_layout!((zero, 4):(_1, 8));
    assert_eq!((l.size(), l.cosize()), (0, 0));
}
