// CuTe's answers for tests/modes.rs (mode manipulation, compact layout constructors) and
// tests/values.rs (functions on integer values: predicates, crd2crd, mixed bits,
// domain_distribute, domain_offset; tensor reductions).
// Regenerate tests/data/modes_expected.txt with tests/data/modes_oracle.sh (host g++, the CuTe
// 4.2 headers that ../shared/oracle/setup.sh installs). Each line: `label | CuTe's print`.
// Run-time leaves are `int`s (CuTe prints them without `_`), static ones `Int<N>{}`.
#include <cute/layout.hpp>
#include <cute/swizzle.hpp>
#include <cute/tensor.hpp>
// CuTe 4.2's logical_reduce asserts compatible(target_profile, shape(src)), which no profile
// with a `_` passes (compatible(_, 4) is false): its answers are those of a build without
// asserts, so tensor_reduce.hpp is read with assert off.
#include <cassert>
#undef assert
#define assert(x) ((void)0)
#include <cute/algorithm/tensor_reduce.hpp>
#include <cstdio>
using namespace cute;
#define P(label, ...) do { printf("%s | ", label); print(__VA_ARGS__); printf("\n"); } while (0)

int main() {
  int m = 300, k = 200, one = 1;
  // The inputs (the Rust test builds the same values with make_layout!).
  auto S  = make_layout(make_shape(Int<4>{}, make_shape(Int<2>{}, Int<8>{}), Int<3>{}),
                        make_stride(Int<1>{}, make_stride(Int<4>{}, Int<8>{}), Int<64>{}));
  auto A  = make_layout(make_shape(m, Int<4>{}, k), make_stride(Int<1>{}, m, 1200));
  auto N  = make_layout(make_shape(m, make_shape(Int<4>{}, k)), make_stride(Int<1>{}, make_stride(m, 1200)));
  auto L1 = make_layout(m, Int<1>{});
  auto Ls = make_layout(Int<8>{}, Int<2>{});
  P("S", S); P("A", A); P("N", N); P("L1", L1); P("Ls", Ls);

  P("append S _2:_0", append(S, make_layout(Int<2>{}, Int<0>{})));
  P("append A (k,_2):(_1,k)", append(A, make_layout(make_shape(k, Int<2>{}), make_stride(Int<1>{}, k))));
  P("append A default", append(A));
  P("append L1 _3:300", append(L1, make_layout(Int<3>{}, m)));
  P("append Ls _2:_16", append(Ls, make_layout(Int<2>{}, Int<16>{})));
  P("prepend S 200:_2", prepend(S, make_layout(k, Int<2>{})));
  P("prepend A _8:_0", prepend(A, make_layout(Int<8>{}, Int<0>{})));
  P("prepend L1 (_2,_2):(_0,300)", prepend(L1, make_layout(make_shape(Int<2>{}, Int<2>{}), make_stride(Int<0>{}, m))));

  // append<N>/prepend<N> (padded to rank N, default mode _1:_0) and replace<I>.
  auto X2 = make_layout(make_shape(Int<2>{}, Int<2>{}), make_stride(Int<1>{}, m));
  auto T1 = make_layout(make_tuple(Int<4>{}), make_tuple(Int<1>{}));
  P("T1", T1);
  P("append<3> A", append<3>(A));
  P("append<4> S X2", append<4>(S, X2));
  P("append<5> A X2", append<5>(A, X2));
  P("append<3> A X2", append<3>(A, X2));
  P("append<1> Ls", append<1>(Ls));
  P("append<3> Ls", append<3>(Ls));
  P("append<2> L1 X2", append<2>(L1, X2));
  P("append<1> T1", append<1>(T1));
  P("append<2> T1 Ls", append<2>(T1, Ls));
  P("append<3> N Ls", append<3>(N, Ls));
  P("prepend<4> N", prepend<4>(N));
  P("prepend<5> A X2", prepend<5>(A, X2));
  P("prepend<1> Ls", prepend<1>(Ls));
  P("prepend<2> L1 X2", prepend<2>(L1, X2));
  P("replace<0> A X2", replace<0>(A, X2));
  P("replace<2> A Ls", replace<2>(A, Ls));
  P("replace<1> S L1", replace<1>(S, L1));
  P("replace<1> N Ls", replace<1>(N, Ls));
  P("replace<0> Ls X2", replace<0>(Ls, X2));
  P("replace<0> L1 Ls", replace<0>(L1, Ls));
  P("replace<0> T1 X2", replace<0>(T1, X2));

  P("take<0,1> S", take<0,1>(S));
  P("take<1,3> S", take<1,3>(S));
  P("take<1,2> N", take<1,2>(N));
  P("take<0,3> A", take<0,3>(A));
  P("take<0,1> L1", take<0,1>(L1));

  P("select<2,0> S", select<2,0>(S));
  P("select<1> N", select<1>(N));
  P("select<0,0> L1", select<0,0>(L1));
  P("select<1,1,0> A", select<1,1,0>(A));
  P("select<> A", select<>(A));

  P("group<0,2> S", group<0,2>(S));
  P("group<1,3> A", group<1,3>(A));
  P("group<0,3> A", group<0,3>(A));
  P("group<1,1> A", group<1,1>(A));
  P("group<0,1> L1", group<0,1>(L1));
  P("group<0,2> N", group<0,2>(N));

  P("get<1> S", get<1>(S));
  P("get<1> N", get<1>(N));
  P("get<0> L1", get<0>(L1));
  P("get<2> A", get<2>(A));

  P("size<0> S", size<0>(S));
  P("size<1> S", size<1>(S));
  P("size<2> S", size<2>(S));
  P("size<0> N", size<0>(N));
  P("size<1> N", size<1>(N));
  P("size<1> A", size<1>(A));
  P("size<0> L1", size<0>(L1));
  P("size<0> Ls", size<0>(Ls));

  P("product_each shape(S)", product_each(S.shape()));
  P("product_each shape(N)", product_each(N.shape()));
  P("product_each (_2,(m,_4),(_0,k),(_1,k),())",
    product_each(make_shape(Int<2>{}, make_shape(m, Int<4>{}), make_shape(Int<0>{}, k),
                            make_shape(Int<1>{}, k), make_tuple())));
  P("product_each m", product_each(m));
  P("sum (_2,3,_4)", sum(make_shape(Int<2>{}, 3, Int<4>{})));
  P("sum (_2,(_3,_4))", sum(make_shape(Int<2>{}, make_shape(Int<3>{}, Int<4>{}))));
  P("sum 300", sum(m));
  P("max (_2,300,_4)", cute::max(make_shape(Int<2>{}, m, Int<4>{})));
  P("max (_2,(_8,_4))", cute::max(make_shape(Int<2>{}, make_shape(Int<8>{}, Int<4>{}))));
  P("min (_2,300,_4)", cute::min(make_shape(Int<2>{}, m, Int<4>{})));
  P("min (300,(200,_4))", cute::min(make_shape(m, make_shape(k, Int<4>{}))));
  P("min (_6,(_3,_4))", cute::min(make_shape(Int<6>{}, make_shape(Int<3>{}, Int<4>{}))));
  P("gcd (_12,(_8,_6))", cute::gcd(make_shape(Int<12>{}, make_shape(Int<8>{}, Int<6>{}))));
  P("gcd (300,_8)", cute::gcd(make_shape(m, Int<8>{})));
  P("max _5", cute::max(Int<5>{}));
  P("product_each _8", product_each(Int<8>{}));

  P("left (_2,(_3,_4))", make_layout(make_shape(Int<2>{}, make_shape(Int<3>{}, Int<4>{})), LayoutLeft{}));
  P("left (m,_1,k)", make_layout(make_shape(m, Int<1>{}, k), LayoutLeft{}));
  P("left (_2,(m,_4),k)", make_layout(make_shape(Int<2>{}, make_shape(m, Int<4>{}), k), LayoutLeft{}));
  P("left (_1,m,_1,k)", make_layout(make_shape(Int<1>{}, m, Int<1>{}, k), LayoutLeft{}));
  P("left (1,_4)", make_layout(make_shape(one, Int<4>{}), LayoutLeft{}));
  P("left m", make_layout(m, LayoutLeft{}));
  P("left _1", make_layout(Int<1>{}, LayoutLeft{}));
  P("left ((m,k),(_2,_1))", make_layout(make_shape(make_shape(m, k), make_shape(Int<2>{}, Int<1>{})), LayoutLeft{}));
  P("right (_2,(_3,_4))", make_layout(make_shape(Int<2>{}, make_shape(Int<3>{}, Int<4>{})), LayoutRight{}));
  P("right (m,_1,k)", make_layout(make_shape(m, Int<1>{}, k), LayoutRight{}));
  P("right (_2,(m,_4),k)", make_layout(make_shape(Int<2>{}, make_shape(m, Int<4>{}), k), LayoutRight{}));
  P("right (_1,m,_1,k)", make_layout(make_shape(Int<1>{}, m, Int<1>{}, k), LayoutRight{}));
  P("right (1,_4)", make_layout(make_shape(one, Int<4>{}), LayoutRight{}));
  P("right m", make_layout(m, LayoutRight{}));
  P("right _1", make_layout(Int<1>{}, LayoutRight{}));
  P("right ((m,k),(_2,_1))", make_layout(make_shape(make_shape(m, k), make_shape(Int<2>{}, Int<1>{})), LayoutRight{}));
  P("col_major (_2,(m,_4),_1,k)", compact_col_major(make_shape(Int<2>{}, make_shape(m, Int<4>{}), Int<1>{}, k)));
  P("row_major (_2,(m,_4),_1,k)", compact_row_major(make_shape(Int<2>{}, make_shape(m, Int<4>{}), Int<1>{}, k)));
  P("col_major (_2,(_3,_4))", compact_col_major(make_shape(Int<2>{}, make_shape(Int<3>{}, Int<4>{}))));
  P("row_major m", compact_row_major(m));
  P("default (_1,m)", make_layout(make_shape(Int<1>{}, m)));
  P("default (m,(_4,m))", make_layout(make_shape(m, make_shape(Int<4>{}, m))));
  P("ordered (_2,m,_4) (_1,_2,_0)", make_ordered_layout(make_shape(Int<2>{}, m, Int<4>{}), Step<_1,_2,_0>{}));
  P("ordered (m,k,_8) (_2,_0,_1)", make_ordered_layout(make_shape(m, k, Int<8>{}), Step<_2,_0,_1>{}));
  P("ordered (_2,_2,_2,_2) (_0,_2,_3,_1)", make_ordered_layout(Shape<_2,_2,_2,_2>{}, Step<_0,_2,_3,_1>{}));
  P("ordered ((m,_4),k) (_1,_0)", make_ordered_layout(make_shape(make_shape(m, Int<4>{}), k), Step<_1,_0>{}));
  P("ordered ((m,_4),k) ((_2,_0),_1)", make_ordered_layout(make_shape(make_shape(m, Int<4>{}), k), make_step(Step<_2,_0>{}, Int<1>{})));
  P("ordered (m,k) (_0,_0)", make_ordered_layout(make_shape(m, k), Step<_0,_0>{}));
  P("ordered (_1,m,_4) (_0,_2,_1)", make_ordered_layout(make_shape(Int<1>{}, m, Int<4>{}), Step<_0,_2,_1>{}));
  P("ordered m _0", make_ordered_layout(m, Int<0>{}));
  P("ordered (_4,(_2,_8)) (_1,_0)", make_ordered_layout(make_shape(Int<4>{}, make_shape(Int<2>{}, Int<8>{})), Step<_1,_0>{}));

  // Predicates: static where CuTe's answer is a type (_1, _0), run-time (1, 0) otherwise.
  int six = 6, sixteen = 16, four = 4;
  P("congruent (_2,_4) (_3,_5)", congruent(make_shape(Int<2>{}, Int<4>{}), make_shape(Int<3>{}, Int<5>{})));
  P("congruent (2,4) (_3,(_5))", congruent(make_shape(2, four), make_shape(Int<3>{}, make_shape(Int<5>{}))));
  P("weakly_congruent (_1,(_1,_1)) ((_2,_2),(_2,_2))", weakly_congruent(make_shape(Int<1>{}, make_shape(Int<1>{}, Int<1>{})), make_shape(make_shape(Int<2>{}, Int<2>{}), make_shape(Int<2>{}, Int<2>{}))));
  P("weakly_congruent ((_2,_2),_2) (_1,_1)", weakly_congruent(make_shape(make_shape(Int<2>{}, Int<2>{}), Int<2>{}), make_shape(Int<1>{}, Int<1>{})));
  P("compatible _24 (_4,_6)", compatible(Int<24>{}, make_shape(Int<4>{}, Int<6>{})));
  P("compatible (_24) (_4,_6)", compatible(make_shape(Int<24>{}), make_shape(Int<4>{}, Int<6>{})));
  P("compatible (4,6) (_4,_6)", compatible(make_shape(four, six), make_shape(Int<4>{}, Int<6>{})));
  P("compatible (_3,6) (_4,_6)", compatible(make_shape(Int<3>{}, six), make_shape(Int<4>{}, Int<6>{})));
  P("compatible (6,_3) (_6,_4)", compatible(make_shape(six, Int<3>{}), make_shape(Int<6>{}, Int<4>{})));
  P("compatible (4,_6) (_4,(_2,_3))", compatible(make_shape(four, Int<6>{}), make_shape(Int<4>{}, make_shape(Int<2>{}, Int<3>{}))));
  P("compatible (_4,_6) _24", compatible(make_shape(Int<4>{}, Int<6>{}), Int<24>{}));
  P("evenly_divides (_16) _8", evenly_divides(make_shape(Int<16>{}), Int<8>{}));
  P("evenly_divides (16,6) (_8,_4)", evenly_divides(make_shape(sixteen, six), make_shape(Int<8>{}, Int<4>{})));
  P("evenly_divides (16,_8) (_8,_4)", evenly_divides(make_shape(sixteen, Int<8>{}), make_shape(Int<8>{}, Int<4>{})));
  P("evenly_divides (_16,_6) _4", evenly_divides(make_shape(Int<16>{}, Int<6>{}), Int<4>{}));
  P("evenly_divides (_16,_6) (_4,_4,_2)", evenly_divides(make_shape(Int<16>{}, Int<6>{}), make_shape(Int<4>{}, Int<4>{}, Int<2>{})));
  P("evenly_divides 16 _4", evenly_divides(sixteen, Int<4>{}));

  // crd2crd: mode by mode where coordinate and shapes are all tuples, else through the index.
  P("crd2crd (1,2) (_4,_3) _12", crd2crd(make_coord(1, 2), Shape<_4,_3>{}, Int<12>{}));
  P("crd2crd 9 _12 (_4,_3)", crd2crd(9, Int<12>{}, Shape<_4,_3>{}));
  P("crd2crd (_1,_2) (_4,_3) _12", crd2crd(make_coord(Int<1>{}, Int<2>{}), Shape<_4,_3>{}, Int<12>{}));
  P("crd2crd (1,2) (_4,_3) ((_2,_2),_3)", crd2crd(make_coord(1, 2), Shape<_4,_3>{}, Shape<Shape<_2,_2>,_3>{}));
  P("crd2crd (7,1) (_8,4) (_4,_8)", crd2crd(make_coord(7, 1), make_shape(Int<8>{}, four), Shape<_4,_8>{}));
  P("crd2crd (7,1) (_8,4) 32", crd2crd(make_coord(7, 1), make_shape(Int<8>{}, four), 32));
  P("crd2crd (_3,2) (_4,_4) (_2,_8)", crd2crd(make_coord(Int<3>{}, 2), Shape<_4,_4>{}, Shape<_2,_8>{}));
  P("crd2crd _13 _16 (_4,(_2,_2))", crd2crd(Int<13>{}, Int<16>{}, Shape<_4,Shape<_2,_2>>{}));
  P("crd2crd _13 (m,_4) _16", crd2crd(Int<13>{}, make_shape(m, Int<4>{}), Int<16>{}));
  P("crd2idx _13 (m,_4)", crd2idx(Int<13>{}, make_shape(m, Int<4>{})));
  P("crd2crd 13 (_4,_4) (_2,(_4,_2))", crd2crd(13, Shape<_4,_4>{}, Shape<_2,Shape<_4,_2>>{}));

  // make_mixed_bits and the bitwise operators of MixedBits (static where no bit is left to run time).
  unsigned five = 5, three = 3, d6 = 6;
  P("mixed_bits(_2,5,_5)", make_mixed_bits(Int<2>{}, five, Int<5>{}));
  P("mixed_bits(_2,5,_2)", make_mixed_bits(Int<2>{}, five, Int<2>{}));
  P("mixed_bits(_0,5,_0)", make_mixed_bits(Int<0>{}, five, Int<0>{}));
  P("mixed_bits(_8,3,_3)", make_mixed_bits(Int<8>{}, three, Int<3>{}));
  P("mixed_bits(_2,5,_7)", make_mixed_bits(Int<2>{}, five, Int<7>{}));
  auto mba = make_mixed_bits(Int<2>{}, five, Int<5>{});
  auto mbb = make_mixed_bits(Int<8>{}, three, Int<3>{});
  auto mbc = make_mixed_bits(Int<0>{}, d6, Int<12>{});
  P("mb a&b", mba & mbb); P("mb a|b", mba | mbb); P("mb a^b", mba ^ mbb);
  P("mb a&c", mba & mbc); P("mb a|c", mba | mbc); P("mb a^c", mba ^ mbc);
  P("mb b&c", mbb & mbc); P("mb b|c", mbb | mbc); P("mb b^c", mbb ^ mbc);
  P("mb a&_6", mba & Int<6>{}); P("mb a|_6", mba | Int<6>{}); P("mb a^_6", mba ^ Int<6>{});
  P("mb a&_2", mba & Int<2>{}); P("mb c|_12", mbc | Int<12>{}); P("mb c^_9", mbc ^ Int<9>{});
  P("mb a&_0", mba & Int<0>{}); P("mb a|_0", mba | Int<0>{}); P("mb a^_0", mba ^ Int<0>{});
  P("mb uint32(a&b)", uint32_t(mba & mbb));

  // domain_distribute: gcds of the flat shape's leaves with what is left of b, coalesced.
  P("domain_distribute (_15,_14) _6", domain_distribute(Shape<Int<15>,Int<14>>{}, Int<6>{}));
  P("domain_distribute ((_64,_3),(_8,_8)) _128", domain_distribute(Shape<Shape<_64,_3>,Shape<_8,_8>>{}, Int<128>{}));
  P("domain_distribute (_4,_4) _8", domain_distribute(Shape<_4,_4>{}, Int<8>{}));
  P("domain_distribute (_4,_4) _32", domain_distribute(Shape<_4,_4>{}, Int<32>{}));
  P("domain_distribute (_3,_4) _6", domain_distribute(Shape<_3,_4>{}, Int<6>{}));
  P("domain_distribute _12 _3", domain_distribute(Int<12>{}, Int<3>{}));
  P("domain_distribute (_1,_5,_2) _7", domain_distribute(Shape<_1,_5,_2>{}, Int<7>{}));
  P("domain_distribute (_2,(_3,_2),_4) _16", domain_distribute(Shape<_2,Shape<_3,_2>,_4>{}, Int<16>{}));
  P("domain_distribute layout (_2,(_3,_2),_4) _16", domain_distribute(Layout<Shape<_2,Shape<_3,_2>,_4>, Stride<_1,Stride<_2,_6>,_12>>{}, Int<16>{}));

  // domain_offset of a layout: the layout and its offset at the coordinate.
  P("domain_offset (2,3) (_8,16):(_1,8)", domain_offset(make_coord(2, 3), make_layout(make_shape(Int<8>{}, sixteen), make_stride(Int<1>{}, 8))));
  P("domain_offset (_1,_2) (_8,_8):(_8,_1)", domain_offset(make_coord(Int<1>{}, Int<2>{}), Layout<Shape<_8,_8>,Stride<_8,_1>>{}));
  P("domain_offset (1,_2) (m,_4):(_1,m)", domain_offset(make_coord(1, Int<2>{}), make_layout(make_shape(m, Int<4>{}), make_stride(Int<1>{}, m))));

  // reduce and batch_reduce of tensors over 0..15.
  {
    static int d[16];
    for (int k = 0; k < 16; ++k) d[k] = k;
    auto t = make_tensor(&d[0], Layout<Shape<_4,_4>,Stride<_4,_1>>{});
    P("reduce (_4,_4):(_4,_1)", reduce(t, 0));
    P("reduce (_4,_4):(_4,_1) col 1", reduce(t(_, 1), 0));
    auto src = make_tensor(&d[0], make_layout(make_shape(Int<4>{}, 3), make_stride(Int<1>{}, Int<4>{})));
    int o[3] = {0, 0, 0}, p[3] = {100, 200, 300}, q[4] = {1, 1, 1, 1};
    auto dst = make_tensor(&o[0], Layout<_3,_1>{});
    batch_reduce(src, dst);
    P("batch_reduce (_4,3):(_1,_4)", make_tuple(o[0], o[1], o[2]));
    auto dst2 = make_tensor(&p[0], Layout<_3,_1>{});
    batch_reduce(src, dst2);
    P("batch_reduce (_4,3):(_1,_4) from (100,200,300)", make_tuple(p[0], p[1], p[2]));
    auto src3 = make_tensor(&d[0], Layout<Shape<_2,_4>,Stride<_2,_4>>{});
    auto dst3 = make_tensor(&q[0], Layout<_4,_1>{});
    batch_reduce(src3, dst3, [](int a, int b) { return a * (b + 1); });
    P("batch_reduce (_2,_4):(_2,_4) a*(b+1) from 1", make_tuple(q[0], q[1], q[2], q[3]));
    int a[4] = {0, 0, 0, 0}, b[4] = {0, 0, 0, 0}, c[8] = {0, 0, 0, 0, 0, 0, 0, 0}, e[1] = {5};
    auto ta = make_tensor(&a[0], Layout<_4,_1>{});
    auto tb = make_tensor(&b[0], Layout<_4,_1>{});
    auto tc = make_tensor(&c[0], Layout<_8,_1>{});
    auto te = make_tensor(&e[0], Layout<_1,_0>{});
    logical_reduce(t, ta, make_tuple(_, 0));
    P("logical_reduce (_4,_4):(_4,_1) (_,0)", make_tuple(a[0], a[1], a[2], a[3]));
    logical_reduce(t, tb, make_tuple(0, _));
    P("logical_reduce (_4,_4):(_4,_1) (0,_)", make_tuple(b[0], b[1], b[2], b[3]));
    auto nested = make_tensor(&d[0], Layout<Shape<Shape<_2,_2>,_4>,Stride<Stride<_1,_8>,_2>>{});
    logical_reduce(nested, tc, make_tuple(make_tuple(_, 0), _));
    P("logical_reduce ((_2,_2),_4):((_1,_8),_2) ((_,0),_)", make_tuple(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]));
    logical_reduce(t, te, make_tuple(0, 0));
    P("logical_reduce (_4,_4):(_4,_1) (0,0) from 5", e[0]);
  }


  // Tuple algorithms on IntTuple values (shapes), unflatten, and the member forms compose/tile.
  {
    auto smnk = make_shape(m, k, Int<64>{});
    auto sn = make_shape(Int<2>{}, make_shape(make_shape(Int<3>{}, k), Int<4>{}));
    P("select<0,2> (300,200,_64)", select<0,2>(smnk));
    P("select<2,0,1> (300,200,_64)", select<2,0,1>(smnk));
    P("take<1,3> (300,200,_64)", take<1,3>(smnk));
    P("group<0,2> (300,200,_64)", group<0,2>(smnk));
    P("group<1,3> (300,200,_64)", group<1,3>(smnk));
    P("get<1> (_2,((_3,200),_4))", get<1>(sn));
    P("get<1,0> (_2,((_3,200),_4))", get<1,0>(sn));
    P("size<0> (_2,((_3,200),_4))", size<0>(sn));
    P("size<1> (_2,((_3,200),_4))", size<1>(sn));
    P("flatten (_2,((_3,200),_4))", flatten(sn));
    P("flatten _8", flatten(Int<8>{}));
    P("flatten 300", flatten(m));
    P("append<4> (300) _1", append<4>(make_shape(m), Int<1>{}));
    P("prepend<3> (_4,200) _1", prepend<3>(make_shape(Int<4>{}, k), Int<1>{}));
    P("replace<1> (300,200,_64) _8", replace<1>(smnk, Int<8>{}));
    P("flatten ((300,_2),_4):((_1,300),600)", flatten(make_layout(make_shape(make_shape(m, Int<2>{}), Int<4>{}), make_stride(make_stride(Int<1>{}, m), 600))));
    P("flatten Sw<1,2,3> o (8,(2,2)):(4,(1,2))", flatten(composition(Swizzle<1,2,3>{}, Layout<Shape<_8,Shape<_2,_2>>,Stride<_4,Stride<_1,_2>>>{})));
    P("append (300,200,_64) _4", append(smnk, Int<4>{}));
    P("append (_2,((_3,200),_4)) (1,_2)", append(sn, make_shape(one, Int<2>{})));
    P("prepend (300,200,_64) 300", prepend(smnk, m));
    P("unflatten (_2,_4,_3) (_1,(_1,_1))", unflatten(make_shape(Int<2>{}, Int<4>{}, Int<3>{}), make_shape(Int<1>{}, make_shape(Int<1>{}, Int<1>{}))));
    P("unflatten (300,_4,200,_8) ((_1,_1),_1,_1)", unflatten(make_shape(m, Int<4>{}, k, Int<8>{}), make_shape(make_shape(Int<1>{}, Int<1>{}), Int<1>{}, Int<1>{})));
    P("unflatten (300,_4,200,_8) (_1,(_1,(_1,_1)))", unflatten(make_shape(m, Int<4>{}, k, Int<8>{}), make_shape(Int<1>{}, make_shape(Int<1>{}, make_shape(Int<1>{}, Int<1>{})))));
    P("unflatten (300,200) (_1,(),_1)", unflatten(make_shape(m, k), make_shape(Int<1>{}, make_tuple(), Int<1>{})));
    P("unflatten (300,200) ((_1,_1))", unflatten(make_shape(m, k), make_shape(make_shape(Int<1>{}, Int<1>{}))));
    P("unflatten A (_1,(_1,_1))", unflatten(A, make_shape(Int<1>{}, make_shape(Int<1>{}, Int<1>{}))));
    P("unflatten flatten(S) (_1,(_1,_1),_1)", unflatten(flatten(S), make_shape(Int<1>{}, make_shape(Int<1>{}, Int<1>{}), Int<1>{})));
    P("unflatten (_2,_4,_3):(_1,_2,_8) ((_1,_1),(_1))", unflatten(Layout<Shape<_2,_4,_3>>{}, make_shape(make_shape(Int<1>{}, Int<1>{}), make_shape(Int<1>{}))));
    auto l48 = Layout<Shape<_4,_8>, Stride<_8,_1>>{};
    P("(_4,_8):(_8,_1) compose (_2,_2) _", l48.compose(Layout<Shape<_2,_2>>{}, _));
    P("(_4,_8):(_8,_1) compose (_2,_4):(_4,_1)", l48.compose(Layout<Shape<_2,_4>, Stride<_4,_1>>{}));
    P("(_4,_8):(_8,_1) tile _2 _4", l48.tile(Int<2>{}, Int<4>{}));
    P("A compose _ (_2,_2)", A.compose(_, make_layout(make_shape(Int<2>{}, Int<2>{}))));
    P("A tile _4 _2", A.tile(Int<4>{}, Int<2>{}));
  }

  // tile_to_shape to targets with run-time extents (CuTe checks divisibility only for a static
  // target; the copies of the block are ceil_div(target, block) per mode).
  {
    auto b88 = Layout<Shape<_8,_8>,Stride<_8,_1>>{};
    P("tile_to_shape b88 (m,k)", tile_to_shape(b88, make_shape(m, k)));
    P("tile_to_shape b88 (_64,k)", tile_to_shape(b88, make_shape(Int<64>{}, k)));
    P("tile_to_shape b88 (m,_32) (_2,_1)", tile_to_shape(b88, make_shape(m, Int<32>{}), Step<_2,_1>{}));
    P("tile_to_shape (_2,_4):(_4,_1) ((m,_2),k,_3)", tile_to_shape(Layout<Shape<_2,_4>,Stride<_4,_1>>{}, make_shape(make_shape(m, Int<2>{}), k, Int<3>{})));
    P("tile_to_shape b88 (m,_64):(_1,m)", tile_to_shape(b88, make_layout(make_shape(m, Int<64>{}), make_stride(Int<1>{}, m))));
    P("tile_to_shape _4:_1 (m,k)", tile_to_shape(Layout<_4,_1>{}, make_shape(m, k)));
    // A leaf block stays a leaf for a target of rank 1; an integer target has rank 1.
    P("tile_to_shape _4:_1 (_16)", tile_to_shape(Layout<_4,_1>{}, make_shape(Int<16>{})));
    P("tile_to_shape _4:_1 _16", tile_to_shape(Layout<_4,_1>{}, Int<16>{}));
    P("tile_to_shape _4:_1 m", tile_to_shape(Layout<_4,_1>{}, m));
    P("tile_to_shape (_4):(_1) _16", tile_to_shape(Layout<Shape<_4>,Stride<_1>>{}, Int<16>{}));
    P("tile_to_shape _4:_1 _16:_1", tile_to_shape(Layout<_4,_1>{}, Layout<_16,_1>{}));
  }

  // Divides and composition of identity layouts (strides printed as basis elements).
  auto il = make_identity_layout(make_shape(Int<4>{}, Int<8>{}));
  auto ir = make_identity_layout(make_shape(10, 7));
  P("zipped_divide id(_4,_8) (_2,_4)", zipped_divide(il, make_shape(Int<2>{}, Int<4>{})));
  P("logical_divide id(_4,_8) (_2,_4)", logical_divide(il, make_shape(Int<2>{}, Int<4>{})));
  P("tiled_divide id(_4,_8) (_2,_4)", tiled_divide(il, make_shape(Int<2>{}, Int<4>{})));
  P("flat_divide id(_4,_8) (_2,_4)", flat_divide(il, make_shape(Int<2>{}, Int<4>{})));
  P("composition id(_4,_8) (_8,_4):(_4,_1)", composition(il, Layout<Shape<_8,_4>,Stride<_4,_1>>{}));
  P("zipped_divide id(10,7) (_4,_2)", zipped_divide(ir, make_shape(Int<4>{}, Int<2>{})));
  P("zipped_divide id(10,7) (_4,_2) at ((1,1),(2,3))", zipped_divide(ir, make_shape(Int<4>{}, Int<2>{}))(make_coord(1, 1), make_coord(2, 3)));
  return 0;
}
