//! `op_checks!`: the checks of `cute-layout`'s algebra, whose errors name the operation the user
//! wrote and print numbers in decimal.
//!
//! A check is shared by several operations (composition's stride divisibility is checked for
//! `composition`, `logical_divide`, `blocked_product`, ...), and rustc's `on_unimplemented`
//! message is a string literal: it cannot print a type as a word, nor build a literal from
//! pieces. This macro writes one failing trait per operation, with the operation's name spliced
//! into the message where the template says `{Op}`; the numbers reach it through
//! `cute_layout`'s decimal conversion (`Int<12>` instead of typenum's binary types).
//!
//! Input:
//! ```text
//! ops crate::path::to::op [composition, logical_divide, ...];
//! /// docs
//! #[diagnostic::on_unimplemented(message = "{Op}: ... {R} ... {S}", ...)]
//! check Name<R, S>;
//! ...
//! ```
//! Output, per check: `Name<R, S, Op>`, implemented for `typenum::B1` (the check holds) and, per
//! operation `op`, for `typenum::B0` when `(): Name_op<Decimal<R>, Decimal<S>>`; `Name_op` is
//! never implemented, and its message is the template with `{Op}` replaced by `op`.

use proc_macro2::{Delimiter, Group, Ident, Literal, Span, TokenStream, TokenTree};
use quote::{format_ident, quote};

type Result<T> = core::result::Result<T, syn::Error>;

fn error<T>(span: Span, msg: &str) -> Result<T> {
    Err(syn::Error::new(span, msg))
}

struct Input {
    tokens: Vec<TokenTree>,
    pos: usize,
}

impl Input {
    fn peek(&self) -> Option<&TokenTree> {
        self.tokens.get(self.pos)
    }

    fn next(&mut self) -> Option<TokenTree> {
        let t = self.tokens.get(self.pos).cloned();
        self.pos += 1;
        t
    }

    fn span(&self) -> Span {
        self.peek()
            .map(TokenTree::span)
            .unwrap_or_else(Span::call_site)
    }

    fn keyword(&mut self, word: &str) -> Result<()> {
        match self.next() {
            Some(TokenTree::Ident(i)) if i == word => Ok(()),
            other => error(
                other.map_or_else(Span::call_site, |t| t.span()),
                &format!("op_checks: expected `{word}`"),
            ),
        }
    }

    fn ident(&mut self) -> Result<Ident> {
        match self.next() {
            Some(TokenTree::Ident(i)) => Ok(i),
            other => error(
                other.map_or_else(Span::call_site, |t| t.span()),
                "op_checks: expected a name",
            ),
        }
    }

    fn punct(&mut self, c: char) -> Result<()> {
        match self.next() {
            Some(TokenTree::Punct(p)) if p.as_char() == c => Ok(()),
            other => error(
                other.map_or_else(Span::call_site, |t| t.span()),
                &format!("op_checks: expected `{c}`"),
            ),
        }
    }

    fn is_punct(&self, c: char) -> bool {
        matches!(self.peek(), Some(TokenTree::Punct(p)) if p.as_char() == c)
    }
}

/// Replaces `{Op}` by `op` in every string literal of `tokens`.
fn splice(tokens: TokenStream, op: &str) -> TokenStream {
    tokens
        .into_iter()
        .map(|t| match t {
            TokenTree::Group(g) => {
                let mut n = Group::new(g.delimiter(), splice(g.stream(), op));
                n.set_span(g.span());
                TokenTree::Group(n)
            }
            TokenTree::Literal(l) => {
                let text = l.to_string();
                match text.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
                    Some(inner) if inner.contains("{Op}") => {
                        let mut n = Literal::string(&inner.replace("{Op}", op));
                        n.set_span(l.span());
                        TokenTree::Literal(n)
                    }
                    _ => TokenTree::Literal(l),
                }
            }
            other => other,
        })
        .collect()
}

pub fn expand(input: TokenStream) -> Result<TokenStream> {
    let mut c = Input {
        tokens: input.into_iter().collect(),
        pos: 0,
    };
    c.keyword("ops")?;
    let mut op_path = TokenStream::new();
    let ops: Vec<Ident> = loop {
        match c.next() {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => {
                break g
                    .stream()
                    .into_iter()
                    .filter_map(|t| match t {
                        TokenTree::Ident(i) => Some(i),
                        _ => None,
                    })
                    .collect();
            }
            Some(t) => op_path.extend([t]),
            None => return error(Span::call_site(), "op_checks: expected `[ops...]`"),
        }
    };
    c.punct(';')?;

    let mut out = TokenStream::new();
    while c.peek().is_some() {
        let mut docs = TokenStream::new();
        let mut diagnostic = None;
        while c.is_punct('#') {
            let hash = c.next();
            let attr = match c.next() {
                Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => g,
                _ => return error(c.span(), "op_checks: expected an attribute"),
            };
            if attr.stream().to_string().starts_with("diagnostic") {
                diagnostic = Some(attr);
            } else {
                docs.extend(hash);
                docs.extend([TokenTree::Group(attr)]);
            }
        }
        let Some(diagnostic) = diagnostic else {
            return error(
                c.span(),
                "op_checks: a check needs its #[diagnostic::on_unimplemented(...)]",
            );
        };
        c.keyword("check")?;
        let name = c.ident()?;
        c.punct('<')?;
        let mut params = Vec::new();
        loop {
            params.push(c.ident()?);
            if c.is_punct(',') {
                c.next();
            } else {
                break;
            }
        }
        c.punct('>')?;
        c.punct(';')?;

        out.extend(quote! {
            #docs
            pub trait #name<#(#params,)* Op> {}
            impl<#(#params,)* Op> #name<#(#params,)* Op> for ::typenum::B1 {}
        });
        for op in &ops {
            let per_op = format_ident!("{}_{}", name, op);
            let attr = splice(diagnostic.stream(), &op.to_string());
            out.extend(quote! {
                #[allow(non_camel_case_types)]
                #[#attr]
                pub trait #per_op<#(#params),*> {}
                impl<#(#params),*> #name<#(#params,)* #op_path::#op> for ::typenum::B0
                where
                    #(#params: crate::decimal::Dec,
                      <#params as crate::decimal::Dec>::Out: crate::list::Public,)*
                    (): #per_op<#(crate::decimal::DecimalRepr<#params>),*>,
                {
                }
            });
        }
    }
    Ok(out)
}
