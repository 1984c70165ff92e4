//! Tensors as kernel arguments (`gpu::GlobalTensor`), checked without a GPU on the code that
//! runs in the kernel: probe kernels take a `GlobalTensor` (an array and its layout's run-time
//! leaves), cut a tile (`local_tile`) and a thread's part of it (`local_partition` by a thread
//! layout, or a TiledCopy's `partition_S`) and write each element's offset, or a mark where the
//! element lies outside the tensor. CubeCL compiles them to CUDA C++ on the host, g++ for the
//! CPU (`gpu_probes`), and what each thread wrote is compared with the library's own
//! `local_tile`, `local_partition` and `partition_s` of the layout value; the HGEMM's operands
//! also as its full copies form them, tile 0's offsets plus steps (`PartView::step`). The order
//! in which the HGEMM's cubes take C's tiles (`grouped_tile`) is checked on 2-D grids against
//! the order's definition.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_tensor` (needs g++).
#![cfg(feature = "gpu")]

mod gpu_probes;
#[path = "../examples/gpu_common/hgemm.rs"]
mod hgemm;
#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cubecl::prelude::*;
use cute_layout::atom::PartitionC;
use cute_layout::gpu::{
    host, CoordTile, Coords, FlatMatrix, GlobalTensor, GpuLayout, GpuLayout2, MmaThreadsC,
    ThreadLayout2, ThreadTile,
};
use cute_layout::prelude::*;
use cute_layout::typenum::{Unsigned, U128, U32};
use gpu_probes::{check, probe_kernel, Probe};
use kernels::*;

/// What a probe writes for an element outside the tensor.
const OUTSIDE: u32 = u32::MAX;

/// Thread `t` writes the offsets of the `n` elements of its part `P` (starting at `Start`) of
/// tile `(b0, b1)` of `x`, or [`OUTSIDE`]; `by_thread` picks `local_partition` by the thread
/// layout `Thr` over `partition` by a thread-value layout (of tile `(b0, 0)`, `shifted` to
/// `(b0, b1)`).
#[cube]
#[allow(clippy::too_many_arguments)]
fn probe_part<
    L: GpuLayout2 + Send + Sync,
    Id: CoordTile,
    P: GpuLayout + StaticLayout,
    Start: GpuLayout2 + StaticLayout,
    Thr: ThreadLayout2,
>(
    x: &mut GlobalTensor<u32, L>,
    #[comptime] b0: u32,
    #[comptime] b1: u32,
    #[comptime] n: u32,
    #[comptime] by_thread: bool,
) {
    let t = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    // A kernel may read a tensor's layout more than once (the first read must leave the
    // leaves in place for the next).
    let rows = x.layout().rows();
    let part = if comptime!(by_thread) {
        x.layout()
            .local_tile::<Id>(b0, b1)
            .local_partition::<P, Start, Thr>(t)
    } else {
        // As the HGEMM walks K: the part of tile (b0, 0), shifted to tile (b0, b1).
        x.layout()
            .local_tile::<Id>(b0, 0u32)
            .partition::<P, Start>(t)
            .shifted(0u32, b1 * comptime!(Id::SIZE1 as u32))
    };
    #[unroll]
    for i in 0..n {
        let inside = part.inside(i) && rows > 0u32;
        x.data[(t * n + i) as usize] = select(inside, part.at(i), comptime!(OUTSIDE));
    }
}

/// As [`probe_part`] by a thread-value layout, with each offset in tile `(b0, b1)` formed as
/// the HGEMM forms it: the offset in tile `(b0, 0)` plus `b1` steps of a tile's columns
/// (`PartView::step`, CuTe's `tAgA(_, _, _, b1)`), for layouts with a leaf in each mode.
#[cube]
fn probe_stepped<
    L: FlatMatrix,
    Id: CoordTile,
    P: GpuLayout + StaticLayout,
    Start: GpuLayout2 + StaticLayout,
>(
    x: &mut GlobalTensor<u32, L>,
    #[comptime] b0: u32,
    #[comptime] b1: u32,
    #[comptime] n: u32,
) {
    let t = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    let first = x
        .layout()
        .local_tile::<Id>(b0, 0u32)
        .partition::<P, Start>(t);
    let step = first.step(0u32, comptime!(Id::SIZE1 as u32));
    let part = first.shifted(0u32, b1 * comptime!(Id::SIZE1 as u32));
    #[unroll]
    for i in 0..n {
        let at = first.at(i) + b1 * step;
        x.data[(t * n + i) as usize] = select(part.inside(i), at, comptime!(OUTSIDE));
    }
}

/// The probe of thread `t`'s part `P` (starting at `Start`) of tile `b` of the layout value `l`
/// (type `$lt`), for every one of `$threads` threads, cut in the kernel by `local_partition`
/// with the thread layout `$thr` (`by_thread`) or by `partition` (`by_value`, a thread-value
/// layout's start). What each thread must write comes from the library: `$host` gives a thread
/// `th`'s element offsets from the start of `tile`, and is run on the layout value's tile (the
/// offsets) and on the tile's `Coords` (whether each element lies inside the tensor).
macro_rules! parts {
    ($name:expr, $l:expr => $lt:ty, tile ($t0:ty, $t1:ty) at $b:expr, part $p:ty, from $start:ty,
     $how:ident $thr:ty, threads $threads:expr, |$tile:ident, $th:ident| $host:expr) => {{
        let l: $lt = $l;
        let b: (usize, usize) = $b;
        type Id = Coords<$t0, $t1>;
        let (rows, cols) = (l.get::<U0>().size(), l.get::<U1>().size());
        let (t0, t1) = (<$t0>::USIZE, <$t1>::USIZE);
        let (tile, start) = l.try_local_tile(<($t0, $t1)>::default(), b).expect("the tile");
        let n = <$p as StaticLayout>::SIZE;
        let mut want = Vec::new();
        for th in 0..$threads {
            let offsets: Vec<isize> = {
                let ($tile, $th) = (tile, th);
                $host
            };
            let coords: Vec<isize> = {
                let ($tile, $th) = (Id::new(), th);
                $host
            };
            assert_eq!((offsets.len(), coords.len()), (n, n));
            for (o, c) in offsets.into_iter().zip(coords) {
                let (r, c) = (c as usize & 0xFFFF, c as usize >> 16);
                let inside = b.0 * t0 + r < rows && b.1 * t1 + c < cols;
                want.push(if inside { (start as isize + o) as u32 } else { OUTSIDE });
            }
        }
        probe_kernel($name, host::dyn_leaves2(l), want, n, |k| {
            let x = <GlobalTensor<u32, $lt> as LaunchArg>::expand_output(
                &GlobalTensor::<u32, $lt>::compilation_arg(),
                k,
            );
            parts!(@call $how, [$lt, Id, $p, $start], [$thr], k, x, b, n);
        })
    }};
    (@call by_step, [$($g:ty),*], [$thr:ty], $k:ident, $x:ident, $b:ident, $n:ident) => {
        probe_stepped::expand::<$($g),*>(&mut $k.scope, $x, $b.0 as u32, $b.1 as u32, $n as u32)
    };
    (@call $how:ident, [$($g:ty),*], [$thr:ty], $k:ident, $x:ident, $b:ident, $n:ident) => {
        probe_part::expand::<$($g),*, $thr>(
            &mut $k.scope,
            $x,
            $b.0 as u32,
            $b.1 as u32,
            $n as u32,
            parts!(@by $how),
        )
    };
    (@by by_thread) => { true };
    (@by by_value) => { false };
}

/// Thread `th`'s element offsets of `local_partition(tile, thr, th)`.
fn by_thread<T, Thr>(tile: T, thr: Thr, th: usize) -> Vec<isize>
where
    T: LayoutAlgebra + LocalPartitionOp<Thr>,
    LocalPartition<T, Thr>: Crd2IdxOp<usize>,
{
    let (p, o) = tile.try_local_partition(thr, th).expect("a thread's part");
    (0..p.size()).map(|i| o as isize + p.crd2idx(i)).collect()
}

/// The element offsets of a TiledCopy's or TiledMMA's part `(layout, start)`.
fn values<P: Crd2IdxOp<usize> + AnyLayout>((p, o): (P, isize)) -> Vec<isize> {
    (0..p.size()).map(|i| o + p.crd2idx(i)).collect()
}

fn transpose_like_probes() -> Vec<Probe> {
    type Rm = cute_layout::Layout<(Dyn, Dyn), (Dyn, U1)>;
    type Cm = cute_layout::Layout<(Dyn, Dyn), (U1, Dyn)>;
    type Hier = cute_layout::Layout<((U4, Dyn), Dyn), ((U1, Dyn), Dyn)>;
    type Thr = <Transpose32 as TransposeCfg>::Thr;
    type Part = <Transpose32 as TransposeCfg>::Part;
    type Start = <Transpose32 as TransposeCfg>::Start;
    type Small = layout!((4, 8):(1, 4));
    let (m, n, ld) = (70usize, 45usize, 48usize);
    let mut probes = Vec::new();
    for (p, b) in [(0usize, 0usize), (1, 1), (2, 1)].into_iter().enumerate() {
        // The transpose's tiles and threads, row-major (the tile at (2, 1) is partial).
        probes.push(parts!(
            &format!("rm{p}"), make_layout!((m, n):(ld, _1)) => Rm,
            tile (U32, U32) at b, part Part, from Start, by_thread Thr, threads 256,
            |tile, th| by_thread(tile, Thr::new(), th)
        ));
        // Column-major, `n x m`: the same tiles, transposed.
        probes.push(parts!(
            &format!("cm{p}"), make_layout!((n, m):(_1, ld)) => Cm,
            tile (U32, U32) at (b.1, b.0), part Part, from Start, by_thread Thr, threads 256,
            |tile, th| by_thread(tile, Thr::new(), th)
        ));
        // A mode of two leaves: the coordinates wrap inside the mode.
        probes.push(parts!(
            &format!("hier{p}"), make_layout!(((_4, 18usize), n):((_1, 5usize), 100usize)) => Hier,
            tile (U32, U32) at b, part LocalPartition<Coords<U32, U32>, Small>,
            from ThreadTile<Coords<U32, U32>, Small>, by_thread Small, threads 32,
            |tile, th| by_thread(tile, Small::new(), th)
        ));
    }
    probes
}

#[test]
fn local_partitions_of_tensor_arguments_match_the_library() {
    check(transpose_like_probes());
}

/// The SIMT SGEMM's global parts: a copy thread's line of four rows of A (four columns of B),
/// and a compute thread's 8 x 8 of C in the threads' row and column order.
#[test]
fn sgemm_partitions_of_tensor_arguments_match_the_library() {
    type K = SgemmRowMajor;
    let (m, n, k) = (200usize, 136usize, 20usize);
    let (la, lb, lc) = K::layouts((m, n, k), (k + 3, n + 3, n + 6));
    type K4 = SgemmRowMajor4;
    let (_, lb4, _) = K4::layouts((m, n, k), (k + 3, n + 4, n + 6));
    // Copy thread `th`'s line: the tile divided into lines of `$line` (four rows or four
    // columns), the thread's line start among them (`$thr`), then the line's four elements.
    macro_rules! line_of_four {
        ($tile:expr, $line:tt, $thr:ty, $th:expr) => {{
            let lines = $tile.zipped_divide(make_shape!($line));
            let start = by_thread(lines.get::<U1>(), <$thr>::new(), $th);
            let line = lines.get::<U0>();
            (0..4).map(|i| start[0] + line.crd2idx(i)).collect()
        }};
    }
    let mut probes = Vec::new();
    for (p, (bm, kt, bn)) in [(0usize, 0usize, 0usize), (1, 2, 1)]
        .into_iter()
        .enumerate()
    {
        probes.push(parts!(
            &format!("a{p}"), la => RowMajor,
            tile (U128, U8) at (bm, kt), part <K as SgemmCfg>::LineA,
            from <K as SgemmCfg>::LineStartA, by_thread <K as SgemmCfg>::CopyThrA, threads 256,
            |tile, th| line_of_four!(tile, (_4, _1), <K as SgemmCfg>::CopyThrA, th)
        ));
        probes.push(parts!(
            &format!("b{p}"), lb => RowMajor,
            tile (U8, U128) at (kt, bn), part <K as SgemmCfg>::LineB,
            from <K as SgemmCfg>::LineStartB, by_thread <K as SgemmCfg>::CopyThrB, threads 256,
            |tile, th| line_of_four!(tile, (_1, _4), <K as SgemmCfg>::CopyThrB, th)
        ));
        // B in lines of four floats (`SgemmRowMajor4`): the same tile is 32 lines wide, and a
        // thread's line is one element.
        probes.push(parts!(
            &format!("b4_{p}"), lb4 => RowMajor,
            tile (U8, U32) at (kt, bn), part <K4 as SgemmCfg>::LineB,
            from <K4 as SgemmCfg>::LineStartB, by_thread <K4 as SgemmCfg>::CopyThrB, threads 256,
            |tile, th| {
                let lines = tile.zipped_divide(make_shape!((_1, _1)));
                let start = by_thread(lines.get::<U1>(), <K4 as SgemmCfg>::CopyThrB::new(), th);
                vec![start[0] + lines.get::<U0>().crd2idx(0)]
            }
        ));
        probes.push(parts!(
            &format!("c{p}"), lc => RowMajor,
            tile (U128, U128) at (bm, bn), part <K as SgemmCfg>::PartC,
            from <K as SgemmCfg>::StartC, by_thread <K as SgemmCfg>::CThr, threads 256,
            |tile, th| {
                let by = <(ByThread, ByThread)>::default();
                by_thread(tile.composition(by), <K as SgemmCfg>::CThr::new(), th)
            }
        ));
    }
    check(probes);
}

/// The HGEMM's global parts: each operand's cp.async part (`Operand::CpPart` from `CpThr`)
/// against `partition_s`, and the epilogue's part of C against `partition_c`, on a ragged
/// problem (full and partial tiles).
#[test]
fn hgemm_partitions_of_tensor_arguments_match_the_library() {
    use hgemm::{G2s, G2sMn, Mma, OpA, OpAMn, Operand};
    type One = layout!((1, 1):(0, 0));
    type CPart = PartitionC<Mma, Coords<U128, U128>>;
    type CThr = MmaThreadsC<Mma, Coords<U128, U128>>;
    let (rows, n, k, ld) = (200usize, 136usize, 40usize, 48usize);
    let threads = hgemm::THREADS as usize;
    let mut probes = Vec::new();
    for (p, b) in [(0usize, 0usize), (1, 1)].into_iter().enumerate() {
        // Each operand's part, shifted to tile `b` (`by_value`), and as the kernel's full
        // copies form it, tile 0's offsets plus steps (`by_step`).
        macro_rules! operand_probes {
            ($how:ident, $name:literal) => {
                probes.push(parts!(
                    &format!("kmajor{}{p}", $name), OpA::layout(rows, k, ld) => hgemm::KMajor,
                    tile (U128, U32) at b, part <OpA as Operand>::CpPart,
                    from <OpA as Operand>::CpThr, $how One, threads threads,
                    |tile, th| values(G2s::default().get_slice(th).partition_s(tile))
                ));
                probes.push(parts!(
                    &format!("mnmajor{}{p}", $name),
                    OpAMn::layout(rows, k, rows + 8) => hgemm::MnMajor,
                    tile (U128, U32) at b, part <OpAMn as Operand>::CpPart,
                    from <OpAMn as Operand>::CpThr, $how One, threads threads,
                    |tile, th| values(G2sMn::default().get_slice(th).partition_s(tile))
                ));
            };
        }
        operand_probes!(by_value, "");
        operand_probes!(by_step, "_step");
        probes.push(parts!(
            &format!("c{p}"), hgemm::c_layout(rows, n, n + 2) => hgemm::CMat,
            tile (U128, U128) at b, part CPart, from CThr, by_value One, threads threads,
            |tile, th| values(Mma::default().get_slice(th).partition_c(tile))
        ));
    }
    check(probes);
}

/// Every thread of a cube writes the tile of C that `grouped_tile` gives the cube (row, then
/// column), at the cube's linear index.
#[cube]
fn probe_grouped_tile(out: &mut Array<u32>, #[comptime] group: u32) {
    let tile = grouped_tile(group);
    let at = ((CUBE_POS_Y * CUBE_COUNT_X + CUBE_POS_X) * CUBE_DIM + UNIT_POS) * 2;
    out[at as usize] = tile.row;
    out[(at + 1) as usize] = tile.col;
}

/// The order in which the HGEMM's cubes take C's tiles, on 2-D grids: group after group of
/// `group` rows of tiles (the last group shorter), column by column within a group, row by
/// row within a column: each tile once.
#[test]
fn grouped_tiles_take_c_group_by_group() {
    let probes = [
        (5usize, 37usize, 16usize),
        (3, 21, 16),
        (5, 19, 8),
        (3, 8, 16),
        (6, 3, 1),
    ]
    .into_iter()
    .map(|(gx, gy, group)| {
        let mut order = Vec::new();
        for first in (0..gy).step_by(group) {
            for col in 0..gx {
                for row in first..(first + group).min(gy) {
                    order.push([row as u32, col as u32]);
                }
            }
        }
        let per_cube = gpu_probes::CUBE;
        let want = order
            .iter()
            .flat_map(|tile| std::iter::repeat_n(tile, per_cube).flatten().copied())
            .collect();
        let name = format!("grouped_{gx}x{gy}_by_{group}");
        Probe {
            grid: Some((gx, gy)),
            ..probe_kernel(&name, Vec::new(), want, 2, |b| {
                let out = array_out::<u32>(b);
                probe_grouped_tile::expand(&mut b.scope, out, group as u32);
            })
        }
    })
    .collect();
    check(probes);
}
