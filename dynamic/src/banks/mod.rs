//! Shared-memory bank conflicts of an access, counted by the hardware's rules: the wavefronts
//! each instruction of a warp needs, against the fewest it could need.
//!
//! The rules (NVIDIA GPUs since Volta): shared memory has 32 banks of 4-byte words; a warp's
//! instruction is served in phases, all 32 threads at once for accesses of up to 32 bits per
//! thread, half-warps (16 threads) for 64-bit and quarter-warps (8 threads) for 128-bit
//! accesses (`ldmatrix`/`stmatrix` are the 128-bit case: each matrix is 8 row addresses of 16
//! bytes). A phase needs as many wavefronts as the largest number of *distinct* words any one
//! bank holds among its threads' bytes (threads reading the same word share it, a broadcast).
//! This is a direct simulation over the threads of each warp: the reference the compile-time
//! analysis is checked against.

pub mod linear;
pub mod picture;

use std::collections::BTreeMap;
use std::fmt;

use crate::composed::MaybeComposed;
use crate::error::{Error, Result};
use crate::layout::Layout;

const OP: &str = "bank_conflicts";
/// Banks of shared memory.
pub const BANKS: i64 = 32;
/// Bytes per bank word.
pub const WORD_BYTES: i64 = 4;

/// Two threads of one phase whose words differ but share a bank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// The first thread (index in the access's thread mode) and the byte offset it touches.
    pub thread_a: i64,
    /// Byte offset of `thread_a`'s access.
    pub byte_a: i64,
    /// The second thread.
    pub thread_b: i64,
    /// Byte offset of `thread_b`'s access.
    pub byte_b: i64,
    /// The bank both words are in.
    pub bank: i64,
}

/// One instruction of one warp.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// The warp (threads `32 * warp ..`).
    pub warp: i64,
    /// Which of a thread's vectors it moves (its values `n * vector .. n * vector + n`).
    pub vector: i64,
    /// Wavefronts the hardware needs.
    pub wavefronts: i64,
    /// The fewest it could need: one per 32 distinct words, and at least one per phase that
    /// has any thread.
    pub ideal: i64,
    /// The largest number of distinct words in one bank of one phase (1: conflict-free).
    pub ways: i64,
    /// One pair of conflicting threads, where there is one.
    pub conflict: Option<Conflict>,
    /// Bank of each thread's first word, by thread of the warp (`None`: no such thread).
    pub banks: Vec<Option<i64>>,
    /// The words the instruction touches, ascending.
    pub words: Vec<Word>,
}

/// One 4-byte word of shared memory an instruction touches (its bank is `word % 32`), and
/// how it is served: in each phase that touches it, the `k`-th distinct word of its bank
/// (ascending) is served in the phase's `k`-th wavefront (the count is the hardware's; the
/// order within a phase is ours).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Word {
    /// The word's index (byte address / 4).
    pub word: i64,
    /// The threads (of the access's thread mode) that touch it.
    pub threads: Vec<i64>,
    /// The wavefronts, numbered within the instruction, that serve it (one per phase).
    pub wavefronts: Vec<i64>,
    /// Whether its bank holds another word in one of those phases.
    pub conflict: bool,
}

/// Every instruction of an access.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Bits each thread moves per instruction.
    pub vector_bits: i64,
    /// The instructions, warp by warp, vector by vector.
    pub instructions: Vec<Instruction>,
}

impl Report {
    /// Wavefronts of all instructions.
    pub fn wavefronts(&self) -> i64 {
        self.instructions.iter().map(|i| i.wavefronts).sum()
    }
    /// The fewest wavefronts all instructions could need.
    pub fn ideal(&self) -> i64 {
        self.instructions.iter().map(|i| i.ideal).sum()
    }
    /// Wavefronts beyond the ideal: what ncu counts as bank conflicts
    /// (`l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum`).
    pub fn conflicts(&self) -> i64 {
        self.wavefronts() - self.ideal()
    }
    /// The worst instruction's ways.
    pub fn ways(&self) -> i64 {
        self.instructions.iter().map(|i| i.ways).max().unwrap_or(1)
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} instructions of {} bits: {} wavefronts, ideal {}, worst {}-way",
            self.instructions.len(),
            self.vector_bits,
            self.wavefronts(),
            self.ideal(),
            self.ways()
        )?;
        for i in &self.instructions {
            write!(
                f,
                "warp {} vector {}: {} wavefronts (ideal {}), {}-way",
                i.warp, i.vector, i.wavefronts, i.ideal, i.ways
            )?;
            if let Some(c) = i.conflict {
                write!(
                    f,
                    "; threads {} (byte {}) and {} (byte {}) share bank {}",
                    c.thread_a, c.byte_a, c.thread_b, c.byte_b, c.bank
                )?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

fn offset(smem: &MaybeComposed, index: i64) -> Result<i64> {
    match smem {
        MaybeComposed::Plain(l) => l.call(index),
        MaybeComposed::Composed(c) => {
            c.crd2idx(&crate::IntTuple::Int(crate::Leaf::new_dynamic(index)))
        }
    }
}

/// What the arguments of an access fix before any address is read, checked as
/// [`bank_conflicts`] documents (shared with the closed form of [`linear`]).
struct Geometry {
    /// Threads: the size of the access's mode 0.
    threads: i64,
    /// Values per thread: the size of its mode 1.
    values: i64,
    /// Elements per thread per instruction.
    per_vector: i64,
    /// Bytes per element.
    elem_bytes: i64,
    /// Bytes per thread per instruction.
    bytes: i64,
    /// Threads per phase: 32, 16 or 8.
    phase: i64,
}

/// Threads served together: the warp for accesses of up to 32 bits per thread, half-warps
/// for 64 and quarter-warps for 128 (`ldmatrix`/`stmatrix` too).
pub(crate) fn phase_threads(vector_bits: i64) -> i64 {
    match vector_bits {
        128 => 8,
        64 => 16,
        _ => 32,
    }
}

fn geometry(elem_bits: i64, access: &Layout, vector_bits: i64) -> Result<Geometry> {
    if !matches!(vector_bits, 8 | 16 | 32 | 64 | 128) {
        return Err(Error::new(
            OP,
            format!("an access moves 8, 16, 32, 64 or 128 bits per thread, not {vector_bits}"),
        ));
    }
    if !matches!(elem_bits, 8 | 16 | 32 | 64 | 128) || vector_bits % elem_bits != 0 {
        return Err(Error::new(
            OP,
            format!("a {vector_bits}-bit access moves whole {elem_bits}-bit elements: {elem_bits} must be 8 to 128 bits and divide {vector_bits}"),
        ));
    }
    if access.rank() != 2 {
        return Err(Error::new(
            OP,
            format!("the access {access} is not a (thread, value) layout"),
        ));
    }
    let (threads, values) = (access.mode(0)?.size(), access.mode(1)?.size());
    let per_vector = vector_bits / elem_bits;
    if values % per_vector != 0 {
        return Err(Error::new(
            OP,
            format!("each thread moves {values} values, not a multiple of the {per_vector} of one {vector_bits}-bit access"),
        ));
    }
    let phase = phase_threads(vector_bits);
    Ok(Geometry {
        threads,
        values,
        per_vector,
        elem_bytes: elem_bits / 8,
        bytes: vector_bits / 8,
        phase,
    })
}

/// The bank conflicts of an access to shared memory laid out by `smem` (element index ->
/// element offset; plain or swizzled) holding `elem_bits`-bit elements. `access` maps
/// (thread, value) to an element index of `smem` (a TV layout, e.g. a TiledCopy's); each
/// instruction moves `vector_bits` (8 to 128) per thread: consecutive values of a thread,
/// which must be consecutive, aligned elements of shared memory.
///
/// ```
/// use cute_layout_dynamic::banks::bank_conflicts;
/// use cute_layout_dynamic::MaybeComposed;
/// let smem = MaybeComposed::Plain("(32,32):(32,1)".parse().unwrap());
/// // Thread t reads column 0 of row t, a float at a time: every word in bank 0.
/// let by_columns = "(32,32):(1,32)".parse().unwrap();
/// let r = bank_conflicts(&smem, 32, &by_columns, 32).unwrap();
/// assert_eq!((r.instructions[0].wavefronts, r.ways()), (32, 32));
/// // Padded rows (33 floats): conflict-free.
/// let padded = MaybeComposed::Plain("(32,32):(33,1)".parse().unwrap());
/// assert_eq!(bank_conflicts(&padded, 32, &by_columns, 32).unwrap().ways(), 1);
/// ```
pub fn bank_conflicts(
    smem: &MaybeComposed,
    elem_bits: i64,
    access: &Layout,
    vector_bits: i64,
) -> Result<Report> {
    simulate(smem, elem_bits, access, vector_bits, BANKS)
}

/// The bank conflicts of `ldmatrix` or `stmatrix` of `matrices` (1, 2 or 4) 8x8 matrices of
/// `elem_bits`-bit elements (16, or 8): as [`bank_conflicts`] with 128-bit accesses, except
/// that only lanes `0 .. 8 * matrices` of a warp give addresses (lane `8 j + r` names row `r` of
/// matrix `j`); the others' are ignored, as ncu's counters show (an `ldmatrix.x1` of eight
/// rows in one bank is 8 wavefronts, not 32). `access` may be CuTe's source layout of the atom,
/// whose other lanes repeat the first ones.
///
/// ```
/// use cute_layout_dynamic::banks::{bank_conflicts, matrix_bank_conflicts};
/// use cute_layout_dynamic::MaybeComposed;
/// let smem = MaybeComposed::Plain("(32,64):(64,1)".parse().unwrap());
/// // ldmatrix.x1: lane t names row t % 8; lanes 8..32 repeat lanes 0..8.
/// let rows = "((8,4),8):((1,0),32)".parse().unwrap();
/// assert_eq!(matrix_bank_conflicts(&smem, 16, &rows, 1).unwrap().wavefronts(), 8);
/// assert_eq!(bank_conflicts(&smem, 16, &rows, 128).unwrap().wavefronts(), 32);
/// ```
pub fn matrix_bank_conflicts(
    smem: &MaybeComposed,
    elem_bits: i64,
    access: &Layout,
    matrices: i64,
) -> Result<Report> {
    if !matches!(matrices, 1 | 2 | 4) {
        return Err(Error::new(
            "matrix_bank_conflicts",
            format!("ldmatrix and stmatrix move 1, 2 or 4 matrices, not {matrices}"),
        ));
    }
    simulate(smem, elem_bits, access, 128, 8 * matrices)
}

/// The simulation: only the first `lanes` threads of each warp give addresses.
fn simulate(
    smem: &MaybeComposed,
    elem_bits: i64,
    access: &Layout,
    vector_bits: i64,
    lanes: i64,
) -> Result<Report> {
    let Geometry {
        threads,
        values,
        per_vector,
        elem_bytes,
        bytes,
        phase,
    } = geometry(elem_bits, access, vector_bits)?;
    // The byte address of each (thread, vector), checked to be one aligned vector.
    let address = |t: i64, v: i64| -> Result<i64> {
        let first = offset(smem, access.call(t + threads * v * per_vector)?)?;
        for k in 1..per_vector {
            let o = offset(smem, access.call(t + threads * (v * per_vector + k))?)?;
            if o != first + k {
                return Err(Error::new(
                    OP,
                    format!("thread {t}'s values {}..{} are not consecutive in shared memory (offsets {first} and {o}), so one {vector_bits}-bit access cannot move them", v * per_vector, v * per_vector + per_vector),
                ));
            }
        }
        let byte = first.checked_mul(elem_bytes).ok_or_else(|| {
            Error::new(
                OP,
                format!("thread {t}'s offset {first} is past the bytes an i64 addresses"),
            )
        })?;
        if byte % bytes != 0 {
            return Err(Error::new(
                OP,
                format!("thread {t}'s {vector_bits}-bit access starts at byte {byte}, not a multiple of {bytes}"),
            ));
        }
        Ok(byte)
    };
    let mut instructions = Vec::new();
    for warp in 0..(threads + 31) / 32 {
        for vector in 0..values / per_vector {
            let warp_threads: Vec<i64> = (32 * warp..(32 * warp + lanes).min(threads)).collect();
            let addresses = warp_threads
                .iter()
                .map(|&t| address(t, vector).map(|a| (t, a)))
                .collect::<Result<Vec<_>>>()?;
            let (mut wavefronts, mut ways, mut conflict) = (0, 1, None);
            let mut words: BTreeMap<i64, Word> = BTreeMap::new();
            for group in addresses.chunks(phase as usize) {
                // bank -> word -> (thread, byte) of the first thread touching it
                let mut banks: BTreeMap<i64, BTreeMap<i64, (i64, i64)>> = BTreeMap::new();
                for &(t, a) in group {
                    let mut word = a.div_euclid(WORD_BYTES);
                    while word * WORD_BYTES < a + bytes {
                        banks
                            .entry(word.rem_euclid(BANKS))
                            .or_default()
                            .entry(word)
                            .or_insert((t, a));
                        let w = words.entry(word).or_insert_with(|| Word {
                            word,
                            threads: Vec::new(),
                            wavefronts: Vec::new(),
                            conflict: false,
                        });
                        if !w.threads.contains(&t) {
                            w.threads.push(t);
                        }
                        word += 1;
                    }
                }
                let worst = banks.values().map(BTreeMap::len).max().unwrap_or(0) as i64;
                for in_bank in banks.values() {
                    for (wave, word) in (wavefronts..).zip(in_bank.keys()) {
                        if let Some(w) = words.get_mut(word) {
                            w.wavefronts.push(wave);
                            w.conflict |= in_bank.len() > 1;
                        }
                    }
                }
                wavefronts += worst.max(1);
                if worst > ways {
                    ways = worst;
                }
                if conflict.is_none() {
                    if let Some((&bank, words)) = banks.iter().find(|(_, w)| w.len() > 1) {
                        let mut it = words.values();
                        let (&(ta, ba), &(tb, bb)) =
                            (it.next().unwrap_or(&(0, 0)), it.next().unwrap_or(&(0, 0)));
                        conflict = Some(Conflict {
                            thread_a: ta,
                            byte_a: ba,
                            thread_b: tb,
                            byte_b: bb,
                            bank,
                        });
                    }
                }
            }
            let phases = (addresses.len() as i64 + phase - 1) / phase;
            let ideal = ((words.len() as i64 + BANKS - 1) / BANKS).max(phases);
            let mut banks = vec![None; 32];
            for &(t, a) in &addresses {
                banks[(t - 32 * warp) as usize] = Some(a.div_euclid(WORD_BYTES).rem_euclid(BANKS));
            }
            instructions.push(Instruction {
                warp,
                vector,
                wavefronts,
                ideal,
                ways,
                conflict,
                banks,
                words: words.into_values().collect(),
            });
        }
    }
    Ok(Report {
        vector_bits,
        instructions,
    })
}

/// An access for [`synthesize_swizzle`]: the (thread, value) -> index layout and the bits each
/// thread moves per instruction.
#[derive(Clone, Debug)]
pub struct Access {
    /// (thread, value) -> index of the shared-memory layout.
    pub layout: Layout,
    /// Bits per thread per instruction (8 to 128).
    pub vector_bits: i64,
}

/// The swizzle chosen by [`synthesize_swizzle`] and what the accesses cost with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Synthesized {
    /// The swizzle, applied to the layout's offsets (`swizzle o _0 o layout`).
    pub swizzle: crate::Swizzle,
    /// The wavefronts of all the accesses with it.
    pub wavefronts: i64,
    /// The fewest the accesses could need (every one conflict-free when equal).
    pub ideal: i64,
}

/// CuTe's `Swizzle<B, M, S>` that makes the accesses to a shared-memory layout (plain, of
/// `elem_bits`-bit elements) need the fewest wavefronts: `M` keeps the widest access's vector
/// together or up to 8 times more, `B` from 0 to 5 and `S` from `B` to 7 are tried; among
/// equally good swizzles the one with the fewest bits, then the smallest `M`, then the smallest
/// `S` wins (the rule of the compile-time `cute_layout::banks::SwizzleFor`). `Err` when an
/// access is not one the hardware can make (see [`bank_conflicts`]).
///
/// ```
/// use cute_layout_dynamic::banks::{synthesize_swizzle, Access};
/// // A 32x64 tile of halves, rows of 128 bytes: written by 128-bit rows, read ldmatrix-style.
/// let smem = "(32,64):(64,1)".parse().unwrap();
/// let write = Access { layout: "((8,16),8):((256,1),32)".parse().unwrap(), vector_bits: 128 };
/// let read = Access { layout: "((8,4),8):((1,256),32)".parse().unwrap(), vector_bits: 128 };
/// let s = synthesize_swizzle(&smem, 16, &[write, read]).unwrap();
/// assert_eq!((s.swizzle.to_string(), s.wavefronts, s.ideal), ("Sw<3,3,3>".to_string(), 20, 20));
/// ```
pub fn synthesize_swizzle(
    smem: &Layout,
    elem_bits: i64,
    accesses: &[Access],
) -> Result<Synthesized> {
    const OP: &str = "synthesize_swizzle";
    if !matches!(elem_bits, 8 | 16 | 32 | 64 | 128) {
        return Err(Error::new(
            OP,
            format!("elements of {elem_bits} bits: 8 to 128 bits"),
        ));
    }
    let widest = accesses
        .iter()
        .map(|a| a.vector_bits)
        .fold(elem_bits, i64::max);
    let m0 = (widest / elem_bits).trailing_zeros() as i64;
    // The identity first, then (B, M, S) in that order: a later swizzle must do strictly better.
    let candidates = std::iter::once((0, m0, 1)).chain(
        (1..=5).flat_map(|b| (m0..=m0 + 3).flat_map(move |m| (b..=7).map(move |s| (b, m, s)))),
    );
    let mut best: Option<Synthesized> = None;
    for (b, m, s) in candidates {
        let swizzle = crate::Swizzle::new(b, m, s)?;
        let layout = MaybeComposed::Composed(crate::ComposedLayout::new(
            swizzle,
            crate::Leaf::new_static(0),
            smem.clone(),
        ));
        let mut total = (0, 0);
        for a in accesses {
            let r = bank_conflicts(&layout, elem_bits, &a.layout, a.vector_bits)?;
            total = (total.0 + r.wavefronts(), total.1 + r.ideal());
        }
        if best.as_ref().is_none_or(|x| total.0 < x.wavefronts) {
            best = Some(Synthesized {
                swizzle,
                wavefronts: total.0,
                ideal: total.1,
            });
        }
    }
    best.ok_or_else(|| Error::new(OP, "no access to count"))
}
