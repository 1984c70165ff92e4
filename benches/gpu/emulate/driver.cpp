#include "emu.h"
#include <barrier>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <thread>
#include <vector>
#define __shared__ static
#include "cute_kernels.cuh"
thread_local EmuDim threadIdx, blockIdx;
EmuDim blockDim, gridDim;
extern "C" { alignas(16) unsigned char dynamic_shared_mem[1 << 16]; }
static std::barrier<>* bar;
void emu_sync() { bar->arrive_and_wait(); }
extern "C" void rs_transpose_64(const float*, float*, const void*);
extern "C" void rs_sgemm_200(const float*, const float*, float*, const void*);
static void launch(unsigned gx, unsigned gy, unsigned threads, const std::function<void()>& k) {
  blockDim = {threads, 1, 1};
  gridDim = {gx, gy, 1};
  for (unsigned by = 0; by < gy; ++by)
    for (unsigned bx = 0; bx < gx; ++bx) {
      std::barrier<> b(threads);
      bar = &b;
      std::vector<std::thread> ts;
      for (unsigned t = 0; t < threads; ++t)
        ts.emplace_back([&, t] { threadIdx = {t, 0, 0}; blockIdx = {bx, by, 0}; k(); });
      for (auto& t : ts) t.join();
    }
}
int main() {
  int bad = 0;
  {  // transpose 64 x 64
    const int n = 64;
    std::vector<float> in(n * n), out(n * n);
    for (int i = 0; i < n * n; ++i) in[i] = float(i);
    for (int which = 0; which < 2; ++which) {
      std::fill(out.begin(), out.end(), -1.f);
      launch(n / 32, n / 32, 256, [&] { if (which == 0) rs_transpose_64(in.data(), out.data(), nullptr); else ours::cute_transpose<64>(in.data(), out.data()); });
      int wrong = 0;
      for (int i = 0; i < n; ++i) for (int j = 0; j < n; ++j) wrong += out[j * n + i] != in[i * n + j];
      printf("transpose 64x64 %s: %s\n", which ? "CuTe C++" : "cute-layout (generated)", wrong ? "WRONG" : "ok");
      bad += wrong != 0;
    }
  }
  {  // sgemm 200 x 136 x 20, tile 128 x 128 x 8: every extent ragged
    const int M = 200, N = 136, K = 20;
    std::vector<float> a(M * K), b(K * N), c(M * N), ref(M * N);
    std::mt19937 g(1);
    for (auto& x : a) x = float(int(g() % 13) - 6);
    for (auto& x : b) x = float(int(g() % 11) - 5);
    for (int i = 0; i < M; ++i) for (int j = 0; j < N; ++j) { float s = 0; for (int p = 0; p < K; ++p) s += a[i * K + p] * b[p * N + j]; ref[i * N + j] = s; }
    for (int which = 0; which < 2; ++which) {
      // Guard cells past C: a stray store would show up as a changed guard.
      std::vector<float> cg(M * N + 4096, -7.f);
      launch(2, 2, 256, [&] { if (which == 0) rs_sgemm_200(a.data(), b.data(), cg.data(), nullptr); else ours::cute_sgemm<200, 136, 20, 256, 256, 24>(a.data(), b.data(), cg.data()); });
      int wrong = 0;
      for (int i = 0; i < M * N; ++i) wrong += cg[i] != ref[i];
      for (size_t i = M * N; i < cg.size(); ++i) wrong += cg[i] != -7.f;
      printf("sgemm 200x136x20 %s: %s\n", which ? "CuTe C++" : "cute-layout (generated)", wrong ? "WRONG" : "ok");
      bad += wrong != 0;
    }
  }
  return bad;
}
