// CuTe's answers for tests/local_partition.rs: local_partition(tensor, thr, thread, proj) with a
// projection (CuTe's tutorial sgemm_1 partitions sA by Step<_1, X> and sB by Step<X, _1>).
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
}
