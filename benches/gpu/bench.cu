// Times the CubeCL-generated kernels (gen/*.cu, written by `cargo run --example gpu_emit`),
// the same kernels in CuTe C++ (cute_kernels.cuh), cudaMemcpy device-to-device and cuBLAS
// SGEMM (pedantic math: no TF32), all the same way: CUDA events around each launch, median
// of RUNS launches after WARMUP. Checks results against CPU references. Prints one line per
// measurement: `ROW|problem|implementation|median ms|GB/s or GFLOP/s|check`.
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <string>
#include <tuple>
#include <vector>
#ifndef NO_CUBLAS
#include <cublas_v2.h>
#endif
#include "cute_kernels.cuh"
#include "leaves.hpp"

// The CuTe HGEMMs' shared-memory stages (the Rust kernel's STAGES, hgemm.rs), 3 unless the
// harness is built with -DHGEMM_STAGES=... (4 was compared once; benches/README.md).
#ifndef HGEMM_STAGES
#define HGEMM_STAGES 3
#endif
#ifndef HGEMM_BK
#define HGEMM_BK 32
#endif
// The SIMT SGEMM's K extent of a CTA tile (`SgemmCfg::BK`, sgemm_simt.rs): the unit of its
// split of K. The CuTe C++ SGEMM's tile is 8 along K, so its split takes SGEMM_BK / 8 of its
// tiles for each of ours.
#ifndef SGEMM_BK
#define SGEMM_BK 16
#endif

#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); exit(1); } } while (0)

// The CubeCL kernels: buffers, then CubeCL's info block: the kernel's run-time leaves (u32
// scalars) followed by metadata these kernels do not read. The run-time leaves of each problem
// are what the Rust library computes from the layout values (`gpu_emit` writes them to
// gen/leaves.txt: the extents, then the tile grids', threads' and partitions' run-time strides).
extern "C" __global__ void rs_transpose(const float*, float*, const void*);
extern "C" __global__ void rs_transpose64(const float*, float*, const void*);
extern "C" __global__ void rs_transpose64x512(const float*, float*, const void*);
extern "C" __global__ void rs_sgemm(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm_split(const float*, const float*, float*, const void*);
// B read in 16-byte lines (`SgemmRowMajor4`, n a multiple of 4; leaves `sgemm4 M N K`).
extern "C" __global__ void rs_sgemm4(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sgemm4_split(const float*, const float*, float*, const void*);
extern "C" __global__ void rs_sum_splits(const float4*, float4*, const void*);
extern "C" __global__ void rs_hgemm(const __half*, const __half*, float2*, const void*);
extern "C" __global__ void rs_hgemm_bf16(const __nv_bfloat16*, const __nv_bfloat16*, float2*, const void*);
extern "C" __global__ void rs_hgemm_f16out(const __half*, const __half*, __half2*, const void*);
extern "C" __global__ void rs_hgemm_nn(const __half*, const __half*, float2*, const void*);
extern "C" __global__ void rs_hgemm_tt(const __half*, const __half*, float2*, const void*);

static const int WARMUP = 5, RUNS = 30;
static std::string g_gen = "gpu-bundle/gen";
// `bench GEN hgemm N` also runs the CuTe kernel's diagnostic variants (without cp.async's L2
// prefetch hint; with mbarrier waits as the CubeCL kernel), to tell what a difference is made of.
static bool g_diagnostics = false;

// The leaves of `problem` (e.g. "sgemm 4096 4096 4096"); none if gen/leaves.txt has no such line.
static std::vector<unsigned> find_leaves(const std::string& problem) {
  FILE* f = fopen((g_gen + "/leaves.txt").c_str(), "r");
  if (!f) { printf("no %s/leaves.txt\n", g_gen.c_str()); exit(1); }
  fclose(f);
  return read_leaves(g_gen, problem);
}

static std::vector<unsigned> leaves_for(const std::string& problem) {
  std::vector<unsigned> v = find_leaves(problem);
  if (v.empty()) { printf("no leaves for %s\n", problem.c_str()); exit(1); }
  return v;
}

static bool has_leaves(const std::string& problem) { return !find_leaves(problem).empty(); }

// A kernel's info block on the device: the leaves, then 64 zero words.
static void* to_device(std::vector<unsigned> v) {
  v.resize(v.size() + 64, 0u);
  void* d;
  CK(cudaMalloc(&d, v.size() * 4));
  CK(cudaMemcpy(d, v.data(), v.size() * 4, cudaMemcpyHostToDevice));
  return d;
}

static void* info_for(const std::string& problem) { return to_device(leaves_for(problem)); }

static int shared_bytes(const char* kernel);

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

// A GEMM's check against a double-precision CPU product: the worst relative error of C
// (M x N, row-major) over every element (`full`) or 4096 sampled ones, against `tol`. `got(idx)`
// is C's element idx as a double, `term(i, j, p)` the product A(i, p) B(p, j) in double.
template <class Got, class Term>
static std::string gemm_check(int M, int N, int K, bool full, double tol, Got got, Term term) {
  std::mt19937 g(7);
  size_t count = full ? size_t(M) * N : 4096;
  double worst = 0;
  for (size_t s = 0; s < count; ++s) {
    size_t idx = full ? s : (size_t(g()) % (size_t(M) * N));
    int i = idx / N, j = idx % N;
    double ref = 0, mag = 0;
    for (int p = 0; p < K; ++p) { double x = term(i, j, p); ref += x; mag += std::fabs(x); }
    worst = std::max(worst, std::fabs(got(idx) - ref) / (mag + 1e-30));
  }
  char buf[64];
  snprintf(buf, sizeof buf, "%s (rel err %.1e)", worst < tol ? "ok" : "WRONG", worst);
  return std::string(buf);
}

static void transpose_bench(int m, int n) {
  size_t bytes = size_t(m) * n * 4;
  std::vector<float> h(size_t(m) * n), o(size_t(m) * n);
  fill(h, 1);
  float *din, *dout;
  CK(cudaMalloc(&din, bytes));
  CK(cudaMalloc(&dout, bytes));
  CK(cudaMemcpy(din, h.data(), bytes, cudaMemcpyHostToDevice));
  auto check = [&]() {
    CK(cudaMemcpy(o.data(), dout, bytes, cudaMemcpyDeviceToHost));
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j)
        if (o[size_t(j) * m + i] != h[size_t(i) * n + j]) return std::string("WRONG");
    return std::string("ok");
  };
  char prob[64];
  snprintf(prob, sizeof prob, m == n ? "transpose %d^2" : "transpose %dx%d", m, n);
  double gb = 2.0 * bytes / 1e9;
  float ms = median_ms([&] { CK(cudaMemcpyAsync(dout, din, bytes, cudaMemcpyDeviceToDevice)); });
  printf("ROW|%s|cudaMemcpy D2D (copy)|%.4f|%.1f GB/s|-\n", prob, ms, gb / (ms / 1e3));
  dim3 grid((n + 31) / 32, (m + 31) / 32);
  char key[64];
  snprintf(key, sizeof key, "transpose %d %d", m, n);
  void* info = info_for(key);
  CK(cudaMemset(dout, 0, bytes));
  void* args[] = {&din, &dout, &info};
  ms = median_ms([&] { CK(cudaLaunchKernel((const void*)rs_transpose, grid, dim3(256), args, 4220, 0)); });
  printf("ROW|%s|cute-layout (CubeCL)|%.4f|%.1f GB/s|%s\n", prob, ms, gb / (ms / 1e3), check().c_str());
  // The same kernel through 64 x 64 tiles: 256 threads (16 elements each way) or 512 (8).
  for (int threads : {256, 512}) {
    const char* kname = threads == 256 ? "transpose64" : "transpose64x512";
    snprintf(key, sizeof key, "%s %d %d", kname, m, n);
    void* info64 = info_for(key);
    void* args64[] = {&din, &dout, &info64};
    dim3 grid64((n + 63) / 64, (m + 63) / 64);
    const int smem64 = shared_bytes((std::string("rs_") + kname).c_str());
    const void* kernel = threads == 256 ? (const void*)rs_transpose64 : (const void*)rs_transpose64x512;
    CK(cudaMemset(dout, 0, bytes));
    ms = median_ms([&] { CK(cudaLaunchKernel(kernel, grid64, dim3(threads), args64, smem64, 0)); });
    printf("ROW|%s|cute-layout (CubeCL), 64 x 64 tiles, %d threads|%.4f|%.1f GB/s|%s\n", prob, threads, ms, gb / (ms / 1e3), check().c_str());
    cudaFree(info64);
  }
  CK(cudaMemset(dout, 0, bytes));
  ms = median_ms([&] { ours::cute_transpose<<<grid, 256>>>(din, dout, m, n); });
  printf("ROW|%s|CuTe C++|%.4f|%.1f GB/s|%s\n", prob, ms, gb / (ms / 1e3), check().c_str());
  cudaFree(info);
  cudaFree(din);
  cudaFree(dout);
}

#ifndef NO_CUBLAS
static cublasHandle_t g_blas;
#endif

static void sgemm_bench(int M, int N, int K, const char* label, bool full_check) {
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
    return gemm_check(
        M, N, K, full_check, 1e-5, [&](size_t idx) { return double(hc[idx]); },
        [&](int i, int j, int p) { return double(ha[size_t(i) * K + p]) * hb[size_t(p) * N + j]; });
  };
  double gf = 2.0 * M * N * K / 1e9;
  char prob[64], key[64];
  snprintf(prob, sizeof prob, "sgemm %s", label);
  snprintf(key, sizeof key, "sgemm %d %d %d", M, N, K);
  // Split K as the leaves say (gpu_emit's `SgemmRowMajor::splits` for 132 SMs; word 9, after
  // the three leaves of each of A, B and C, is the k tiles per split): with more than one split the kernel writes partial products into `ws`
  // and `rs_sum_splits` adds them into C. `cute` also times the CuTe C++ kernel, split the same
  // way and summed by the same kernel.
  auto run = [&](const std::string& lkey, const char* name, bool cute, bool lines4) {
    std::vector<unsigned> leaves = leaves_for(lkey);
    const int kt_per = leaves[9], splits = ((K + SGEMM_BK - 1) / SGEMM_BK + kt_per - 1) / kt_per;
    dim3 grid((N + 127) / 128, (M + 127) / 128, splits);
    float* ws = c;
    void* sum_info = nullptr;
    if (splits > 1) {
      CK(cudaMalloc(&ws, size_t(splits) * M * N * 4));
      sum_info = info_for("sum_splits " + std::to_string(M) + " " + std::to_string(N) + " " + std::to_string(splits));
    }
    const int lines = M * N / 4;
    void* sum_args[] = {&ws, &c, &sum_info};
    auto sum = [&] {
      if (splits > 1) CK(cudaLaunchKernel((const void*)rs_sum_splits, dim3((lines + 255) / 256), dim3(256), sum_args, 0, 0));
    };
    void* info = to_device(leaves);
    void* args[] = {&a, &b, &ws, &info};
    char impl[96];
    snprintf(impl, sizeof impl, splits > 1 ? "%s, split K %d" : "%s", name, splits);
    CK(cudaMemset(c, 0, hc.size() * 4));
    // CubeCL puts all shared memory in one dynamic block: its size is in gen/kernels.txt.
    const void* kernel = lines4 ? (splits > 1 ? (const void*)rs_sgemm4_split : (const void*)rs_sgemm4)
                                : (splits > 1 ? (const void*)rs_sgemm_split : (const void*)rs_sgemm);
    const int smem = shared_bytes(lines4 ? (splits > 1 ? "rs_sgemm4_split" : "rs_sgemm4")
                                         : (splits > 1 ? "rs_sgemm_split" : "rs_sgemm"));
    CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    float ms = median_ms([&] { CK(cudaLaunchKernel(kernel, grid, dim3(256), args, smem, 0)); sum(); });
    printf("ROW|%s|%s|%.4f|%.1f GFLOP/s|%s\n", prob, impl, ms, gf / (ms / 1e3), check().c_str());
    if (cute) {
      CK(cudaMemset(c, 0, hc.size() * 4));
      const long slice = long(M) * N;
      ms = median_ms([&] {
        if (splits > 1) ours::cute_sgemm<true><<<grid, 256>>>(a, b, ws, M, N, K, kt_per * (SGEMM_BK / 8), slice);
        else ours::cute_sgemm<<<grid, 256>>>(a, b, c, M, N, K);
        sum();
      });
      snprintf(impl, sizeof impl, splits > 1 ? "CuTe C++, split K %d" : "CuTe C++", splits);
      printf("ROW|%s|%s|%.4f|%.1f GFLOP/s|%s\n", prob, impl, ms, gf / (ms / 1e3), check().c_str());
    }
    cudaFree(info);
    if (splits > 1) { cudaFree(sum_info); cudaFree(ws); }
  };
  // The kernel the host picks: B in 16-byte lines where N allows (gpu_emit wrote
  // `sgemm4 M N K`), then the one that reads B in floats, which takes any N, beside it.
  const std::string key4 = "sgemm4" + std::string(key).substr(5);
  const bool lines4 = has_leaves(key4);
  run(lines4 ? key4 : std::string(key), "cute-layout (CubeCL)", true, lines4);
  if (lines4) run(key, "cute-layout (CubeCL), B in floats", false, false);
  // Other splits of the same problem, where gpu_emit wrote them (`sgemm4/S M N K`, `sgemm/S`).
  for (int s : {1, 2, 8}) {
    std::string k2 = (lines4 ? "sgemm4/" : "sgemm/") + std::to_string(s) + std::string(key).substr(5);
    if (has_leaves(k2)) run(k2, s == 1 ? "cute-layout (CubeCL), no split" : "cute-layout (CubeCL)", false, lines4);
  }
#ifndef NO_CUBLAS
  const float one = 1.f, zero = 0.f;
  CK(cudaMemset(c, 0, hc.size() * 4));
  // Row-major C = A B is column-major C^T = B^T A^T.
  const float ms = median_ms([&] { cublasSgemm(g_blas, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &one, b, N, a, K, &zero, c, N); });
  printf("ROW|%s|cuBLAS SGEMM (TF32 off)|%.4f|%.1f GFLOP/s|%s\n", prob, ms, gf / (ms / 1e3), check().c_str());
#endif
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

// Bytes of dynamic shared memory a CubeCL kernel needs (gen/kernels.txt: `name bytes`).
static int shared_bytes(const char* kernel) {
  FILE* f = fopen((g_gen + "/kernels.txt").c_str(), "r");
  char name[128];
  int bytes = -1, b;
  while (f && fscanf(f, "%127s %d", name, &b) == 2)
    if (std::string(name) == kernel) bytes = b;
  if (f) fclose(f);
  if (bytes < 0) { printf("no %s in kernels.txt\n", kernel); exit(1); }
  return bytes;
}

#ifndef NO_CUBLAS
static cublasHandle_t g_blas_tc;  // default math: tensor cores
#endif

// The element types of an HGEMM variant: inputs `In` (half or bfloat16), output `Out` (float
// or half), with their CuTe, cuBLAS and conversion names.
struct F16In { using T = __half; using Cute = cute::half_t; static constexpr cudaDataType_t blas = CUDA_R_16F; static T from(float x) { return __float2half(x); } static float to(T x) { return __half2float(x); } };
struct Bf16In { using T = __nv_bfloat16; using Cute = cute::bfloat16_t; static constexpr cudaDataType_t blas = CUDA_R_16BF; static T from(float x) { return __float2bfloat16(x); } static float to(T x) { return __bfloat162float(x); } };
struct F32Out { using T = float; using Cute = float; static constexpr cudaDataType_t blas = CUDA_R_32F; static float to(T x) { return x; } static constexpr double tol = 1e-4; static constexpr const char* name = "f32"; };
struct F16Out { using T = __half; using Cute = cute::half_t; static constexpr cudaDataType_t blas = CUDA_R_16F; static float to(T x) { return __half2float(x); } static constexpr double tol = 2e-3; static constexpr const char* name = "f16"; };

// HGEMM C = A * B^T, A (M x K) and B (N x K) row-major, C (M x N) row-major: the CubeCL
// kernel `kernel` (gen/kernels.txt names its shared memory), the CuTe C++ kernel of the same
// tiling and cuBLAS (cublasGemmEx, f32 compute). Checked against a double-precision CPU
// product of the same inputs.
// `AMn`/`BMn`: the operand is MN-major (A column-major, B row-major as K x N) in memory; the
// leaves of our kernel are gen/leaves.txt's `LEAVES M N K` line.
template <class In, class Out, class Atom, bool AMn = false, bool BMn = false>
static void hgemm_bench(const void* kernel, const char* kernel_name, const char* kind, int M, int N, int K,
                        const char* label, bool full_check, const char* leaves = "hgemm") {
  using TI = typename In::T;
  using TO = typename Out::T;
  std::vector<TI> ha(size_t(M) * K), hb(size_t(N) * K);
  std::vector<float> fa(ha.size()), fb(hb.size());
  std::vector<TO> hc(size_t(M) * N);
  fill(fa, 4);
  fill(fb, 5);
  for (size_t i = 0; i < fa.size(); ++i) { ha[i] = In::from(fa[i]); fa[i] = In::to(ha[i]); }
  for (size_t i = 0; i < fb.size(); ++i) { hb[i] = In::from(fb[i]); fb[i] = In::to(hb[i]); }
  TI *a, *b;
  TO* c;
  CK(cudaMalloc(&a, ha.size() * sizeof(TI)));
  CK(cudaMalloc(&b, hb.size() * sizeof(TI)));
  CK(cudaMalloc(&c, hc.size() * sizeof(TO)));
  // A(i, p) and B(j, p) stored K-major (i * K + p) or MN-major (p * rows + i).
  auto store = [&](const std::vector<TI>& h, int rows, bool mn) {
    std::vector<TI> d(h.size());
    for (int i = 0; i < rows; ++i)
      for (int p = 0; p < K; ++p) d[mn ? size_t(p) * rows + i : size_t(i) * K + p] = h[size_t(i) * K + p];
    return d;
  };
  CK(cudaMemcpy(a, store(ha, M, AMn).data(), ha.size() * sizeof(TI), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(b, store(hb, N, BMn).data(), hb.size() * sizeof(TI), cudaMemcpyHostToDevice));
  auto check = [&]() {
    CK(cudaMemcpy(hc.data(), c, hc.size() * sizeof(TO), cudaMemcpyDeviceToHost));
    return gemm_check(
        M, N, K, full_check, Out::tol, [&](size_t idx) { return double(Out::to(hc[idx])); },
        [&](int i, int j, int p) { return double(fa[size_t(i) * K + p]) * fb[size_t(j) * K + p]; });
  };
  double gf = 2.0 * M * N * K / 1e9;
  dim3 grid((N + 127) / 128, (M + 127) / 128);
  char prob[96], key[64];
  snprintf(prob, sizeof prob, "%s %s", kind, label);
  snprintf(key, sizeof key, "%s %d %d %d", leaves, M, N, K);
  void* info = info_for(key);
  const int smem = shared_bytes(kernel_name);
  CK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
  CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
  void* args[] = {&a, &b, &c, &info};
  float ms = median_ms([&] { CK(cudaLaunchKernel(kernel, grid, dim3(128), args, smem, 0)); });
  printf("ROW|%s|cute-layout (CubeCL)|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
  CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
  using CI = typename In::Cute;
  using CO = typename Out::Cute;
  // The CuTe kernels' K extent of a CTA tile: the Rust kernel's BK (hgemm.rs), 32 unless the
  // harness is built with -DHGEMM_BK=...
  constexpr int cute_smem = ours::hgemm_smem_bytes<CI, HGEMM_BK, HGEMM_STAGES>();
  CK(cudaFuncSetAttribute(ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 1, HGEMM_BK, true, false, 0, false, HGEMM_STAGES>, cudaFuncAttributeMaxDynamicSharedMemorySize, cute_smem));
  CK(cudaFuncSetAttribute(ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, false, 0, false, HGEMM_STAGES>, cudaFuncAttributeMaxDynamicSharedMemorySize, cute_smem));
  ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 1, HGEMM_BK, true, false, 0, false, HGEMM_STAGES><<<grid, 128, cute_smem>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
  printf("ROW|%s|CuTe C++|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
  // The same CuTe kernel taking the tiles in the Rust kernel's order (groups of 16 rows).
  CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
  ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, false, 0, false, HGEMM_STAGES><<<grid, 128, cute_smem>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
  printf("ROW|%s|CuTe C++, tiles in groups of 16 rows|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
  // And without cp.async's L2::128B prefetch hint, which CubeCL's cp.async does not give.
  if (g_diagnostics) {
    CK(cudaFuncSetAttribute(ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, false, false, 0, false, HGEMM_STAGES>, cudaFuncAttributeMaxDynamicSharedMemorySize, cute_smem));
    CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
    ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, false, false, 0, false, HGEMM_STAGES><<<grid, 128, cute_smem>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
    printf("ROW|%s|CuTe C++, groups of 16 rows, no L2 prefetch hint|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
    // And waiting for each stage on an mbarrier, as the CubeCL kernel does.
    CK(cudaFuncSetAttribute(ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, true, 0, false, HGEMM_STAGES>, cudaFuncAttributeMaxDynamicSharedMemorySize, cute_smem));
    CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
    ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, true, 0, false, HGEMM_STAGES><<<grid, 128, cute_smem>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
    printf("ROW|%s|CuTe C++, groups of 16 rows, mbarrier waits|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
    // And the CubeCL kernel's order: refill first, then wait for the k tile's stage.
    CK(cudaFuncSetAttribute(ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, true, 0, true, HGEMM_STAGES>, cudaFuncAttributeMaxDynamicSharedMemorySize, cute_smem));
    CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
    ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 16, HGEMM_BK, true, true, 0, true, HGEMM_STAGES><<<grid, 128, cute_smem>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
    printf("ROW|%s|CuTe C++, groups of 16 rows, mbarrier waits after the refill|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
    // And row by row with static shared memory: one array, then two (the form the table used
    // before 2026-11-27's later session).
    CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
    ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 1, HGEMM_BK, true, false, 1><<<grid, 128>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
    printf("ROW|%s|CuTe C++, static shared memory, one array|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
    CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
    ms = median_ms([&] { ours::cute_hgemm<CI, CO, Atom, AMn, BMn, 1, HGEMM_BK, true, false, 2><<<grid, 128>>>(reinterpret_cast<const CI*>(a), reinterpret_cast<const CI*>(b), reinterpret_cast<CO*>(c), M, N, K); });
    printf("ROW|%s|CuTe C++, static shared memory, two arrays|%.4f|%.1f TFLOP/s|%s\n", prob, ms, gf / ms, check().c_str());
  }
#ifndef NO_CUBLAS
  const float one = 1.f, zero = 0.f;
  CK(cudaMemset(c, 0, hc.size() * sizeof(TO)));
  // Row-major C = A B^T is column-major C^T = B A^T. Column-major, a K-major B is K x N (ld
  // K, transposed), an MN-major one N x K (ld N); a K-major A is A^T already (ld K), an
  // M-major one M x K (ld M, transposed).
  const auto opb = BMn ? CUBLAS_OP_N : CUBLAS_OP_T, opa = AMn ? CUBLAS_OP_T : CUBLAS_OP_N;
  const int ldb = BMn ? N : K, lda = AMn ? M : K;
  ms = median_ms([&] { cublasGemmEx(g_blas_tc, opb, opa, N, M, K, &one, b, In::blas, ldb, a, In::blas, lda, &zero, c, Out::blas, N, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT); });
  char blas_name[64];
  snprintf(blas_name, sizeof blas_name, "cuBLAS GemmEx (%s out)", Out::name);
  printf("ROW|%s|%s|%.4f|%.1f TFLOP/s|%s\n", prob, blas_name, ms, gf / ms, check().c_str());
#endif
  cudaFree(info);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
}

static void hgemm_bench(int M, int N, int K, const char* label, bool full_check) {
  hgemm_bench<F16In, F32Out, cute::SM80_16x8x16_F32F16F16F32_TN>((const void*)rs_hgemm, "rs_hgemm", "hgemm", M, N, K, label, full_check);
}

// The SGEMM problems of the table.
static void sgemm_rows() {
  sgemm_bench(200, 136, 20, "200x136x20", true);
  sgemm_bench(1024, 1024, 1024, "1024^3", true);
  sgemm_bench(4096, 4096, 4096, "4096^3", false);
  sgemm_bench(4000, 4000, 4000, "4000^3 (not a tile multiple)", false);
  sgemm_bench(8192, 8192, 8192, "8192^3", false);
}

int main(int argc, char** argv) {
  if (argc > 1) g_gen = argv[1];
  cudaDeviceProp p;
  CK(cudaGetDeviceProperties(&p, 0));
  printf("DEVICE|%s\n", p.name);
#ifndef NO_CUBLAS
  cublasCreate(&g_blas);
  cublasSetMathMode(g_blas, CUBLAS_PEDANTIC_MATH);
  cublasCreate(&g_blas_tc);
#endif
  // Every kernel takes its sizes at run time (one compiled kernel per implementation).
  // `bench GEN hgemm` runs the HGEMM rows only, `bench GEN transpose` the transposes,
  // `bench GEN sgemm` the SGEMMs.
  // `bench GEN hgemm N` only the N^3 HGEMM, `bench GEN sgemm N` the N^3 SGEMM (for profilers).
  if (argc > 2 && std::string(argv[2]) == "transpose") {
    transpose_bench(4096, 4096);
    transpose_bench(4000, 3000);
    return 0;
  }
  if (argc > 2 && std::string(argv[2]) == "sgemm") {
    if (argc > 3) {
      int n = atoi(argv[3]);
      sgemm_bench(n, n, n, argv[3], false);
      return 0;
    }
    sgemm_rows();
    return 0;
  }
  const bool hgemm_only = argc > 2 && std::string(argv[2]) == "hgemm";
  if (hgemm_only && argc > 3) {
    g_diagnostics = true;
    int n = atoi(argv[3]);
    hgemm_bench(n, n, n, argv[3], false);
    return 0;
  }
  if (!hgemm_only) {
  transpose_bench(4096, 4096);
  transpose_bench(4000, 3000);
  sgemm_rows();
  }
  hgemm_bench(200, 136, 40, "200x136x40", true);
  hgemm_bench(1024, 1024, 1024, "1024^3", true);
  hgemm_bench(4096, 4096, 4096, "4096^3", false);
  hgemm_bench(4000, 4000, 4000, "4000^3 (not a tile multiple)", false);
  hgemm_bench(4096, 4096, 256, "4096x4096x256", false);
  hgemm_bench(8192, 8192, 8192, "8192^3", false);
  // The other element types: bf16 inputs (f32 out), and f16 out (f16 inputs).
  for (auto [n, label, full] : {std::tuple{200, "200x136x40", true}, std::tuple{4096, "4096^3", false}}) {
    const int m = n, nn = n == 200 ? 136 : n, k = n == 200 ? 40 : n;
    hgemm_bench<Bf16In, F32Out, cute::SM80_16x8x16_F32BF16BF16F32_TN>((const void*)rs_hgemm_bf16, "rs_hgemm_bf16", "hgemm bf16", m, nn, k, label, full);
    hgemm_bench<F16In, F16Out, cute::SM80_16x8x16_F32F16F16F32_TN>((const void*)rs_hgemm_f16out, "rs_hgemm_f16out", "hgemm f16 out", m, nn, k, label, full);
  }
  // The other operand layouts (f16 -> f32): A and B (K x N) both row-major (B N-major), and
  // both column-major (A M-major).
  for (auto [n, label, full] : {std::tuple{200, "200x136x40", true}, std::tuple{4096, "4096^3", false}, std::tuple{8192, "8192^3", false}}) {
    const int m = n, nn = n == 200 ? 136 : n, k = n == 200 ? 40 : n;
    hgemm_bench<F16In, F32Out, cute::SM80_16x8x16_F32F16F16F32_TN, false, true>((const void*)rs_hgemm_nn, "rs_hgemm_nn", "hgemm A, B row-major", m, nn, k, label, full, "hgemm_nn");
    hgemm_bench<F16In, F32Out, cute::SM80_16x8x16_F32F16F16F32_TN, true, false>((const void*)rs_hgemm_tt, "rs_hgemm_tt", "hgemm A, B column-major", m, nn, k, label, full, "hgemm_tt");
  }
  return 0;
}
