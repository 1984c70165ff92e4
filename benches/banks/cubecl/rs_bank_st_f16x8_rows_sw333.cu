#include <cuda_runtime.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
};
struct info_st {
    uint32 static_meta[4];
};


extern "C" __global__ void __launch_bounds__(32)rs_bank_st_f16x8_rows_sw333 (
    const uint32_4* __restrict__ buffer_0, uint32_4* buffer_1, const info_st* __restrict__ info_ptr
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
extern __shared__ __align__(16) uint8 dynamic_shared_mem[];
const info_st& info = *info_ptr;
const uint32* dynamic_meta = reinterpret_cast<const uint32*>(
                    reinterpret_cast<const char*>(info_ptr) + sizeof(info_st)
                );

// Shared array size: 1024, 16384 bytes
uint32_4 *shared_memory_0 = reinterpret_cast<uint32_4*>(&dynamic_shared_mem[0]);
const uint32 l_1 = threadIdxGlobal % uint32(8);
const uint32 l_2 = l_1 * uint32(1);
const uint32 l_3 = threadIdxGlobal / uint32(8);
const uint32 l_4 = l_3 % uint32(4);
const uint32 l_5 = l_4 * uint32(64);
const uint32 l_6 = l_3 / uint32(4);
const uint32 l_7 = l_6 * uint32(8);
const uint32 l_8 = l_5 + l_7;
const uint32 l_9 = l_2 + l_8;
const uint32 l_10 = l_9 % uint32(8);
const uint32 l_11 = l_10 * uint32(64);
const uint32 l_12 = l_9 / uint32(8);
const uint32 l_13 = l_12 * uint32(1);
const uint32 l_14 = l_11 + l_13;
const uint32 l_15 = l_14 & uint32(448);
const uint32 l_16 = l_15 >> uint32(3);
const uint32 l_17 = l_14 ^ l_16;
const uint32 l_18 = l_17 * uint32(2);
const uint32 l_19 = l_18 / uint32(16);
const uint32_4 l_20 = buffer_0[threadIdxGlobal];
shared_memory_0[l_19] = reinterpret_cast< uint32_4 const&>(l_20);
__syncthreads();

const uint32_4 l_21 = shared_memory_0[threadIdxGlobal];
buffer_1[threadIdxGlobal] = reinterpret_cast< uint32_4 const&>(l_21);

}