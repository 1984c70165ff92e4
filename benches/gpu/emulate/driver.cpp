#include "emu.h"
#include <barrier>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <functional>
#include <random>
#include <thread>
#include <vector>
#define __shared__ static
#include "cute_kernels.cuh"
#include "leaves.hpp"
thread_local EmuDim threadIdx, blockIdx;
EmuDim blockDim, gridDim;
extern "C" { alignas(16) unsigned char dynamic_shared_mem[1 << 16]; }
static std::barrier<>* bar;
void emu_sync() { bar->arrive_and_wait(); }
extern "C" void rs_transpose(const float*, float*, const void*);
extern "C" void rs_transpose64(const float*, float*, const void*);
// The SIMT SGEMM's K extent of a CTA tile (sgemm_simt.rs), the unit of its split of K; the
// CuTe C++ SGEMM's tile is 8 along K.
#ifndef SGEMM_BK
#define SGEMM_BK 16
#endif
extern "C" void rs_sgemm(const float*, const float*, float*, const void*);
extern "C" void rs_sgemm_split(const float*, const float*, float*, const void*);
// B read in lines of four floats (`SgemmRowMajor4`: n a multiple of 4).
extern "C" void rs_sgemm4(const float*, const float*, float*, const void*);
extern "C" void rs_sgemm4_split(const float*, const float*, float*, const void*);
extern "C" void rs_sum_splits(const float*, float*, const void*);
static std::string g_gen;
// The kernel's info block for `problem`: the run-time leaves `gpu_emit` wrote to leaves.txt
// (computed by the Rust library from the layout values), then zero words.
static std::vector<unsigned> info_for(const std::string& problem) {
  std::vector<unsigned> v = read_leaves(g_gen, problem);
  if (v.empty()) { printf("no leaves for %s\n", problem.c_str()); exit(1); }
  v.resize(v.size() + 64, 0u);
  return v;
}
static void launch(unsigned gx, unsigned gy, unsigned threads, const std::function<void()>& k, unsigned gz = 1) {
  blockDim = {threads, 1, 1};
  gridDim = {gx, gy, gz};
  for (unsigned bz = 0; bz < gz; ++bz)
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned bx = 0; bx < gx; ++bx) {
      std::barrier<> b(threads);
      bar = &b;
      std::vector<std::thread> ts;
      for (unsigned t = 0; t < threads; ++t)
        ts.emplace_back([&, t] { threadIdx = {t, 0, 0}; blockIdx = {bx, by, bz}; k(); });
      for (auto& t : ts) t.join();
    }
}
int main(int argc, char** argv) {
  g_gen = argc > 1 ? argv[1] : "gpu-bundle/gen";
  int bad = 0;
  {  // transpose 70 x 45: every edge tile partial
    const int m = 70, n = 45;
    std::vector<float> in(m * n);
    for (int i = 0; i < m * n; ++i) in[i] = float(i);
    auto info = info_for("transpose 70 45");
    auto info64 = info_for("transpose64 70 45");
    for (int which = 0; which < 3; ++which) {
      std::vector<float> out(m * n + 4096, -1.f);
      if (which == 2) launch((n + 63) / 64, (m + 63) / 64, 256, [&] { rs_transpose64(in.data(), out.data(), info64.data()); });
      else launch((n + 31) / 32, (m + 31) / 32, 256, [&] { if (which == 0) rs_transpose(in.data(), out.data(), info.data()); else ours::cute_transpose(in.data(), out.data(), m, n); });
      int wrong = 0;
      for (int i = 0; i < m; ++i) for (int j = 0; j < n; ++j) wrong += out[j * m + i] != in[i * n + j];
      for (size_t i = m * n; i < out.size(); ++i) wrong += out[i] != -1.f;
      printf("transpose 70x45 %s: %s\n", which == 1 ? "CuTe C++" : which ? "cute-layout (generated, 64 x 64 tiles)" : "cute-layout (generated)", wrong ? "WRONG" : "ok");
      bad += wrong != 0;
    }
  }
  {  // sgemm 200 x 136 x 20, tile 128 x 128 x SGEMM_BK: every extent ragged
    const int M = 200, N = 136, K = 20;
    std::vector<float> a(M * K), b(K * N), c(M * N), ref(M * N);
    std::mt19937 g(1);
    for (auto& x : a) x = float(int(g() % 13) - 6);
    for (auto& x : b) x = float(int(g() % 11) - 5);
    for (int i = 0; i < M; ++i) for (int j = 0; j < N; ++j) { float s = 0; for (int p = 0; p < K; ++p) s += a[i * K + p] * b[p * N + j]; ref[i * N + j] = s; }
    auto info = info_for("sgemm 200 136 20");
    auto info4 = info_for("sgemm4 200 136 20");
    for (int which = 0; which < 3; ++which) {
      // Guard cells past C: a stray store would show up as a changed guard.
      std::vector<float> cg(M * N + 4096, -7.f);
      launch(2, 2, 256, [&] {
        if (which == 0) rs_sgemm(a.data(), b.data(), cg.data(), info.data());
        else if (which == 1) rs_sgemm4(a.data(), b.data(), cg.data(), info4.data());
        else ours::cute_sgemm(a.data(), b.data(), cg.data(), M, N, K);
      });
      int wrong = 0;
      for (int i = 0; i < M * N; ++i) wrong += cg[i] != ref[i];
      for (size_t i = M * N; i < cg.size(); ++i) wrong += cg[i] != -7.f;
      const char* names[] = {"cute-layout (generated)", "cute-layout (generated, B in lines of four)", "CuTe C++"};
      printf("sgemm 200x136x20 %s: %s\n", names[which], wrong ? "WRONG" : "ok");
      bad += wrong != 0;
    }
  }
  {  // sgemm 64 x 64 x 2048, K split in 4 (one tile of C): partial products, then their sum
    const int M = 64, N = 64, K = 2048;
    std::vector<float> a(M * K), b(K * N), ref(M * N);
    std::mt19937 g(2);
    for (auto& x : a) x = float(int(g() % 13) - 6);
    for (auto& x : b) x = float(int(g() % 11) - 5);
    for (int i = 0; i < M; ++i) for (int j = 0; j < N; ++j) { float s = 0; for (int p = 0; p < K; ++p) s += a[i * K + p] * b[p * N + j]; ref[i * N + j] = s; }
    auto info = info_for("sgemm 64 64 2048");
    auto info4 = info_for("sgemm4 64 64 2048");
    // After the three run-time leaves of each of A, B and C: the k tiles per split.
    const int kt_per = info[9], z = ((K + SGEMM_BK - 1) / SGEMM_BK + kt_per - 1) / kt_per;
    auto sum_info = info_for("sum_splits 64 64 " + std::to_string(z));
    alignas(16) static float parts[4 * 64 * 64 + 4096], c[64 * 64 + 4096];
    for (int which = 0; which < 3; ++which) {
      std::fill(std::begin(parts), std::end(parts), -7.f);
      std::fill(std::begin(c), std::end(c), -7.f);
      launch(1, 1, 256, [&] {
        if (which == 0) rs_sgemm_split(a.data(), b.data(), parts, info.data());
        else if (which == 1) rs_sgemm4_split(a.data(), b.data(), parts, info4.data());
        else ours::cute_sgemm<true>(a.data(), b.data(), parts, M, N, K, kt_per * (SGEMM_BK / 8), M * N);
      }, z);
      launch((M * N / 4 + 255) / 256, 1, 256, [&] { rs_sum_splits(parts, c, sum_info.data()); });
      int wrong = z != 4;
      for (int i = 0; i < M * N; ++i) wrong += c[i] != ref[i];
      for (size_t i = M * N; i < std::size(c); ++i) wrong += c[i] != -7.f;
      for (size_t i = z * M * N; i < std::size(parts); ++i) wrong += parts[i] != -7.f;
      const char* names[] = {"cute-layout (generated)", "cute-layout (generated, B in lines of four)", "CuTe C++"};
      printf("sgemm 64x64x2048, K in %d splits, %s: %s\n", z, names[which], wrong ? "WRONG" : "ok");
      bad += wrong != 0;
    }
  }
  return bad;
}
