// Times the CubeCL-generated kernels (gen/*.cu, written by `cargo run --example gpu_emit`),
// the same kernels in CuTe C++ (cute_kernels.cuh), cudaMemcpy device-to-device and cuBLAS
// SGEMM (pedantic math: no TF32), all the same way: CUDA events around each launch, median
// of RUNS launches after WARMUP. Checks results against CPU references. Prints one line per
// measurement: `ROW|problem|implementation|median ms|GB/s or GFLOP/s|check`.
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <vector>
#ifndef NO_CUBLAS
#include <cublas_v2.h>
#endif
#include "cute_kernels.cuh"

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); exit(1); } } while (0)

// The CubeCL kernels: buffers, then CubeCL's metadata block (unused by these kernels).
extern "C" __global__ void rs_transpose_4096(const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_1024(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_4096(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_8192(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_4000(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_200(const float*, const float*, float*, const void*);

static const int WARMUP = 5, RUNS = 30;
static void* g_info = nullptr;

static float median_ms(const std::function<void()>& launch) {
  for (int i = 0; i < WARMUP; ++i) launch();
  CK(cudaDeviceSynchronize());
  std::vector<float> t;
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int i = 0; i < RUNS; ++i) {
    CK(cudaEventRecord(a));
    launch();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  CK(cudaGetLastError());
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

static void fill(std::vector<float>& v, unsigned seed) {
  std::mt19937 g(seed);
  std::uniform_real_distribution<float> d(-1.f, 1.f);
  for (auto& x : v) x = d(g);
}

static void transpose_bench() {
  const int n = 4096;
  size_t bytes = size_t(n) * n * 4;
  std::vector<float> h(size_t(n) * n), o(size_t(n) * n);
  fill(h, 1);
  float *din, *dout;
  CK(cudaMalloc(&din, bytes));
  CK(cudaMalloc(&dout, bytes));
  CK(cudaMemcpy(din, h.data(), bytes, cudaMemcpyHostToDevice));
  auto check = [&]() {
    CK(cudaMemcpy(o.data(), dout, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        if (o[size_t(j) * n + i] != h[size_t(i) * n + j]) return std::string("WRONG");
    return std::string("ok");
  };
  double gb = 2.0 * bytes / 1e9;
  float ms = median_ms([&] { CK(cudaMemcpyAsync(dout, din, bytes, cudaMemcpyDeviceToDevice)); });
  printf("ROW|transpose 4096^2|cudaMemcpy D2D (copy)|%.4f|%.1f GB/s|-\n", ms, gb / (ms / 1e3));
  dim3 grid(n / 32, n / 32);
  CK(cudaMemset(dout, 0, bytes));
  void* args[] = {&din, &dout, &g_info};
  ms = median_ms([&] { CK(cudaLaunchKernel((const void*)rs_transpose_4096, grid, dim3(256), args, 4220, 0)); });
  printf("ROW|transpose 4096^2|cute-layout (CubeCL)|%.4f|%.1f GB/s|%s\n", ms, gb / (ms / 1e3), check().c_str());
  CK(cudaMemset(dout, 0, bytes));
  ms = median_ms([&] { ours::cute_transpose<4096><<<grid, 256>>>(din, dout); });
  printf("ROW|transpose 4096^2|CuTe C++|%.4f|%.1f GB/s|%s\n", ms, gb / (ms / 1e3), check().c_str());
  cudaFree(din);
  cudaFree(dout);
}

#ifndef NO_CUBLAS
static cublasHandle_t g_blas;
#endif

template <int M, int N, int K, int MP, int NP, int KP>
static void sgemm_bench(const char* label, void (*rs)(const float*, const float*, float*, const void*), bool full_check) {
  std::vector<float> ha(size_t(M) * K), hb(size_t(K) * N), hc(size_t(M) * N);
  fill(ha, 2);
  fill(hb, 3);
  float *a, *b, *c;
  CK(cudaMalloc(&a, ha.size() * 4));
  CK(cudaMalloc(&b, hb.size() * 4));
  CK(cudaMalloc(&c, hc.size() * 4));
  CK(cudaMemcpy(a, ha.data(), ha.size() * 4, cudaMemcpyHostToDevice));
  CK(cudaMemcpy(b, hb.data(), hb.size() * 4, cudaMemcpyHostToDevice));
  // CPU reference: every element for small problems, 4096 sampled elements otherwise.
  auto check = [&]() {
    CK(cudaMemcpy(hc.data(), c, hc.size() * 4, cudaMemcpyDeviceToHost));
    std::mt19937 g(7);
    size_t count = full_check ? size_t(M) * N : 4096;
    double worst = 0;
    for (size_t s = 0; s < count; ++s) {
      size_t idx = full_check ? s : (size_t(g()) % (size_t(M) * N));
      int i = idx / N, j = idx % N;
      double ref = 0, mag = 0;
      for (int p = 0; p < K; ++p) { ref += double(ha[size_t(i) * K + p]) * hb[size_t(p) * N + j]; mag += std::fabs(double(ha[size_t(i) * K + p]) * hb[size_t(p) * N + j]); }
      worst = std::max(worst, std::fabs(hc[idx] - ref) / (mag + 1e-30));
    }
    char buf[64];
    snprintf(buf, sizeof buf, "%s (rel err %.1e)", worst < 1e-5 ? "ok" : "WRONG", worst);
    return std::string(buf);
  };
  double gf = 2.0 * M * N * K / 1e9;
  dim3 grid(NP / 128, MP / 128);
  char prob[64];
  snprintf(prob, sizeof prob, "sgemm %s", label);
  CK(cudaMemset(c, 0, hc.size() * 4));
  // CubeCL puts all shared memory in one dynamic block: its size is in gen/kernels.txt.
  void* args[] = {&a, &b, &c, &g_info};
  float ms = median_ms([&] { CK(cudaLaunchKernel((const void*)rs, grid, dim3(256), args, 16608, 0)); });
  printf("ROW|%s|cute-layout (CubeCL)|%.4f|%.1f GFLOP/s|%s\n", prob, ms, gf / (ms / 1e3), check().c_str());
  CK(cudaMemset(c, 0, hc.size() * 4));
  ms = median_ms([&] { ours::cute_sgemm<M, N, K, MP, NP, KP><<<grid, 256>>>(a, b, c); });
  printf("ROW|%s|CuTe C++|%.4f|%.1f GFLOP/s|%s\n", prob, ms, gf / (ms / 1e3), check().c_str());
#ifndef NO_CUBLAS
  const float one = 1.f, zero = 0.f;
  CK(cudaMemset(c, 0, hc.size() * 4));
  // Row-major C = A B is column-major C^T = B^T A^T.
  ms = median_ms([&] { cublasSgemm(g_blas, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, b, N, a, K, &zero, c, N); });
  printf("ROW|%s|cuBLAS SGEMM (TF32 off)|%.4f|%.1f GFLOP/s|%s\n", prob, ms, gf / (ms / 1e3), check().c_str());
#endif
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

int main() {
  cudaDeviceProp p;
  CK(cudaGetDeviceProperties(&p, 0));
  printf("DEVICE|%s\n", p.name);
  CK(cudaMalloc(&g_info, 256));
  CK(cudaMemset(g_info, 0, 256));
#ifndef NO_CUBLAS
  cublasCreate(&g_blas);
  cublasSetMathMode(g_blas, CUBLAS_PEDANTIC_MATH);
#endif
  transpose_bench();
  sgemm_bench<200, 136, 20, 256, 256, 24>("200x136x20", rs_sgemm_200, true);
  sgemm_bench<1024, 1024, 1024, 1024, 1024, 1024>("1024^3", rs_sgemm_1024, true);
  sgemm_bench<4096, 4096, 4096, 4096, 4096, 4096>("4096^3", rs_sgemm_4096, false);
  sgemm_bench<4000, 4000, 4000, 4096, 4096, 4000>("4000^3 (not a tile multiple)", rs_sgemm_4000, false);
  sgemm_bench<8192, 8192, 8192, 8192, 8192, 8192>("8192^3", rs_sgemm_8192, false);
  return 0;
}
