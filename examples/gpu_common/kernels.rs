//! CubeCL kernels generic over layouts, written the CuTe way, for sizes given at run time: a
//! shared-memory transpose ([`transpose_smem`]) and a SIMT SGEMM ([`sgemm_simt`]),
//! re-exported here, and what every GPU kernel of the examples shares: the layouts of a
//! run-time matrix, the kernels' tensor arguments as CubeCL expands them on the host
//! (`tensor_in`, `tensor_out`) and the CUDA source it generates (`generate`). A kernel takes each
//! matrix as a `GlobalTensor` (its array and its layout value, `(M,N):(ld,_1)` with run-time
//! leaves); everything cut from it (tiles, thread partitions, shared memory) is a static layout
//! the algebra resolved on the host (`LocalPartition`, `ThreadTile`, `ZippedDivide`,
//! `Composition` of a tile's `Coords`), so the only run-time values a kernel reads are the
//! tensors' own leaves.
//! Shared (through `#[path]`) by the GPU examples, `examples/gpu_emit.rs`, `hgemm.rs` and the
//! GPU tests.
#![allow(dead_code)]

#[path = "sgemm_simt.rs"]
pub mod sgemm_simt;
#[path = "transpose_smem.rs"]
pub mod transpose_smem;
// Each example that includes this file uses some of them.
#[allow(unused_imports)]
pub use sgemm_simt::*;
#[allow(unused_imports)]
pub use transpose_smem::*;

use cubecl::prelude::*;
use cute_layout::gpu::{GlobalTensor, GpuLayout2};
use cute_layout::prelude::*;
use cute_layout::{Dyn, Layout};

// ---------------------------------------------------------------------------------------------
// Layouts cut from a run-time matrix
// ---------------------------------------------------------------------------------------------

/// A row-major matrix with run-time extents and leading dimension: `(rows, cols):(ld, _1)`.
pub type RowMajor = Layout<(Dyn, Dyn), (Dyn, U1)>;
/// Mode 0 of `zipped_divide(L, T)`: one tile of `L` (the same layout for every tile).
pub type TileOf<L, T> = ModeOf<ZippedDivide<L, T>, U0>;
/// Mode 1 of `zipped_divide(L, T)`: the thread's elements when `T` is the shape of a thread
/// layout (CuTe's `local_partition` slices mode 0 at the thread's coordinate and keeps this).
pub type RestOf<L, T> = ModeOf<ZippedDivide<L, T>, U1>;

// ---------------------------------------------------------------------------------------------
// Which tile a cube computes
// ---------------------------------------------------------------------------------------------

/// A tile of C: its row and column among C's tiles.
#[derive(CubeType, Clone, Copy)]
pub struct TileIdx {
    pub row: u32,
    pub col: u32,
}

/// The tile of C this cube computes: the cubes of a `(x, y)` grid, in the order of their
/// linear index, take the tiles in groups of `group` rows of tiles, column by column within a
/// group (the last group may have fewer rows). The cubes in flight then read a few rows of A
/// and a few columns of B, whose tiles stay in L2 (CUTLASS's threadblock swizzle); `group`
/// 1 is row by row.
#[cube]
pub fn grouped_tile(#[comptime] group: u32) -> TileIdx {
    let pid = CUBE_POS_Y * CUBE_COUNT_X + CUBE_POS_X;
    let per_group = comptime!(group) * CUBE_COUNT_X;
    let first_row = pid / per_group * comptime!(group);
    let rows = min(CUBE_COUNT_Y - first_row, comptime!(group));
    TileIdx {
        row: first_row + pid % per_group % rows,
        col: pid % per_group / rows,
    }
}

// ---------------------------------------------------------------------------------------------
// Generated CUDA source, on the host (no GPU needed)
// ---------------------------------------------------------------------------------------------

/// A kernel compiled to CUDA C++ by CubeCL's CUDA compiler, on the host.
pub struct Generated {
    /// The entry point's name.
    pub name: String,
    /// The CUDA source (what CubeCL's runtime hands to NVRTC).
    pub source: String,
    /// Bytes of (dynamic) shared memory the launch needs.
    pub shared_bytes: usize,
}

pub fn generate(name: &str, cube_dim: CubeDim, body: impl FnOnce(&mut KernelBuilder)) -> Generated {
    use cubecl::cuda::{CudaCompiler, CudaRuntime};
    use cubecl::prelude::{AddressType, KernelSettings};
    let settings = KernelSettings::default()
        .cube_dim(cube_dim)
        .address_type(AddressType::U32)
        .kernel_name(name);
    let mut builder = KernelBuilder::default();
    builder.runtime_properties(<CudaRuntime as Runtime>::target_properties());
    settings.address_type.register(&mut builder.scope);
    body(&mut builder);
    let definition = builder.build(settings.clone());
    let mut compiler = CudaCompiler::default();
    let options = Default::default();
    let kernel = cubecl::Compiler::compile(
        &mut compiler,
        definition,
        &options,
        ExecutionMode::Unchecked,
        settings.address_type.unsigned_type(),
    )
    .expect("CubeCL compiles the kernel");
    Generated {
        name: name.to_string(),
        shared_bytes: kernel.shared_memory_size(),
        // CubeCL 0.10's `cp.async.mbarrier.arrive` helper names the barrier's handle
        // `uint64*`, which nvcc 13's `barrier_native_handle` (`uint64_t*`) does not convert to.
        source: kernel.to_string().replace(
            "uint64 *mbar_ptr = ::cuda::device::barrier_native_handle",
            "auto *mbar_ptr = ::cuda::device::barrier_native_handle",
        ),
    }
}

/// The sizes given on the command line (none: the example's defaults).
pub fn size_args() -> Vec<usize> {
    let parse = |a: String| a.parse().expect("sizes are integers");
    std::env::args().skip(1).map(parse).collect()
}

/// Milliseconds per launch over `runs` launches of `launch`, by the wall clock, reading `out`
/// back after the last one to wait for the device (what the examples print beside their
/// checks; the benchmark table times kernels with CUDA events instead).
pub fn wall_clock_ms<R: Runtime>(
    client: &ComputeClient<R>,
    out: &cubecl::server::Handle,
    runs: usize,
    launch: impl Fn(),
) -> f64 {
    let start = std::time::Instant::now();
    for _ in 0..runs {
        launch();
    }
    let _ = client.read_one_unchecked(out.clone());
    start.elapsed().as_secs_f64() * 1e3 / runs as f64
}

pub fn array_in(builder: &mut KernelBuilder) -> <Array<f32> as CubeType>::ExpandType {
    array_in_of::<f32>(builder)
}

pub fn array_in_of<T: CubePrimitive>(
    builder: &mut KernelBuilder,
) -> <Array<T> as CubeType>::ExpandType {
    <Array<T> as LaunchArg>::expand(&ArrayCompilationArg { inplace: None }, builder)
}

pub fn array_out<T: CubePrimitive>(
    builder: &mut KernelBuilder,
) -> <Array<T> as CubeType>::ExpandType {
    <Array<T> as LaunchArg>::expand_output(&ArrayCompilationArg { inplace: None }, builder)
}

/// What a generated kernel reads from its info block: each argument's run-time words (a tensor
/// argument's leaves, `host::dyn_leaves2`; a scalar), in argument order.
pub fn info_block<const N: usize>(args: [Vec<u32>; N]) -> Vec<u32> {
    args.into_iter().flatten().collect()
}

/// A tensor argument of element `T` and layout `L`, read by the kernel.
pub fn tensor_in<T: CubePrimitive, L: GpuLayout2 + Send + Sync>(
    builder: &mut KernelBuilder,
) -> <GlobalTensor<T, L> as CubeType>::ExpandType {
    <GlobalTensor<T, L> as LaunchArg>::expand(&GlobalTensor::<T, L>::compilation_arg(), builder)
}

/// A tensor argument the kernel writes.
pub fn tensor_out<T: CubePrimitive, L: GpuLayout2 + Send + Sync>(
    builder: &mut KernelBuilder,
) -> <GlobalTensor<T, L> as CubeType>::ExpandType {
    <GlobalTensor<T, L> as LaunchArg>::expand_output(
        &GlobalTensor::<T, L>::compilation_arg(),
        builder,
    )
}

pub fn leaves_in(
    builder: &mut KernelBuilder,
    len: usize,
) -> <Sequence<u32> as CubeType>::ExpandType {
    let arg: SequenceCompilationArg<u32> = (0..len).map(|_| ()).collect();
    <Sequence<u32> as LaunchArg>::expand(&arg, builder)
}
