// Which side decides the shared-memory wavefronts that ncu counts for LDGSTS.128 (a 16-byte
// cp.async)? Each kernel: 4 CTAs of 128 threads, each thread one 16-byte copy per repetition
// from a global byte offset g(t) to a shared byte offset s(t); the kernels differ only in s, g
// and the cache hint. `ldgsts_probe.sh` runs them under ncu's source counters; the results are
// in benches/README.md ("cp.async's shared wavefronts follow its global lines").
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__device__ __forceinline__ void cp16_cg(void* s, const void* g) {
  unsigned sa = (unsigned)__cvta_generic_to_shared(s);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(sa), "l"(g));
}
__device__ __forceinline__ void cp16_ca(void* s, const void* g) {
  unsigned sa = (unsigned)__cvta_generic_to_shared(s);
  asm volatile("cp.async.ca.shared.global [%0], [%1], 16;\n" :: "r"(sa), "l"(g));
}
__device__ __forceinline__ void wait_all() {
  asm volatile("cp.async.commit_group;\ncp.async.wait_group 0;\n" ::: "memory");
}
// byte offsets
__device__ unsigned s_linear(unsigned t) { return 16 * t; }
// HGEMM K-major stage: 128 x 32 halves, Sw<2,3,3> over element index row*32+col
__device__ unsigned s_sw233(unsigned t) {
  unsigned e = (t / 4) * 32 + (t % 4) * 8;
  e ^= (e & 0xC0u) >> 3;
  return 2 * e;
}
// BK = 64: 128 x 64 halves, Sw<3,3,3> over row*64+col, 8 threads per row
__device__ unsigned s_sw333(unsigned t) {
  unsigned e = (t / 8) * 64 + (t % 8) * 8;
  e ^= (e & 0x1C0u) >> 3;
  return 2 * e;
}
__device__ size_t g_linear(unsigned t) { return 16 * (size_t)t; }
__device__ size_t g_rows64(unsigned t) { return (size_t)(t / 4) * 8192 + (t % 4) * 16; }
__device__ size_t g_rows128(unsigned t) { return (size_t)(t / 8) * 8192 + (t % 8) * 16; }

#define KERNEL(name, S, G, CP)                                            \
  __global__ void name(const char* g, int* out) {                         \
    __shared__ __align__(128) char smem[8192];                            \
    unsigned t = threadIdx.x;                                             \
    for (int rep = 0; rep < 16; ++rep) {                                  \
      CP(smem + S(t), g + G(t) + rep * 64 * 8192);                        \
      wait_all();                                                         \
      __syncthreads();                                                    \
      if (t == 0) out[blockIdx.x] += smem[rep];                           \
      __syncthreads();                                                    \
    }                                                                     \
  }
KERNEL(k_slin_glin_cg, s_linear, g_linear, cp16_cg)
KERNEL(k_slin_grows64_cg, s_linear, g_rows64, cp16_cg)
KERNEL(k_sw233_grows64_cg, s_sw233, g_rows64, cp16_cg)
KERNEL(k_sw233_glin_cg, s_sw233, g_linear, cp16_cg)
KERNEL(k_slin_grows128_cg, s_linear, g_rows128, cp16_cg)
KERNEL(k_sw333_grows128_cg, s_sw333, g_rows128, cp16_cg)
KERNEL(k_sw233_grows64_ca, s_sw233, g_rows64, cp16_ca)
KERNEL(k_slin_glin_ca, s_linear, g_linear, cp16_ca)

__global__ void k_sw233_sts(const char* g, int* out) {
  __shared__ __align__(128) char smem[8192];
  unsigned t = threadIdx.x;
  for (int rep = 0; rep < 16; ++rep) {
    uint4 v = *(const uint4*)(g + g_rows64(t) + rep * 64 * 8192);
    *(uint4*)(smem + s_sw233(t)) = v;
    __syncthreads();
    if (t == 0) out[blockIdx.x] += smem[rep];
    __syncthreads();
  }
}

int main() {
  char* g; int* out;
  size_t bytes = (size_t)64 * 8192 * 17 + 8192 * 64;
  cudaMalloc(&g, bytes); cudaMemset(g, 1, bytes);
  cudaMalloc(&out, 1024 * sizeof(int)); cudaMemset(out, 0, 1024 * sizeof(int));
  void (*ks[])(const char*, int*) = {k_slin_glin_cg, k_slin_grows64_cg, k_sw233_grows64_cg,
    k_sw233_glin_cg, k_slin_grows128_cg, k_sw333_grows128_cg, k_sw233_grows64_ca, k_slin_glin_ca,
    k_sw233_sts};
  for (auto k : ks) k<<<4, 128>>>(g, out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("done: %s\n", cudaGetErrorString(e));
  return 0;
}
