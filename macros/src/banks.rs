//! `assert_conflict_free!(Smem, T, Access, bits)`: a compile error when an access to shared
//! memory has bank conflicts, its first line naming the access, the layout, the ways and a
//! pair of threads with their bytes and bank, the numbers in decimal. The counting is the
//! library's (`cute_layout::banks::BankConflicts`, constants the compiler evaluates); this
//! macro only words the error: it declares a trait whose message carries the user's text,
//! implemented only for one-way (conflict-free) accesses.

use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::{Parse, ParseStream};
use syn::{LitInt, Token, Type};

/// The four arguments.
pub struct Args {
    smem: Type,
    elem: Type,
    access: Type,
    bits: Bits,
}

enum Bits {
    Lit(LitInt),
    Type(Box<Type>),
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let smem = input.parse()?;
        input.parse::<Token![,]>()?;
        let elem = input.parse()?;
        input.parse::<Token![,]>()?;
        let access = input.parse()?;
        input.parse::<Token![,]>()?;
        let bits = if input.peek(LitInt) {
            Bits::Lit(input.parse()?)
        } else {
            Bits::Type(Box::new(input.parse()?))
        };
        let _ = input.parse::<Option<Token![,]>>()?;
        if !input.is_empty() {
            return Err(input.error(
                "assert_conflict_free! takes four arguments: the shared-memory layout, the element type, the access (thread, value) layout and the bits per thread",
            ));
        }
        Ok(Args {
            smem,
            elem,
            access,
            bits,
        })
    }
}

/// Source-like text of tokens for the message (braces doubled for the format string).
fn text(t: &impl quote::ToTokens) -> String {
    quote!(#t)
        .to_string()
        .replace(' ', "")
        .replace('{', "{{")
        .replace('}', "}}")
}

pub fn expand(args: Args) -> syn::Result<TokenStream> {
    let (bits_ty, bits_text) = match &args.bits {
        Bits::Lit(l) => {
            let n: u32 = l.base10_parse()?;
            if !matches!(n, 8 | 16 | 32 | 64 | 128) {
                return Err(syn::Error::new(
                    l.span(),
                    "an access moves 8, 16, 32, 64 or 128 bits per thread",
                ));
            }
            let id = quote::format_ident!("U{}", n);
            (quote!(::cute_layout::typenum::#id), n.to_string())
        }
        // A typenum constant (`U32`, `typenum::U128`) reads as its number.
        Bits::Type(t) => {
            let written = text(t);
            let last = written.rsplit("::").next().unwrap_or(&written);
            let shown = match last.strip_prefix('U') {
                Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => n.to_string(),
                _ => written.clone(),
            };
            (quote!(#t), shown)
        }
    };
    let Args {
        smem, elem, access, ..
    } = &args;
    let message = format!(
        "bank conflict: the {bits_text}-bit access `{}` of `{}` values in `{}` is {{WAYS}}-way: threads {{TA}} (byte {{BA}}) and {{TB}} (byte {{BB}}) read different words of bank {{BANK}}",
        text(access),
        text(elem),
        text(smem)
    );
    // The counts that the diagnostic names, past WAYS: the trait's parameters and the impl's.
    let named = quote!(
        const TA: i64,
        const BA: i64,
        const TB: i64,
        const BB: i64,
        const BANK: i64,
        const WAVEFRONTS: i64,
        const IDEAL: i64,
    );
    Ok(quote! {
        const _: () = {
            type __Counted = ::cute_layout::banks::BankConflicts<#smem, #elem, #access, #bits_ty>;
            #[diagnostic::on_unimplemented(
                message = #message,
                label = "this access has bank conflicts",
                note = "it needs {WAVEFRONTS} shared-memory wavefronts where {IDEAL} would do; pad or swizzle the layout (`Swizzle<B, M, S>`), or change which thread reads what"
            )]
            trait ConflictFree<const WAYS: i64, #named> {}
            impl<#named> ConflictFree<1, TA, BA, TB, BB, BANK, WAVEFRONTS, IDEAL> for () {}
            fn __check()
            where
                (): ConflictFree<
                    { __Counted::WAYS },
                    { __Counted::PAIR[0] },
                    { __Counted::PAIR[1] },
                    { __Counted::PAIR[2] },
                    { __Counted::PAIR[3] },
                    { __Counted::PAIR[4] },
                    { __Counted::WAVEFRONTS },
                    { __Counted::IDEAL },
                >,
            {
            }
        };
    })
}
