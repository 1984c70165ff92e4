//! The atom layer executed on the CPU: every MMA atom's TiledMMA computes a CTA tile's GEMM
//! exactly (`gemm_tiled`, each atom emulated from its layouts, against a naive GEMM on
//! integer-valued data), and TiledCopies of the copy atoms move every element of a tile
//! exactly once to the same coordinate (`copy_tiled`, `copy_if_tiled`).

use cute_layout::atom::*;
use cute_layout::prelude::*;

/// A naive `C = A * Bᵀ` (A `M x K` row-major, B `N x K` row-major, C `M x N` column-major).
fn naive(a: &[f64], b: &[f64], (m, n, k): (usize, usize, usize)) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            c[i + j * m] = (0..k).map(|l| a[i * k + l] * b[j * k + l]).sum();
        }
    }
    c
}

/// Small integers in the type `T` (exact in every atom's types, and every sum too).
fn data<T: Numeric>(len: usize, seed: usize) -> Vec<T> {
    (0..len)
        .map(|x| T::from_f64(((x * 7 + seed) % 11) as f64 - 5.0))
        .collect()
}

fn wide<T: Numeric>(v: &[T]) -> Vec<f64> {
    v.iter().map(|x| x.to_f64()).collect()
}

/// The tile of a TiledMMA, `(M, N, K)`.
fn tile<M: TiledMmaOp>() -> (usize, usize, usize) {
    let t = <M::TileShape as IntTuple>::to_dynamic().leaves();
    (t[0] as usize, t[1] as usize, t[2] as usize)
}

/// A TiledMMA on twice its tile in M and K (so each thread repeats along both), with run-time
/// leading dimensions, against the naive GEMM.
macro_rules! gemm_is_exact {
    ($($name:ident: $atom:ty, $layout:ty;)*) => {$(
        #[test]
        fn $name() {
            type Mma = TiledMMA<$atom, $layout>;
            let (tm, tn, tk) = tile::<Mma>();
            let (m, n, k) = (2 * tm, tn, 2 * tk);
            type Atom = <Mma as TiledMmaOp>::Atom;
            let a = data::<<Atom as MmaAtom>::ValA>(m * k, 1);
            let b = data::<<Atom as MmaAtom>::ValB>(n * k, 2);
            let mut c = vec![<Atom as MmaAtom>::ValC::default(); m * n];
            gemm_tiled(
                Mma::default(),
                &a,
                make_layout!((m, k):(k, _1)),
                &b,
                make_layout!((n, k):(k, _1)),
                &mut c,
                make_layout!((m, n):(_1, m)),
            )
            .unwrap();
            assert_eq!(wide(&c), naive(&wide(&a), &wide(&b), (m, n, k)));
        }
    )*};
}

gemm_is_exact! {
    fma_f32_16x16: UniversalFMA<f32>, layout!((16,16,1):(1,16,0));
    fma_f64_8x4: UniversalFMA<f64>, layout!((8,4,1):(4,1,0));
    fma_mixed_4x4: UniversalFMA<f32, Half, Half, f32>, layout!((4,4,1):(1,4,0));
    sm70_f16_tn: SM70_8x8x4_F16F16F16F16_TN, layout!((2,2,1):(1,2,0));
    sm70_f16_nt: SM70_8x8x4_F16F16F16F16_NT, layout!((1,1,1):(0,0,0));
    sm70_f16_nn: SM70_8x8x4_F16F16F16F16_NN, layout!((2,1,1):(1,0,0));
    sm70_f16_tt: SM70_8x8x4_F16F16F16F16_TT, layout!((1,2,1):(0,1,0));
    sm70_f32_tn: SM70_8x8x4_F32F16F16F32_TN, layout!((2,2,1):(2,1,0));
    sm70_f32_nt: SM70_8x8x4_F32F16F16F32_NT, layout!((1,1,1):(0,0,0));
    sm70_f32_nn: SM70_8x8x4_F32F16F16F32_NN, layout!((1,1,1):(0,0,0));
    sm70_f32_tt: SM70_8x8x4_F32F16F16F32_TT, layout!((1,1,1):(0,0,0));
    sm75_16x8x8: SM75_16x8x8_F32F16F16F32_TN, layout!((1,2,1):(0,1,0));
    sm75_8x8x16_s8: SM75_8x8x16_S32S8S8S32_TN, layout!((2,1,1):(1,0,0));
    sm80_16x8x8_f16: SM80_16x8x8_F16F16F16F16_TN, layout!((2,2,1):(1,2,0));
    sm80_16x8x8_f32: SM80_16x8x8_F32F16F16F32_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x8_bf16: SM80_16x8x8_F32BF16BF16F32_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x16_f16: SM80_16x8x16_F16F16F16F16_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x16_f32: SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0));
    sm80_16x8x16_bf16: SM80_16x8x16_F32BF16BF16F32_TN, layout!((2,1,1):(1,0,0));
    sm80_16x8x4_tf32: SM80_16x8x4_F32TF32TF32F32_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x8_tf32: SM80_16x8x8_F32TF32TF32F32_TN, layout!((2,1,1):(1,0,0));
    sm80_8x8x4_f64: SM80_8x8x4_F64F64F64F64_TN, layout!((2,2,1):(1,2,0));
    sm80_8x8x16_s8: SM80_8x8x16_S32S8S8S32_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x16_s8: SM80_16x8x16_S32S8S8S32_TN, layout!((1,1,1):(0,0,0));
    sm80_16x8x32_s8: SM80_16x8x32_S32S8S8S32_TN, layout!((1,2,1):(0,1,0));
    sm90_64x8x16_ss: SM90_64x8x16_F16F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((1,1,1):(0,0,0));
    sm90_64x16x16_rs: SM90_64x16x16_F32F16F16_RS<gmma::MajorK, gmma::MajorK>, layout!((1,1,1):(0,0,0));
    sm90_64x32x16_bf16: SM90_64x32x16_F32BF16BF16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0));
}

/// A permuted TiledMMA (CuTe's `Tile<_32, Layout<(_8,_2,_2),(_1,_16,_8)>, _>`): the same GEMM.
#[test]
fn permuted_tiled_mma_is_exact() {
    type Mma = TiledMMA<
        SM80_16x8x16_F32F16F16F32_TN,
        layout!((2,2,1):(1,2,0)),
        tile!(_32, (_8,_2,_2):(_1,_16,_8), _),
    >;
    let (m, n, k) = (64, 32, 32);
    let (a, b) = (data::<Half>(m * k, 3), data::<Half>(n * k, 4));
    let mut c = vec![0.0f32; m * n];
    gemm_tiled(
        Mma::default(),
        &a,
        <layout!((64,32):(32,1))>::default(),
        &b,
        <layout!((32,32):(32,1))>::default(),
        &mut c,
        <layout!((64,32):(1,64))>::default(),
    )
    .unwrap();
    assert_eq!(wide(&c), naive(&wide(&a), &wide(&b), (m, n, k)));
}

/// Operands that disagree in M, N or K are an error that names the extents (CuTe's static
/// asserts `AK == BK`, `CM == AM`, `CN == BN`), where they would read past B or write past C.
#[test]
fn operands_that_disagree_are_an_error() {
    type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    let (a, b) = (data::<Half>(64 * 32, 3), data::<Half>(64 * 32, 4));
    let mut c = vec![0.0f32; 64 * 64];
    let run = |lb, lc, c: &mut [f32]| {
        gemm_tiled(
            Mma::default(),
            &a,
            make_layout!((64, 32):(32, _1)),
            &b,
            lb,
            c,
            lc,
        )
        .unwrap_err()
        .to_string()
    };
    let k16 = make_layout!((32, 16):(16, _1));
    let n32 = make_layout!((32, 32):(32, _1));
    assert_eq!(
        run(k16, make_layout!((64, 32):(_1, 64)), &mut c),
        "gemm: K of A is 32 but K of B is 16: they must be equal"
    );
    assert_eq!(
        run(n32, make_layout!((32, 32):(_1, 32)), &mut c),
        "gemm: M of A is 64 but M of C is 32: they must be equal"
    );
    assert_eq!(
        run(n32, make_layout!((64, 64):(_1, 64)), &mut c),
        "gemm: N of B is 32 but N of C is 64: they must be equal"
    );
    assert!(c.iter().all(|&x| x == 0.0), "nothing is written");
}

/// A TiledCopy moves every element of two tiles of `(M, N)` from the source layout to the
/// same coordinate of the destination layout, each exactly once.
macro_rules! copy_is_exact {
    ($($name:ident: $atom:ty, $t:ty, $thr:ty, $val:ty, $src:ty, $dst:ty;)*) => {$(
        copy_is_exact!(@check $name, $t,
            make_tiled_copy(<$atom>::default(), <$thr>::default(), <$val>::default()), $src, $dst);
    )*};
    (@check $name:ident, $t:ty, $copy:expr, $src:ty, $dst:ty) => {
        #[test]
        fn $name() {
            type T = $t; // as wide as the atom's values
            let copy = $copy;
            let (src_l, dst_l) = (<$src>::default(), <$dst>::default());
            let src: Vec<T> = (0..src_l.cosize()).map(|x| x as T).collect();
            let mut dst = vec![T::MAX; dst_l.cosize()];
            copy_tiled(copy, &src, src_l, &mut dst, dst_l).unwrap();
            for i in 0..src_l.size() {
                assert_eq!(dst[dst_l.offset(i) as usize], src[src_l.offset(i) as usize], "element {i}");
            }
            // With a predicate that keeps every other row, the others stay as they were.
            let pred: Vec<bool> = (0..src_l.size()).map(|i| i % 2 == 0).collect();
            let every = cute_layout::make_layout_left(<<$src as AnyLayout>::Shape>::default());
            let mut half = vec![T::MAX; dst_l.cosize()];
            copy_if_tiled(copy, &pred, every, &src, src_l, &mut half, dst_l).unwrap();
            for i in 0..src_l.size() {
                let want = if i % 2 == 0 { src[src_l.offset(i) as usize] } else { T::MAX };
                assert_eq!(half[dst_l.offset(i) as usize], want, "element {i}");
            }
        }
    };
}

copy_is_exact! {
    universal_128_f32: Copy_Atom<UniversalCopy<u128>, f32>, f32, layout!((32,8):(1,32)), layout!((4,1):(1,0)),
        layout!((256,16):(1,256)), layout!((256,16):(1,260));
    universal_128_half_rows: Copy_Atom<UniversalCopy<u128>, Half>, u16, layout!((16,8):(8,1)), layout!((1,8):(0,1)),
        layout!((32,128):(128,1)), layout!((32,128):(136,1));
    universal_64_f32: Copy_Atom<UniversalCopy<u64>, f32>, f32, layout!((8,16):(16,1)), layout!((1,2):(0,1)),
        layout!((16,64):(64,1)), layout!((16,64):(64,1));
    universal_32_half: Copy_Atom<UniversalCopy<u32>, Half>, u16, layout!((32,4):(4,1)), layout!((2,1):(1,0)),
        layout!((64,8):(1,64)), layout!((64,8):(1,64));
    universal_f64: Copy_Atom<UniversalCopy<f64>, f64>, f64, layout!((16,16):(16,1)), layout!((2,1):(1,0)),
        layout!((64,32):(32,1)), layout!((64,32):(1,64));
    cp_async_global_128: Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>, u16, layout!((16,8):(8,1)), layout!((1,8):(0,1)),
        layout!((32,64):(64,1)), layout!((32,64):(64,1));
    cp_async_always_32: Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<u32>, f32>, f32, layout!((16,8):(8,1)), layout!((1,1):(0,0)),
        layout!((32,16):(1,32)), layout!((32,16):(16,1));
    cp_async_zfill_64: Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS_ZFILL<u64>, f32>, f32, layout!((32,4):(1,32)), layout!((2,1):(1,0)),
        layout!((128,8):(1,128)), layout!((128,8):(1,128));
}

/// The copies that feed and drain an SM80 MMA (2 x 2 atoms of `16x8x16`): `ldmatrix` into A
/// and B as the MMA's thread-value layouts order them, `stmatrix` out of C. Each side is a
/// memory layout whose runs of one register's values are consecutive (K-major A and B, the
/// transposed load from N-major B, row-major C).
type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
type MmaF16 = TiledMMA<SM80_16x8x16_F16F16F16F16_TN, layout!((2,2,1):(1,2,0))>;
copy_is_exact!(@check ldsm_x4_a, u16,
    make_tiled_copy_a(Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(), Mma::default()),
    layout!((32,32):(32,1)), layout!((32,32):(40,1)));
copy_is_exact!(@check ldsm_x2_b, u16,
    make_tiled_copy_b(Copy_Atom::<SM75_U32x2_LDSM_N, Half>::default(), Mma::default()),
    layout!((16,32):(32,1)), layout!((16,32):(32,1)));
copy_is_exact!(@check ldsm_t_x4_b, u16,
    make_tiled_copy_b(Copy_Atom::<SM75_U16x4_LDSM_T, Half>::default(), Mma::default()),
    layout!((16,32):(1,16)), layout!((16,32):(32,1)));
copy_is_exact!(@check stsm_x2_c, u16,
    make_tiled_copy_c(Copy_Atom::<SM90_U32x2_STSM_N, Half>::default(), MmaF16::default()),
    layout!((32,32):(32,1)), layout!((32,32):(32,1)));

// Copies made by `make_cotiled_copy` (the tile one layout per mode): 32 threads writing 4
// consecutive floats of a row-major 16x8 tile, over 4x4 such tiles; and a rank-3 tile.
copy_is_exact!(@check cotiled_rows, f32,
    make_cotiled_copy(Copy_Atom::<UniversalCopy<u128>, f32>::default(),
        <layout!((32,4):(4,1))>::default(), <layout!((16,8):(8,1))>::default()),
    layout!((64,32):(32,1)), layout!((64,32):(36,1)));
copy_is_exact!(@check cotiled_rank3, f32,
    make_cotiled_copy(Copy_Atom::<UniversalCopy<u32>, f32>::default(),
        <layout!((32,2):(2,1))>::default(), <layout!((4,4,4):(16,4,1))>::default()),
    layout!((8,8,4):(32,4,1)), layout!((8,8,4):(1,8,64)));

/// An atom wider than the elements two layouts hold in common is an `Err` naming the rule.
#[test]
fn copy_wider_than_the_common_vector_is_an_error() {
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u64>, f32>::default(),
        <layout!((8,16):(16,1))>::default(),
        <layout!((1,2):(0,1))>::default(),
    );
    let (src_l, dst_l) = (
        <layout!((16,64):(64,1))>::default(),
        <layout!((16,64):(1,16))>::default(),
    );
    let src = vec![0.0f32; 1024];
    let mut dst = vec![0.0f32; 1024];
    let e = copy_tiled(copy, &src, src_l, &mut dst, dst_l).unwrap_err();
    assert_eq!(e.op(), "copy");
    assert!(
        e.to_string()
            .contains("moves 2 values per destination access, but thread 0 finds them at destination offsets [0, 16]"),
        "{e}"
    );
    assert_eq!(dst, vec![0.0; 1024], "nothing is written");
}

// Swizzled shared memory: each thread's part of a swizzled tile depends on the thread (CuTe's
// slice at a run-time coordinate: a composed layout with a `MixedBits` offset, or the plain
// layout it decays to with run-time strides), and the copies and the GEMM still touch every
// element once, at its swizzled place.
type Sw<B, M, S, L> =
    cute_layout::swizzle::ComposedLayout<cute_layout::swizzle::Swizzle<B, M, S>, U0, L>;
use cute_layout::typenum::{U0, U2, U3};
copy_is_exact! {
    cp_async_into_swizzled_rows: Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>, u16, layout!((16,8):(8,1)), layout!((1,8):(0,1)),
        layout!((64,64):(64,1)), Sw<U3, U3, U3, layout!((64,64):(64,1))>;
    cp_async_into_swizzled_columns: Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>, u16, layout!((8,16):(1,8)), layout!((8,1):(1,0)),
        layout!((64,64):(1,64)), Sw<U3, U3, U3, layout!((64,64):(1,64))>;
    universal_64_swizzled: Copy_Atom<UniversalCopy<u64>, f32>, f32, layout!((8,16):(16,1)), layout!((1,2):(0,1)),
        Sw<U2, U2, U3, layout!((16,64):(64,1))>, layout!((16,64):(64,1));
}
copy_is_exact!(@check ldsm_x4_a_swizzled, u16,
    make_tiled_copy_a(Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(), Mma::default()),
    Sw<U2, U3, U3, layout!((32,32):(32,1))>, layout!((32,32):(40,1)));
copy_is_exact!(@check ldsm_t_x4_b_swizzled, u16,
    make_tiled_copy_b(Copy_Atom::<SM75_U16x4_LDSM_T, Half>::default(), Mma::default()),
    Sw<U3, U3, U3, layout!((64,32):(1,64))>, layout!((64,32):(32,1)));

/// A GEMM whose A and B live in swizzled shared memory (K-major and M-major A, K-major B):
/// the values stored at their swizzled places, the TiledMMA's partitions read them back.
macro_rules! swizzled_gemm_is_exact {
    ($($name:ident: $la:ty, $lb:ty;)*) => {$(
        swizzled_gemm_is_exact!(@check $name, Mma, (64, 32, 32), $la, $lb);
    )*};
    (@check $name:ident, $mma:ty, ($m:expr, $k:expr, $n:expr), $la:ty, $lb:ty) => {
        #[test]
        fn $name() {
            type TheMma = $mma;
            let (la, lb) = (<$la>::default(), <$lb>::default());
            let (m, k, n) = ($m, $k, $n);
            let (a, b) = (data::<Half>(m * k, 1), data::<Half>(n * k, 2));
            // A (m x k) and B (n x k), row-major values, stored where the swizzled layouts say.
            let mut sa = vec![Half::default(); m * k];
            let mut sb = vec![Half::default(); n * k];
            for i in 0..m {
                for l in 0..k {
                    sa[la.offset((i, l)) as usize] = a[i * k + l];
                }
            }
            for j in 0..n {
                for l in 0..k {
                    sb[lb.offset((j, l)) as usize] = b[j * k + l];
                }
            }
            let mut c = vec![0.0f32; m * n];
            gemm_tiled(TheMma::default(), &sa, la, &sb, lb, &mut c, make_layout!((m, n):(_1, m))).unwrap();
            let want = naive(&wide(&a), &wide(&b), (m, n, k));
            assert_eq!(c.iter().map(|&x| x as f64).collect::<Vec<_>>(), want);
        }
    };
}
swizzled_gemm_is_exact! {
    gemm_k_major_swizzled: Sw<U2, U3, U3, layout!((64,32):(32,1))>, Sw<U2, U3, U3, layout!((32,32):(32,1))>;
    gemm_m_major_swizzled: Sw<U3, U3, U3, layout!((64,32):(1,64))>, Sw<U2, U3, U3, layout!((32,32):(32,1))>;
}

// GMMA's layout atoms swizzle the bytes of shared memory (CuTe keeps that swizzle in the
// tensor's pointer): a thread's part is the inner layout's, and the swizzle applies to the
// part's start and offset together.
type SmemK128 =
    cute_layout::swizzle::TileToShape<gmma::Layout_K_SW128_Atom<Half>, shape!((128, 64))>;
type SmemMn128 =
    cute_layout::swizzle::TileToShape<gmma::Layout_MN_SW128_Atom<Half>, shape!((128, 64))>;
type SmemK64 = cute_layout::swizzle::TileToShape<gmma::Layout_K_SW64_Atom<Half>, shape!((64, 64))>;
type SmemMn32 =
    cute_layout::swizzle::TileToShape<gmma::Layout_MN_SW32_Atom<Half>, shape!((64, 64))>;
type Wgmma<A, B> = TiledMMA<SM90_64x64x16_F32F16F16_SS<A, B>, layout!((2,1,1):(1,0,0))>;
swizzled_gemm_is_exact!(@check gmma_k_major_atoms, Wgmma<gmma::MajorK, gmma::MajorK>,
    (128, 64, 64), SmemK128, SmemK64);
swizzled_gemm_is_exact!(@check gmma_mn_major_atoms, Wgmma<gmma::MajorMN, gmma::MajorMN>,
    (128, 64, 64), SmemMn128, SmemMn32);
copy_is_exact!(@check cp_async_into_gmma_atom, u16,
    make_tiled_copy(Copy_Atom::<SM80_CP_ASYNC_CACHEGLOBAL<u128>, Half>::default(),
        <layout!((16,8):(8,1))>::default(), <layout!((1,8):(0,1))>::default()),
    layout!((128,64):(64,1)), SmemK128);

/// A GMMA layout atom read back in values is CuTe's position-independent swizzle: the byte
/// swizzle `Sw<3,4,3>` over halves is `Sw<3,3,3>` over their indices (the string is CuTe's
/// `as_position_independent_swizzle_layout` of this tile, printed by the oracle).
#[test]
fn gmma_atom_is_its_position_independent_swizzle() {
    let (atom, same) = (
        SmemK128::default(),
        SmemK128::default().as_position_independent(),
    );
    assert_eq!(
        same.to_string(),
        "Sw<3,3,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))"
    );
    for i in 0..128usize {
        for j in 0..64usize {
            assert_eq!(atom.offset((i, j)), same.offset((i, j)), "({i}, {j})");
        }
    }
}
