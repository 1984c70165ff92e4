//! Procedural macros of `cute-layout`: CuTe notation in type position.
//!
//! Use them through `cute_layout` (`cute_layout::layout!` etc.), which re-exports them.

use proc_macro::TokenStream;
use proc_macro2::Span;

use cute_layout_dynamic::{Layout, Value};

mod alias;
mod banks;
mod checks;
mod emit;
#[cfg(test)]
mod fuzz_gen;
mod gmma;
mod notation;
mod value;

use notation::{check_shape, err, has_static_marker, parse_value, Allow, Cursor};

fn expand(
    input: TokenStream,
    f: impl FnOnce(&mut Cursor) -> notation::Result<proc_macro2::TokenStream>,
) -> TokenStream {
    let input = proc_macro2::TokenStream::from(input);
    let mut c = Cursor::new(input.clone(), Span::call_site());
    c.mixed = has_static_marker(&input);
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
///
/// Run-time leaves: in every type macro (`layout!`, `shape!`, `stride!`, `tile!`, `crd!`) the
/// leaf `Dyn` is a run-time integer ([`Dyn`]). Text as CuTe prints it can be pasted too: when
/// some leaf is written `_N` (or `_-N`), the whole input reads in CuTe's print notation, where
/// `_N` is static and a plain `N` a run-time leaf. Without any `_N`, every integer is static.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{typenum::U128, Dyn};
/// fn same<A, B>() -> bool { core::any::type_name::<A>() == core::any::type_name::<B>() }
/// assert!(same::<layout!((Dyn, _128):(_1, Dyn)), Layout<(Dyn, U128), (U1, Dyn)>>());
/// assert!(same::<layout!((300, _128):(_1, 300)), Layout<(Dyn, U128), (U1, Dyn)>>());
/// assert!(same::<layout!((Dyn, 4)), Layout<(Dyn, U4), (U1, Dyn)>>());
/// assert!(same::<layout!((300, 128):(1, 300)), layout!((_300, _128):(_1, _300))>());
/// ```
///
/// A swizzled layout is written as CuTe prints one, `Sw<B,M,S> o offset o layout`, or
/// `Sw<B,M,S> o layout` for offset 0; it is the main crate's `ComposedLayout`, the type
/// `Composition<Swizzle<B, M, S>, L>` names:
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::typenum::U3;
/// type Atom = layout!(Sw<3,3,3> o (8,64):(64,1));
/// assert_eq!(Atom::default().to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
/// let _: Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))> = Atom::default();
/// type Printed = layout!(Sw<3,3,3> o _0 o (_8,_64):(_64,_1));
/// let _: Atom = Printed::default();
/// ```
///
/// [`Dyn`]: https://docs.rs/cute-layout/latest/cute_layout/struct.Dyn.html
#[proc_macro]
pub fn layout(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "a layout `Shape:Stride` or a shape, e.g. `(2,3):(1,4)`")?;
        if c.peek_ident("Sw") {
            return swizzled_layout(c);
        }
        let start = c.span();
        let (v, span) = parse_value(c, Allow::Any)?;
        c.expect_end("the layout")?;
        let l = match v {
            Value::Layout(l) => l,
            Value::Tiler(_) => return err(span, "a tiler `<...>` is not a layout; use `tile!`"),
            other => {
                let at = span.join(start).unwrap_or(span);
                match Layout::column_major(check_shape(&other, at, c.mixed)?) {
                    Ok(l) => l,
                    Err(e) => return err(at, e.to_string()),
                }
            }
        };
        Ok(emit::layout(&l))
    })
}

/// `layout!(Sw<B,M,S> o ...)`: the text in CuTe's notation, read by the dynamic crate's parser
/// (whose composed layouts are CuTe's), then the type of the composed layout.
fn swizzled_layout(c: &mut Cursor) -> notation::Result<proc_macro2::TokenStream> {
    let span = c.span();
    // The text, and where each token starts in it (a parse error points at its token).
    let (mut text, mut starts) = (String::new(), Vec::new());
    while let Some(t) = c.next() {
        starts.push((text.len(), t.span()));
        text.push_str(&t.to_string());
        // Words apart (`o 4 o`), a sign against its number (`-3`).
        if !matches!(t, proc_macro2::TokenTree::Punct(_)) {
            text.push(' ');
        }
    }
    let notation = if c.mixed {
        cute_layout_dynamic::Notation::Mixed
    } else {
        cute_layout_dynamic::Notation::AllStatic
    };
    match cute_layout_dynamic::parse_value_in(&text, notation) {
        Ok(Value::Composed(l)) => emit::composed(&l).or_else(|e| err(span, e)),
        // CuTe's `composition(Sw<0,M,S>, L)` is `L` itself (write the offset, `Sw<0,M,S> o _0
        // o L`, for the composed layout CuTe prints).
        Ok(Value::Layout(l)) => Ok(emit::layout(&l)),
        Ok(Value::Swizzle(_)) => err(
            span,
            "a swizzle alone is not a layout: write `Sw<B,M,S> o layout` (or use `Swizzle<B, M, S>`)",
        ),
        Ok(other) => err(span, format!("expected `Sw<B,M,S> o layout`, found {other}")),
        Err(e) => {
            let at = starts
                .iter()
                .rev()
                .find(|(start, _)| *start <= e.at)
                .map_or(span, |x| x.1);
            let at = if e.at >= text.trim_end().len() { c.end } else { at };
            err(at, format!("in a swizzled layout `Sw<B,M,S> o layout`: {}", e.message))
        }
    }
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
        Ok(emit::int_tuple(&check_shape(&v, span, c.mixed)?))
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
/// (keep the mode): `tile!(3:4, 8:2)`, `tile!(4, 8)`, `tile!(_, <2:1, 4>)`. The whole tiler may
/// also be written as CuTe prints it, in one `<...>`: `tile!(<3:4, 8:2>)` is `tile!(3:4, 8:2)`
/// (as in `make_tile!`).
///
/// ```
/// use cute_layout::prelude::*;
/// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
/// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
/// fn same<A, B>() -> bool { core::any::type_name::<A>() == core::any::type_name::<B>() }
/// assert!(same::<tile!(<3:4, 8:2>), tile!(3:4, 8:2)>());
/// assert!(same::<tile!(<_3:_4, _8:_2>), tile!(3:4, 8:2)>());
/// ```
#[proc_macro]
pub fn tile(input: TokenStream) -> TokenStream {
    expand(input, |c| {
        nonempty(c, "one tiler per mode, e.g. `3:4, 8:2` or `4, 8`")?;
        let mut items = Vec::new();
        loop {
            let (v, span) = parse_value(c, Allow::Any)?;
            // The whole tiler in one `<...>`, as CuTe prints it: its modes are the tiler's.
            if let (true, true, Value::Tiler(modes)) = (items.is_empty(), c.at_end(), &v) {
                for m in modes {
                    positive_extents(m, span, c.mixed)?;
                }
                return Ok(emit::tuple(modes.iter().map(emit::value).collect()));
            }
            positive_extents(&v, span, c.mixed)?;
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

/// A tiler's mode that is an extent (or a tuple of them) must be positive.
fn positive_extents(v: &Value, span: Span, mixed: bool) -> notation::Result<()> {
    match v.to_int_tuple() {
        Some(t) if t.leaves().iter().any(|&x| x <= 0) => err(
            span,
            format!(
                "extent {} in a tiler must be positive",
                notation::show(&t, mixed)
            ),
        ),
        _ => Ok(()),
    }
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

/// A layout value from CuTe's print notation, with run-time leaves: `make_layout!((m, _128):(_1, m))`.
///
/// Leaves: `_N` (`_-N`) is a static integer (a typenum value), a plain integer literal `300` a
/// run-time [`Dyn`]`(300)` (so CuTe's printed text pastes back as the same layout), and any
/// other Rust expression (`m`, `m * 2`, `k as i64`, `{ ... }`) a run-time `Dyn::from(expr)`.
/// Parentheses make tuples (modes). A shape alone is CuTe's column-major `make_layout(shape)`:
/// the strides are the prefix products of the extents, static while every factor is static,
/// and a static `_1` extent gets stride `_0`, as in CuTe. A second argument picks the order as
/// CuTe's tags do: `make_layout!((m, k), LayoutLeft)` (the same column-major layout) or
/// `make_layout!((m, k), LayoutRight)` (row-major, last index fastest at every level).
///
/// ```
/// use cute_layout::prelude::*;
/// let m = 300;
/// let a = make_layout!((m, _128):(_1, m));
/// assert_eq!(a.to_string(), "(300,_128):(_1,300)");
/// assert_eq!(make_layout!((300, _128):(_1, 300)), a);
/// assert_eq!(make_layout!((m, (_4, m / 100))).to_string(), "(300,(_4,3)):(_1,(300,1200))");
/// assert_eq!(make_layout!((_2, _4)).to_string(), "(_2,_4):(_1,_2)");
/// assert_eq!(make_layout!(_8:_-1).to_string(), "_8:_-1");
/// assert_eq!(make_layout!((m, 200), LayoutRight).to_string(), "(300,200):(200,_1)");
/// assert_eq!(make_layout!((_1, m), LayoutLeft).to_string(), "(_1,300):(_0,_1)");
/// ```
///
/// [`Dyn`]: https://docs.rs/cute-layout/latest/cute_layout/struct.Dyn.html
#[proc_macro]
pub fn make_layout(input: TokenStream) -> TokenStream {
    expand_value(input, value::make_layout)
}

/// A shape value from CuTe's print notation (leaves as in [`make_layout!`]).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::IntTupleValue;
/// let k = 7i64;
/// assert_eq!(make_shape!((300, (_4, k))).cute_string(), "(300,(_4,7))");
/// assert_eq!(make_shape!(_8).cute_string(), "_8");
/// ```
#[proc_macro]
pub fn make_shape(input: TokenStream) -> TokenStream {
    expand_value(input, value::make_shape)
}

/// A stride value from CuTe's print notation (leaves as in [`make_layout!`]); strides may be
/// zero or negative.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::IntTupleValue;
/// let m = 300usize;
/// assert_eq!(make_stride!((_1, (m, _-2, 0))).cute_string(), "(_1,(300,_-2,0))");
/// ```
#[proc_macro]
pub fn make_stride(input: TokenStream) -> TokenStream {
    expand_value(input, value::make_stride)
}

/// A tiler value: one tiler per mode, each a layout, an extent, `_` or a nested tiler. Accepts
/// CuTe's print `<_32:_1, _8:_1>`, a tuple `(m:_1, _8)`, or the bare list `m:_1, _8` (as
/// [`tile!`]); leaves as in [`make_layout!`]. A variable in a mode's place is a run-time extent
/// or a tiler it holds (a layout: `make_tile!(a, b)` is CuTe's `make_tile(a, b)`); so is any
/// other expression, a qualified path `<layout!(8:3)>::new()` too.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{Dyn, Underscore};
/// let t = make_tile!(<_32:_1, _8:_1>);
/// assert_eq!(t, (make_layout!(_32:_1), make_layout!(_8:_1)));
/// assert_eq!(format!("{} {}", t.0, t.1), "_32:_1 _8:_1");
/// let m = 32;
/// assert_eq!(make_tile!((m:1, _8)), (make_layout!(32:1), U8::new()));
/// assert_eq!(make_tile!(_, <_2:_1, m>), (Underscore, (make_layout!(_2:_1), Dyn(32))));
/// // Layouts held in variables, as CuTe's `make_tile(a, b)` (the answers are CuTe's):
/// let l = make_layout!((_9,(_4,_8)):(_59,(_13,_1)));
/// let (a, b) = (make_layout!(_3:_3), make_layout!((_2,_4):(_1,_8)));
/// assert_eq!(l.logical_divide(make_tile!(a, b)).to_string(),
///            "((_3,_3),((_2,_4),(_2,_2))):((_177,_59),((_13,_2),(_26,_1)))");
/// let n = 3;
/// let c = make_layout!(n:_3);
/// assert_eq!(l.zipped_divide(make_tile!(c, b)).to_string(),
///            "((3,(_2,_4)),((_3,1),(_2,_2))):((_177,(_13,_2)),((_59,531),(_26,_1)))");
/// // A static layout written in place, as CuTe's `Tile<Layout<_8,_3>, Layout<_4,_2>>{}`:
/// let t = make_tile!(<layout!(8:3)>::new(), <layout!(4:2)>::new());
/// assert_eq!(print_tile(&t), "(_8:_3,_4:_2)");
/// ```
#[proc_macro]
pub fn make_tile(input: TokenStream) -> TokenStream {
    expand_value(input, value::make_tile)
}

/// A coordinate value: leaves as in [`make_layout!`], and `_` ([`Underscore`]) for a mode
/// kept whole.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::{Dyn, Underscore};
/// let i = 5;
/// assert_eq!(make_coord!((i, (_, _2))), (Dyn(5), (Underscore, U2::new())));
/// ```
///
/// [`Underscore`]: https://docs.rs/cute-layout/latest/cute_layout/struct.Underscore.html
#[proc_macro]
pub fn make_coord(input: TokenStream) -> TokenStream {
    expand_value(input, value::make_coord)
}

fn expand_value(
    input: TokenStream,
    f: impl FnOnce(proc_macro2::TokenStream) -> notation::Result<proc_macro2::TokenStream>,
) -> TokenStream {
    match f(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
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
///
/// Swizzles (`Sw<B,M,S>`) and CuTe's composed layouts (`Sw<B,M,S> o offset o layout`, or
/// `Sw<B,M,S> o layout` for offset 0) are values too: an alias of one is the main crate's
/// `swizzle::ComposedLayout<Swizzle<B, M, S>, Offset, Layout<..>>` (a slice that misses the
/// swizzle's bits decays to a plain `Layout`, as in CuTe). The operations CuTe defines on
/// composed layouts by their inner layout (composition, divides, products, `coalesce`,
/// `flatten`, the inverses, `slice`) are cross-checked against the type level; the others
/// (`upcast`, `downcast`, `recast`, `tile_to_shape`, `local_tile`, ...) are evaluated only.
///
/// ```
/// use cute_layout::prelude::*;
/// layouts! {
///     /// SM80's fp16 shared-memory atom: 8 rows of 64 halves, swizzled.
///     pub type Atom = Sw<3,3,3> o (8,64):(64,1);
///     pub type Smem = tile_to_shape(Atom, (128,64));
///     pub type Blocks = zipped_divide(Atom, (4,8));
///     pub type Row3 = slice((3,_), Atom);
///     pub type Wide = upcast(Atom, 2);
/// }
/// // CuTe's answers (the project's corpus, tests/data/swizzle_cases.txt):
/// assert_eq!(Atom::default().to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
/// assert_eq!(Smem::default().to_string(),
///            "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))");
/// assert_eq!(Row3::default().to_string(), "((_8,_4,_2)):((_1,_-8,_32))");
/// assert_eq!(Wide::default().to_string(), "Sw<3,2,3> o _0 o (_8,_32):(_32,_1)");
/// let _: cute_layout::swizzle::ComposedLayout<cute_layout::swizzle::Swizzle<U3, U3, U3>, U0, _> =
///     Blocks::default();
/// ```
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

/// Declares CuTe's names of the SM90 GMMA atoms as aliases of `cute-layout`'s GMMA type, from a
/// table of families. Used by `cute-layout` itself; not meant for other crates.
#[doc(hidden)]
#[proc_macro]
pub fn gmma_atoms(input: TokenStream) -> TokenStream {
    match gmma::expand(input.into()) {
        Ok(ts) => ts.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

/// Fails `cargo check` when an access to shared memory has bank conflicts:
/// `assert_conflict_free!(Smem, T, Access, bits)` with `Smem` a static shared-memory layout
/// (plain or swizzled), `T` its element type, `Access` the (thread, value) -> index layout of
/// the access and `bits` (8 to 128, or a typenum) what each thread moves per instruction. The
/// error's first line names the access, the layout, the number of ways and two threads with
/// their byte offsets and bank; the counting is
/// [`banks::BankConflicts`](../cute_layout/banks/struct.BankConflicts.html)'s.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::assert_conflict_free;
/// use cute_layout::atom::Half;
/// use cute_layout::swizzle::Swizzle;
/// // ldmatrix-style row reads of a swizzled 8x64 tile of halves: conflict-free.
/// assert_conflict_free!(Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>, Half, layout!(((8,4),8):((1,64),8)), 128);
/// ```
#[proc_macro]
pub fn assert_conflict_free(input: TokenStream) -> TokenStream {
    match syn::parse::<banks::Args>(input).and_then(banks::expand) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}
