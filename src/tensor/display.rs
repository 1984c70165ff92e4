//! CuTe's `print_tensor`: a tensor's pointer and layout (or an identity tensor's origin and
//! layout), then its elements as CuTe prints them (one row per coordinate of mode 0, the
//! columns along mode 1, a rule between the slices of modes 2 and 3), so that a program ported
//! from CuTe prints what CuTe's prints.

use core::fmt::Write;

use super::coord::CoordTensor;
use super::engine::Engine;
use super::identity::{cute_tuple, FlatCoord, FlatShape, IdentityTensor};
use super::Tensor;
use crate::index::Crd2IdxOp;
use crate::AnyLayout;

/// An element as CuTe's `pretty_print` writes it: 32- and 64-bit integers right-aligned in 5
/// columns (`bool` in 3), 8- and 16-bit integers after two spaces, `f32` as `%10.2e`, `f64` as
/// `%11.3e`; the atoms' `Half` and `BFloat16` as `%8.2f`, `TFloat32` as `%10.2e`.
///
/// ```
/// use cute_layout::tensor::PrettyPrint;
/// assert_eq!(7i32.pretty(), "    7");
/// assert_eq!(1.5f32.pretty(), "  1.50e+00");
/// assert_eq!((-0.000125f64).pretty(), " -1.250e-04");
/// assert_eq!(200u8.pretty(), "  200");
/// ```
#[diagnostic::on_unimplemented(
    message = "print_tensor: the element type `{Self}` has no CuTe print",
    label = "print_tensor prints integers, floats, bool, `Half`, `BFloat16` and `TFloat32` as CuTe's `pretty_print` does",
    note = "for an element type of your own crate, implement `cute_layout::tensor::PrettyPrint` for it"
)]
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

// CuTe has no `pretty_print` of its own for 8- and 16-bit integers: its fallback writes two
// spaces and then `print`s the value.
macro_rules! pretty_small_int {
    ($($t:ty),*) => {$(
        impl PrettyPrint for $t {
            fn pretty(&self) -> String {
                format!("  {self}")
            }
        }
    )*};
}
pretty_small_int!(i8, u8, i16, u16);

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

/// CuTe's `print_tensor(tensor)`: the tensor's layout as CuTe prints it and its elements, for
/// a tensor of rank 1 to 4 (CuTe prints nothing past rank 4, nor does this): a [`Tensor`]
/// (`ptr[Nb](address) o layout:`, the address that of the element at the layout's offset 0,
/// as CuTe's `tensor.data()`) or an [`IdentityTensor`] (`ArithTuple(origin) o shape:stride:`,
/// each element the coordinate it holds).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{make_identity_tensor, print_tensor, Tensor};
/// let data: Vec<i32> = (0..6).collect();
/// let t = Tensor::<_, layout!((2, 3):(3, 1))>::new(&data[..]).unwrap();
/// let text = print_tensor(&t);
/// assert!(text.starts_with("ptr[32b](0x"));
/// assert!(text.ends_with(" o (_2,_3):(_3,_1):\n    0    1    2\n    3    4    5\n"));
/// let id = make_identity_tensor(make_shape!((_2, 3)));
/// assert_eq!(
///     print_tensor(&id),
///     "ArithTuple(_0,_0) o (_2,3):(_1@0,_1@1):\n  (0,0)  (0,1)  (0,2)\n  (1,0)  (1,1)  (1,2)\n"
/// );
/// ```
#[must_use = "print_tensor returns the text as a String: print it with `print!(\"{}\", ...)`"]
pub fn print_tensor<T: PrintTensor>(tensor: &T) -> String {
    tensor.print_text()
}

/// What [`print_tensor`] prints: tensors of elements that [`PrettyPrint`], identity tensors,
/// and a thread's part of one ([`CoordTensor`]). Sealed.
#[diagnostic::on_unimplemented(
    message = "print_tensor: `{Self}` is not a tensor whose elements print",
    note = "print_tensor takes a `Tensor` whose element type implements `PrettyPrint` (integers, floats, bool), an `IdentityTensor` or a `CoordTensor`"
)]
pub trait PrintTensor: seal::Sealed {
    /// The text.
    #[doc(hidden)]
    fn print_text(&self) -> String;
}

mod seal {
    pub trait Sealed {}
    impl<E, L> Sealed for super::Tensor<E, L> {}
    impl<S: super::FlatShape> Sealed for super::IdentityTensor<S> {}
    impl<P> Sealed for super::CoordTensor<P> {}
}

impl<E, L> PrintTensor for Tensor<E, L>
where
    E: Engine,
    E::Elem: PrettyPrint,
    L: AnyLayout + Crd2IdxOp<usize>,
{
    fn print_text(&self) -> String {
        let out = format!("{self}:\n");
        // A layout whose run-time extents are invalid has no elements to print.
        let sizes = self.layout.mode_sizes().unwrap_or_default();
        // An element past the storage (of a partial tile at a matrix's edge) prints as `?`,
        // as wide as the elements that are there.
        let width = (0..self.layout.size())
            .find_map(|i| self.get(i))
            .map_or(3, |v| v.pretty().len());
        elements(out, &sizes, |i| match self.get(i) {
            Some(v) => v.pretty(),
            None => format!("{:>width$}", "?"),
        })
    }
}

/// CuTe's `print(tensor)`: `ptr[Nb](address) o layout`, the address that of the element at
/// the layout's offset 0 (CuTe's `tensor.data()`), `N` the element's bits.
///
/// ```
/// use cute_layout::prelude::*;
/// let data = [0f32; 8];
/// let t = make_tensor(&data[..], <layout!((2, 4):(4, 1))>::default()).unwrap();
/// let text = t.to_string();
/// assert!(text.starts_with("ptr[32b](0x"));
/// assert!(text.ends_with(") o (_2,_4):(_4,_1)"));
/// ```
impl<E, L> core::fmt::Display for Tensor<E, L>
where
    E: Engine,
    L: AnyLayout,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let start = self.engine.as_slice().as_ptr().wrapping_add(self.origin());
        // CuTe counts a `bool` as one bit (`sizeof_bits<bool>`), and an array of them in
        // registers as packed bits, addressed by byte and bit.
        if core::any::type_name::<E::Elem>() == "bool" {
            return match E::OWNS {
                true => write!(f, "subptr[1b]({start:p}.0) o {}", self.layout),
                false => write!(f, "ptr[1b]({start:p}) o {}", self.layout),
            };
        }
        let bits = 8 * core::mem::size_of::<E::Elem>();
        write!(f, "ptr[{bits}b]({start:p}) o {}", self.layout)
    }
}

impl<S: FlatShape> PrintTensor for IdentityTensor<S>
where
    S::Coord: FlatCoord,
{
    fn print_text(&self) -> String {
        let out = format!("{self}:\n");
        let sizes = self.shape().extents().entries();
        let statics = self.element_statics();
        elements(out, &sizes, |i| {
            format!("  {}", cute_tuple(&self.get_index(i), statics, false))
        })
    }
}

/// A thread's part of an identity tensor: its coordinates, laid out by the part's modes.
impl<P> PrintTensor for CoordTensor<P>
where
    P: AnyLayout + super::Loops,
{
    fn print_text(&self) -> String {
        let out = format!("{self}:\n");
        let sizes = self.part().mode_sizes().unwrap_or_default();
        let statics = self.element_statics();
        elements(out, &sizes, |i| {
            format!("  {}", cute_tuple(&self.get_index(i), statics, false))
        })
    }
}

/// `out` followed by the elements `at(i)` (`i` the index in the shape `sizes`, mode 0
/// fastest) as CuTe's `print_tensor` lays them out: rank 1 one per line; ranks 2 to 4 the
/// (mode 0, mode 1) slices, `-` between those of mode 2 and `=` between those of mode 3, as
/// CuTe's recursion prints them; nothing past rank 4.
fn elements(mut out: String, sizes: &[usize], at: impl Fn(usize) -> String) -> String {
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
