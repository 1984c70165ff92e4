//! The offset `O` of a composed layout `A o O o L`: a static integer (a typenum unsigned,
//! printed `_8`), CuTe's `MixedBits<S, F>`, the offset a slice at a run-time coordinate
//! leaves inside a swizzled layout (static bits `S`, and the bits under the mask `F` known only
//! at run time), or CuTe's `smem_ptr_flag_bits<B>` ([`SmemPtrFlag`]): a swizzle of the byte
//! addresses of shared memory holding `B`-bit values (GMMA's layout atoms).

use core::fmt;
use core::marker::PhantomData;

use typenum::{Bit, UInt, UTerm, Unsigned};

/// The offset of a [`ComposedLayout`](super::ComposedLayout): a typenum unsigned (`U0`, `U8`,
/// static), a [`MixedBits`] (bits known at run time) or a [`SmemPtrFlag`] (a swizzle of byte
/// addresses). Sealed.
///
/// ```
/// use cute_layout::swizzle::ComposedOffset;
/// use cute_layout::typenum::U8;
/// assert_eq!(U8::default().value(), 8);
/// ```
pub trait ComposedOffset: seal::Sealed + Copy + Default + 'static {
    /// Whether the swizzle acts on absolute byte addresses ([`SmemPtrFlag`]).
    #[doc(hidden)]
    const SWIZZLES_ADDRESSES: bool = false;
    /// The offset's value.
    fn value(&self) -> i64;
    /// Writes the offset as CuTe prints it (`_8`, `M_0|(64&64)=64`).
    #[doc(hidden)]
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
    /// The composed layout's value at the inner layout's offset `x`: `A(O + x)`.
    #[doc(hidden)]
    #[inline(always)]
    fn apply<A: super::OuterFn>(&self, x: i64) -> i64 {
        A::apply_to(self.value() + x)
    }
    /// The value at the inner offset `x` of a part of a tensor that starts at `start`:
    /// `start + A(O + x)`.
    #[doc(hidden)]
    #[inline(always)]
    fn apply_at<A: super::OuterFn>(&self, start: i64, x: i64) -> i64 {
        start + self.apply::<A>(x)
    }
    /// The offset of a part that starts `by` further on: the same, but for a swizzle of
    /// absolute addresses, which must know where the part lies.
    #[doc(hidden)]
    #[inline(always)]
    fn moved(self, by: i64) -> Self {
        let _ = by;
        self
    }
    /// The swizzle of the run-time form ([`dynamic::ComposedLayout`](crate::dynamic::ComposedLayout)),
    /// which acts on the inner layout's offsets.
    #[doc(hidden)]
    fn element_swizzle(
        &self,
        sw: cute_layout_dynamic::Swizzle,
    ) -> Result<cute_layout_dynamic::Swizzle, cute_layout_dynamic::Error> {
        Ok(sw)
    }
}

mod seal {
    pub trait Sealed {}
    impl Sealed for typenum::UTerm {}
    impl<U, B> Sealed for typenum::UInt<U, B> {}
    impl<S, F> Sealed for super::MixedBits<S, F> {}
    impl<B> Sealed for super::SmemPtrFlag<B> {}
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
/// carries one as the composed layout's offset; [`make_mixed_bits`](super::make_mixed_bits)
/// builds one, and `&`, `|`, `^` combine them as CuTe's do. Printed as CuTe prints it,
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

/// CuTe's `smem_ptr_flag_bits<B>`: the offset of a composed layout whose swizzle acts on the
/// *byte* addresses of shared memory that holds `B`-bit values, printed
/// `smem_ptr[16b](unset)`. GMMA's shared-memory layout atoms
/// ([`gmma::Layout_K_SW128_Atom`](crate::atom::gmma::Layout_K_SW128_Atom), ...) carry it: the
/// swizzle is the hardware's (`Sw<3,4,3>` over bytes for 128-byte rows), whatever the value
/// type. In CuTe a tensor made from such a layout moves the swizzle into its pointer, where it
/// applies to absolute addresses.
///
/// Here the layout's value at a coordinate is that swizzle applied to the value's byte address
/// and read back in values (CuTe's `as_position_independent_swizzle_layout`, what its
/// `print_layout` shows), `upcast`/`downcast` keep the swizzle and scale `B` (CuTe's rule), and a
/// thread's `partition_a/b/c` or `partition_s/d` partitions the inner layout, the swizzle kept.
/// The swizzle acts on absolute addresses, so a part remembers where its offset 0 lies from the
/// layout's own (its *base*, 0 for a layout made from the type): a part of a tensor then reads
/// the elements CuTe's swizzled pointer reads. The base is not printed (CuTe prints the flag
/// `(unset)`, the address being in the pointer). Slicing one at a coordinate
/// is not provided; [`ComposedLayout::as_position_independent`](super::ComposedLayout::as_position_independent)
/// gives the equivalent swizzle of values with offset 0, which slices as CuTe does.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{gmma, Half};
/// type Atom = gmma::Layout_K_SW128_Atom<Half>;
/// assert_eq!(Atom::default().to_string(), "Sw<3,4,3> o smem_ptr[16b](unset) o (_8,_64):(_64,_1)");
/// // Over bytes, Sw<3,4,3> moves 16-byte chunks: 8 halves. Row 1's first chunk is stored at
/// // chunk 1 ^ 1 = 0 of row 1: offset 64.
/// assert_eq!(Atom::default().offset((1usize, 0usize)), 64 + 8);
/// assert_eq!(
///     Atom::default().as_position_independent().to_string(),
///     "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)"
/// );
/// ```
pub struct SmemPtrFlag<B> {
    /// Where the layout's offset 0 lies, in values, from the position the swizzle of
    /// addresses is read from (the start of the tensor the layout was made for).
    base: i64,
    bits: PhantomData<fn() -> B>,
}

impl<B> SmemPtrFlag<B> {
    /// The flag of a part whose offset 0 lies `base` values from the swizzle's base.
    pub(crate) fn at_base(base: i64) -> Self {
        SmemPtrFlag {
            base,
            bits: PhantomData,
        }
    }

    /// Where the layout's offset 0 lies, in values, from the swizzle's base.
    pub(crate) fn base(&self) -> i64 {
        self.base
    }
}

impl<B> Clone for SmemPtrFlag<B> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<B> Copy for SmemPtrFlag<B> {}
impl<B> Default for SmemPtrFlag<B> {
    fn default() -> Self {
        SmemPtrFlag {
            base: 0,
            bits: PhantomData,
        }
    }
}
impl<B> PartialEq for SmemPtrFlag<B> {
    fn eq(&self, other: &Self) -> bool {
        self.base == other.base
    }
}
impl<B> Eq for SmemPtrFlag<B> {}
impl<B: Unsigned> fmt::Debug for SmemPtrFlag<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "smem_ptr[{}b](unset)", B::U32)
    }
}

impl<B: Unsigned + 'static> ComposedOffset for SmemPtrFlag<B> {
    const SWIZZLES_ADDRESSES: bool = true;
    #[inline(always)]
    fn value(&self) -> i64 {
        0
    }
    fn show(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "smem_ptr[{}b](unset)", B::U32)
    }
    /// The byte swizzle applied to the value's byte address (its position `base + x`), read
    /// back in values and from the base again (the swizzle moves whole bytes: its lowest bit
    /// `M` is at least 0, and bits below a value's size stay).
    #[inline(always)]
    fn apply<A: super::OuterFn>(&self, x: i64) -> i64 {
        let at = self.base + x;
        let moved = if B::U32 >= 8 {
            let k = (B::U32 / 8).trailing_zeros();
            A::apply_to(at << k) >> k
        } else {
            let k = (8 / B::U32).trailing_zeros();
            (A::apply_to(at >> k) << k) | (at & ((1 << k) - 1))
        };
        moved - self.base
    }
    /// The part that starts `by` values further: its base moves with it.
    #[inline(always)]
    fn moved(self, by: i64) -> Self {
        SmemPtrFlag {
            base: self.base + by,
            bits: PhantomData,
        }
    }
    fn element_swizzle(
        &self,
        sw: cute_layout_dynamic::Swizzle,
    ) -> Result<cute_layout_dynamic::Swizzle, cute_layout_dynamic::Error> {
        // CuTe's `recast_layout<uint8_t, uint_bit_t<B>>` of the swizzle.
        if B::U32 >= 8 {
            sw.upcast(i64::from(B::U32 / 8))
        } else {
            sw.downcast(i64::from(8 / B::U32))
        }
    }
}

/// The swizzle of values a swizzle of bytes `A` over `B`-bit values is.
type ValueSwizzle<A, B> = super::Upcast<A, typenum::Quot<B, typenum::U8>>;

impl<A, B, L> super::ComposedLayout<A, SmemPtrFlag<B>, L>
where
    B: Unsigned + core::ops::Div<typenum::U8>,
    A: super::UpcastOp<typenum::Quot<B, typenum::U8>>,
    ValueSwizzle<A, B>: super::compose::MakeComposed<typenum::U0, L>,
{
    /// The same layout as a swizzle of `B`-bit values with offset 0 (CuTe's
    /// `as_position_independent_swizzle_layout`: the byte swizzle recast to values; `B` at
    /// least 8), which slices, tiles and partitions as a position-dependent swizzle does; the
    /// inner layout itself for a swizzle without bits (GMMA's `INTER` atoms), as in CuTe. It
    /// is the layout made from the type: a thread's part, which lies elsewhere, is not moved.
    ///
    /// ```
    /// use cute_layout::atom::gmma;
    /// let inter = gmma::Layout_K_INTER_Atom::<f32>::default();
    /// assert_eq!(inter.as_position_independent().to_string(), "(_8,_4):(_4,_1)");
    /// ```
    pub fn as_position_independent(
        &self,
    ) -> super::compose::Composed<ValueSwizzle<A, B>, typenum::U0, L> {
        Default::default()
    }
}
