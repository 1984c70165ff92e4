//! Tensor loops against the same loops written by hand: static layouts against loops with
//! constant strides, layouts with run-time leaves (`Dyn`) against loops whose extents and
//! strides are run-time values too (all read through `black_box`).
//!
//! `cargo bench --bench tensor_loops` prints, for each access pattern, the time of the
//! tensor version (`zip_apply` over two tensors: `y += 2x` in layout order) and of the
//! hand-written loop nest, and their ratio (goal: <= 1.02). Where `valgrind` is installed it
//! also counts the instructions of one run of each (callgrind), which should be equal (goal
//! for the run-time rows: at most 1% more for the tensor loops).

use std::hint::black_box;
use std::process::Command;
use std::time::Instant;

use cute_layout::prelude::*;
use cute_layout::tensor::{local_tile, local_tile_mut, Tensor};

/// Elements touched by the static patterns.
const N: usize = 1 << 18;
/// Length of the buffers (the run-time tiled patterns cover a 1024x1024 matrix).
const LEN: usize = 1 << 20;

/// Mean time per call of `f` over `reps` calls, in nanoseconds.
fn sample(f: &mut impl FnMut(), reps: u32) -> f64 {
    let t = Instant::now();
    for _ in 0..reps {
        f();
    }
    t.elapsed().as_nanos() as f64 / reps as f64
}

/// Times `f(true)` and `f(false)` in alternation (so that drifts of the machine hit both
/// alike) and returns the best time of each, in nanoseconds.
fn time_pair(mut f: impl FnMut(bool)) -> (f64, f64) {
    let reps = 20;
    let (mut ta, mut tb) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..31 {
        ta = ta.min(sample(&mut || f(true), reps));
        tb = tb.min(sample(&mut || f(false), reps));
    }
    (ta, tb)
}

macro_rules! case {
    ($name:ident, $layout:ty, $hand:expr) => {
        mod $name {
            use super::*;
            pub type L = $layout;
            #[inline(never)]
            pub fn tensor(x: &[f32], y: &mut [f32]) {
                let x = Tensor::<_, L>::new(x).unwrap();
                let mut y = Tensor::<_, L>::new_mut(y).unwrap();
                y.zip_apply(&x, |y, x| *y += 2.0 * *x);
            }
            #[inline(never)]
            pub fn hand(x: &[f32], y: &mut [f32]) {
                assert!(x.len() >= N && y.len() >= N);
                let f: fn(&[f32], &mut [f32]) = $hand;
                f(x, y)
            }
        }
    };
}

// 512x512 row-major, visited in layout order (column by column).
case!(row_major, layout!((512, 512):(512, 1)), |x, y| {
    for j in 0..512 {
        for i in 0..512 {
            let o = i * 512 + j;
            y[o] += 2.0 * x[o];
        }
    }
});

// 512x512 column-major: contiguous.
case!(col_major, layout!((512, 512):(1, 512)), |x, y| {
    for j in 0..512 {
        for i in 0..512 {
            let o = i + j * 512;
            y[o] += 2.0 * x[o];
        }
    }
});

// A 4x4 column-major tile repeated over a 128x128 row-major grid of tiles.
case!(blocked, BlockedProduct<layout!((4, 4):(1, 4)), layout!((128, 128):(128, 1))>, |x, y| {
    // ((4,128),(4,128)):((1,2048),(4,16)): loops from the last mode to the first
    for j1 in 0..128 {
        for j0 in 0..4 {
            for i1 in 0..128 {
                for i0 in 0..4 {
                    let o = i0 + i1 * 2048 + j0 * 4 + j1 * 16;
                    y[o] += 2.0 * x[o];
                }
            }
        }
    }
});

// A 512x512 column-major matrix divided into 32x32 tiles: ((32,16),(32,16)).
case!(divided, LogicalDivide<layout!((512, 512):(1, 512)), shape!((32, 32))>, |x, y| {
    for j1 in 0..16 {
        for j0 in 0..32 {
            for i1 in 0..16 {
                for i0 in 0..32 {
                    let o = i0 + i1 * 32 + j0 * 512 + j1 * 16384;
                    y[o] += 2.0 * x[o];
                }
            }
        }
    }
});

/// The patterns over layouts with run-time leaves (one module, so that the static patterns
/// above keep their code generation units, and with it their code, as before).
mod runtime {
    use super::*;

    /// Run-time extents and leading dimension (512 each, every value through `black_box`): the
    /// tensor loop over the layout `$layout` of `$m` and `$n`, against the loop nest with the
    /// same run-time bounds whose offset is `$offset` of `$i`, `$j` and the leading dimension
    /// `$ld`. (The caller names the bindings, so that its layout and offset can use them.)
    macro_rules! dense {
        ($tensor:ident, $hand:ident, |$m:ident, $n:ident, $ld:ident| $layout:tt,
         |$i:ident, $j:ident| $offset:expr) => {
            #[inline(never)]
            pub fn $tensor(x: &[f32], y: &mut [f32]) {
                let ($m, $n) = (black_box(512usize), black_box(512usize));
                let x = Tensor::with_layout(x, make_layout!$layout).unwrap();
                let mut y = Tensor::with_layout_mut(y, make_layout!$layout).unwrap();
                y.zip_apply(&x, |y, x| *y += 2.0 * *x);
            }
            #[inline(never)]
            pub fn $hand(x: &[f32], y: &mut [f32]) {
                let ($m, $n, $ld) = (
                    black_box(512usize),
                    black_box(512usize),
                    black_box(512usize),
                );
                for $j in 0..$n {
                    for $i in 0..$m {
                        let o = $offset;
                        y[o] += 2.0 * x[o];
                    }
                }
            }
        };
    }

    dense!(row_major_tensor, row_major_hand, |m, n, ld| ((m, n):(n, _1)), |i, j| i * ld + j);
    dense!(col_major_tensor, col_major_hand, |m, n, ld| ((m, n):(_1, m)), |i, j| i + j * ld);

    /// Every 32x32 tile of a column-major `m x n` matrix of run-time size, tile by tile
    /// (column of tiles outermost): a full tile through `local_tile` and `zip_apply` (static
    /// extents, run-time stride: `(_32,_32):(_1,m)`); a partial tile at the bottom or right
    /// edge through the loop nest of `(rm, rn):(_1, m)`, its in-range rows and columns. The
    /// hand-written version takes the same tiles, the same predicate and the same strides.
    macro_rules! tiles {
        ($tensor:ident, $hand:ident, $m:expr, $n:expr) => {
            #[inline(never)]
            pub fn $tensor(x: &[f32], y: &mut [f32]) {
                let (m, n) = (black_box($m), black_box($n));
                let x = Tensor::with_layout(x, make_layout!((m, n):(_1, m))).unwrap();
                let mut y = Tensor::with_layout_mut(y, make_layout!((m, n):(_1, m))).unwrap();
                for tj in 0..n.div_ceil(32) {
                    for ti in 0..m.div_ceil(32) {
                        let (rm, rn) = ((m - 32 * ti).min(32), (n - 32 * tj).min(32));
                        let xt = local_tile(&x, make_shape!((_32, _32)), (ti, tj));
                        let mut yt = local_tile_mut(&mut y, make_shape!((_32, _32)), (ti, tj));
                        if rm == 32 && rn == 32 {
                            yt.zip_apply(&xt, |y, x| *y += 2.0 * *x);
                        } else {
                            let (xd, yd) = (xt.data(), yt.data_mut());
                            make_layout!((rm, rn):(_1, m))
                                .for_each_offset(&mut |o| yd[o as usize] += 2.0 * xd[o as usize]);
                        }
                    }
                }
            }
            #[inline(never)]
            pub fn $hand(x: &[f32], y: &mut [f32]) {
                let (m, n, ld): (usize, usize, usize) = (black_box($m), black_box($n), black_box($m));
                for tj in 0..n.div_ceil(32) {
                    for ti in 0..m.div_ceil(32) {
                        let (rm, rn) = ((m - 32 * ti).min(32), (n - 32 * tj).min(32));
                        let base = 32 * ti + 32 * tj * ld;
                        if rm == 32 && rn == 32 {
                            for j in 0..32 {
                                for i in 0..32 {
                                    let o = base + i + j * ld;
                                    y[o] += 2.0 * x[o];
                                }
                            }
                        } else {
                            for j in 0..rn {
                                for i in 0..rm {
                                    let o = base + i + j * ld;
                                    y[o] += 2.0 * x[o];
                                }
                            }
                        }
                    }
                }
            }
        };
    }

    tiles!(tiles_1024_tensor, tiles_1024_hand, 1024usize, 1024usize);
    tiles!(tiles_1000_tensor, tiles_1000_hand, 1000usize, 1000usize);
}

type Kernel = fn(&[f32], &mut [f32]);

/// A pattern: its name, its layout, the tensor and the hand-written kernel, and the prefix of
/// their function names (`{prefix}tensor`, `{prefix}hand`) for callgrind.
type Case = (&'static str, String, Kernel, Kernel, &'static str);

fn cases() -> Vec<Case> {
    vec![
        (
            "row-major",
            row_major::L::default().to_string(),
            row_major::tensor,
            row_major::hand,
            "",
        ),
        (
            "column-major",
            col_major::L::default().to_string(),
            col_major::tensor,
            col_major::hand,
            "",
        ),
        (
            "blocked_product tiling",
            blocked::L::default().to_string(),
            blocked::tensor,
            blocked::hand,
            "",
        ),
        (
            "logical_divide tiles",
            divided::L::default().to_string(),
            divided::tensor,
            divided::hand,
            "",
        ),
        (
            "row-major, run-time",
            make_layout!((512, 512):(512, _1)).to_string(),
            runtime::row_major_tensor,
            runtime::row_major_hand,
            "row_major_",
        ),
        (
            "column-major, run-time",
            make_layout!((512, 512):(_1, 512)).to_string(),
            runtime::col_major_tensor,
            runtime::col_major_hand,
            "col_major_",
        ),
        (
            "32x32 local_tiles of 1024x1024, run-time",
            format!(
                "{} tiles of {}",
                make_layout!((_32, _32):(_1, 1024)),
                make_layout!((1024, 1024):(_1, 1024))
            ),
            runtime::tiles_1024_tensor,
            runtime::tiles_1024_hand,
            "tiles_1024_",
        ),
        (
            "32x32 local_tiles of 1000x1000 (edge tiles predicated), run-time",
            format!(
                "{} tiles of {}",
                make_layout!((_32, _32):(_1, 1000)),
                make_layout!((1000, 1000):(_1, 1000))
            ),
            runtime::tiles_1000_tensor,
            runtime::tiles_1000_hand,
            "tiles_1000_",
        ),
    ]
}

/// Instructions of one call, counted by callgrind in a child process (None without valgrind).
fn instructions(case: usize, which: &str, prefix: &str) -> Option<u64> {
    let exe = std::env::current_exe().ok()?;
    let out = Command::new("valgrind")
        .args([
            "--tool=callgrind",
            "--callgrind-out-file=/dev/null",
            &format!("--toggle-collect=*::{prefix}{which}"),
        ])
        .arg(exe)
        .args(["--instr", &case.to_string(), which])
        .output()
        .ok()?;
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err.lines().find(|l| l.contains("Collected :"))?;
    line.split(':').nth(1)?.trim().parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let x: Vec<f32> = (0..LEN).map(|i| (i % 97) as f32).collect();
    let mut y: Vec<f32> = (0..LEN).map(|i| (i % 89) as f32).collect();
    if let Some(pos) = args.iter().position(|a| a == "--instr") {
        let case: usize = args[pos + 1].parse().unwrap();
        let (_, _, t, h, _) = cases()[case];
        if args[pos + 2] == "tensor" {
            t(&x, &mut y)
        } else {
            h(&x, &mut y)
        }
        black_box(&y);
        return;
    }
    // Both versions must compute the same thing.
    for (name, _, t, h, _) in cases() {
        let (mut y1, mut y2) = (y.clone(), y.clone());
        t(&x, &mut y1);
        h(&x, &mut y2);
        assert_eq!(y1, y2, "{name}: tensor and hand-written loops disagree");
    }
    let valgrind = Command::new("valgrind").arg("--version").output().is_ok();
    println!(
        "| pattern | layout | tensor ns | hand-written ns | ratio | instructions tensor / hand |"
    );
    println!("|---|---|---:|---:|---:|---|");
    for (i, (name, layout, t, h, prefix)) in cases().into_iter().enumerate() {
        // Both versions run on the same buffers (placement matters for strided patterns).
        let (ts, hs) = time_pair(|tensor| {
            if tensor {
                t(black_box(&x), black_box(&mut y))
            } else {
                h(black_box(&x), black_box(&mut y))
            }
        });
        let instr = if valgrind {
            match (
                instructions(i, "tensor", prefix),
                instructions(i, "hand", prefix),
            ) {
                (Some(a), Some(b)) => format!("{a} / {b}"),
                _ => "n/a".into(),
            }
        } else {
            "valgrind not installed".into()
        };
        println!(
            "| {name} | `{layout}` | {ts:.0} | {hs:.0} | {:.3} | {instr} |",
            ts / hs
        );
    }
}
