// CuTe's answers for tests/local_partition.rs: local_partition(tensor, thr, thread, proj) with a
// projection (CuTe's tutorial sgemm_1 partitions sA by Step<_1, X> and sB by Step<X, _1>), and
// local_partition by thread layouts with run-time leaves (labels `rt ...`; `rt id ...` for
// identity tensors, whose line is `label | print(partition) | print(partition(1, 1))`).
// Regenerate tests/data/partition_expected.txt with tests/data/partition_oracle.sh (host g++,
// the CuTe 4.2 headers that ../shared/oracle/setup.sh installs). Each line:
// `label | CuTe's print of the partition's layout | its offset in the tensor`.
#include <cute/tensor.hpp>
#include <cstdio>
using namespace cute;

template <class T, class Thr, class Proj>
void row(const char* label, T const& tensor, Thr const& thr, int thread, Proj const& proj) {
  auto part = local_partition(tensor, thr, thread, proj);
  printf("%s | ", label);
  print(part.layout());
  printf(" | %d\n", int(part.data() - tensor.data()));
}

template <class T, class Thr>
void row(const char* label, T const& tensor, Thr const& thr, int thread) {
  auto part = local_partition(tensor, thr, thread);
  printf("%s | ", label);
  print(part.layout());
  printf(" | %d\n", int(part.data() - tensor.data()));
}

template <class T, class Thr>
void id_row(const char* label, T const& tensor, Thr const& thr, int thread) {
  auto part = local_partition(tensor, thr, thread);
  printf("%s | ", label);
  print(part);
  printf(" | ");
  print(part(1, 1));
  printf("\n");
}

int main() {
  static float data[1 << 20];
  int m = 300;
  auto sA = make_tensor(&data[0], make_layout(make_shape(Int<128>{}, Int<8>{}), make_stride(Int<1>{}, Int<128>{})));
  auto gC = make_tensor(&data[0], make_layout(make_shape(Int<128>{}, Int<128>{}), make_stride(Int<1>{}, m)));
  auto rA = make_tensor(&data[0], make_layout(make_shape(m, Int<8>{}), make_stride(Int<1>{}, m)));
  auto sq = make_tensor(&data[0], make_layout(make_shape(Int<8>{}, Int<8>{}), make_stride(Int<1>{}, Int<8>{})));
  auto tC = make_layout(make_shape(Int<16>{}, Int<16>{}), make_stride(Int<1>{}, Int<16>{}));
  auto tR = make_layout(make_shape(Int<16>{}, Int<16>{}), make_stride(Int<16>{}, Int<1>{}));
  auto t3 = make_layout(make_shape(Int<2>{}, Int<4>{}, Int<2>{}), make_stride(Int<1>{}, Int<2>{}, Int<8>{}));
  for (int t : {0, 17, 255}) {
    char l[64];
    snprintf(l, sizeof l, "sA tC %d _1,X", t); row(l, sA, tC, t, Step<_1, X>{});
    snprintf(l, sizeof l, "sA tC %d X,_1", t); row(l, sA, tC, t, Step<X, _1>{});
    snprintf(l, sizeof l, "gC tC %d _1,_1", t); row(l, gC, tC, t, Step<_1, _1>{});
    snprintf(l, sizeof l, "rA tC %d _1,X", t); row(l, rA, tC, t, Step<_1, X>{});
    snprintf(l, sizeof l, "sA tR %d X,_1", t); row(l, sA, tR, t, Step<X, _1>{});
  }
  for (int t : {0, 5, 11, 15}) {
    char l[64];
    snprintf(l, sizeof l, "sq t3 %d _1,X,_1", t); row(l, sq, t3, t, Step<_1, X, _1>{});
    snprintf(l, sizeof l, "sq t3 %d X,_1,_1", t); row(l, sq, t3, t, Step<X, _1, _1>{});
  }
  // Thread layouts with run-time leaves: the partition is run-time where they are.
  int two = 2, four = 4, eight = 8, forty = 40, w = 24;
  auto dm = make_tensor(&data[0], make_layout(make_shape(forty, w)));
  auto dr = make_tensor(&data[0], make_layout(make_shape(forty, w), LayoutRight{}));
  row("rt dm (2,4) 5", dm, make_layout(make_shape(two, four)), 5);
  row("rt sq (2,4)R 5", sq, make_layout(make_shape(two, four), LayoutRight{}), 5);
  row("rt sq (_2,4) 7", sq, make_layout(make_shape(_2{}, four)), 7);
  row("rt sq ((2,_2),4) 13", sq, make_layout(make_shape(make_shape(two, _2{}), four)), 13);
  row("rt dm 4 3", dm, make_layout(four), 3);
  row("rt dr (8,_4) 9", dr, make_layout(make_shape(eight, _4{})), 9);
  row("rt gC (16,16) 17", gC, make_layout(make_shape(Int<16>{} * two / two, 16)), 17);
  row("rt sq (2,4) 5 _1,X", sq, make_layout(make_shape(two, four)), 5, Step<_1, X>{});
  row("rt dm (2,4):(4,_1) 6 X,_1", dm, make_layout(make_shape(two, four), make_stride(four, _1{})), 6, Step<X, _1>{});
  auto id = make_identity_tensor(make_shape(_8{}, w));
  auto id8 = make_identity_tensor(make_shape(_8{}, _8{}));
  id_row("rt id (_8,24) (2,4) 5", id, make_layout(make_shape(two, four)), 5);
  id_row("rt id (_8,_8) (_2,4) 3", id8, make_layout(make_shape(_2{}, four)), 3);
  id_row("rt id (_8,_8) (_2,_4) 3", id8, make_layout(make_shape(_2{}, _4{})), 3);
  id_row("rt id (_8,_8) (1,8) 3", id8, make_layout(make_shape(two / two, eight)), 3);
}
