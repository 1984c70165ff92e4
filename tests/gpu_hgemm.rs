//! The tensor-core HGEMM's shared-memory addresses (`examples/gpu_common/hgemm.rs`), checked
//! without a GPU on the code that runs in the kernel: a probe kernel built from
//! `gpu::SwizzledPart` is compiled by CubeCL to CUDA C++, then by g++ for the CPU
//! (`gpu_probes`), and every thread's addresses are compared with the library's partitions.
//!
//! `CUDARC_CUDA_VERSION=13000 cargo test --features gpu --test gpu_hgemm` (needs g++).
#![cfg(feature = "gpu")]

mod gpu_probes;
#[path = "../examples/gpu_common/hgemm.rs"]
mod hgemm;
#[path = "../examples/gpu_common/kernels.rs"]
mod kernels;

use cubecl::prelude::*;
use cute_layout::gpu::{GpuLayout2, GpuLayout3, SmemLayout, SwizzledPart};
use cute_layout::prelude::*;
use gpu_probes::{check, probe};

/// Thread `t` writes the shared-memory offsets of its part of an HGEMM stage, every
/// `(0, i, j)` of every stage, as [`SwizzledPart`] computes them (its swizzled start once,
/// then a constant per element): `at`, or with `unit > 1` the kernel's `index` in vectors of
/// `unit` elements, times `unit`.
#[cube]
fn probe_swizzled_part<
    S: SmemLayout,
    Thr: GpuLayout2 + StaticLayout,
    Part: GpuLayout3 + StaticLayout,
>(
    out: &mut Array<u32>,
    #[comptime] unit: u32,
) {
    let t = CUBE_POS_X * CUBE_DIM_X + UNIT_POS_X;
    let stage = comptime!(<S as SmemLayout>::COSIZE as u32);
    let p = SwizzledPart::<S, Thr, Part>::new(t, hgemm::STAGES, stage);
    let (n1, n2) = comptime!((Part::SIZE1 as u32, Part::SIZE2 as u32));
    let per = comptime!(n1 * n2 * hgemm::STAGES);
    #[unroll]
    for s in 0..hgemm::STAGES {
        #[unroll]
        for j in 0..n2 {
            #[unroll]
            for i in 0..n1 {
                let at = if comptime!(unit > 1) {
                    p.index(0u32, i, j, s, unit) * unit
                } else {
                    p.at(0u32, i, j, s)
                };
                out[(t * per + i + n1 * (j + n2 * s)) as usize] = at;
            }
        }
    }
}

/// What thread `t` of a part must write, for every element and stage: the plain offsets of
/// the library's partition (`parts(t)`) under the swizzle `sw`.
fn want<P: Crd2IdxOp<usize> + GpuLayout3>(
    parts: impl Fn(usize) -> (P, isize),
    stage: usize,
    sw: fn(i64) -> i64,
) -> Vec<u32> {
    let mut w = Vec::new();
    for t in 0..hgemm::THREADS as usize {
        let (part, start) = parts(t);
        for s in 0..hgemm::STAGES as usize {
            for j in 0..P::SIZE2 {
                for i in 0..P::SIZE1 {
                    let plain = start + part.crd2idx(P::SIZE0 * (i + P::SIZE1 * j));
                    w.push(sw(plain as i64 + (s * stage) as i64) as u32);
                }
            }
        }
    }
    w
}

/// A probe of one part, `f` expanding the kernel.
fn part(
    name: &str,
    want: Vec<u32>,
    f: fn(&mut KernelBuilder, <Array<u32> as CubeType>::ExpandType),
) -> gpu_probes::Probe {
    let per = want.len() / hgemm::THREADS as usize;
    let mut p = probe(name, vec![], want, |b, out, _| f(b, out));
    p.per_thread = per;
    p
}

/// One probe of a swizzled part: the kernel computes operand `$op`'s `$thr`/`$part` in the
/// stage `$smem` (in units of `$unit` elements); the library's `get_slice(t).$partition` of the
/// copy `$copy` over the plain stage `$plain`, under the swizzle `$sw`, says what it must write.
macro_rules! swizzled {
    ($name:literal: $copy:ty, $partition:ident ($p:ident), $smem:ty, $plain:ty, $sw:expr,
     $op:ty, $thr:ident, $part:ident, unit $unit:literal) => {
        part(
            $name,
            want::<$p<$copy, $plain>>(
                |t| <$copy>::default().get_slice(t).$partition(<$plain>::default()),
                <$smem as SmemLayout>::COSIZE,
                $sw,
            ),
            |b, out| {
                probe_swizzled_part::expand::<
                    $smem,
                    <$op as Operand>::$thr,
                    <$op as Operand>::$part,
                >(&mut b.scope, out, $unit)
            },
        )
    };
}

/// The HGEMM's swizzled shared-memory parts (the cp.async destinations of A, the ldmatrix
/// sources of A and B), as the kernel computes them, against the library's partition of the
/// plain tile under the swizzle (`get_slice(t).partition_d/s` and `Sw<2,3,3>` for K-major
/// operands, `Sw<3,3,3>` for MN-major ones), for every thread, element and stage.
#[test]
fn hgemm_swizzled_parts_match_the_library() {
    use cute_layout::atom::{PartitionD, PartitionS};
    use cute_layout::swizzle::Swizzle;
    use cute_layout::typenum::{U2, U3};
    use hgemm::{
        G2s, G2sMn, LdsmA, LdsmAT, LdsmB, LdsmBT, OpA, OpAMn, OpB, OpBMn, Operand, SmemMn,
        SmemMnPlain, SmemOp, SmemPlain,
    };
    let k_major: fn(i64) -> i64 = Swizzle::<U2, U3, U3>::apply;
    let mn_major: fn(i64) -> i64 = Swizzle::<U3, U3, U3>::apply;
    // The kernel's addresses (`index` in 16-byte vectors), and `at` for two of the parts.
    check(vec![
        swizzled!("hgemm_cp_a": G2s, partition_d(PartitionD), SmemOp, SmemPlain, k_major,
            OpA, CpSThr, CpSPart, unit 8),
        swizzled!("hgemm_ld_a": LdsmA, partition_s(PartitionS), SmemOp, SmemPlain, k_major,
            OpA, LdThr, LdPart, unit 8),
        swizzled!("hgemm_ld_b": LdsmB, partition_s(PartitionS), SmemOp, SmemPlain, k_major,
            OpB, LdThr, LdPart, unit 8),
        swizzled!("hgemm_cp_mn": G2sMn, partition_d(PartitionD), SmemMn, SmemMnPlain, mn_major,
            OpAMn, CpSThr, CpSPart, unit 8),
        swizzled!("hgemm_ld_a_mn": LdsmAT, partition_s(PartitionS), SmemMn, SmemMnPlain,
            mn_major, OpAMn, LdThr, LdPart, unit 8),
        swizzled!("hgemm_ld_b_mn": LdsmBT, partition_s(PartitionS), SmemMn, SmemMnPlain,
            mn_major, OpBMn, LdThr, LdPart, unit 8),
        swizzled!("hgemm_cp_a_at": G2s, partition_d(PartitionD), SmemOp, SmemPlain, k_major,
            OpA, CpSThr, CpSPart, unit 1),
        swizzled!("hgemm_ld_a_at": LdsmA, partition_s(PartitionS), SmemOp, SmemPlain, k_major,
            OpA, LdThr, LdPart, unit 1),
    ]);
}

/// The kernel moves registers in pairs (`V2`): the ldmatrix copy's values `2r` and `2r + 1`
/// land in one 32-bit register of the fragment (`Ret`), and the MMA reads the fragment's
/// values `2r`, `2r + 1` from one register (`Frag`), for every operand layout.
#[test]
fn hgemm_registers_move_in_pairs() {
    use hgemm::{OpA, OpAMn, OpB, OpBMn, Operand};
    fn pairs<L: Crd2IdxOp<usize> + GpuLayout3 + Default>(what: &str) {
        let l = L::default();
        for v in (0..L::SIZE0).step_by(2) {
            for i in 0..L::SIZE1 {
                for j in 0..L::SIZE2 {
                    let at = |v: usize| l.crd2idx(v + L::SIZE0 * (i + L::SIZE1 * j));
                    assert!(
                        at(v) % 2 == 0 && at(v + 1) == at(v) + 1,
                        "{what}: values {v}, {} of ({i}, {j}) at {}, {}",
                        v + 1,
                        at(v),
                        at(v + 1)
                    );
                }
            }
        }
    }
    pairs::<<OpA as Operand>::Ret>("A's ldmatrix");
    pairs::<<OpB as Operand>::Ret>("B's ldmatrix");
    pairs::<<OpAMn as Operand>::Ret>("A's ldmatrix.trans");
    pairs::<<OpBMn as Operand>::Ret>("B's ldmatrix.trans");
    pairs::<<OpA as Operand>::Frag>("A's fragment");
    pairs::<<OpAMn as Operand>::Frag>("A's fragment (MN-major)");
    pairs::<<OpB as Operand>::Frag>("B's fragment");
}
