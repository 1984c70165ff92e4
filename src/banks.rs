//! Shared-memory bank conflicts decided by the compiler.
//!
//! # The hardware's rules
//! Shared memory is 32 banks of 4-byte words; word `w` is in bank `w % 32`. A warp's load or
//! store is served in phases: all 32 threads together for accesses of up to 32 bits per
//! thread, half-warps for 64-bit and quarter-warps for 128-bit accesses (`ldmatrix` and
//! `stmatrix` are the 128-bit case: each 8x8 matrix is 8 row addresses of 16 bytes). In one
//! phase a bank returns one word per *wavefront*: threads that touch different words of the
//! same bank are served one after the other (an N-way conflict costs N wavefronts), threads
//! that touch the same word share it. A conflict-free phase takes one wavefront per 128 bytes.
//!
//! # Asking the compiler
//! [`BankConflicts<Smem, T, Access, Bits>`](BankConflicts) counts, in constants, the
//! wavefronts of every instruction of an access: `Smem` is the shared-memory layout (a static
//! [`Layout`] or a swizzled [`ComposedLayout`]), `T` its element type, `Access` the
//! (thread, value) -> index layout of the access (its first mode the threads), `Bits` what one
//! thread moves per instruction. [`CopyConflicts`] takes a TiledCopy's source or destination
//! side as the access. [`assert_conflict_free!`](crate::assert_conflict_free) fails
//! `cargo check` on a conflicting access, naming two threads, their bytes and their bank.
//!
//! A classic: 32 threads read one column of a 32x32 tile of floats. Every row is 128 bytes,
//! so all 32 words are in one bank: 32 wavefronts for a load that needs one. One float of
//! padding per row, or a swizzle that XORs the row into the column, spreads them:
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::banks::BankConflicts;
//! use cute_layout::swizzle::Swizzle;
//! use cute_layout::typenum::{U0, U32, U5};
//! type Column = layout!((32,1):(1,0)); // thread t reads row t, column 0
//! type Plain = BankConflicts<layout!((32,32):(32,1)), f32, Column, U32>;
//! type Padded = BankConflicts<layout!((32,32):(33,1)), f32, Column, U32>;
//! type Swizzled = BankConflicts<Composition<Swizzle<U5, U0, U5>, layout!((32,32):(32,1))>, f32, Column, U32>;
//! assert_eq!((Plain::WAVEFRONTS, Plain::WAYS), (32, 32));
//! assert_eq!((Padded::WAVEFRONTS, Swizzled::WAVEFRONTS), (1, 1));
//! ```
//!
//! The same counts at run time, for layouts read from text, are
//! [`dynamic::banks`](crate::dynamic::banks) (with `synthesize_swizzle`, which searches CuTe's
//! `Swizzle<B, M, S>` for the fewest wavefronts) and `cute-inspect --banks`; both models agree
//! with each other and with ncu's counters on an H100 (`tests/banks.rs`, `benches/README.md`).
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::banks::BankConflicts;
//! use cute_layout::swizzle::Swizzle;
//! use cute_layout::atom::Half;
//! use cute_layout::typenum::U128;
//! // ldmatrix-style reads: thread t reads 8 halves of row t % 8 at column 8 * (t / 8).
//! type Rows = layout!(((8,4),8):((1,64),8));
//! type Plain = BankConflicts<layout!((8,64):(64,1)), Half, Rows, U128>;
//! assert_eq!((Plain::WAVEFRONTS, Plain::IDEAL, Plain::WAYS), (32, 4, 8));
//! type Swizzled = BankConflicts<Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>, Half, Rows, U128>;
//! assert_eq!((Swizzled::WAVEFRONTS, Swizzled::WAYS), (4, 1));
//! ```

use core::marker::PhantomData;

use crate::atom::Numeric;
use crate::int::StaticInt;
use crate::layout::Layout;
use crate::swizzle::{ComposedLayout, Swizzle};
use typenum::Unsigned;

/// The most leaves a flat layout here may have.
const MAX_LEAVES: usize = 32;

/// The leaves of a static integer tuple, in order.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Leaves {
    v: [i64; MAX_LEAVES],
    n: usize,
}

impl Leaves {
    const EMPTY: Leaves = Leaves {
        v: [0; MAX_LEAVES],
        n: 0,
    };

    const fn one(x: i64) -> Leaves {
        let mut l = Leaves::EMPTY;
        l.v[0] = x;
        l.n = 1;
        l
    }

    const fn concat(self, other: Leaves) -> Leaves {
        let mut out = self;
        let mut i = 0;
        while i < other.n {
            assert!(
                out.n < MAX_LEAVES,
                "bank conflicts: a layout of more than 32 leaves"
            );
            out.v[out.n] = other.v[i];
            out.n += 1;
            i += 1;
        }
        out
    }

    const fn product(&self) -> i64 {
        let (mut p, mut i) = (1, 0);
        while i < self.n {
            p *= self.v[i];
            i += 1;
        }
        p
    }
}

/// The leaves of a static integer tuple, as a constant.
#[doc(hidden)]
pub trait ConstLeaves {
    const LEAVES: Leaves;
}
crate::arity::for_leaves!([] ConstLeaves {
    const LEAVES: Leaves = Leaves::one(<Self as StaticInt>::VALUE);
});
macro_rules! tuple_leaves {
    () => {
        impl ConstLeaves for () {
            const LEAVES: Leaves = Leaves::EMPTY;
        }
    };
    ($($t:ident)+) => {
        impl<$($t: ConstLeaves),+> ConstLeaves for ($($t,)+) {
            const LEAVES: Leaves = {
                let l = Leaves::EMPTY;
                $(let l = l.concat($t::LEAVES);)+
                l
            };
        }
    };
}
crate::arity::for_arities!(tuple_leaves);

/// A static layout (or a swizzled one) as constants: its flat leaves, an offset and a
/// swizzle applied after them, as its source-bit mask and shift ([`Swizzle::YYY_MASK`],
/// [`Swizzle::SHIFT`]; a zero mask: none).
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Flat {
    shape: Leaves,
    stride: Leaves,
    offset: i64,
    yyy_mask: i64,
    shift: i64,
}

impl Flat {
    /// The offset of index `i`: column-major coordinates over the flat shape.
    const fn call(&self, i: i64) -> i64 {
        let (mut rest, mut x, mut k) = (i, 0, 0);
        while k < self.shape.n {
            let s = self.shape.v[k];
            let c = if k + 1 == self.shape.n {
                rest
            } else {
                rest % s
            };
            x += c * self.stride.v[k];
            rest /= s;
            k += 1;
        }
        // Swizzle::apply, with the swizzle's constants held as values.
        let x = x + self.offset;
        let y = x & self.yyy_mask;
        if self.shift >= 0 {
            x ^ (y >> self.shift)
        } else {
            x ^ (y << -self.shift)
        }
    }
}

/// A layout whose offsets the compiler can evaluate: a static [`Layout`], or a
/// [`ComposedLayout`] of a [`Swizzle`], a static offset and a static layout. Sealed.
pub trait ConstLayout: crate::swizzle::layout_seal::Sealed {
    /// The layout as constants.
    #[doc(hidden)]
    const FLAT: Flat;
}
impl<S: ConstLeaves, D: ConstLeaves> ConstLayout for Layout<S, D> {
    const FLAT: Flat = Flat {
        shape: S::LEAVES,
        stride: D::LEAVES,
        offset: 0,
        yyy_mask: 0,
        shift: 0,
    };
}
impl<B: Unsigned, M: Unsigned, Sh: StaticInt, O: Unsigned, S: ConstLeaves, D: ConstLeaves>
    ConstLayout for ComposedLayout<Swizzle<B, M, Sh>, O, Layout<S, D>>
{
    const FLAT: Flat = Flat {
        shape: S::LEAVES,
        stride: D::LEAVES,
        offset: O::I64,
        yyy_mask: Swizzle::<B, M, Sh>::YYY_MASK,
        shift: Swizzle::<B, M, Sh>::SHIFT as i64,
    };
}

/// The bank conflicts of the access `Access` ((thread, value) -> index of `Smem`, a static
/// layout whose first mode is the threads) to the shared-memory layout `Smem` of elements of
/// type `T`, each thread moving `Bits` (a typenum `U8` to `U128`) per instruction, as
/// constants. Every warp and every vector of the threads is counted.
pub struct BankConflicts<Smem, T, Access, Bits>(PhantomData<(Smem, T, Access, Bits)>);

/// The result of the simulation.
#[derive(Clone, Copy, Debug)]
struct Counted {
    wavefronts: i64,
    ideal: i64,
    ways: i64,
    pair: [i64; 5],
    found: bool,
}

/// Counts the wavefronts of every instruction (see the module docs).
const fn count(
    smem: &Flat,
    elem_bits: i64,
    access: &Flat,
    threads: i64,
    vector_bits: i64,
) -> Counted {
    assert!(
        vector_bits == 8
            || vector_bits == 16
            || vector_bits == 32
            || vector_bits == 64
            || vector_bits == 128,
        "bank conflicts: an access moves 8, 16, 32, 64 or 128 bits per thread"
    );
    assert!(
        vector_bits % elem_bits == 0,
        "bank conflicts: the access moves whole elements"
    );
    let per_vector = vector_bits / elem_bits;
    let values = access.shape.product() / threads;
    assert!(
        values % per_vector == 0,
        "bank conflicts: a thread's values are whole vectors"
    );
    let (bytes, elem_bytes) = (vector_bits / 8, elem_bits / 8);
    let phase = if vector_bits == 128 {
        8
    } else if vector_bits == 64 {
        16
    } else {
        32
    };
    let mut out = Counted {
        wavefronts: 0,
        ideal: 0,
        ways: 1,
        pair: [0; 5],
        found: false,
    };
    let mut warp = 0;
    while warp * 32 < threads {
        let mut vector = 0;
        while vector < values / per_vector {
            let mut distinct_all = 0;
            let mut first = warp * 32;
            let end = if warp * 32 + 32 < threads {
                warp * 32 + 32
            } else {
                threads
            };
            let mut phases = 0;
            while first < end {
                let last = if first + phase < end {
                    first + phase
                } else {
                    end
                };
                // The words of this phase (at most 128 bytes), each with its thread and byte.
                let mut words = [0i64; 32];
                let mut owner = [[0i64; 2]; 32];
                let mut n = 0;
                let mut t = first;
                while t < last {
                    let base = smem.call(access.call(t + threads * vector * per_vector));
                    let mut k = 1;
                    while k < per_vector {
                        let o = smem.call(access.call(t + threads * (vector * per_vector + k)));
                        assert!(o == base + k, "bank conflicts: a thread's values of one access are not consecutive in shared memory");
                        k += 1;
                    }
                    let byte = base * elem_bytes;
                    assert!(
                        byte % bytes == 0,
                        "bank conflicts: an access is not aligned to its width"
                    );
                    let mut w = byte.div_euclid(4);
                    while w * 4 < byte + bytes {
                        let mut seen = false;
                        let mut j = 0;
                        while j < n {
                            if words[j] == w {
                                seen = true;
                            }
                            j += 1;
                        }
                        if !seen {
                            words[n] = w;
                            owner[n] = [t, byte];
                            n += 1;
                        }
                        w += 1;
                    }
                    t += 1;
                }
                // The most distinct words in one bank.
                let mut worst = 0;
                let mut i = 0;
                while i < n {
                    let mut same = 0;
                    let mut j = 0;
                    while j < n {
                        if words[j].rem_euclid(32) == words[i].rem_euclid(32) {
                            same += 1;
                            if j > i && !out.found {
                                out.pair = [
                                    owner[i][0],
                                    owner[i][1],
                                    owner[j][0],
                                    owner[j][1],
                                    words[i].rem_euclid(32),
                                ];
                                out.found = true;
                            }
                        }
                        j += 1;
                    }
                    if same > worst {
                        worst = same;
                    }
                    i += 1;
                }
                out.wavefronts += if worst > 1 { worst } else { 1 };
                if worst > out.ways {
                    out.ways = worst;
                }
                distinct_all += n as i64;
                phases += 1;
                first = last;
            }
            let ideal = (distinct_all + 31) / 32;
            out.ideal += if ideal > phases { ideal } else { phases };
            vector += 1;
        }
        warp += 1;
    }
    out
}

impl<Smem, T, Access, Bits> BankConflicts<Smem, T, Access, Bits>
where
    Smem: ConstLayout,
    T: Numeric,
    Access: ConstLayout + crate::ModeSizeOp<typenum::U0, Output: Unsigned>,
    Bits: Unsigned,
{
    const COUNTED: Counted = count(
        &Smem::FLAT,
        T::BITS as i64,
        &Access::FLAT,
        <<Access as crate::ModeSizeOp<typenum::U0>>::Output as Unsigned>::I64,
        Bits::I64,
    );
    /// Wavefronts of all instructions.
    pub const WAVEFRONTS: i64 = Self::COUNTED.wavefronts;
    /// The fewest they could be.
    pub const IDEAL: i64 = Self::COUNTED.ideal;
    /// The largest number of distinct words in one bank of one phase (1: conflict-free).
    pub const WAYS: i64 = Self::COUNTED.ways;
    /// A pair of conflicting threads of the first phase that has one: thread, byte, thread,
    /// byte, bank (zeros when there is none).
    pub const PAIR: [i64; 5] = Self::COUNTED.pair;
}

type SideTv<C, S> = <C as crate::atom::CopyTv<S>>::Tv;
type SideValue<C> = <<C as crate::atom::TiledCopyOp>::Atom as crate::atom::CopyAtomOf>::Value;
/// Bits one thread moves per atom on side `S`: the atom's values of that side.
type SideBits<C, S> = typenum::Prod<
    <<S as crate::atom::Side<<C as crate::atom::TiledCopyOp>::Atom>>::Trg as crate::ModeSizeOp<
        typenum::U1,
    >>::Output,
    <SideValue<C> as Numeric>::Bits,
>;

/// The bank conflicts of one side (`S`: [`Src`](crate::atom::Src) or
/// [`Dst`](crate::atom::Dst)) of the TiledCopy `C` in shared memory laid out by `Smem` (a
/// layout of the copy's tile: its coordinates are the tile's), each thread moving its atom's
/// values of that side per instruction.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::*;
/// use cute_layout::banks::CopyConflicts;
/// use cute_layout::typenum::{U16, U32};
/// use cute_layout::swizzle::Swizzle;
/// // ldmatrix.x4 loads of A for a 2x2 SM80 TiledMMA: its tile is 32 x 16 halves.
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// type Copy = TiledCopy<Copy_Atom<SM75_U32x4_LDSM_N, Half>, <Mma as TiledMmaOp>::LayoutA_TV, (U32, U16)>;
/// // Rows of 64 halves (128 bytes): the 8 rows of a matrix share their banks, so each of the
/// // 4 warps' loads needs 8 wavefronts per matrix instead of 1.
/// type Plain = CopyConflicts<Copy, Src, layout!((32,16):(64,1))>;
/// assert_eq!((Plain::WAVEFRONTS, Plain::IDEAL, Plain::WAYS), (128, 16, 8));
/// // CuTe's SM80 swizzle for such rows, Sw<3,3,3>: conflict-free.
/// type Swizzled = CopyConflicts<Copy, Src, Composition<Swizzle<U3, U3, U3>, layout!((32,16):(64,1))>>;
/// assert_eq!((Swizzled::WAVEFRONTS, Swizzled::WAYS), (Swizzled::IDEAL, 1));
/// ```
pub type CopyConflicts<C, S, Smem> =
    BankConflicts<Smem, SideValue<C>, SideTv<C, S>, SideBits<C, S>>;
