//===- PreludeCompileTest.cpp - What the prelude accepts and rejects ------===//
//
// Part of metalify's tests. Valid MSL using every family of the CPU prelude
// must parse; mixing address spaces and malformed vector constructors must
// be rejected, as Metal rejects them.
//
//===----------------------------------------------------------------------===//
#include "PreludeHarness.h"

#include <gtest/gtest.h>

#include <string>

using metalify::test::checkSyntax;

namespace {

constexpr const char *Header = "#include <metal_stdlib>\n"
                               "using namespace metal;\n";

TEST(PreludeCompileTest, EveryFamilyParses) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  std::string Diagnostics;
  bool Ok = checkSyntax(std::string(Header) + R"(
struct Particle { packed_float3 Pos; float Mass; };
struct Args { uint N; float Scale; };
constant float Table[4] = {1, 2, 3, 4};
float helper(thread float &X, threadgroup float *T, device const float *D) {
  return X + T[0] + D[0];
}
kernel void every(device float4 *Out, const device float *In,
                  device Particle *P, const constant Args &A,
                  device atomic_uint *Counter, threadgroup float *Shared,
                  uint Gid, uint Lane) {
  threadgroup float Tile[32];
  threadgroup atomic_int Local;
  Particle Copy = P[Gid];
  P[Gid] = Copy;
  P[Gid].Pos = float3(Copy.Pos) * A.Scale;
  float3 Pos = P[Gid].Pos;
  float4 V = float4(Pos, In[Gid]) + Table[Gid % 4];
  V.xy = V.yx;
  Out[Gid] = V;
  Out[Gid].zw += float2(1);
  half4 H = half4(V);
  bfloat B = bfloat(V.x);
  ushort2 S = ushort2(3, 4);
  packed_half3 Ph = half3(1);
  float M = sin(V.x) + fast::cos(V.y) + precise::exp(V.z) + pow(V.w, 2.0f);
  M += dot(V, V) + length(V.xyz) + distance(V.xy, V.zw) + cross(Pos, Pos).x;
  M += normalize(V).x + clamp(M, 0.0f, 1.0f) + mix(M, 1.0f, 0.5f);
  M += fma(M, M, M) + rsqrt(M) + fract(M) + step(0.5f, M) + smoothstep(0, 1, M);
  int I = abs(-3) + clz(5) + ctz(8) + popcount(7) + max(1, 2) + min(3, 4);
  I += extract_bits(I, 0, 4) + insert_bits(I, 1, 0, 1) + mulhi(I, I);
  uint U = absdiff(I, 4) + addsat(1u, 2u) + subsat(1u, 2u) + rotate(U, 3u);
  bool Any = any(V > 0.0f) && all(isfinite(V)) && !isnan(M) && !signbit(M);
  V = select(V, float4(0), V < 0.0f);
  uint Bits = as_type<uint>(M) + as_type<uint>(H.xy);
  atomic_fetch_add_explicit(Counter, 1u, memory_order_relaxed);
  atomic_store_explicit(&Local, 0, memory_order_relaxed);
  Tile[Lane] = M + helper(M, Tile, In) + helper(M, Shared, In);
  threadgroup_barrier(mem_flags::mem_threadgroup);
  simdgroup_barrier(mem_flags::mem_none);
  M = simd_sum(M) + simd_shuffle(M, 0) + simd_shuffle_up(M, 1) +
      simd_shuffle_down(M, 1) + simd_shuffle_xor(M, 1) + simd_max(M) +
      simd_prefix_exclusive_sum(M) + quad_sum(M) + simd_broadcast_first(M);
  float4 Vs = simd_shuffle_and_fill_down(V, V, 1u, 4u);
  uint Vote = (uint)(simd_vote::vote_t)simd_ballot(Any);
  Out[Gid].x = M + Vs.x + Vote + Bits + U + I + S.x + B + Ph.x;
}
)",
                        Diagnostics);
  EXPECT_TRUE(Ok) << Diagnostics;
  EXPECT_EQ(Diagnostics, "") << "valid MSL compiles without warnings";
}

/// Each case must fail to compile with the given message.
struct RejectCase {
  const char *Body;
  const char *Message;
};

TEST(PreludeCompileTest, MixingAddressSpacesAndBadConstructorsAreRejected) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const RejectCase Cases[] = {
      {"void f1(device float *D) { threadgroup float *T = D; }",
       "cannot initialize a variable of type '__local float *'"},
      {"void f2(threadgroup float *T) { device float *D = T; }",
       "cannot initialize a variable of type '__global_device float *'"},
      {"void f3(constant float *C) { device float *D = C; }",
       "cannot initialize a variable of type '__global_device float *'"},
      {"void f4(device float *D) { constant float *C = D; }",
       "cannot initialize a variable of type 'const __global_host float *'"},
      {"void g(device float *); void f5(threadgroup float *T) { g(T); }",
       "no matching function for call to 'g'"},
      {"void f6(constant float *C) { C[0] = 1; }",
       "read-only variable is not assignable"},
      {"void f7() { float4 V = float4(1, 2, 3); }",
       "wrong number of components in a vector constructor"},
      {"void f8() { float3 V = float4(1); }", "cannot initialize"},
      {"void f9() { float4 A = 1; bool4 B = A < A; }", "cannot initialize"},
      {"void f10(device atomic_int *A) { atomic_int B = *A; }",
       "call to deleted constructor"},
  };
  // One compile: case I is on line 3 + I; Clang reports every error.
  std::string Source = Header;
  for (const RejectCase &Case : Cases)
    Source += std::string(Case.Body) + "\n";
  std::string Diagnostics;
  EXPECT_FALSE(checkSyntax(Source, Diagnostics));
  unsigned Line = 3;
  for (const RejectCase &Case : Cases) {
    std::string Where = "snippet.metal:" + std::to_string(Line++) + ":";
    EXPECT_NE(Diagnostics.find(Where), std::string::npos)
        << Case.Body << "\n" << Diagnostics;
    EXPECT_NE(Diagnostics.find(Case.Message), std::string::npos)
        << Case.Body << "\n" << Diagnostics;
  }
}

} // namespace
