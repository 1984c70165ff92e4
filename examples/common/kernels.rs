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
#![allow(dead_code)]

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, Engine, EngineMut, Tensor};
use cute_layout::{Crd2IdxOp, Dyn, Layout};

/// Number of worker threads the kernels spread their tiles over: `CUTE_WORKERS` if set,
/// otherwise the available parallelism (at most 8).
pub fn workers() -> usize {
    std::env::var("CUTE_WORKERS")
        .ok()
        .and_then(|w| w.parse().ok())
        .unwrap_or_else(|| {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(8)
        })
        .max(1)
}

/// Splits `0..n` into at most `parts` contiguous, non-empty ranges.
pub fn bands(n: usize, parts: usize) -> Vec<std::ops::Range<usize>> {
    let per = n.div_ceil(parts.max(1));
    (0..parts)
        .map(|p| (p * per).min(n)..((p + 1) * per).min(n))
        .filter(|r| !r.is_empty())
        .collect()
}

/// The worker threads: a `thread-tree` pool (the one `matrixmultiply`'s `threading` feature
/// uses), started once, with 8 leaves.
fn pool() -> &'static thread_tree::ThreadTree {
    static POOL: std::sync::OnceLock<Box<thread_tree::ThreadTree>> = std::sync::OnceLock::new();
    POOL.get_or_init(|| thread_tree::ThreadTree::new_with_level(3))
}

/// `job` on every piece of work, on at most [`workers`] of the pool's threads (consecutive
/// pieces share a thread; halves of the list of shares on the two sides of each fork), the
/// results in order.
pub fn par_map<T: Send, R: Send>(work: Vec<T>, job: impl Fn(T) -> R + Sync) -> Vec<R> {
    fn split<T: Send, R: Send>(
        ctx: thread_tree::ThreadTreeCtx<'_>,
        mut shares: Vec<Vec<T>>,
        job: &(impl Fn(T) -> R + Sync),
    ) -> Vec<R> {
        if shares.len() <= 1 {
            return shares.into_iter().flatten().map(job).collect();
        }
        let right = shares.split_off(shares.len() / 2);
        let (mut l, r) = ctx.join(|c| split(c, shares, job), |c| split(c, right, job));
        l.extend(r);
        l
    }
    let threads = workers().min(work.len());
    if threads <= 1 {
        return work.into_iter().map(job).collect();
    }
    // More pieces than threads: each thread takes a run of consecutive pieces (more threads
    // than cores would only take turns on them).
    let per = work.len().div_ceil(threads);
    let mut shares = Vec::with_capacity(threads);
    let mut rest = work.into_iter();
    loop {
        let share: Vec<T> = rest.by_ref().take(per).collect();
        if share.is_empty() {
            break;
        }
        shares.push(share);
    }
    split(pool().top(), shares, &job)
}

/// The in-range `rows x cols` part of a (possibly partial) 2-D tile: its storage and strides,
/// run-time extents (`Tensor::with_shape`, checked against the storage).
pub fn part<E: Engine<Elem = f32>, S, D: Copy>(
    tile: &Tensor<E, Layout<S, D>>,
    rows: usize,
    cols: usize,
) -> Tensor<&[f32], Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    tile.with_shape(make_shape!((rows, cols)))
        .expect("the in-range part of a tile is in storage")
}

/// Writable [`part`].
pub fn part_mut<E: EngineMut<Elem = f32>, S, D: Copy>(
    tile: &mut Tensor<E, Layout<S, D>>,
    rows: usize,
    cols: usize,
) -> Tensor<&mut [f32], Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    tile.with_shape_mut(make_shape!((rows, cols)))
        .expect("the in-range part of a tile is in storage")
}

/// How many elements of a mode of extent `extent` tile `t` of extent `tile` holds (CuTe's
/// residue `extent - t * tile`, at most `tile`).
pub fn residue(extent: usize, tile: usize, t: usize) -> usize {
    extent.saturating_sub(t * tile).min(tile)
}

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

/// Splits `data`, the storage of the matrix `whole` (`(rows, cols):(row stride, column
/// stride)`), into at most `parts` bands of `block`-row blocks: each band's first row, its
/// number of rows and its storage, from its first row's offset up to the next band's (the
/// offsets come from the layout). One band when the rows are not disjoint, increasing ranges
/// of the storage (a `&mut` slice splits only into contiguous pieces).
fn row_bands(
    data: &mut [f32],
    whole: Strided,
    block: usize,
    parts: usize,
) -> Vec<(usize, usize, &mut [f32])> {
    let rows = dims(&whole).0;
    // Row r holds the offsets r sr + [0, cosize(row)): before row r + 1 when that cosize is at
    // most the row stride sr.
    let disjoint = rows <= 1 || whole.get::<U1>().cosize() <= strides(&whole).0;
    let parts = if disjoint { parts } else { 1 };
    let mut rest = data;
    let mut out = Vec::new();
    let mut done = 0usize;
    for band in bands(rows.div_ceil(block), parts) {
        let (r0, r1) = (band.start * block, (band.end * block).min(rows));
        // From the start of row r0 to the start of row r1 (or the end of the data).
        let end = if r1 < rows {
            whole.crd2idx((r1, 0usize)) as usize
        } else {
            rest.len() + done
        };
        let (mine, tail) = std::mem::take(&mut rest).split_at_mut(end - done);
        done = end;
        out.push((r0, r1 - r0, mine));
        rest = tail;
    }
    out
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

/// Rows of the register tile of C (broadcast from A's rows).
pub const MR: usize = 6;
/// Columns of the register tile of C (the vector dimension, from B's panel).
pub const NR: usize = 16;
/// Block of C a worker computes: `BM x BN`, over steps of `BK` along K.
pub const BM: usize = 96;
/// See [`BM`].
pub const BN: usize = 1024;
/// See [`BM`].
pub const BK: usize = 512;
/// At most this many rows of A (one band), B's panels are read in place rather than packed:
/// each serves at most 8 register tiles. Measured (1 thread, alternating runs): in place is
/// faster for 16 to 48 rows, packing for 80 and 96, 64 is mixed (N = 1000 and 2000).
pub const IN_PLACE_ROWS: usize = 48;

/// `a_rows * b_panel` over `kc` steps: step `p` of `b` is the `NR` contiguous values at
/// `bs * p` (the vector dimension), `a[i]` holds row `i`'s `kc` values (broadcast); the result
/// holds `sum_p a[i][p] * b[bs * p + j]` at `NR * i + j`.
///
/// The steps are walked by zipped slice iterators (one length for all, no bounds check per
/// step); a packed panel (`bs == NR`) is an array of steps.
#[inline(always)]
fn micro_kernel_body(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize) -> [f32; MR * NR] {
    if kc == 0 {
        return [0.0; MR * NR];
    }
    let b = &b[..bs * (kc - 1) + NR];
    if bs == NR {
        steps(
            kc,
            a,
            b.chunks_exact(NR).map(|s| s.try_into().expect("NR values")),
        )
    } else {
        steps(
            kc,
            a,
            b.chunks(bs).map(|s| s[..NR].try_into().expect("NR values")),
        )
    }
}

/// [`micro_kernel_body`] over the steps of B `b`.
#[inline(always)]
fn steps<'b>(
    kc: usize,
    a: &[&[f32]; MR],
    b: impl Iterator<Item = &'b [f32; NR]>,
) -> [f32; MR * NR] {
    const { assert!(MR == 6, "the zip below takes six rows of A") };
    let rows = a[0][..kc]
        .iter()
        .zip(&a[1][..kc])
        .zip(&a[2][..kc])
        .zip(&a[3][..kc])
        .zip(&a[4][..kc])
        .zip(&a[5][..kc]);
    // The accumulators live in registers for the whole loop.
    let mut c = [[0.0f32; NR]; MR];
    for ((((((a0, a1), a2), a3), a4), a5), bk) in rows.zip(b) {
        let ap = [*a0, *a1, *a2, *a3, *a4, *a5];
        for i in 0..MR {
            for j in 0..NR {
                c[i][j] = bk[j].mul_add(ap[i], c[i][j]);
            }
        }
    }
    core::array::from_fn(|x| c[x / NR][x % NR])
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn micro_kernel_fma(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize) -> [f32; MR * NR] {
    micro_kernel_body(kc, a, b, bs)
}

/// Whether the micro-kernel may use AVX2 and FMA on this CPU.
pub fn has_fma() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// The micro-kernel: AVX2+FMA code when `fma` is true (the caller checked [`has_fma`]); the
/// `MR x NR` results, row `i` column `j` at `NR * i + j`.
#[inline]
pub fn micro_kernel(
    fma: bool,
    kc: usize,
    a: &[&[f32]; MR],
    b: &[f32],
    bs: usize,
) -> [f32; MR * NR] {
    #[cfg(target_arch = "x86_64")]
    {
        if fma && has_fma() {
            // SAFETY: `micro_kernel_fma` needs only that the CPU supports AVX2 and FMA, which
            // `has_fma` has just confirmed; its body is safe Rust. `tests/kernels.rs` checks
            // this path against the portable one and against a naive GEMM.
            return unsafe { micro_kernel_fma(kc, a, b, bs) };
        }
    }
    let _ = fma;
    micro_kernel_body(kc, a, b, bs)
}

/// B's block, seen transposed (`BN x BK`), in panels of `NR` columns of B, k-major:
/// `((column in panel, panel), k)`.
type PackB = layout!(((16, 64), 512):((1, 8192), 16));
/// One `MR x NR` tile of C in registers, seen transposed like C: `(column, row)`; the
/// micro-kernel writes row `i`, column `j` at `NR i + j`.
type Acc = layout!((16, 6):(1, 16));

/// A matrix seen through run-time extents and strides, `(rows, cols):(row stride, column
/// stride)`: a row-major matrix is `(rows, cols):(ld, 1)`, a column-major one
/// `(rows, cols):(1, ld)` ([`Major::layout`]), and its transpose is the same layout with the
/// two modes swapped (`select<1, 0>`).
pub type Strided = Layout<(Dyn, Dyn), (Dyn, Dyn)>;

/// How a matrix operand is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Major {
    /// Rows contiguous: element `(i, j)` at `i * ld + j`.
    Row,
    /// Columns contiguous: element `(i, j)` at `i + j * ld`.
    Col,
}

impl Major {
    /// The layout of a `rows x cols` matrix stored this way with leading dimension `ld`:
    /// `(rows, cols):(ld, 1)` or `(rows, cols):(1, ld)`.
    pub fn layout(self, rows: usize, cols: usize, ld: usize) -> Strided {
        match self {
            Major::Row => make_layout!((rows, cols):(ld, 1usize)),
            Major::Col => make_layout!((rows, cols):(1usize, ld)),
        }
    }
}

/// The extents of a matrix layout.
fn dims(l: &Strided) -> (usize, usize) {
    (extent_of(l.shape().0), extent_of(l.shape().1))
}

/// The strides of a matrix layout.
fn strides(l: &Strided) -> (usize, usize) {
    (extent_of(l.stride().0), extent_of(l.stride().1))
}

/// The transpose of a matrix: the same storage, the modes swapped.
fn transposed<'a>(t: &Tensor<&'a [f32], Strided>) -> Tensor<&'a [f32], Strided> {
    let data: &'a [f32] = (*t).into_data();
    Tensor::with_layout(data, t.layout().select::<(U1, U0)>()).expect("the same offsets")
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

/// [`sgemm`] for column-major `A` (`(m,k):(1,lda)`), `B` (`(k,n):(1,ldb)`) and `C`
/// (`(m,n):(1,ldc)`).
#[allow(clippy::too_many_arguments)]
pub fn sgemm_col_major(
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
    let order = (Major::Col, Major::Col, Major::Col);
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
/// them) or copied into contiguous rows first ([`pack_a`]); every `MR x NR` tile of C is
/// computed in registers (an array, seen as a tensor of layout [`Acc`]) and written into C
/// through a `local_tile` of C's block (set by the first block of K, added to by the others).
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

/// [`gemm`] with B and C seen transposed, on bands of rows or of columns of C.
fn gemm_rows(
    a: &Tensor<&[f32], Strided>,
    b: &Tensor<&[f32], Strided>,
    c: &mut Tensor<&mut [f32], Strided>,
    fma: bool,
    workers: usize,
) {
    let (m, k) = dims(&a.layout());
    let n = dims(&b.layout()).1;
    let bt = transposed(b);
    if m > BM || workers == 1 || n <= NR {
        // Bands of rows (whole register tiles), one per worker, sharing the packed blocks of B.
        let cl = c.layout();
        let bands = row_bands(c.data_mut(), cl, MR, workers)
            .into_iter()
            .map(|(r0, rows, mine)| {
                // This band's rows of C, seen transposed: (n, rows).
                let band = Layout::from_parts((Dyn::from(rows), cl.shape().1), *cl.stride())
                    .select::<(U1, U0)>();
                let ct = Tensor::with_layout_mut(mine, band).expect("the band holds its rows");
                (r0, ct)
            })
            .collect::<Vec<_>>();
        gemm_bands(a, &bt, bands, fma);
        return;
    }
    // Bands of NR-column panels of C, one per worker, each computed into its own buffer.
    let work: Vec<_> = bands(n.div_ceil(NR), workers)
        .into_iter()
        .map(|p| {
            let (c0, c1) = (p.start * NR, (p.end * NR).min(n));
            (c0, c1 - c0, vec![0.0f32; (c1 - c0) * m])
        })
        .collect();
    let done = par_map(work, |(c0, w, mut buf)| {
        let bt = columns(&bt, c0, w, k);
        let ct = Tensor::with_layout_mut(&mut buf[..], make_layout!((w, m):(1usize, w)))
            .expect("the band's buffer");
        gemm_bands(a, &bt, vec![(0, ct)], fma);
        (c0, w, buf)
    });
    let ct = c.layout().select::<(U1, U0)>();
    for (c0, w, buf) in done {
        let src = Tensor::with_layout(&buf[..], make_layout!((w, m):(1usize, w))).expect("a band");
        let at = ct.crd2idx((c0, 0usize)) as usize;
        let cl = Layout::from_parts((Dyn::from(w), Dyn::from(m)), *ct.stride());
        Tensor::with_layout_mut(&mut c.data_mut()[at..], cl)
            .expect("the band's columns of C")
            .copy_from(&src);
    }
}

/// The `w` rows from `r0` of the `(rows, k)` matrix `t`: the same strides from row `r0`'s
/// offset on.
fn columns<'a>(
    t: &Tensor<&'a [f32], Strided>,
    r0: usize,
    w: usize,
    k: usize,
) -> Tensor<&'a [f32], Strided> {
    let data: &'a [f32] = (*t).into_data();
    let at = t.layout().crd2idx((r0, 0usize)) as usize;
    let l = Layout::from_parts((Dyn::from(w), Dyn::from(k)), *t.layout().stride());
    Tensor::with_layout(data.get(at..).unwrap_or(&[]), l).expect("rows of the matrix")
}

/// `C^T = B^T A^T` for the row bands `bands` of C (each: its first row, its rows of C seen
/// transposed, `(n, rows)`), `bt` (`(n, k)`) and `a` (`(m, k)`), block by block on the pool's
/// workers, sharing each packed block of B: packed once, then every band's rows.
fn gemm_bands(
    a: &Tensor<&[f32], Strided>,
    bt: &Tensor<&[f32], Strided>,
    mut bands: Vec<(usize, Tensor<&mut [f32], Strided>)>,
    fma: bool,
) {
    let k = dims(&a.layout()).1;
    let n = dims(&bt.layout()).0;
    if k == 0 {
        par_map(bands.iter_mut().collect(), |(_, ct)| ct.fill(0.0));
        return;
    }
    // With one band of at most IN_PLACE_ROWS rows of A, each panel of B serves at most
    // IN_PLACE_ROWS / MR register tiles: B's full panels are read where they are (when
    // contiguous, their steps of K at least NR apart) instead of packing the block.
    let (sn, sk) = strides(&bt.layout());
    let in_place = bands.len() == 1 && dims(&a.layout()).0 <= IN_PLACE_ROWS && sn == 1 && sk >= NR;
    let mut pb_data = take_buffer(BK * BN);
    for bk in 0..k.div_ceil(BK) {
        for bn in 0..n.div_ceil(BN) {
            // With several bands (the top-level call), the workers pack B's panels together.
            let step = Step::new(bt, (bn, bk), in_place, pb_data.slice(), bands.len() > 1);
            par_map(bands.iter_mut().collect(), |(r0, ct)| {
                let rows = extent_of(ct.layout().shape().1);
                let a = columns(a, *r0, rows, k);
                let mut pa_data = take_buffer(BM * BK);
                step.rows(&a, ct, fma, pa_data.slice());
                give_back(pa_data);
            });
        }
    }
    give_back(pb_data);
}

/// A run-time extent or stride as a `usize`.
fn extent_of(d: Dyn) -> usize {
    usize::try_from(d.0).unwrap_or(0)
}

/// One `(bn, bk)` block of B, ready for the micro-kernel: its panels (packed, or in place) and
/// its residues.
struct Step<'a> {
    at: (usize, usize),
    rn: usize,
    rk: usize,
    in_place: bool,
    /// Each panel of B: (data, stride between steps of K).
    panels: Vec<(&'a [f32], usize)>,
}

impl<'a> Step<'a> {
    /// Packs block `at = (bn, bk)` of B into `pb_data` (only its partial edge panel when
    /// `in_place`, for a B whose columns are contiguous) and lists its panels.
    fn new(
        bt: &'a Tensor<&'a [f32], Strided>,
        at: (usize, usize),
        in_place: bool,
        pb_data: &'a mut [f32],
        parallel: bool,
    ) -> Self {
        let (n, k) = dims(&bt.layout());
        let (rn, rk) = (residue(n, BN, at.0), residue(k, BK, at.1));
        let ldb = strides(&bt.layout()).1;
        let gb = local_tile(bt, make_shape!((_1024, _512)), at);
        let mut pb = Tensor::<_, PackB>::new_mut(pb_data).expect("packed B");
        if !in_place {
            pack_b(bt, at, (rn, rk), &mut pb, parallel);
        } else if rn % NR != 0 {
            // The partial panel at the edge is packed (into the first panel's place).
            let src = local_tile(&gb, make_shape!((_16, _512)), (rn / NR, 0usize));
            let mut dst = pb.slice_mut(((Underscore, 0usize), Underscore));
            part_mut(&mut dst, rn % NR, rk).copy_from(&part(&src, rn % NR, rk));
        }
        let pb: &'a [f32] = pb.into_data();
        let (gl, pl) = (gb.layout(), PackB::default());
        let gdata: &'a [f32] = gb.into_data();
        let panels = (0..rn.div_ceil(NR))
            .map(|jr| {
                if in_place && residue(rn, NR, jr) == NR {
                    (&gdata[gl.crd2idx((jr * NR, 0usize)) as usize..], ldb)
                } else {
                    let p = if in_place { 0 } else { jr };
                    (&pb[pl.crd2idx(((0usize, p), 0usize)) as usize..], NR)
                }
            })
            .collect();
        Step {
            at,
            rn,
            rk,
            in_place,
            panels,
        }
    }

    /// `C^T (+)= B^T A^T` for this block of B over every row of `a` (`(m, k)`) and of `ct`
    /// (`(n, m)`): the first block of K sets C, the others add to it; `pa_data` holds A's rows
    /// when they are copied.
    fn rows(
        &self,
        a: &Tensor<&[f32], Strided>,
        ct: &mut Tensor<&mut [f32], Strided>,
        fma: bool,
        pa_data: &mut [f32],
    ) {
        let (bn, bk) = self.at;
        let (rn, rk) = (self.rn, self.rk);
        let m = dims(&a.layout()).0;
        let a_rows_contiguous = strides(&a.layout()).1 == 1;
        for bm in 0..m.div_ceil(BM) {
            let rm = residue(m, BM, bm);
            let ga = local_tile(a, make_shape!((_96, _512)), (bm, bk));
            // A's rows: read in place when they are contiguous and few rows or few columns of
            // C use them; otherwise copied into contiguous rows first (rows of A a power of
            // two apart would share L1 sets).
            let (rows_data, rows_layout) = if a_rows_contiguous && (self.in_place || rn <= 4 * NR) {
                (ga.data(), ga.layout())
            } else {
                pack_a(&ga, (rm, rk), pa_data);
                (&pa_data[..], make_layout!((_96, _512):(BK, 1usize)))
            };
            // Each panel's rows of A; rows past the edge repeat the last one (their results
            // are not written back).
            let a_panels: Vec<[&[f32]; MR]> = (0..rm.div_ceil(MR))
                .map(|ir| {
                    let h = residue(rm, MR, ir);
                    core::array::from_fn(|i| {
                        let row = ir * MR + i.min(h - 1);
                        &rows_data[rows_layout.crd2idx((row, 0usize)) as usize..]
                    })
                })
                .collect();
            let mut gc = local_tile_mut(ct, make_shape!((_1024, _96)), (bn, bm));
            let first = bk == 0;
            let mut tile = |ir: usize, jr: usize| {
                let (h, w) = (residue(rm, MR, ir), residue(rn, NR, jr));
                let (panel_b, bs) = self.panels[jr];
                let regs = micro_kernel(fma, rk, &a_panels[ir], panel_b, bs);
                let acc = Tensor::<_, Acc>::from_array(&regs);
                let mut t = local_tile_mut(&mut gc, make_shape!((_16, _6)), (jr, ir));
                match (h == MR && w == NR, first) {
                    (true, true) => t.copy_from(&acc),
                    (true, false) => t.zip_apply(&acc, |c, r| *c += *r),
                    (false, true) => part_mut(&mut t, w, h).copy_from(&part(&acc, w, h)),
                    (false, false) => {
                        part_mut(&mut t, w, h).zip_apply(&part(&acc, w, h), |c, r| *c += *r)
                    }
                }
            };
            if self.in_place {
                // B read in place: a panel of B stays in L1 while A's panels pass over it.
                for jr in 0..self.panels.len() {
                    for ir in 0..a_panels.len() {
                        tile(ir, jr);
                    }
                }
            } else {
                // B packed: a panel of A's rows stays in L1 while B's panels pass over it.
                for ir in 0..a_panels.len() {
                    for jr in 0..self.panels.len() {
                        tile(ir, jr);
                    }
                }
            }
        }
    }
}

/// A `BM x BK` block of A: static extents, run-time strides.
type ABlock = layout!((96, 512):(Dyn, Dyn));

/// Copies the in-range `rm x rk` part of A's block `ga` into `pa` as rows of `BK` contiguous
/// values. Both sides are seen K first (`(rk, rm)`) when A's rows are contiguous, so the copy
/// runs along them; M first otherwise (a column-major A: the copy runs along its columns).
fn pack_a(ga: &Tensor<&[f32], ABlock>, (rm, rk): (usize, usize), pa: &mut [f32]) {
    let mut dst =
        Tensor::with_layout_mut(pa, make_layout!((_96, _512):(BK, 1usize))).expect("packed A");
    let src = part(ga, rm, rk);
    let mut dst = part_mut(&mut dst, rm, rk);
    if strides(&src.layout()).1 == 1 {
        transposed_mut(&mut dst).copy_from(&transposed(&src));
    } else {
        dst.copy_from(&src);
    }
}

/// The transpose of a writable matrix view.
fn transposed_mut<'b>(t: &'b mut Tensor<&mut [f32], Strided>) -> Tensor<&'b mut [f32], Strided> {
    let l = t.layout().select::<(U1, U0)>();
    Tensor::with_layout_mut(t.data_mut(), l).expect("the same offsets")
}

/// A packing buffer of `len` elements whose first element starts a cache line: a 64-byte step
/// of a packed panel is then one line, never two halves of two lines (a plain `Vec` of a
/// megabyte from glibc's `mmap` starts 16 bytes past a page boundary).
struct Buffer {
    data: Vec<f32>,
    at: usize,
    len: usize,
}

impl Buffer {
    fn new(len: usize) -> Self {
        let data = vec![0.0; len + LINE];
        // `align_offset` counts elements; past `LINE` it could not be reached (it cannot
        // happen for f32), and the buffer then simply starts unaligned.
        let at = data.as_ptr().align_offset(LINE * 4);
        let at = if at <= LINE { at } else { 0 };
        Buffer { data, at, len }
    }

    fn slice(&mut self) -> &mut [f32] {
        &mut self.data[self.at..self.at + self.len]
    }
}

/// f32 values per cache line.
const LINE: usize = 16;

/// Packing buffers kept between calls (a fresh buffer of a megabyte costs its page faults on
/// every call).
static BUFFERS: std::sync::Mutex<Vec<Buffer>> = std::sync::Mutex::new(Vec::new());

/// A buffer of `len` elements from [`BUFFERS`], or a new one.
fn take_buffer(len: usize) -> Buffer {
    let reused = BUFFERS.lock().ok().and_then(|mut pool| {
        let i = pool.iter().position(|b| b.len == len)?;
        Some(pool.swap_remove(i))
    });
    reused.unwrap_or_else(|| Buffer::new(len))
}

/// Returns a buffer to [`BUFFERS`].
fn give_back(b: Buffer) {
    if let Ok(mut pool) = BUFFERS.lock() {
        pool.push(b);
    }
}

/// Panels of B packed by one copy (see [`pack_b`]).
const PANELS_AT_ONCE: usize = 4;

/// Packs the block at `at = (bn, bk)` of B's transposed `(BN, BK)` tiling into `pb`'s panels:
/// its full panels of `NR` columns [`PANELS_AT_ONCE`] per copy, its partial edge panel (if
/// any) in another. The micro-kernel reads `rk` steps; panel columns past `rn` feed only
/// results that are not written back.
fn pack_b(
    bt: &Tensor<&[f32], Strided>,
    at: (usize, usize),
    (rn, rk): (usize, usize),
    pb: &mut Tensor<&mut [f32], PackB>,
    parallel: bool,
) {
    let gb = local_tile(bt, make_shape!((_1024, _512)), at);
    let full = rn / NR;
    // ((column in panel, panel), k): the block divided into panels of NR columns, copied row
    // of K by row of K, PANELS_AT_ONCE panels at a time: each row of the copy reads 64
    // contiguous values of B and writes four panels (panels are BK * NR floats apart, a
    // multiple of 4 KiB: more write streams at once would share cache sets). Each group of
    // panels is its own piece of `pb`, so with `parallel` the pool's workers share them.
    let panels = gb.layout().logical_divide(make_tile!(_16:_1, _));
    let panel = PackB::default().crd2idx(((0usize, 1usize), 0usize)) as usize;
    let group = PANELS_AT_ONCE * panel;
    let groups: Vec<(usize, &mut [f32])> = pb
        .data_mut()
        .chunks_mut(group)
        .enumerate()
        .map(|(i, d)| (i * PANELS_AT_ONCE, d))
        .take_while(|(g, _)| *g < full)
        .collect();
    let pack = |(g, d): (usize, &mut [f32])| {
        let count = PANELS_AT_ONCE.min(full - g);
        let shape = ((U16::new(), Dyn::from(count)), Dyn::from(rk));
        let src = Layout::from_parts(shape, *panels.stride());
        let dst = Layout::from_parts(shape, *PackB::default().stride());
        let from = panels.crd2idx(((0usize, g), 0usize)) as usize;
        Tensor::with_layout_mut(d, dst)
            .expect("packed B")
            .copy_from(&Tensor::with_layout(&gb.data()[from..], src).expect("B's block"));
    };
    if parallel {
        par_map(groups, pack);
    } else {
        groups.into_iter().for_each(pack);
    }
    if rn % NR != 0 {
        let src = local_tile(&gb, make_shape!((_16, _512)), (full, 0usize));
        let mut dst = pb.slice_mut(((Underscore, full), Underscore));
        part_mut(&mut dst, rn % NR, rk).copy_from(&part(&src, rn % NR, rk));
    }
}
