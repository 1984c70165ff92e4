// CuTe's `print` of TiledMMAs and TiledCopies, for tests/atom_print.rs. Regenerate
// tests/data/atom_print_expected.txt with tests/data/atom_print_oracle.sh (host g++, the CuTe
// 4.2 headers that ../shared/oracle/setup.sh installs). Each print ends with a line `@@`.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cute/atom/mma_traits_sm80.hpp>
#include <cute/atom/copy_traits_sm80.hpp>
#include <cute/atom/mma_traits_sm90_gmma.hpp>
#include <cutlass/gemm/collective/builders/sm90_common.inl>
#include <cstdio>
using namespace cute;

template <class T>
void show(T const& t) { print(t); printf("@@\n"); }

int main() {
  show(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
                      make_layout(make_shape(Int<2>{}, Int<2>{}, Int<1>{}), make_stride(Int<1>{}, Int<2>{}, Int<0>{}))));
  show(make_tiled_mma(UniversalFMA<float, float, float, float>{},
                      make_layout(make_shape(Int<16>{}, Int<16>{}, Int<1>{}))));
  show(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{},
                      make_layout(make_shape(Int<2>{}, Int<2>{}, Int<1>{})),
                      Tile<Int<32>, Int<32>, Int<16>>{}));
  show(make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{},
                       make_layout(make_shape(Int<32>{}, Int<8>{})),
                       make_layout(make_shape(Int<4>{}, Int<1>{}))));
  show(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                       make_layout(make_shape(Int<32>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{})),
                       make_layout(make_shape(Int<1>{}, Int<8>{}))));
  // The atoms alone, and tile_size<I> of a TiledMMA and a TiledCopy (one line each).
  show(MMA_Atom<SM80_16x8x16_F32F16F16F32_TN>{});
  show(MMA_Atom<UniversalFMA<float, float, float, float>>{});
  show(Copy_Atom<UniversalCopy<uint128_t>, half_t>{});
  show(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{});
  show(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint64_t>, float>{});
  {
    auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
                              make_layout(make_shape(Int<2>{}, Int<2>{}, Int<1>{}), make_stride(Int<1>{}, Int<2>{}, Int<0>{})),
                              Tile<Int<32>, Int<64>, Int<16>>{});
    print(tile_size<0>(mma)); print(" "); print(tile_size<1>(mma)); print(" "); print(tile_size<2>(mma)); printf("\n@@\n");
    auto cpy = make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEGLOBAL<uint128_t>, half_t>{},
                               make_layout(make_shape(Int<32>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{})),
                               make_layout(make_shape(Int<1>{}, Int<8>{})));
    print(tile_size<0>(cpy)); print(" "); print(tile_size<1>(cpy)); printf("\n@@\n");
  }
  // print(thr_mma) and print(thr_copy): the thread's coordinate, then the tiled atom; and the
  // auto-vectorizing copy atoms.
  {
    auto mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2>>{});
    show(mma.get_thread_slice(37));
    auto mma2 = make_tiled_mma(SM80_16x8x8_F16F16F16F16_TN{}, Layout<Shape<_1,_2,_2>, Stride<_4,_1,_2>>{},
                               Tile<_32,_32,_16>{});
    show(mma2.get_thread_slice(100));
    auto cpy = make_tiled_copy(Copy_Atom<DefaultCopy, float>{}, Layout<Shape<_32,_8>>{}, Layout<Shape<_4,_1>>{});
    show(cpy.get_thread_slice(3));
    show(Copy_Atom<AutoVectorizingCopy, half_t>{});
    show(Copy_Atom<AutoVectorizingCopyWithAssumedAlignment<64>, double>{});
  }
  // The elements of thread partitions of tensors over GMMA's swizzled shared-memory tiles (the
  // swizzle acts on the absolute addresses of the pointer): each element's offset from the
  // tile's start, one line per thread.
  {
    alignas(1024) static half_t hb[128 * 64];
    alignas(1024) static float fb[64 * 32];
    auto offsets = [](auto const& p, auto const* base) {
      for (int i = 0; i < size(p); ++i) printf("%s%d", i ? " " : "", int(raw_pointer_cast(&p(i)) - base));
      printf("\n@@\n");
    };
    auto sA = make_tensor(make_smem_ptr(&hb[0]), tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, make_shape(_128{}, _64{})));
    auto tc = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{}, Layout<Shape<_16,_8>, Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
    for (int t : {7, 8, 77}) offsets(tc.get_slice(t).partition_D(sA), &hb[0]);
    auto sA64 = make_tensor(make_smem_ptr(&hb[0]), tile_to_shape(GMMA::Layout_K_SW64_Atom<half_t>{}, make_shape(_64{}, _32{})));
    auto rs = make_tiled_mma(SM90_64x64x16_F32F16F16_RS<GMMA::Major::K, GMMA::Major::K>{}, Layout<Shape<_1,_1,_1>>{});
    for (int t : {5, 127}) offsets(rs.get_slice(t).partition_A(sA64), &hb[0]);
    // A part of a part, and the flattened and coalesced views of a part, read the same elements.
    auto p8 = tc.get_slice(8).partition_D(sA);
    auto inner = make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>{}, Layout<Shape<_2,_1>>{}, Layout<Shape<_2,_1>>{});
    for (int t : {0, 1}) offsets(inner.get_slice(t).partition_D(p8), &hb[0]);
    offsets(flatten(p8), &hb[0]);
    offsets(coalesce(p8), &hb[0]);
    auto sB = make_tensor(make_smem_ptr(&fb[0]), tile_to_shape(GMMA::Layout_MN_SW128_Atom<float>{}, make_shape(_64{}, _32{})));
    auto tc2 = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, float>{}, Layout<Shape<_16,_8>>{}, Layout<Shape<_4,_1>>{});
    for (int t : {1, 100}) offsets(tc2.get_slice(t).partition_D(sB), &fb[0]);
  }
  // GMMA's layout atoms drawn: CuTe draws and names them as their position-independent form.
  print_layout(GMMA::Layout_K_SW32_Atom<half_t>{}); printf("@@\n");
  print_layout(GMMA::Layout_K_INTER_Atom<float>{}); printf("@@\n");
  print_layout(GMMA::Layout_MN_SW64_Atom<half_t>{}); printf("@@\n");
  print(as_position_independent_swizzle_layout(GMMA::Layout_MN_INTER_Atom<half_t>{})); printf("\n@@\n");
  // CUTLASS's ss_smem_selector: the widest GMMA atom that divides the tile (one line each).
  {
    using namespace cutlass::gemm::collective::detail;
    using K = GMMA::Major;
    print(decltype(ss_smem_selector<K::K, half_t, _128, _64>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::K, half_t, _128, _32>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::K, half_t, _64, _16>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::K, half_t, _64, _24>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::MN, half_t, _128, _64>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::MN, half_t, _96, _64>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::MN, half_t, _8, _64>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::K, tfloat32_t, _128, _32>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::K, float_e4m3_t, _128, _64>()){}); printf("\n@@\n");
    print(decltype(ss_smem_selector<K::MN, bfloat16_t, _64, _64>()){}); printf("\n@@\n");
  }
}
