//===- PreludeSimdTest.cpp - SIMD-group functions and barriers ------------===//
//
// Part of metalify's tests. Runs SIMD-group and quad-group functions of the
// CPU prelude on a 32-lane lock-step driver (PreludeHarness) and checks every
// lane against values computed by hand, with all lanes active and with
// lanes that exited early.
//
//===----------------------------------------------------------------------===//
#include "PreludeHarness.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using metalify::test::PreludeModule;

namespace {

constexpr unsigned Fields = 32;

constexpr const char *SimdSource = R"(#include <metal_stdlib>
using namespace metal;
extern "C" void lanes(device uint *Out, uint Lane) {
  device uint *O = Out + Lane * 32;
  float V = float(Lane);
  int K = 0;
  O[K++] = (uint)simd_shuffle(V, (Lane + 1) % 32);
  O[K++] = (uint)simd_shuffle(V, 40);
  O[K++] = (uint)simd_shuffle_up(V, 3);
  O[K++] = (uint)simd_shuffle_down(V, 3);
  O[K++] = (uint)simd_shuffle_xor(V, 1);
  O[K++] = (uint)simd_sum(V);
  O[K++] = (uint)simd_prefix_exclusive_sum(V);
  O[K++] = (uint)simd_prefix_inclusive_sum(Lane);
  O[K++] = (uint)simd_max(V);
  O[K++] = (uint)simd_min(int(Lane) - 3) + 100;
  O[K++] = (uint)simd_broadcast(V, 5);
  O[K++] = (uint)simd_broadcast_first(V);
  O[K++] = (uint)(simd_vote::vote_t)simd_ballot(Lane % 2 == 0);
  O[K++] = simd_all(Lane < 32);
  O[K++] = simd_any(Lane == 7);
  O[K++] = simd_all(Lane < 31);
  O[K++] = (uint)quad_sum(V);
  O[K++] = (uint)quad_shuffle(V, 0);
  O[K++] = (uint)quad_shuffle_xor(V, 2);
  O[K++] = (uint)quad_prefix_exclusive_sum(V);
  O[K++] = (uint)(quad_vote::vote_t)quad_ballot(Lane % 4 == 1);
  O[K++] = (uint)simd_shuffle_and_fill_up(V, V + 100, 2);
  O[K++] = (uint)simd_shuffle_and_fill_up(V, V + 100, 2, 8);
  O[K++] = (uint)simd_shuffle_and_fill_down(V, V + 100, 2);
  O[K++] = simd_product(Lane < 4 ? Lane + 1 : 1u);
  O[K++] = simd_or(1u << Lane);
  O[K++] = simd_and(Lane | 0x100u);
  O[K++] = simd_xor(Lane);
  O[K++] = (uint)simd_shuffle_down(float4(V, V + 1, V + 2, V + 3), 1).w;
  O[K++] = simd_is_first();
  O[K++] = (uint)(simd_vote::vote_t)simd_active_threads_mask();
  threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);
  O[K++] = (uint)simd_prefix_exclusive_product(Lane % 4 + 1);
}
)";

/// Runs `lanes` on one SIMD-group; returns Fields values per lane.
std::vector<uint32_t> runLanes(const PreludeModule &Module,
                               unsigned ActiveMask) {
  std::vector<uint32_t> Out(32 * Fields, 0xdeadbeef);
  auto *Fn = Module.function<void(uint32_t *, uint32_t)>("lanes");
  metalify::test::runSimdgroup(
      Module, [&](unsigned Lane) { Fn(Out.data(), Lane); }, ActiveMask);
  return Out;
}

/// The expected fields of lane L when every lane is active.
std::vector<uint32_t> expectedAllActive(uint32_t L) {
  uint32_t Quad = L & ~3u;
  uint32_t Q = L & 3u;
  uint32_t FillUp8 = (L % 8) >= 2 ? L - 2 : 100 + (L - L % 8) + 6 + L % 8;
  uint32_t ExclusiveProduct = 1;
  for (uint32_t I = 0; I < L; ++I)
    ExclusiveProduct *= I % 4 + 1;
  return {(L + 1) % 32,
          L,
          L < 3 ? L : L - 3,
          L + 3 < 32 ? L + 3 : L,
          L ^ 1,
          496,
          L * (L - 1) / 2,
          L * (L + 1) / 2,
          31,
          97,
          5,
          0,
          0x55555555u,
          1,
          1,
          0,
          4 * Quad + 6,
          Quad,
          L ^ 2,
          Q * Quad + Q * (Q - 1) / 2,
          2,
          L >= 2 ? L - 2 : 130 + L,
          FillUp8,
          L + 2 < 32 ? L + 2 : 100 + L - 30,
          24,
          0xffffffffu,
          0x100,
          0,
          L < 31 ? L + 4 : L + 3,
          L == 0,
          0xffffffffu,
          ExclusiveProduct};
}

/// SimdSource, compiled once for the tests that share it.
class PreludeSimdTest : public metalify::test::SharedModuleTest<PreludeSimdTest> {
public:
  static std::string source() { return SimdSource; }
};

TEST_F(PreludeSimdTest, AllLanesActive) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  std::vector<uint32_t> Out = runLanes(*Module, 0xffffffffu);
  for (uint32_t L = 0; L < 32; ++L) {
    std::vector<uint32_t> Expected = expectedAllActive(L);
    for (uint32_t F = 0; F < Expected.size(); ++F)
      EXPECT_EQ(Out[L * Fields + F], Expected[F])
          << "lane " << L << " field " << F;
  }
  // The barrier reported the line of its call in the snippet.
  std::string Source = SimdSource;
  std::string Before = Source.substr(0, Source.find("threadgroup_barrier("));
  unsigned Line = 1 + std::count(Before.begin(), Before.end(), '\n');
  std::vector<unsigned> Sites = metalify::test::barrierSites();
  ASSERT_EQ(Sites.size(), 1u);
  EXPECT_EQ(Sites[0], Line);
}

TEST_F(PreludeSimdTest, LanesThatExitedAreInactive) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  const PreludeModule *Module = module();
  ASSERT_TRUE(Module);
  // Lanes 0-15 returned before the SIMD-group functions.
  std::vector<uint32_t> Out = runLanes(*Module, 0xffff0000u);
  for (uint32_t L = 0; L < 16; ++L)
    EXPECT_EQ(Out[L * Fields], 0xdeadbeefu) << "lane " << L;
  for (uint32_t L = 16; L < 32; ++L) {
    const uint32_t *O = &Out[L * Fields];
    EXPECT_EQ(O[0], L == 31 ? 31u : L + 1) << "lane 0 is inactive: own value";
    EXPECT_EQ(O[2], L < 19 ? L : L - 3) << "up from an inactive lane: own";
    EXPECT_EQ(O[5], 376u) << "sum of 16..31";
    EXPECT_EQ(O[6], (L - 16) * (L + 15) / 2) << "exclusive sum from 16";
    EXPECT_EQ(O[9], 113u) << "min of active lanes (16 - 3)";
    EXPECT_EQ(O[10], L) << "broadcast from inactive lane 5: own";
    EXPECT_EQ(O[11], 16u) << "first active lane";
    EXPECT_EQ(O[12], 0x55550000u);
    EXPECT_EQ(O[13], 1u);
    EXPECT_EQ(O[15], 0u) << "lane 31 is active and false";
    EXPECT_EQ(O[24], 1u) << "product over active lanes (all 1)";
    EXPECT_EQ(O[25], 0xffff0000u);
    EXPECT_EQ(O[29], L == 16 ? 1u : 0u) << "simd_is_first";
    EXPECT_EQ(O[30], 0xffff0000u) << "simd_active_threads_mask";
  }
}

TEST_F(PreludeSimdTest, OtherTypesAndRotations) {
  if (!metalify::test::compilerAvailable())
    GTEST_SKIP() << "clang++-19 not found (set METALIFY_TEST_CLANG)";
  std::string Diagnostics;
  auto Module = PreludeModule::compile(R"(#include <metal_stdlib>
using namespace metal;
extern "C" void lanes(device int *Out, uint Lane) {
  device int *O = Out + Lane * 32;
  int K = 0;
  O[K++] = simd_sum(int(Lane) - 16);
  O[K++] = (int)simd_max(half(Lane) * 0.5h);
  uint2 Mn = simd_min(uint2(Lane + 5, 40 - Lane));
  O[K++] = Mn.x; O[K++] = Mn.y;
  int4 Sh = simd_shuffle(int4(Lane, -Lane, 2 * Lane, 7), 31 - Lane);
  O[K++] = Sh.x; O[K++] = Sh.y; O[K++] = Sh.z; O[K++] = Sh.w;
  O[K++] = quad_shuffle_up(int(Lane), 1);
  O[K++] = quad_shuffle_down(int(Lane), 1);
  O[K++] = simd_shuffle_rotate_up(int(Lane), 1);
  O[K++] = simd_shuffle_rotate_down(int(Lane), 1);
  O[K++] = quad_broadcast(int(Lane), 3);
  O[K++] = quad_all(Lane % 4 < 3);
  O[K++] = quad_any(Lane % 4 == 3);
  O[K++] = simd_prefix_inclusive_product(Lane < 5 ? 2 : 1);
  O[K++] = (int)(ushort)simd_shuffle_xor(ushort(Lane), 16);
  O[K++] = (int)simd_sum(float2(1, Lane)).y;
}
)",
                                       Diagnostics);
  ASSERT_TRUE(Module) << Diagnostics;
  std::vector<uint32_t> Raw(32 * Fields, 0);
  auto *Fn = Module->function<void(uint32_t *, uint32_t)>("lanes");
  metalify::test::runSimdgroup(*Module,
                               [&](unsigned Lane) { Fn(Raw.data(), Lane); });
  for (int L = 0; L < 32; ++L) {
    const int32_t *O = reinterpret_cast<const int32_t *>(&Raw[L * Fields]);
    int Quad = L & ~3;
    std::vector<int32_t> Expected = {
        -16,                            // sum of -16..15
        15,                             // max of L / 2 (15.5 -> 15)
        5,
        9,                              // min of 40 - L
        31 - L,
        -(31 - L),
        2 * (31 - L),
        7,
        L % 4 == 0 ? L : L - 1,         // quad up keeps lane 0 of the quad
        L % 4 == 3 ? L : L + 1,
        (L + 31) % 32,                  // rotate up: from lane - 1
        (L + 1) % 32,
        Quad + 3,
        0,                              // lane 3 of every quad is false
        1,
        1 << (L < 5 ? L + 1 : 5),
        L ^ 16,
        L * 0 + 496};
    for (size_t F = 0; F < Expected.size(); ++F)
      EXPECT_EQ(O[F], Expected[F]) << "lane " << L << " field " << F;
  }
}

} // namespace
