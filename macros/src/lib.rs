//! Procedural macros of `cute-layout`: CuTe notation in type position.
//!
//! Use them through `cute_layout` (`cute_layout::layout!` etc.), which re-exports them.

use proc_macro::TokenStream;
use proc_macro2::Span;

use cute_layout_dynamic::{Layout, Value};

mod alias;
mod checks;
mod emit;
#[cfg(test)]
#[path = "../../tests/support/fuzz_gen.rs"]
mod fuzz_gen;
mod notation;

use notation::{check_shape, err, parse_value, Allow, Cursor};

fn expand(
    input: TokenStream,
    f: impl FnOnce(&mut Cursor) -> notation::Result<proc_macro2::TokenStream>,
) -> TokenStream {
    let input = proc_macro2::TokenStream::from(input);
    let mut c = Cursor::new(input, Span::call_site());
    match f(&mut c) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_type_error().into(),
    }
}

fn nonempty(c: &Cursor, what: &str) -> notation::Result<()> {
    if c.at_end() {
        return err(Span::call_site(), format!("expected {what}"));
    }
    Ok(())
}

/// A layout type from CuTe notation: `layout!((2,3):(1,4))`, `layout!(24:2)`, or a shape alone,
/// `layout!((2,3))`, for its column-major layout (CuTe's `make_layout(shape)`).
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(<layout!((2,3):(1,4))>::default().to_string(), "(_2,_3):(_1,_4)");
/// assert_eq!(<layout!((2,(3,4)))>::default().to_string(), "(_2,(_3,_4)):(_1,(_2,_6))");
/// assert_eq!(<layout!((_8,_4):(_1,_8))>::default().to_string(), "(_8,_4):(_1,_8)");
/// ```
#[proc_macro]
pub fn layout(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "a layout `Shape:Stride` or a shape, e.g. `(2,3):(1,4)`")?;
        let start = c.span();
        let (v, span) = parse_value(c, Allow::Any)?;
        c.expect_end("the layout")?;
        let l = match v {
            Value::Layout(l) => l,
            Value::Tiler(_) => return err(span, "a tiler `<...>` is not a layout; use `tile!`"),
            other => {
                let at = span.join(start).unwrap_or(span);
                match Layout::column_major(check_shape(&other, at)?) {
                    Ok(l) => l,
                    Err(e) => return err(at, e.to_string()),
                }
            }
        };
        Ok(emit::layout(&l))
    })
}

/// A shape type from CuTe notation: `shape!((2,(3,4)))` is `(U2, (U3, U4))`.
///
/// ```
/// use cute_layout::prelude::*;
/// type S = shape!((2,(3,4)));
/// assert_eq!((S::RANK, S::SIZE, S::to_cute_string()), (2, 24, "(_2,(_3,_4))".to_string()));
/// ```
#[proc_macro]
pub fn shape(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "a shape, e.g. `(2,(3,4))`")?;
        let (v, span) = parse_value(c, Allow::IntTuple)?;
        c.expect_end("the shape")?;
        Ok(emit::int_tuple(&check_shape(&v, span)?))
    })
}

/// A stride type from CuTe notation: `stride!((1,(2,-6)))`; strides may be zero or negative.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(<stride!((1,(2,-6)))>::to_cute_string(), "(_1,(_2,_-6))");
/// ```
#[proc_macro]
pub fn stride(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "a stride, e.g. `(1,(2,6))`")?;
        let (v, _) = parse_value(c, Allow::IntTuple)?;
        c.expect_end("the stride")?;
        Ok(emit::value(&v))
    })
}

/// A tiler type: one tiler per mode, each a layout, an extent, a nested `<...>` tiler, or `_`
/// (keep the mode): `tile!(3:4, 8:2)`, `tile!(4, 8)`, `tile!(_, <2:1, 4>)`.
///
/// ```
/// use cute_layout::prelude::*;
/// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
/// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
/// ```
#[proc_macro]
pub fn tile(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "one tiler per mode, e.g. `3:4, 8:2` or `4, 8`")?;
        let mut items = Vec::new();
        loop {
            let (v, span) = parse_value(c, Allow::Any)?;
            if let Some(t) = v.to_int_tuple() {
                if t.leaves().iter().any(|&x| x <= 0) {
                    return err(span, format!("extent {t:#} in a tiler must be positive"));
                }
            }
            items.push(emit::value(&v));
            if c.at_end() {
                break;
            }
            if c.peek_punct(',') {
                c.next();
                if c.at_end() {
                    break;
                }
                continue;
            }
            return err(c.span(), "expected `,` between the tilers of the modes");
        }
        Ok(emit::tuple(items))
    })
}

/// A coordinate type: typenum integers and `_` ([`Underscore`]), e.g. `crd!((0,(_,_)))` for
/// slicing with [`Slice`].
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4,(2,4)):(2,(1,8)));
/// assert_eq!(Slice::<L, crd!((0,(_,_)))>::default().to_string(), "(_2,_4):(_1,_8)");
/// ```
///
/// [`Underscore`]: https://docs.rs/cute-layout/latest/cute_layout/struct.Underscore.html
/// [`Slice`]: https://docs.rs/cute-layout/latest/cute_layout/type.Slice.html
#[proc_macro]
pub fn crd(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "a coordinate, e.g. `(0,(_,_))`")?;
        let (v, span) = parse_value(c, Allow::Coord)?;
        c.expect_end("the coordinate")?;
        if let Some(t) = v.to_int_tuple() {
            if let Some(bad) = t.leaves().into_iter().find(|&x| x < 0) {
                return err(span, format!("coordinate entry {bad} is negative"));
            }
        }
        Ok(emit::value(&v))
    })
}

/// Layout aliases whose resolved layout rustdoc shows.
///
/// ```
/// use cute_layout::prelude::*;
/// layouts! {
///     /// A 128x64 row-major tile of shared memory, divided into 32x8 blocks.
///     pub type SmemTiled = logical_divide((128,64):(64,1), (32,8));
///     pub type Tile = (2,2):(1,2);
///     pub type Blocked = blocked_product(Tile, (3,4):(4,1));
/// }
/// // CuTe's answer (the project's corpus, tests/data/cute_cases.txt):
/// assert_eq!(Blocked::default().to_string(), "((_2,_3),(_2,_4)):((_1,_16),(_2,_4))");
/// ```
///
/// Each right-hand side is CuTe's function syntax over CuTe notation and the aliases above it.
/// The macro evaluates it while it expands, emits the concrete `Layout<...>` type with the
/// result in CuTe notation (and its table) as documentation, and asserts at compile time that
/// the trait-level result of the same expression is that type.
///
/// The expression is parsed by `cute_layout_dynamic::parse_expr`. Operations: those of
/// `cute_layout_dynamic::OPERATIONS`, including `local_tile(layout, tiler, coord)` and
/// `local_partition(layout, thread_layout, thread)`; for `slice`, `local_tile` and
/// `local_partition` the doc line also gives the offset where the result starts. Every
/// operation is cross-checked against its type-level alias, except `make_layout(shape)` (the
/// literal's own meaning) and the integer queries `size`, `cosize`, `rank`, `depth` and
/// `crd2idx`, which have no type-level alias: where they appear as arguments, their value is
/// used as it is.
#[proc_macro]
pub fn layouts(input: TokenStream) -> TokenStream {
    alias::expand(input.into()).into()
}

/// Declares the checks of `cute-layout`'s algebra, so that a failing check's error names the
/// operation the user wrote and prints its numbers in decimal. Used by `cute-layout` itself
/// (the output names its crate-private decimal conversion); not meant for other crates.
#[proc_macro]
pub fn op_checks(input: TokenStream) -> TokenStream {
    match checks::expand(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
