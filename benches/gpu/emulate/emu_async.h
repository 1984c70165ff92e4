// CPU emulation of what the kernels with cp.async stages use (included for generated kernels
// only): a copy completes when issued, and a barrier's wait returns at once. That is exact
// for kernels that wait on a stage's barrier and then __syncthreads before reading it, as ours
// do: every thread's copies of the stage were issued before that __syncthreads.
#pragma once
#include <cstddef>
#include <cstring>
namespace cuda {
enum thread_scope { thread_scope_block };
template <thread_scope S>
struct barrier {
  using arrival_token = int;
  int arrive() { return 0; }
  void wait_parity(unsigned) {}
};
template <thread_scope S>
void init(barrier<S>*, unsigned) {}
}  // namespace cuda
namespace cooperative_groups {
struct thread_block {};
inline thread_block this_thread_block() { return {}; }
}  // namespace cooperative_groups
template <class B>
void __cp_async_arrive(B&) {}
// A full copy of N bytes, and a partial one: `src_size` bytes, the rest zeros.
template <size_t N>
void __cp_async_shared_global(const void* src, void* dst) { std::memcpy(dst, src, N); }
template <size_t N>
void __cp_async_shared_global(const void* src, void* dst, int src_size) {
  std::memcpy(dst, src, src_size);
  std::memset(static_cast<char*>(dst) + src_size, 0, N - src_size);
}
