//! Compile-fail tests: each file of `ui-tests/` must fail to compile with the error text checked
//! in beside it (`TRYBUILD=overwrite cargo test --test ui` regenerates the `.stderr` files).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui-tests/*.rs");
    // One passing case makes trybuild build (not only check) the others, so that constant
    // assertions (evaluated when code is generated) are exercised too.
    t.pass("ui-tests/pass/*.rs");
}
