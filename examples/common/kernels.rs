//! CPU kernels written the CuTe way, for any problem size: a global matrix is a layout with
//! run-time extents and strides (`(M,K):(lda,_1)`), `local_tile` cuts it into blocks with
//! static extents, packing and write-back are copies between layouts, and a register tile is a
//! register tensor. The tile extents are static; M, N, K and the leading dimensions are run-time
//! values, so one kernel serves every size.
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
use cute_layout::tensor::{local_tile, local_tile_mut, Engine, EngineMut, RegTensor, Tensor};
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

/// `job` on every piece of work, on the pool's threads (halves of the list on the two sides of
/// each fork), the results in order.
pub fn par_map<T: Send, R: Send>(work: Vec<T>, job: impl Fn(T) -> R + Sync) -> Vec<R> {
    fn split<T: Send, R: Send>(
        ctx: thread_tree::ThreadTreeCtx<'_>,
        mut work: Vec<T>,
        job: &(impl Fn(T) -> R + Sync),
    ) -> Vec<R> {
        if work.len() <= 1 {
            return work.into_iter().map(job).collect();
        }
        let right = work.split_off(work.len() / 2);
        let (mut l, r) = ctx.join(|c| split(c, work, job), |c| split(c, right, job));
        l.extend(r);
        l
    }
    if work.len() <= 1 {
        return work.into_iter().map(job).collect();
    }
    split(pool().top(), work, &job)
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
    par_map(work, |(band, mine, rows)| {
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
pub const BK: usize = 256;

/// `acc = a_rows * b_panel` over `kc` steps: step `p` of `b` is the `NR` contiguous values at
/// `bs * p` (the vector dimension), `a[i]` holds row `i`'s `kc` values (broadcast);
/// `acc[NR * i + j]` is `sum_p a[i][p] * b[bs * p + j]`.
#[inline(always)]
fn micro_kernel_body(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize, acc: &mut [f32; MR * NR]) {
    let a: [&[f32]; MR] = core::array::from_fn(|i| &a[i][..kc]);
    // The accumulators live in registers for the whole loop.
    let mut c = [[0.0f32; NR]; MR];
    for p in 0..kc {
        let bk: &[f32; NR] = b[bs * p..][..NR].try_into().expect("NR values");
        for i in 0..MR {
            let ai = a[i][p];
            for j in 0..NR {
                c[i][j] = bk[j].mul_add(ai, c[i][j]);
            }
        }
    }
    for i in 0..MR {
        for j in 0..NR {
            acc[NR * i + j] = c[i][j];
        }
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
fn micro_kernel_fma(kc: usize, a: &[&[f32]; MR], b: &[f32], bs: usize, acc: &mut [f32; MR * NR]) {
    micro_kernel_body(kc, a, b, bs, acc)
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
pub fn micro_kernel(
    fma: bool,
    kc: usize,
    a: &[&[f32]; MR],
    b: &[f32],
    bs: usize,
    acc: &mut [f32; MR * NR],
) {
    #[cfg(target_arch = "x86_64")]
    {
        if fma && has_fma() {
            // SAFETY: `micro_kernel_fma` needs only that the CPU supports AVX2 and FMA, which
            // `has_fma` has just confirmed; its body is safe Rust. `tests/kernels.rs` checks
            // this path against the portable one and against a naive GEMM.
            return unsafe { micro_kernel_fma(kc, a, b, bs, acc) };
        }
    }
    let _ = fma;
    micro_kernel_body(kc, a, b, bs, acc)
}

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
/// mode comes first and every loop nest runs along it. Each `BK x BN` block of B
/// (`local_tile`) is packed by `copy` into the panel layout the micro-kernel reads (a static
/// layout); the micro-kernel reads A's `MR x BK` panels as rows, where they are or copied into
/// contiguous rows first ([`pack_a`]); every `MR x NR` tile of C is computed in a register
/// tensor and added into C through a `local_tile` of C's block. Edge blocks pack and write back their in-range parts
/// ([`part`]); along K the micro-kernel runs the block's residue.
///
/// Workers take bands of rows of C (whole register tiles), or, when C has at most one block of
/// rows, bands of columns of C (each into its own buffer, copied into C at the end), so that a
/// short-wide product keeps every worker busy.
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
    let workers = workers();
    if m > BM || workers == 1 || n <= NR {
        // Bands of rows (whole register tiles), one per worker, sharing the packed blocks of B.
        let bands = row_bands(c, m, n, ldc, MR)
            .into_iter()
            .map(|(band, mine, rows)| {
                let ct = Tensor::with_layout_mut(mine, make_layout!((n, rows):(_1, ldc)))
                    .expect("the band holds its rows");
                (band.start * MR, ct)
            })
            .collect::<Vec<_>>();
        gemm_bands(&a, &bt, bands, fma);
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
        let at = bt.layout().crd2idx((c0, 0usize)) as usize;
        let bt = Tensor::with_layout(
            bt.data().get(at..).unwrap_or(&[]),
            make_layout!((w, k):(_1, ldb)),
        )
        .expect("the band's columns of B");
        let ct = Tensor::with_layout_mut(&mut buf[..], make_layout!((w, m):(_1, w)))
            .expect("the band's buffer");
        gemm_bands(&a, &bt, vec![(0, ct)], fma);
        (c0, w, buf)
    });
    let mut ct = Tensor::with_layout_mut(c, make_layout!((n, m):(_1, ldc))).expect("C");
    for (c0, w, buf) in done {
        let src = Tensor::with_layout(&buf[..], make_layout!((w, m):(_1, w))).expect("a band");
        let at = ct.layout().crd2idx((c0, 0usize)) as usize;
        let cl = make_layout!((w, m):(_1, ldc));
        Tensor::with_layout_mut(&mut ct.data_mut()[at..], cl)
            .expect("the band's columns of C")
            .copy_from(&src);
    }
}

/// [`sgemm`] for column-major `A` (`m x k`, `(m,k):(_1,lda)`), `B` (`(k,n):(_1,ldb)`) and `C`
/// (`(m,n):(_1,ldc)`): a column-major matrix is the row-major layout of its transpose, so
/// `C^T = B^T A^T` is the row-major GEMM of the transposes, operands swapped.
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
    sgemm(n, m, k, b, ldb, a, lda, c, ldc, fma)
}

/// `C^T = B^T A^T` for the row bands `bands` of C (each: its first row, its rows of C seen
/// transposed, `(n, rows):(_1, ldc)`), `bt` (`(n, k):(_1, ldb)`) and `a` (`(m, k):(lda, _1)`),
/// block by block on the pool's workers, sharing each packed block of B: packed once, then
/// every band's rows.
fn gemm_bands(
    a: &Tensor<&[f32], RowMajor>,
    bt: &Tensor<&[f32], Transposed>,
    mut bands: Vec<(usize, Tensor<&mut [f32], Transposed>)>,
    fma: bool,
) {
    let (k, lda) = (
        extent_of(a.layout().shape().1),
        extent_of(a.layout().stride().0),
    );
    let n = extent_of(bt.layout().shape().0);
    // With one band of at most one block row of A, each panel of B serves at most BM / MR
    // register tiles: B's full panels are read where they are instead of packing the block.
    let in_place = bands.len() == 1 && extent_of(a.layout().shape().0) <= BM;
    par_map(bands.iter_mut().collect(), |(_, ct)| ct.fill(0.0));
    let mut pb_data = take_buffer(BK * BN);
    for bk in 0..k.div_ceil(BK) {
        for bn in 0..n.div_ceil(BN) {
            let step = Step::new(bt, (bn, bk), in_place, &mut pb_data);
            par_map(bands.iter_mut().collect(), |(r0, ct)| {
                let rows = extent_of(ct.layout().shape().1);
                let at = a.layout().crd2idx((*r0, 0usize)) as usize;
                let a = Tensor::with_layout(
                    a.data().get(at..).unwrap_or(&[]),
                    make_layout!((rows, k):(lda, _1)),
                )
                .expect("the band's rows of A");
                let mut pa_data = take_buffer(BM * BK);
                step.rows(&a, ct, fma, &mut pa_data);
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
    /// `in_place`) and lists its panels.
    fn new(
        bt: &'a Tensor<&'a [f32], Transposed>,
        at: (usize, usize),
        in_place: bool,
        pb_data: &'a mut [f32],
    ) -> Self {
        let (n, k) = (
            extent_of(bt.layout().shape().0),
            extent_of(bt.layout().shape().1),
        );
        let (rn, rk) = (residue(n, BN, at.0), residue(k, BK, at.1));
        let ldb = extent_of(bt.layout().stride().1);
        let gb = local_tile(bt, make_shape!((_1024, _256)), at);
        let mut pb = Tensor::<_, PackB>::new_mut(pb_data).expect("packed B");
        if !in_place {
            pack_b(bt, at, (rn, rk), &mut pb);
        } else if rn % NR != 0 {
            // The partial panel at the edge is packed (into the first panel's place).
            let src = local_tile(&gb, make_shape!((_16, _256)), (rn / NR, 0usize));
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

    /// `C^T += B^T A^T` for this block of B over every row of `a` (`(m, k):(lda, _1)`) and of
    /// `ct` (`(n, m):(_1, ldc)`); `pa_data` holds A's rows when they are copied.
    fn rows(
        &self,
        a: &Tensor<&[f32], RowMajor>,
        ct: &mut Tensor<&mut [f32], Transposed>,
        fma: bool,
        pa_data: &mut [f32],
    ) {
        let (bn, bk) = self.at;
        let (rn, rk) = (self.rn, self.rk);
        let m = extent_of(a.layout().shape().0);
        for bm in 0..m.div_ceil(BM) {
            let rm = residue(m, BM, bm);
            let ga = local_tile(a, make_shape!((_96, _256)), (bm, bk));
            // A's rows: read in place when few rows or few columns of C use them; otherwise
            // copied into contiguous rows first (rows of A a power of two apart would share
            // L1 sets).
            let (rows_data, rows_layout) = if self.in_place || rn <= 4 * NR {
                (ga.data(), ga.layout())
            } else {
                pack_a(&ga, (rm, rk), pa_data);
                (&pa_data[..], make_layout!((_96, _256):(BK, _1)))
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
            let mut tile = |ir: usize, jr: usize| {
                let (h, w) = (residue(rm, MR, ir), residue(rn, NR, jr));
                let mut acc = RegTensor::<f32, Acc>::default();
                let regs: &mut [f32; MR * NR] =
                    acc.data_mut().try_into().expect("MR x NR registers");
                let (panel_b, bs) = self.panels[jr];
                micro_kernel(fma, rk, &a_panels[ir], panel_b, bs, regs);
                let mut t = local_tile_mut(&mut gc, make_shape!((_16, _6)), (jr, ir));
                if h == MR && w == NR {
                    t.zip_apply(&acc, |c, r| *c += *r);
                } else {
                    part_mut(&mut t, w, h).zip_apply(&part(&acc, w, h), |c, r| *c += *r);
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

/// A `BM x BK` block of A: static extents, run-time leading dimension.
type ABlock = layout!((96, 256):(Dyn, 1));

/// Copies the in-range `rm x rk` part of A's block `ga` into `pa` as rows of `BK` contiguous
/// values: both sides seen K first, `(rk, rm):(_1, lda)` and `(rk, rm):(_1, BK)`, so the copy
/// runs along contiguous rows.
fn pack_a(ga: &Tensor<&[f32], ABlock>, (rm, rk): (usize, usize), pa: &mut [f32]) {
    let src = Layout::from_parts(
        (Dyn::from(rk), Dyn::from(rm)),
        (U1::new(), ga.layout().stride().0),
    );
    Tensor::with_layout_mut(pa, make_layout!((rk, rm):(_1, BK)))
        .expect("packed A")
        .copy_from(&Tensor::with_layout(ga.data(), src).expect("A's block"));
}

/// Packing buffers kept between calls (a fresh buffer of a megabyte costs its page faults on
/// every call).
static BUFFERS: std::sync::Mutex<Vec<Vec<f32>>> = std::sync::Mutex::new(Vec::new());

/// A buffer of `len` elements from [`BUFFERS`], or a new one.
fn take_buffer(len: usize) -> Vec<f32> {
    let reused = BUFFERS.lock().ok().and_then(|mut pool| {
        let i = pool.iter().position(|b| b.len() == len)?;
        Some(pool.swap_remove(i))
    });
    reused.unwrap_or_else(|| vec![0.0; len])
}

/// Returns a buffer to [`BUFFERS`].
fn give_back(b: Vec<f32>) {
    if let Ok(mut pool) = BUFFERS.lock() {
        pool.push(b);
    }
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
        part_mut(&mut dst, w, rk).copy_from(&part(&src, w, rk));
    }
}
