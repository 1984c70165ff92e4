// The atom layer of an SM80 GEMM, as a kernel sets it up (benches/compile_time/sm80.py);
// `setup.cpp` is the same in CuTe C++.
use cute_layout::atom::*;
use cute_layout::prelude::*;

type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0)), tile!(32, 32, 16)>;

/// One thread's partitions: each layout with the offset of its first element.
pub fn sm80_gemm_setup(thr: usize, lda: usize, ldb: usize, ldc: usize) -> Vec<String> {
    let mma = Mma::default();
    let g2s = make_tiled_copy(
        Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>::default(),
        <layout!((16,8):(8,1))>::default(),
        <layout!((1,8):(0,1))>::default(),
    );
    let s2r_a = make_tiled_copy_a(Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(), mma);
    let s2r_b = make_tiled_copy_b(Copy_Atom::<SM75_U32x2_LDSM_N, Half>::default(), mma);
    let smem = make_layout!((_128, _32):(_32, _1));
    let (ga, a0) = g2s.get_slice(thr).partition_s(make_layout!((_128, _32):(lda, _1)));
    let (sa, a1) = g2s.get_slice(thr).partition_d(smem);
    let (gb, b0) = g2s.get_slice(thr).partition_s(make_layout!((_128, _32):(ldb, _1)));
    let (ra, a2) = s2r_a.get_slice(thr).partition_s(smem);
    let (rb, b2) = s2r_b.get_slice(thr).partition_s(smem);
    let thr_mma = mma.get_slice(thr);
    let (fa, a3) = thr_mma.partition_a(smem);
    let (fb, b3) = thr_mma.partition_b(smem);
    let (gc, c0) = thr_mma.partition_c(make_layout!((_128, _128):(_1, ldc)));
    vec![
        format!("{ga} {a0}"),
        format!("{sa} {a1}"),
        format!("{gb} {b0}"),
        format!("{ra} {a2}"),
        format!("{rb} {b2}"),
        format!("{fa} {a3}"),
        format!("{fb} {b3}"),
        format!("{gc} {c0}"),
    ]
}
