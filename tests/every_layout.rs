//! The APIs that once took only static layouts, fed layouts with run-time leaves: each gives
//! the static layout's answer (with the run-time leaves printed without `_`). The layouts written
//! out are CuTe 4.2's (`tools/oracle/gen.py eval-mixed`): `zipped_divide((8,_12):(12,_1), (_4,_4))`
//! is `((_4,_4),(2,_3)):((12,_1),(48,_4))`, by `(_2,_4)` it is `((_2,_4),(4,_3)):((12,_1),(24,_4))`,
//! and `zipped_divide((256,64):(_1,256), (_128,_16))` is `((_128,_16),(2,4)):((_1,256),(_128,4096))`;
//! a tile or a partition is one slice of them.

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile_step, Tensor, X};

/// An 8x12 row-major matrix with a run-time row count and leading dimension.
type RunTime = Layout<(Dyn, U12), (Dyn, U1)>;
/// The static one.
type Static = layout!((8, 12):(12, 1));

/// The same 8x12 row-major matrix, all static and with a run-time row count and stride.
fn matrices() -> (Static, RunTime) {
    let (m, ld) = (std::hint::black_box(8usize), std::hint::black_box(12usize));
    (
        <layout!((8, 12):(12, 1))>::new(),
        make_layout!((m, _12):(ld, _1)),
    )
}

#[test]
fn local_tile_of_a_run_time_layout_is_the_static_ones() {
    let (s, d) = matrices();
    for i in 0..4 {
        for j in 0..3 {
            let (ts, os) = s.local_tile(make_shape!((_2, _4)), (i, j));
            let (td, od) = d.local_tile(make_shape!((_2, _4)), (i, j));
            assert_eq!(os, od);
            assert_eq!(ts.to_string(), "(_2,_4):(_12,_1)");
            assert_eq!(td.to_string(), "(_2,_4):(12,_1)");
            assert_eq!(os, 2 * i * 12 + 4 * j);
        }
    }
    // The error names the coordinate and the grid, as CuTe prints them.
    let e = d
        .try_local_tile(make_shape!((_2, _4)), (4usize, 0usize))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "local_tile: the tile coordinate (4,0) is outside the grid of tiles (4,_3)"
    );
    let e = s
        .try_local_tile(make_shape!((_2, _4)), (0usize, 3usize))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "local_tile: the tile coordinate (0,3) is outside the grid of tiles (_4,_3)"
    );
}

#[test]
fn local_partition_of_a_run_time_layout_is_the_static_ones() {
    let (s, d) = matrices();
    let thr = <layout!((4, 4):(4, 1))>::new();
    for t in 0..16 {
        let (ps, os) = s.local_partition(thr, t);
        let (pd, od) = d.local_partition(thr, t);
        assert_eq!(os, od);
        assert_eq!(ps.to_string(), "(_2,_3):(_48,_4)");
        assert_eq!(pd.to_string(), "(2,_3):(48,_4)"); // 8 run-time rows over 4 threads
    }
    assert!(d.try_local_partition(thr, 16).is_err());
}

#[test]
fn tensors_of_either_kind_tile_alike() {
    let data: Vec<u32> = (0..96).collect();
    let (s, d) = matrices();
    let ts = Tensor::with_layout(&data[..], s).unwrap();
    let td = Tensor::with_layout(&data[..], d).unwrap();
    let a: Vec<u32> = ts
        .local_tile(make_shape!((_4, _4)), (1usize, 2usize))
        .iter()
        .copied()
        .collect();
    let b: Vec<u32> = td
        .local_tile(make_shape!((_4, _4)), (1usize, 2usize))
        .iter()
        .copied()
        .collect();
    assert_eq!(a, b);
    assert_eq!(a[..4], [56, 68, 80, 92]); // column 8 of rows 4..8
    let thr = <layout!((2, 2):(2, 1))>::new();
    let p: Vec<u32> = td.local_partition(thr, 3).iter().copied().collect();
    let q: Vec<u32> = ts.local_partition(thr, 3).iter().copied().collect();
    assert_eq!(p, q);
    assert_eq!(p[0], 13);
}

#[test]
fn step_projections_pick_each_operands_tile() {
    // A GEMM's CTA tiler (BM, BN, BK) and coordinate (m, n, _), projected for A, B and C.
    let (m, n, k) = (256usize, 128usize, 64usize);
    let (da, db, dc) = (vec![0f32; m * k], vec![0f32; n * k], vec![0f32; m * n]);
    let a = Tensor::with_layout(&da[..], make_layout!((m, k):(_1, m))).unwrap();
    let b = Tensor::with_layout(&db[..], make_layout!((n, k):(_1, n))).unwrap();
    let c = Tensor::with_layout(&dc[..], make_layout!((m, n):(_1, m))).unwrap();
    let tiler = make_shape!((_128, _64, _16));
    let coord = (1usize, 1usize, Underscore);
    let ga = local_tile_step(&a, tiler, coord, (U1::new(), X::default(), U1::new()));
    let gb = local_tile_step(&b, tiler, coord, (X::default(), U1::new(), U1::new()));
    let gc = local_tile_step(&c, tiler, coord, (U1::new(), U1::new(), X::default()));
    assert_eq!(ga.layout().to_string(), "(_128,_16,4):(_1,256,4096)");
    assert_eq!(gb.layout().to_string(), "(_64,_16,4):(_1,128,2048)");
    assert_eq!(gc.layout().to_string(), "(_128,_64):(_1,256)");
    // C's tile (1, 1) starts at row 128, column 64.
    assert_eq!(gc.layout().offset((0usize, 0usize)), 0);
}

#[test]
fn print_layout_of_a_run_time_layout_is_the_static_table() {
    let (s, d) = matrices();
    let (ts, td) = (print_layout(s), print_layout(d));
    assert_eq!(ts.lines().next(), Some("(_8,_12):(_12,_1)"));
    assert_eq!(td.lines().next(), Some("(8,_12):(12,_1)"));
    assert_eq!(
        ts.lines().skip(1).collect::<Vec<_>>(),
        td.lines().skip(1).collect::<Vec<_>>()
    );
    let cells = |svg: String| svg.matches("class=\"cell\"").count();
    assert_eq!(cells(s.to_svg()), 96);
    assert_eq!(cells(d.to_svg()), 96);
}

/// The tensor divides take any layout: each element of `zipped_divide(t, (_2,_4))` is the
/// tensor's element at the coordinate the tile and the tile's position give, for the static
/// matrix, its run-time twin and a swizzled one; the writable form writes there.
#[test]
fn tensor_divides_of_every_layout_are_the_tensors_elements() {
    use cute_layout::swizzle::Swizzle;
    use cute_layout::tensor::{tiled_divide_mut, zipped_divide};
    type Sw = Composition<Swizzle<U1, U0, U2>, layout!((8, 12):(12, 1))>;
    let data: Vec<u32> = (0..96).collect();
    let (s, d) = matrices();
    let ts = Tensor::with_layout(&data[..], s).unwrap();
    let td = Tensor::with_layout(&data[..], d).unwrap();
    let tw = Tensor::<_, Sw>::new_composed(&data[..]).unwrap();
    let (zs, zd, zw) = (
        zipped_divide(&ts, make_shape!((_2, _4))),
        zipped_divide(&td, make_shape!((_2, _4))),
        zipped_divide(&tw, make_shape!((_2, _4))),
    );
    assert_eq!(
        zd.layout().to_string(),
        "((_2,_4),(4,_3)):((12,_1),(24,_4))"
    );
    for i in 0..8usize {
        for j in 0..12usize {
            let (r, c) = (i % 2 + 2 * (j % 4), i / 2 + 4 * (j / 4));
            assert_eq!(zs[(i, j)], ts[(r, c)]);
            assert_eq!(zd[(i, j)], td[(r, c)]);
            assert_eq!(zw[(i, j)], tw[(r, c)], "swizzled, ({i}, {j})");
        }
    }
    let mut out = vec![0u32; 96];
    let mut tw = Tensor::with_layout_mut(&mut out[..], d).unwrap();
    tiled_divide_mut(&mut tw, make_shape!((_2, _4)))[(3usize, 1usize, 2usize)] = 9;
    assert_eq!(out[(1 + 2) * 12 + 1 + 8], 9);
}
