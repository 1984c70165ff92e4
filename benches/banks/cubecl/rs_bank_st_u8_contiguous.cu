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

struct info_st {
    uint32 static_meta[4];
};


extern "C" __global__ void __launch_bounds__(32)rs_bank_st_u8_contiguous (
    const uint8* __restrict__ buffer_0, uint8* buffer_1, const info_st* __restrict__ info_ptr
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
extern __shared__ __align__(1) uint8 dynamic_shared_mem[];
const info_st& info = *info_ptr;
const uint32* dynamic_meta = reinterpret_cast<const uint32*>(
                    reinterpret_cast<const char*>(info_ptr) + sizeof(info_st)
                );

// Shared array size: 16384, 16384 bytes
uint8 *shared_memory_0 = reinterpret_cast<uint8*>(&dynamic_shared_mem[0]);
const uint32 l_1 = threadIdxGlobal % uint32(32);
const uint32 l_2 = l_1 * uint32(1);
const uint32 l_3 = threadIdxGlobal / uint32(32);
const uint32 l_4 = l_3 * uint32(0);
const uint32 l_5 = l_2 + l_4;
const uint32 l_6 = l_5 * uint32(1);
const uint32 l_7 = l_6 & uint32(0);
const uint32 l_8 = l_7 >> uint32(0);
const uint32 l_9 = l_6 ^ l_8;
const uint32 l_10 = l_9 * uint32(1);
const uint32 l_11 = l_10 / uint32(1);
const uint8 l_12 = buffer_0[threadIdxGlobal];
shared_memory_0[l_11] = l_12;
__syncthreads();

const uint8 l_13 = shared_memory_0[threadIdxGlobal];
buffer_1[threadIdxGlobal] = l_13;

}