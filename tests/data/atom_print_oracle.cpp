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
