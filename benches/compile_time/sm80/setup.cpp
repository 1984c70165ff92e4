#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cstdio>
using namespace cute;

int sm80_gemm_setup(int thr, int lda, int ldb, int ldc, half_t* A, half_t* B, half_t* S, float* C) {
  auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{}, Tile<_32,_32,_16>{});
  auto g2s = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                             Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  auto s2r_a = make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{}, mma);
  auto s2r_b = make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>{}, mma);
  auto smem = Layout<Shape<_128,_32>,Stride<_32,_1>>{};
  Tensor gA = make_tensor(make_gmem_ptr(A), make_layout(make_shape(_128{}, _32{}), make_stride(lda, _1{})));
  Tensor gB = make_tensor(make_gmem_ptr(B), make_layout(make_shape(_128{}, _32{}), make_stride(ldb, _1{})));
  Tensor sA = make_tensor(make_smem_ptr(S), smem);
  Tensor gC = make_tensor(make_gmem_ptr(C), make_layout(make_shape(_128{}, _128{}), make_stride(_1{}, ldc)));
  auto ga = g2s.get_slice(thr).partition_S(gA);
  auto sa = g2s.get_slice(thr).partition_D(sA);
  auto gb = g2s.get_slice(thr).partition_S(gB);
  auto ra = s2r_a.get_slice(thr).partition_S(sA);
  auto rb = s2r_b.get_slice(thr).partition_S(sA);
  auto thr_mma = mma.get_slice(thr);
  auto fa = thr_mma.partition_A(sA);
  auto fb = thr_mma.partition_B(sA);
  auto gc = thr_mma.partition_C(gC);
#ifdef PRINT
  print(ga.layout()); printf(" %d\n", int(ga.data().get() - A));
  print(sa.layout()); printf(" %d\n", int(sa.data().get() - S));
  print(gb.layout()); printf(" %d\n", int(gb.data().get() - B));
  print(ra.layout()); printf(" %d\n", int(ra.data().get() - S));
  print(rb.layout()); printf(" %d\n", int(rb.data().get() - S));
  print(fa.layout()); printf(" %d\n", int(fa.data().get() - S));
  print(fb.layout()); printf(" %d\n", int(fb.data().get() - S));
  print(gc.layout()); printf(" %d\n", int(gc.data().get() - C));
#endif
  return int(size(ga) + size(sa) + size(gb) + size(ra) + size(rb) + size(fa) + size(fb) + size(gc));
}
#ifdef PRINT
int main() { static half_t A[1<<16], B[1<<16], S[1<<16]; static float C[1<<16]; sm80_gemm_setup(37, 40, 48, 136, A, B, S, C); }
#endif
