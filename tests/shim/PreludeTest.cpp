//===- PreludeTest.cpp - The Metal standard library on the CPU ------------===//
//
// Part of metalify's tests. Hand-written MSL per function family, compiled
// against shim/cpu/prelude with clang++-19 and run, checked against values
// computed by hand. SIMD-group functions are in PreludeSimdTest.cpp.
//
//===----------------------------------------------------------------------===//
#include "PreludeHarness.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

using metalify::test::PreludeModule;

namespace {

constexpr const char *Header = "#include <metal_stdlib>\n"
                               "using namespace metal;\n";

constexpr const char *VectorsSource = R"(
extern "C" void vectors(device float *Out, device float4 *Buf,
                        constant packed_float3 *P) {
  int K = 0;
  float4 A = float4(1.0f, float2(2, 3), 4);
  float4 S = float4(2);
  float4 C = float4(int4(-1, 5, 7, 9));
  float3 D = float3(A.xy, 10);
  float4 Z = float4();
  Out[K++] = A.x; Out[K++] = A.y; Out[K++] = A.z; Out[K++] = A.w;
  Out[K++] = S.w; Out[K++] = C.x; Out[K++] = C.w; Out[K++] = D.z;
  Out[K++] = Z.y;
  Buf[0].xy = A.zw;
  Buf[0] += 1;
  Buf[0].zyx = float3(7, 8, 9);
  Out[K++] = Buf[0].x; Out[K++] = Buf[0].y; Out[K++] = Buf[0].z;
  Out[K++] = Buf[0].w;
  float4 Sw = A.wzyx;
  float2 Rg = A.rg + A.ba;
  Out[K++] = Sw.x; Out[K++] = Sw.w; Out[K++] = Rg.x; Out[K++] = Rg.y;
  bool4 B = bool4(A > S);
  Out[K++] = B.x; Out[K++] = B.z; Out[K++] = all(B.zw); Out[K++] = (A < S).x;
  float3 Pv = P[0];
  packed_float3 Q = Pv * 2.0f;
  Q += float3(1);
  Out[K++] = Q.x; Out[K++] = Q[1]; Out[K++] = Q.z;
  half4 H = half4(A) * half(0.5);
  Out[K++] = H.x; Out[K++] = H.w;
  bfloat2 Bf = bfloat2(1.5f, 2.0f);
  Bf = Bf * Bf;
  Out[K++] = Bf.x; Out[K++] = Bf.y;
  uint4 U = uint4(3) << uint4(1, 2, 3, 4);
  Out[K++] = U.x; Out[K++] = U.w;
  int3 I3 = int3(float3(-1.5f, 2.5f, 3.9f));
  Out[K++] = I3.x; Out[K++] = I3.y; Out[K++] = I3.z;
  Out[K++] = float3(1, 2, 3).zyx.x;
  half Lit = 1.5h + 2h;
  Out[K++] = Lit;
}
)";

constexpr const char *MathSource = R"(
extern "C" void math(device float *Out) {
  int K = 0;
  Out[K++] = sin(0.0f); Out[K++] = cos(0.0f); Out[K++] = exp(0.0f);
  Out[K++] = log(1.0f); Out[K++] = sqrt(16.0f); Out[K++] = rsqrt(4.0f);
  Out[K++] = pow(2.0f, 10.0f); Out[K++] = fma(2.0f, 3.0f, 4.0f);
  Out[K++] = fmin(1.0f, 2.0f); Out[K++] = fmax(float2(1, 5), 2.0f).y;
  Out[K++] = clamp(5.0f, 0.0f, 1.0f);
  float2 Cl = clamp(float2(-1, 0.5f), 0.0f, 1.0f);
  Out[K++] = Cl.x; Out[K++] = Cl.y;
  Out[K++] = mix(0.0f, 10.0f, 0.25f);
  float2 St = step(0.5f, float2(0.2f, 0.7f));
  Out[K++] = St.x; Out[K++] = St.y;
  Out[K++] = smoothstep(0.0f, 1.0f, 0.5f);
  Out[K++] = fract(-1.25f); Out[K++] = floor(-1.5f); Out[K++] = ceil(-1.5f);
  Out[K++] = round(2.5f); Out[K++] = round(-2.5f); Out[K++] = rint(2.5f);
  Out[K++] = trunc(-1.7f); Out[K++] = abs(-3.0f); Out[K++] = sign(-2.0f);
  Out[K++] = sign(0.0f); Out[K++] = copysign(1.0f, -2.0f);
  Out[K++] = fmod(7.0f, 3.0f); Out[K++] = atan2(1.0f, 1.0f);
  Out[K++] = exp2(3.0f); Out[K++] = log2(8.0f); Out[K++] = log10(1000.0f);
  Out[K++] = exp10(2.0f); Out[K++] = fast::exp(1.0f);
  Out[K++] = precise::sqrt(2.0f); Out[K++] = sqrt(half(4));
  float Ip;
  Out[K++] = modf(3.5f, Ip); Out[K++] = Ip;
  int E;
  Out[K++] = frexp(8.0f, E); Out[K++] = E; Out[K++] = ldexp(1.0f, 3);
  Out[K++] = ilogb(8.0f); Out[K++] = ilogb(0.75f);
  Out[K++] = dot(float3(1, 2, 3), float3(4, 5, 6));
  Out[K++] = cross(float3(1, 0, 0), float3(0, 1, 0)).z;
  Out[K++] = length(float2(3, 4)); Out[K++] = distance(float2(1, 1), float2(4, 5));
  float3 N = normalize(float3(0, 3, 4));
  Out[K++] = N.y; Out[K++] = N.z;
  Out[K++] = sinpi(0.5f); Out[K++] = cospi(1.0f);
  float4 V = sqrt(float4(1, 4, 9, 16));
  Out[K++] = V.w; Out[K++] = saturate(1.5f); Out[K++] = max(half(2), half(3));
  Out[K++] = min(float3(1, 2, 3), float3(3, 2, 1)).z;
  Out[K++] = fmax3(1.0f, 5.0f, 3.0f); Out[K++] = median3(1.0f, 5.0f, 3.0f);
  Out[K++] = fast::divide(1.0f, 4.0f);
  Out[K++] = reflect(float2(1, -1), float2(0, 1)).y;
}
)";

constexpr const char *IntegerSource = R"(
extern "C" void integer(device long *Out) {
  int K = 0;
  Out[K++] = abs(-5); Out[K++] = absdiff(-3, 4);
  Out[K++] = addsat(2147483647, 1); Out[K++] = subsat(uchar(3), uchar(5));
  Out[K++] = addsat(char(100), char(100)); Out[K++] = clz(1u);
  Out[K++] = clz(0u); Out[K++] = clz(ushort(1)); Out[K++] = ctz(8);
  Out[K++] = ctz(0); Out[K++] = popcount(0xF0F0u);
  Out[K++] = extract_bits(0xABCDu, 4, 8); Out[K++] = extract_bits(0xF0, 4, 4);
  Out[K++] = insert_bits(0u, 0xFu, 8, 4); Out[K++] = hadd(7, 8);
  Out[K++] = rhadd(7, 8); Out[K++] = hadd(INT_MAX, INT_MAX);
  Out[K++] = mulhi(0x80000000u, 4u); Out[K++] = mulhi(-2, 0x40000000);
  Out[K++] = mul24(3, 4); Out[K++] = mad24(3, 4, 5); Out[K++] = max(3, 7);
  Out[K++] = min(3u, 7u); Out[K++] = clamp(10, 0, 5);
  Out[K++] = reverse_bits(1u); Out[K++] = rotate(0x80000001u, 1u);
  Out[K++] = rotate(uchar(0x81), uchar(4));
  uint2 Pc = popcount(uint2(3, 7));
  Out[K++] = Pc.x; Out[K++] = Pc.y;
  int2 Mx = max(int2(1, 5), int2(4, 2));
  Out[K++] = Mx.x; Out[K++] = Mx.y;
  int3 Cl = clamp(int3(-5, 5, 50), 0, 10);
  Out[K++] = Cl.x; Out[K++] = Cl.y; Out[K++] = Cl.z;
  Out[K++] = (long)mulhi(ULONG_MAX, 2ul); Out[K++] = clz(1ul);
  Out[K++] = abs(int2(-3, 4)).x; Out[K++] = absdiff(uchar2(250, 3), uchar2(5, 9)).x;
}
)";

constexpr const char *RelationalSource = R"(
static_assert(sizeof(packed_float3) == 12 && alignof(packed_float3) == 4, "");
static_assert(sizeof(float3) == 16 && sizeof(bool4) == 4, "");
static_assert(sizeof(half4) == 8 && sizeof(bfloat) == 2, "");
static_assert(sizeof(packed_half3) == 6 && sizeof(ulong2) == 16, "");
extern "C" void relational(device uint *Out) {
  int K = 0;
  Out[K++] = all(bool4(1, 1, 1, 1)); Out[K++] = all(bool2(1, 0));
  Out[K++] = any(int4(1, 2, 3, 4) > 3); Out[K++] = isnan(NAN);
  Out[K++] = isinf(INFINITY); Out[K++] = isfinite(1.0f);
  Out[K++] = signbit(-0.0f); Out[K++] = select(1.0f, 2.0f, true);
  float2 Sel = select(float2(1, 2), float2(3, 4), bool2(false, true));
  Out[K++] = Sel.x; Out[K++] = Sel.y;
  Out[K++] = all(float4(1) < float4(2)); Out[K++] = any(isnan(float2(0, NAN)));
  Out[K++] = as_type<uint>(1.0f); Out[K++] = as_type<float>(0x40000000u);
  ushort2 Halves = as_type<ushort2>(0x00020001u);
  Out[K++] = Halves.x; Out[K++] = Halves.y;
  Out[K++] = as_type<ushort>(half(1.0f));
  Out[K++] = numeric_limits<uint>::max();
  Out[K++] = as_type<uint>(numeric_limits<float>::infinity());
  Out[K++] = as_type<ushort>(numeric_limits<half>::max());
  Out[K++] = (uint)numeric_limits<int>::lowest();
}
)";

constexpr const char *AtomicsSource = R"(
extern "C" void contend(device atomic_int *I, device atomic_float *F,
                        device atomic_uint *U, int N) {
  for (int K = 0; K < N; ++K) {
    atomic_fetch_add_explicit(I, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(F, 1.0f, memory_order_relaxed);
    atomic_fetch_max_explicit(U, (uint)K, memory_order_relaxed);
  }
}
extern "C" void single(device int *Out, void *Raw) {
  threadgroup atomic_int *A = (threadgroup atomic_int *)Raw;
  int K = 0;
  atomic_store_explicit(A, 5, memory_order_relaxed);
  Out[K++] = atomic_load_explicit(A, memory_order_relaxed);
  Out[K++] = atomic_exchange_explicit(A, 7, memory_order_relaxed);
  int Expected = 7;
  Out[K++] = atomic_compare_exchange_weak_explicit(
      A, &Expected, 9, memory_order_relaxed, memory_order_relaxed);
  Out[K++] = atomic_load_explicit(A, memory_order_relaxed);
  Expected = 1;
  Out[K++] = atomic_compare_exchange_weak_explicit(
      A, &Expected, 3, memory_order_relaxed, memory_order_relaxed);
  Out[K++] = Expected;
  Out[K++] = atomic_fetch_sub_explicit(A, 4, memory_order_relaxed);
  Out[K++] = atomic_fetch_and_explicit(A, 4, memory_order_relaxed);
  Out[K++] = atomic_fetch_or_explicit(A, 1, memory_order_relaxed);
  Out[K++] = atomic_fetch_xor_explicit(A, 5, memory_order_relaxed);
  Out[K++] = atomic_fetch_min_explicit(A, -3, memory_order_relaxed);
  Out[K++] = atomic_load_explicit(A, memory_order_relaxed);
}
)";

/// Every family's snippet in one module, compiled once for the suite.
class PreludeTest : public metalify::test::SharedModuleTest<PreludeTest> {
public:
  static std::string source() {
    return std::string(Header) + VectorsSource + MathSource + IntegerSource +
           RelationalSource + AtomicsSource;
  }
};

TEST_F(PreludeTest, VectorsConstructorsSwizzlesAndAddressSpaces) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  auto *Fn = Module->function<void(float *, float *, const float *)>("vectors");
  ASSERT_NE(Fn, nullptr);
  float Out[64] = {};
  alignas(16) float Buf[4] = {0, 0, 0, 0};
  float P[3] = {1, 2, 3};
  Fn(Out, Buf, P);
  std::vector<float> Expected = {
      1, 2, 3, 4,         // float4(1, float2(2, 3), 4)
      2, -1, 9, 10, 0,    // splat, float4(int4), float3(v.xy, 10), float4()
      9, 8, 7, 1,         // swizzle writes into device memory
      4, 1, 4, 6,         // .wzyx, .rg + .ba
      0, 1, 1, -1,        // bool4(A > S), all, comparison = -1
      3, 5, 7,            // packed_float3 arithmetic
      0.5f, 2,            // half
      2.25f, 4,           // bfloat
      6, 48,              // uint shifts
      -1, 2, 3,           // float -> int truncates
      3,                  // constructor then swizzle
      3.5f};              // half literals
  for (size_t I = 0; I < Expected.size(); ++I)
    EXPECT_FLOAT_EQ(Out[I], Expected[I]) << "index " << I;
}

TEST_F(PreludeTest, MathCommonAndGeometric) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  auto *Fn = Module->function<void(float *)>("math");
  ASSERT_NE(Fn, nullptr);
  float Out[64] = {};
  Fn(Out);
  std::vector<float> Expected = {
      0, 1, 1, 0, 4, 0.5f, 1024, 10, 1, 5, 1, 0, 0.5f, 2.5f, 0, 1, 0.5f,
      0.75f, -2, -1, 3, -3, 2, -1, 3, -1, 0, -1, 1, 0.78539816f, 8, 3, 3,
      100, 2.71828183f, 1.41421356f, 2, 0.5f, 3, 0.5f, 4, 8, 3, -1, 32, 1, 5, 5,
      0.6f, 0.8f, 1, -1, 4, 1, 3, 1, 5, 3, 0.25f, 1};
  for (size_t I = 0; I < Expected.size(); ++I)
    EXPECT_NEAR(Out[I], Expected[I], 1e-5f) << "index " << I;
}

TEST_F(PreludeTest, IntegerFunctions) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  auto *Fn = Module->function<void(long *)>("integer");
  ASSERT_NE(Fn, nullptr);
  long Out[64] = {};
  Fn(Out);
  std::vector<long> Expected = {
      5, 7, 2147483647, 0, 127, 31, 32, 15, 3, 32, 8, 0xBC, -1, 0xF00, 7, 8,
      2147483647, 2, -1, 12, 17, 7, 3, 5, 0x80000000L, 3, 0x18, 2, 3, 4, 5,
      0, 5, 10, 1, 63, 3, 245};
  for (size_t I = 0; I < Expected.size(); ++I)
    EXPECT_EQ(Out[I], Expected[I]) << "index " << I;
}

TEST_F(PreludeTest, RelationalAndAsType) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  auto *Fn = Module->function<void(uint32_t *)>("relational");
  ASSERT_NE(Fn, nullptr);
  uint32_t Out[32] = {};
  Fn(Out);
  std::vector<uint32_t> Expected = {1, 0, 1, 1, 1, 1, 1, 2, 1,
                                    4, 1, 1, 0x3f800000u, 2, 1, 2, 0x3c00,
                                    0xffffffffu, 0x7f800000u, 0x7bff,
                                    0x80000000u};
  for (size_t I = 0; I < Expected.size(); ++I)
    EXPECT_EQ(Out[I], Expected[I]) << "index " << I;
}

TEST_F(PreludeTest, AtomicsAreRealAtomics) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  auto *Contend =
      Module->function<void(int *, float *, uint32_t *, int)>("contend");
  auto *Single = Module->function<void(int *, void *)>("single");
  ASSERT_TRUE(Contend && Single);
  int I = 0;
  float F = 0;
  uint32_t U = 0;
  constexpr int PerThread = 20000;
  std::vector<std::thread> Threads;
  for (int T = 0; T < 4; ++T)
    Threads.emplace_back([&] { Contend(&I, &F, &U, PerThread); });
  for (std::thread &T : Threads)
    T.join();
  EXPECT_EQ(I, 4 * PerThread);
  EXPECT_EQ(F, 4.0f * PerThread);
  EXPECT_EQ(U, uint32_t(PerThread - 1));
  int Out[16] = {};
  int Cell = 0;
  Single(Out, &Cell);
  std::vector<int> Expected = {5, 5, 1, 9, 0, 9, 9, 5, 4, 5, 0, -3};
  for (size_t K = 0; K < Expected.size(); ++K)
    EXPECT_EQ(Out[K], Expected[K]) << "index " << K;
}

} // namespace
