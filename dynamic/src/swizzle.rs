//! CuTe's `Swizzle<B, M, S>` as a run-time value: [`Swizzle`], the bit function
//! `x ^ ((x & yyy_mask) >> S)` that spreads a shared-memory tile over the banks.

use std::fmt;
use std::str::FromStr;

use crate::error::{Error, ParseError, Result};

/// CuTe's `Swizzle<B, M, S>`: `B` bits (at `yyy_mask = ((1 << B) - 1) << (M + max(0, S))`) are
/// XORed into the `B` bits at `zzz_mask = ((1 << B) - 1) << (M - min(0, S))`; the lowest `M`
/// bits never move. A negative `S` moves the bits up. `Sw<0, M, S>` is the identity.
///
/// CuTe checks its parameters at compile time; [`Swizzle::new`] checks the same rules at run
/// time: `B >= 0`, `M >= 0`, `|S| >= B`, and both masks fit CuTe's 32-bit `int`.
///
/// ```
/// use cute_layout_dynamic::Swizzle;
/// let sw = Swizzle::new(3, 3, 3).unwrap();
/// assert_eq!(sw.to_string(), "Sw<3,3,3>");
/// assert_eq!(sw.apply(72), 64);             // bits 6..9 are XORed into bits 3..6
/// assert_eq!(sw.apply(sw.apply(1000)), 1000); // an involution
/// assert_eq!((sw.yyy_mask(), sw.zzz_mask()), (0b111_000_000, 0b111_000));
/// assert_eq!("Sw<2,3,-3>".parse::<Swizzle>().unwrap().apply(8), 72);
/// let e = Swizzle::new(3, 0, 2).unwrap_err();
/// assert_eq!(e.to_string(), "Swizzle: Sw<3,0,2>: |S| = 2 is less than B = 3 (CuTe requires abs(SShift) >= BBits)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Swizzle {
    bits: i64,
    base: i64,
    shift: i64,
}

const OP: &str = "Swizzle";

impl Swizzle {
    /// `Swizzle<b, m, s>`, or the rule of CuTe's that the parameters break.
    ///
    /// ```
    /// use cute_layout_dynamic::Swizzle;
    /// assert!(Swizzle::new(0, 4, 3).unwrap().is_identity());
    /// assert!(Swizzle::new(-1, 4, 3).unwrap_err().rule().contains("B = -1 is negative"));
    /// assert!(Swizzle::new(3, 27, 3).unwrap_err().rule().contains("32-bit"));
    /// ```
    pub fn new(b: i64, m: i64, s: i64) -> Result<Swizzle> {
        let name = format!("Sw<{b},{m},{s}>");
        let bad = |rule: String| Err(Error::new(OP, format!("{name}: {rule}")));
        if b < 0 {
            return bad(format!("B = {b} is negative (CuTe requires BBits >= 0)"));
        }
        if m < 0 {
            return bad(format!("M = {m} is negative (CuTe requires MBase >= 0)"));
        }
        let abs_s = s.unsigned_abs();
        if abs_s < b.unsigned_abs() {
            return bad(format!(
                "|S| = {abs_s} is less than B = {b} (CuTe requires abs(SShift) >= BBits)"
            ));
        }
        // The masks are CuTe `int`s: the top mask `((1 << B) - 1) << (M + |S|)` must fit 32 bits.
        let top = (m as u64).saturating_add(abs_s);
        if top >= 32 || top + (b as u64) > 32 {
            return bad(format!(
                "the mask ((1 << {b}) - 1) << {top} does not fit CuTe's 32-bit int \
                 (CuTe requires M + |S| < 32 and B + M + |S| <= 32)"
            ));
        }
        Ok(Swizzle {
            bits: b,
            base: m,
            shift: s,
        })
    }

    /// `B`, the number of bits XORed.
    pub fn bits(&self) -> i64 {
        self.bits
    }

    /// `M`, the number of low bits that never move.
    pub fn base(&self) -> i64 {
        self.base
    }

    /// `S`, the distance from the source bits down to the target bits (negative: up).
    pub fn shift(&self) -> i64 {
        self.shift
    }

    /// `true` for `B = 0`: the swizzle moves no bit.
    pub fn is_identity(&self) -> bool {
        self.bits == 0
    }

    fn bit_mask(&self) -> i64 {
        (1i64 << self.bits) - 1
    }

    /// The source bits, `((1 << B) - 1) << (M + max(0, S))`.
    pub fn yyy_mask(&self) -> i64 {
        self.bit_mask() << (self.base + self.shift.max(0))
    }

    /// The target bits, `((1 << B) - 1) << (M - min(0, S))`.
    pub fn zzz_mask(&self) -> i64 {
        self.bit_mask() << (self.base - self.shift.min(0))
    }

    /// CuTe's `Swizzle<B,M,S>{}(x)`: `x ^ ((x & yyy_mask) >> S)` (a left shift for `S < 0`).
    pub fn apply(&self, x: i64) -> i64 {
        let y = x & self.yyy_mask();
        if self.shift >= 0 {
            x ^ (y >> self.shift)
        } else {
            x ^ (y << -self.shift)
        }
    }

    /// CuTe's `make_swizzle<Y, Z>()`: the swizzle whose source bits are `y` and target bits
    /// `z`; `op` names the operation that needs it in an error.
    ///
    /// ```
    /// use cute_layout_dynamic::Swizzle;
    /// assert_eq!(Swizzle::from_masks("composition", 56, 7).unwrap().to_string(), "Sw<3,0,3>");
    /// assert_eq!(Swizzle::from_masks("composition", 0, 0).unwrap().to_string(), "Sw<0,0,0>");
    /// assert!(Swizzle::from_masks("composition", 6, 1).is_err());
    /// ```
    pub fn from_masks(op: &'static str, y: i64, z: i64) -> Result<Swizzle> {
        let fail = |rule: String| Error::new(op, format!("make_swizzle<{y},{z}>: {rule}"));
        if !(0..=u32::MAX as i64).contains(&y) || !(0..=u32::MAX as i64).contains(&z) {
            return Err(fail("the masks must be 32-bit unsigned integers".into()));
        }
        let (by, bz) = (y.count_ones(), z.count_ones());
        if by != bz {
            return Err(fail(format!(
                "the masks have {by} and {bz} bits set (CuTe requires as many bits in Y as in Z)"
            )));
        }
        let tz = |v: i64| {
            if v == 0 {
                32
            } else {
                v.trailing_zeros() as i64
            }
        };
        let (ty, tzz) = (tz(y), tz(z));
        let m = ty.min(tzz) % 32;
        let s = ty - tzz;
        let sw = Swizzle::new(by as i64, m, s).map_err(|e| fail(e.rule().to_string()))?;
        if sw.yyy_mask() | sw.zzz_mask() != y | z {
            return Err(fail(format!(
                "the bits are not two runs of {by} bits (CuTe requires (Y | Z) == {sw}'s masks)"
            )));
        }
        Ok(sw)
    }

    /// CuTe's `upcast<N>(Swizzle)`: the same bits on elements `n` times as wide (`M` shrinks
    /// by `log2(n)`; below 0 the bits under the base are lost, `B` shrinks).
    ///
    /// ```
    /// use cute_layout_dynamic::Swizzle;
    /// let sw = Swizzle::new(3, 3, 3).unwrap();
    /// assert_eq!(sw.upcast(4).unwrap().to_string(), "Sw<3,1,3>");
    /// assert_eq!(sw.upcast(16).unwrap().to_string(), "Sw<2,0,3>");
    /// assert_eq!(sw.upcast(1024).unwrap().to_string(), "Sw<0,0,3>");
    /// assert!(sw.upcast(3).is_err());
    /// ```
    pub fn upcast(&self, n: i64) -> Result<Swizzle> {
        let k = log2_pow2("upcast", n)?;
        let new_m = self.base - k;
        if new_m >= 0 {
            Swizzle::new(self.bits, new_m, self.shift)
        } else {
            Swizzle::new((self.bits + new_m).max(0), 0, self.shift)
        }
        .map_err(|e| e.within("upcast"))
    }

    /// CuTe's `downcast<N>(Swizzle)`: the same bits on elements `n` times narrower (`M` grows by
    /// `log2(n)`).
    ///
    /// ```
    /// use cute_layout_dynamic::Swizzle;
    /// assert_eq!(Swizzle::new(3, 3, 3).unwrap().downcast(4).unwrap().to_string(), "Sw<3,5,3>");
    /// ```
    pub fn downcast(&self, n: i64) -> Result<Swizzle> {
        let k = log2_pow2("downcast", n)?;
        Swizzle::new(self.bits, self.base + k, self.shift).map_err(|e| e.within("downcast"))
    }
}

/// `log2(n)` of a positive power of two, or `op`'s error.
pub(crate) fn log2_pow2(op: &'static str, n: i64) -> Result<i64> {
    if n > 0 && (n & (n - 1)) == 0 {
        Ok(n.trailing_zeros() as i64)
    } else {
        Err(Error::new(
            op,
            format!("N = {n} is not a power of two (CuTe requires has_single_bit(N))"),
        ))
    }
}

impl fmt::Display for Swizzle {
    /// As CuTe prints it: `Sw<3,3,3>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", self.bits, self.base, self.shift)
    }
}

/// `Sw<B,M,S>` (spaces allowed); `at` of a [`ParseError`] is a byte offset in the text.
pub(crate) fn parse_swizzle(text: &str) -> std::result::Result<(Swizzle, usize), ParseError> {
    let err = |at: usize, message: String| ParseError { at, message };
    let b = text.as_bytes();
    let lead = text.len() - text.trim_start().len();
    if !text[lead..].starts_with("Sw") {
        return Err(err(lead, "expected `Sw<B,M,S>`".into()));
    }
    let mut pos = lead + 2;
    let skip = |p: &mut usize| {
        while *p < b.len() && b[*p].is_ascii_whitespace() {
            *p += 1;
        }
    };
    skip(&mut pos);
    if b.get(pos) != Some(&b'<') {
        return Err(err(pos, "expected `<` after `Sw`".into()));
    }
    pos += 1;
    let mut v = [0i64; 3];
    for (i, slot) in v.iter_mut().enumerate() {
        skip(&mut pos);
        let start = pos;
        if b.get(pos) == Some(&b'-') {
            pos += 1;
        }
        while pos < b.len() && b[pos].is_ascii_digit() {
            pos += 1;
        }
        *slot = text[start..pos]
            .parse()
            .map_err(|_| err(start, "expected an integer".into()))?;
        skip(&mut pos);
        let want = if i < 2 { b',' } else { b'>' };
        if b.get(pos) != Some(&want) {
            return Err(err(pos, format!("expected `{}`", want as char)));
        }
        pos += 1;
    }
    let sw = Swizzle::new(v[0], v[1], v[2]).map_err(|e| err(lead, e.to_string()))?;
    Ok((sw, pos))
}

impl FromStr for Swizzle {
    type Err = ParseError;
    /// `Sw<B,M,S>`.
    fn from_str(s: &str) -> std::result::Result<Self, ParseError> {
        let (sw, end) = parse_swizzle(s)?;
        if !s[end..].trim().is_empty() {
            return Err(ParseError {
                at: end,
                message: "unexpected input after the swizzle".into(),
            });
        }
        Ok(sw)
    }
}
