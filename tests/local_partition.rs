//! `local_partition` with a projection (CuTe's `local_partition(tensor, thr, thread, proj)`),
//! on static and run-time tensors, and by thread layouts with run-time leaves (of tensors and
//! identity tensors), against CuTe's own prints in
//! `tests/data/partition_expected.txt`: the output of `tests/data/partition_oracle.cpp` (CuTe
//! 4.2 headers, host g++; rebuild it with `tests/data/partition_oracle.sh`). Each case names its
//! line by label; a line is the partition's layout and its first element's offset.

use std::collections::HashMap;

use cute_layout::prelude::*;
use cute_layout::tensor::{
    local_partition, local_partition_step, local_partition_step_mut, make_identity_tensor, Tensor,
    X,
};

/// CuTe's lines by label: the two fields after it.
fn lines() -> HashMap<&'static str, (&'static str, &'static str)> {
    include_str!("data/partition_expected.txt")
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split(" | ").collect();
            assert_eq!(f.len(), 3, "bad line {l:?}");
            (f[0], (f[1], f[2]))
        })
        .collect()
}

/// CuTe's answers of the tensor partitions (labels without `rt id`) whose label starts with
/// `prefix` (`rt ` for run-time thread layouts, else the others): `(layout, offset)`.
fn expected(run_time: bool) -> HashMap<&'static str, (&'static str, usize)> {
    (lines().into_iter())
        .filter(|(label, _)| label.starts_with("rt ") == run_time && !label.starts_with("rt id"))
        .map(|(label, (layout, off))| (label, (layout, off.parse().unwrap())))
        .collect()
}

/// The labels where `ours` differs from `cute`, with both answers; every CuTe line has a case.
fn mismatches(
    ours: &[(String, String, usize)],
    cute: &HashMap<&str, (&str, usize)>,
) -> Vec<String> {
    assert_eq!(ours.len(), cute.len(), "every CuTe line has a case");
    ours.iter()
        .filter(|(label, layout, off)| cute.get(label.as_str()) != Some(&(layout.as_str(), *off)))
        .map(|(label, layout, off)| {
            format!(
                "{label}: CuTe {:?}, ours ({layout}, {off})",
                cute.get(label.as_str())
            )
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
    let bad = mismatches(&ours, &expected(false));
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

#[test]
fn runtime_thread_layouts_match_cute() {
    let data = iota();
    use std::hint::black_box as bb;
    let (two, four, eight, forty, w) = bb((2usize, 4usize, 8usize, 40usize, 24usize));
    let m = bb(300usize);
    let dm = Tensor::with_layout(&data[..], make_layout!((forty, w):(_1, forty))).unwrap();
    let dr = Tensor::with_layout(&data[..], make_layout!((forty, w):(w, _1))).unwrap();
    let sq = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    let gc = Tensor::with_layout(&data[..], make_layout!((_128, _128):(_1, m))).unwrap();
    let sixteen = bb(16usize);
    let ours = vec![
        row(
            "rt dm (2,4) 5".into(),
            local_partition(&dm, make_layout!((two, four):(_1, two)), 5),
        ),
        row(
            "rt sq (2,4)R 5".into(),
            local_partition(&sq, make_layout!((two, four):(four, _1)), 5),
        ),
        row(
            "rt sq (_2,4) 7".into(),
            local_partition(&sq, make_layout!((_2, four):(_1, _2)), 7),
        ),
        row(
            "rt sq ((2,_2),4) 13".into(),
            local_partition(
                &sq,
                make_layout!(((two, _2), four):((_1, two), two * 2)),
                13,
            ),
        ),
        row(
            "rt dm 4 3".into(),
            local_partition(&dm, make_layout!(four:_1), 3),
        ),
        row(
            "rt dr (8,_4) 9".into(),
            local_partition(&dr, make_layout!((eight, _4):(_1, eight)), 9),
        ),
        row(
            "rt gC (16,16) 17".into(),
            local_partition(&gc, make_layout!((sixteen, sixteen):(_1, sixteen)), 17),
        ),
        row(
            "rt sq (2,4) 5 _1,X".into(),
            local_partition_step(
                &sq,
                make_layout!((two, four):(_1, two)),
                5,
                (U1::new(), X::default()),
            ),
        ),
        row(
            "rt dm (2,4):(4,_1) 6 X,_1".into(),
            local_partition_step(
                &dm,
                make_layout!((two, four):(four, _1)),
                6,
                (X::default(), U1::new()),
            ),
        ),
    ];
    let bad = mismatches(&ours, &expected(true));
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );

    // Identity tensors: the partition and its element (1, 1), as CuTe prints them.
    let id = make_identity_tensor(make_shape!((_8, w)));
    let id8 = make_identity_tensor(make_shape!((_8, _8)));
    let one = bb(1usize);
    let at = |c: (usize, usize)| format!("({},{})", c.0, c.1);
    let p = |t: &dyn std::fmt::Display, e: (usize, usize)| (t.to_string(), at(e));
    let cute = lines();
    let parts = [
        ("rt id (_8,24) (2,4) 5", {
            let t = local_partition(&id, make_layout!((two, four):(_1, two)), 5);
            p(&t, t.get((1, 1)))
        }),
        ("rt id (_8,_8) (_2,4) 3", {
            let t = local_partition(&id8, make_layout!((_2, four):(_1, _2)), 3);
            p(&t, t.get((1, 1)))
        }),
        ("rt id (_8,_8) (_2,_4) 3", {
            let t = local_partition(&id8, <layout!((2, 4):(1, 2))>::new(), 3);
            p(&t, t.get((1, 1)))
        }),
        ("rt id (_8,_8) (1,8) 3", {
            let t = local_partition(&id8, make_layout!((one, eight):(_1, one)), 3);
            p(&t, t.get((1, 1)))
        }),
    ];
    let n_id = cute.keys().filter(|l| l.starts_with("rt id")).count();
    assert_eq!(parts.len(), n_id, "every CuTe identity line has a case");
    for (label, (tensor, elem)) in parts {
        let (want_t, want_e) = cute[label];
        assert_eq!(
            (tensor.as_str(), elem.as_str()),
            (want_t, want_e),
            "{label}"
        );
    }
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
