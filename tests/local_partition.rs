//! `local_partition` with a projection (CuTe's `local_partition(tensor, thr, thread, proj)`),
//! on static and run-time tensors, against CuTe's own prints in
//! `tests/data/partition_expected.txt`: the output of `tests/data/partition_oracle.cpp` (CuTe
//! 4.2 headers, host g++; rebuild it with `tests/data/partition_oracle.sh`). Each case names its
//! line by label; a line is the partition's layout and its first element's offset.

use std::collections::HashMap;

use cute_layout::prelude::*;
use cute_layout::tensor::{local_partition_step, local_partition_step_mut, Tensor, X};

/// CuTe's answers by label: `(layout, offset)`.
fn expected() -> HashMap<&'static str, (&'static str, usize)> {
    include_str!("data/partition_expected.txt")
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split(" | ").collect();
            assert_eq!(f.len(), 3, "bad line {l:?}");
            (f[0], (f[1], f[2].parse().unwrap()))
        })
        .collect()
}

/// The storage: element `i` holds `i`, so a partition's first element is its offset.
fn iota() -> Vec<u32> {
    (0..40_000).collect()
}

/// `(label, our layout, our offset)` of one partition.
fn row<'a, L: AnyLayout>(label: String, part: Tensor<&'a [u32], L>) -> (String, String, usize)
where
    Tensor<&'a [u32], L>: core::ops::Index<usize, Output = u32>,
{
    (label, part.layout().to_string(), part[0usize] as usize)
}

#[test]
#[allow(non_snake_case)] // the oracle's names: sA, gC, rA, tC, tR
fn projected_partitions_match_cute() {
    let data = iota();
    let m = std::hint::black_box(300usize);
    let sa = Tensor::<_, layout!((128, 8):(1, 128))>::new(&data[..]).unwrap();
    let gc = Tensor::with_layout(&data[..], make_layout!((_128, _128):(_1, m))).unwrap();
    let ra = Tensor::with_layout(&data[..], make_layout!((m, _8):(_1, m))).unwrap();
    let sq = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let tc = <layout!((16, 16):(1, 16))>::new();
    let tr = <layout!((16, 16):(16, 1))>::new();
    let t3 = <layout!((2, 4, 2):(1, 2, 8))>::new();
    let (one, x) = (U1::new(), X::default());
    let mut ours = Vec::new();
    // `tensor thr step: threads`, labelled as the oracle labels them.
    macro_rules! cases {
        ($($t:ident $thr:ident $step:literal ($($s:expr),+): $threads:expr;)*) => {$(
            for th in $threads {
                let label = format!("{} {} {th} {}", stringify!($t), stringify!($thr), $step);
                ours.push(row(label, local_partition_step(&$t, $thr, th, ($($s),+))));
            }
        )*};
    }
    let (sA, gC, rA, tC, tR) = (sa, gc, ra, tc, tr);
    cases! {
        sA tC "_1,X" (one, x): [0usize, 17, 255];
        sA tC "X,_1" (x, one): [0usize, 17, 255];
        gC tC "_1,_1" (one, one): [0usize, 17, 255];
        rA tC "_1,X" (one, x): [0usize, 17, 255];
        sA tR "X,_1" (x, one): [0usize, 17, 255];
        sq t3 "_1,X,_1" (one, x, one): [0usize, 5, 11, 15];
        sq t3 "X,_1,_1" (x, one, one): [0usize, 5, 11, 15];
    }
    let cute = expected();
    assert_eq!(ours.len(), cute.len(), "every CuTe line has a case");
    let bad: Vec<String> = ours
        .iter()
        .filter(|(label, layout, off)| cute.get(label.as_str()) != Some(&(layout.as_str(), *off)))
        .map(|(label, layout, off)| {
            format!(
                "{label}: CuTe {:?}, ours ({layout}, {off})",
                cute.get(label.as_str())
            )
        })
        .collect();
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn writable_partition_is_the_same_view() {
    let mut data = iota();
    let t = 17;
    let mut sa = Tensor::<_, layout!((128, 8):(1, 128))>::new_mut(&mut data[..]).unwrap();
    let tc = <layout!((16, 16):(1, 16))>::new();
    let mut part = local_partition_step_mut(&mut sa, tc, t, (X::default(), U1::new()));
    assert_eq!(part.layout().to_string(), "(_8,_8):(_16,_128)");
    part.fill(u32::MAX);
    // Thread 17's column of tC is 1: rows 1, 17, ..., 113 of every column.
    let written: Vec<usize> = (0..data.len()).filter(|&i| data[i] == u32::MAX).collect();
    let mut want: Vec<usize> = (0..8)
        .flat_map(|k| (0..8).map(move |i| 1 + 16 * i + 128 * k))
        .collect();
    want.sort();
    assert_eq!(written, want);
}

#[test]
#[should_panic(expected = "thread 256")]
fn thread_past_the_thread_layout_panics() {
    let data = iota();
    let sa = Tensor::<_, layout!((128, 8):(1, 128))>::new(&data[..]).unwrap();
    let tc = <layout!((16, 16):(1, 16))>::new();
    // The projected layout has 16 threads, the thread layout 256: 255 is fine, 256 is not.
    let _ = local_partition_step(&sa, tc, 255, (U1::new(), X::default()));
    let _ = local_partition_step(&sa, tc, 256, (U1::new(), X::default()));
}
