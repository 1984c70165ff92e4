// CuTe's print_tensor for tests/print_tensor.rs. Regenerate tests/data/print_tensor_expected.txt
// with tests/data/print_tensor_oracle.sh (host g++, the CuTe 4.2 headers that
// ../shared/oracle/setup.sh installs). Pointers are written as PTR (an address differs from run
// to run); each tensor's print ends with a line `@@`.
#include <cute/tensor.hpp>
#include <cute/atom/mma_atom.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cstdio>
using namespace cute;

template <class T>
void show(T const& t) { print_tensor(t); printf("@@\n"); }

int main() {
  static int i[64];
  static float f[64];
  static double d[16];
  for (int k = 0; k < 64; ++k) { i[k] = k * 7 - 100; f[k] = (k - 20) * 0.375f; }
  for (int k = 0; k < 16; ++k) { d[k] = (k - 8) * 1.0e-3 + k * 1000.0; }
  show(make_tensor(&i[0], make_layout(Int<6>{}, Int<3>{})));
  show(make_tensor(&i[0], make_layout(make_shape(Int<4>{}, Int<6>{}), make_stride(Int<1>{}, Int<4>{}))));
  show(make_tensor(&f[0], make_layout(make_shape(Int<3>{}, Int<5>{}), make_stride(Int<5>{}, Int<1>{}))));
  show(make_tensor(&i[0], make_layout(make_shape(Int<2>{}, Int<3>{}, Int<2>{}), make_stride(Int<1>{}, Int<2>{}, Int<6>{}))));
  show(make_tensor(&i[0], make_layout(make_shape(Int<2>{}, Int<2>{}, Int<2>{}, Int<2>{}), make_stride(Int<1>{}, Int<2>{}, Int<4>{}, Int<8>{}))));
  show(make_tensor(&d[0], make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{}))));
  show(make_tensor(&i[0], make_layout(make_shape(make_shape(Int<2>{}, Int<2>{}), Int<3>{}), make_stride(make_shape(Int<1>{}, Int<8>{}), Int<2>{}))));
  auto big = make_tensor(&i[0], make_layout(make_shape(Int<8>{}, Int<8>{}), make_stride(Int<1>{}, Int<8>{})));
  show(local_partition(big, make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{})), 5));
  // Identity tensors: whole, tiled at a run-time coordinate, partitioned by a thread.
  show(make_identity_tensor(make_shape(Int<4>{}, Int<3>{})));
  show(make_identity_tensor(make_shape(Int<12>{}, 2)));
  show(make_identity_tensor(make_shape(Int<2>{}, Int<2>{}, Int<2>{})));
  show(make_identity_tensor(make_shape(Int<5>{})));
  auto id = make_identity_tensor(make_shape(Int<8>{}, Int<8>{}));
  show(local_tile(id, make_shape(Int<4>{}, Int<2>{}), make_coord(1, 2)));
  show(local_tile(id, make_shape(Int<4>{}, Int<2>{}), make_coord(0, 0)));
  show(local_partition(id, make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{})), 5));
  auto idr = make_identity_tensor(make_shape(10, 7));
  show(local_tile(idr, make_shape(Int<4>{}, Int<4>{}), make_coord(2, 1)));
  // 8- and 16-bit integers and CuTe's 16- and 19-bit floats.
  static int8_t s8[8]; static uint8_t u8[8]; static int16_t s16[8]; static uint16_t u16[8];
  static half_t h[8]; static bfloat16_t bf[8]; static tfloat32_t tf[8];
  for (int k = 0; k < 8; ++k) {
    s8[k] = int8_t(k * 9 - 60); u8[k] = uint8_t(k * 28); s16[k] = int16_t(k * -300);
    u16[k] = uint16_t(k * 8500);
    float x = (k - 5) * 0.3f + k * k * 100.0f;
    h[k] = half_t(x); bf[k] = bfloat16_t(x); tf[k] = tfloat32_t(x);
  }
  auto l24 = make_layout(make_shape(Int<2>{}, Int<4>{}), make_stride(Int<4>{}, Int<1>{}));
  show(make_tensor(&s8[0], l24));
  show(make_tensor(&u8[0], l24));
  show(make_tensor(&s16[0], l24));
  show(make_tensor(&u16[0], l24));
  show(make_tensor(&h[0], l24));
  show(make_tensor(&bf[0], l24));
  show(make_tensor(&tf[0], l24));
  // A thread's part of an identity tensor (a TiledMMA's partition_A and partition_C, a
  // TiledCopy's partition_S).
  auto mma70 = make_tiled_mma(SM70_8x8x4_F32F16F16F32_TN{}, make_layout(make_shape(Int<2>{}, Int<2>{}, Int<1>{}), make_stride(Int<2>{}, Int<1>{}, Int<0>{})));
  show(mma70.get_slice(5).partition_A(make_identity_tensor(make_shape(Int<32>{}, Int<8>{}))));
  auto mma80 = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, make_layout(make_shape(Int<2>{}, Int<2>{}, Int<1>{})));
  show(mma80.get_slice(5).partition_C(make_identity_tensor(make_shape(Int<64>{}, Int<32>{}))));
  auto cpy = make_tiled_copy(Copy_Atom<UniversalCopy<uint128_t>, half_t>{},
                             Layout<Shape<_16,_8>,Stride<_8,_1>>{}, Layout<Shape<_1,_8>>{});
  show(cpy.get_slice(9).partition_S(make_identity_tensor(make_shape(Int<64>{}, Int<64>{}))));
  // Static extent-1 modes: the whole tensor keeps its basis stride, a tile or a thread's part
  // has stride _0 there; a mode with one thread keeps the origin's constant _0.
  show(make_identity_tensor(make_shape(Int<1>{}, Int<4>{})));
  show(local_tile(id, make_shape(Int<4>{}, Int<1>{}), make_coord(1, 2)));
  show(local_partition(make_identity_tensor(make_shape(Int<4>{}, Int<3>{})), make_layout(make_shape(Int<2>{}, Int<3>{})), 4));
  show(local_partition(make_identity_tensor(make_shape(Int<8>{}, Int<12>{})), make_layout(make_shape(Int<8>{}, Int<4>{})), 5));
  show(local_partition(local_tile(make_identity_tensor(make_shape(8, 12)), make_shape(Int<4>{}, Int<3>{}), make_coord(1, 2)), make_layout(make_shape(Int<2>{}, Int<3>{})), 4));
  show(local_partition(make_identity_tensor(make_shape(4, Int<3>{})), make_layout(make_shape(Int<2>{}, Int<3>{})), 4));
  show(local_partition(make_identity_tensor(make_shape(Int<1>{}, Int<4>{})), make_layout(make_shape(Int<1>{}, Int<2>{})), 1));
  // A predicated GEMM's identity tensors: tiles that keep a mode's tiles (a `_` coordinate,
  // or a Step projection), their thread partitions (also projected) and atom partitions.
  auto ca = make_identity_tensor(make_shape(10, 7));
  show(local_tile(ca, make_shape(Int<4>{}, Int<2>{}), make_coord(1, _)));
  show(local_tile(ca, make_shape(Int<4>{}, Int<2>{}), make_coord(_, 3)));
  show(local_tile(make_identity_tensor(make_shape(Int<4>{}, Int<4>{})), make_shape(Int<2>{}, Int<2>{}), make_coord(_, _)));
  auto cta_ca = local_tile(ca, make_shape(Int<4>{}, Int<3>{}, Int<2>{}), make_coord(2, 0, _), Step<_1, X, _1>{});
  show(cta_ca);
  show(local_partition(cta_ca, make_layout(make_shape(Int<2>{}, Int<2>{})), 3));
  show(local_partition(cta_ca, make_layout(make_shape(Int<2>{}, Int<2>{})), 3, Step<_1, X>{}));
  show(local_partition(cta_ca, make_layout(make_shape(Int<2>{}, Int<2>{})), 3, Step<X, _1>{}));
  show(local_partition(ca, make_layout(make_shape(Int<4>{}, Int<2>{})), 6, Step<_1, _1>{}));
  show(local_partition(make_identity_tensor(make_shape(Int<8>{}, Int<6>{})), make_layout(make_shape(Int<4>{}, Int<2>{})), 6, Step<X, _1>{}));
  auto cg = make_identity_tensor(make_shape(100, 128));
  show(cpy.get_slice(9).partition_S(local_tile(cg, make_shape(Int<16>{}, Int<64>{}), make_coord(2, _))));
  show(mma80.get_slice(5).partition_A(local_tile(cg, make_shape(Int<32>{}, Int<16>{}), make_coord(1, _))));
  // Tensors of bool: CuTe counts a bool as one bit, and packs a register tensor of them.
  auto pr = make_tensor<bool>(make_shape(Int<4>{}, Int<2>{}), make_stride(Int<1>{}, Int<0>{}));
  pr(1, 0) = true;
  show(pr);
  static bool bv[8] = {true, false, true, true, false, false, true, false};
  show(make_tensor(&bv[0], make_layout(make_shape(Int<2>{}, Int<4>{}))));
  // Slices of them (the main loop's tAcA(_,_,_,k)).
  auto ka = local_tile(ca, make_shape(Int<4>{}, Int<2>{}), make_coord(1, _));
  show(ka(_, _, 0));
  show(ka(_, _, 3));
  show(ka(2, _, 1));
  show(ka(_, 1, _));
  show(make_identity_tensor(make_shape(Int<8>{}, Int<4>{}))(_, 1));
  show(make_identity_tensor(make_shape(10, 7))(3, _));
  show(cpy.get_slice(9).partition_S(local_tile(cg, make_shape(Int<16>{}, Int<64>{}), make_coord(2, _)))(_, _, _, 1));
  // One-mode tilers and thread layouts keep the tile's (or the rest's) tuple: repeat<1>(_) is _.
  show(local_tile(make_tensor(&i[0], make_shape(64)), Shape<_8>{}, 3));
  show(local_tile(make_tensor(&i[0], make_shape(Int<64>{})), Shape<_8>{}, 5));
  show(local_partition(make_tensor(&i[0], make_shape(Int<64>{})), Layout<_8>{}, 3));
  show(local_partition(make_tensor(&i[0], make_shape(64)), Layout<_8>{}, 3));
  show(local_tile(make_tensor(&i[0], make_shape(8, 8)), Shape<_4>{}, make_coord(1, _)));
  show(local_tile(make_tensor(&i[0], make_shape(8, 8)), Shape<_4>{}, make_coord(1, 2)));
  // A tile coordinate shorter than the grid: CuTe appends _ for the modes it leaves out.
  show(local_tile(make_tensor(&i[0], make_shape(8, 8)), Shape<_4>{}, make_coord(1)));
  show(local_tile(make_tensor(&i[0], make_shape(8, 8)), make_shape(Int<2>{}, Int<4>{}), make_coord(3, 1), Step<X, _1>{}));
  show(local_tile(make_tensor(&i[0], make_shape(Int<4>{}, Int<4>{}, Int<4>{})), make_shape(Int<2>{}, Int<2>{}, Int<4>{}), make_coord(1, 0)));
  // Identity tiles along a mode that one static tile spans: the origin keeps the constant _0.
  show(local_tile(make_identity_tensor(make_shape(Int<4>{}, 7)), make_shape(Int<4>{}, Int<2>{}), make_coord(0, _)));
  show(local_tile(make_identity_tensor(make_shape(9, Int<2>{})), make_shape(Int<4>{}, Int<2>{}), make_coord(_, 0)));
  show(local_tile(make_identity_tensor(make_shape(Int<3>{}, 7)), make_shape(Int<4>{}, Int<2>{}), make_coord(0, _)));
  show(local_tile(make_identity_tensor(make_shape(Int<4>{}, 7)), make_shape(Int<4>{}, Int<3>{}, Int<2>{}), make_coord(0, 1, _), Step<_1, X, _1>{}));
  show(local_partition(local_tile(make_identity_tensor(make_shape(Int<4>{}, 7)), make_shape(Int<4>{}, Int<2>{}), make_coord(0, _)), make_layout(make_shape(Int<2>{}, Int<2>{})), 1));
  // Divides and composition of identity tensors (tiled_copy_if.cu's tiled_divide(identity, block)).
  auto id48 = make_identity_tensor(make_shape(Int<4>{}, Int<8>{}));
  auto id107 = make_identity_tensor(make_shape(10, 7));
  show(zipped_divide(id48, make_shape(Int<2>{}, Int<4>{})));
  show(logical_divide(id48, make_shape(Int<2>{}, Int<4>{})));
  show(flat_divide(id48, make_shape(Int<2>{}, Int<4>{})));
  show(tiled_divide(id107, make_tile(Layout<_2,_2>{}, Int<2>{})));
  show(composition(id48, Layout<Shape<_8,_4>,Stride<_4,_1>>{}));
  show(zipped_divide(id107, make_shape(Int<4>{}, Int<2>{}))(_, make_coord(1, 2)));
  show(zipped_divide(make_identity_tensor(make_shape(Int<4>{}, 3)), make_shape(Int<2>{}, Int<2>{})));
}
