// One warp, one shared-memory access per kernel, at byte addresses computed by gen.py.
// Generated from patterns.cu.in by gen.py.
#include <cstdio>
#include <cuda_runtime.h>

template <int BYTES> struct Vec;
template <> struct Vec<1> { using T = unsigned char; };
template <> struct Vec<2> { using T = unsigned short; };
template <> struct Vec<4> { using T = unsigned int; };
template <> struct Vec<8> { using T = uint2; };
template <> struct Vec<16> { using T = uint4; };

__device__ unsigned fold(unsigned char x) { return x; }
__device__ unsigned fold(unsigned short x) { return x; }
__device__ unsigned fold(unsigned int x) { return x; }
__device__ unsigned fold(uint2 x) { return x.x ^ x.y; }
__device__ unsigned fold(uint4 x) { return x.x ^ x.y ^ x.z ^ x.w; }

// The load: no other shared-memory access in the kernel (the values read are whatever is
// there), so ncu's shared-load counters are this instruction's.
template <int BYTES, int ID>
__global__ void pattern(const int* addr, unsigned* out) {
    __shared__ __align__(16) unsigned smem[4096];
    using T = typename Vec<BYTES>::T;
    const char* base = reinterpret_cast<const char*>(smem);
    T v = *reinterpret_cast<const T*>(base + addr[threadIdx.x]);
    out[threadIdx.x] = fold(v);
}

// The store at the same addresses, then one conflict-free 32-bit load per thread so the
// store is not dead; ncu's shared-store counters are the store's.
template <int BYTES, int ID>
__global__ void pattern_st(const int* addr, unsigned* out) {
    __shared__ __align__(16) unsigned smem[4096];
    using T = typename Vec<BYTES>::T;
    char* base = reinterpret_cast<char*>(smem);
    T v{};
    *reinterpret_cast<T*>(base + addr[threadIdx.x]) = v;
    __syncthreads();
    out[threadIdx.x] = smem[threadIdx.x];
}

template <int BYTES, int ID>
void run(const int (&host)[32]) {
    int* addr;
    unsigned* out;
    cudaMalloc(&addr, sizeof(host));
    cudaMalloc(&out, 32 * sizeof(unsigned));
    cudaMemcpy(addr, host, sizeof(host), cudaMemcpyHostToDevice);
    pattern<BYTES, ID><<<1, 32>>>(addr, out);
    cudaDeviceSynchronize();
    pattern_st<BYTES, ID><<<1, 32>>>(addr, out);
    cudaDeviceSynchronize();
    cudaFree(addr);
    cudaFree(out);
}

// ldmatrix of N 8x8 matrices of 16-bit values (thread t names row t % 8 of matrix t / 8).
template <int N, bool TRANS, int ID>
__global__ void matrix(const int* addr, unsigned* out) {
    __shared__ __align__(16) unsigned smem[4096];
    unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(
        reinterpret_cast<const char*>(smem) + addr[threadIdx.x]));
    unsigned r0 = 0, r1 = 0, r2 = 0, r3 = 0;
    if constexpr (N == 1 && !TRANS)
        asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r0) : "r"(a));
    if constexpr (N == 2 && !TRANS)
        asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0,%1}, [%2];"
                     : "=r"(r0), "=r"(r1) : "r"(a));
    if constexpr (N == 4 && !TRANS)
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
                     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    if constexpr (N == 4 && TRANS)
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];"
                     : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(a));
    out[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
}

// stmatrix (SM90) at the same addresses, then a conflict-free load so it is not dead.
template <int N, bool TRANS, int ID>
__global__ void matrix_st(const int* addr, unsigned* out) {
    __shared__ __align__(16) unsigned smem[4096];
    unsigned a = static_cast<unsigned>(__cvta_generic_to_shared(
        reinterpret_cast<char*>(smem) + addr[threadIdx.x]));
    unsigned r = threadIdx.x;
    if constexpr (N == 1 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};" :: "r"(a), "r"(r));
    if constexpr (N == 2 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x2.shared.b16 [%0], {%1,%2};"
                     :: "r"(a), "r"(r), "r"(r));
    if constexpr (N == 4 && !TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x4.shared.b16 [%0], {%1,%2,%3,%4};"
                     :: "r"(a), "r"(r), "r"(r), "r"(r), "r"(r));
    if constexpr (N == 4 && TRANS)
        asm volatile("stmatrix.sync.aligned.m8n8.x4.trans.shared.b16 [%0], {%1,%2,%3,%4};"
                     :: "r"(a), "r"(r), "r"(r), "r"(r), "r"(r));
    __syncthreads();
    out[threadIdx.x] = smem[threadIdx.x];
}

template <int N, bool TRANS, int ID>
void run_matrix(const int (&host)[32]) {
    int* addr;
    unsigned* out;
    cudaMalloc(&addr, sizeof(host));
    cudaMalloc(&out, 32 * sizeof(unsigned));
    cudaMemcpy(addr, host, sizeof(host), cudaMemcpyHostToDevice);
    matrix<N, TRANS, ID><<<1, 32>>>(addr, out);
    cudaDeviceSynchronize();
    matrix_st<N, TRANS, ID><<<1, 32>>>(addr, out);
    cudaDeviceSynchronize();
    cudaFree(addr);
    cudaFree(out);
}

int main() {
    run<4, 0>({0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 68, 72, 76, 80, 84, 88, 92, 96, 100, 104, 108, 112, 116, 120, 124}); // f32_row
    run<4, 1>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 2048, 2176, 2304, 2432, 2560, 2688, 2816, 2944, 3072, 3200, 3328, 3456, 3584, 3712, 3840, 3968}); // f32_column
    run<4, 2>({0, 132, 264, 396, 528, 660, 792, 924, 1056, 1188, 1320, 1452, 1584, 1716, 1848, 1980, 2112, 2244, 2376, 2508, 2640, 2772, 2904, 3036, 3168, 3300, 3432, 3564, 3696, 3828, 3960, 4092}); // f32_column_padded
    run<4, 3>({0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248}); // f32_stride2
    run<4, 4>({0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496}); // f32_stride4
    run<4, 5>({0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672, 704, 736, 768, 800, 832, 864, 896, 928, 960, 992}); // f32_stride8
    run<4, 6>({0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960, 1024, 1088, 1152, 1216, 1280, 1344, 1408, 1472, 1536, 1600, 1664, 1728, 1792, 1856, 1920, 1984}); // f32_stride16
    run<4, 7>({0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}); // f32_broadcast
    run<8, 8>({0, 8, 16, 24, 32, 40, 48, 56, 64, 72, 80, 88, 96, 104, 112, 120, 128, 136, 144, 152, 160, 168, 176, 184, 192, 200, 208, 216, 224, 232, 240, 248}); // f32x2_contiguous
    run<8, 9>({0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496}); // f32x2_stride4
    run<16, 10>({0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 272, 288, 304, 320, 336, 352, 368, 384, 400, 416, 432, 448, 464, 480, 496}); // f32x4_contiguous
    run<16, 11>({0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640, 672, 704, 736, 768, 800, 832, 864, 896, 928, 960, 992}); // f32x4_stride8
    run<16, 12>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 2048, 2176, 2304, 2432, 2560, 2688, 2816, 2944, 3072, 3200, 3328, 3456, 3584, 3712, 3840, 3968}); // f32x4_stride32
    run<2, 13>({0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62}); // f16_contiguous
    run<2, 14>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 2048, 2176, 2304, 2432, 2560, 2688, 2816, 2944, 3072, 3200, 3328, 3456, 3584, 3712, 3840, 3968}); // f16_stride64
    run<16, 15>({0, 128, 256, 384, 512, 640, 768, 896, 16, 144, 272, 400, 528, 656, 784, 912, 32, 160, 288, 416, 544, 672, 800, 928, 48, 176, 304, 432, 560, 688, 816, 944}); // f16x8_rows_unswizzled
    run<16, 16>({0, 144, 288, 432, 576, 720, 864, 1008, 16, 128, 304, 416, 592, 704, 880, 992, 32, 176, 256, 400, 608, 752, 832, 976, 48, 160, 272, 384, 624, 736, 848, 960}); // f16x8_rows_sw333
    run<1, 17>({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31}); // u8_contiguous
    run<16, 18>({0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896}); // f16x8_rows_repeated
    run_matrix<4, false, 19>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 16, 144, 272, 400, 528, 656, 784, 912, 1040, 1168, 1296, 1424, 1552, 1680, 1808, 1936}); // ldsm_x4_rows128
    run_matrix<4, false, 20>({0, 144, 288, 432, 576, 720, 864, 1008, 1024, 1168, 1312, 1456, 1600, 1744, 1888, 2032, 16, 128, 304, 416, 592, 704, 880, 992, 1040, 1152, 1328, 1440, 1616, 1728, 1904, 2016}); // ldsm_x4_rows128_sw333
    run_matrix<4, false, 21>({0, 144, 288, 432, 576, 720, 864, 1008, 1152, 1296, 1440, 1584, 1728, 1872, 2016, 2160, 16, 160, 304, 448, 592, 736, 880, 1024, 1168, 1312, 1456, 1600, 1744, 1888, 2032, 2176}); // ldsm_x4_rows144
    run_matrix<4, false, 22>({0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960, 16, 80, 144, 208, 272, 336, 400, 464, 528, 592, 656, 720, 784, 848, 912, 976}); // ldsm_x4_rows64
    run_matrix<4, true, 23>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 16, 144, 272, 400, 528, 656, 784, 912, 1040, 1168, 1296, 1424, 1552, 1680, 1808, 1936}); // ldsm_x4_trans_rows128
    run_matrix<4, true, 24>({0, 144, 288, 432, 576, 720, 864, 1008, 1024, 1168, 1312, 1456, 1600, 1744, 1888, 2032, 16, 128, 304, 416, 592, 704, 880, 992, 1040, 1152, 1328, 1440, 1616, 1728, 1904, 2016}); // ldsm_x4_trans_rows128_sw333
    run_matrix<2, false, 25>({0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920, 0, 128, 256, 384, 512, 640, 768, 896, 1024, 1152, 1280, 1408, 1536, 1664, 1792, 1920}); // ldsm_x2_rows128
    run_matrix<2, false, 26>({0, 144, 288, 432, 576, 720, 864, 1008, 1024, 1168, 1312, 1456, 1600, 1744, 1888, 2032, 0, 144, 288, 432, 576, 720, 864, 1008, 1024, 1168, 1312, 1456, 1600, 1744, 1888, 2032}); // ldsm_x2_rows128_sw333
    run_matrix<1, false, 27>({0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896, 0, 128, 256, 384, 512, 640, 768, 896}); // ldsm_x1_rows128
    run_matrix<1, false, 28>({0, 144, 288, 432, 576, 720, 864, 1008, 0, 144, 288, 432, 576, 720, 864, 1008, 0, 144, 288, 432, 576, 720, 864, 1008, 0, 144, 288, 432, 576, 720, 864, 1008}); // ldsm_x1_rows128_sw333
    printf("done: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
