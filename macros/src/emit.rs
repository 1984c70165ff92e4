//! Rust types for values of CuTe notation.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use cute_layout_dynamic::{ComposedLayout, IntTuple, Layout, Leaf, Swizzle, Value};

/// Values with a named typenum alias used here: `U0..=U1024` and the powers of two.
fn has_alias(v: u64) -> bool {
    v <= 1024 || (v.is_power_of_two() && v <= 1 << 62)
}

/// The typenum unsigned type of `v`.
pub fn unsigned(v: u64) -> TokenStream {
    if has_alias(v) {
        let id = format_ident!("U{}", v);
        return quote!(::cute_layout::typenum::consts::#id);
    }
    // Binary: the most significant bit innermost.
    let mut t = quote!(::cute_layout::typenum::UTerm);
    for bit in (0..64 - v.leading_zeros()).rev() {
        let b = if (v >> bit) & 1 == 1 {
            quote!(::cute_layout::typenum::B1)
        } else {
            quote!(::cute_layout::typenum::B0)
        };
        t = quote!(::cute_layout::typenum::UInt<#t, #b>);
    }
    t
}

/// The typenum integer leaf for `v` (unsigned, or `NInt` when negative).
pub fn int(v: i64) -> TokenStream {
    if v >= 0 {
        unsigned(v as u64)
    } else {
        let m = unsigned(v.unsigned_abs());
        quote!(::cute_layout::typenum::NInt<#m>)
    }
}

/// The type of a leaf: its typenum integer, or `Dyn` for a run-time leaf.
pub fn leaf(v: &Leaf) -> TokenStream {
    if v.is_static {
        int(v.value)
    } else {
        quote!(::cute_layout::Dyn)
    }
}

/// The Rust tuple type of a list of element types (a 1-tuple keeps its comma).
pub fn tuple(items: Vec<TokenStream>) -> TokenStream {
    quote!((#(#items,)*))
}

pub fn int_tuple(t: &IntTuple) -> TokenStream {
    match t {
        IntTuple::Int(v) => leaf(v),
        IntTuple::Tuple(m) => tuple(m.iter().map(int_tuple).collect()),
    }
}

pub fn layout(l: &Layout) -> TokenStream {
    let s = int_tuple(l.shape());
    let d = int_tuple(l.stride());
    quote!(::cute_layout::Layout<#s, #d>)
}

/// `Swizzle<B, M, S>`.
pub fn swizzle(s: &Swizzle) -> TokenStream {
    let (b, m, sh) = (
        unsigned(s.bits() as u64),
        unsigned(s.base() as u64),
        int(s.shift()),
    );
    quote!(::cute_layout::swizzle::Swizzle<#b, #m, #sh>)
}

/// `ComposedLayout<Swizzle<B, M, S>, Offset, Layout<..>>`, or why the type level has none: a
/// layout after a swizzle (CuTe's `L o -K o Sw`), or a negative or run-time offset.
pub fn composed(c: &ComposedLayout) -> Result<TokenStream, String> {
    let (Some(sw), Some(l)) = (c.swizzle(), c.layout()) else {
        return Err(format!(
            "{c} is a layout after a swizzle, which cute-layout's ComposedLayout type cannot hold \
             (its outer function is a swizzle)"
        ));
    };
    let k = c.offset();
    if !k.is_static || k.value < 0 {
        return Err(format!(
            "{c} has the offset {k}; cute-layout's ComposedLayout type takes a static offset >= 0"
        ));
    }
    let (sw, off, l) = (swizzle(&sw), unsigned(k.value as u64), layout(l));
    Ok(quote!(::cute_layout::swizzle::ComposedLayout<#sw, #off, #l>))
}

/// Any value: IntTuple, layout, tiler (tuple of values), `_`, swizzle, composed layout (`()`
/// for one the type level cannot hold, see [`composed`]).
pub fn value(v: &Value) -> TokenStream {
    match v {
        Value::Int(i) => leaf(i),
        Value::Under => quote!(::cute_layout::Underscore),
        Value::Tuple(m) | Value::Tiler(m) => tuple(m.iter().map(value).collect()),
        Value::Layout(l) => layout(l),
        Value::Swizzle(s) => swizzle(s),
        Value::Composed(c) => composed(c).unwrap_or_else(|_| quote!(())),
    }
}
