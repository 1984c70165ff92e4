//! The blocked GEMM loop nest behind [`gemm`](super::gemm): C cut into bands of rows (or of
//! columns) for the workers, B into `BN x BK` blocks, each block packed once ([`Step`]) and run
//! through the micro-kernel against every band's rows of A.

use super::matrix::{dims, extent_of, part, part_mut, residue, strides, transposed, Strided};
use super::micro_kernel::{micro_kernel, Acc, MR, NR};
use super::pack::{give_back, pack_a, pack_b, take_buffer, PackB};
use super::threads::{bands, par_map, row_bands};
use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, Tensor};
use cute_layout::{Crd2IdxOp, Dyn, Layout};

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

/// [`gemm`](super::gemm) with B and C seen transposed, on bands of rows or of columns of C.
pub(super) fn gemm_rows(
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
