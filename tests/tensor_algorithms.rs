//! The tensor algorithms against plain loops over arrays: gemm (static, run-time and mixed
//! layouts, row- and column-major, tiles and thread partitions, the rank-1 forms), copy_if at
//! the edges of a matrix, axpby, fill, clear, transform, and the run-time size checks.

use cute_layout::prelude::*;
use cute_layout::tensor::{
    axpby, clear, copy, copy_if, elem_less, fill, gemm, local_partition, local_partition_mut,
    local_tile, local_tile_mut, make_identity_tensor, transform, transform_into, RegTensor, Tensor,
};

/// Small integers (exact in f64 and i64 sums).
fn values(n: usize, seed: u64) -> Vec<i64> {
    (0..n as u64)
        .map(|i| ((i.wrapping_mul(2654435761).wrapping_add(seed * 97)) % 19) as i64 - 9)
        .collect()
}

/// `C(m,n) += sum_k A(m,k) * B(n,k)` over plain arrays with element accessors.
fn naive(
    m: usize,
    n: usize,
    k: usize,
    a: impl Fn(usize, usize) -> i64,
    b: impl Fn(usize, usize) -> i64,
    c0: impl Fn(usize, usize) -> i64,
) -> Vec<Vec<i64>> {
    (0..m)
        .map(|i| {
            (0..n)
                .map(|j| c0(i, j) + (0..k).map(|p| a(i, p) * b(j, p)).sum::<i64>())
                .collect()
        })
        .collect()
}

const SIZES: [(usize, usize, usize); 11] = [
    (1, 1, 1),
    (2, 3, 4),
    (4, 4, 4),
    (5, 7, 3),
    (8, 1, 9),
    (1, 13, 2),
    (17, 9, 31),
    (33, 16, 8),
    (0, 3, 2),
    (3, 0, 2),
    (3, 2, 0),
];

#[test]
fn gemm_run_time_layouts_all_majors_match_naive() {
    for (s, &(m, n, k)) in SIZES.iter().enumerate() {
        let seed = s as u64;
        let (a, b, c0) = (
            values(m * k, seed),
            values(n * k, seed + 1),
            values(m * n, seed + 2),
        );
        // A row-major (M,K):(K,1) and column-major (M,K):(1,M); B likewise as (N,K); C both.
        for a_row in [false, true] {
            for b_row in [false, true] {
                for c_row in [false, true] {
                    let at = |i: usize, p: usize| if a_row { a[i * k + p] } else { a[i + p * m] };
                    let bt = |j: usize, p: usize| if b_row { b[j * k + p] } else { b[j + p * n] };
                    let ct = |i: usize, j: usize| if c_row { c0[i * n + j] } else { c0[i + j * m] };
                    let want = naive(m, n, k, at, bt, ct);
                    let mut c = c0.clone();
                    let ta = if a_row {
                        Tensor::with_layout(&a[..], make_layout!((m, k):(k, 1))).unwrap()
                    } else {
                        Tensor::with_layout(&a[..], make_layout!((m, k):(1, m))).unwrap()
                    };
                    let tb = if b_row {
                        Tensor::with_layout(&b[..], make_layout!((n, k):(k, 1))).unwrap()
                    } else {
                        Tensor::with_layout(&b[..], make_layout!((n, k):(1, n))).unwrap()
                    };
                    {
                        let mut tc = if c_row {
                            Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(n, 1)))
                                .unwrap()
                        } else {
                            Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(1, m)))
                                .unwrap()
                        };
                        gemm(&ta, &tb, &mut tc);
                    }
                    for i in 0..m {
                        for j in 0..n {
                            let got = if c_row { c[i * n + j] } else { c[i + j * m] };
                            assert_eq!(
                                got, want[i][j],
                                "{m}x{n}x{k} A row {a_row} B row {b_row} C row {c_row} ({i},{j})"
                            );
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn gemm_mixed_layouts_with_leading_dimensions_match_naive() {
    // Static unit strides, run-time extents and leading dimensions larger than the extents:
    // the padding must stay untouched.
    for (s, &(m, n, k)) in SIZES.iter().enumerate() {
        let (lda, ldb, ldc) = (m + 2, k + 1, n + 3);
        let seed = 10 + s as u64;
        let a = values(lda * k, seed); // column-major A, (M,K):(_1,lda)
        let b = values(n * ldb, seed + 1); // B (N,K):(ldb,_1): row n of B^T... row-major (N,K)
        let mut c: Vec<i64> = vec![1000; m * ldc]; // row-major C with padded rows
        let want = naive(
            m,
            n,
            k,
            |i, p| a[i + p * lda],
            |j, p| b[j * ldb + p],
            |_, _| 1000,
        );
        let ta = Tensor::with_layout(&a[..], make_layout!((m, k):(_1, lda))).unwrap();
        let tb = Tensor::with_layout(&b[..], make_layout!((n, k):(ldb, _1))).unwrap();
        let mut tc = Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(ldc, _1))).unwrap();
        gemm(&ta, &tb, &mut tc);
        for i in 0..m {
            for j in 0..ldc {
                if j < n {
                    assert_eq!(c[i * ldc + j], want[i][j], "{m}x{n}x{k} ({i},{j})");
                } else {
                    assert_eq!(c[i * ldc + j], 1000, "{m}x{n}x{k}: C's padding was written");
                }
            }
        }
    }
}

#[test]
fn gemm_static_layouts_and_float_elements() {
    // A (5,3) row-major, B (4,3) column-major, C (5,4) column-major: every extent static.
    let a: Vec<f64> = values(15, 1).into_iter().map(|x| x as f64).collect();
    let b: Vec<f64> = values(12, 2).into_iter().map(|x| x as f64).collect();
    let mut c = [0.5f64; 20];
    let ta = Tensor::<_, layout!((5, 3):(3, 1))>::new(&a[..]).unwrap();
    let tb = Tensor::<_, layout!((4, 3):(1, 4))>::new(&b[..]).unwrap();
    gemm(
        &ta,
        &tb,
        &mut Tensor::<_, layout!((5, 4):(1, 5))>::from_array_mut(&mut c),
    );
    for i in 0..5 {
        for j in 0..4 {
            let want = 0.5 + (0..3).map(|p| a[i * 3 + p] * b[j + p * 4]).sum::<f64>();
            assert_eq!(c[i + j * 5], want);
        }
    }
    // A register accumulator: C is a RegTensor, A and B static views, i32 elements.
    let a: Vec<i32> = (0..6).collect();
    let b: Vec<i32> = (0..6).map(|x| 2 * x).collect();
    let mut acc = RegTensor::<i32, layout!((2, 2):(1, 2))>::new_registers();
    gemm(
        &Tensor::<_, layout!((2, 3):(3, 1))>::new(&a[..]).unwrap(),
        &Tensor::<_, layout!((2, 3):(3, 1))>::new(&b[..]).unwrap(),
        &mut acc,
    );
    // C(m,n) = sum_k a[3m+k] * 2 (3n+k).
    let want = |m: i32, n: i32| (0..3).map(|k| (3 * m + k) * 2 * (3 * n + k)).sum::<i32>();
    assert_eq!(
        acc.data(),
        &[want(0, 0), want(1, 0), want(0, 1), want(1, 1)]
    );
}

#[test]
fn gemm_nested_modes_index_by_their_1d_coordinate() {
    // A with a nested M mode ((2,3),4):((1,2),6): A(m, k) at m + 6k (column-major 6 x 4);
    // C with a nested N mode (6,(2,2)):(1,(6,12)): C(m, n) at m + 6n.
    let a: Vec<i64> = values(24, 3);
    let b: Vec<i64> = values(16, 4); // (4,4):(1,4)
    let mut c = [0i64; 24];
    let ta = Tensor::<_, layout!(((2, 3), 4):((1, 2), 6))>::new(&a[..]).unwrap();
    let tb = Tensor::<_, layout!((4, 4):(1, 4))>::new(&b[..]).unwrap();
    let mut tc = Tensor::<_, layout!((6, (2, 2)):(1, (6, 12)))>::new_mut(&mut c[..]).unwrap();
    gemm(&ta, &tb, &mut tc);
    let want = naive(6, 4, 4, |i, p| a[i + 6 * p], |j, p| b[j + 4 * p], |_, _| 0);
    for i in 0..6 {
        for j in 0..4 {
            assert_eq!(c[i + 6 * j], want[i][j]);
        }
    }
}

#[test]
fn gemm_by_tiles_and_thread_partitions_matches_naive() {
    // CuTe's sgemm on the CPU: C's (8, 8) CTA tiles, K in steps of 4, and 4 x 4 threads that
    // each own a (2, 2) part of the C tile, rows of A and rows of B (local_partition).
    let (m, n, k) = (24usize, 16usize, 12usize);
    let a = values(m * k, 5); // column-major (M,K)
    let b = values(n * k, 6); // column-major (N,K)
    let mut c = vec![0i64; m * n];
    let ga = Tensor::with_layout(&a[..], make_layout!((m, k):(_1, m))).unwrap();
    let gb = Tensor::with_layout(&b[..], make_layout!((n, k):(_1, n))).unwrap();
    let mut gc = Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(_1, m))).unwrap();
    for bi in 0..m / 8 {
        for bj in 0..n / 8 {
            let mut ctile = local_tile_mut(&mut gc, make_shape!((_8, _8)), (bi, bj));
            for kt in 0..k / 4 {
                let atile = local_tile(&ga, make_shape!((_8, _4)), (bi, kt));
                let btile = local_tile(&gb, make_shape!((_8, _4)), (bj, kt));
                for t in 0..16 {
                    let ta = local_partition(&atile, <layout!((4, 1):(1, 4))>::new(), t % 4);
                    let tb = local_partition(&btile, <layout!((4, 1):(1, 4))>::new(), t / 4);
                    let mut tc =
                        local_partition_mut(&mut ctile, <layout!((4, 4):(1, 4))>::new(), t);
                    assert_eq!(tc.layout().to_string(), "(_2,_2):(_4,96)");
                    gemm(&ta, &tb, &mut tc);
                }
            }
        }
    }
    let want = naive(m, n, k, |i, p| a[i + p * m], |j, p| b[j + p * n], |_, _| 0);
    for i in 0..m {
        for j in 0..n {
            assert_eq!(c[i + j * m], want[i][j], "({i},{j})");
        }
    }
}

#[test]
fn gemm_rank_one_forms() {
    // (M) x (N) => (M,N): the outer product, into a strided C.
    let (m, n) = (5usize, 3usize);
    let x: Vec<i64> = values(m, 7);
    let y: Vec<i64> = values(2 * n, 8); // every other element: (N):(2)
    let mut c = vec![1i64; m * n];
    let tx = Tensor::with_layout(&x[..], make_layout!(m:_1)).unwrap();
    let ty = Tensor::<_, layout!(3:2)>::new(&y[..]).unwrap();
    let mut tc = Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(n, _1))).unwrap();
    gemm(&tx, &ty, &mut tc);
    for i in 0..m {
        for j in 0..n {
            assert_eq!(c[i * n + j], 1 + x[i] * y[2 * j]);
        }
    }
    // (V) x (V) => (V): element-wise multiply-accumulate, three different rank-1 layouts (one
    // with a nested mode, one with a run-time extent).
    let a = [1i32, 2, 3, 4];
    let b = [10i32, 20, 30, 40];
    let mut v = [100i32; 4];
    let four = 4usize;
    gemm(
        &Tensor::with_layout(&a[..], make_layout!(four:_1)).unwrap(),
        &Tensor::<_, layout!(((2, 2)):((2, 1)))>::from_array(&b),
        &mut Tensor::<_, layout!(4:1)>::from_array_mut(&mut v),
    );
    // Index i: a at i, b at the transpose (0, 2, 1, 3).
    assert_eq!(v, [100 + 10, 100 + 2 * 30, 100 + 3 * 20, 100 + 4 * 40]);
}

#[test]
#[should_panic(expected = "gemm: K of A is 4 but K of B is 3: they must be equal")]
fn gemm_run_time_k_mismatch_panics() {
    let (a, b, mut c) = (vec![0.0f32; 8], vec![0.0f32; 6], vec![0.0f32; 4]);
    let (m, n) = (2usize, 2usize);
    gemm(
        &Tensor::with_layout(&a[..], make_layout!((m, 4):(_1, m))).unwrap(),
        &Tensor::with_layout(&b[..], make_layout!((n, 3):(_1, n))).unwrap(),
        &mut Tensor::with_layout_mut(&mut c[..], make_layout!((m, n):(_1, m))).unwrap(),
    );
}

#[test]
#[should_panic(expected = "gemm: M of A is 3 but M of C is 2")]
fn gemm_run_time_m_mismatch_panics() {
    let (a, b, mut c) = (vec![0i32; 6], vec![0i32; 4], vec![0i32; 4]);
    gemm(
        &Tensor::with_layout(&a[..], make_layout!((3usize, _2):(_1, 3usize))).unwrap(),
        &Tensor::<_, layout!((2, 2):(1, 2))>::new(&b[..]).unwrap(),
        &mut Tensor::<_, layout!((2, 2):(1, 2))>::new_mut(&mut c[..]).unwrap(),
    );
}

/// A 10 x 7 matrix (row-major source, column-major destination) copied tile by tile with
/// `copy_if`, predicated by an identity tensor tiled like the data.
#[test]
fn copy_if_partial_tiles_write_exactly_the_in_bounds_elements() {
    for &(m, n) in &[(10usize, 7usize), (8, 8), (1, 13), (5, 3)] {
        let src: Vec<i64> = (0..(m * n) as i64).map(|x| x + 1).collect();
        let a = Tensor::with_layout(&src[..], make_layout!((m, n):(n, _1))).unwrap();
        let id = make_identity_tensor(make_shape!((m, n)));
        let mut all = vec![0i64; m * n];
        for ti in 0..m.div_ceil(4) {
            for tj in 0..n.div_ceil(4) {
                let ta = local_tile(&a, make_shape!((_4, _4)), (ti, tj));
                let tcrd = id.local_tile(make_shape!((_4, _4)), (ti, tj));
                let mut pred = RegTensor::<bool, layout!((4, 4):(1, 4))>::new_registers();
                for i in 0..16 {
                    pred[i] = elem_less(tcrd.get_index(i), id.shape());
                }
                // One tile into a fresh destination: exactly the tile's in-bounds elements.
                let mut one = vec![0i64; m * n];
                let mut b =
                    Tensor::with_layout_mut(&mut one[..], make_layout!((m, n):(_1, m))).unwrap();
                copy_if(
                    &pred,
                    &ta,
                    &mut local_tile_mut(&mut b, make_shape!((_4, _4)), (ti, tj)),
                );
                for r in 0..m {
                    for c in 0..n {
                        let inside =
                            (4 * ti..4 * ti + 4).contains(&r) && (4 * tj..4 * tj + 4).contains(&c);
                        let want = if inside { src[r * n + c] } else { 0 };
                        assert_eq!(
                            one[r + c * m],
                            want,
                            "{m}x{n} tile ({ti},{tj}) at ({r},{c})"
                        );
                    }
                }
                // The lambda predicate, into the whole destination.
                let mut b =
                    Tensor::with_layout_mut(&mut all[..], make_layout!((m, n):(_1, m))).unwrap();
                copy_if(
                    |i| elem_less(tcrd.get_index(i), id.shape()),
                    &ta,
                    &mut local_tile_mut(&mut b, make_shape!((_4, _4)), (ti, tj)),
                );
            }
        }
        // Every element once: the transpose of the source's storage.
        for r in 0..m {
            for c in 0..n {
                assert_eq!(all[r + c * m], src[r * n + c]);
            }
        }
    }
}

/// CuTe's predicated copy with threads: every (8, 8) tile of a matrix, 4 x 2 threads
/// (row-major thread layout) each copying its part of the tile under the predicate its part of
/// the identity tensor gives; the result is the matrix, and nothing outside it is written.
#[test]
fn copy_if_thread_partitions_of_edge_tiles() {
    for &(m, n) in &[(10usize, 7usize), (16, 16), (3, 19), (17, 9)] {
        // Destination with a padded leading dimension: the padding must stay 0.
        let ldb = m + 3;
        let src: Vec<i64> = (0..(m * n) as i64).map(|x| x + 1).collect();
        let mut dst = vec![0i64; ldb * n];
        let a = Tensor::with_layout(&src[..], make_layout!((m, n):(n, _1))).unwrap();
        let mut b = Tensor::with_layout_mut(&mut dst[..], make_layout!((m, n):(_1, ldb))).unwrap();
        let id = make_identity_tensor(make_shape!((m, n)));
        let thr = <layout!((4, 2):(2, 1))>::new();
        for ti in 0..m.div_ceil(8) {
            for tj in 0..n.div_ceil(8) {
                let ta = local_tile(&a, make_shape!((_8, _8)), (ti, tj));
                let mut tb = local_tile_mut(&mut b, make_shape!((_8, _8)), (ti, tj));
                let tc = id.local_tile(make_shape!((_8, _8)), (ti, tj));
                for t in 0..8 {
                    let pa = local_partition(&ta, thr, t);
                    let mut pb = local_partition_mut(&mut tb, thr, t);
                    let pc = tc.local_partition(thr, t);
                    assert_eq!(pc.size(), 8);
                    copy_if(|i| elem_less(pc.get_index(i), id.shape()), &pa, &mut pb);
                }
            }
        }
        for r in 0..ldb {
            for c in 0..n {
                let want = if r < m { src[r * n + c] } else { 0 };
                assert_eq!(dst[r + c * ldb], want, "{m}x{n} at ({r},{c})");
            }
        }
    }
}

#[test]
fn copy_if_with_a_bool_tensor_of_another_layout() {
    let src = [1, 2, 3, 4, 5, 6];
    let mut dst = [0; 6];
    // Predicate stored row-major, tensors column-major: index i of each is the same coordinate.
    let pred = Tensor::<_, layout!((2, 3):(3, 1))>::from_array(&[
        true, false, true, //
        false, true, false,
    ]);
    copy_if(
        &pred,
        &Tensor::<_, layout!((2, 3):(1, 2))>::from_array(&src),
        &mut Tensor::<_, layout!((2, 3):(1, 2))>::from_array_mut(&mut dst),
    );
    // Coordinates (0,0), (1,1), (0,2): offsets 0, 3, 4.
    assert_eq!(dst, [1, 0, 0, 4, 5, 0]);
}

#[test]
#[should_panic(expected = "copy_if: the predicate's size is 4 but the destination's is 6")]
fn copy_if_run_time_predicate_size_mismatch_panics() {
    let p = [true; 4];
    let n = 4usize;
    let pred = Tensor::with_layout(&p[..], make_layout!(n:_1)).unwrap();
    let mut dst = [0; 6];
    copy_if(
        &pred,
        &Tensor::<_, layout!(6:1)>::from_array(&[1; 6]),
        &mut Tensor::<_, layout!(6:1)>::from_array_mut(&mut dst),
    );
}

#[test]
fn copy_between_layouts_matches_indexing() {
    let (m, n) = (5usize, 6usize);
    let src = values(m * n, 9);
    let mut dst = vec![0i64; m * n];
    let a = Tensor::with_layout(&src[..], make_layout!((m, n):(n, _1))).unwrap();
    copy(
        &a,
        &mut Tensor::with_layout_mut(&mut dst[..], make_layout!((m, n):(_1, m))).unwrap(),
    );
    for i in 0..m {
        for j in 0..n {
            assert_eq!(dst[i + j * m], src[i * n + j]);
        }
    }
}

#[test]
fn axpby_fill_clear_transform_values() {
    // axpby over a run-time tile of a row-major matrix and a static register tensor.
    let (m, n) = (6usize, 5usize);
    let ys0: Vec<f64> = (0..m * n).map(|i| i as f64).collect();
    let mut ys = ys0.clone();
    let mut x = RegTensor::<f64, layout!((2, 4):(1, 2))>::new_registers();
    for i in 0..8 {
        x[i] = (i + 1) as f64;
    }
    {
        let mut y = Tensor::with_layout_mut(&mut ys[..], make_layout!((m, n):(n, _1))).unwrap();
        // The (2, 4) tile (1, 0): rows 2..4, columns 0..4.
        let mut t = local_tile_mut(&mut y, make_shape!((_2, _4)), (1usize, 0usize));
        axpby(2.0, &x, -1.0, &mut t);
    }
    for r in 0..m {
        for c in 0..n {
            let want = if (2..4).contains(&r) && c < 4 {
                let i = (r - 2) + 2 * c;
                2.0 * (i + 1) as f64 - ys0[r * n + c]
            } else {
                ys0[r * n + c]
            };
            assert_eq!(ys[r * n + c], want, "({r},{c})");
        }
    }
    // beta = 0 does not read y.
    let mut y = [f64::NAN; 8];
    axpby(
        0.5,
        &x,
        0.0,
        &mut Tensor::<_, layout!(8:1)>::from_array_mut(&mut y),
    );
    assert_eq!(y, [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]);

    // fill, transform and clear on a strided run-time view: only its elements change.
    let mut data = vec![1u32; 12];
    let (rows, ld) = (3usize, 4usize);
    let mut t = Tensor::with_layout_mut(&mut data[..], make_layout!((rows, _2):(ld, _1))).unwrap();
    fill(&mut t, 5);
    assert_eq!(data, [5, 5, 1, 1, 5, 5, 1, 1, 5, 5, 1, 1]);
    let mut t = Tensor::with_layout_mut(&mut data[..], make_layout!((rows, _2):(ld, _1))).unwrap();
    transform(&mut t, |x| x * 3 + 1);
    assert_eq!(data, [16, 16, 1, 1, 16, 16, 1, 1, 16, 16, 1, 1]);
    let mut t = Tensor::<_, layout!((3, 2):(4, 2))>::new_mut(&mut data[..]).unwrap();
    clear(&mut t);
    assert_eq!(data, [0, 16, 0, 1, 0, 16, 0, 1, 0, 16, 0, 1]);

    // transform_into with a change of element type and of layout.
    let src = [1u8, 2, 3, 4, 5, 6];
    let mut out = vec![String::new(); 6];
    let k = 3usize;
    transform_into(
        &Tensor::<_, layout!((2, 3):(3, 1))>::from_array(&src),
        &mut Tensor::with_layout_mut(&mut out[..], make_layout!((2, k):(_1, 2))).unwrap(),
        |x| format!("<{x}>"),
    );
    assert_eq!(out, ["<1>", "<4>", "<2>", "<5>", "<3>", "<6>"]);
}

#[test]
#[should_panic(expected = "axpby: the size of x is 3 but the size of y is 4")]
fn axpby_run_time_size_mismatch_panics() {
    let n = 3usize;
    let xs = [1.0f32; 3];
    let mut ys = [0.0f32; 4];
    axpby(
        1.0,
        &Tensor::with_layout(&xs[..], make_layout!(n:_1)).unwrap(),
        1.0,
        &mut Tensor::<_, layout!(4:1)>::from_array_mut(&mut ys),
    );
}

#[test]
#[should_panic(expected = "transform_into: the source's size is 5 but the destination's is 4")]
fn transform_into_run_time_size_mismatch_panics() {
    let n = 5usize;
    let xs = [1u8; 5];
    let mut ys = [0u8; 4];
    transform_into(
        &Tensor::with_layout(&xs[..], make_layout!(n:_1)).unwrap(),
        &mut Tensor::<_, layout!(4:1)>::from_array_mut(&mut ys),
        |&x| x,
    );
}

/// CuTe's forms with a value mode (the MMA's values): (V,M,K) x (V,N,K) => (V,M,N) and
/// (V,M) x (V,N) => (V,M,N), against `C(v,m,n) += sum_k A(v,m,k) * B(v,n,k)`.
#[test]
fn gemm_value_mode_forms_match_naive() {
    for &(v, m, n, k) in &[
        (1usize, 3usize, 2usize, 4usize),
        (2, 5, 3, 7),
        (4, 1, 6, 2),
        (2, 2, 2, 0),
    ] {
        let a = values(v * m * k, 20); // (V,M,K) compact column-major
        let b = values(v * n * k, 21); // (V,N,K) with V innermost, then K, then N
        let c0 = values(v * m * n, 22); // (V,M,N) with M innermost
        let at = |vv: usize, i: usize, p: usize| a[vv + v * (i + m * p)];
        let bt = |vv: usize, j: usize, p: usize| b[vv + v * (p + k * j)];
        let ci = |vv: usize, i: usize, j: usize| i + m * (vv + v * j);
        let ta = Tensor::with_layout(&a[..], make_layout!((v, m, k):(_1, v, v * m))).unwrap();
        let tb = Tensor::with_layout(&b[..], make_layout!((v, n, k):(_1, v * k, v))).unwrap();
        let mut c = c0.clone();
        {
            let mut tc =
                Tensor::with_layout_mut(&mut c[..], make_layout!((v, m, n):(m, _1, v * m)))
                    .unwrap();
            gemm(&ta, &tb, &mut tc);
        }
        for vv in 0..v {
            for i in 0..m {
                for j in 0..n {
                    let want =
                        c0[ci(vv, i, j)] + (0..k).map(|p| at(vv, i, p) * bt(vv, j, p)).sum::<i64>();
                    assert_eq!(c[ci(vv, i, j)], want, "{v}x{m}x{n}x{k} ({vv},{i},{j})");
                }
            }
        }
        if k == 0 {
            continue;
        }
        // (V,M) x (V,N) => (V,M,N): the k = 0 slices.
        let mut c = c0.clone();
        {
            let mut tc =
                Tensor::with_layout_mut(&mut c[..], make_layout!((v, m, n):(m, _1, v * m)))
                    .unwrap();
            gemm(
                &ta.slice((Underscore, Underscore, 0usize)),
                &tb.slice((Underscore, Underscore, 0usize)),
                &mut tc,
            );
        }
        for vv in 0..v {
            for i in 0..m {
                for j in 0..n {
                    assert_eq!(
                        c[ci(vv, i, j)],
                        c0[ci(vv, i, j)] + at(vv, i, 0) * bt(vv, j, 0)
                    );
                }
            }
        }
    }
    // Static: a register accumulator (V,M,N) = (2,2,2) from (2,2,3) operands.
    let a: Vec<i32> = (0..12).collect();
    let b: Vec<i32> = (0..12).map(|x| x - 5).collect();
    let mut acc = RegTensor::<i32, layout!((2, 2, 2):(1, 2, 4))>::new_registers();
    gemm(
        &Tensor::<_, layout!((2, 2, 3):(1, 2, 4))>::new(&a[..]).unwrap(),
        &Tensor::<_, layout!((2, 2, 3):(1, 2, 4))>::new(&b[..]).unwrap(),
        &mut acc,
    );
    for vv in 0..2 {
        for i in 0..2 {
            for j in 0..2 {
                let want: i32 = (0..3)
                    .map(|p| a[vv + 2 * i + 4 * p] * b[vv + 2 * j + 4 * p])
                    .sum();
                assert_eq!(acc[(vv, i, j)], want);
            }
        }
    }
}

#[test]
#[should_panic(expected = "gemm: V of B is 3 but V of C is 2")]
fn gemm_run_time_value_mode_mismatch_panics() {
    let (a, b, mut c) = (vec![0i32; 8], vec![0i32; 12], vec![0i32; 8]);
    let (v, w) = (2usize, 3usize);
    gemm(
        &Tensor::with_layout(&a[..], make_layout!((v, _2, _2):(_1, v, _4))).unwrap(),
        &Tensor::with_layout(&b[..], make_layout!((w, _2, _2):(_1, w, _6))).unwrap(),
        &mut Tensor::with_layout_mut(&mut c[..], make_layout!((v, _2, _2):(_1, v, _4))).unwrap(),
    );
}
