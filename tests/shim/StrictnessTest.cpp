//===- StrictnessTest.cpp - Metal's rules in checkMsl ---------------------===//
//
// Part of metalify. Every rule also has a located lit test in
// tests/lit/check-msl/; these cover what must stay accepted and how the
// messages come back through the API.
//
//===----------------------------------------------------------------------===//
#include "CompilerTestUtil.h"

using namespace metalify;
using namespace metalify::cpu;
using namespace metalify::cpu::test;

namespace {

using StrictnessTest = CompilerFixture;

/// checkMsl's verdict and messages for \p Body after the usual preamble.
std::pair<bool, std::string> check(const std::string &Body) {
  CompileOptions Opts;
  Opts.SourceName = "t.metal";
  std::string Messages;
  Status S = checkMsl("#include <metal_stdlib>\nusing namespace metal;\n" + Body,
                      Opts, Messages);
  return {S.ok(), Messages};
}

TEST_F(StrictnessTest, MetalConstructsThatLookSuspiciousAreAccepted) {
  auto [Ok, Messages] = check(R"msl(
constant float Table[2] = {1.0f, 2.0f};
constexpr int Size = 4;
struct Limits { static constexpr constant int Max = 8; };
static float helper(float x) {
  constexpr float Half = 0.5f;
  return x * Half * 1.0 + float(Size) + Table[1] + Limits::Max;
}
template <typename T> T twice(T x) { return x + x; }
kernel void k(device float *out [[buffer(0)]],
              const device float *in [[buffer(1)]],
              uint i [[thread_position_in_grid]]) {
  long wide = long(i) * 3;
  ulong uwide = ulong(wide);
  threadgroup float tile[8];
  tile[i % 8] = in[i];
  auto value = 1.5;
  half small = 1.5h / half(in[i]) + 2h;
  out[i] = helper(tile[i % 8]) + twice(value) + float(uwide) + float(small);
}
)msl");
  EXPECT_TRUE(Ok) << Messages;
  EXPECT_EQ(Messages, "");
}

TEST_F(StrictnessTest, ErrorsComeBackLocatedThroughTheApi) {
  auto [Ok, Messages] = check("kernel void k(device double *p [[buffer(0)]]) {}\n");
  EXPECT_FALSE(Ok);
  EXPECT_NE(Messages.find("t.metal:3:22: error: 'double' is not supported in "
                          "Metal"),
            std::string::npos)
      << Messages;
  // The quoted line is the user's, attribute included.
  EXPECT_NE(Messages.find("kernel void k(device double *p [[buffer(0)]]) {}"),
            std::string::npos)
      << Messages;
}

TEST_F(StrictnessTest, WarningsAreReportedWithoutFailing) {
  auto [Ok, Messages] = check(R"msl(
kernel void k(device int *p [[buffer(0)]]) {
  int unused_result = p[0] == p[1];
  p[0] = 1 << 40;
}
)msl");
  EXPECT_TRUE(Ok) << Messages;
  EXPECT_NE(Messages.find("t.metal:6:12: warning: shift count >= width"),
            std::string::npos)
      << Messages;
}

TEST_F(StrictnessTest, CompileFailsOnTheSameRules) {
  std::shared_ptr<CpuModule> M;
  CompileOptions Opts;
  Opts.SourceName = "r.metal";
  Status S = compileMsl(R"msl(#include <metal_stdlib>
uint f(uint n) { return n ? f(n - 1) : 0; }
kernel void k(device uint *p [[buffer(0)]]) { p[0] = f(3); }
)msl",
                        Opts, M);
  EXPECT_FALSE(S.ok());
  EXPECT_EQ(S.Code, 300);
  EXPECT_NE(S.Message.find("r.metal:2:6: error: recursion is not supported in "
                           "Metal: 'f' calls itself"),
            std::string::npos)
      << S.Message;
}

TEST_F(StrictnessTest, KernelsMustReturnVoid) {
  auto [Ok, Messages] = check("kernel int k(device int *p [[buffer(0)]]) "
                              "{ return 0; }\n");
  EXPECT_FALSE(Ok);
  EXPECT_NE(Messages.find("t.metal:3:12: error: kernel functions must return "
                          "void"),
            std::string::npos)
      << Messages;
}

TEST_F(StrictnessTest, UnsupportedResourceAttributesAreNamed) {
  auto [Ok, Messages] = check("kernel void k(device int *p [[texture(0)]]) "
                              "{}\n");
  EXPECT_FALSE(Ok);
  EXPECT_NE(Messages.find("t.metal:3:31: error: kernel parameters with "
                          "'[[texture]]' are not supported by the CPU backend"),
            std::string::npos)
      << Messages;
}

} // namespace
