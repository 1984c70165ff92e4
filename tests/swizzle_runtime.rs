//! Swizzled shared-memory tensors tiled and partitioned at run-time coordinates (a thread
//! index, a tile coordinate), checked against what the partition must hold: element `i` of a
//! thread's partition is the swizzled tensor's element at the coordinate an identity tensor
//! partitioned the same way gives, and the threads together own every element once. (The
//! layouts themselves are checked against CuTe's answers by `tests/swizzle.rs`, the
//! `*_rt` cases.)

use cute_layout::prelude::*;
use cute_layout::swizzle::Swizzle;
use cute_layout::tensor::{
    local_partition, local_partition_mut, local_tile, local_tile_mut, make_identity_tensor, Tensor,
};
use std::hint::black_box;

#[path = "support/labelled.rs"]
mod labelled;

type Sm8x64 = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
type Sm128x64 = Composition<Swizzle<U3, U3, U3>, layout!((128,64):(64,1))>;
type Sm64x32 = Composition<Swizzle<U2, U3, U3>, layout!((64,32):(32,1))>;
type SmMn = Composition<Swizzle<U3, U3, U3>, layout!((64,64):(1,64))>;

/// For every thread of `$thr` over the swizzled `$sm` tile of `$m x $n`: the partition's
/// elements are the tensor's at the identity partition's coordinates; then every thread adds 1
/// to its elements through the writable partition, and every element ends at 1.
macro_rules! check_partition {
    ($sm:ty, $m:tt, $n:tt, $thr:ty) => {{
        let data: Vec<u32> = (0..<$sm>::COSIZE as u32).collect();
        let t = Tensor::<_, $sm>::new_composed(&data[..]).unwrap();
        let id = make_identity_tensor(make_shape!(($m, $n)));
        let thr = <$thr>::new();
        let threads = <$thr as AnyLayout>::size(&thr);
        for thread in 0..threads {
            let p = local_partition(&t, thr, black_box(thread));
            let c = id.local_partition(thr, thread);
            let size = p.layout().size();
            assert_eq!(size, <$sm>::SIZE / threads, "{}", p.layout());
            for i in 0..size {
                let (r, col) = c.get_index(i);
                assert_eq!(
                    p[i],
                    t[(r, col)],
                    "thread {thread}, element {i} of {}",
                    p.layout()
                );
            }
            // The loops visit the same elements in the same order.
            let seen: Vec<u32> = p.iter().copied().collect();
            let want: Vec<u32> = (0..size).map(|i| t[c.get_index(i)]).collect();
            assert_eq!(seen, want, "thread {thread}: {}", p.layout());
        }
        let mut count = vec![0u32; data.len()];
        let mut tm = Tensor::<_, $sm>::new_composed_mut(&mut count[..]).unwrap();
        for thread in 0..threads {
            local_partition_mut(&mut tm, thr, black_box(thread)).for_each_mut(|x| *x += 1);
        }
        assert!(count.iter().all(|&c| c == 1), "{}", stringify!($thr));
    }};
}

#[test]
fn every_thread_owns_its_elements_of_a_swizzled_tile() {
    // Decayed partitions (run-time, partly negative strides) and kept ones (MixedBits offsets).
    check_partition!(Sm8x64, _8, _64, layout!((8,8):(8,1)));
    check_partition!(Sm8x64, _8, _64, layout!((8,8):(1,8)));
    check_partition!(Sm8x64, _8, _64, layout!((2,2):(1,2)));
    check_partition!(Sm8x64, _8, _64, layout!((4,8):(1,4)));
    check_partition!(Sm8x64, _8, _64, layout!((2,16):(16,1)));
    check_partition!(Sm128x64, _128, _64, layout!((32,4):(4,1)));
    check_partition!(Sm128x64, _128, _64, layout!((16,8):(8,1)));
    check_partition!(Sm64x32, _64, _32, layout!((8,4):(4,1)));
    check_partition!(SmMn, _64, _64, layout!((8,8):(1,8)));
    check_partition!(SmMn, _64, _64, layout!((4,32):(32,1)));
}

#[test]
fn a_decayed_partition_reads_below_its_start() {
    // Thread 9 of 8x8 threads: CuTe's `(_1,(_2,_2,_2)):(_0,(-8,16,32))` from offset 73; its
    // second element is 8 below the start.
    let data: Vec<u32> = (0..512).collect();
    let t = Tensor::<_, Sm8x64>::new_composed(&data[..]).unwrap();
    let p = local_partition(&t, <layout!((8,8):(8,1))>::new(), black_box(9));
    assert_eq!(p.layout().to_string(), "(_1,(_2,_2,_2)):(_0,(-8,16,32))");
    assert_eq!(
        p.iter().copied().collect::<Vec<_>>(),
        [73, 65, 89, 81, 105, 97, 121, 113]
    );
    assert_eq!(p[1usize], t[(1usize, 9usize)]);
}

#[test]
fn tiles_at_run_time_coordinates_are_the_tensors() {
    let data: Vec<u32> = (0..8192).collect();
    let t = Tensor::<_, Sm128x64>::new_composed(&data[..]).unwrap();
    let id = make_identity_tensor(make_shape!((_128, _64)));
    for (tm, tn) in [(0usize, 0usize), (1, 2), (3, 7), (2, 5)] {
        let tile = local_tile(&t, make_shape!((_32, _8)), black_box((tm, tn)));
        let c = id.local_tile(make_shape!((_32, _8)), (tm, tn));
        for i in 0..tile.layout().size() {
            let (r, col) = c.get_index(i);
            assert_eq!(tile[i], t[(r, col)], "tile ({tm},{tn}) {}", tile.layout());
        }
    }
    // Every tile written once covers the tensor once.
    let mut count = vec![0u8; 8192];
    let mut w = Tensor::<_, Sm128x64>::new_composed_mut(&mut count[..]).unwrap();
    for tm in 0..4usize {
        for tn in 0..8usize {
            let mut tile = local_tile_mut(&mut w, make_shape!((_32, _8)), black_box((tm, tn)));
            for i in 0..tile.layout().size() {
                tile[i] += 1;
            }
        }
    }
    assert!(count.iter().all(|&c| c == 1));
    // Past the grid of 4 x 8 tiles: an error that names the coordinate and the grid.
    let e = Sm128x64::default()
        .try_local_tile(make_shape!((_32, _8)), black_box((4usize, 0usize)))
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "local_tile: the tile coordinate (4,0) is outside the grid of tiles (_4,_8)"
    );
}

#[test]
fn a_slice_at_a_run_time_coordinate_is_the_tensors() {
    let data: Vec<u32> = (0..512).collect();
    let t = Tensor::<_, Sm8x64>::new_composed(&data[..]).unwrap();
    for r in 0..8usize {
        let row = t.slice((black_box(r), Underscore));
        for j in 0..64usize {
            assert_eq!(row[j], t[(r, j)], "row {r}: {}", row.layout());
        }
    }
    for j in [0usize, 9, 40, 63] {
        let col = t.slice((Underscore, black_box(j)));
        for r in 0..8usize {
            assert_eq!(col[r], t[(r, j)], "column {j}: {}", col.layout());
        }
    }
}

#[test]
fn kept_partitions_print_cutes_mixed_bits() {
    let (p, start) = Sm8x64::default().local_partition(<layout!((2,2):(1,2))>::new(), 3);
    assert_eq!(
        (p.to_string(), start),
        (
            "Sw<3,3,3> o M_0|(64&64)=64 o (_4,_32):(_128,_2)".to_string(),
            1
        )
    );
}

/// A thread's part of a swizzled tile (its offset a `MixedBits`) sliced again at a run-time
/// coordinate, as a kernel's k-block loop slices it: the layout CuTe prints and the elements it
/// reads (`tests/data/swizzle_slices_expected.txt`, from `swizzle_slices_oracle.cpp`).
#[test]
fn parts_sliced_at_run_time_coordinates_are_cutes() {
    use cute_layout::atom::{make_tiled_copy, Copy_Atom, SM75_U32x4_LDSM_N};
    let data: Vec<u32> = (0..64 * 64).collect();
    let mut cases: Vec<(String, String)> = Vec::new();
    fn row<E: cute_layout::tensor::Engine<Elem = u32>, L>(t: &Tensor<E, L>) -> String
    where
        L: AnyLayout + std::fmt::Display + cute_layout::Crd2IdxOp<usize>,
    {
        let v: Vec<String> = (0..t.size()).map(|j| t[j].to_string()).collect();
        format!("{} | {}", t.layout(), v.join(" "))
    }
    let s = make_tensor(
        &data[..],
        <Composition<Swizzle<U3, U3, U3>, layout!((64,64):(64,1))>>::default(),
    )
    .unwrap();
    labelled::zst(s.layout()); // the tile's layout is a type
    let copy = make_tiled_copy(
        Copy_Atom::<SM75_U32x4_LDSM_N, u32>::default(),
        <layout!((32,1):(1,0))>::default(),
        <layout!((1,4):(0,1))>::default(),
    );
    for t in [9usize, 30] {
        let part = copy.get_slice(black_box(t)).partition_s(&s);
        for k in [0usize, 3, 7] {
            let kb = part.slice((Underscore, Underscore, black_box(k)));
            cases.push((format!("ldsm t{t} k{k}"), row(&kb)));
        }
        // CUTLASS's prologue slices the first k block at a static coordinate.
        let sk = |k: &str| format!("ldsm t{t} static k{k}");
        cases.push((
            sk("0"),
            row(&part.slice((Underscore, Underscore, U0::new()))),
        ));
        cases.push((
            sk("3"),
            row(&part.slice((Underscore, Underscore, U3::new()))),
        ));
        cases.push((
            sk("7"),
            row(&part.slice((Underscore, Underscore, U7::new()))),
        ));
    }
    let s8 = Tensor::<_, Sm8x64>::new_composed(&data[..512]).unwrap();
    for t in [1usize, 3] {
        let p = local_partition(&s8, <layout!((2, 2))>::new(), black_box(t));
        for i in [0usize, 1, 3] {
            cases.push((
                format!("8x64 (2,2) t{t} row {i}"),
                row(&p.slice((black_box(i), Underscore))),
            ));
        }
        let st = |what: &str| format!("8x64 (2,2) t{t} static {what}");
        cases.push((st("row 0"), row(&p.slice((U0::new(), Underscore)))));
        cases.push((st("row 1"), row(&p.slice((U1::new(), Underscore)))));
        cases.push((st("row 3"), row(&p.slice((U3::new(), Underscore)))));
        cases.push((st("col 5"), row(&p.slice((Underscore, U5::new())))));
    }
    let p3 = local_partition(&s8, <layout!((2, 2))>::new(), black_box(3));
    cases.push(("8x64 (2,2) t3 flatten".into(), row(&p3.flatten())));
    cases.push(("8x64 (2,2) t3 coalesce".into(), row(&p3.coalesce())));
    let s3 = make_tensor(
        &data[..512],
        <Composition<Swizzle<U3, U3, U3>, layout!((8,8,8):(64,8,1))>>::default(),
    )
    .unwrap();
    for t in [0usize, 1] {
        let p = local_partition(&s3, <layout!((2, 1, 1))>::new(), black_box(t));
        for k in [0usize, 3, 6] {
            let plane = p.slice((Underscore, Underscore, black_box(k)));
            cases.push((format!("8x8x8 (2,1,1) t{t} k{k}"), row(&plane)));
        }
        let plane = p.slice((Underscore, Underscore, U3::new()));
        cases.push((format!("8x8x8 (2,1,1) t{t} static k3"), row(&plane)));
        let line = p.slice((U1::new(), Underscore, U6::new()));
        cases.push((format!("8x8x8 (2,1,1) t{t} static (1,_,6)"), row(&line)));
    }
    let s2 = make_tensor(
        &data[..1024],
        <Composition<Swizzle<U2, U3, U3>, layout!((32,32):(32,1))>>::default(),
    )
    .unwrap();
    let p = local_partition(&s2, <layout!((4, 2))>::new(), black_box(5));
    for i in [0usize, 2, 7] {
        cases.push((
            format!("32x32 (4,2) t5 row {i}"),
            row(&p.slice((black_box(i), Underscore))),
        ));
        cases.push((
            format!("32x32 (4,2) t5 col {}", i % 2),
            row(&p.slice((Underscore, black_box(i % 2)))),
        ));
    }
    cases.push((
        "32x32 (4,2) t5 static row 2".into(),
        row(&p.slice((U2::new(), Underscore))),
    ));
    cases.push((
        "32x32 (4,2) t5 static col 1".into(),
        row(&p.slice((Underscore, U1::new()))),
    ));
    assert_eq!(cases.len(), 46);
    let cases: Vec<(&str, String)> = cases.iter().map(|(l, p)| (l.as_str(), p.clone())).collect();
    labelled::check_labelled(include_str!("data/swizzle_slices_expected.txt"), &cases);
}
