//! Layouts with negative strides: the type-level algebra gives CuTe's answer or a named
//! compile error, never an overflow of the trait solver. Expected values are CuTe 4.2's
//! (`../shared/oracle/gen.py eval`); the rejected inputs are pinned by
//! `ui-tests/left_inverse_negative_stride.rs`.

use cute_layout::prelude::*;

#[test]
fn left_inverse_divides_with_signed_sizes() {
    // CuTe divides each stride by the signed size covered so far.
    assert_eq!(
        LeftInverse::<layout!(4:-1)>::default().to_string(),
        "(_-1,_4):(_0,_1)"
    );
    assert_eq!(
        LeftInverse::<layout!((4,2):(-2,-8))>::default().to_string(),
        "(_-2,_8):(_0,_1)"
    );
    assert_eq!(
        LeftInverse::<layout!(((2,2),4):((-1,-2),4))>::default().to_string(),
        "(_-1,_-4,_4):(_0,_1,_4)"
    );
}

#[test]
fn right_inverse_coalesce_composition() {
    assert_eq!(
        RightInverse::<layout!(4:-1)>::default().to_string(),
        "_1:_0"
    );
    assert_eq!(
        RightInverse::<layout!((4,2):(1,-4))>::default().to_string(),
        "_4:_1"
    );
    assert_eq!(
        RightInverse::<layout!((2,4):(-4,1))>::default().to_string(),
        "_4:_2"
    );
    assert_eq!(
        RightInverse::<layout!(((2,2),4):((-1,-2),4))>::default().to_string(),
        "_1:_0"
    );
    assert_eq!(
        Coalesce::<layout!((4,2):(-1,-4))>::default().to_string(),
        "_8:_-1"
    );
    assert_eq!(
        Composition::<layout!(8:-2), layout!(4:2)>::default().to_string(),
        "_4:_-4"
    );
}
