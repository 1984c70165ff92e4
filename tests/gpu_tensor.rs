//! Tensors as kernel arguments (`gpu::GlobalTensor`), checked without a GPU on the code that
//! runs in the kernel: probe kernels take a `GlobalTensor` (an array and its layout's run-time
//! leaves), cut a tile (`local_tile`) and a thread's part of it (`local_partition` by a thread
//! layout, or a TiledCopy's `partition_S`) and write each element's offset, or a mark where the
//! element lies outside the tensor. CubeCL compiles them to CUDA C++ on the host, g++ for the
//! CPU (`gpu_probes`), and what each thread wrote is compared with the library's own
//! `local_tile`, `local_partition` and `partition_s` of the layout value.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_tensor` (needs g++).
#![cfg(feature = "gpu")]

mod gpu_probes;
#[path = "../examples/gpu_common/hgemm.rs"]
mod hgemm;
#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cubecl::prelude::*;
use cute_layout::atom::{PartitionS, Src};
use cute_layout::gpu::{
    host, Coords, CopyThreads, GlobalTensor, GpuLayout, GpuLayout2, StaticLayout2, ThreadLayout2,
    ThreadTile,
};
use cute_layout::prelude::*;
use cute_layout::typenum::{Unsigned, U128, U32};
use gpu_probes::{check, probe_kernel, Probe};

/// What a probe writes for an element outside the tensor.
const OUTSIDE: u32 = u32::MAX;

/// Thread `t` writes the offsets of the `n` elements of its part `P` (starting at `Start`) of
/// tile `(b0, b1)` of `x`, or [`OUTSIDE`]; `by_thread` picks `local_partition` by the thread
/// layout `Thr` over `partition` by a thread-value layout.
#[cube]
#[allow(clippy::too_many_arguments)]
fn probe_part<
    L: GpuLayout2 + Send + Sync,
    Id: StaticLayout2,
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
    let tile = x.layout().local_tile::<Id>(b0, b1);
    let part = if comptime!(by_thread) {
        tile.local_partition::<P, Start, Thr>(t)
    } else {
        tile.partition::<P, Start>(t)
    };
    #[unroll]
    for i in 0..n {
        x.data[(t * n + i) as usize] = select(part.inside(i), part.at(i), comptime!(OUTSIDE));
    }
}

/// Whether `(row, col)` of tile `(b0, b1)` of a `T0 x T1` tiling lies inside `rows x cols`.
fn inside(b: (usize, usize), t: (usize, usize), c: usize, rows: usize, cols: usize) -> bool {
    b.0 * t.0 + (c & 0xFFFF) < rows && b.1 * t.1 + (c >> 16) < cols
}

/// The probe of `local_partition(local_tile(l, T, b), Thr, t)` for every thread `t`: what the
/// library's `local_tile` and `local_partition` of the layout value give, and the element's
/// coordinates from the same partition of the tile's [`Coords`].
macro_rules! by_thread {
    ($name:expr, $l:expr, $lt:ty, ($t0:ty, $t1:ty), $thr:ty, $b:expr) => {{
        let l: $lt = $l;
        let b: (usize, usize) = $b;
        type Id = Coords<$t0, $t1>;
        type Thr = $thr;
        let tiler = <($t0, $t1)>::default();
        let (rows, cols) = (l.get::<U0>().size(), l.get::<U1>().size());
        let tshape = (<$t0>::USIZE, <$t1>::USIZE);
        let (tile, start) = l.try_local_tile(tiler, b).expect("the tile");
        let n = <LocalPartition<Id, Thr> as StaticLayout>::SIZE;
        let mut want = Vec::new();
        for th in 0..<Thr as StaticLayout>::SIZE {
            let (part, off) = tile.try_local_partition(Thr::new(), th).unwrap();
            let (cpart, coff) = Id::new().try_local_partition(Thr::new(), th).unwrap();
            for i in 0..n {
                let c = coff as usize + cpart.crd2idx(i) as usize;
                want.push(if inside(b, tshape, c, rows, cols) {
                    (start as isize + off as isize + part.crd2idx(i)) as u32
                } else {
                    OUTSIDE
                });
            }
        }
        probe_kernel($name, host::dyn_leaves2(&l), want, n, |k| {
            let x = <GlobalTensor<u32, $lt> as LaunchArg>::expand_output(
                &GlobalTensor::<u32, $lt>::compilation_arg(),
                k,
            );
            probe_part::expand::<$lt, Id, LocalPartition<Id, Thr>, ThreadTile<Id, Thr>, Thr>(
                &mut k.scope,
                x,
                b.0 as u32,
                b.1 as u32,
                n as u32,
                true,
            );
        })
    }};
}

fn thread_probes() -> Vec<Probe> {
    type Rm = cute_layout::Layout<(Dyn, Dyn), (Dyn, U1)>;
    type Cm = cute_layout::Layout<(Dyn, Dyn), (U1, Dyn)>;
    type Hier = cute_layout::Layout<((U4, Dyn), Dyn), ((U1, Dyn), Dyn)>;
    let (m, n, ld) = (70usize, 45usize, 48usize);
    let mut probes = Vec::new();
    for (p, b) in [(0usize, 0usize), (1, 1), (2, 1)].into_iter().enumerate() {
        // The transpose's tiles and threads, row-major (the tile at (2, 1) is partial).
        probes.push(by_thread!(
            &format!("rm{p}"),
            make_layout!((m, n):(ld, _1)),
            Rm,
            (U32, U32),
            layout!((8, 32):(32, 1)),
            b
        ));
        // Column-major, `n x m`: the same tiles, transposed.
        probes.push(by_thread!(
            &format!("cm{p}"),
            make_layout!((n, m):(_1, ld)),
            Cm,
            (U32, U32),
            layout!((8, 32):(32, 1)),
            (b.1, b.0)
        ));
        // A mode of two leaves: the coordinates wrap inside the mode.
        probes.push(by_thread!(
            &format!("hier{p}"),
            make_layout!(((_4, 18usize), n):((_1, 5usize), 100usize)),
            Hier,
            (U32, U32),
            layout!((4, 8):(1, 4)),
            b
        ));
    }
    probes
}

#[test]
fn local_partitions_of_tensor_arguments_match_the_library() {
    check(thread_probes());
}

/// The probe of a TiledCopy's `partition_S` of tile `b` of `l`, every thread.
macro_rules! by_copy {
    ($name:expr, $l:expr, $lt:ty, $copy:ty, $b:expr) => {{
        let l: $lt = $l;
        let b: (usize, usize) = $b;
        type Id = Coords<U128, U32>;
        type P = PartitionS<$copy, Id>;
        type Start = CopyThreads<$copy, Src, Id>;
        let (rows, cols) = (l.get::<U0>().size(), l.get::<U1>().size());
        let (tile, start) = l.try_local_tile(<shape!((128, 32))>::default(), b).unwrap();
        let n = <P as StaticLayout>::SIZE;
        let threads = hgemm::THREADS as usize;
        let mut want = Vec::new();
        for th in 0..threads {
            let (part, off) = <$copy>::default().get_slice(th).partition_s(tile);
            let (cpart, coff) = <$copy>::default().get_slice(th).partition_s(Id::new());
            for i in 0..n {
                let c = coff as usize + cpart.crd2idx(i) as usize;
                want.push(if inside(b, (128, 32), c, rows, cols) {
                    (start as isize + off + part.crd2idx(i)) as u32
                } else {
                    OUTSIDE
                });
            }
        }
        probe_kernel($name, host::dyn_leaves2(&l), want, n, |k| {
            let x = <GlobalTensor<u32, $lt> as LaunchArg>::expand_output(
                &GlobalTensor::<u32, $lt>::compilation_arg(),
                k,
            );
            probe_part::expand::<$lt, Id, P, Start, layout!((1, 1):(0, 0))>(
                &mut k.scope,
                x,
                b.0 as u32,
                b.1 as u32,
                n as u32,
                false,
            );
        })
    }};
}

#[test]
fn copy_partitions_of_tensor_arguments_match_partition_s() {
    let (rows, k, ld) = (200usize, 40usize, 48usize);
    let mut probes = Vec::new();
    for (p, b) in [(0usize, 0usize), (1, 1)].into_iter().enumerate() {
        probes.push(by_copy!(
            &format!("kmajor{p}"),
            make_layout!((rows, k):(ld, _1)),
            hgemm::KMajor,
            hgemm::G2s,
            b
        ));
        probes.push(by_copy!(
            &format!("mnmajor{p}"),
            make_layout!((rows, k):(_1, rows + 8)),
            hgemm::MnMajor,
            hgemm::G2sMn,
            b
        ));
    }
    check(probes);
}
