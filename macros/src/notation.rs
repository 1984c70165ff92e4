//! CuTe notation read from Rust tokens, with spans for errors.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

use cute_layout_dynamic::{IntTuple, Layout, Leaf, Value};

/// A parse error at a span.
pub struct Error {
    pub span: Span,
    pub message: String,
}

pub type Result<T> = std::result::Result<T, Error>;

pub fn err<T>(span: Span, message: impl Into<String>) -> Result<T> {
    Err(Error {
        span,
        message: message.into(),
    })
}

/// The most modes a tuple may have: the library's traits are implemented for tuples of up to
/// 16 elements (`src/arity.rs`).
pub const MAX_MODES: usize = 16;

/// Rejects a tuple of more than [`MAX_MODES`] modes where it is written.
pub fn arity(modes: usize, span: Span) -> Result<()> {
    if modes > MAX_MODES {
        return err(
            span,
            format!("a tuple has at most {MAX_MODES} modes; this one has {modes}"),
        );
    }
    Ok(())
}

impl Error {
    pub fn to_compile_error(&self) -> TokenStream {
        syn::Error::new(self.span, &self.message).to_compile_error()
    }

    /// The error where a type is expected: `compile_error!` inside the length of an array
    /// type, so that the type itself is erroneous and rustc adds no follow-up errors (a bare
    /// `compile_error!` in type position reads as `()`, which then "doesn't implement Display").
    pub fn to_type_error(&self) -> TokenStream {
        let e = self.to_compile_error();
        quote::quote_spanned!(self.span=> [(); { #e; 0 }])
    }
}

/// A cursor over a token list.
pub struct Cursor {
    toks: Vec<TokenTree>,
    pos: usize,
    /// Span of the whole input (for "unexpected end" errors).
    pub end: Span,
    /// How deep in nested tuples and tilers this cursor is.
    depth: usize,
    /// CuTe's print notation: a plain integer is a run-time leaf (set when some leaf of the
    /// input is written `_N`, see [`has_static_marker`]).
    pub mixed: bool,
}

/// The deepest nesting of tuples and tilers accepted (as `cute_layout_dynamic::MAX_DEPTH`).
const MAX_DEPTH: usize = cute_layout_dynamic::MAX_DEPTH;

impl Cursor {
    pub fn new(ts: TokenStream, end: Span) -> Self {
        Cursor {
            toks: ts.into_iter().collect(),
            pos: 0,
            end,
            depth: 0,
            mixed: false,
        }
    }

    fn nested(ts: TokenStream, end: Span, outer: &Cursor) -> Result<Self> {
        if outer.depth >= MAX_DEPTH {
            return err(end, format!("values nest deeper than {MAX_DEPTH} levels"));
        }
        let mut c = Cursor::new(ts, end);
        c.depth = outer.depth + 1;
        c.mixed = outer.mixed;
        Ok(c)
    }

    pub fn peek(&self) -> Option<&TokenTree> {
        self.toks.get(self.pos)
    }

    pub fn next(&mut self) -> Option<TokenTree> {
        let t = self.toks.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn span(&self) -> Span {
        self.peek().map_or(self.end, TokenTree::span)
    }

    pub fn peek_punct(&self, c: char) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }

    pub fn peek_ident(&self, name: &str) -> bool {
        matches!(self.peek(), Some(TokenTree::Ident(i)) if i == name)
    }

    /// A plain integer: static, or run-time in CuTe's print notation.
    fn leaf(&self, v: i64) -> Leaf {
        if self.mixed {
            Leaf::new_dynamic(v)
        } else {
            Leaf::new_static(v)
        }
    }

    pub fn expect_end(&self, what: &str) -> Result<()> {
        let examples = "`shape!((4,8))`, `layout!((4,8):(1,4))`, `crd!((1,_))`";
        expect_end(self.peek(), what, examples)
    }
}

/// Nothing (`next`) after `what`; a `,` there is a tuple without its parentheses, which
/// `examples` show.
pub fn expect_end(next: Option<&TokenTree>, what: &str, examples: &str) -> Result<()> {
    match next {
        None => Ok(()),
        Some(TokenTree::Punct(p)) if p.as_char() == ',' => err(
            p.span(),
            format!(
                "unexpected `,` after {what}: a tuple needs its own parentheses, e.g. {examples}"
            ),
        ),
        Some(t) => err(t.span(), format!("unexpected `{t}` after {what}")),
    }
}

/// Which kinds of values a position accepts.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Allow {
    /// Integers and tuples of them.
    IntTuple,
    /// Also `_` (coordinates).
    Coord,
    /// Also `S:D` layouts and `<...>` tilers.
    Any,
}

fn parse_int(tok: &TokenTree, negative: bool, span: Span) -> Result<i64> {
    let TokenTree::Literal(lit) = tok else {
        return err(tok.span(), format!("expected an integer, found `{tok}`"));
    };
    let lit = syn::Lit::new(lit.clone());
    let syn::Lit::Int(i) = lit else {
        return err(
            span,
            format!("expected an integer, found `{tok}` (extents and strides are integers)"),
        );
    };
    if !i.suffix().is_empty() {
        return err(
            span,
            format!(
                "write `{}` without the `{}` suffix",
                i.base10_digits(),
                i.suffix()
            ),
        );
    }
    let digits = i.base10_digits();
    let v: u64 = digits
        .parse()
        .or_else(|_| err(span, format!("{digits} does not fit in 64 bits")))?;
    if v > i64::MAX as u64 {
        return err(
            span,
            format!(
                "{digits} is too large: static integers are limited to i64::MAX ({})",
                i64::MAX
            ),
        );
    }
    Ok(if negative { -(v as i64) } else { v as i64 })
}

/// `_N` (digits after one underscore): how CuTe prints the static integer `N`.
fn is_static_marker(ident: &str) -> bool {
    ident.len() > 1 && ident.starts_with('_') && ident[1..].bytes().all(|b| b.is_ascii_digit())
}

/// Whether some leaf of the input is written as CuTe prints a static integer (`_N`, `_-N`):
/// then the whole input is read in CuTe's print notation, a plain `N` being a run-time leaf.
pub fn has_static_marker(ts: &TokenStream) -> bool {
    let toks: Vec<TokenTree> = ts.clone().into_iter().collect();
    toks.iter().enumerate().any(|(k, t)| match t {
        TokenTree::Group(g) => has_static_marker(&g.stream()),
        TokenTree::Ident(i) if i == "_" => {
            matches!(toks.get(k + 1), Some(TokenTree::Punct(p)) if p.as_char() == '-')
        }
        TokenTree::Ident(i) => is_static_marker(&i.to_string()),
        _ => false,
    })
}

/// One IntTuple-like value: an integer, `_`, `_N` (CuTe's static `N`), or a parenthesized tuple.
fn parse_tuple_part(c: &mut Cursor, allow: Allow) -> Result<(Value, Span)> {
    let Some(tok) = c.next() else {
        return err(
            c.end,
            "expected an integer or a tuple, found the end of the input",
        );
    };
    let span = tok.span();
    match &tok {
        TokenTree::Group(g) if g.delimiter() == Delimiter::Parenthesis => {
            let mut inner = Cursor::nested(g.stream(), g.span_close(), c)?;
            if inner.at_end() {
                return err(g.span(), "empty tuple: a tuple needs at least one mode");
            }
            let mut items = Vec::new();
            loop {
                let (v, _) = parse_tuple_part(&mut inner, allow)?;
                items.push(v);
                match inner.next() {
                    None => break,
                    Some(TokenTree::Punct(p)) if p.as_char() == ',' => {
                        if inner.at_end() {
                            break;
                        }
                    }
                    Some(t) => {
                        let hint = if matches!(&t, TokenTree::Punct(p) if p.as_char() == ':') {
                            " (a layout's `:` goes between the shape tuple and the stride tuple)"
                        } else {
                            ""
                        };
                        return err(t.span(), format!("expected `,` or `)`, found `{t}`{hint}"));
                    }
                }
            }
            arity(items.len(), g.span())?;
            Ok((Value::Tuple(items), g.span()))
        }
        // A `macro_rules!` metavariable arrives wrapped in an invisible group: look inside.
        TokenTree::Group(g) if g.delimiter() == Delimiter::None => {
            let mut inner = Cursor::nested(g.stream(), g.span(), c)?;
            let v = parse_tuple_part(&mut inner, allow)?;
            inner.expect_end("the value")?;
            Ok(v)
        }
        TokenTree::Group(g) => err(g.span(), "use parentheses `( )` for tuples"),
        TokenTree::Punct(p) if p.as_char() == '-' => {
            let Some(next) = c.next() else {
                return err(span, "expected an integer after `-`");
            };
            Ok((
                Value::Int(c.leaf(parse_int(&next, true, next.span())?)),
                span.join(next.span()).unwrap_or(span),
            ))
        }
        // CuTe's static negative `_-N`.
        TokenTree::Ident(i) if i == "_" && c.peek_punct('-') => {
            c.next();
            let Some(next) = c.next() else {
                return err(span, "expected an integer after `_-`");
            };
            Ok((
                Value::Int(Leaf::new_static(parse_int(&next, true, next.span())?)),
                span.join(next.span()).unwrap_or(span),
            ))
        }
        // A run-time leaf of unknown value (1 stands for it in the checks).
        TokenTree::Ident(i) if i == "Dyn" => Ok((Value::Int(Leaf::new_dynamic(1)), span)),
        TokenTree::Ident(i) if i == "_" => {
            if allow == Allow::IntTuple {
                return err(span, "`_` is only allowed in coordinates and tilers");
            }
            Ok((Value::Under, span))
        }
        TokenTree::Literal(_) => Ok((Value::Int(c.leaf(parse_int(&tok, false, span)?)), span)),
        // CuTe prints a static integer as `_N`; accept it so printed layouts can be pasted back.
        TokenTree::Ident(i) if is_static_marker(&i.to_string()) => {
            let digits = &i.to_string()[1..];
            let lit = proc_macro2::Literal::u64_unsuffixed(
                digits
                    .parse()
                    .or_else(|_| err(span, format!("{digits} does not fit in 64 bits")))?,
            );
            Ok((
                Value::Int(Leaf::new_static(parse_int(
                    &TokenTree::Literal(lit),
                    false,
                    span,
                )?)),
                span,
            ))
        }
        TokenTree::Ident(name) if name.to_string().starts_with(char::is_uppercase) => err(
            span,
            format!(
                "expected an integer or a tuple, found `{name}`: write the layout in CuTe's \
                 print notation, e.g. `layout!((4,2):(1,4))` for \
                 `Layout<Shape<_4,_2>,Stride<_1,_4>>`"
            ),
        ),
        TokenTree::Ident(name) => err(
            span,
            format!(
                "expected an integer or a tuple, found `{name}`: a type's leaves are static \
                 integers; a layout with run-time leaves is a value, `make_layout!` \
                 (e.g. `make_layout!(({name}, _4):(_1, {name}))`)"
            ),
        ),
        other => err(
            span,
            format!("expected an integer or a tuple, found `{other}`"),
        ),
    }
}

/// A value: IntTuple, `Shape:Stride` layout, or `<...>` tiler (as `allow` permits).
pub fn parse_value(c: &mut Cursor, allow: Allow) -> Result<(Value, Span)> {
    if allow == Allow::Any && c.peek_punct('<') {
        let open = c.next().map_or(c.end, |t| t.span());
        if c.depth >= MAX_DEPTH {
            return err(open, format!("values nest deeper than {MAX_DEPTH} levels"));
        }
        let mut items = Vec::new();
        loop {
            c.depth += 1;
            let item = parse_value(c, allow);
            c.depth -= 1;
            let (v, _) = item?;
            items.push(v);
            if c.peek_punct(',') {
                c.next();
                continue;
            }
            if c.peek_punct('>') {
                let close = c.next().map_or(c.end, |t| t.span());
                return Ok((Value::Tiler(items), open.join(close).unwrap_or(open)));
            }
            return err(c.span(), "expected `,` or `>` in a tiler");
        }
    }
    let (shape, sspan) = parse_tuple_part(c, allow)?;
    if allow == Allow::Any && c.peek_punct(':') {
        c.next();
        let (stride, dspan) = parse_tuple_part(c, allow)?;
        let full = sspan.join(dspan).unwrap_or(sspan);
        let s = check_shape(&shape, sspan, c.mixed)?;
        let d = stride
            .to_int_tuple()
            .ok_or(())
            .or_else(|_| err(dspan, "`_` is not a stride"))?;
        if !s.congruent(&d) {
            return err(
                dspan,
                format!(
                    "stride {} does not have the structure of shape {} (they must be congruent)",
                    show(&d, c.mixed),
                    show(&s, c.mixed)
                ),
            );
        }
        return match Layout::new(s, d) {
            Ok(l) => Ok((Value::Layout(l), full)),
            Err(e) => err(full, e.to_string()),
        };
    }
    Ok((shape, sspan))
}

/// An IntTuple for messages, as the user wrote it: in CuTe's print notation (`mixed`) as CuTe
/// prints it, otherwise plain integers, with `Dyn` for a run-time leaf.
pub fn show(t: &IntTuple, mixed: bool) -> String {
    match t {
        _ if mixed => t.to_string(),
        IntTuple::Int(v) if v.is_static => v.value.to_string(),
        IntTuple::Int(_) => "Dyn".into(),
        IntTuple::Tuple(m) => {
            let parts: Vec<_> = m.iter().map(|x| show(x, false)).collect();
            format!("({})", parts.join(","))
        }
    }
}

/// The value as a shape: positive integers only.
pub fn check_shape(v: &Value, span: Span, mixed: bool) -> Result<IntTuple> {
    let Some(t) = v.to_int_tuple() else {
        return err(span, "`_` is not an extent");
    };
    if let Some(bad) = t.leaves().into_iter().find(|&x| x <= 0) {
        return err(
            span,
            format!(
                "extent {bad} in shape {}: extents must be positive",
                show(&t, mixed)
            ),
        );
    }
    Ok(t)
}

#[cfg(test)]
mod fuzz {
    //! The macro's notation parser on random token streams (from the shared grammar-based
    //! generator): no panic, every rejection a message. `CUTE_FUZZ_CASES` sets the count.

    use super::{parse_value, Allow, Cursor};
    use crate::fuzz_gen;
    use proc_macro2::{Span, TokenStream};
    use std::panic::{catch_unwind, AssertUnwindSafe};

    #[test]
    fn fuzz_macro_notation() {
        let n = fuzz_gen::cases(5_000);
        let start = std::time::Instant::now();
        let mut rng = fuzz_gen::Rng(0x5851_F42D_4C95_7F2D);
        let (mut lexed, mut panics) = (0u64, Vec::new());
        for _ in 0..n {
            let text = fuzz_gen::input(&mut rng, false);
            let Ok(ts) = text.parse::<TokenStream>() else {
                continue; // not Rust tokens: rustc would refuse it before the macro runs
            };
            lexed += 1;
            let r = catch_unwind(AssertUnwindSafe(|| {
                for allow in [Allow::IntTuple, Allow::Coord, Allow::Any] {
                    let mut c = Cursor::new(ts.clone(), Span::call_site());
                    match parse_value(&mut c, allow) {
                        Ok(_) => {
                            let _ = c.expect_end("the value");
                        }
                        Err(e) => assert!(!e.message.is_empty(), "{text:?}"),
                    }
                }
            }));
            if r.is_err() {
                panics.push(text);
            }
        }
        println!(
            "fuzz macro notation: {n} inputs ({lexed} lexed as tokens) in {:.1?}, {} panics",
            start.elapsed(),
            panics.len()
        );
        assert!(
            panics.is_empty(),
            "panics on {:?}",
            &panics[..panics.len().min(5)]
        );
    }
}
