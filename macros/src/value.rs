//! The value macros (`make_layout!`, `make_shape!`, `make_stride!`, `make_tile!`,
//! `make_coord!`): CuTe's print notation read as Rust expressions that build values.
//!
//! Leaves: `_N` / `_-N` is a static integer (a typenum value), a plain integer literal a
//! run-time [`Dyn`] with that value, any other Rust expression a run-time `Dyn::from(expr)`.
//! A parenthesized group is a tuple, `S:D` a layout, `<...>` a tiler, `_` the wildcard.
//!
//! [`Dyn`]: https://docs.rs/cute-layout/latest/cute_layout/struct.Dyn.html

use proc_macro2::{Delimiter, Spacing, Span, TokenStream, TokenTree};
use quote::{quote, quote_spanned};

use crate::emit;
use crate::notation::{err, expect_end, Result};

/// The deepest nesting accepted (as the type-position macros).
const MAX_DEPTH: usize = cute_layout_dynamic::MAX_DEPTH;

/// One parsed piece of notation.
enum Node {
    /// `_N`: a static integer.
    Static(i64, Span),
    /// `N`: a run-time integer written as a literal.
    Lit(i64, Span),
    /// Any other expression: a run-time integer computed by it.
    Expr(TokenStream, Span),
    /// `_`
    Under(Span),
    /// `(a, b, ...)`
    Tuple(Vec<Node>, Span),
    /// `S:D`
    Layout(Box<Node>, Box<Node>, Span),
    /// `<a, b, ...>`
    Tiler(Vec<Node>, Span),
}

impl Node {
    fn span(&self) -> Span {
        match self {
            Node::Static(_, s)
            | Node::Lit(_, s)
            | Node::Expr(_, s)
            | Node::Under(s)
            | Node::Tuple(_, s)
            | Node::Layout(_, _, s)
            | Node::Tiler(_, s) => *s,
        }
    }

    /// The CuTe text of the node, for messages.
    fn text(&self) -> String {
        let list = |m: &[Node], o: &str, c: &str| {
            let parts: Vec<_> = m.iter().map(Node::text).collect();
            format!("{o}{}{c}", parts.join(","))
        };
        match self {
            Node::Static(v, _) => format!("_{v}"),
            Node::Lit(v, _) => v.to_string(),
            Node::Expr(e, _) => e.to_string(),
            Node::Under(_) => "_".into(),
            Node::Tuple(m, _) => list(m, "(", ")"),
            Node::Layout(s, d, _) => format!("{}:{}", s.text(), d.text()),
            Node::Tiler(m, _) => list(m, "<", ">"),
        }
    }
}

struct Cursor {
    toks: Vec<TokenTree>,
    pos: usize,
    end: Span,
    depth: usize,
    /// Inside `<...>`: a bare `>` ends an item.
    in_tiler: bool,
}

impl Cursor {
    fn new(ts: TokenStream, end: Span, depth: usize) -> Result<Self> {
        if depth > MAX_DEPTH {
            return err(end, format!("values nest deeper than {MAX_DEPTH} levels"));
        }
        Ok(Cursor {
            toks: ts.into_iter().collect(),
            pos: 0,
            end,
            depth,
            in_tiler: false,
        })
    }

    fn peek_at(&self, k: usize) -> Option<&TokenTree> {
        self.toks.get(self.pos + k)
    }

    fn peek(&self) -> Option<&TokenTree> {
        self.peek_at(0)
    }

    fn span(&self) -> Span {
        self.peek().map_or(self.end, TokenTree::span)
    }

    fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
        matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
    }

    /// A `:` that is not half of `::`.
    fn lone_colon_at(&self, k: usize) -> bool {
        match self.peek_at(k) {
            Some(TokenTree::Punct(p)) if p.as_char() == ':' => {
                let joint_next =
                    p.spacing() == Spacing::Joint && Self::is_punct(self.peek_at(k + 1), ':');
                let joint_prev = k + self.pos > 0
                    && matches!(self.toks.get(self.pos + k - 1),
                        Some(TokenTree::Punct(q)) if q.as_char() == ':' && q.spacing() == Spacing::Joint);
                !joint_next && !joint_prev
            }
            _ => false,
        }
    }

    /// Whether the token `k` ahead ends an item: the end, `,`, a lone `:`, or `>` in a tiler.
    fn ends_item_at(&self, k: usize) -> bool {
        self.pos + k >= self.toks.len()
            || Self::is_punct(self.peek_at(k), ',')
            || self.lone_colon_at(k)
            || (self.in_tiler && Self::is_punct(self.peek_at(k), '>'))
    }
}

fn join(a: Span, b: Span) -> Span {
    a.join(b).unwrap_or(a)
}

/// The value of an unsuffixed integer literal token (`None` for any other token).
fn int_literal(tok: &TokenTree) -> Option<std::result::Result<u64, ()>> {
    let TokenTree::Literal(lit) = tok else {
        return None;
    };
    match syn::Lit::new(lit.clone()) {
        syn::Lit::Int(i) if i.suffix().is_empty() => {
            Some(i.base10_digits().parse().map_err(|_| ()))
        }
        _ => None,
    }
}

fn to_i64(v: u64, negative: bool, span: Span) -> Result<i64> {
    if negative {
        if v > i64::MAX as u64 + 1 {
            return err(span, format!("-{v} does not fit in 64 bits"));
        }
        Ok((v as i64).wrapping_neg())
    } else if v > i64::MAX as u64 {
        err(span, format!("{v} does not fit in 64 bits"))
    } else {
        Ok(v as i64)
    }
}

/// `_N` (one underscore, then digits): how CuTe prints a static `N`.
pub fn static_marker(ident: &str) -> Option<&str> {
    let digits = ident.strip_prefix('_')?;
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then_some(digits)
}

/// One item: a tiler `<...>`, or a part optionally followed by `:` and a second part.
fn parse_item(c: &mut Cursor) -> Result<Node> {
    if Cursor::is_punct(c.peek(), '<') && !qualified_path(c) {
        let open = c.span();
        c.pos += 1;
        if c.depth >= MAX_DEPTH {
            return err(open, format!("values nest deeper than {MAX_DEPTH} levels"));
        }
        let was = c.in_tiler;
        c.in_tiler = true;
        c.depth += 1;
        let mut items = Vec::new();
        let close = loop {
            if Cursor::is_punct(c.peek(), '>') {
                if items.is_empty() {
                    return err(c.span(), "empty tiler: a tiler needs at least one mode");
                }
                let close = c.span();
                c.pos += 1;
                break close;
            }
            items.push(parse_item(c)?);
            if Cursor::is_punct(c.peek(), ',') {
                c.pos += 1;
                continue;
            }
            if !Cursor::is_punct(c.peek(), '>') {
                return err(c.span(), "expected `,` or `>` in a tiler");
            }
        };
        c.depth -= 1;
        c.in_tiler = was;
        return Ok(Node::Tiler(items, join(open, close)));
    }
    let shape = parse_part(c)?;
    if c.lone_colon_at(0) {
        c.pos += 1;
        let stride = parse_part(c)?;
        let span = join(shape.span(), stride.span());
        return Ok(Node::Layout(Box::new(shape), Box::new(stride), span));
    }
    Ok(shape)
}

/// Whether the tokens from the cursor are a qualified path, `<Type>::item` (e.g.
/// `<layout!(8:3)>::new()`): an expression, not a `<...>` tiler.
fn qualified_path(c: &Cursor) -> bool {
    let mut depth = 0usize;
    let mut i = 0;
    while let Some(t) = c.peek_at(i) {
        if Cursor::is_punct(Some(t), '<') {
            depth += 1;
        } else if Cursor::is_punct(Some(t), '>') {
            // A `>` before any `<` (or the `>` of `->`, which this count takes for a closing
            // one) ends the search: not a qualified path.
            let Some(d) = depth.checked_sub(1) else {
                return false;
            };
            depth = d;
            if depth == 0 {
                return Cursor::is_punct(c.peek_at(i + 1), ':')
                    && Cursor::is_punct(c.peek_at(i + 2), ':');
            }
        }
        i += 1;
    }
    false
}

/// One part: a tuple, `_`, `_N`, an integer literal, or an expression.
fn parse_part(c: &mut Cursor) -> Result<Node> {
    let Some(tok) = c.peek().cloned() else {
        return err(c.end, "expected a value, found the end of the input");
    };
    let span = tok.span();
    match &tok {
        TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis && c.ends_item_at(1) => {
            c.pos += 1;
            let mut inner = Cursor::new(g.stream(), g.span_close(), c.depth + 1)?;
            if inner.at_end() {
                return err(g.span(), "empty tuple: a tuple needs at least one mode");
            }
            let mut items = Vec::new();
            loop {
                items.push(parse_item(&mut inner)?);
                match inner.peek() {
                    None => break,
                    Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                        inner.pos += 1;
                        if inner.at_end() {
                            break;
                        }
                    }
                    Some(t) => {
                        return err(t.span(), format!("expected `,` or `)`, found `{t}`"));
                    }
                }
            }
            crate::notation::arity(items.len(), g.span())?;
            return Ok(Node::Tuple(items, g.span()));
        }
        // A `macro_rules!` metavariable arrives in an invisible group: read what is inside.
        TokenTree::Group(g) if g.delimiter() == Delimiter::None && c.ends_item_at(1) => {
            c.pos += 1;
            let mut inner = Cursor::new(g.stream(), g.span(), c.depth + 1)?;
            let v = parse_item(&mut inner)?;
            if let Some(t) = inner.peek() {
                return err(t.span(), format!("unexpected `{t}`"));
            }
            return Ok(v);
        }
        TokenTree::Ident(i) if i == "_" => {
            if c.ends_item_at(1) {
                c.pos += 1;
                return Ok(Node::Under(span));
            }
            // `_-N`: a negative static integer.
            if Cursor::is_punct(c.peek_at(1), '-') {
                if let Some(lit) = c.peek_at(2).cloned() {
                    if let Some(v) = int_literal(&lit) {
                        if c.ends_item_at(3) {
                            c.pos += 3;
                            let at = join(span, lit.span());
                            let v =
                                v.or_else(|_| err(at, "the integer does not fit in 64 bits"))?;
                            return Ok(Node::Static(to_i64(v, true, at)?, at));
                        }
                    }
                }
                return err(
                    span,
                    "expected an integer after `_-` (CuTe's static negative `_-N`), then `,`, `:` or the end",
                );
            }
        }
        TokenTree::Ident(i) if static_marker(&i.to_string()).is_some() && !c.ends_item_at(1) => {
            return err(
                c.peek_at(1).map_or(span, TokenTree::span),
                format!("expected `,`, `:` or the end after `{i}`"),
            );
        }
        TokenTree::Ident(i) if c.ends_item_at(1) => {
            if let Some(digits) = static_marker(&i.to_string()) {
                c.pos += 1;
                let v: u64 = digits
                    .parse()
                    .or_else(|_| err(span, format!("{digits} does not fit in 64 bits")))?;
                return Ok(Node::Static(to_i64(v, false, span)?, span));
            }
        }
        TokenTree::Literal(_) if c.ends_item_at(1) => {
            if let Some(v) = int_literal(&tok) {
                c.pos += 1;
                let v = v.or_else(|_| err(span, "the integer does not fit in 64 bits"))?;
                return Ok(Node::Lit(to_i64(v, false, span)?, span));
            }
        }
        TokenTree::Punct(p) if p.as_char() == '-' && c.ends_item_at(2) => {
            if let Some(lit) = c.peek_at(1).cloned() {
                if let Some(v) = int_literal(&lit) {
                    c.pos += 2;
                    let at = join(span, lit.span());
                    let v = v.or_else(|_| err(at, "the integer does not fit in 64 bits"))?;
                    return Ok(Node::Lit(to_i64(v, true, at)?, at));
                }
            }
        }
        _ => {}
    }
    // Two parenthesized groups in a row are a layout missing its `:`, not a call.
    if let (TokenTree::Group(g), Some(TokenTree::Group(next))) = (&tok, c.peek_at(1)) {
        if g.delimiter() == Delimiter::Parenthesis && next.delimiter() == Delimiter::Parenthesis {
            return err(
                next.span(),
                format!("expected `:` before `{next}`: a layout is written `Shape:Stride`"),
            );
        }
    }
    // An expression: every token up to the end of the item. The `<...>` of a qualified path
    // (`<layout!(8:3)>::new()`) belongs to it, so its `>` ends no tiler.
    let start = c.pos;
    let mut angles = 0usize;
    while angles > 0 || !c.ends_item_at(0) {
        if c.at_end() {
            break;
        }
        // `::` stays in the expression; a `;` never belongs to one (a typo of `:`).
        if Cursor::is_punct(c.peek(), ';') {
            return err(
                c.span(),
                "unexpected `;`: modes are separated by `,`, and a layout is written `Shape:Stride`, with `:`",
            );
        }
        if Cursor::is_punct(c.peek(), '<') && qualified_path(c) {
            angles += 1;
        } else if angles > 0 && Cursor::is_punct(c.peek(), '>') {
            angles -= 1;
        }
        c.pos += 1;
    }
    if c.pos == start {
        return err(span, format!("expected a value, found `{tok}`"));
    }
    let toks: TokenStream = c.toks[start..c.pos].iter().cloned().collect();
    let last = c.toks[c.pos - 1].span();
    Ok(Node::Expr(toks, join(span, last)))
}

/// The whole input as one item.
fn parse_all(input: TokenStream, what: &str) -> Result<Node> {
    let mut c = Cursor::new(input, Span::call_site(), 0)?;
    if c.at_end() {
        return err(Span::call_site(), format!("expected {what}"));
    }
    let v = parse_item(&mut c)?;
    expect_end(c.peek(), what, "`make_shape!((m, _8))`")?;
    Ok(v)
}

/// Which leaves a position accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Shape,
    Stride,
    Coord,
}

/// Checks an IntTuple-like node for `role` (no layouts or tilers; constants in range).
fn check(n: &Node, role: Role) -> Result<()> {
    match n {
        Node::Static(v, s) | Node::Lit(v, s) => match role {
            Role::Shape if *v <= 0 => err(
                *s,
                format!("extent {v} in a shape: extents must be positive"),
            ),
            Role::Coord if *v < 0 => err(*s, format!("coordinate entry {v} is negative")),
            _ => Ok(()),
        },
        Node::Expr(..) => Ok(()),
        Node::Under(s) => match role {
            Role::Coord => Ok(()),
            Role::Shape => err(*s, "`_` is not an extent"),
            Role::Stride => err(*s, "`_` is not a stride"),
        },
        Node::Tuple(m, _) => m.iter().try_for_each(|x| check(x, role)),
        Node::Layout(_, _, s) => err(
            *s,
            match role {
                Role::Shape => "a layout `S:D` is not a shape (use `make_layout!`)",
                Role::Stride => "a layout `S:D` is not a stride (use `make_layout!`)",
                Role::Coord => "a layout `S:D` is not a coordinate",
            },
        ),
        Node::Tiler(_, s) => err(*s, "a tiler `<...>` is only allowed in `make_tile!`"),
    }
}

/// Stride congruent with shape: same tuple structure, leaf for leaf.
fn check_congruent(s: &Node, d: &Node) -> Result<()> {
    match (s, d) {
        (Node::Tuple(a, _), Node::Tuple(b, _)) if a.len() == b.len() => {
            a.iter().zip(b).try_for_each(|(x, y)| check_congruent(x, y))
        }
        (Node::Tuple(..), _) | (_, Node::Tuple(..)) => err(
            d.span(),
            format!(
                "stride {} does not have the structure of shape {} (they must be congruent)",
                d.text(),
                s.text()
            ),
        ),
        _ => Ok(()),
    }
}

/// The type of a node whose leaves are all static: a typenum integer, a tuple or a layout of
/// them (`None` when the node holds a run-time leaf or `_`).
fn static_type(n: &Node) -> Option<TokenStream> {
    match n {
        Node::Static(v, _) => Some(emit::int(*v)),
        Node::Tuple(m, _) | Node::Tiler(m, _) => {
            let tys = m.iter().map(static_type).collect::<Option<Vec<_>>>()?;
            Some(quote!((#(#tys,)*)))
        }
        Node::Layout(s, d, _) => {
            let (s, d) = (static_type(s)?, static_type(d)?);
            Some(quote!(::cute_layout::Layout<#s, #d>))
        }
        Node::Lit(..) | Node::Expr(..) | Node::Under(_) => None,
    }
}

/// Whether the standard library's `Default` reaches the node's type: its tuples, at every
/// level, have at most 12 entries (a longer one is built entry by entry).
fn defaultable(n: &Node) -> bool {
    match n {
        Node::Tuple(m, _) | Node::Tiler(m, _) => m.len() <= 12 && m.iter().all(defaultable),
        Node::Layout(s, d, _) => defaultable(s) && defaultable(d),
        _ => true,
    }
}

/// The value of the zero-sized type `ty`.
fn zero_sized(ty: &TokenStream, span: Span) -> TokenStream {
    quote_spanned!(span=> <#ty as ::core::default::Default>::default())
}

/// The Rust expression of a node. A part whose leaves are all static is one zero-sized value,
/// `<T as Default>::default()` of its type, rather than one constructor call per leaf: the
/// compiler checks one expression instead of one per leaf.
fn emit(n: &Node) -> TokenStream {
    if let Some(ty) = static_type(n).filter(|_| defaultable(n)) {
        return zero_sized(&ty, n.span());
    }
    match n {
        Node::Static(v, s) => zero_sized(&emit::int(*v), *s),
        Node::Lit(v, s) => quote_spanned!(*s=> ::cute_layout::Dyn(#v)),
        Node::Expr(e, s) => quote_spanned!(*s=> {
            #[allow(unused_imports)]
            use ::cute_layout::{DynLeafExpr as _, StaticLeafExpr as _};
            (&&::cute_layout::LeafExpr(#e)).leaf()
        }),
        Node::Under(s) => quote_spanned!(*s=> ::cute_layout::Underscore),
        Node::Tuple(m, _) | Node::Tiler(m, _) => {
            let items = m.iter().map(emit);
            quote!((#(#items,)*))
        }
        Node::Layout(s, d, _) => {
            let (s, d) = (emit(s), emit(d));
            quote!(::cute_layout::Layout::from_parts(#s, #d))
        }
    }
}

/// The layout of a shape alone, with the stride order CuTe's tag names: a call of the crate's
/// `make_layout_left` (column-major, CuTe's `make_layout(shape)` and `LayoutLeft`) or
/// `make_layout_right` (`LayoutRight`), which compute the compact strides from the shape value
/// (static while every factor is; a static `_1` extent gets stride `_0`). Each run-time extent
/// is evaluated once, in the shape value.
fn compact(shape: &Node, right: bool) -> TokenStream {
    let s = match shape {
        // One expression: a shape held in a variable, or a run-time extent.
        Node::Expr(e, s) => quote_spanned!(*s=> ::cute_layout::ShapeOrExtent::into_shape(#e)),
        _ => emit(shape),
    };
    if right {
        quote!(::cute_layout::make_layout_right(#s))
    } else {
        quote!(::cute_layout::make_layout_left(#s))
    }
}

/// The optional second argument of `make_layout!`: `LayoutLeft` or `LayoutRight` (`true`).
fn layout_tag(c: &mut Cursor) -> Result<Option<(bool, Span)>> {
    const WHAT: &str = "`LayoutLeft` or `LayoutRight`";
    let Some(comma) = c.peek().cloned() else {
        return Ok(None);
    };
    if !Cursor::is_punct(Some(&comma), ',') {
        return err(
            comma.span(),
            format!("unexpected `{comma}` after the layout"),
        );
    }
    c.pos += 1;
    let Some(tag) = c.peek().cloned() else {
        return err(
            comma.span(),
            format!("expected {WHAT} after `,` (the stride order of a shape alone)"),
        );
    };
    let right = match &tag {
        TokenTree::Ident(i) if i == "LayoutLeft" => false,
        TokenTree::Ident(i) if i == "LayoutRight" => true,
        t => {
            return err(
                t.span(),
                format!(
                    "expected {WHAT} after the shape, found `{t}`; a tuple needs its own \
                     parentheses, e.g. `make_layout!((m, k), LayoutRight)`, and a shape and a \
                     stride held in variables make a layout with `Layout::from_parts(shape, stride)`"
                ),
            )
        }
    };
    c.pos += 1;
    if Cursor::is_punct(c.peek(), ',') {
        c.pos += 1;
    }
    if let Some(t) = c.peek() {
        return err(
            t.span(),
            format!("unexpected `{t}` after `{tag}`: make_layout! takes one tag at most"),
        );
    }
    Ok(Some((right, tag.span())))
}

/// `make_layout!`: `S:D`, or a shape alone (column-major), or a shape and the tag
/// `LayoutLeft` / `LayoutRight`.
pub fn make_layout(input: TokenStream) -> Result<TokenStream> {
    let what = "a layout `Shape:Stride` or a shape, e.g. `(m,_4):(_1,m)`";
    let mut c = Cursor::new(input, Span::call_site(), 0)?;
    if c.at_end() {
        return err(Span::call_site(), format!("expected {what}"));
    }
    let v = parse_item(&mut c)?;
    let tag = layout_tag(&mut c)?;
    match &v {
        Node::Layout(s, d, _) => {
            if let Some((_, at)) = tag {
                return err(
                    at,
                    "a layout `S:D` has its stride already: `LayoutLeft` / `LayoutRight` \
                     go with a shape alone, e.g. `make_layout!((m, k), LayoutRight)`",
                );
            }
            check(s, Role::Shape)?;
            check(d, Role::Stride)?;
            check_congruent(s, d)?;
            Ok(emit(&v))
        }
        Node::Tiler(_, s) => err(*s, "a tiler `<...>` is not a layout; use `make_tile!`"),
        shape => {
            check(shape, Role::Shape)?;
            Ok(compact(shape, tag.is_some_and(|(right, _)| right)))
        }
    }
}

/// `make_shape!`
pub fn make_shape(input: TokenStream) -> Result<TokenStream> {
    let v = parse_all(input, "a shape, e.g. `(m,_4)`")?;
    check(&v, Role::Shape)?;
    Ok(emit(&v))
}

/// `make_stride!`
pub fn make_stride(input: TokenStream) -> Result<TokenStream> {
    let v = parse_all(input, "a stride, e.g. `(_1,m)`")?;
    check(&v, Role::Stride)?;
    Ok(emit(&v))
}

/// `make_coord!`
pub fn make_coord(input: TokenStream) -> Result<TokenStream> {
    let v = parse_all(input, "a coordinate, e.g. `(i,_)`")?;
    check(&v, Role::Coord)?;
    Ok(emit(&v))
}

/// Checks one mode of a tiler: a layout, an extent, `_`, or a nested tuple / tiler of them.
fn check_tiler(n: &Node) -> Result<()> {
    match n {
        Node::Layout(s, d, _) => {
            check(s, Role::Shape)?;
            check(d, Role::Stride)?;
            check_congruent(s, d)
        }
        Node::Static(v, s) | Node::Lit(v, s) if *v <= 0 => {
            err(*s, format!("extent {v} in a tiler must be positive"))
        }
        Node::Tuple(m, _) | Node::Tiler(m, _) => m.iter().try_for_each(check_tiler),
        _ => Ok(()),
    }
}

/// `make_tile!`: `<T0, T1, ...>` as CuTe prints it, a tuple `(T0, T1, ...)`, or the bare list
/// `T0, T1, ...` (as `tile!`).
pub fn make_tile(input: TokenStream) -> Result<TokenStream> {
    let what = "a tiler, e.g. `<_32:_1, _8:_1>` or `(m:_1, _8)`";
    let mut c = Cursor::new(input, Span::call_site(), 0)?;
    if c.at_end() {
        return err(Span::call_site(), format!("expected {what}"));
    }
    let mut items = Vec::new();
    loop {
        items.push(parse_item(&mut c)?);
        if c.at_end() {
            break;
        }
        if Cursor::is_punct(c.peek(), ',') {
            c.pos += 1;
            if c.at_end() {
                break;
            }
            continue;
        }
        return err(c.span(), "expected `,` between the tilers of the modes");
    }
    // One `<...>` or `(...)` is the tiler itself; a bare list is the tuple of its modes.
    let tiler = match items.pop() {
        Some(t @ (Node::Tiler(..) | Node::Tuple(..))) if items.is_empty() => t,
        Some(last) => {
            items.push(last);
            let span = items[0].span();
            Node::Tuple(items, span)
        }
        None => unreachable!("at least one item was parsed"),
    };
    if let Node::Under(s) = tiler {
        return err(s, "`_` alone is not a tiler");
    }
    check_tiler(&tiler)?;
    Ok(emit_tiler(&tiler))
}

/// A tiler's value: as [`emit`], but an expression in a mode's place may be a tiler held in a
/// variable (a layout, CuTe's `make_tile(layout_a, layout_b)`) as well as a run-time extent.
fn emit_tiler(n: &Node) -> TokenStream {
    match n {
        Node::Expr(e, s) => quote_spanned!(*s=> ::cute_layout::TilerOrExtent::into_tiler(#e)),
        Node::Tuple(m, _) | Node::Tiler(m, _) if static_type(n).is_none() => {
            let items = m.iter().map(emit_tiler);
            quote!((#(#items,)*))
        }
        _ => emit(n),
    }
}
