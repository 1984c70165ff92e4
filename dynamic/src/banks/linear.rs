//! The closed form of [`bank_conflicts`] for accesses whose addresses are linear over GF(2), as
//! Triton's linear layouts count them: ranks of bit matrices instead of a walk over the threads.
//!
//! **Where it applies.** Every extent of the shared-memory layout and of the (thread, value)
//! access is a power of two (extents 1 aside), every stride is 0 or a positive power of two, and
//! the images of distinct index bits are 0 or distinct powers of two, in the access (index ->
//! element) and in the layout (element -> offset), so adding them never carries; optionally a
//! swizzle `Sw<B,M,S> o 0 o layout` follows (offset 0). Then the byte address of (thread,
//! vector) is a linear map over GF(2) of the bits of the thread and vector indices: a swizzle
//! only XORs bits, and the word address `byte >> 2` drops the two low bits (several threads of
//! sub-word elements share a word), both linear. Elsewhere [`linear_bank_conflicts`] answers
//! `Ok(None)` (a nested composed layout, a non-zero offset, a thread count that is not a power
//! of two, a stride 3, a padded row, two bits with the same image...) and the simulation
//! decides.
//!
//! **The closed form.** Let `W` be the span of the word images of a phase's thread bits and of
//! the bits that enumerate the 4-byte words inside one thread's vector, and `pi` the projection
//! onto the 5 bank bits (`word mod 32`). A phase touches the words `c ^ W`, where `c` (the image
//! of the warp's and the phase's higher thread bits and of the vector) only translates: the
//! phase has `2^rank(W)` distinct words in `2^rank(pi W)` banks, and since the fibres of the
//! linear map `pi` on `W` are all cosets of its kernel, every bank holds the same
//! `2^(rank(W) - rank(pi W))` words. So every phase of every instruction is
//! `ways = 2^(rank(W) - rank(pi W))`-way, an instruction needs `phases * ways` wavefronts, and
//! its ideal is `max(ceil(2^rank(W_warp) / 32), phases)` with `W_warp` the span over the warp's
//! thread bits: the counts [`bank_conflicts`] finds, thread by thread.
//!
//! ```
//! use cute_layout_dynamic::banks::{bank_conflicts, linear::linear_bank_conflicts};
//! use cute_layout_dynamic::MaybeComposed;
//! // Thread t reads column 0 of row t of a 32x32 float tile: 32-way.
//! let smem = MaybeComposed::Plain("(32,32):(32,1)".parse().unwrap());
//! let by_columns = "(32,32):(1,32)".parse().unwrap();
//! let s = linear_bank_conflicts(&smem, 32, &by_columns, 32).unwrap().unwrap();
//! assert_eq!((s.wavefronts, s.ideal, s.ways, s.instructions()), (32, 1, 32, 32));
//!
//! // An 8x64 tile of halves read ldmatrix-style, 128 bits a thread: the swizzle makes it
//! // conflict-free (8-way without it), as the simulation finds.
//! let ldmatrix = "((8,4),8):((1,64),8)".parse().unwrap();
//! let swizzled = MaybeComposed::Composed("Sw<3,3,3> o 0 o (8,64):(64,1)".parse().unwrap());
//! let s = linear_bank_conflicts(&swizzled, 16, &ldmatrix, 128).unwrap().unwrap();
//! assert_eq!((s.wavefronts, s.ideal, s.ways), (4, 4, 1));
//! let r = bank_conflicts(&swizzled, 16, &ldmatrix, 128).unwrap();
//! assert_eq!((r.wavefronts(), r.ideal(), r.ways()), (4, 4, 1));
//! let plain = MaybeComposed::Plain("(8,64):(64,1)".parse().unwrap());
//! let s = linear_bank_conflicts(&plain, 16, &ldmatrix, 128).unwrap().unwrap();
//! assert_eq!((s.wavefronts, s.ideal, s.ways), (32, 4, 8));
//!
//! // Padded rows are not linear over GF(2): the closed form does not apply.
//! let padded = MaybeComposed::Plain("(32,32):(33,1)".parse().unwrap());
//! assert_eq!(linear_bank_conflicts(&padded, 32, &by_columns, 32).unwrap(), None);
//! ```

use super::{bank_conflicts, geometry, BANKS, WORD_BYTES};
use crate::composed::MaybeComposed;
use crate::error::Result;
use crate::layout::Layout;

/// The counts of an access that is linear over GF(2): every instruction (warp, vector) has the
/// same `wavefronts`, `ideal` and `ways`, those of each of [`Report`](super::Report)'s
/// instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Bits each thread moves per instruction.
    pub vector_bits: i64,
    /// Warps (`ceil(threads / 32)`).
    pub warps: i64,
    /// Instructions per warp: the vectors each thread moves.
    pub vectors: i64,
    /// Phases per instruction.
    pub phases: i64,
    /// Distinct words one instruction touches.
    pub words: i64,
    /// Wavefronts of each instruction: `phases * ways`.
    pub wavefronts: i64,
    /// The fewest each instruction could need: `max(ceil(words / 32), phases)`.
    pub ideal: i64,
    /// Distinct words in each bank a phase touches (1: conflict-free).
    pub ways: i64,
}

impl Summary {
    /// Instructions of the access: `warps * vectors`.
    pub fn instructions(&self) -> i64 {
        self.warps * self.vectors
    }
    /// Wavefronts of all instructions ([`Report::wavefronts`](super::Report::wavefronts)).
    pub fn total_wavefronts(&self) -> i64 {
        self.instructions() * self.wavefronts
    }
    /// The fewest wavefronts all instructions could need ([`Report::ideal`](super::Report::ideal)).
    pub fn total_ideal(&self) -> i64 {
        self.instructions() * self.ideal
    }
    /// Wavefronts beyond the ideal ([`Report::conflicts`](super::Report::conflicts)).
    pub fn conflicts(&self) -> i64 {
        self.total_wavefronts() - self.total_ideal()
    }
}

/// [`bank_conflicts`] in closed form, from ranks over GF(2) (see the [module](self)): the same
/// arguments, `Ok(None)` where the addresses are not linear over GF(2) (decided from the shapes,
/// strides and swizzle, without evaluating any address) or a byte address would not fit an
/// `i64`. The arguments are checked as [`bank_conflicts`] checks them; an access the hardware
/// cannot make (a thread's values not consecutive and aligned in shared memory, an element
/// outside a plain layout) is [`bank_conflicts`]'s error.
///
/// ```
/// use cute_layout_dynamic::banks::linear::linear_bank_conflicts;
/// use cute_layout_dynamic::MaybeComposed;
/// // A 64x64 tile of halves, columns contiguous.
/// let smem = MaybeComposed::Plain("(64,64):(1,64)".parse().unwrap());
/// // Thread t reads half t of a column: two threads a word, conflict-free.
/// let s = linear_bank_conflicts(&smem, 16, &"(64,64):(1,64)".parse().unwrap(), 16).unwrap();
/// let counts = s.map(|s| (s.warps, s.vectors, s.words, s.ways, s.conflicts()));
/// assert_eq!(counts, Some((2, 64, 16, 1, 0)));
/// // Thread t reads half t of a row: 128 bytes apart, all in one bank.
/// let s = linear_bank_conflicts(&smem, 16, &"(64,64):(64,1)".parse().unwrap(), 16).unwrap();
/// assert_eq!(s.map(|s| (s.words, s.ways, s.conflicts())), Some((32, 32, 128 * 31)));
/// ```
pub fn linear_bank_conflicts(
    smem: &MaybeComposed,
    elem_bits: i64,
    access: &Layout,
    vector_bits: i64,
) -> Result<Option<Summary>> {
    let g = geometry(elem_bits, access, vector_bits)?;
    let cannot = || bank_conflicts(smem, elem_bits, access, vector_bits).map(|_| None);
    let (layout, swizzle, unbounded) = match smem {
        MaybeComposed::Plain(l) => (l, None, false),
        MaybeComposed::Composed(c) => match (c.swizzle(), c.layout()) {
            // CuTe evaluates a composed layout without a bound: its last leaf takes what is left.
            (Some(sw), Some(l)) if c.offset().value == 0 => (l, Some(sw), true),
            _ => return Ok(None),
        },
    };
    if !is_pow2(g.threads) || !is_pow2(g.values) {
        return Ok(None);
    }
    // The element index of each bit of the access's index: thread bits, then value bits.
    let Some(elements) = access_bits(access) else {
        return Ok(None);
    };
    if !disjoint(&elements) {
        return Ok(None);
    }
    // The element offset of each, then its swizzled offset.
    let mut offsets = Vec::with_capacity(elements.len());
    for &e in &elements {
        offsets.push(if e == 0 {
            0
        } else {
            match layout_bit(layout, unbounded, e.trailing_zeros()) {
                Bit::Image(o) => o,
                Bit::Outside => return cannot(),
                Bit::NonLinear => return Ok(None),
            }
        });
    }
    if !disjoint(&offsets) {
        return Ok(None);
    }
    if let Some(sw) = swizzle {
        offsets.iter_mut().for_each(|o| *o = sw.apply(*o));
    }
    let (t_bits, k_bits) = (log2(g.threads), log2(g.per_vector));
    // A thread's values are one aligned vector: the bits of the value index within a vector
    // land on the offsets 1, 2, 4... and the other bits above them.
    let (by_thread, by_value) = offsets.split_at(t_bits);
    let (within, by_vector) = by_value.split_at(k_bits);
    let aligned = by_thread
        .iter()
        .chain(by_vector)
        .all(|o| o & (g.per_vector - 1) == 0);
    if !aligned || within.iter().enumerate().any(|(j, &o)| o != 1 << j) {
        return cannot();
    }
    // Every byte address fits an `i64` (the largest is below the OR of the images, times the
    // element's bytes).
    if offsets
        .iter()
        .fold(0, |a, o| a | o)
        .checked_mul(g.elem_bytes)
        .is_none()
    {
        return Ok(None);
    }
    // Word addresses of the thread bits, and the bits that enumerate a vector's words.
    let words: Vec<i64> = by_thread
        .iter()
        .map(|o| o * g.elem_bytes / WORD_BYTES)
        .collect();
    let inner: Vec<i64> = (0..log2((g.bytes / WORD_BYTES).max(1)))
        .map(|j| 1 << j)
        .collect();
    let (in_phase, in_warp) = (g.phase.min(g.threads), g.threads.min(32));
    let span = |n: i64| words[..log2(n)].iter().chain(&inner).copied();
    let rank_words = rank(span(in_phase));
    let rank_banks = rank(span(in_phase).map(|w| w & (BANKS - 1)));
    let ways = 1 << (rank_words - rank_banks);
    let phases = in_warp / in_phase;
    let distinct = 1 << rank(span(in_warp));
    Ok(Some(Summary {
        vector_bits,
        warps: (g.threads + 31) / 32,
        vectors: g.values / g.per_vector,
        phases,
        words: distinct,
        wavefronts: phases * ways,
        ideal: ((distinct + BANKS - 1) / BANKS).max(phases),
        ways,
    }))
}

fn is_pow2(n: i64) -> bool {
    n > 0 && n & (n - 1) == 0
}

/// `log2` of a positive power of two.
fn log2(n: i64) -> usize {
    n.trailing_zeros() as usize
}

/// A stride that keeps a leaf linear over GF(2): 0 or a positive power of two.
fn linear_stride(d: i64) -> bool {
    d == 0 || is_pow2(d)
}

/// The image of each bit of a layout's index (colexicographic, lowest bit first) when every
/// extent is a power of two and every stride linear; `None` otherwise. Extents of 1 take no bit.
fn access_bits(l: &Layout) -> Option<Vec<i64>> {
    let mut bits = Vec::new();
    for (s, d) in l.shape().leaves().into_iter().zip(l.stride().leaves()) {
        if s == 1 {
            continue;
        }
        if !is_pow2(s) || !linear_stride(d) {
            return None;
        }
        // `d << b <= d * (s - 1)`, which fits: the cosize does.
        bits.extend((0..s.trailing_zeros()).map(|b| d << b));
    }
    Some(bits)
}

/// What a layout does with one bit of its index.
enum Bit {
    /// The offset of the index with only that bit.
    Image(i64),
    /// The bit is past the size of a plain layout: its index is outside.
    Outside,
    /// The layout is not linear over GF(2) at that bit.
    NonLinear,
}

/// The offset of bit `q` of `l`'s index. `unbounded`: CuTe's evaluation of a composed layout,
/// where the last leaf takes what is left of the index past the others.
fn layout_bit(l: &Layout, unbounded: bool, q: u32) -> Bit {
    let (shape, stride) = (l.shape().leaves(), l.stride().leaves());
    let mut low = 0u32;
    for (i, (&s, &d)) in shape.iter().zip(&stride).enumerate() {
        let inside = if unbounded && i + 1 == shape.len() {
            true
        } else if s == 1 {
            continue;
        } else if !is_pow2(s) {
            return Bit::NonLinear;
        } else {
            q < low + s.trailing_zeros()
        };
        if inside {
            if !linear_stride(d) {
                return Bit::NonLinear;
            }
            return match d.checked_mul(1i64.checked_shl(q - low).unwrap_or(0)) {
                Some(o) if d == 0 || o > 0 => Bit::Image(o),
                _ => Bit::NonLinear,
            };
        }
        low += s.trailing_zeros();
    }
    Bit::Outside
}

/// No two of the values share a bit (powers of two and zeros: adding them never carries).
fn disjoint(values: &[i64]) -> bool {
    let mut seen = 0;
    values.iter().all(|&v| {
        let fresh = seen & v == 0;
        seen |= v;
        fresh
    })
}

/// The rank over GF(2) of bit vectors.
fn rank(vectors: impl IntoIterator<Item = i64>) -> i64 {
    // Kept with distinct leading bits, highest first, so one pass reduces a vector.
    let mut basis: Vec<u64> = Vec::new();
    for v in vectors {
        let mut x = v as u64;
        for &b in &basis {
            x = x.min(x ^ b);
        }
        if x != 0 {
            basis.push(x);
            basis.sort_unstable_by(|a, b| b.cmp(a));
        }
    }
    basis.len() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks() {
        assert_eq!(rank([0b11, 0b01, 0b10]), 2);
        assert_eq!(rank([0, 0]), 0);
        assert_eq!(rank([4, 2, 6, 1, 7]), 3);
        assert_eq!(rank([36, 72, 144, 1, 2].map(|w| w & 31)), 5);
    }

    #[test]
    fn bits_of_a_layout() {
        let l: Layout = "((2,4),8):((8,1),16)".parse().unwrap();
        assert_eq!(access_bits(&l), Some(vec![8, 1, 2, 16, 32, 64]));
        assert_eq!(access_bits(&"(4,3):(1,4)".parse().unwrap()), None);
        assert!(matches!(layout_bit(&l, false, 1), Bit::Image(1)));
        assert!(matches!(layout_bit(&l, false, 6), Bit::Outside));
        assert!(matches!(layout_bit(&l, true, 7), Bit::Image(256)));
        assert!(disjoint(&[1, 0, 4, 0, 2]) && !disjoint(&[1, 2, 1]));
    }
}
