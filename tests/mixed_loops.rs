//! Loops over tensors whose layouts have run-time leaves (`Dyn`): `for_each`, `iter`, `fill`,
//! `copy_from` and `zip_apply` against a naive reference that computes every offset by
//! `crd2idx(i)` (and, where the layout has coordinates, by the run-time engine).

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, Tensor};
use cute_layout::Dyn;

/// The offsets of `l` in index order, computed one by one (`layout(i)`), checked against the
/// run-time engine's `layout(i)`.
fn reference<L: Crd2IdxOp<usize>>(l: &L) -> Vec<isize> {
    let want: Vec<isize> = (0..l.size()).map(|i| l.crd2idx(i)).collect();
    if l.size() > 0 {
        let d = l.as_dynamic().unwrap();
        let engine: Vec<isize> = (0..l.size() as i64)
            .map(|i| d.call(i).unwrap() as isize)
            .collect();
        assert_eq!(want, engine, "{l}: crd2idx against the run-time engine");
    }
    want
}

/// `for_each_offset`, `offset_of_index`, `for_each`, `iter` and `for_each_mut` of a tensor
/// with layout `l` over `0..cosize`, in layout order.
fn check_order<L: Loops + Crd2IdxOp<usize>>(l: L) {
    let want = reference(&l);
    let mut seen = Vec::new();
    l.for_each_offset(&mut |o| seen.push(o));
    assert_eq!(seen, want, "{l}: for_each_offset");
    let by_index: Vec<isize> = (0..l.size()).map(|i| l.offset_of_index(i)).collect();
    assert_eq!(by_index, want, "{l}: offset_of_index");

    let data: Vec<isize> = (0..l.cosize() as isize).collect();
    let t = Tensor::with_layout(&data[..], l).unwrap();
    let mut seen = Vec::new();
    t.for_each(|&x| seen.push(x));
    assert_eq!(seen, want, "{l}: for_each");
    assert_eq!(t.iter().copied().collect::<Vec<_>>(), want, "{l}: iter");

    // for_each_mut: a counter written in layout order lands at the offsets in index order.
    let mut out = vec![-1isize; l.cosize()];
    let mut k = 0;
    Tensor::with_layout_mut(&mut out[..], l)
        .unwrap()
        .for_each_mut(|x| {
            *x = k;
            k += 1;
        });
    let mut expect = vec![-1isize; l.cosize()];
    for (i, &o) in want.iter().enumerate() {
        expect[o as usize] = i as isize;
    }
    assert_eq!(out, expect, "{l}: for_each_mut");
}

/// `copy_from` and `zip_apply` from a tensor of layout `s` into one of layout `d`, against
/// the pairs `(d(i), s(i))` computed one by one.
fn check_copy<LD, LS>(d: LD, s: LS)
where
    LD: ZipLoops<LS> + Crd2IdxOp<usize>,
    LS: Crd2IdxOp<usize>,
{
    let (wd, ws) = (reference(&d), reference(&s));
    let mut pairs = Vec::new();
    d.for_each_pair(&s, &mut |a, b| pairs.push((a, b)));
    let want: Vec<(isize, isize)> = wd.iter().copied().zip(ws.iter().copied()).collect();
    assert_eq!(pairs, want, "{d} <- {s}: for_each_pair");

    let src: Vec<i64> = (0..s.cosize() as i64).map(|i| 1000 + i).collect();
    let x = Tensor::with_layout(&src[..], s).unwrap();
    let mut out = vec![0i64; d.cosize()];
    Tensor::with_layout_mut(&mut out[..], d)
        .unwrap()
        .copy_from(&x);
    let mut expect = vec![0i64; d.cosize()];
    for (&od, &os) in wd.iter().zip(&ws) {
        expect[od as usize] = src[os as usize];
    }
    assert_eq!(out, expect, "{d} <- {s}: copy_from");

    let mut out2 = vec![1i64; d.cosize()];
    Tensor::with_layout_mut(&mut out2[..], d)
        .unwrap()
        .zip_apply(&x, |y, x| *y += 2 * *x);
    let mut expect2 = vec![1i64; d.cosize()];
    for (&od, &os) in wd.iter().zip(&ws) {
        expect2[od as usize] += 2 * src[os as usize];
    }
    assert_eq!(out2, expect2, "{d} <- {s}: zip_apply");
}

#[test]
fn column_and_row_major_with_run_time_extents() {
    for (m, k) in [(5usize, 7usize), (1, 9), (33, 2), (70, 3)] {
        check_order(make_layout!((m, k):(_1, m)));
        check_order(make_layout!((m, k):(k, _1)));
        check_order(make_layout!((m, _4):(_1, m)));
        check_order(make_layout!((_3, k):(k, _1)));
        // Run-time unit stride, run-time leading dimension larger than the extent.
        let ld = m + 3;
        check_order(make_layout!((m, k):(1, ld)));
        // The transpose copy, both ways, and mixed with a static layout.
        check_copy(make_layout!((m, k):(_1, m)), make_layout!((m, k):(k, _1)));
        check_copy(make_layout!((m, k):(k, _1)), make_layout!((m, k):(_1, m)));
        check_copy(make_layout!((m, k):(1, ld)), make_layout!((m, k):(_1, m)));
    }
    check_copy(
        make_layout!((4, 3):(_1, 4)),
        <layout!((4, 3):(3, 1))>::new(),
    );
    check_copy(
        <layout!((4, 3):(3, 1))>::new(),
        make_layout!((4, 3):(_1, 4)),
    );
}

#[test]
fn values_in_layout_order() {
    let (m, k) = (3usize, 4usize);
    let data: Vec<u32> = (0..12).collect();
    let t = Tensor::with_layout(&data[..], make_layout!((m, k):(k, _1))).unwrap();
    assert_eq!(
        t.iter().copied().collect::<Vec<_>>(),
        [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
    );
    let mut out = vec![0u32; 12];
    let mut c = Tensor::with_layout_mut(&mut out[..], make_layout!((m, k):(_1, m))).unwrap();
    c.copy_from(&t);
    assert_eq!(out, [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]); // the transpose, column-major
    let mut c = Tensor::with_layout_mut(&mut out[..], make_layout!((m, k):(_1, m))).unwrap();
    c.fill(7);
    assert_eq!(out, [7; 12]);
}

#[test]
fn local_tiles_of_a_run_time_size_matrix() {
    let (m, n) = (70usize, 40usize);
    let data: Vec<i64> = (0..(m * n) as i64).collect();
    let a = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
    let tile = local_tile(&a, make_shape!((_32, _8)), (1usize, 2usize));
    assert_eq!(tile.layout().to_string(), "(_32,_8):(_1,70)");
    check_order(tile.layout());
    // The tile's elements, in layout order, against its coordinates.
    let base = 32 + 16 * 70;
    let want: Vec<i64> = (0..8)
        .flat_map(|j| (0..32).map(move |i| base + i + j * 70))
        .collect();
    assert_eq!(tile.iter().copied().collect::<Vec<_>>(), want);
    let mut seen = Vec::new();
    tile.for_each(|&x| seen.push(x));
    assert_eq!(seen, want);

    // Every tile of a row-major copy, tile by tile: the transpose of the whole matrix.
    let mut out = vec![0i64; m * n];
    let mut b = Tensor::with_layout_mut(&mut out[..], make_layout!((m, n):(n, _1))).unwrap();
    for tj in 0..5usize {
        for ti in 0..2usize {
            let src = local_tile(&a, make_shape!((_32, _8)), (ti, tj));
            let mut dst = local_tile_mut(&mut b, make_shape!((_32, _8)), (ti, tj));
            assert_eq!(dst.layout().to_string(), "(_32,_8):(40,_1)");
            dst.copy_from(&src);
        }
    }
    for i in 0..64 {
        for j in 0..n {
            assert_eq!(out[i * n + j], data[i + j * m], "({i}, {j})");
        }
    }
    // Against a static tile of the same extents (static source, mixed destination).
    check_copy(tile.layout(), <layout!((32, 8):(8, 1))>::new());
}

#[test]
fn nested_shapes() {
    let (m, k) = (3usize, 4usize);
    let (s1, s2, s3) = (m, 2 * m, 6 * m);
    // ((m,_2),(_3,k)):((_1,m),(2m,6m)): column-major over four leaves.
    let l = make_layout!(((m, _2), (_3, k)):((_1, s1), (s2, s3)));
    check_order(l);
    // A permuted nest: ((_2,m),(k,_3)) with its own strides.
    let (t1, t2) = (2 * m * 3, 2 * m);
    check_order(make_layout!(((_2, m), (k, _3)):((_1, _2), (t1, t2))));
    // Same flat shape, different nesting: one joint nest.
    let flat = make_layout!((m, _2, _3, k):(_1, s1, s2, s3));
    check_copy(l, flat);
    check_copy(flat, l);
    // Same size, other flat shapes: index by index.
    let n = m * 2 * 3 * k;
    check_copy(make_layout!(n:_1), l);
    check_copy(l, make_layout!((n):(_1)));
    check_copy(l, <layout!((6, 12):(12, 1))>::new());
    // Same number of leaves, other extents at run time: index by index.
    let (a, b) = (6usize, 12usize);
    check_copy(make_layout!((a, b):(_1, a)), make_layout!((b, a):(a, _1)));
    // Mode 1 of a rank-3 layout nested: ((m,k),_2).
    let (u1, u2) = (m, m * k);
    check_order(make_layout!(((m, k), _2):((_1, u1), u2)));
    check_order(make_layout!((_2, (m, (k, _1))):(_1, (_2, (s2, _0)))));
}

#[test]
fn zero_extent() {
    let z = Dyn(0);
    let zero = 0usize;
    let l = cute_layout::Layout::from_parts((z, U4::new()), (U1::new(), z));
    assert_eq!(l.size(), 0);
    check_order(l);
    let empty: [f32; 0] = [];
    let t = Tensor::with_layout(&empty[..], l).unwrap();
    assert_eq!(t.iter().count(), 0);
    let mut calls = 0;
    t.for_each(|_| calls += 1);
    assert_eq!(calls, 0);
    let mut out: [f32; 0] = [];
    let mut d = Tensor::with_layout_mut(&mut out[..], make_layout!((zero, _4):(_4, _1))).unwrap();
    d.copy_from(&t);
    d.fill(1.0);
    d.zip_apply(&t, |_, _| calls += 1);
    assert_eq!(calls, 0);
    check_copy(l, make_layout!((_4, zero):(_1, _4)));
    // A zero extent in an outer loop: nothing either.
    let m = 5usize;
    check_order(make_layout!((m, zero):(_1, m)));
}

#[test]
#[should_panic(expected = "the destination has 12 elements and the source 10")]
fn run_time_size_mismatch_panics() {
    let (m, k) = (3usize, 4usize);
    let src = [0u8; 10];
    let n = 10usize;
    let x = Tensor::with_layout(&src[..], make_layout!(n:_1)).unwrap();
    let mut out = [0u8; 12];
    let mut y = Tensor::with_layout_mut(&mut out[..], make_layout!((m, k):(_1, m))).unwrap();
    y.copy_from(&x);
}

#[test]
fn generic_code_names_the_same_bounds() {
    fn total<L: Loops>(t: &Tensor<&[u32], L>) -> u32 {
        t.iter().sum()
    }
    fn axpy<LY: ZipLoops<LX>, LX>(a: u32, y: &mut Tensor<&mut [u32], LY>, x: &Tensor<&[u32], LX>) {
        y.zip_apply(x, |y, x| *y += a * *x);
    }
    let (m, k) = (4usize, 5usize);
    let data: Vec<u32> = (0..20).collect();
    let x = Tensor::with_layout(&data[..], make_layout!((m, k):(k, _1))).unwrap();
    assert_eq!(total(&x), 190);
    let mut out = vec![0u32; 20];
    let mut y = Tensor::with_layout_mut(&mut out[..], make_layout!((m, k):(k, _1))).unwrap();
    axpy(3, &mut y, &x);
    assert_eq!(out, data.iter().map(|v| 3 * v).collect::<Vec<_>>());
}
