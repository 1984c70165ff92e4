//! `layouts! { pub type Name = <expr>; ... }`: aliases whose resolved layout rustdoc can show.
//!
//! Each expression (CuTe's function syntax over CuTe notation and earlier aliases) is evaluated
//! with `cute-layout-dynamic` while the macro expands. The alias is emitted as the concrete
//! `Layout<...>` type with a doc line in CuTe notation, and a compile-time assertion checks
//! that the trait-level result of the same expression is that very type.

use std::collections::HashMap;

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Attribute, Ident, Token, Visibility};

use cute_layout_dynamic::{parse_expr, Expr, Layout, Value};

use crate::emit;
use crate::notation::Error;

/// One `pub type Name = expr;` item.
struct Item {
    attrs: Vec<Attribute>,
    vis: Visibility,
    name: Ident,
    expr: TokenStream,
    semi: Span,
}

struct Items(Vec<Item>);

impl Parse for Items {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut items = Vec::new();
        while !input.is_empty() {
            let attrs = input.call(Attribute::parse_outer)?;
            let vis: Visibility = input.parse()?;
            input.parse::<Token![type]>()?;
            let name: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            let mut expr = TokenStream::new();
            let semi = loop {
                if input.is_empty() {
                    return Err(input.error("expected `;` after the expression"));
                }
                if input.peek(Token![;]) {
                    break input.parse::<Token![;]>()?.span;
                }
                let tt: TokenTree = input.parse()?;
                expr.extend([tt]);
            };
            if expr.is_empty() {
                return Err(syn::Error::new(
                    name.span(),
                    "expected an expression after `=`",
                ));
            }
            items.push(Item {
                attrs,
                vis,
                name,
                expr,
                semi,
            });
        }
        Ok(Items(items))
    }
}

/// The expression's tokens as text for `cute_layout_dynamic::parse_expr` (the one expression
/// parser), with the span of the token at each byte offset, so that errors point at the tokens.
struct Source {
    text: String,
    spans: Vec<(usize, Span)>,
    end: Span,
}

impl Source {
    fn new(ts: TokenStream, end: Span) -> Source {
        let mut src = Source {
            text: String::new(),
            spans: Vec::new(),
            end,
        };
        src.push(ts);
        src
    }

    fn push(&mut self, ts: TokenStream) {
        for tt in ts {
            match tt {
                TokenTree::Group(g) => {
                    let (open, close) = match g.delimiter() {
                        Delimiter::Parenthesis => ("(", ")"),
                        Delimiter::Bracket => ("[", "]"),
                        Delimiter::Brace => ("{", "}"),
                        Delimiter::None => ("", ""),
                    };
                    self.spans.push((self.text.len(), g.span_open()));
                    self.text.push_str(open);
                    self.push(g.stream());
                    self.spans.push((self.text.len(), g.span_close()));
                    self.text.push_str(close);
                }
                TokenTree::Punct(p) => {
                    self.spans.push((self.text.len(), p.span()));
                    self.text.push(p.as_char());
                }
                other => {
                    // Keep two words apart (`a b` must not read as `ab`).
                    if self
                        .text
                        .bytes()
                        .last()
                        .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
                    {
                        self.text.push(' ');
                    }
                    self.spans.push((self.text.len(), other.span()));
                    self.text.push_str(&other.to_string());
                }
            }
        }
    }

    /// The span of the token at byte `at` (the end of the input past the last token).
    fn span(&self, at: usize) -> Span {
        if at >= self.text.len() {
            return self.end;
        }
        self.spans
            .iter()
            .rev()
            .find(|(start, _)| *start <= at)
            .map_or(self.end, |x| x.1)
    }
}

/// What a position of an operation expects.
#[derive(Clone, Copy)]
enum Pos {
    Layout,
    Tiler,
    Tuple,
}

struct Typer<'a> {
    names: &'a HashMap<String, (Ident, Value)>,
}

impl Typer<'_> {
    fn value_of(&self, e: &Expr) -> Option<Value> {
        let names = |n: &str| self.names.get(n).map(|x| x.1.clone());
        e.eval(&names).ok()
    }

    /// The trait-level type of `e` in position `pos`.
    fn ty(&self, e: &Expr, pos: Pos) -> TokenStream {
        match e {
            Expr::Name(n, _) => {
                let id = &self.names[n].0;
                quote!(#id)
            }
            Expr::Lit(v, _) => match (pos, v) {
                (Pos::Layout, Value::Int(_) | Value::Tuple(_)) => {
                    let t = v.to_int_tuple().expect("integers");
                    match Layout::column_major(t) {
                        Ok(l) => emit::layout(&l),
                        Err(_) => emit::value(v),
                    }
                }
                _ => emit::value(v),
            },
            Expr::Tiler(parts, _) => {
                emit::tuple(parts.iter().map(|p| self.ty(p, Pos::Tiler)).collect())
            }
            Expr::Call(op, args, _) => self.call(op, args, pos),
        }
    }

    /// `true` when argument `e` is a swizzle or a composed layout.
    fn is_swizzled(&self, e: &Expr) -> bool {
        matches!(
            self.value_of(e),
            Some(Value::Swizzle(_) | Value::Composed(_))
        )
    }

    fn call(&self, op: &str, a: &[Expr], pos: Pos) -> TokenStream {
        let l = |i: usize| self.ty(&a[i], Pos::Layout);
        let t = |i: usize| self.ty(&a[i], Pos::Tiler);
        let u = |i: usize| self.ty(&a[i], Pos::Tuple);
        let alias = |name: &str| format_ident!("{}", name);
        // With a swizzle or a composed layout, the type level is cross-checked for the
        // operations it defines on them (CuTe's `layout_composed.hpp`); the others are
        // evaluated only.
        let swizzled = a.iter().any(|x| self.is_swizzled(x));
        let checked = !swizzled
            || matches!(
                op,
                "composition"
                    | "logical_divide"
                    | "zipped_divide"
                    | "tiled_divide"
                    | "flat_divide"
                    | "blocked_product"
                    | "raked_product"
                    | "flatten"
                    | "right_inverse"
                    | "left_inverse"
                    | "slice"
            )
            || (op == "coalesce" && a.len() == 1)
            // A layout times a composed layout (CuTe's `logical_product(Layout, ComposedLayout)`
            // and its regroupings) is evaluated only.
            || (matches!(
                op,
                "logical_product" | "zipped_product" | "tiled_product" | "flat_product"
            ) && a.len() == 2
                && !self.is_swizzled(&a[1]));
        let two_swizzles = a.len() == 2
            && a.iter()
                .all(|x| matches!(self.value_of(x), Some(Value::Swizzle(_))));
        match (op, a.len()) {
            _ if !checked || two_swizzles => self.evaluated(op, a, pos),
            ("composition", 2) if self.is_swizzled(&a[1]) => {
                let (l0, l1) = (l(0), l(1));
                quote!(::cute_layout::swizzle::ComposeSwizzle<#l0, #l1>)
            }
            ("composition", 2) => {
                let l0 = l(0);
                let t1 = t(1);
                quote!(::cute_layout::Composition<#l0, #t1>)
            }
            // A TiledMMA of a CuTe atom without template arguments (the SM70 to SM80 atoms):
            // the trait-level TiledMMA's layout.
            ("layout_a_tv" | "layout_b_tv" | "layout_c_tv", 1..=3) if matches!(&a[0], Expr::Name(n, _) if n.starts_with("SM") && !n.starts_with("SM90")) =>
            {
                let Expr::Name(atom, _) = &a[0] else {
                    unreachable!("matched above")
                };
                let atom = format_ident!("{}", atom);
                let mut args = vec![quote!(::cute_layout::atom::#atom)];
                if a.len() > 1 {
                    args.push(l(1));
                }
                if a.len() > 2 {
                    args.push(t(2));
                }
                let assoc = format_ident!("Layout{}_TV", op[7..8].to_uppercase());
                quote!(<::cute_layout::atom::TiledMMA<#(#args),*> as ::cute_layout::atom::TiledMmaOp>::#assoc)
            }
            ("complement", 2) => {
                let l0 = l(0);
                let u1 = u(1);
                quote!(::cute_layout::Complement<#l0, #u1>)
            }
            (
                "logical_divide" | "zipped_divide" | "tiled_divide" | "flat_divide"
                | "logical_product" | "zipped_product" | "tiled_product" | "flat_product",
                2,
            ) => {
                let name = alias(&camel(op));
                let (x, y) = (l(0), t(1));
                quote!(::cute_layout::#name<#x, #y>)
            }
            ("blocked_product" | "raked_product", 2) => {
                let name = alias(&camel(op));
                let (x, y) = (l(0), l(1));
                quote!(::cute_layout::#name<#x, #y>)
            }
            // One layout: the camel-cased alias of the layout (`ShapeOf`, `StrideOf` for the
            // accessors).
            ("coalesce" | "complement" | "flatten" | "right_inverse" | "left_inverse", 1) => {
                let (name, l0) = (alias(&camel(op)), l(0));
                quote!(::cute_layout::#name<#l0>)
            }
            ("shape" | "stride", 1) => {
                let (name, l0) = (alias(&format!("{}Of", camel(op))), l(0));
                quote!(::cute_layout::#name<#l0>)
            }
            ("coalesce" | "coalesce_by", 2) => {
                let l0 = l(0);
                let u1 = u(1);
                quote!(::cute_layout::CoalesceBy<#l0, #u1>)
            }
            // A coordinate of a layout: `Slice<L, C>`, `Dice<L, C>`.
            ("slice" | "dice", 2) => {
                let (name, l1, u0) = (alias(&camel(op)), l(1), u(0));
                quote!(::cute_layout::#name<#l1, #u0>)
            }
            ("local_tile", 3) => {
                let (l0, t1) = (l(0), t(1));
                let c2 = self.coord_type(&a[2]);
                quote!(::cute_layout::tensor::LocalTile<#l0, #t1, #c2>)
            }
            ("local_partition", 3) => {
                let (l0, l1) = (l(0), l(1));
                quote!(::cute_layout::tensor::LocalPartition<#l0, #l1>)
            }
            ("make_layout", 2)
                if a.iter()
                    .all(|x| matches!(self.value_of(x), Some(Value::Int(_) | Value::Tuple(_)))) =>
            {
                let (u0, u1) = (u(0), u(1));
                quote!(::cute_layout::Layout<#u0, #u1>)
            }
            ("idx2crd", 2) => {
                let u0 = u(0);
                let u1 = u(1);
                quote!(::cute_layout::Idx2Crd<#u0, #u1>)
            }
            ("make_layout", n)
                if n >= 1
                    && a.iter()
                        .all(|x| matches!(self.value_of(x), Some(Value::Layout(_))))
                    && !matches!(
                        a[0],
                        Expr::Lit(Value::Tuple(_), _) | Expr::Lit(Value::Int(_), _)
                    ) =>
            {
                let parts: Vec<_> = (0..n).map(l).collect();
                let tuple = emit::tuple(parts);
                quote!(::cute_layout::MakeLayout<#tuple>)
            }
            // Not cross-checked (no type-level alias): `make_layout(shape)` (the literal's own
            // meaning) and the integer queries `size`, `cosize`, `rank`, `depth`, `crd2idx`
            // used as arguments: their value itself.
            _ => self.evaluated(op, a, pos),
        }
    }

    /// The type of the value of `op(a...)`, not cross-checked.
    fn evaluated(&self, op: &str, a: &[Expr], pos: Pos) -> TokenStream {
        let call = Expr::Call(op.to_string(), a.to_vec(), 0);
        match (self.value_of(&call), pos) {
            (Some(Value::Layout(v)), _) => emit::layout(&v),
            (Some(v), Pos::Layout) => match v.to_int_tuple() {
                Some(tu) => match Layout::column_major(tu) {
                    Ok(l) => emit::layout(&l),
                    Err(_) => emit::value(&v),
                },
                None => emit::value(&v),
            },
            (Some(v), _) => emit::value(&v),
            (None, _) => quote!(()),
        }
    }
}

impl Typer<'_> {
    /// The run-time coordinate type `local_tile` takes: `usize` leaves, `Underscore` for `_`.
    fn coord_type(&self, e: &Expr) -> TokenStream {
        fn go(v: &Value) -> TokenStream {
            match v {
                Value::Under => quote!(::cute_layout::Underscore),
                Value::Tuple(m) => emit::tuple(m.iter().map(go).collect()),
                _ => quote!(usize),
            }
        }
        self.value_of(e).map_or_else(|| quote!(usize), |v| go(&v))
    }
}

fn camel(op: &str) -> String {
    op.split('_')
        .map(|w| w[..1].to_uppercase() + &w[1..])
        .collect()
}

/// The doc text for a resolved value: CuTe notation (and where a slice starts), and a picture
/// for small layouts.
fn resolved_docs(v: &Value, offset: Option<i64>) -> Vec<String> {
    let mut docs = vec![String::new()];
    let at = offset.map_or_else(String::new, |o| {
        format!(", starting at offset {o} of the layout it is cut from")
    });
    // CuTe's print_layout text, as a block of its own.
    let picture = |docs: &mut Vec<String>, table: String| {
        docs.push(String::new());
        docs.push("```text".into());
        docs.extend(table.lines().map(str::to_string));
        docs.push("```".into());
    };
    match v {
        Value::Layout(l) => {
            docs.push(format!(
                "Resolved layout: `{l}` (size {}, cosize {}{at}).",
                l.size(),
                l.cosize()
            ));
            if let Ok(table) = l.print_layout() {
                if l.size() <= 256 {
                    picture(&mut docs, table);
                }
            } else if l.rank() == 1 && l.size() <= 64 {
                let offs: Vec<String> = l.offsets().map(|o| o.to_string()).collect();
                docs.push(String::new());
                docs.push(format!("Offsets in index order: {}.", offs.join(", ")));
            }
        }
        Value::Composed(c) => {
            docs.push(format!(
                "Resolved composed layout: `{c}` (size {}, cosize {}{at}).",
                c.size(),
                c.cosize()
            ));
            if let (Ok(table), true) = (c.print_layout(), c.size() <= 256) {
                picture(&mut docs, table);
            }
        }
        other => docs.push(format!("Resolved: `{other}`.")),
    }
    docs
}

pub fn expand(input: TokenStream) -> TokenStream {
    let items = match syn::parse2::<Items>(input) {
        Ok(i) => i.0,
        Err(e) => return e.to_compile_error(),
    };
    let mut names: HashMap<String, (Ident, Value)> = HashMap::new();
    let mut out = TokenStream::new();
    for item in items {
        let src = Source::new(item.expr.clone(), item.semi);
        let expr = match parse_expr(&src.text) {
            Ok(e) => e,
            Err(e) => {
                return Error {
                    span: src.span(e.at),
                    message: format!("layouts!: {}", e.message),
                }
                .to_compile_error()
            }
        };
        let lookup = |n: &str| names.get(n).map(|x| x.1.clone());
        let (value, offset) = match expr.eval_with_offset(&lookup) {
            Ok(v) => v,
            Err((e, at)) => {
                let span = src.span(at);
                let hint = if e.op() == "expression" && e.rule().starts_with("unknown name") {
                    ": `layouts!` can refer to the aliases defined above it in the same block"
                } else {
                    ""
                };
                return Error {
                    span,
                    message: format!("{e}{hint}"),
                }
                .to_compile_error();
            }
        };
        let concrete = match &value {
            Value::Layout(l) => emit::layout(l),
            Value::Swizzle(sw) => emit::swizzle(sw),
            Value::Composed(c) => match emit::composed(c) {
                Ok(t) => t,
                Err(why) => {
                    return Error {
                        span: src.span(expr.at()),
                        message: format!("layouts!: {why}"),
                    }
                    .to_compile_error()
                }
            },
            Value::Tuple(_) => emit::value(&value),
            Value::Int(_) => {
                return Error {
                    span: src.span(expr.at()),
                    message: "layouts!: this expression is an integer, not a layout or a shape"
                        .into(),
                }
                .to_compile_error()
            }
            _ => {
                return Error {
                    span: src.span(expr.at()),
                    message: "layouts!: expected a layout".into(),
                }
                .to_compile_error()
            }
        };
        let typer = Typer { names: &names };
        let trait_level = typer.ty(&expr, Pos::Layout);
        let Item {
            attrs, vis, name, ..
        } = item;
        let docs = resolved_docs(&value, offset);
        let notation = match &expr {
            Expr::Lit(..) => String::new(),
            _ => format!(
                "`{}`",
                item.expr
                    .to_string()
                    .replace(" , ", ", ")
                    .replace(" : ", ":")
                    .replace("( ", "(")
                    .replace(" )", ")")
            ),
        };
        let source_doc = if notation.is_empty() {
            vec![]
        } else {
            vec![String::new(), format!("Defined as {notation}.")]
        };
        out.extend(quote! {
            #(#attrs)*
            #(#[doc = #source_doc])*
            #(#[doc = #docs])*
            #vis type #name = #concrete;
            // Compiles only if the trait-level result is the same type as the evaluated one.
            const _: fn(#trait_level) -> #name = |same| same;
        });
        names.insert(name.to_string(), (name, value));
    }
    out
}
