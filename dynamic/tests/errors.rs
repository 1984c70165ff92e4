//! Bad input is an error naming the operation and the rule, never a panic or a wrong answer.

use cute_layout_dynamic::{eval, IntTuple, Layout};

fn t(s: &str) -> IntTuple {
    s.parse().unwrap()
}

#[test]
fn non_congruent_layouts_are_refused() {
    let e = Layout::new(t("(2,3)"), t("(1,(4,5))")).unwrap_err();
    assert_eq!(e.op(), "make_layout");
    assert!(e.rule().contains("not congruent"), "{e}");
    assert!("(2,3):(1,(4,5))".parse::<Layout>().is_err());
    let e = eval("make_layout((2,3),(1,(4,5)))").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("make_layout: shape (_2,_3) and stride (_1,(_4,_5)) are not congruent"),
        "{e}"
    );
}

#[test]
fn zero_extents_are_refused() {
    let e = Layout::column_major(t("(0,3)")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "make_layout: the shape (_0,_3) has an extent that is not positive"
    );
    assert!(eval("size((0,3))")
        .unwrap_err()
        .to_string()
        .starts_with("size: argument 1: the shape (_0,_3)"));
    let e = cute_layout_dynamic::layout::idx2crd(&t("1"), &t("(0,3)")).unwrap_err();
    assert_eq!(e.op(), "idx2crd");
}

#[test]
fn mode_of_a_leaf() {
    let e = IntTuple::from(4).mode(1).unwrap_err();
    assert_eq!(e.to_string(), "get: mode 1 of _4, which has rank 1");
    let l: Layout = "4:1".parse().unwrap();
    assert_eq!(l.mode(1).unwrap_err().op(), "get");
}

#[test]
fn overflow_is_an_error() {
    let huge = t("(4294967296,4294967296,4)");
    assert!(huge
        .product()
        .unwrap_err()
        .to_string()
        .starts_with("product: overflow"));
    let e = Layout::column_major(huge).unwrap_err();
    assert!(e.to_string().starts_with("make_layout: overflow"), "{e}");
    let e = eval("size((4294967296,4294967296,4))").unwrap_err();
    assert!(
        e.to_string().starts_with("size: argument 1: overflow"),
        "{e}"
    );
    // The cosize overflows although the size does not.
    let e = Layout::new(t("(2,2)"), t("(9223372036854775807,1)")).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("make_layout: overflow: the cosize"),
        "{e}"
    );
    // A product whose size overflows.
    let e = eval("logical_product((4294967296):(1), 4294967296:1)").unwrap_err();
    assert_eq!(e.op(), "logical_product");
    assert!(e.rule().contains("overflow"), "{e}");
}

#[test]
fn coordinates_outside_the_shape() {
    let l: Layout = "(4,8):(1,4)".parse().unwrap();
    let e = l.crd2idx(&t("(5,0)")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "crd2idx: coordinate (5,0) is outside shape (4,8)"
    );
    assert!(l.call(32).is_err() && l.call(-1).is_err());
    assert_eq!(l.call(31).unwrap(), 31);
    let e = l.crd2idx(&t("(1,2,3)")).unwrap_err();
    assert!(
        e.to_string()
            .starts_with("crd2idx: coordinate (1,2,3) has 3 modes"),
        "{e}"
    );
}

#[test]
fn deep_nesting_is_an_error() {
    let deep = format!("{}4{}", "(".repeat(10_000), ")".repeat(10_000));
    assert!(cute_layout_dynamic::parse_value(&deep)
        .unwrap_err()
        .message
        .contains("nest deeper"));
    let calls = format!("{}4:1{}", "flatten(".repeat(10_000), ")".repeat(10_000));
    assert!(eval(&calls)
        .unwrap_err()
        .to_string()
        .contains("nest deeper"));
}

/// `local_tile` and `local_partition` as the type-level `LocalTileOp`/`LocalPartitionOp` (and
/// CuTe) define them; the examples are the tensor docs' (`src/tensor.rs`).
#[test]
fn local_tile_and_local_partition() {
    let e = cute_layout_dynamic::parse_expr("local_tile((8,8):(1,8), (4,2), (1,3))").unwrap();
    let (v, off) = e.eval_with_offset(&|_: &str| None).unwrap();
    assert_eq!(
        (v.to_string(), off),
        ("(_4,_2):(_1,_8)".into(), Some(4 + 6 * 8))
    );
    let e =
        cute_layout_dynamic::parse_expr("local_partition((8,8):(1,8), (2,4):(4,1), 5)").unwrap();
    let (v, off) = e.eval_with_offset(&|_: &str| None).unwrap();
    assert_eq!((v.to_string(), off), ("(_4,_2):(_2,_32)".into(), Some(9)));
    let e = eval("local_partition((8,8):(1,8), (2,4):(4,1), 8)").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("local_partition: thread 8 is not below"),
        "{e}"
    );
}
