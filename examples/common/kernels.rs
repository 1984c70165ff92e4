//! CPU kernels written the CuTe way, for any problem size and operand order: a global matrix
//! is a layout with run-time extents and strides (`(M,K):(lda,1)` row-major, `(M,K):(1,lda)`
//! column-major, or any other strides), `local_tile` cuts it into blocks with static extents,
//! packing and write-back are copies between layouts, and a register tile is a tensor over the
//! micro-kernel's registers. The tile extents are static; M, N, K, the leading dimensions and
//! the orders are run-time values, so one kernel serves every size.
//!
//! Sizes the tile does not divide: a tile at the bottom or right edge is partial. CuTe kernels
//! predicate such a tile's elements on their coordinates (`elem_less(coord, residue)`); here
//! the in-range part of a partial tile is the tile's own layout with its extents clipped to the
//! residue (`Tensor::with_shape`, see [`part`]): the same strides, run-time extents
//! `min(tile, residue)`.
//! Full tiles take the static path.
//!
//! Shared (through `#[path]`) by the `transpose` and `sgemm` examples, `tests/kernels.rs` and
//! the benchmarks.
//!
//! The parts: [`threads`] (the workers and how work is split between them), [`matrix`]
//! (matrices and partial tiles as layouts), [`micro_kernel`], [`pack`] (the copies into packed
//! panels) and [`gemm`] (the blocked loop nest). This file holds what the examples, the tests and
//! the benchmark call: the transpose, the GEMM entry points and the naive references.
#![allow(dead_code)]

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, Tensor};

mod gemm;
mod matrix;
mod micro_kernel;
mod pack;
mod threads;

// The parts' public items, where they were before the split; each includer uses only some
// of them (as with dead code above).
#[allow(unused_imports)]
pub use self::{
    gemm::{BK, BM, BN, IN_PLACE_ROWS},
    matrix::{part, part_mut, residue, Major, Strided},
    micro_kernel::{has_fma, micro_kernel, MR, NR},
    threads::{bands, par_map, workers},
};

use gemm::gemm_rows;
use matrix::{dims, strides, transposed};
use threads::row_bands;

/// The textbook triple loop: `C = A * B` for row-major `A` (m x k), `B` (k x n), `C` (m x n).
#[inline(never)]
pub fn naive_gemm(m: usize, n: usize, k: usize, a: &[f32], b: &[f32], c: &mut [f32]) {
    for i in 0..m {
        for j in 0..n {
            let mut s = 0.0f32;
            for p in 0..k {
                s += a[i * k + p] * b[p * n + j];
            }
            c[i * n + j] = s;
        }
    }
}

/// Naive transpose of a row-major `m x n` matrix into a row-major `n x m` one.
pub fn naive_transpose(m: usize, n: usize, src: &[f32], dst: &mut [f32]) {
    for i in 0..m {
        for j in 0..n {
            dst[j * m + i] = src[i * n + j];
        }
    }
}

/// Transpose tile: `T x T` elements.
const TT: usize = 32;

/// A tiled transpose of the row-major `m x n` matrix `src` (leading dimension `n`) into the
/// row-major `n x m` matrix `dst` (leading dimension `m`), for any `m` and `n`.
///
/// `dst` seen through the transposed layout `(m, n):(_1, m)` has `src`'s shape, so the
/// transpose is a copy between two layouts, tile by tile: the `(_32, _32)` tile at `(i, j)` of
/// both (`local_tile`) for full tiles, their in-range parts for edge tiles. The rows of `dst`
/// (columns of `src`) are cut into bands, one per worker.
pub fn transpose(m: usize, n: usize, src: &[f32], dst: &mut [f32]) {
    let src = Tensor::with_layout(src, make_layout!((m, n):(n, _1))).expect("src holds m*n");
    let tm = m.div_ceil(TT);
    let work = row_bands(dst, make_layout!((n, m):(m, 1usize)), TT, workers());
    par_map(work, |(r0, rows, mine)| {
        // This band's rows of dst (columns j0.. of src), seen as (m, rows):(_1, m).
        let mut d = Tensor::with_layout_mut(mine, make_layout!((m, rows):(_1, m)))
            .expect("the band holds its rows");
        for tj in 0..rows.div_ceil(TT) {
            let cols = residue(rows, TT, tj);
            for ti in 0..tm {
                let s = local_tile(&src, make_shape!((_32, _32)), (ti, r0 / TT + tj));
                let mut t = local_tile_mut(&mut d, make_shape!((_32, _32)), (ti, tj));
                let rm = residue(m, TT, ti);
                if rm == TT && cols == TT {
                    t.copy_from(&s);
                } else {
                    part_mut(&mut t, rm, cols).copy_from(&part(&s, rm, cols));
                }
            }
        }
    });
}

/// The example's sizes: `N` integers from the command line, or `default` when none are given;
/// anything else stops with `usage`.
pub fn sizes<const N: usize>(default: [usize; N], usage: &str) -> [usize; N] {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or_else(|_| panic!("usage: {usage}")))
        .collect();
    match args.len() {
        0 => default,
        n if n == N => std::array::from_fn(|i| args[i]),
        _ => panic!("usage: {usage}"),
    }
}

/// A tiled GEMM `C = A * B` for row-major `A` (`m x k`, leading dimension `lda`), `B`
/// (`k x n`, `ldb`) and `C` (`m x n`, `ldc`), any sizes; `fma` allows the AVX2/FMA path.
/// [`gemm`] on the layouts `(m,k):(lda,1)`, `(k,n):(ldb,1)`, `(m,n):(ldc,1)`.
#[allow(clippy::too_many_arguments)]
pub fn sgemm(
    m: usize,
    n: usize,
    k: usize,
    a: &[f32],
    lda: usize,
    b: &[f32],
    ldb: usize,
    c: &mut [f32],
    ldc: usize,
    fma: bool,
) {
    let order = (Major::Row, Major::Row, Major::Row);
    sgemm_ordered(m, n, k, order, (a, lda), (b, ldb), (c, ldc), fma)
}

/// [`sgemm`] with each of A, B and C row- or column-major (`order`), each with its leading
/// dimension: [`gemm`] on the layouts [`Major::layout`] gives.
///
/// # Panics
/// If a slice does not hold its matrix.
#[allow(clippy::too_many_arguments)]
pub fn sgemm_ordered(
    m: usize,
    n: usize,
    k: usize,
    order: (Major, Major, Major),
    (a, lda): (&[f32], usize),
    (b, ldb): (&[f32], usize),
    (c, ldc): (&mut [f32], usize),
    fma: bool,
) {
    let a = Tensor::with_layout(a, order.0.layout(m, k, lda)).expect("A holds its elements");
    let b = Tensor::with_layout(b, order.1.layout(k, n, ldb)).expect("B holds its elements");
    let mut c =
        Tensor::with_layout_mut(c, order.2.layout(m, n, ldc)).expect("C holds its elements");
    gemm(&a, &b, &mut c, fma);
}

/// A tiled GEMM `C = A * B` for matrices of any sizes and strides: `A` is `(m,k)`, `B`
/// `(k,n)`, `C` `(m,n)`, each a [`Strided`] layout over its storage (row-major, column-major,
/// or any other strides; C's elements distinct). `fma` allows the AVX2/FMA path.
///
/// A column-major C is computed as `C^T = B^T A^T`, whose C is row-major: the transposes are
/// the same tensors with their modes swapped. The kernel then sees B and C transposed,
/// `(n,k)` and `(n,m)`, so that the contiguous mode of a row-major operand comes first and
/// every loop nest runs along it. Each `BK x BN` block of B (`local_tile`) is packed by `copy`
/// into the panel layout the micro-kernel reads (a static layout); the micro-kernel reads A's
/// `MR x BK` panels as rows, where they are (when A's rows are contiguous and few tiles use
/// them) or copied into contiguous rows first ([`pack_a`](pack::pack_a)); every `MR x NR` tile
/// of C is computed in registers (an array, seen as a tensor of layout
/// [`Acc`](micro_kernel::Acc)) and written into C through a `local_tile` of C's block (set by
/// the first block of K, added to by the others).
/// Operands with another order take the same copies: packing is a copy between layouts,
/// whatever the source's strides. Edge blocks pack and write back their in-range parts
/// ([`part`]); along K the micro-kernel runs the block's residue.
///
/// Workers take bands of rows of C (whole register tiles), or, when C has at most one block of
/// rows, bands of columns of C (each into its own buffer, copied into C at the end), so that a
/// short-wide product keeps every worker busy. Bands, not CuTe's `local_partition`: a
/// partition deals register-tile rows `w, w + W, ...` to worker `w`, pieces that interleave in
/// C's storage, and safe Rust splits a `&mut` slice only into contiguous pieces (and the
/// worker count is a run-time value, a thread layout a static one); see the tutorial's
/// section 13.
///
/// # Panics
/// If the extents do not match (`A` `m x k`, `B` `k x n`, `C` `m x n`).
pub fn gemm(
    a: &Tensor<&[f32], Strided>,
    b: &Tensor<&[f32], Strided>,
    c: &mut Tensor<&mut [f32], Strided>,
    fma: bool,
) {
    gemm_on(a, b, c, fma, workers())
}

/// [`gemm`] on at most `workers` worker threads.
///
/// # Panics
/// If the extents do not match (`A` `m x k`, `B` `k x n`, `C` `m x n`).
pub fn gemm_on(
    a: &Tensor<&[f32], Strided>,
    b: &Tensor<&[f32], Strided>,
    c: &mut Tensor<&mut [f32], Strided>,
    fma: bool,
    workers: usize,
) {
    let workers = workers.max(1);
    let ((m, k), (k2, n), (m2, n2)) = (dims(&a.layout()), dims(&b.layout()), dims(&c.layout()));
    assert!(
        k == k2 && m == m2 && n == n2,
        "gemm: A is {m} x {k}, B {k2} x {n}, C {m2} x {n2}: the extents must match"
    );
    if m == 0 || n == 0 {
        return;
    }
    let (sm, sn) = strides(&c.layout());
    if sn != 1 && sm == 1 {
        // Column-major C: C^T = B^T A^T, with a row-major C^T.
        let ct = c.layout().select::<(U1, U0)>();
        let mut ct = Tensor::with_layout_mut(c.data_mut(), ct).expect("the same offsets");
        return gemm_rows(&transposed(b), &transposed(a), &mut ct, fma, workers);
    }
    gemm_rows(a, b, c, fma, workers)
}
