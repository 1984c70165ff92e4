//! Identity tensors and `elem_less` against the layout algebra: the element that `local_tile`
//! of a data matrix holds at a tile coordinate is the one at the coordinate the identity
//! tensor's tile gives, wherever `elem_less` says that coordinate is inside the matrix; and
//! `elem_less` is false exactly past the edge.

use cute_layout::prelude::*;
use cute_layout::tensor::{elem_less, local_tile, make_identity_tensor, Tensor};

#[test]
fn identity_tiles_name_the_elements_of_data_tiles() {
    for &(m, n) in &[(10usize, 7usize), (8, 8), (1, 13), (33, 1), (5, 64)] {
        // Element (r, c) of the row-major matrix holds 1000 r + c.
        let data: Vec<usize> = (0..m * n).map(|i| 1000 * (i / n) + i % n).collect();
        let a = Tensor::with_layout(&data[..], make_layout!((m, n):(n, _1))).unwrap();
        let id = make_identity_tensor(make_shape!((m, n)));
        let mut seen = 0;
        for ti in 0..m.div_ceil(4) {
            for tj in 0..n.div_ceil(4) {
                let t = local_tile(&a, make_shape!((_4, _4)), (ti, tj));
                let c = id.local_tile(make_shape!((_4, _4)), (ti, tj));
                assert_eq!(c.origin(), (4 * ti, 4 * tj));
                for j in 0..4 {
                    for i in 0..4 {
                        let (r, col) = c.get((i, j));
                        assert_eq!((r, col), (4 * ti + i, 4 * tj + j));
                        assert!(c.contains((i, j)));
                        let inside = elem_less(c.get((i, j)), id.shape());
                        assert_eq!(inside, r < m && col < n, "{m}x{n}: ({r}, {col})");
                        if inside {
                            assert_eq!(t[(i, j)], 1000 * r + col);
                            seen += 1;
                        }
                    }
                }
                assert!(!c.contains((4, 0)) && !c.contains((0, 4)));
            }
        }
        assert_eq!(seen, m * n, "{m}x{n}: every element is in exactly one tile");
    }
}

#[test]
fn elem_less_on_mixed_shapes_and_ranks() {
    let k = 5usize;
    assert!(elem_less((0usize,), make_shape!((k,))));
    assert!(!elem_less((5usize,), make_shape!((k,))));
    assert!(elem_less(
        (3usize, 0usize, 4usize),
        make_shape!((_4, _1, k))
    ));
    assert!(!elem_less(
        (3usize, 1usize, 4usize),
        make_shape!((_4, _1, k))
    ));
    assert!(!elem_less(
        (0usize, 0usize, 0usize, 0usize),
        make_shape!((_1, _1, _1, 0usize))
    ));
    let id = make_identity_tensor(make_shape!((_4, k, _2)));
    let t = id.local_tile(make_shape!((_2, _2, _2)), (1, 2, 0));
    assert_eq!(t.get((1, 1, 1)), (3, 5, 1));
    assert!(!elem_less(t.get((1, 1, 1)), id.shape()));
    assert!(elem_less(t.get((1, 0, 1)), id.shape()));
}

/// A thread's part of an identity tile names the elements of the same thread's part of the
/// data tile, for row- and column-major thread layouts (index `i` of both parts).
#[test]
fn identity_partitions_name_the_elements_of_data_partitions() {
    use cute_layout::tensor::local_partition;
    let (m, n) = (12usize, 10usize);
    let data: Vec<usize> = (0..m * n).map(|i| 1000 * (i % m) + i / m).collect(); // col-major
    let a = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
    let id = make_identity_tensor(make_shape!((m, n)));
    let t = local_tile(&a, make_shape!((_8, _4)), (1usize, 1usize));
    let c = id.local_tile(make_shape!((_8, _4)), (1, 1));
    fn check<P: Fn(usize) -> Option<usize>>(
        part: P,
        crd: impl Fn(usize) -> (usize, usize),
        size: usize,
        m: usize,
        n: usize,
    ) {
        for i in 0..size {
            let (r, col) = crd(i);
            if r < m && col < n {
                assert_eq!(part(i), Some(1000 * r + col), "index {i}");
            }
        }
    }
    for th in 0..8 {
        let thr = <layout!((4, 2):(2, 1))>::new();
        let (p, pc) = (local_partition(&t, thr, th), c.local_partition(thr, th));
        assert_eq!((pc.shape(), pc.size()), ((2, 2), 4));
        check(|i| p.get(i).copied(), |i| pc.get_index(i), 4, m, n);
        let thr = <layout!((4, 2):(1, 4))>::new();
        let (p, pc) = (local_partition(&t, thr, th), c.local_partition(thr, th));
        check(|i| p.get(i).copied(), |i| pc.get_index(i), 4, m, n);
    }
    let p = local_partition(&t, <layout!((2, 2):(1, 2))>::new(), 3);
    let pc = c.local_partition(<layout!((2, 2):(1, 2))>::new(), 3);
    assert_eq!(pc.origin(), (9, 5));
    assert_eq!(pc.get((1, 1)), (11, 7));
    check(|i| p.get(i).copied(), |i| pc.get_index(i), 8, m, n);
}

/// The k-loop form: a tile that keeps the k tiles (`local_tile_step` with `(U1, X, U1)`, and
/// `local_tile` at `(m, _)`), its thread partitions (plain and projected) and a TiledCopy's
/// part name the elements of the same tiles and parts of the data, index by index, wherever
/// the coordinate is inside the matrix.
#[test]
fn identity_k_tiles_name_the_elements_of_data_k_tiles() {
    use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    use cute_layout::tensor::{local_partition, local_partition_step, local_tile_step, X};
    let (m, k) = (37usize, 29usize);
    let data: Vec<usize> = (0..m * k).map(|i| 1000 * (i % m) + i / m).collect(); // col-major
    let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
    let ca = make_identity_tensor(make_shape!((m, k)));
    let tiler = make_shape!((_16, _8, _4));
    let (a1, x) = (U1::new(), X::default());
    let inside = |(r, c): (usize, usize)| r < m && c < k;
    // A data part and the identity part taken the same way: one shape, and the identity's
    // coordinate of each element inside the matrix is where the data's element sits.
    macro_rules! same_elements {
        ($p:expr, $pc:expr) => {{
            let (p, pc) = ($p, $pc);
            assert_eq!(shape_of(&p.layout().to_string()), shape_of(&pc.to_string()));
            let mut n = 0;
            for i in 0..pc.size() {
                if inside(pc.get_index(i)) {
                    let (r, c) = pc.get_index(i);
                    assert_eq!(p.get(i).copied(), Some(1000 * r + c), "{pc}, index {i}");
                    n += 1;
                }
            }
            n
        }};
    }
    let thr = <layout!((4, 2):(2, 1))>::new();
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u64>, u16>::new(),
        <layout!((4, 2):(1, 4))>::new(),
        <layout!((4, 1):(1, 0))>::new(),
    );
    let mut checked = 0;
    for mt in 0..m.div_ceil(16) {
        let coord = (mt, 0usize, Underscore);
        let ta = local_tile_step(&a, tiler, coord, (a1, x, a1));
        let tc = local_tile_step(&ca, tiler, coord, (a1, x, a1));
        let plain = local_tile(&ca, make_shape!((_16, _4)), (mt, Underscore));
        assert_eq!(tc.to_string(), plain.to_string());
        let in_tile = same_elements!(&ta, &tc);
        checked += in_tile;
        // Each kind of part covers the tile once over the threads that differ in it: all 8
        // threads, the 2 along the thread layout's columns, the 4 along its rows.
        let mut seen = [0; 4];
        for th in 0..8 {
            seen[0] += same_elements!(local_partition(&ta, thr, th), local_partition(&tc, thr, th));
            seen[1] += same_elements!(
                local_partition_step(&ta, thr, th, (x, a1)),
                local_partition_step(&tc, thr, th, (x, a1))
            );
            seen[2] += same_elements!(
                local_partition_step(&ta, thr, th, (a1, x)),
                local_partition_step(&tc, thr, th, (a1, x))
            );
            seen[3] += same_elements!(
                copy.get_slice(th).partition_s(&ta),
                copy.get_slice(th).partition_s(&tc)
            );
        }
        assert_eq!(
            seen,
            [in_tile, 4 * in_tile, 2 * in_tile, in_tile],
            "tile {mt}"
        );
    }
    assert_eq!(checked, m * k);
}

/// The shape of a printed layout, or of a printed identity part (`ArithTuple(..) o shape:stride`).
fn shape_of(printed: &str) -> &str {
    let layout = printed.rsplit(" o ").next().unwrap();
    &layout[..layout.find(':').unwrap()]
}
