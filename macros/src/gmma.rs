//! `gmma_atoms!`: CuTe's names of the SM90 warpgroup MMA atoms, as aliases of `cute-layout`'s
//! one GMMA type.
//!
//! CuTe declares one struct per (value types, N, source of A): over a thousand names such as
//! `SM90_64x128x16_F32F16F16_SS` or `SM90_64x48x32_S32S8U8_RS_TN_SATURATE`, which differ only in
//! their numbers. A declarative macro cannot build those identifiers, so this one writes them
//! from a family table.
//!
//! Input, one family a line:
//! ```text
//! F32F16F16 => F32F16F16, 16, "", all;         // C++ value part => gmma marker, K, suffix, N list
//! S32S8S8 => S32S8S8Saturate, 32, "_TN_SATURATE", int8;
//! ```
//! Output, per family, source of A (`SS`, `RS`) and N of the list: a type alias
//! `SM90_64x{N}x{K}_{value part}_{source}{suffix}` of `Gmma64xN<U{N}, gmma::{marker},
//! gmma::{source}, ..>`. A family without a suffix takes the operands' majors as CuTe's template
//! does (`<A = MajorK, B = MajorK>`); a `_TN` family is K-major and takes none.

use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::parse::{Parse, ParseStream};
use syn::{Ident, LitInt, LitStr, Token};

/// One family of the table.
struct Family {
    cpp: Ident,
    marker: Ident,
    k: u32,
    suffix: String,
    ns: Vec<u32>,
}

struct Families(Vec<Family>);

/// The N of a family: `all`, every multiple of 8 up to 256; `int8`, those the 8-bit integer
/// GMMA takes (multiples of 8 up to 32, then of 16).
fn n_list(name: &Ident) -> syn::Result<Vec<u32>> {
    match name.to_string().as_str() {
        "all" => Ok((1..=32).map(|i| 8 * i).collect()),
        "int8" => Ok((1..=32)
            .map(|i| 8 * i)
            .filter(|&n| n <= 32 || n % 16 == 0)
            .collect()),
        _ => Err(syn::Error::new(name.span(), "expected `all` or `int8`")),
    }
}

impl Parse for Families {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut out = Vec::new();
        while !input.is_empty() {
            let cpp: Ident = input.parse()?;
            input.parse::<Token![=>]>()?;
            let marker: Ident = input.parse()?;
            input.parse::<Token![,]>()?;
            let k: LitInt = input.parse()?;
            input.parse::<Token![,]>()?;
            let suffix: LitStr = input.parse()?;
            input.parse::<Token![,]>()?;
            let ns = n_list(&input.parse()?)?;
            input.parse::<Token![;]>()?;
            out.push(Family {
                cpp,
                marker,
                k: k.base10_parse()?,
                suffix: suffix.value(),
                ns,
            });
        }
        Ok(Families(out))
    }
}

pub fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    let Families(families) = syn::parse2(input)?;
    let mut out = TokenStream::new();
    for f in &families {
        let marker = &f.marker;
        for source in ["SS", "RS"] {
            let src = format_ident!("{source}");
            for &n in &f.ns {
                let name = format_ident!("SM90_64x{n}x{}_{}_{source}{}", f.k, f.cpp, f.suffix);
                let un = format_ident!("U{n}");
                out.extend(if f.suffix.is_empty() {
                    let doc = format!("CuTe's `{name}<tnspA, tnspB>`: a [`Gmma64xN`].");
                    quote! {
                        #[doc = #doc]
                        #[allow(non_camel_case_types)]
                        pub type #name<A = gmma::MajorK, B = gmma::MajorK> =
                            Gmma64xN<typenum::#un, gmma::#marker, gmma::#src, A, B>;
                    }
                } else {
                    let doc = format!("CuTe's `{name}`: a [`Gmma64xN`] of K-major operands.");
                    quote! {
                        #[doc = #doc]
                        #[allow(non_camel_case_types)]
                        pub type #name = Gmma64xN<typenum::#un, gmma::#marker, gmma::#src>;
                    }
                });
            }
        }
    }
    Ok(out)
}
