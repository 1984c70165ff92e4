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
        crate::swizzle::xor_shifted(x + self.offset, self.yyy_mask, self.shift)
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

/// The public constants of a count, from its `COUNTED`.
macro_rules! counted_consts {
    () => {
        /// Wavefronts of all instructions.
        pub const WAVEFRONTS: i64 = Self::COUNTED.wavefronts;
        /// The fewest they could be.
        pub const IDEAL: i64 = Self::COUNTED.ideal;
        /// The largest number of distinct words in one bank of one phase (1: conflict-free).
        pub const WAYS: i64 = Self::COUNTED.ways;
        /// A pair of conflicting threads of the first phase that has one: thread, byte,
        /// thread, byte, bank (zeros when there is none).
        pub const PAIR: [i64; 5] = Self::COUNTED.pair;
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

/// The most (thread, vector) pairs of one access.
const MAX_VECTORS: usize = 8192;

/// The element offset each thread's vectors start at, checked once: a thread's values of one
/// vector are consecutive and the vector is aligned to its width. A swizzle that keeps
/// `2^M >= ` the vector's elements together (the search's) keeps both true.
#[derive(Clone, Copy, Debug)]
struct Addresses {
    /// Element offset of (thread `t`, vector `v`) at `t + threads * v`.
    base: [i64; MAX_VECTORS],
    threads: i64,
    vectors: i64,
    vector_bits: i64,
}

const fn addresses(
    smem: &Flat,
    elem_bits: i64,
    access: &Flat,
    threads: i64,
    vector_bits: i64,
) -> Addresses {
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
    let vectors = values / per_vector;
    assert!(
        (threads * vectors) as usize <= MAX_VECTORS,
        "bank conflicts: an access of more than 8192 vectors"
    );
    let mut out = Addresses {
        base: [0; MAX_VECTORS],
        threads,
        vectors,
        vector_bits,
    };
    let mut v = 0;
    while v < vectors {
        let mut t = 0;
        while t < threads {
            let base = smem.call(access.call(t + threads * v * per_vector));
            let mut k = 1;
            while k < per_vector {
                let o = smem.call(access.call(t + threads * (v * per_vector + k)));
                assert!(o == base + k, "bank conflicts: a thread's values of one access are not consecutive in shared memory");
                k += 1;
            }
            assert!(
                (base * elem_bits) % vector_bits == 0,
                "bank conflicts: an access is not aligned to its width"
            );
            out.base[(t + threads * v) as usize] = base;
            t += 1;
        }
        v += 1;
    }
    out
}

/// Counts one access to `smem` (elements of `elem_bits`) as it is.
const fn count_access(smem: &Flat, elem_bits: i64, a: &AccessConst) -> Counted {
    count(
        &addresses(smem, elem_bits, &a.tv, a.threads, a.bits),
        elem_bits,
        0,
        0,
        a.lanes,
    )
}

/// Counts the wavefronts of every instruction (see the module docs) of the accesses `a` to
/// elements of `elem_bits`, their offsets first swizzled by `x ^ ((x & yyy_mask) >> shift)`;
/// only the first `lanes` threads of each warp give addresses (`ldmatrix`'s `8 * N`).
const fn count(a: &Addresses, elem_bits: i64, yyy_mask: i64, shift: i64, lanes: i64) -> Counted {
    let bytes = a.vector_bits / 8;
    let phase = if a.vector_bits == 128 {
        8
    } else if a.vector_bits == 64 {
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
    // Per bank, the distinct words of the phase so far (at most 32 in a phase) and the
    // thread and byte that touched each first.
    let mut words = [[0i64; 32]; 32];
    let mut owner = [[[0i64; 2]; 32]; 32];
    let mut warp = 0;
    while warp * 32 < a.threads {
        let end = if warp * 32 + lanes < a.threads {
            warp * 32 + lanes
        } else {
            a.threads
        };
        let mut vector = 0;
        while vector < a.vectors {
            let (mut distinct_all, mut phases, mut first) = (0, 0, warp * 32);
            while first < end {
                let last = if first + phase < end {
                    first + phase
                } else {
                    end
                };
                let mut in_bank = [0usize; 32];
                let mut worst = 0;
                let mut t = first;
                while t < last {
                    let x = a.base[(t + a.threads * vector) as usize];
                    let x = crate::swizzle::xor_shifted(x, yyy_mask, shift);
                    let byte = x * elem_bits / 8;
                    let mut w = byte.div_euclid(4);
                    while w * 4 < byte + bytes {
                        let bank = w.rem_euclid(32) as usize;
                        let mut j = 0;
                        while j < in_bank[bank] && words[bank][j] != w {
                            j += 1;
                        }
                        if j == in_bank[bank] {
                            words[bank][j] = w;
                            owner[bank][j] = [t, byte];
                            in_bank[bank] += 1;
                            distinct_all += 1;
                            if j == 1 && !out.found {
                                out.pair =
                                    [owner[bank][0][0], owner[bank][0][1], t, byte, bank as i64];
                                out.found = true;
                            }
                            if in_bank[bank] > worst {
                                worst = in_bank[bank];
                            }
                        }
                        w += 1;
                    }
                    t += 1;
                }
                out.wavefronts += if worst > 1 { worst as i64 } else { 1 };
                if worst as i64 > out.ways {
                    out.ways = worst as i64;
                }
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

impl<Smem, T, Tv, Bits> BankConflicts<Smem, T, Tv, Bits>
where
    Smem: ConstLayout,
    T: Numeric,
    Access<Tv, Bits>: OneAccess,
{
    const COUNTED: Counted = count_access(
        &Smem::FLAT,
        T::BITS as i64,
        &<Access<Tv, Bits> as OneAccess>::ACCESS,
    );
    counted_consts!();
}

/// The bank conflicts of `ldmatrix` or `stmatrix` of `Matrices` (a typenum `U1`, `U2` or `U4`)
/// 8x8 matrices of `T` in `Smem`, `Access` naming each lane's 16-byte row: as
/// [`BankConflicts`] with 128-bit accesses, except that only lanes `0 .. 8 * Matrices` of a
/// warp give addresses (the others' are ignored, as ncu's counters show). [`CopyConflicts`]
/// applies this rule to `ldmatrix`/`stmatrix` atoms by itself.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::Half;
/// use cute_layout::banks::{BankConflicts, MatrixConflicts};
/// use cute_layout::typenum::{U1, U128};
/// // ldmatrix.x1 of eight 128-byte rows: lanes 8..32 repeat lanes 0..8 and are not read.
/// type Rows = layout!(((8,4),8):((1,0),32));
/// type X1 = MatrixConflicts<layout!((32,64):(64,1)), Half, Rows, U1>;
/// assert_eq!((X1::WAVEFRONTS, X1::IDEAL), (8, 1));
/// // As 32 lanes of 128-bit loads, the repeats would count: four phases of eight.
/// assert_eq!(BankConflicts::<layout!((32,64):(64,1)), Half, Rows, U128>::WAVEFRONTS, 32);
/// ```
pub struct MatrixConflicts<Smem, T, Access, Matrices>(PhantomData<(Smem, T, Access, Matrices)>);

impl<Smem, T, Tv, Matrices> MatrixConflicts<Smem, T, Tv, Matrices>
where
    Smem: ConstLayout,
    T: Numeric,
    Access<Tv, typenum::U128>: OneAccess,
    Matrices: Unsigned,
{
    const COUNTED: Counted = {
        assert!(
            Matrices::I64 == 1 || Matrices::I64 == 2 || Matrices::I64 == 4,
            "bank conflicts: ldmatrix and stmatrix move 1, 2 or 4 matrices"
        );
        let rows = AccessConst {
            lanes: 8 * Matrices::I64,
            ..<Access<Tv, typenum::U128> as OneAccess>::ACCESS
        };
        count_access(&Smem::FLAT, T::BITS as i64, &rows)
    };
    counted_consts!();
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
/// values of that side per instruction: the constants of [`BankConflicts`]. An `ldmatrix` or
/// `stmatrix` atom of `N` matrices reads the addresses of `8 * N` lanes of each warp only.
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
pub struct CopyConflicts<C, S, Smem>(PhantomData<(C, S, Smem)>);

/// The copy instruction of `C`'s atom (its `ADDRESS_LANES`: the lanes that give addresses).
type AtomOp<C> = <<C as crate::atom::TiledCopyOp>::Atom as crate::atom::CopyAtomOf>::Op;

impl<C, S, Smem> CopyConflicts<C, S, Smem>
where
    Smem: ConstLayout,
    C: crate::atom::TiledCopyOp,
    CopyAccess<C, S>: OneAccess,
{
    const COUNTED: Counted = count_access(
        &Smem::FLAT,
        <SideValue<C> as Numeric>::BITS as i64,
        &<CopyAccess<C, S> as OneAccess>::ACCESS,
    );
    counted_consts!();
}

/// One access for [`SwizzleFor`]: the (thread, value) -> index layout `Tv` (its first mode the
/// threads), each thread moving `Bits` (a typenum `U8` to `U128`) per instruction, as in
/// [`BankConflicts`].
pub struct Access<Tv, Bits>(PhantomData<(Tv, Bits)>);

/// One side (`S`: [`Src`](crate::atom::Src) or [`Dst`](crate::atom::Dst)) of the TiledCopy `C`
/// as an access for [`SwizzleFor`]: its TV layout, each thread moving its atom's values of
/// that side, as [`CopyConflicts`] counts it.
pub struct CopyAccess<C, S>(PhantomData<(C, S)>);

/// An access as constants.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct AccessConst {
    tv: Flat,
    threads: i64,
    bits: i64,
    lanes: i64,
}

/// The accesses of a [`SwizzleFor`] search: an [`Access`], or a tuple of one to four. Sealed.
pub trait Accesses: seal::Sealed {
    /// The accesses as constants.
    #[doc(hidden)]
    const LIST: &'static [AccessConst];
}

mod seal {
    pub trait Sealed {}
}

/// One access as constants.
#[doc(hidden)]
pub trait OneAccess {
    const ACCESS: AccessConst;
}
impl<Tv, Bits> OneAccess for Access<Tv, Bits>
where
    Tv: ConstLayout + crate::ModeSizeOp<typenum::U0, Output: Unsigned>,
    Bits: Unsigned,
{
    const ACCESS: AccessConst = AccessConst {
        tv: Tv::FLAT,
        threads: <<Tv as crate::ModeSizeOp<typenum::U0>>::Output as Unsigned>::I64,
        bits: Bits::I64,
        lanes: 32,
    };
}
impl<C, S> OneAccess for CopyAccess<C, S>
where
    C: crate::atom::TiledCopyOp + crate::atom::CopyTv<S>,
    S: crate::atom::Side<C::Atom>,
    SideTv<C, S>: ConstLayout + crate::ModeSizeOp<typenum::U0, Output: Unsigned>,
    <S::Trg as crate::ModeSizeOp<typenum::U1>>::Output:
        core::ops::Mul<<SideValue<C> as Numeric>::Bits>,
    S::Trg: crate::ModeSizeOp<typenum::U1>,
    SideBits<C, S>: Unsigned,
{
    const ACCESS: AccessConst = AccessConst {
        tv: <SideTv<C, S> as ConstLayout>::FLAT,
        threads: <<SideTv<C, S> as crate::ModeSizeOp<typenum::U0>>::Output as Unsigned>::I64,
        bits: <SideBits<C, S> as Unsigned>::I64,
        lanes: <AtomOp<C> as crate::atom::CopyAtom>::ADDRESS_LANES as i64,
    };
}

impl<Tv, Bits> seal::Sealed for Access<Tv, Bits> {}
impl<Tv, Bits> Accesses for Access<Tv, Bits>
where
    Self: OneAccess,
{
    const LIST: &'static [AccessConst] = &[<Self as OneAccess>::ACCESS];
}
impl<C, S> seal::Sealed for CopyAccess<C, S> {}
impl<C, S> Accesses for CopyAccess<C, S>
where
    Self: OneAccess,
{
    const LIST: &'static [AccessConst] = &[<Self as OneAccess>::ACCESS];
}
macro_rules! access_tuples {
    ($($a:ident)+) => {
        impl<$($a: OneAccess),+> seal::Sealed for ($($a,)+) {}
        impl<$($a: OneAccess),+> Accesses for ($($a,)+) {
            const LIST: &'static [AccessConst] = &[$($a::ACCESS),+];
        }
    };
}
access_tuples!(A0);
access_tuples!(A0 A1);
access_tuples!(A0 A1 A2);
access_tuples!(A0 A1 A2 A3);

/// The [`Swizzle`] that [`SwizzleFor<Smem, T, A>`](SwizzleFor) finds, as a type:
/// `synthesized_swizzle!(Smem, T, A)`. The search runs in the compiler; the types must be
/// concrete (not generic parameters), as for any constant used as a type.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::Half;
/// use cute_layout::banks::{Access, SwizzleFor};
/// use cute_layout::synthesized_swizzle;
/// use cute_layout::typenum::U128;
/// // A 32x64 tile of halves (rows of 128 bytes), written by 128-bit rows, read ldmatrix-style.
/// type Smem = layout!((32,64):(64,1));
/// type Writes = Access<layout!(((8,16),8):((256,1),32)), U128>;
/// type Reads = Access<layout!(((8,4),8):((1,256),32)), U128>;
/// type Sw = synthesized_swizzle!(Smem, Half, (Writes, Reads));
/// assert_eq!(Sw::default().to_string(), "Sw<3,3,3>");
/// assert!(SwizzleFor::<Smem, Half, (Writes, Reads)>::CONFLICT_FREE);
/// ```
#[macro_export]
macro_rules! synthesized_swizzle {
    ($smem:ty, $t:ty, $accesses:ty $(,)?) => {
        $crate::swizzle::Swizzle<
            $crate::typenum::U<{ $crate::banks::SwizzleFor::<$smem, $t, $accesses>::B }>,
            $crate::typenum::U<{ $crate::banks::SwizzleFor::<$smem, $t, $accesses>::M }>,
            $crate::typenum::U<{ $crate::banks::SwizzleFor::<$smem, $t, $accesses>::S }>,
        >
    };
}

/// The swizzle found by [`search`] and what the accesses cost with it.
#[derive(Clone, Copy, Debug)]
struct Found {
    b: usize,
    m: usize,
    s: usize,
    wavefronts: i64,
    ideal: i64,
}

/// The `Swizzle<B, M, S>` (applied to the offsets of `smem`) with the fewest wavefronts over
/// all `accesses`: `M` keeps the widest access's vector together (or up to 8 times more), `B`
/// runs from 0 to 5 and `S` from `B` to 7, and among equally good swizzles the one with the
/// fewest bits, then the smallest `M`, then the smallest `S` wins
/// (`dynamic::banks::synthesize_swizzle` follows the same rule).
const fn search(smem: &Flat, elem_bits: i64, accesses: &[AccessConst]) -> Found {
    assert!(
        smem.yyy_mask == 0,
        "synthesize_swizzle: the shared-memory layout is already swizzled"
    );
    let mut widest = elem_bits;
    let mut i = 0;
    while i < accesses.len() {
        if accesses[i].bits > widest {
            widest = accesses[i].bits;
        }
        i += 1;
    }
    let m0 = (widest / elem_bits).trailing_zeros() as i64;
    // At most four accesses (the tuples of `Accesses`), their offsets found once.
    let none = Addresses {
        base: [0; MAX_VECTORS],
        threads: 0,
        vectors: 0,
        vector_bits: 8,
    };
    let mut found = [none; 4];
    let mut i = 0;
    while i < accesses.len() {
        let a = &accesses[i];
        found[i] = addresses(smem, elem_bits, &a.tv, a.threads, a.bits);
        i += 1;
    }
    let mut best = Found {
        b: 0,
        m: m0 as usize,
        s: 0,
        wavefronts: i64::MAX,
        ideal: 0,
    };
    // The identity first, then (B, M, S) in that order: a later swizzle must do strictly better.
    let mut b = 0;
    while b <= 5 {
        let mut m = m0;
        while m <= if b == 0 { m0 } else { m0 + 3 } {
            let mut s = b;
            while s <= if b == 0 { 0 } else { 7 } {
                let mask = crate::swizzle::yyy_mask(b as u32, m, s);
                let (mut wavefronts, mut ideal, mut i) = (0, 0, 0);
                while i < accesses.len() {
                    let c = count(&found[i], elem_bits, mask, s, accesses[i].lanes);
                    wavefronts += c.wavefronts;
                    ideal += c.ideal;
                    i += 1;
                }
                if wavefronts < best.wavefronts {
                    best = Found {
                        b: b as usize,
                        m: m as usize,
                        s: s as usize,
                        wavefronts,
                        ideal,
                    };
                }
                s += 1;
            }
            m += 1;
        }
        b += 1;
    }
    best
}

/// CuTe's `Swizzle<B, M, S>` for the shared-memory layout `Smem` (static, unswizzled) of `T`
/// values that makes the accesses `A` (an [`Access`] or [`CopyAccess`], or a tuple of up to
/// four) need the fewest wavefronts, found by the compiler. `M` keeps the widest access's
/// vector in place (or up to 8 times more); `B` from 0 to 5 and `S` from `B` to 7 are tried,
/// and among equally good swizzles the one with the fewest bits, then the smallest `M`, then
/// the smallest `S` wins. [`CONFLICT_FREE`](Self::CONFLICT_FREE) says
/// whether every access is conflict-free with it; when none is, the swizzle is the least bad
/// and [`WAVEFRONTS`](Self::WAVEFRONTS) against [`IDEAL`](Self::IDEAL) says how bad.
///
/// [`synthesized_swizzle!`](crate::synthesized_swizzle) names the swizzle as a type, and
/// `Composition<synthesized_swizzle!(..), Smem>` is the swizzled layout.
pub struct SwizzleFor<Smem, T, A>(PhantomData<(Smem, T, A)>);

impl<Smem: ConstLayout, T: Numeric, A: Accesses> SwizzleFor<Smem, T, A> {
    const FOUND: Found = search(&Smem::FLAT, T::BITS as i64, A::LIST);
    /// `B`: the number of bits XORed (0: no swizzle is needed or helps).
    pub const B: usize = Self::FOUND.b;
    /// `M`: the low bits that never move.
    pub const M: usize = Self::FOUND.m;
    /// `S`: the shift from the source to the target bits.
    pub const S: usize = Self::FOUND.s;
    /// The wavefronts of all the accesses with the swizzle.
    pub const WAVEFRONTS: i64 = Self::FOUND.wavefronts;
    /// The fewest the accesses could need.
    pub const IDEAL: i64 = Self::FOUND.ideal;
    /// Whether every access is conflict-free with the swizzle.
    pub const CONFLICT_FREE: bool = Self::FOUND.wavefronts == Self::FOUND.ideal;
}
