// CPU emulation of the few CUDA built-ins the kernels use: one std::thread per CUDA thread,
// a std::barrier for __syncthreads, one block at a time.
#pragma once
#include <cmath>
#include <algorithm>
using std::fma;
using std::max;
using std::min;
struct EmuDim { unsigned x = 0, y = 0, z = 0; };
extern thread_local EmuDim threadIdx, blockIdx;
extern EmuDim blockDim, gridDim;
void emu_sync();
inline void __syncthreads() { emu_sync(); }
#define __global__
#define __launch_bounds__(...)
#define __restrict__
