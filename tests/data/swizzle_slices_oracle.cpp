// CuTe's answers for tests/swizzle_runtime.rs: a thread's part of a swizzled tensor (its offset a
// MixedBits, bits known at run time) sliced again at a run-time coordinate, as a kernel's k-block
// loop slices it, or at a static one, as CUTLASS's prologue slices the first k block. Regenerate tests/data/swizzle_slices_expected.txt with
// tests/data/swizzle_slices_oracle.sh (host g++, the CuTe 4.2 headers that
// ../shared/oracle/setup.sh installs). Each line: `label | the slice's layout | its elements`
// (each element's offset in the tile).
#include <cute/tensor.hpp>
#include <cute/atom/copy_atom.hpp>
#include <cstdio>
using namespace cute;

template <class T>
void row(const char* label, T const& r, int const* base) {
  printf("%s | ", label);
  print(r.layout());
  printf(" |");
  for (int j = 0; j < size(r); ++j) printf(" %d", int(&r(j) - base));
  printf("\n");
}

int main() {
  static int data[64 * 64];
  char l[96];
  // ldmatrix's source partition of a 64 x 64 tile: the k blocks of thread 9.
  {
    auto s = make_tensor(&data[0], composition(Swizzle<3,3,3>{}, Layout<Shape<_64,_64>, Stride<_64,_1>>{}));
    auto copy = make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, int>{}, Layout<Shape<_32,_1>,Stride<_1,_0>>{},
                                Layout<Shape<_1,_4>,Stride<_0,_1>>{});
    for (int t : {9, 30}) {
      auto part = copy.get_slice(t).partition_S(s);
      for (int k : {0, 3, 7}) {
        snprintf(l, sizeof l, "ldsm t%d k%d", t, k);
        row(l, part(_, _, k), &data[0]);
      }
      row(t == 9 ? "ldsm t9 static k0" : "ldsm t30 static k0", part(_, _, Int<0>{}), &data[0]);
      row(t == 9 ? "ldsm t9 static k3" : "ldsm t30 static k3", part(_, _, Int<3>{}), &data[0]);
      row(t == 9 ? "ldsm t9 static k7" : "ldsm t30 static k7", part(_, _, Int<7>{}), &data[0]);
    }
  }
  // local_partition by rows, then a column of the part, or a plane that keeps the swizzle.
  {
    auto s = make_tensor(&data[0], composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_64>, Stride<_64,_1>>{}));
    for (int t : {1, 3}) {
      auto p = local_partition(s, Layout<Shape<_2,_2>>{}, t);
      for (int i : {0, 1, 3}) {
        snprintf(l, sizeof l, "8x64 (2,2) t%d row %d", t, i);
        row(l, p(i, _), &data[0]);
      }
      snprintf(l, sizeof l, "8x64 (2,2) t%d static row 0", t);
      row(l, p(Int<0>{}, _), &data[0]);
      snprintf(l, sizeof l, "8x64 (2,2) t%d static row 1", t);
      row(l, p(Int<1>{}, _), &data[0]);
      snprintf(l, sizeof l, "8x64 (2,2) t%d static row 3", t);
      row(l, p(Int<3>{}, _), &data[0]);
      snprintf(l, sizeof l, "8x64 (2,2) t%d static col 5", t);
      row(l, p(_, Int<5>{}), &data[0]);
    }
    // A part's flattened and coalesced views keep its offset.
    auto p3 = local_partition(s, Layout<Shape<_2,_2>>{}, 3);
    row("8x64 (2,2) t3 flatten", flatten(p3), &data[0]);
    row("8x64 (2,2) t3 coalesce", coalesce(p3), &data[0]);
    auto s3 = make_tensor(&data[0], composition(Swizzle<3,3,3>{}, Layout<Shape<_8,_8,_8>, Stride<_64,_8,_1>>{}));
    for (int t : {0, 1}) {
      auto p = local_partition(s3, Layout<Shape<_2,_1,_1>>{}, t);
      for (int k : {0, 3, 6}) {
        snprintf(l, sizeof l, "8x8x8 (2,1,1) t%d k%d", t, k);
        row(l, p(_, _, k), &data[0]);
      }
      snprintf(l, sizeof l, "8x8x8 (2,1,1) t%d static k3", t);
      row(l, p(_, _, Int<3>{}), &data[0]);
      snprintf(l, sizeof l, "8x8x8 (2,1,1) t%d static (1,_,6)", t);
      row(l, p(Int<1>{}, _, Int<6>{}), &data[0]);
    }
    auto s2 = make_tensor(&data[0], composition(Swizzle<2,3,3>{}, Layout<Shape<_32,_32>, Stride<_32,_1>>{}));
    auto p = local_partition(s2, Layout<Shape<_4,_2>>{}, 5);
    for (int i : {0, 2, 7}) {
      snprintf(l, sizeof l, "32x32 (4,2) t5 row %d", i);
      row(l, p(i, _), &data[0]);
      snprintf(l, sizeof l, "32x32 (4,2) t5 col %d", i % 2);
      row(l, p(_, i % 2), &data[0]);
    }
    row("32x32 (4,2) t5 static row 2", p(Int<2>{}, _), &data[0]);
    row("32x32 (4,2) t5 static col 1", p(_, Int<1>{}), &data[0]);
  }
}
