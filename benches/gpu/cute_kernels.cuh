// The same kernels as examples/gpu_common/kernels.rs, written with CuTe (C++), same tilings.
#pragma once
#include <cute/tensor.hpp>

namespace ours {
using namespace cute;

// A thread's part (`thr`) of a tile copy `src` -> `dst`: every element of a full tile, else
// those whose coordinates (`crd`, the tile of an identity tensor) lie inside rows x cols.
template <class Src, class Crd, class Dst, class Thr>
__device__ __forceinline__ void copy_part(Src const& src, Crd const& crd, Dst& dst, Thr const& thr, bool full,
                                          int rows, int cols) {
  Tensor t_src = local_partition(src, thr, threadIdx.x);
  Tensor t_crd = local_partition(crd, thr, threadIdx.x);
  Tensor t_dst = local_partition(dst, thr, threadIdx.x);
  CUTE_UNROLL
  for (int i = 0; i < size(t_src); ++i) {
    if (full) t_dst(i) = t_src(i);
    else { auto c = t_crd(i); if (get<0>(c) < rows && get<1>(c) < cols) t_dst(i) = t_src(i); }
  }
}

// Transpose of a row-major M x N matrix (run-time extents) into a row-major N x M one: 32 x 32
// tiles, 8 x 32 threads, shared tile padded to a row stride of 33; edge tiles predicated.
__global__ void __launch_bounds__(256) cute_transpose(const float* in, float* out, int M, int N) {
  Tensor src = make_tensor(make_gmem_ptr(in), make_layout(make_shape(M, N), make_stride(N, _1{})));
  Tensor dst = make_tensor(make_gmem_ptr(out), make_layout(make_shape(N, M), make_stride(M, _1{})));
  Tensor csrc = make_identity_tensor(make_shape(M, N));
  Tensor cdst = make_identity_tensor(make_shape(N, M));
  __shared__ float smem[32 * 33];
  Tensor s = make_tensor(make_smem_ptr(smem), make_layout(make_shape(_32{}, _32{}), make_stride(Int<33>{}, _1{})));
  Tensor st = make_tensor(make_smem_ptr(smem), make_layout(make_shape(_32{}, _32{}), make_stride(_1{}, Int<33>{})));
  auto thr = make_layout(make_shape(_8{}, _32{}), make_stride(_32{}, _1{}));
  const int bi = blockIdx.y, bj = blockIdx.x;
  const bool full = (bi + 1) * 32 <= M && (bj + 1) * 32 <= N;
  Tensor g_in = local_tile(src, make_shape(_32{}, _32{}), make_coord(bi, bj));
  Tensor g_out = local_tile(dst, make_shape(_32{}, _32{}), make_coord(bj, bi));
  Tensor c_in = local_tile(csrc, make_shape(_32{}, _32{}), make_coord(bi, bj));
  Tensor c_out = local_tile(cdst, make_shape(_32{}, _32{}), make_coord(bj, bi));
  copy_part(g_in, c_in, s, thr, full, M, N);
  __syncthreads();
  copy_part(st, c_out, g_out, thr, full, N, M);
}

// SGEMM C = A * B, row-major, run-time M, N, K (leading dimensions K, N, N), CTA tile
// 128 x 128 x 8, 256 threads, 8 x 8 per thread; shared memory holds lines of four floats (four
// rows of A, or four columns of B, at one k), double-buffered with a register prefetch; a
// thread copies one line of A and one of B per k tile and reads two lines of each per k. A CTA
// at an edge of C, and the last k tile, check each element's coordinates. `Split` as the Rust
// kernel's split form: block z multiplies k tiles [z kt_per, (z + 1) kt_per) and writes its
// partial product z * slice floats after C. Both forms are held to two blocks per SM (128
// registers), where nvcc puts the Rust kernels: left to itself it gives them 136 to 145
// registers and one block per SM.
template <bool Split = false>
__global__ void __launch_bounds__(256, 2) cute_sgemm(const float* A, const float* B, float* C, int M, int N, int K, int kt_per = 0, long slice = 0) {
  if (Split) C += blockIdx.z * slice;
  Tensor mA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(M, K), make_stride(K, _1{})));
  Tensor mB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(K, N), make_stride(N, _1{})));
  Tensor mC = make_tensor(make_gmem_ptr(C), make_layout(make_shape(M, N), make_stride(N, _1{})));
  Tensor cA = make_identity_tensor(make_shape(M, K));
  Tensor cB = make_identity_tensor(make_shape(K, N));
  Tensor cC = make_identity_tensor(make_shape(M, N));
  auto sA_layout = make_layout(make_shape(_32{}, _8{}), make_stride(_1{}, Int<33>{}));  // lines (m/4, k)
  auto sB_layout = make_layout(make_shape(_8{}, _32{}), make_stride(_32{}, _1{}));      // lines (k, n/4)
  constexpr int SA = cosize_v<decltype(sA_layout)>;
  constexpr int SB = cosize_v<decltype(sB_layout)>;
  __shared__ float4 smA[2 * SA];
  __shared__ float4 smB[2 * SB];
  const int tid = threadIdx.x, bm = blockIdx.y, bn = blockIdx.x;
  const bool full_mn = (bm + 1) * 128 <= M && (bn + 1) * 128 <= N;
  // Copy threads: line tid / 8 of A's tile at k = tid % 8; line tid % 32 of B's at k = tid / 32.
  auto copy_a = make_layout(make_shape(_32{}, _8{}), make_stride(_8{}, _1{}));
  auto copy_b = make_layout(make_shape(_8{}, _32{}), make_stride(_32{}, _1{}));
  const auto ca = copy_a.get_flat_coord(tid);
  const auto cb = copy_b.get_flat_coord(tid);
  const int tm = tid / 16, tn = tid % 16;
  // A thread's rows (and columns) of C: (thread, (row in line, line half)).
  auto by = make_layout(make_shape(_16{}, make_shape(_4{}, _2{})), make_stride(_4{}, make_stride(_1{}, _64{})));
  Tensor gC = local_tile(mC, make_shape(_128{}, _128{}), make_coord(bm, bn));
  Tensor kC = local_tile(cC, make_shape(_128{}, _128{}), make_coord(bm, bn));
  auto cthr = make_layout(make_shape(_16{}, _16{}), make_stride(_16{}, _1{}));
  Tensor tCgC = local_partition(gC.compose(make_tile(by, by)), cthr, tid);  // ((4,2),(4,2))
  Tensor tCkC = local_partition(kC.compose(make_tile(by, by)), cthr, tid);
  float4 ra, rb;
  float acc[8][8];
  CUTE_UNROLL
  for (int i = 0; i < 8; ++i)
    CUTE_UNROLL
    for (int j = 0; j < 8; ++j) acc[i][j] = 0.f;
  auto load = [&](int kt) {
    Tensor lA = zipped_divide(local_tile(mA, make_shape(_128{}, _8{}), make_coord(bm, kt)), make_shape(_4{}, _1{}));
    Tensor lB = zipped_divide(local_tile(mB, make_shape(_8{}, _128{}), make_coord(kt, bn)), make_shape(_1{}, _4{}));
    Tensor vA = lA(make_coord(_, _), ca);  // (4, 1): the thread's line of A
    Tensor vB = lB(make_coord(_, _), cb);  // (1, 4)
    float* a4 = reinterpret_cast<float*>(&ra);
    float* b4 = reinterpret_cast<float*>(&rb);
    if (full_mn && (kt + 1) * 8 <= K) {
      CUTE_UNROLL
      for (int i = 0; i < 4; ++i) { a4[i] = vA(i); b4[i] = vB(i); }
    } else {
      Tensor iA = zipped_divide(local_tile(cA, make_shape(_128{}, _8{}), make_coord(bm, kt)), make_shape(_4{}, _1{}))(make_coord(_, _), ca);
      Tensor iB = zipped_divide(local_tile(cB, make_shape(_8{}, _128{}), make_coord(kt, bn)), make_shape(_1{}, _4{}))(make_coord(_, _), cb);
      CUTE_UNROLL
      for (int i = 0; i < 4; ++i) {
        a4[i] = (get<0>(iA(i)) < M && get<1>(iA(i)) < K) ? vA(i) : 0.f;
        b4[i] = (get<0>(iB(i)) < K && get<1>(iB(i)) < N) ? vB(i) : 0.f;
      }
    }
  };
  auto store = [&](int stage) {
    smA[stage * SA + sA_layout(ca)] = ra;
    smB[stage * SB + sB_layout(cb)] = rb;
  };
  const int kt0 = Split ? blockIdx.z * kt_per : 0;
  const int KT = Split ? min((K + 7) / 8, kt0 + kt_per) : (K + 7) / 8;
  load(kt0);
  store(0);
  __syncthreads();
  // K tiles in pairs (as the Rust kernel does), so each tile's stage is a constant.
#pragma unroll 2
  for (int kt = kt0; kt < KT; ++kt) {
    const int cur = (kt - kt0) & 1;
    const bool next = kt + 1 < KT;
    if (next) load(kt + 1);
    Tensor sA = make_tensor(make_smem_ptr(smA + cur * SA), sA_layout);
    Tensor sB = make_tensor(make_smem_ptr(smB + cur * SB), sB_layout);
    Tensor tCsA = outer_partition(sA, make_shape(_16{}, _1{}), make_coord(tm, 0));  // (2, 8) lines: (half, k)
    Tensor tCsB = outer_partition(sB, make_shape(_1{}, _16{}), make_coord(0, tn));  // (8, 2) lines: (k, half)
    CUTE_UNROLL
    for (int k = 0; k < 8; ++k) {
      float4 fa[2] = {tCsA(0, k), tCsA(1, k)};
      float4 fb[2] = {tCsB(k, 0), tCsB(k, 1)};
      CUTE_UNROLL
      for (int g = 0; g < 2; ++g)
        CUTE_UNROLL
        for (int h = 0; h < 2; ++h)
          CUTE_UNROLL
          for (int i = 0; i < 4; ++i)
            CUTE_UNROLL
            for (int j = 0; j < 4; ++j)
              acc[i + 4 * g][j + 4 * h] = fmaf(reinterpret_cast<const float*>(&fa[g])[i], reinterpret_cast<const float*>(&fb[h])[j], acc[i + 4 * g][j + 4 * h]);
    }
    if (next) store(cur ^ 1);
    __syncthreads();
  }
  CUTE_UNROLL
  for (int i = 0; i < 8; ++i)
    CUTE_UNROLL
    for (int j = 0; j < 8; ++j) {
      if (full_mn) tCgC(i, j) = acc[i][j];
      else { auto c = tCkC(i, j); if (get<0>(c) < M && get<1>(c) < N) tCgC(i, j) = acc[i][j]; }
    }
}

// HGEMM C = A * B^T: A (M x K) and B (N x K) 16-bit floats, K-major (or MN-major where `AMn`,
// `BMn`), C (M x N) row-major; run-time M, N, K (each operand's contiguous extent a multiple of
// 8). The tiling of examples/gpu_common/hgemm.rs: CTA tile 128 x 128 x 32, 128 threads, a
// TiledMMA of SM80_16x8x16_F32F16F16F32_TN atoms (2 x 2, tile 32 x 32 x 16), 128-bit cp.async
// (zero-filled outside the matrices) into Sw<2,3,3> o (8,32) K-major atoms (Sw<3,3,3> o (64,8)
// MN-major ones), three stages, ldmatrix.x4 (.trans for MN-major) through make_tiled_copy_A/B
// and retile_D, 64-bit stores of C. `TA` half_t or bfloat16_t with the matching SM80 atom
// `Atom`, `TC` float or half_t.
// CuTe's SM80_CP_ASYNC_CACHEGLOBAL_ZFILL without its `L2::128B` prefetch hint: the cp.async
// CubeCL emits (`cp.async.cg.shared::cta.global`), so that a row can tell what the hint is worth.
template <class T>
struct CpAsyncNoL2Hint {
  using SRegisters = T[1];
  using DRegisters = T[1];
  CUTE_HOST_DEVICE static void copy(T const& gmem_src, T& smem_dst, bool pred) {
#if defined(__CUDA_ARCH__)
    asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n" ::"r"(cute::cast_smem_ptr_to_uint(&smem_dst)),
                 "l"(&gmem_src), "n"(sizeof(T)), "r"(pred ? int(sizeof(T)) : 0));
#endif
  }
};
}  // namespace ours
namespace cute {
template <class T>
struct Copy_Traits<ours::CpAsyncNoL2Hint<T>> {
  using ThrID = Layout<_1>;
  using SrcLayout = Layout<Shape<_1, Int<sizeof_bits<T>::value>>>;
  using DstLayout = Layout<Shape<_1, Int<sizeof_bits<T>::value>>>;
  using RefLayout = SrcLayout;
  bool pred = true;
  CUTE_HOST_DEVICE constexpr Copy_Traits with(bool p) const { return {p}; }
  template <class TS, class SLayout, class TD, class DLayout>
  CUTE_HOST_DEVICE friend constexpr void copy_unpack(Copy_Traits const& traits, Tensor<TS, SLayout> const& src,
                                                     Tensor<TD, DLayout>& dst) {
    Tensor rS = recast<T>(src);
    Tensor rD = recast<T>(dst);
    ours::CpAsyncNoL2Hint<T>::copy(rS[0], rD[0], traits.pred);
  }
};
}  // namespace cute
namespace ours {
template <class TC>
struct alignas(2 * sizeof(TC)) Pair2 { TC x, y; };
// An operand's pieces, K-major or MN-major (`Mn`): its global layout (rows x K, leading
// dimension `ld`), a shared-memory stage's swizzle atom, the cp.async copy, the ldmatrix atom.
template <bool Mn>
struct HgemmOperand {
  CUTE_HOST_DEVICE static auto layout(int rows, int k) { return make_layout(make_shape(rows, k), make_stride(k, _1{})); }
  using SmemAtom = decltype(composition(Swizzle<2, 3, 3>{}, Layout<Shape<_8, _32>, Stride<_32, _1>>{}));
  template <class TA, class Cp>
  CUTE_HOST_DEVICE static auto g2s() {
    return make_tiled_copy(Copy_Atom<Cp, TA>{}, Layout<Shape<_32, _4>, Stride<_4, _1>>{}, Layout<Shape<_1, _8>>{});
  }
  using Ldsm = SM75_U32x4_LDSM_N;
};
template <>
struct HgemmOperand<true> {
  CUTE_HOST_DEVICE static auto layout(int rows, int k) { return make_layout(make_shape(rows, k), make_stride(_1{}, rows)); }
  using SmemAtom = decltype(composition(Swizzle<3, 3, 3>{}, Layout<Shape<_64, _8>, Stride<_1, _64>>{}));
  template <class TA, class Cp>
  CUTE_HOST_DEVICE static auto g2s() {
    return make_tiled_copy(Copy_Atom<Cp, TA>{}, Layout<Shape<_16, _8>, Stride<_1, _16>>{}, Layout<Shape<_8, _1>>{});
  }
  using Ldsm = SM75_U16x8_LDSM_T;
};
// `Group` > 1: the CTAs take C's tiles in groups of that many rows of tiles, column by column
// within a group, as the Rust kernel does (RASTER_GROUP); 1: row by row, as CuTe's examples.
// A stage's mbarrier as CubeCL's `Barrier` with `copy_async` uses it (libcu++'s
// cuda::barrier and memcpy_async): each of `n` threads issues its cp.async copies, then
// `cp.async.mbarrier.arrive` (an arrival when they land) and an arrival of its own; a thread
// waits for the phase with `try_wait.parity`.
struct MbarStage {
  uint64_t* bar;
  __device__ void init(int n) const {
#if defined(__CUDA_ARCH__)
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" ::"r"(cute::cast_smem_ptr_to_uint(bar)), "r"(n));
#endif
  }
  __device__ void arrive_after_copies() const {
#if defined(__CUDA_ARCH__)
    const uint32_t b = cute::cast_smem_ptr_to_uint(bar);
    asm volatile("cp.async.mbarrier.arrive.shared.b64 [%0];" ::"r"(b));
    asm volatile("{ .reg .b64 s; mbarrier.arrive.shared.b64 s, [%0]; }" ::"r"(b));
#endif
  }
  __device__ void wait(uint32_t parity) const {
#if defined(__CUDA_ARCH__)
    asm volatile(
        "{ .reg .pred p; WAIT: mbarrier.try_wait.parity.shared.b64 p, [%0], %1; @!p bra WAIT; }" ::"r"(
            cute::cast_smem_ptr_to_uint(bar)),
        "r"(parity));
#endif
  }
};
// `BK`: the CTA tile's extent along K. Shared memory is dynamic: `hgemm_smem_bytes<TA, BK,
// Stages>()` bytes, set on the launch (above 48 KiB with `cudaFuncAttributeMaxDynamicSharedMemorySize`).
template <class TA, int BK, int Stages = 3>
constexpr int hgemm_smem_bytes() { return 2 * Stages * 128 * BK * int(sizeof(TA)) + Stages * 8; }
// `L2Hint`: CuTe's cp.async with its L2::128B prefetch hint (false: `CpAsyncNoL2Hint`).
// `Mbar`: each stage waited for on an mbarrier, as the CubeCL kernel must (`MbarStage`), instead
// of cp.async groups. `StaticSmem`: 1, the stages in one static `__shared__` array aligned to 128
// bytes; 2, in two static arrays of `TA` (A's, then B's), the form this harness used before;
// either launched without dynamic shared memory. `EarlyFill` (with `Mbar`): each k tile first
// waits for every thread to be done with the stage it refills, refills it, and only then waits
// for its own stage, as the CubeCL kernel does (an mbarrier wait needs no barrier after it).
// `Stages`: the shared-memory stages, `Stages - 1` k tiles in flight.
template <class TA, class TC, class Atom, bool AMn = false, bool BMn = false, int Group = 1, int BK = 32,
          bool L2Hint = true, bool Mbar = false, int StaticSmem = 0, bool EarlyFill = false, int Stages = 3>
__global__ void __launch_bounds__(128) cute_hgemm(const TA* A, const TA* B, TC* C, int M, int N, int K) {
  using OA = HgemmOperand<AMn>;
  using OB = HgemmOperand<BMn>;
  Tensor mA = make_tensor(make_gmem_ptr(A), OA::layout(M, K));
  Tensor mB = make_tensor(make_gmem_ptr(B), OB::layout(N, K));
  Tensor mC = make_tensor(make_gmem_ptr(C), make_shape(M, N), make_stride(N, _1{}));
  auto cta = make_shape(_128{}, _128{}, Int<BK>{});
  auto sa_layout = tile_to_shape(typename OA::SmemAtom{}, make_shape(_128{}, Int<BK>{}, Int<Stages>{}));
  auto sb_layout = tile_to_shape(typename OB::SmemAtom{}, make_shape(_128{}, Int<BK>{}, Int<Stages>{}));
  static_assert((cosize_v<decltype(sa_layout)> + cosize_v<decltype(sb_layout)>) * sizeof(TA) + Stages * 8 == hgemm_smem_bytes<TA, BK, Stages>());
#ifdef __CUDACC__
  extern __shared__ __align__(128) unsigned char hgemm_smem[];
#else  // the CPU emulation (emulate/) compiles this header but never runs the HGEMM
  unsigned char* hgemm_smem = nullptr;
#endif
  TA* smA = reinterpret_cast<TA*>(hgemm_smem);
  TA* smB = smA + cosize_v<decltype(sa_layout)>;
  static_assert(!(StaticSmem && Mbar), "the static forms have no room for the mbarriers");
  static_assert(!EarlyFill || Mbar, "a cp.async group wait needs the barrier after it");
  if constexpr (StaticSmem == 1) {
    __shared__ __align__(128) unsigned char static_smem[2 * Stages * 128 * BK * sizeof(TA)];
    smA = reinterpret_cast<TA*>(static_smem);
    smB = smA + cosize_v<decltype(sa_layout)>;
  } else if constexpr (StaticSmem == 2) {
    __shared__ TA static_a[cosize_v<decltype(sa_layout)>];
    __shared__ TA static_b[cosize_v<decltype(sb_layout)>];
    smA = static_a;
    smB = static_b;
  }
  // The stages' mbarriers (used with `Mbar`) after the stages.
  uint64_t* bars = reinterpret_cast<uint64_t*>(smB + cosize_v<decltype(sb_layout)>);
  Tensor sA = make_tensor(make_smem_ptr(smA), sa_layout);  // (128, BK, Stages)
  Tensor sB = make_tensor(make_smem_ptr(smB), sb_layout);
  using Cp = std::conditional_t<L2Hint, SM80_CP_ASYNC_CACHEGLOBAL_ZFILL<uint128_t>, CpAsyncNoL2Hint<uint128_t>>;
  auto g2sA = OA::template g2s<TA, Cp>();
  auto g2sB = OB::template g2s<TA, Cp>();
  TiledMMA mma = make_tiled_mma(Atom{}, Layout<Shape<_2, _2, _1>>{}, Tile<_32, _32, _16>{});
  auto s2rA = make_tiled_copy_A(Copy_Atom<typename OA::Ldsm, TA>{}, mma);
  auto s2rB = make_tiled_copy_B(Copy_Atom<typename OB::Ldsm, TA>{}, mma);
  const int tid = threadIdx.x;
  int bm = blockIdx.y, bn = blockIdx.x;
  if (Group > 1) {
    const int pid = blockIdx.y * gridDim.x + blockIdx.x, per_group = Group * gridDim.x;
    const int first_row = pid / per_group * Group;
    const int rows = min(int(gridDim.y) - first_row, Group);
    bm = first_row + pid % per_group % rows;
    bn = pid % per_group / rows;
  }
  auto coord = make_coord(bm, bn, _);
  Tensor gA = local_tile(mA, cta, coord, Step<_1, X, _1>{});  // (128, BK, k)
  Tensor gB = local_tile(mB, cta, coord, Step<X, _1, _1>{});
  Tensor gC = local_tile(mC, cta, coord, Step<_1, _1, X>{});  // (128, 128)
  Tensor cA = local_tile(make_identity_tensor(shape(mA)), cta, coord, Step<_1, X, _1>{});
  Tensor cB = local_tile(make_identity_tensor(shape(mB)), cta, coord, Step<X, _1, _1>{});
  Tensor cC = local_tile(make_identity_tensor(shape(mC)), cta, coord, Step<_1, _1, X>{});
  auto thr_g2sA = g2sA.get_slice(tid);
  auto thr_g2sB = g2sB.get_slice(tid);
  Tensor tAgA = thr_g2sA.partition_S(gA);  // (CPY, CPY_M, CPY_K, k)
  Tensor tAsA = thr_g2sA.partition_D(sA);  // (CPY, CPY_M, CPY_K, PIPE)
  Tensor tAcA = thr_g2sA.partition_S(cA);
  Tensor tBgB = thr_g2sB.partition_S(gB);
  Tensor tBsB = thr_g2sB.partition_D(sB);
  Tensor tBcB = thr_g2sB.partition_S(cB);
  const bool full_mn = (bm + 1) * 128 <= M && (bn + 1) * 128 <= N;
  // One operand's k tile kt into `stage`, each copy predicated on its coordinates (`tc`)
  // lying inside `rows` x K.
  auto fill_checked = [&](auto const& g2s, auto const& tg, auto const& tc, auto& ts, int rows, int kt, int stage) {
    CUTE_UNROLL
    for (int i = 0; i < size<1>(tg); ++i)
      CUTE_UNROLL
      for (int j = 0; j < size<2>(tg); ++j) {
        auto c = tc(0, i, j, kt);
        copy(g2s.with(get<0>(c) < rows && get<1>(c) < K), tg(_, i, j, kt), ts(_, i, j, stage));
      }
  };
  auto fill = [&](int kt, int stage) {
    if (full_mn && (kt + 1) * BK <= K) {
      copy(g2sA, tAgA(_, _, _, kt), tAsA(_, _, _, stage));
      copy(g2sB, tBgB(_, _, _, kt), tBsB(_, _, _, stage));
    } else {
      fill_checked(g2sA, tAgA, tAcA, tAsA, M, kt, stage);
      fill_checked(g2sB, tBgB, tBcB, tBsB, N, kt, stage);
    }
  };
  ThrMMA thr_mma = mma.get_slice(tid);
  Tensor tCrA = thr_mma.partition_fragment_A(sA(_, _, 0));  // (MMA, MMA_M, MMA_K)
  Tensor tCrB = thr_mma.partition_fragment_B(sB(_, _, 0));
  Tensor tCgC = thr_mma.partition_C(gC);
  Tensor tCcC = thr_mma.partition_C(cC);
  Tensor tCrC = thr_mma.make_fragment_C(tCgC);
  clear(tCrC);
  auto s2r_a = s2rA.get_slice(tid);
  Tensor tXsA = s2r_a.partition_S(sA);  // (CPY, CPY_M, CPY_K, PIPE)
  Tensor tXrA = s2r_a.retile_D(tCrA);
  auto s2r_b = s2rB.get_slice(tid);
  Tensor tXsB = s2r_b.partition_S(sB);
  Tensor tXrB = s2r_b.retile_D(tCrB);
  const int KT = (K + BK - 1) / BK;
  if (Mbar) {
    if (tid == 0)
      for (int s = 0; s < Stages; ++s) MbarStage{&bars[s]}.init(128);
    __syncthreads();
  }
  CUTE_UNROLL
  for (int s = 0; s < Stages - 1; ++s) {
    if (s < KT) fill(s, s);
    if (Mbar) MbarStage{&bars[s]}.arrive_after_copies();
    else cp_async_fence();
  }
  for (int kt = 0; kt < KT; ++kt) {
    const int stage = kt % Stages;
    if (!EarlyFill) {
      if (Mbar) MbarStage{&bars[stage]}.wait((kt / Stages) & 1);
      else cp_async_wait<Stages - 2>();
    }
    __syncthreads();
    if (kt + Stages - 1 < KT) {
      fill(kt + Stages - 1, (kt + Stages - 1) % Stages);
      if (Mbar) MbarStage{&bars[(kt + Stages - 1) % Stages]}.arrive_after_copies();
    }
    if (!Mbar) cp_async_fence();
    if (EarlyFill) MbarStage{&bars[stage]}.wait((kt / Stages) & 1);
    CUTE_UNROLL
    for (int k = 0; k < size<2>(tCrA); ++k) {
      copy(s2rA, tXsA(_, _, k, stage), tXrA(_, _, k));
      copy(s2rB, tXsB(_, _, k, stage), tXrB(_, _, k));
    }
    CUTE_UNROLL
    for (int k = 0; k < size<2>(tCrA); ++k) gemm(mma, tCrA(_, _, k), tCrB(_, _, k), tCrC);
  }
  // Each pair of accumulators is two consecutive columns of a row of C: one 64-bit store.
  CUTE_UNROLL
  for (int m = 0; m < size<1>(tCrC); ++m)
    CUTE_UNROLL
    for (int n = 0; n < size<2>(tCrC); ++n)
      CUTE_UNROLL
      for (int h = 0; h < 2; ++h) {
        auto c = tCcC(make_coord(0, h), m, n);
        if (full_mn || (get<0>(c) < M && get<1>(c) < N))
          *reinterpret_cast<Pair2<TC>*>(&tCgC(make_coord(0, h), m, n)) =
              Pair2<TC>{TC(tCrC(make_coord(0, h), m, n)), TC(tCrC(make_coord(1, h), m, n))};
      }
}
}  // namespace ours
