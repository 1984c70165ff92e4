//! The offset `O` of a composed layout `A o O o L`: a static integer (a typenum unsigned,
//! printed `_8`), or CuTe's `MixedBits<S, F>`, the offset a slice at a run-time coordinate
//! leaves inside a swizzled layout: static bits `S`, and the bits under the mask `F` known only
//! at run time.

use core::fmt;
use core::marker::PhantomData;

use typenum::{Bit, UInt, UTerm, Unsigned};

/// The offset of a [`ComposedLayout`](super::ComposedLayout): a typenum unsigned (`U0`, `U8`,
/// static) or a [`MixedBits`] (bits known at run time). Sealed.
///
/// ```
/// use cute_layout::swizzle::ComposedOffset;
/// use cute_layout::typenum::U8;
/// assert_eq!(U8::default().value(), 8);
/// ```
pub trait ComposedOffset: seal::Sealed + Copy + Default + 'static {
    /// The offset's value.
    fn value(&self) -> i64;
    /// Writes the offset as CuTe prints it (`_8`, `M_0|(64&64)=64`).
    #[doc(hidden)]
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

mod seal {
    pub trait Sealed {}
    impl Sealed for typenum::UTerm {}
    impl<U, B> Sealed for typenum::UInt<U, B> {}
    impl<S, F> Sealed for super::MixedBits<S, F> {}
}

impl ComposedOffset for UTerm {
    #[inline(always)]
    fn value(&self) -> i64 {
        0
    }
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "_0")
    }
}

impl<U: Unsigned + Default + Copy + 'static, B: Bit + Default + Copy + 'static> ComposedOffset
    for UInt<U, B>
{
    #[inline(always)]
    fn value(&self) -> i64 {
        <Self as Unsigned>::I64
    }
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "_{}", <Self as Unsigned>::U64)
    }
}

/// CuTe's `MixedBits<S, F>`: an integer whose bits under the mask `F` are set at run time and
/// whose other bits are those of `S` (static, `S & F == 0`). A slice of a swizzled layout at a
/// run-time coordinate that keeps the swizzle (its offsets reach a swizzle bit and its target)
/// carries one as the composed layout's offset. Printed as CuTe prints it,
/// `M_S|(d&F)=v`: `d` the run-time integer, `v = S | (d & F)` the value.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// type Sm = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// // Thread 3 of 2x2 threads owns a 4x32 block that spans swizzle bits and their targets: the
/// // swizzle stays, and the thread's row moves bit 6 of the offset.
/// let (part, start) = Sm::default().local_partition(<layout!((2,2):(1,2))>::new(), 3);
/// assert_eq!(part.to_string(), "Sw<3,3,3> o M_0|(64&64)=64 o (_4,_32):(_128,_2)");
/// assert_eq!(start, 1);
/// ```
pub struct MixedBits<S, F> {
    bits: i64,
    marker: PhantomData<fn() -> (S, F)>,
}

impl<S, F> Clone for MixedBits<S, F> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S, F> Copy for MixedBits<S, F> {}
impl<S, F> Default for MixedBits<S, F> {
    fn default() -> Self {
        MixedBits {
            bits: 0,
            marker: PhantomData,
        }
    }
}
impl<S: Unsigned, F: Unsigned> PartialEq for MixedBits<S, F> {
    fn eq(&self, other: &Self) -> bool {
        self.value() == other.value()
    }
}
impl<S: Unsigned, F: Unsigned> Eq for MixedBits<S, F> {}

impl<S: Unsigned, F: Unsigned> MixedBits<S, F> {
    /// The static bits `S`.
    pub const STATIC_BITS: i64 = S::I64;
    /// The mask `F` of the bits known at run time.
    pub const DYNAMIC_MASK: i64 = F::I64;

    /// The offset whose run-time bits are those of `bits` under `F` (the others are dropped,
    /// as CuTe's `make_mixed_bits` drops them).
    #[inline(always)]
    pub(crate) fn new(bits: i64) -> Self {
        MixedBits {
            bits: bits & F::I64,
            marker: PhantomData,
        }
    }

    /// The run-time integer (CuTe's `dynamic_int_`), its bits under `F`.
    #[inline(always)]
    pub fn dynamic_int(&self) -> i64 {
        self.bits
    }

    /// The value, `S | (d & F)`.
    #[inline(always)]
    pub fn value(&self) -> i64 {
        S::I64 | (self.bits & F::I64)
    }
}

impl<S: Unsigned + 'static, F: Unsigned + 'static> ComposedOffset for MixedBits<S, F> {
    #[inline(always)]
    fn value(&self) -> i64 {
        MixedBits::value(self)
    }
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl<S: Unsigned, F: Unsigned> fmt::Display for MixedBits<S, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "M_{}|({}&{})={}",
            S::U64,
            self.bits,
            F::U64,
            self.value()
        )
    }
}

impl<S: Unsigned, F: Unsigned> fmt::Debug for MixedBits<S, F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
