// The same kernels as examples/gpu_common/kernels.rs, written with CuTe (C++), same tilings.
#pragma once
#include <cute/tensor.hpp>

namespace ours {
using namespace cute;

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
  Tensor t_in = local_partition(g_in, thr, threadIdx.x);
  Tensor t_cin = local_partition(c_in, thr, threadIdx.x);
  Tensor t_s = local_partition(s, thr, threadIdx.x);
  CUTE_UNROLL
  for (int i = 0; i < size(t_in); ++i) {
    if (full) t_s(i) = t_in(i);
    else { auto c = t_cin(i); if (get<0>(c) < M && get<1>(c) < N) t_s(i) = t_in(i); }
  }
  __syncthreads();
  Tensor t_st = local_partition(st, thr, threadIdx.x);
  Tensor t_out = local_partition(g_out, thr, threadIdx.x);
  Tensor t_cout = local_partition(c_out, thr, threadIdx.x);
  CUTE_UNROLL
  for (int i = 0; i < size(t_out); ++i) {
    if (full) t_out(i) = t_st(i);
    else { auto c = t_cout(i); if (get<0>(c) < N && get<1>(c) < M) t_out(i) = t_st(i); }
  }
}

// SGEMM C = A * B, row-major, run-time M, N, K (leading dimensions K, N, N), CTA tile
// 128 x 128 x 8, 256 threads, 8 x 8 per thread; shared memory double-buffered with a register
// prefetch; a CTA at an edge of C, and the last k tile, check each element's coordinates.
__global__ void __launch_bounds__(256) cute_sgemm(const float* A, const float* B, float* C, int M, int N, int K) {
  Tensor mA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(M, K), make_stride(K, _1{})));
  Tensor mB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(K, N), make_stride(N, _1{})));
  Tensor mC = make_tensor(make_gmem_ptr(C), make_layout(make_shape(M, N), make_stride(N, _1{})));
  Tensor cA = make_identity_tensor(make_shape(M, K));
  Tensor cB = make_identity_tensor(make_shape(K, N));
  Tensor cC = make_identity_tensor(make_shape(M, N));
  auto sA_layout = make_layout(make_shape(_128{}, _8{}), make_stride(_1{}, Int<132>{}));
  auto sB_layout = make_layout(make_shape(_8{}, _128{}), make_stride(_128{}, _1{}));
  constexpr int SA = cosize_v<decltype(sA_layout)>;
  constexpr int SB = cosize_v<decltype(sB_layout)>;
  __shared__ float smA[2 * SA];
  __shared__ float smB[2 * SB];
  const int tid = threadIdx.x, bm = blockIdx.y, bn = blockIdx.x;
  const bool full_mn = (bm + 1) * 128 <= M && (bn + 1) * 128 <= N;
  auto copy_a = make_layout(make_shape(_32{}, _8{}), make_stride(_8{}, _1{}));
  auto copy_b = make_layout(make_shape(_8{}, _32{}), make_stride(_32{}, _1{}));
  Tensor gA = local_tile(mA, make_shape(_128{}, _8{}), make_coord(bm, _));  // (128, 8, KT)
  Tensor gB = local_tile(mB, make_shape(_8{}, _128{}), make_coord(_, bn));  // (8, 128, KT)
  Tensor gC = local_tile(mC, make_shape(_128{}, _128{}), make_coord(bm, bn));
  Tensor kA = local_tile(cA, make_shape(_128{}, _8{}), make_coord(bm, _));
  Tensor kB = local_tile(cB, make_shape(_8{}, _128{}), make_coord(_, bn));
  Tensor kC = local_tile(cC, make_shape(_128{}, _128{}), make_coord(bm, bn));
  Tensor tAgA = local_partition(gA, copy_a, tid);  // (4, 1, KT)
  Tensor tAkA = local_partition(kA, copy_a, tid);
  Tensor tBgB = local_partition(gB, copy_b, tid);  // (1, 4, KT)
  Tensor tBkB = local_partition(kB, copy_b, tid);
  const int tm = tid / 16, tn = tid % 16;
  Tensor tCgC = outer_partition(gC, make_shape(_16{}, _16{}), make_coord(tm, tn));  // (8, 8)
  Tensor tCkC = outer_partition(kC, make_shape(_16{}, _16{}), make_coord(tm, tn));
  Tensor rA = make_tensor<float>(shape(tAgA(_, _, 0)));
  Tensor rB = make_tensor<float>(shape(tBgB(_, _, 0)));
  Tensor acc = make_tensor<float>(make_shape(_8{}, _8{}), LayoutRight{});
  Tensor fa = make_tensor<float>(make_shape(_8{}));
  Tensor fb = make_tensor<float>(make_shape(_8{}));
  clear(acc);
  auto load = [&](int kt) {
    if (full_mn && (kt + 1) * 8 <= K) {
      CUTE_UNROLL
      for (int i = 0; i < size(rA); ++i) rA(i) = tAgA(_, _, kt)(i);
      CUTE_UNROLL
      for (int i = 0; i < size(rB); ++i) rB(i) = tBgB(_, _, kt)(i);
    } else {
      CUTE_UNROLL
      for (int i = 0; i < size(rA); ++i) { auto c = tAkA(_, _, kt)(i); rA(i) = (get<0>(c) < M && get<1>(c) < K) ? tAgA(_, _, kt)(i) : 0.f; }
      CUTE_UNROLL
      for (int i = 0; i < size(rB); ++i) { auto c = tBkB(_, _, kt)(i); rB(i) = (get<0>(c) < K && get<1>(c) < N) ? tBgB(_, _, kt)(i) : 0.f; }
    }
  };
  auto store = [&](int stage) {
    Tensor sA = make_tensor(make_smem_ptr(smA + stage * SA), sA_layout);
    Tensor sB = make_tensor(make_smem_ptr(smB + stage * SB), sB_layout);
    Tensor tAsA = local_partition(sA, copy_a, tid);
    Tensor tBsB = local_partition(sB, copy_b, tid);
    CUTE_UNROLL
    for (int i = 0; i < size(rA); ++i) tAsA(i) = rA(i);
    CUTE_UNROLL
    for (int i = 0; i < size(rB); ++i) tBsB(i) = rB(i);
  };
  const int KT = (K + 7) / 8;
  load(0);
  store(0);
  __syncthreads();
  for (int kt = 0; kt < KT; ++kt) {
    const int cur = kt & 1;
    const bool next = kt + 1 < KT;
    if (next) load(kt + 1);
    Tensor sA = make_tensor(make_smem_ptr(smA + cur * SA), sA_layout);
    Tensor sB = make_tensor(make_smem_ptr(smB + cur * SB), sB_layout);
    Tensor tCsA = outer_partition(sA, make_shape(_16{}, _1{}), make_coord(tm, 0));  // (8, 8): (i, k)
    Tensor tCsB = outer_partition(sB, make_shape(_1{}, _16{}), make_coord(0, tn));  // (8, 8): (k, j)
    CUTE_UNROLL
    for (int k = 0; k < 8; ++k) {
      CUTE_UNROLL
      for (int i = 0; i < 8; ++i) fa(i) = tCsA(i, k);
      CUTE_UNROLL
      for (int j = 0; j < 8; ++j) fb(j) = tCsB(k, j);
      CUTE_UNROLL
      for (int i = 0; i < 8; ++i)
        CUTE_UNROLL
        for (int j = 0; j < 8; ++j) acc(i, j) = fmaf(fa(i), fb(j), acc(i, j));
    }
    if (next) store(cur ^ 1);
    __syncthreads();
  }
  CUTE_UNROLL
  for (int i = 0; i < 8; ++i)
    CUTE_UNROLL
    for (int j = 0; j < 8; ++j) {
      if (full_mn) tCgC(i, j) = acc(i, j);
      else { auto c = tCkC(i, j); if (get<0>(c) < M && get<1>(c) < N) tCgC(i, j) = acc(i, j); }
    }
}
}  // namespace ours
