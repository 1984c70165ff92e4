//! CuTe's `print_tensor`: a tensor's pointer and layout, then its elements as CuTe prints them
//! (one row per coordinate of mode 0, the columns along mode 1, a rule between the slices of
//! modes 2 and 3), so that a program ported from CuTe prints what CuTe's prints.

use core::fmt::Write;

use super::engine::Engine;
use super::Tensor;
use crate::index::Crd2IdxOp;
use crate::AnyLayout;

/// An element as CuTe's `pretty_print` writes it: integers right-aligned in 5 columns (`bool`
/// in 3), `f32` as `%10.2e`, `f64` as `%11.3e`.
///
/// ```
/// use cute_layout::tensor::PrettyPrint;
/// assert_eq!(7i32.pretty(), "    7");
/// assert_eq!(1.5f32.pretty(), "  1.50e+00");
/// assert_eq!((-0.000125f64).pretty(), " -1.250e-04");
/// ```
pub trait PrettyPrint {
    /// The element's text, padded as CuTe pads it.
    fn pretty(&self) -> String;
}

macro_rules! pretty_int {
    ($($t:ty => $w:literal),*) => {$(
        impl PrettyPrint for $t {
            fn pretty(&self) -> String {
                format!("{:>w$}", *self as i128, w = $w)
            }
        }
    )*};
}
pretty_int!(i32 => 5, u32 => 5, i64 => 5, u64 => 5, isize => 5, usize => 5, bool => 3);

impl PrettyPrint for f32 {
    fn pretty(&self) -> String {
        c_exp(f64::from(*self), 2, 10)
    }
}

impl PrettyPrint for f64 {
    fn pretty(&self) -> String {
        c_exp(*self, 3, 11)
    }
}

/// C's `%*.*e`: `d.dde+XX`, the exponent signed and at least two digits, right-aligned.
fn c_exp(v: f64, precision: usize, width: usize) -> String {
    let text = if v.is_nan() {
        if v.is_sign_negative() { "-nan" } else { "nan" }.to_string()
    } else if v.is_infinite() {
        if v < 0.0 { "-inf" } else { "inf" }.to_string()
    } else {
        let rust = format!("{v:.precision$e}");
        let (mantissa, exp) = rust.split_once('e').expect("`{:e}` writes an exponent");
        let exp: i32 = exp.parse().expect("an integer exponent");
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{mantissa}e{sign}{:02}", exp.unsigned_abs())
    };
    format!("{text:>width$}")
}

/// CuTe's `print_tensor(tensor)`: `ptr[Nb](address) o layout:` and the elements, for a tensor
/// of rank 1 to 4 (CuTe prints nothing past rank 4, nor does this). The address is the
/// element at the layout's offset 0, as CuTe's `tensor.data()`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{print_tensor, Tensor};
/// let data: Vec<i32> = (0..6).collect();
/// let t = Tensor::<_, layout!((2, 3):(3, 1))>::new(&data[..]).unwrap();
/// let text = print_tensor(&t);
/// assert!(text.starts_with("ptr[32b](0x"));
/// assert!(text.ends_with(" o (_2,_3):(_3,_1):\n    0    1    2\n    3    4    5\n"));
/// ```
pub fn print_tensor<E, L>(tensor: &Tensor<E, L>) -> String
where
    E: Engine,
    E::Elem: PrettyPrint,
    L: AnyLayout + Crd2IdxOp<usize>,
{
    let data = tensor.engine.as_slice();
    let start = data.as_ptr().wrapping_add(tensor.origin());
    let bits = 8 * core::mem::size_of::<E::Elem>();
    let mut out = format!("ptr[{bits}b]({start:p}) o {}:\n", tensor.layout);
    // A layout whose run-time extents are invalid has no elements to print.
    let sizes = tensor.layout.mode_sizes().unwrap_or_default();
    let at = |i: usize| match tensor.get(i) {
        Some(v) => v.pretty(),
        None => String::from("  ?"),
    };
    if sizes.len() > 4 {
        return out;
    }
    let mode = |m: usize| sizes.get(m).copied().unwrap_or(1);
    let (s0, s1, s2, s3) = (mode(0), mode(1), mode(2), mode(3));
    if sizes.len() == 1 {
        for m in 0..s0 {
            let _ = writeln!(out, "{}", at(m));
        }
        return out;
    }
    // Ranks 2 to 4: the (mode 0, mode 1) slices, `-` between those of mode 2 and `=` between
    // those of mode 3, as CuTe's recursion prints them.
    for p in 0..s3 {
        if p > 0 {
            let _ = writeln!(out, "{}", "=".repeat(5 * s1));
        }
        for k in 0..s2 {
            if k > 0 {
                let _ = writeln!(out, "{}", "-".repeat(5 * s1));
            }
            for m in 0..s0 {
                for n in 0..s1 {
                    out.push_str(&at(m + s0 * (n + s1 * (k + s2 * p))));
                }
                out.push('\n');
            }
        }
    }
    out
}
