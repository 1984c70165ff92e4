//! Tensors over static layouts, checked against the run-time engine.

use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition, local_tile, RegTensor, StorageError, Tensor};

fn dynamic<L: StaticLayout>() -> cute_layout_dynamic::Layout {
    L::to_dynamic()
}

#[test]
fn storage_is_checked_once() {
    let data = [0u8; 31];
    assert_eq!(
        Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).unwrap_err(),
        StorageError::TooShort {
            len: 31,
            needed: 32
        }
    );
    assert!(Tensor::<_, layout!((4, 8):(8, 1))>::new(&[0u8; 32][..]).is_ok());
    assert_eq!(
        Tensor::<_, layout!((2, 5):(5, -1))>::new(&[0u8; 64][..]).unwrap_err(),
        StorageError::NegativeOffsets { min_offset: -4 }
    );
    let arr = [1u8; 40];
    let t = Tensor::<_, layout!((4, 8):(8, 1))>::from_array(&arr);
    assert_eq!(t[(3, 7)], 1);
}

#[test]
fn indexing_matches_crd2idx() {
    type L = layout!((3, (2, 3)):(3, (12, 1)));
    let data: Vec<i64> = (0..100).collect();
    let t = Tensor::<_, L>::new(&data[..]).unwrap();
    let d = dynamic::<L>();
    for i in 0..L::SIZE {
        assert_eq!(t[i], d.call(i as i64).unwrap());
    }
    assert_eq!(t[(1, 5)], 17);
    assert_eq!(t[(1, (1, 2))], 17);
    assert_eq!(t[16usize], 17);
    assert_eq!(t.get(1000usize), None);
    let order: Vec<i64> = t.iter().copied().collect();
    assert_eq!(order, d.offsets().collect::<Vec<_>>());
}

#[test]
fn slicing_with_underscore() {
    type L = layout!((4, (2, 4)):(2, (1, 8)));
    let data: Vec<i32> = (0..32).collect();
    let t = Tensor::<_, L>::new(&data[..]).unwrap();
    let row = t.slice((2, Underscore));
    assert_eq!(row.layout().to_string(), "((_2,_4)):((_1,_8))");
    assert_eq!(
        row.iter().copied().collect::<Vec<_>>(),
        [4, 5, 12, 13, 20, 21, 28, 29]
    );
    let part = t.slice((Underscore, (1, Underscore)));
    assert_eq!(part.layout().to_string(), "(_4,_4):(_2,_8)");
    assert_eq!(part[(3, 2)], 1 + 6 + 16);
}

#[test]
fn local_tiles_cover_the_matrix_once() {
    type M = layout!((8, 12):(12, 1));
    let data: Vec<u32> = (0..96).collect();
    let m = Tensor::<_, M>::new(&data[..]).unwrap();
    let mut seen = vec![0u32; 96];
    for bi in 0..4 {
        for bj in 0..3 {
            let tile = m.local_tile(make_shape!((_2, _4)), (bi, bj));
            assert_eq!(tile.layout().to_string(), "(_2,_4):(_12,_1)");
            for (k, &x) in tile.iter().enumerate() {
                seen[x as usize] += 1;
                let (r, c) = (bi * 2 + k % 2, bj * 4 + k / 2);
                assert_eq!(x as usize, r * 12 + c);
            }
        }
    }
    assert!(seen.iter().all(|&n| n == 1));
}

#[test]
fn thread_partitions_cover_the_tile_once() {
    type Tile = layout!((16, 8):(1, 16));
    type Threads = layout!((4, 8):(8, 1));
    let data: Vec<u32> = (0..128).collect();
    let t = Tensor::<_, Tile>::new(&data[..]).unwrap();
    let mut seen = vec![0u32; 128];
    for thread in 0..32 {
        let p = t.local_partition(Threads::default(), thread);
        assert_eq!(p.layout().to_string(), "(_4,_1):(_4,_0)");
        for &x in p.iter() {
            seen[x as usize] += 1;
        }
        // thread t sits at row t / 8, column t % 8 of the 4x8 thread grid
        assert_eq!(p[0usize] as usize, thread / 8 + 16 * (thread % 8));
    }
    assert!(seen.iter().all(|&n| n == 1));
}

#[test]
fn copy_and_fill() {
    let src: Vec<f32> = (0..12).map(|x| x as f32).collect();
    let a = Tensor::<_, layout!((3, 4):(4, 1))>::new(&src[..]).unwrap();
    let mut dst = vec![0.0f32; 12];
    let mut b = Tensor::<_, layout!((3, 4):(1, 3))>::new_mut(&mut dst[..]).unwrap();
    b.copy_from(&a);
    for i in 0..3 {
        for j in 0..4 {
            assert_eq!(b[(i, j)], a[(i, j)]);
        }
    }
    assert_eq!(
        dst,
        [0.0, 4.0, 8.0, 1.0, 5.0, 9.0, 2.0, 6.0, 10.0, 3.0, 7.0, 11.0]
    );
    let mut b = Tensor::<_, layout!((3, 4):(1, 3))>::new_mut(&mut dst[..]).unwrap();
    b.slice_mut((1, Underscore)).fill(-1.0);
    assert_eq!(dst[1], -1.0);
    assert_eq!(dst[10], -1.0);
    assert_eq!(dst[0], 0.0);
}

#[test]
fn register_tensor_holds_cosize_elements() {
    type L = layout!((2, 2):(1, 4));
    let mut r: RegTensor<f64, L> = RegTensor::new_registers();
    assert_eq!(r.data().len(), L::COSIZE);
    assert_eq!(r.data().len(), 6);
    r[(1, 1)] = 3.5;
    assert_eq!(r.data()[5], 3.5);
    // The elements, and the tensor's origin in them.
    assert_eq!(
        core::mem::size_of::<RegTensor<f64, L>>(),
        6 * 8 + core::mem::size_of::<usize>()
    );
}

#[test]
fn offsets_stay_inside_the_cosize() {
    // Every in-domain index of these layouts lands in [0, cosize): what makes a tensor's
    // one-time length check sufficient.
    fn check<L: StaticLayout>() {
        let d = L::to_dynamic();
        for i in 0..L::SIZE as i64 {
            let o = d.call(i).unwrap();
            assert!((0..L::COSIZE as i64).contains(&o), "{d}: offset {o} of {i}");
        }
    }
    check::<layout!((4, (2, 4)):(2, (1, 8)))>();
    check::<BlockedProduct<layout!((2, 2):(1, 2)), layout!((3, 4):(4, 1))>>();
    check::<RakedProduct<layout!((2, 2):(1, 2)), layout!((3, 4):(4, 1))>>();
    check::<ZippedDivide<layout!((12, 32, 6):(1, 128, 0)), shape!((4, 8))>>();
    check::<layout!((3, 4):(0, 1))>();
}

#[test]
fn loops_visit_in_layout_order() {
    // for_each / iter walk the coalesced, strip-mined loop nest; the order must still be
    // L(0), L(1), ... as the run-time engine computes it. Innermost extents below, at and
    // above the strip length (32), with and without a remainder, strided and broadcast.
    fn check<L: Loops + StaticLayout>() {
        let data: Vec<usize> = (0..L::COSIZE).collect();
        let t = Tensor::<_, L>::new(&data[..]).unwrap();
        let mut seen = Vec::new();
        t.for_each(|&x| seen.push(x as i64));
        let d = L::to_dynamic();
        let want: Vec<i64> = (0..L::SIZE as i64).map(|i| d.call(i).unwrap()).collect();
        assert_eq!(seen, want, "{d}");
    }
    check::<layout!(70:1)>();
    check::<layout!(32:1)>();
    check::<layout!((33,2):(1,40))>();
    check::<layout!((70,3):(3,1))>();
    check::<layout!((3,70):(70,1))>();
    check::<layout!((100,2):(0,1))>();
    check::<layout!((2,(4,17)):(68,(17,1)))>();
    check::<RakedProduct<layout!((2,2):(1,2)), layout!((12,20):(20,1))>>();
}

#[test]
fn joint_loops_pair_elements_by_index() {
    // zip_apply pairs element i of each tensor, for layouts with the same flat shape (one
    // joint nest) and with different shapes (index by index).
    let src: Vec<i64> = (0..210).collect();
    let mut dst = vec![-1i64; 210];
    {
        let s = Tensor::<_, layout!((70,3):(1,70))>::new(&src[..]).unwrap();
        let mut d = Tensor::<_, layout!((70,3):(3,1))>::new_mut(&mut dst[..]).unwrap();
        d.zip_apply(&s, |d, s| *d = *s);
    }
    let (ld, ls) = (
        <layout!((70,3):(3,1))>::to_dynamic(),
        <layout!((70,3):(1,70))>::to_dynamic(),
    );
    for i in 0..210 {
        assert_eq!(dst[ld.call(i).unwrap() as usize], ls.call(i).unwrap());
    }

    let mut dst = vec![-1i64; 210];
    {
        let s = Tensor::<_, layout!((70,3):(1,70))>::new(&src[..]).unwrap();
        let mut d = Tensor::<_, layout!((3,(7,10)):(70,(10,1)))>::new_mut(&mut dst[..]).unwrap();
        d.copy_from(&s);
    }
    let ld = <layout!((3,(7,10)):(70,(10,1)))>::to_dynamic();
    for i in 0..210 {
        assert_eq!(dst[ld.call(i).unwrap() as usize], ls.call(i).unwrap());
    }
}

#[test]
fn coordinates_outside_the_shape_are_refused() {
    let data: Vec<u32> = (0..32).collect();
    let t = Tensor::<_, layout!((8, 4):(4, 1))>::new(&data[..]).unwrap();
    assert_eq!(t.get((1, 1)), Some(&5));
    // (0, 5) would be offset 5, element (1, 1): outside mode 1 (extent 4), so refused.
    assert_eq!(t.get((0, 5)), None);
    assert_eq!(t.get(32usize), None);
    assert_eq!(t.get(31usize), Some(&31));
    type H = layout!((4, (2, 4)):(2, (1, 8)));
    let data: Vec<u32> = (0..32).collect();
    let h = Tensor::<_, H>::new(&data[..]).unwrap();
    assert_eq!(h.get((3, 7)), Some(&(6 + 1 + 24)));
    assert_eq!(h.get((3, 8)), None);
    assert_eq!(h.get((3, (1, 4))), None);
}

#[test]
#[should_panic(expected = "outside the layout's shape")]
fn indexing_outside_the_shape_panics() {
    let data: Vec<u32> = (0..32).collect();
    let t = Tensor::<_, layout!((8, 4):(4, 1))>::new(&data[..]).unwrap();
    let _ = t[(0, 5)];
}

#[test]
#[should_panic(
    expected = "local_tile: the tile coordinate (2,0) is outside the grid of tiles (_2,_2)"
)]
fn local_tile_outside_the_grid_panics() {
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let _ = m.local_tile(make_shape!((_4, _4)), (2usize, 0usize)); // the grid is 2x2
}

#[test]
#[should_panic(
    expected = "outer_partition: the coordinate (1,8) is outside the tile (_4,_8):(_1,_4)"
)]
fn outer_partition_outside_the_tile_panics_with_the_coordinate() {
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let _ = cute_layout::tensor::outer_partition(&m, make_shape!((_4, _8)), (1usize, 8usize));
}

/// The partial tile at a 10 x 10 matrix's corner (rows and columns 8..12, of which 8..10
/// exist), bound to `$tile`.
macro_rules! corner_tile {
    ($data:ident, $tile:ident) => {
        let $data: Vec<u32> = (0..100).collect();
        let n = std::hint::black_box(10usize);
        let m = Tensor::with_layout(&$data[..], make_layout!((n, n):(n, _1))).unwrap();
        let $tile = m.local_tile(make_shape!((_4, _4)), (2usize, 2usize));
    };
}

#[test]
#[should_panic(
    expected = "iter: the layout reaches an element outside the tensor's storage of 12 elements"
)]
fn iterating_past_the_storage_panics_with_the_operation() {
    corner_tile!(data, tile);
    let _: Vec<u32> = tile.iter().copied().collect();
}

#[test]
#[should_panic(
    expected = "tensor index: the coordinate is inside the shape, but its offset 30 lies past the storage, which holds 12 elements from the view's start"
)]
fn indexing_past_the_storage_panics_with_the_offset() {
    corner_tile!(data, tile);
    // (3, 0) of the tile is row 11 of a 10-row matrix: offset 3 * 10 from the tile's start
    // (88), where 12 elements are left.
    let _ = tile[(3usize, 0usize)];
}

#[test]
#[should_panic(expected = "for_each: the layout reaches an element outside the tensor's storage")]
fn a_loop_past_the_storage_panics_with_the_operation() {
    corner_tile!(data, tile);
    tile.for_each(|_| ());
}

#[test]
#[should_panic(
    expected = "copy / zip_apply: the layout reaches an element outside the tensor's storage"
)]
fn a_copy_past_the_storage_panics_with_the_operation() {
    corner_tile!(data, tile);
    let mut out = [0u32; 16];
    Tensor::<_, layout!((4, 4):(4, 1))>::from_array_mut(&mut out).copy_from(&tile);
}

#[test]
#[should_panic(expected = "local_partition: thread 8 is not below the thread layout's size 8")]
fn local_partition_of_a_missing_thread_panics() {
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let _ = m.local_partition(<layout!((2, 4):(4, 1))>::new(), 8);
}

#[test]
fn slices_check_their_coordinate() {
    // 4x8 column-major: (5, 0) is outside mode 0, though its offset (5) is inside the storage.
    let data: Vec<u32> = (0..32).collect();
    let t = Tensor::<_, layout!((4, 8):(1, 4))>::new(&data[..]).unwrap();
    assert_eq!(t.get((5, 0)), None);
    assert!(t.try_slice((5, Underscore)).is_none());
    assert!(t.try_slice((Underscore, 8)).is_none());
    let row = t.try_slice((3, Underscore)).unwrap();
    assert_eq!(
        row.iter().copied().collect::<Vec<_>>(),
        [3, 7, 11, 15, 19, 23, 27, 31]
    );
    let col = t.slice((Underscore, 7));
    assert_eq!(col.iter().copied().collect::<Vec<_>>(), [28, 29, 30, 31]);
    let mut data = data;
    let mut t = Tensor::<_, layout!((4, 8):(1, 4))>::new_mut(&mut data[..]).unwrap();
    assert!(t.try_slice_mut((4, Underscore)).is_none());
    t.try_slice_mut((0, Underscore)).unwrap().fill(100);
    assert_eq!(data.iter().filter(|&&x| x == 100).count(), 8);
    assert_eq!(data[4], 100);
}

#[test]
#[should_panic(expected = "slice: the coordinate is outside the layout's shape")]
fn slice_outside_the_shape_panics() {
    let data: Vec<u32> = (0..32).collect();
    let t = Tensor::<_, layout!((4, 8):(1, 4))>::new(&data[..]).unwrap();
    let _ = t.slice((5, Underscore));
}

#[test]
#[should_panic(expected = "slice: the coordinate is outside the layout's shape")]
fn slice_mut_outside_the_shape_panics() {
    let mut data = [0u32; 32];
    let mut t = Tensor::<_, layout!((4, 8):(1, 4))>::from_array_mut(&mut data);
    let _ = t.slice_mut((Underscore, 8));
}

#[test]
fn divided_views_read_the_same_storage() {
    // The layouts are CuTe's answers from tests/data/cute_cases.txt; each view's elements are
    // the source's, at the offsets the run-time engine computes for the divided layout.
    let data: Vec<i64> = (0..64).collect();
    let t = Tensor::<_, layout!(16:3)>::new(&data[..]).unwrap();
    let d = t.logical_divide::<layout!(4:2)>();
    assert_eq!(d.layout().to_string(), "(_4,(_2,_2)):(_6,(_3,_24))");
    let want = <layout!((4, (2, 2)):(6, (3, 24)))>::to_dynamic()
        .offsets()
        .collect::<Vec<_>>();
    assert_eq!(d.iter().copied().collect::<Vec<_>>(), want);

    let t = Tensor::<_, layout!((4, 6):(6, 1))>::new(&data[..]).unwrap();
    let z = t.zipped_divide::<shape!((2, 2))>();
    assert_eq!(
        z.layout().to_string(),
        "((_2,_2),(_2,_3)):((_6,_1),(_12,_2))"
    );
    assert_eq!(z[(3, 5)], 6 + 1 + 12 + 2 * 2);

    let t = Tensor::<_, layout!(20:2)>::new(&data[..]).unwrap();
    let c = t.compose(<layout!((4, 5):(5, 1))>::new());
    assert_eq!(c.layout().to_string(), "(_4,_5):(_10,_2)");
    assert_eq!(c[(3, 4)], 38);

    let mut out = vec![0i64; 48];
    let mut t = Tensor::<_, layout!(16:3)>::new_mut(&mut out[..]).unwrap();
    t.logical_divide_mut::<layout!(4:2)>()
        .slice_mut((Underscore, (1, 1)))
        .fill(1);
    // mode 1 coordinate (1, 1) starts at 3 + 24; the tile steps by 6
    assert_eq!(
        out.iter()
            .enumerate()
            .filter(|(_, x)| **x == 1)
            .map(|(i, _)| i)
            .collect::<Vec<_>>(),
        [27, 33, 39, 45]
    );
}

mod generic {
    //! Generic kernels: each states exactly the bound of each tensor operation it uses.
    use cute_layout::prelude::*;

    type Tile = shape!((2, 4));

    fn tile_sum<L>(m: &Tensor<&[u32], L>, i: usize, j: usize) -> u32
    where
        L: LocalTileOp<Tile, (usize, usize)>,
        LocalTile<L, Tile, (usize, usize)>: Loops,
    {
        m.local_tile(Tile::default(), (i, j)).iter().sum()
    }

    fn to_registers<L, Thr: Default, R>(m: &Tensor<&[u32], L>, thread: usize) -> RegTensor<u32, R>
    where
        L: LocalPartitionOp<Thr>,
        R: RegLayout + ZipLoops<LocalPartition<L, Thr>>,
    {
        let mut r = RegTensor::<u32, R>::new_registers();
        r.copy_from(&m.local_partition(Thr::default(), thread));
        r
    }

    fn corner<L: Crd2IdxOp<(usize, usize)>>(m: &Tensor<&[u32], L>) -> Option<u32> {
        m.get((1, 1)).copied()
    }

    fn row_max<L>(m: &Tensor<&[u32], L>, i: usize) -> Option<u32>
    where
        L: SliceOp<(usize, Underscore)>,
        L::Output: Loops,
    {
        m.try_slice((i, Underscore))?.iter().copied().max()
    }

    #[test]
    fn one_bound_per_operation() {
        let data: Vec<u32> = (0..32).collect();
        let m = Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).unwrap();
        assert_eq!(tile_sum(&m, 1, 1), 20 + 21 + 22 + 23 + 28 + 29 + 30 + 31);
        // 2x4 threads, row-major: thread 6 sits at row 1, column 2, and owns rows 1 and 3,
        // columns 2 and 6.
        let r = to_registers::<_, layout!((2, 4):(4, 1)), layout!((2, 2):(1, 2))>(&m, 6);
        assert_eq!(r.data(), &[10, 26, 14, 30]);
        assert_eq!(corner(&m), Some(9));
        assert_eq!(row_max(&m, 2), Some(23));
        assert_eq!(row_max(&m, 4), None);
    }
}

/// At a matrix's edge a slice, a thread's part or an atom's part of a partial tile may start
/// past the storage (CuTe computes a pointer there): the view exists, its elements past the
/// storage are refused, and those inside are the matrix's.
#[test]
fn views_at_a_matrix_edge_may_start_past_the_storage() {
    use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    use cute_layout::tensor::{local_partition, local_tile};
    let (m, n) = (10usize, 6usize);
    let data: Vec<u64> = (0..(m * n) as u64).collect(); // element (r, c) is r + 10 c
    let a = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
    // Tile (1, 1) of 8 x 4 covers rows 8..16 and columns 4..8; rows 8, 9 and columns 4, 5 exist.
    let tile = local_tile(&a, make_shape!((_8, _4)), (1usize, 1usize));
    // Column 3 of the tile is column 7 of the matrix: it starts at offset 78 of 60.
    let col = tile
        .try_slice((Underscore, 3usize))
        .expect("inside the tile's shape");
    assert!((0..8).all(|i| col.get(i).is_none()));
    let col1 = tile.slice((Underscore, 1usize)); // column 5
    assert_eq!(
        (col1.get(0usize), col1.get(1usize), col1.get(2usize)),
        (Some(&58), Some(&59), None)
    );
    assert!(tile.try_slice((Underscore, 4usize)).is_none()); // outside the tile's shape
                                                             // 4 x 2 threads: thread 7 sits at (3, 1), its first element (11, 5) at offset 61 of 60.
    let thr = <layout!((4, 2):(1, 4))>::new();
    let part = local_partition(&tile, thr, 7);
    assert!((0..part.layout().size()).all(|i| part.get(i).is_none()));
    // Thread 5 sits at (1, 1): its first element (9, 5) is the last of the matrix.
    let part = local_partition(&tile, thr, 5);
    assert_eq!((part.get(0usize), part.get(1usize)), (Some(&59), None));
    // A TiledCopy's part of the same tile: thread 3 copies rows 8..16 of column 7.
    let copy = make_tiled_copy(
        Copy_Atom::<UniversalCopy<u64>, u64>::new(),
        <layout!((1, 4):(0, 1))>::new(),
        <layout!((8, 1):(1, 0))>::new(),
    );
    let part = copy.get_slice(3).partition_s(&tile);
    assert!((0..8).all(|i| part.get(i).is_none()));
    let part = copy.get_slice(1).partition_s(&tile);
    assert_eq!(
        (part.get(0usize), part.get(1usize), part.get(2usize)),
        (Some(&58), Some(&59), None)
    );
}

/// CuTe's `partition_S(local_tile(gA, ..))` in one expression: a view of a temporary view of
/// a slice keeps the slice's lifetime, so the part outlives the tile it was taken from.
#[test]
fn parts_of_temporary_views_live_on() {
    let data: Vec<u32> = (0..64).collect();
    let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let part = local_partition(
        &local_tile(&m, make_shape!((_4, _4)), (1usize, 1usize)),
        <layout!((2, 2):(1, 2))>::new(),
        3,
    );
    let row = part.slice((1usize, Underscore)).slice(Underscore);
    let column = m
        .slice((Underscore, 7usize))
        .local_tile(make_shape!(_4), 1usize);
    // Thread 3 of 2x2 starts at (5, 5) of m; its elements step by 2 rows and 2 columns.
    assert_eq!(part[(0usize, 0usize)], 5 + 5 * 8);
    assert_eq!(row[1usize], 7 + 7 * 8);
    assert_eq!(column[0usize], 4 + 7 * 8);
    let tiles: Vec<_> = (0..2usize)
        .map(|j| local_tile(&m.view(), make_shape!((_8, _4)), (0usize, j)))
        .collect();
    assert_eq!(
        (tiles[0][(0usize, 0usize)], tiles[1][(0usize, 0usize)]),
        (0, 32)
    );
}
