//! The widest vector a copy between two layouts can move, and the copy atoms that move it:
//! CuTe's rule in `copy(AutoVectorizingCopyWithAssumedAlignment<128>, src, dst)`.

use super::{Copy_Atom, Numeric, UniversalCopy, SM80_CP_ASYNC_CACHEALWAYS};
use crate::{MaxAlignment, MaxCommonVector};
use typenum::{Gcf, Prod, Quot, U128, U16, U32, U64, U8};

type Bits<T> = <T as Numeric>::Bits;

/// The widest vector, in bits, that copies elements of type `T` from a tensor laid out by
/// `Src` to one laid out by `Dst` (plain or swizzled layouts, static or run-time leaves) in one
/// instruction, at least one element: a typenum integer.
///
/// A vector of `n` elements is one instruction when both layouts hold those `n` elements
/// consecutively ([`MaxCommonVector`]) and every vector starts at a multiple of its width in
/// both ([`MaxAlignment`]); pointers are assumed aligned to 128 bits, as CuTe assumes. The
/// width is `gcd(common * bits, alignment(src) * bits, alignment(dst) * bits, 128)` bits.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::typenum::{Unsigned, U1, U128, U8};
/// use cute_layout::{Dyn, Layout};
/// // A 128x8 tile of halves, contiguous by columns of 128 in global memory (run-time leading
/// // dimension), into shared memory swizzled by Sw<3,3,3>: 8 halves, 128 bits, per copy.
/// type Gmem = Layout<(U128, U8), (U1, Dyn)>;
/// type Smem = Composition<Swizzle<U3, U3, U3>, layout!((128,8):(1,128))>;
/// assert_eq!(<VectorBits<Gmem, Smem, Half> as Unsigned>::USIZE, 128);
/// // ... so the copy atom is a 128-bit cp.async, and a thread's values are 8 halves.
/// type Atom = AsyncVectorCopy<Gmem, Smem, Half>;
/// let _: Atom = Copy_Atom::<SM80_CP_ASYNC_CACHEALWAYS<u128>, Half>::default();
/// assert_eq!(<VectorElems<Gmem, Smem, Half> as Unsigned>::USIZE, 8);
/// // Rows of 6 floats: runs of 6 elements, aligned to 2, so 64-bit vectors.
/// assert_eq!(<VectorBits<layout!((6,8):(1,6)), layout!((6,8):(1,8)), f32> as Unsigned>::USIZE, 64);
/// ```
pub type VectorBits<Src, Dst, T> = Gcf<
    Prod<MaxCommonVector<Src, Dst>, Bits<T>>,
    Gcf<Gcf<Prod<MaxAlignment<Src>, Bits<T>>, Prod<MaxAlignment<Dst>, Bits<T>>>, U128>,
>;

/// The elements of one such vector: `VectorBits / bits`.
pub type VectorElems<Src, Dst, T> = Quot<VectorBits<Src, Dst, T>, Bits<T>>;

/// The unsigned integer of a vector's width (`U8` to `U128` bits): `u8` to `u128`.
#[diagnostic::on_unimplemented(
    message = "vector copy: a vector of `{Self}` bits is not 8, 16, 32, 64 or 128 bits",
    note = "elements narrower than a byte have no vector copy here"
)]
pub trait UintOfBits {
    /// The integer type.
    type Uint: Numeric;
}

/// `impl UintOfBits for U8 { type Uint = u8; }` and so on.
macro_rules! uint_of_bits {
    ($($bits:ident => $uint:ty),*) => {$(
        impl UintOfBits for $bits {
            type Uint = $uint;
        }
    )*};
}
uint_of_bits!(U8 => u8, U16 => u16, U32 => u32, U64 => u64, U128 => u128);

/// The widths `cp.async` moves: 4, 8 or 16 bytes.
#[diagnostic::on_unimplemented(
    message = "cp.async: this copy's widest vector is narrower than 32 bits",
    note = "cp.async moves 4, 8 or 16 bytes; copy through registers (`VectorCopy`) instead"
)]
pub trait AsyncBits {
    /// The integer type.
    type Uint: Numeric;
}
impl AsyncBits for U32 {
    type Uint = u32;
}
impl AsyncBits for U64 {
    type Uint = u64;
}
impl AsyncBits for U128 {
    type Uint = u128;
}

/// The copy atom that moves the widest vector from `Src` to `Dst` through registers:
/// `Copy_Atom<UniversalCopy<uintN_t>, T>` with `N` = [`VectorBits`].
pub type VectorCopy<Src, Dst, T> =
    Copy_Atom<UniversalCopy<<VectorBits<Src, Dst, T> as UintOfBits>::Uint>, T>;

/// The `cp.async` atom (global to shared memory, cached in L1) that moves the widest vector
/// from `Src` to `Dst`: `Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uintN_t>, T>`; a compile error
/// when that vector is narrower than 4 bytes.
pub type AsyncVectorCopy<Src, Dst, T> =
    Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<<VectorBits<Src, Dst, T> as AsyncBits>::Uint>, T>;
