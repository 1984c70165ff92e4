//! The value types of the atoms: Rust's integers and floats, and the GPU's 16-bit and TF32
//! floating-point formats, which Rust does not have. An atom names the types of its operands
//! (`ValA`, `ValB`, `ValC`, `ValD`), and a copy atom's layouts count bits, so each type says how
//! wide it is.

use typenum::{U1, U128, U16, U32, U4, U64, U8};

/// A value type of an atom: its width in bits (a typenum integer, for layouts counted in bits)
/// and CuTe's name for it.
///
/// ```
/// use cute_layout::atom::{Half, Numeric};
/// assert_eq!(<Half as Numeric>::BITS, 16);
/// assert_eq!(<f32 as Numeric>::CUTE_NAME, "float");
/// ```
pub trait Numeric: Copy + Default + 'static {
    /// The width in bits, as a typenum integer.
    type Bits: typenum::Unsigned;
    /// The width in bits.
    const BITS: usize = <Self::Bits as typenum::Unsigned>::USIZE;
    /// CuTe's name of the type (`half_t`, `float`, `uint128_t`, ...).
    const CUTE_NAME: &'static str;
    /// The value as an `f64`: exact, except for 64- and 128-bit integers beyond 2^53. The CPU
    /// emulation of the atoms ([`gemm_tiled`](super::gemm_tiled)) computes with it.
    fn to_f64(self) -> f64;
    /// The value of this type nearest to `x`: Rust's `as` for the built-in types (integers
    /// truncate and saturate), and through `f32` for `Half`, `BFloat16` and `TFloat32`.
    ///
    /// ```
    /// use cute_layout::atom::{Half, Numeric};
    /// assert_eq!(<Half as Numeric>::from_f64(1.5).to_f32(), 1.5);
    /// assert_eq!(<i8 as Numeric>::from_f64(300.0), 127);
    /// ```
    fn from_f64(x: f64) -> Self;
}

macro_rules! numeric {
    ($($t:ty => $bits:ty, $name:literal, $to:expr, $from:expr;)*) => {$(
        impl Numeric for $t {
            type Bits = $bits;
            const CUTE_NAME: &'static str = $name;
            fn to_f64(self) -> f64 {
                let to: fn($t) -> f64 = $to;
                to(self)
            }
            fn from_f64(x: f64) -> Self {
                let from: fn(f64) -> $t = $from;
                from(x)
            }
        }
    )*};
    ($($t:ty => $bits:ty, $name:literal;)*) => {
        numeric! { $($t => $bits, $name, |v| v as f64, |x| x as $t;)* }
    };
}

numeric! {
    u8 => U8, "uint8_t";
    u16 => U16, "uint16_t";
    u32 => U32, "uint32_t";
    u64 => U64, "uint64_t";
    u128 => U128, "uint128_t";
    i8 => U8, "int8_t";
    i16 => U16, "int16_t";
    i32 => U32, "int32_t";
    i64 => U64, "int64_t";
    f32 => U32, "float";
    f64 => U64, "double";
}

numeric! {
    Half => U16, "half_t", |v| v.to_f32() as f64, |x| Half::from_f32(x as f32);
    BFloat16 => U16, "bfloat16_t", |v| v.to_f32() as f64, |x| BFloat16::from_f32(x as f32);
    TFloat32 => U32, "tfloat32_t", |v| v.to_f32() as f64, |x| TFloat32::from_f32(x as f32);
}

/// IEEE 754 binary16 (CuTe's `half_t`), stored as its bits; converted to and from `f32` with
/// round-to-nearest-even, as the hardware converts.
///
/// ```
/// use cute_layout::atom::Half;
/// assert_eq!(Half::from_f32(1.0).to_bits(), 0x3c00);
/// assert_eq!(Half::from_f32(0.1).to_f32(), 0.099975586);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Half(u16);

impl Half {
    /// The value with these bits.
    pub const fn from_bits(bits: u16) -> Half {
        Half(bits)
    }

    /// The bits of the value.
    pub const fn to_bits(self) -> u16 {
        self.0
    }

    /// The nearest `Half` (ties to even; too large: infinity).
    pub fn from_f32(x: f32) -> Half {
        let b = x.to_bits();
        let sign = ((b >> 16) & 0x8000) as u16;
        let exp = ((b >> 23) & 0xff) as i32;
        let man = b & 0x7f_ffff;
        if exp == 0xff {
            // Infinity stays infinity; a NaN stays a (quiet) NaN.
            let nan = if man != 0 {
                0x200 | (man >> 13) as u16
            } else {
                0
            };
            return Half(sign | 0x7c00 | nan);
        }
        let e = exp - 127 + 15;
        if e >= 0x1f {
            return Half(sign | 0x7c00);
        }
        // Bits of the significand (with its leading one) that do not fit: 13 for a normal
        // result, more for a subnormal one.
        let (kept, shift) = if e <= 0 {
            if e < -10 {
                return Half(sign);
            }
            (man | 0x80_0000, (14 - e) as u32)
        } else {
            (man, 13)
        };
        let mut h = kept >> shift;
        if e > 0 {
            h |= (e as u32) << 10;
        }
        let rem = kept & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        // Rounding up may carry into the exponent: the next binade, or infinity, as it should.
        if rem > halfway || (rem == halfway && h & 1 == 1) {
            h += 1;
        }
        Half(sign | h as u16)
    }

    /// The exact value as an `f32`.
    pub fn to_f32(self) -> f32 {
        let h = self.0 as u32;
        let sign = (h & 0x8000) << 16;
        let exp = (h >> 10) & 0x1f;
        let man = h & 0x3ff;
        let bits = match exp {
            0 if man == 0 => sign,
            0 => return f32::from_bits(sign | 0x3f80_0000) * man as f32 * 2f32.powi(-24),
            0x1f => sign | 0x7f80_0000 | (man << 13),
            _ => sign | ((exp + 112) << 23) | (man << 13),
        };
        f32::from_bits(bits)
    }
}

/// bfloat16 (CuTe's `bfloat16_t`): the upper half of an `f32`, rounded to nearest even.
///
/// ```
/// use cute_layout::atom::BFloat16;
/// assert_eq!(BFloat16::from_f32(1.0).to_bits(), 0x3f80);
/// assert_eq!(BFloat16::from_f32(1.00390625).to_f32(), 1.0); // a tie, to even
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BFloat16(u16);

impl BFloat16 {
    /// The value with these bits.
    pub const fn from_bits(bits: u16) -> BFloat16 {
        BFloat16(bits)
    }

    /// The bits of the value.
    pub const fn to_bits(self) -> u16 {
        self.0
    }

    /// The nearest `BFloat16` (ties to even).
    pub fn from_f32(x: f32) -> BFloat16 {
        let b = x.to_bits();
        if x.is_nan() {
            return BFloat16(((b >> 16) | 0x40) as u16);
        }
        BFloat16(((b + 0x7fff + ((b >> 16) & 1)) >> 16) as u16)
    }

    /// The exact value as an `f32`.
    pub fn to_f32(self) -> f32 {
        f32::from_bits((self.0 as u32) << 16)
    }
}

/// TensorFloat-32 (CuTe's `tfloat32_t`): an `f32` with 10 bits of significand, kept in 32 bits
/// as the tensor cores read it (the low 13 bits zero).
///
/// ```
/// use cute_layout::atom::TFloat32;
/// assert_eq!(TFloat32::from_f32(1.0 + 1.0 / 4096.0).to_f32(), 1.0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TFloat32(f32);

impl TFloat32 {
    /// The nearest `TFloat32` (ties to even).
    pub fn from_f32(x: f32) -> TFloat32 {
        if !x.is_finite() {
            return TFloat32(x);
        }
        let b = x.to_bits();
        TFloat32(f32::from_bits((b + 0xfff + ((b >> 13) & 1)) & !0x1fff))
    }

    /// The value as an `f32` (exact).
    pub fn to_f32(self) -> f32 {
        self.0
    }
}

numeric! {
    Int4 => U4, "int4b_t", |v| f64::from(v.0), |x| Int4(x.round().clamp(-8.0, 7.0) as i8);
    UInt4 => U4, "uint4b_t", |v| f64::from(v.0), |x| UInt4(x.round().clamp(0.0, 15.0) as u8);
    UInt1 => U1, "uint1b_t", |v| f64::from(v.0), |x| UInt1(u8::from(x.round() >= 1.0));
    FloatE4M3 => U8, "float_e4m3_t", |v| v.to_f32() as f64, |x| FloatE4M3::from_f32(x as f32);
    FloatE5M2 => U8, "float_e5m2_t", |v| v.to_f32() as f64, |x| FloatE5M2::from_f32(x as f32);
}

/// A 4-bit signed integer (CuTe's `int4b_t`), -8 to 7: the values of SM80's 4-bit MMA atoms.
/// Converted from a float by rounding and clamping.
///
/// ```
/// use cute_layout::atom::{Int4, Numeric};
/// assert_eq!((Int4::from_f64(5.4).to_f64(), Int4::from_f64(-20.0).to_f64()), (5.0, -8.0));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Int4(i8);

/// A 4-bit unsigned integer (CuTe's `uint4b_t`), 0 to 15.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UInt4(u8);

/// A single bit (CuTe's `uint1b_t`): the values of SM80's binary (`XOR`/`AND` + popcount) MMA
/// atoms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UInt1(u8);

/// An 8-bit float with 4 exponent and 3 mantissa bits (CuTe's `float_e4m3_t`, OCP's E4M3: no
/// infinities, largest 448), stored as its bits; converted from `f32` to the nearest value
/// (ties to even), saturating at ±448, as CUTLASS converts.
///
/// ```
/// use cute_layout::atom::FloatE4M3;
/// assert_eq!((FloatE4M3::from_f32(1.0).to_bits(), FloatE4M3::from_f32(1.0).to_f32()), (0x38, 1.0));
/// assert_eq!(FloatE4M3::from_f32(0.3).to_f32(), 0.3125);
/// assert_eq!(FloatE4M3::from_f32(1e6).to_f32(), 448.0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FloatE4M3(u8);

/// An 8-bit float with 5 exponent and 2 mantissa bits (CuTe's `float_e5m2_t`, largest finite
/// 57344), stored as its bits; converted from `f32` as [`FloatE4M3`].
///
/// ```
/// use cute_layout::atom::FloatE5M2;
/// assert_eq!((FloatE5M2::from_f32(1.0).to_bits(), FloatE5M2::from_f32(-3.0).to_f32()), (0x3c, -3.0));
/// assert_eq!(FloatE5M2::from_f32(1e6).to_f32(), 57344.0);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FloatE5M2(u8);

/// The value of the 8-bit float `bits` with `man` mantissa bits and exponent bias `bias`
/// (subnormals where the exponent field is 0).
fn fp8_value(bits: u8, man: u32, bias: i32) -> f32 {
    let sign = if bits & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = i32::from((bits & 0x7f) >> man);
    let m = f32::from(bits & ((1 << man) - 1)) / (1 << man) as f32;
    let v = match e {
        0 => m * 2f32.powi(1 - bias),
        _ => (1.0 + m) * 2f32.powi(e - bias),
    };
    sign * v
}

/// The 8-bit float nearest `x` (ties to the even code), saturating at `max_code`'s value: the
/// codes of one sign are in increasing order of value, so the nearest is found by scanning.
fn fp8_nearest(x: f32, man: u32, bias: i32, max_code: u8) -> u8 {
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    let a = x.abs();
    if a.is_nan() {
        return 0x7f | sign;
    }
    let mut best = 0u8;
    for code in 0..=max_code {
        let (d, db) = (
            (fp8_value(code, man, bias) - a).abs(),
            (fp8_value(best, man, bias) - a).abs(),
        );
        if d < db || (d == db && code & 1 == 0 && best & 1 == 1) {
            best = code;
        }
    }
    best | sign
}

/// The conversions of an 8-bit float type: `man` mantissa bits, exponent bias `bias`, largest
/// finite code `max`.
macro_rules! fp8 {
    ($($t:ident: man $man:literal, bias $bias:literal, max $max:literal;)+) => {$(
        impl $t {
            /// The nearest value (ties to even), saturating at the largest finite one.
            pub fn from_f32(x: f32) -> $t {
                $t(fp8_nearest(x, $man, $bias, $max))
            }
            /// The value (exact).
            pub fn to_f32(self) -> f32 {
                fp8_value(self.0, $man, $bias)
            }
            /// The bits.
            pub fn to_bits(self) -> u8 {
                self.0
            }
        }
    )+};
}

fp8! {
    FloatE4M3: man 3, bias 7, max 0x7e;
    FloatE5M2: man 2, bias 15, max 0x7b;
}

// CuTe's `pretty_print` of its 16- and 19-bit floats, for `print_tensor`.
impl crate::tensor::PrettyPrint for Half {
    fn pretty(&self) -> String {
        format!("{:>8.2}", self.to_f32())
    }
}

impl crate::tensor::PrettyPrint for BFloat16 {
    fn pretty(&self) -> String {
        format!("{:>8.2}", self.to_f32())
    }
}

impl crate::tensor::PrettyPrint for TFloat32 {
    fn pretty(&self) -> String {
        crate::tensor::PrettyPrint::pretty(&self.to_f32())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fp8_codes_round_trip_and_midpoints_round_to_even() {
        // Every finite code is its own nearest value (E4M3: 0x7f is NaN; E5M2: 0x7c.. are
        // infinities and NaNs).
        for code in (0..=0x7eu8).chain(0x80..=0xfe) {
            assert_eq!(
                FloatE4M3::from_f32(FloatE4M3(code).to_f32()).to_bits(),
                code
            );
        }
        for code in (0..=0x7bu8).chain(0x80..=0xfb) {
            assert_eq!(
                FloatE5M2::from_f32(FloatE5M2(code).to_f32()).to_bits(),
                code
            );
        }
        // 1.0625 lies halfway between 1.0 (0x38) and 1.125 (0x39): the even code wins.
        assert_eq!(FloatE4M3::from_f32(1.0625).to_bits(), 0x38);
        assert_eq!(FloatE4M3::from_f32(1.1875).to_bits(), 0x3a);
        assert_eq!(FloatE4M3::from_f32(-500.0).to_f32(), -448.0);
        assert_eq!(FloatE4M3(0x01).to_f32(), 2f32.powi(-9));
        assert_eq!(FloatE5M2(0x01).to_f32(), 2f32.powi(-16));
    }

    #[test]
    fn half_rounds_as_ieee_754() {
        for (x, bits) in [
            (0.0f32, 0x0000u16),
            (-0.0, 0x8000),
            (1.0, 0x3c00),
            (-2.0, 0xc000),
            (0.1, 0x2e66),
            (65504.0, 0x7bff),
            (65520.0, 0x7c00),
            (f32::INFINITY, 0x7c00),
            (2f32.powi(-24), 0x0001),
            (2f32.powi(-25), 0x0000),
            (3.0 * 2f32.powi(-26), 0x0001),
            (2f32.powi(-14), 0x0400),
            (1.0 + 2f32.powi(-11), 0x3c00),
            (1.0 + 3.0 * 2f32.powi(-11), 0x3c02),
        ] {
            assert_eq!(Half::from_f32(x).to_bits(), bits, "{x}");
        }
        for bits in (0u16..0x7c00).step_by(7) {
            let h = Half::from_bits(bits);
            assert_eq!(Half::from_f32(h.to_f32()), h, "{bits:#x}");
        }
        assert!(Half::from_f32(f32::NAN).to_f32().is_nan());
    }

    #[test]
    fn bfloat16_and_tf32_round_to_nearest_even() {
        assert_eq!(BFloat16::from_f32(1.0 + 2f32.powi(-8)).to_f32(), 1.0);
        assert_eq!(
            BFloat16::from_f32(1.0 + 3.0 * 2f32.powi(-8)).to_f32(),
            1.0 + 2f32.powi(-6)
        );
        assert_eq!(TFloat32::from_f32(1.0 + 2f32.powi(-11)).to_f32(), 1.0);
        assert_eq!(
            TFloat32::from_f32(1.0 + 3.0 * 2f32.powi(-11)).to_f32(),
            1.0 + 2f32.powi(-9)
        );
    }
}
