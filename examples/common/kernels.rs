//! CPU kernels written the CuTe way, for any problem size: a global matrix is a layout with
//! run-time extents and strides (`(M,K):(lda,_1)`), `local_tile` cuts it into blocks with
//! static extents, packing and write-back are copies between layouts, and a register tile is a
//! register tensor. The tile extents are static; M, N, K and the leading dimensions are run-time
//! values, so one kernel serves every size.
//!
//! Sizes the tile does not divide: a tile at the bottom or right edge is partial. CuTe kernels
//! predicate such a tile's elements on their coordinates (`elem_less(coord, residue)`); here
//! the in-range part of a partial tile is the tile's own layout with its extents clipped to the
//! residue ([`clip`], [`clip_mut`]): the same strides, run-time extents `min(tile, residue)`.
//! Full tiles take the static path.
//!
//! Shared (through `#[path]`) by the `transpose` and `sgemm` examples, `tests/kernels.rs` and
//! the benchmarks.
#![allow(dead_code)]

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, RegTensor, Tensor};
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

/// Runs `job` on every piece of work: on the calling thread when there is one, on scoped
/// worker threads otherwise.
pub fn run_bands<T: Send>(work: Vec<T>, job: impl Fn(T) + Sync) {
    if work.len() <= 1 {
        work.into_iter().for_each(job);
        return;
    }
    std::thread::scope(|s| {
        for w in work {
            let job = &job;
            s.spawn(move || job(w));
        }
    });
}

/// The in-range part of a (possibly partial) 2-D tile that starts at `data[0]` with layout
/// `tile`: the same strides, the extents `rows x cols` (CuTe:
/// `make_tensor(tile.data(), make_layout(residue, tile.stride()))`). The storage check of
/// `with_layout` is what makes this safe on an edge tile.
pub fn clip<S, D: Copy>(
    data: &[f32],
    tile: Layout<S, D>,
    rows: usize,
    cols: usize,
) -> Tensor<&[f32], Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    let l = Layout::from_parts((Dyn::from(rows), Dyn::from(cols)), *tile.stride());
    Tensor::with_layout(data, l).expect("the in-range part of a tile is in storage")
}

/// Writable [`clip`].
pub fn clip_mut<S, D: Copy>(
    data: &mut [f32],
    tile: Layout<S, D>,
    rows: usize,
    cols: usize,
) -> Tensor<&mut [f32], Layout<(Dyn, Dyn), D>>
where
    Layout<(Dyn, Dyn), D>: AnyLayout,
{
    let l = Layout::from_parts((Dyn::from(rows), Dyn::from(cols)), *tile.stride());
    Tensor::with_layout_mut(data, l).expect("the in-range part of a tile is in storage")
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

/// Splits `data`, the storage of the row-major matrix `layout` (`(rows, cols):(ld, _1)`), into
/// one piece per band of `block`-row blocks, each with the layout of its rows; the offsets
/// come from the layout.
fn row_bands(
    data: &mut [f32],
    rows: usize,
    cols: usize,
    ld: usize,
    block: usize,
) -> Vec<(std::ops::Range<usize>, &mut [f32], usize)> {
    let whole = make_layout!((rows, cols):(ld, _1));
    let mut rest = data;
    let mut out = Vec::new();
    let mut done = 0usize;
    for band in bands(rows.div_ceil(block), workers()) {
        let (r0, r1) = (band.start * block, (band.end * block).min(rows));
        // From the start of row r0 to the start of row r1 (or the end of the data).
        let end = if r1 < rows {
            whole.crd2idx((r1, 0usize)) as usize
        } else {
            rest.len() + done
        };
        let (mine, tail) = std::mem::take(&mut rest).split_at_mut(end - done);
        done = end;
        out.push((band, mine, r1 - r0));
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
    let work = row_bands(dst, n, m, m, TT);
    run_bands(work, |(band, mine, rows)| {
        // This band's rows of dst (columns j0.. of src), seen as (m, rows):(_1, m).
        let mut d = Tensor::with_layout_mut(mine, make_layout!((m, rows):(_1, m)))
            .expect("the band holds its rows");
        for tj in 0..band.len() {
            let cols = residue(rows, TT, tj);
            for ti in 0..tm {
                let s = local_tile(&src, make_shape!((_32, _32)), (ti, band.start + tj));
                let mut t = local_tile_mut(&mut d, make_shape!((_32, _32)), (ti, tj));
                let rm = residue(m, TT, ti);
                if rm == TT && cols == TT {
                    t.copy_from(&s);
                } else {
                    let tl = t.layout();
                    clip_mut(t.data_mut(), tl, rm, cols).copy_from(&clip(
                        s.data(),
                        s.layout(),
                        rm,
                        cols,
                    ));
                }
            }
        }
    });
}

/// Rows of the register tile of C (broadcast from A's panel).
pub const MR: usize = 6;
/// Columns of the register tile of C (the vector dimension, from B's panel).
pub const NR: usize = 16;
/// Block of C a worker computes: `BM x BN`, over steps of `BK` along K.
pub const BM: usize = 96;
/// See [`BM`].
pub const BN: usize = 1024;
/// See [`BM`].
pub const BK: usize = 256;

/// `acc += a_panel * b_panel` over `kc` steps: `b` holds `kc` runs of `NR` contiguous values
/// (the vector dimension), `a` holds `kc` runs of `MR` values (broadcast);
/// `acc[NR * i + j]` accumulates `a_i * b_j`.
#[inline(always)]
fn micro_kernel_body(kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    let a = &a[..kc * MR];
    let b = &b[..kc * NR];
    // The accumulators live in registers for the whole loop.
    let mut c = [[0.0f32; NR]; MR];
    for (ak, bk) in a.chunks_exact(MR).zip(b.chunks_exact(NR)) {
        let bk: &[f32; NR] = bk.try_into().expect("NR values");
        for i in 0..MR {
            let ai = ak[i];
            for j in 0..NR {
                c[i][j] = bk[j].mul_add(ai, c[i][j]);
            }
        }
    }
    for i in 0..MR {
        for j in 0..NR {
            acc[NR * i + j] += c[i][j];
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn micro_kernel_fma(kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    micro_kernel_body(kc, a, b, acc)
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

/// The micro-kernel: AVX2+FMA code when `fma` is true (the caller checked [`has_fma`]).
#[inline]
pub fn micro_kernel(fma: bool, kc: usize, a: &[f32], b: &[f32], acc: &mut [f32; MR * NR]) {
    #[cfg(target_arch = "x86_64")]
    {
        if fma && has_fma() {
            // SAFETY: `micro_kernel_fma` needs only that the CPU supports AVX2 and FMA, which
            // `has_fma` has just confirmed; its body is safe Rust. `tests/kernels.rs` checks
            // this path against the portable one and against a naive GEMM.
            return unsafe { micro_kernel_fma(kc, a, b, acc) };
        }
    }
    let _ = fma;
    micro_kernel_body(kc, a, b, acc)
}

/// A's `BM x BK` block in panels of `MR` rows, k-major: `(k, (row in panel, panel))`.
type PackA = layout!((256, (6, 16)):(6, (1, 1536)));
/// `(k, m)` order over an `(m, k)` block (column-major index `m + BM k`), so that packing reads
/// A's rows contiguously and writes the panels in order.
type KFirst = layout!((256, (6, 16)):(96, (1, 6)));
/// `(k, m)` order over one `MR x BK` panel of A's block.
type PanelKFirst = layout!((256, 6):(6, 1));
/// B's block, seen transposed (`BN x BK`), in panels of `NR` columns of B, k-major:
/// `((column in panel, panel), k)`.
type PackB = layout!(((16, 64), 256):((1, 4096), 16));
/// One `MR x NR` tile of C in registers, seen transposed like C: `(column, row)`; the
/// micro-kernel writes row `i`, column `j` at `NR i + j`.
type Acc = layout!((16, 6):(1, 16));

/// A row-major matrix `(rows, cols):(ld, _1)`, or the transpose of one, `(cols, rows):(_1, ld)`:
/// run-time extents and leading dimension.
type RowMajor = Layout<(Dyn, Dyn), (Dyn, U1)>;
/// See [`RowMajor`].
type Transposed = Layout<(Dyn, Dyn), (U1, Dyn)>;

/// A tiled GEMM `C = A * B` for row-major `A` (`m x k`, leading dimension `lda`), `B`
/// (`k x n`, `ldb`) and `C` (`m x n`, `ldc`), any sizes; `fma` allows the AVX2/FMA path.
///
/// The global matrices are layouts with run-time extents and strides: A is `(m,k):(lda,_1)`;
/// B and C are seen transposed, `(n,k):(_1,ldb)` and `(n,m):(_1,ldc)`, so that the contiguous
/// mode comes first and every loop nest runs along it. For each `BK x BN` block of B and each
/// `BM x BK` block of A (`local_tile`), both are packed by `copy` into the panel layouts the
/// micro-kernel reads (static layouts); every `MR x NR` tile of C is accumulated in a register
/// tensor and added into C through a `local_tile` of C's block. Edge blocks pack and write back
/// their in-range parts ([`clip`]); along K the micro-kernel runs the block's residue. Bands of
/// block rows of C go to worker threads.
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
    if m == 0 || n == 0 {
        return;
    }
    let a = Tensor::with_layout(a, make_layout!((m, k):(lda, _1))).expect("A holds its elements");
    let bt = Tensor::with_layout(b, make_layout!((n, k):(_1, ldb))).expect("B holds its elements");
    let work = row_bands(c, m, n, ldc, BM);
    run_bands(work, |(band, mine, rows)| {
        let mut ct = Tensor::with_layout_mut(mine, make_layout!((n, rows):(_1, ldc)))
            .expect("the band holds its rows");
        ct.fill(0.0);
        let mut pa_data = vec![0.0f32; BM * BK];
        let mut pb_data = vec![0.0f32; BK * BN];
        for bk in 0..k.div_ceil(BK) {
            let rk = residue(k, BK, bk);
            for bn in 0..n.div_ceil(BN) {
                let rn = residue(n, BN, bn);
                let mut pb = Tensor::<_, PackB>::new_mut(&mut pb_data[..]).expect("packed B");
                pack_b(&bt, (bn, bk), (rn, rk), &mut pb);
                for i in 0..band.len() {
                    let rm = residue(rows, BM, i);
                    let mut pa = Tensor::<_, PackA>::new_mut(&mut pa_data[..]).expect("packed A");
                    pack_a(&a, (band.start + i, bk), (rm, rk), &mut pa);
                    let mut gc = local_tile_mut(&mut ct, make_shape!((_1024, _96)), (bn, i));
                    for ir in 0..rm.div_ceil(MR) {
                        let pa_panel = pa.slice((Underscore, (Underscore, ir)));
                        for jr in 0..rn.div_ceil(NR) {
                            let pb_panel = pb.slice(((Underscore, jr), Underscore));
                            let mut acc = RegTensor::<f32, Acc>::default();
                            let regs: &mut [f32; MR * NR] =
                                acc.data_mut().try_into().expect("MR x NR registers");
                            micro_kernel(fma, rk, pa_panel.data(), pb_panel.data(), regs);
                            let mut t = local_tile_mut(&mut gc, make_shape!((_16, _6)), (jr, ir));
                            let (w, h) = (residue(rn, NR, jr), residue(rm, MR, ir));
                            if h == MR && w == NR {
                                t.zip_apply(&acc, |c, r| *c += *r);
                            } else {
                                let tl = t.layout();
                                clip_mut(t.data_mut(), tl, w, h)
                                    .zip_apply(&clip(acc.data(), acc.layout(), w, h), |c, r| {
                                        *c += *r
                                    });
                            }
                        }
                    }
                }
            }
        }
    });
}

/// Packs the block at `at = (bn, bk)` of B's transposed `(BN, BK)` tiling into `pb`'s panels.
/// A block with all `BN` columns packs its `rk` steps of K in one copy; an edge block packs its
/// in-range `rn x rk` part panel by panel (the micro-kernel reads `rk` steps; panel columns past
/// `rn` feed only results that are not written back).
fn pack_b(
    bt: &Tensor<&[f32], Transposed>,
    at: (usize, usize),
    (rn, rk): (usize, usize),
    pb: &mut Tensor<&mut [f32], PackB>,
) {
    let gb = local_tile(bt, make_shape!((_1024, _256)), at);
    if rn == BN {
        // ((column in panel, panel), k): the block divided into panels of NR columns, its
        // first rk steps.
        let panels = gb.layout().logical_divide(make_tile!(_16:_1, _));
        let src = Layout::from_parts((panels.shape().0, Dyn::from(rk)), *panels.stride());
        let dl = pb.layout();
        let dst = Layout::from_parts((dl.shape().0, Dyn::from(rk)), *dl.stride());
        Tensor::with_layout_mut(pb.data_mut(), dst)
            .expect("packed B")
            .copy_from(&Tensor::with_layout(gb.data(), src).expect("B's block"));
        return;
    }
    for p in 0..rn.div_ceil(NR) {
        let src = local_tile(&gb, make_shape!((_16, _256)), (p, 0usize));
        let mut dst = pb.slice_mut(((Underscore, p), Underscore));
        let w = residue(rn, NR, p);
        let dl = dst.layout();
        clip_mut(dst.data_mut(), dl, w, rk).copy_from(&clip(src.data(), src.layout(), w, rk));
    }
}

/// Packs the block at `at = (bm, bk)` of A's `(BM, BK)` tiling into `pa`'s panels, k first. A
/// block with all `BM` rows packs its `rk` steps of K in one copy; an edge block packs its
/// in-range `rm x rk` part panel by panel.
fn pack_a(
    a: &Tensor<&[f32], RowMajor>,
    at: (usize, usize),
    (rm, rk): (usize, usize),
    pa: &mut Tensor<&mut [f32], PackA>,
) {
    let ga = local_tile(a, make_shape!((_96, _256)), at);
    if rm == BM {
        let kfirst = ga.layout().composition(KFirst::default());
        let src = Layout::from_parts((Dyn::from(rk), kfirst.shape().1), *kfirst.stride());
        let dl = pa.layout();
        let dst = Layout::from_parts((Dyn::from(rk), dl.shape().1), *dl.stride());
        Tensor::with_layout_mut(pa.data_mut(), dst)
            .expect("packed A")
            .copy_from(&Tensor::with_layout(ga.data(), src).expect("A's block"));
        return;
    }
    for p in 0..rm.div_ceil(MR) {
        let rows = local_tile(&ga, make_shape!((_6, _256)), (p, 0usize));
        let kfirst = rows.layout().composition(PanelKFirst::default());
        let mut dst = pa.slice_mut((Underscore, (Underscore, p)));
        let h = residue(rm, MR, p);
        let dl = dst.layout();
        clip_mut(dst.data_mut(), dl, rk, h).copy_from(&clip(rows.data(), kfirst, rk, h));
    }
}
