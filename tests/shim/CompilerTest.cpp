//===- CompilerTest.cpp - MSL -> JIT: entry points and built-ins ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "CompilerTestUtil.h"

#include <algorithm>
#include <cstring>
#include <numeric>

using namespace metalify;
using namespace metalify::cpu;
using namespace metalify::cpu::test;

namespace {

using CompilerTest = CompilerFixture;

const char *VectorAdd = R"msl(
#include <metal_stdlib>
using namespace metal;

kernel void vector_add(device const float *a [[buffer(0)]],
                       device const float *b [[buffer(1)]],
                       device float *c [[buffer(2)]],
                       constant uint &n [[buffer(3)]],
                       uint i [[thread_position_in_grid]]) {
  if (i < n)
    c[i] = a[i] + b[i];
}
)msl";

TEST_F(CompilerTest, VectorAddThroughTheGroupEntry) {
  auto M = compile(VectorAdd);
  auto K = kernel(M, "vector_add");
  ASSERT_NE(K, nullptr);
  EXPECT_FALSE(K->UsesBarriers);
  EXPECT_FALSE(K->UsesSimdgroup);
  EXPECT_EQ(K->Info.BufferIndices, (std::vector<uint32_t>{0, 1, 2, 3}));
  EXPECT_EQ(K->Info.StaticThreadgroupMemory, 0u);

  std::vector<float> A(250), B(250), C(256, -1.0f);
  std::iota(A.begin(), A.end(), 0.0f);
  std::iota(B.begin(), B.end(), 1000.0f);
  unsigned N = 250;
  MetalifyDispatch D = makeDispatch(4, 64);
  D.Buffers[0] = A.data();
  D.Buffers[1] = B.data();
  D.Buffers[2] = C.data();
  D.Buffers[3] = &N;
  runGroups(*K, D);
  for (unsigned I = 0; I < 250; ++I)
    ASSERT_EQ(C[I], A[I] + B[I]) << I;
  EXPECT_EQ(C[250], -1.0f); // Guarded by `i < n`.
}

TEST_F(CompilerTest, ThreadEntryRunsOneThread) {
  auto K = kernel(compile(VectorAdd), "vector_add");
  ASSERT_NE(K, nullptr);
  std::vector<float> A(8, 1.0f), B(8, 2.0f), C(8, 0.0f);
  unsigned N = 8;
  MetalifyDispatch D = makeDispatch(2, 4);
  D.Buffers[0] = A.data();
  D.Buffers[1] = B.data();
  D.Buffers[2] = C.data();
  D.Buffers[3] = &N;
  D.ThreadgroupPosition[0] = 1;
  MetalifyThread T{};
  T.PositionInThreadgroup[0] = 2;
  T.IndexInThreadgroup = 2;
  K->Thread(&D, &T);
  EXPECT_EQ(C[6], 3.0f);
  EXPECT_EQ(std::count(C.begin(), C.end(), 0.0f), 7);
}

TEST_F(CompilerTest, BuiltInsInEveryForm) {
  auto M = compile(R"msl(
#include <metal_stdlib>
using namespace metal;
kernel void builtins(device uint *out [[buffer(0)]],
                     uint3 gid [[thread_position_in_grid]],
                     ushort2 lid [[thread_position_in_threadgroup]],
                     uint2 tg [[threadgroup_position_in_grid]],
                     uint3 tpt [[threads_per_threadgroup]],
                     uint3 groups [[threadgroups_per_grid]],
                     uint grid_x [[threads_per_grid]],
                     ushort index [[thread_index_in_threadgroup]],
                     uint lane [[thread_index_in_simdgroup]],
                     uint simd [[simdgroup_index_in_threadgroup]],
                     uint width [[threads_per_simdgroup]],
                     uint simds [[simdgroups_per_threadgroup]],
                     uint quad_lane [[thread_index_in_quadgroup]]) {
  uint flat = gid.y * grid_x + gid.x;
  device uint *o = out + flat * 16;
  o[0] = gid.x; o[1] = gid.y; o[2] = gid.z;
  o[3] = lid.x; o[4] = lid.y; o[5] = tg.x; o[6] = tg.y;
  o[7] = tpt.x * 100 + tpt.y; o[8] = groups.x * 100 + groups.y;
  o[9] = grid_x; o[10] = index; o[11] = lane; o[12] = simd;
  o[13] = width; o[14] = simds; o[15] = quad_lane;
}
)msl");
  auto K = kernel(M, "builtins");
  ASSERT_NE(K, nullptr);
  // 3 x 2 groups of 8 x 5 threads: a 24 x 10 grid.
  MetalifyDispatch D = makeDispatch(3, 8);
  D.ThreadsPerThreadgroup[1] = 5;
  D.ThreadgroupsPerGrid[1] = 2;
  std::vector<unsigned> Out(24 * 10 * 16, ~0u);
  D.Buffers[0] = Out.data();
  runGroups(*K, D);
  for (unsigned Y = 0; Y < 10; ++Y) {
    for (unsigned X = 0; X < 24; ++X) {
      const unsigned *O = &Out[(Y * 24 + X) * 16];
      unsigned Index = (X % 8) + 8 * (Y % 5);
      std::vector<unsigned> Got(O, O + 16);
      std::vector<unsigned> Want = {X,     Y,          0,          X % 8,
                                    Y % 5, X / 8,      Y / 5,      805,
                                    302,   24,         Index,      Index % 32,
                                    Index / 32, 32,    2,          Index % 4};
      ASSERT_EQ(Got, Want) << "thread (" << X << ", " << Y << ")";
    }
  }
}

TEST_F(CompilerTest, KernelScopeThreadgroupVariablesLiveInTheStaticBlock) {
  auto M = compile(R"msl(
#include <metal_stdlib>
using namespace metal;
kernel void stage(device float *out [[buffer(0)]],
                  uint lid [[thread_position_in_threadgroup]],
                  uint gid [[thread_position_in_grid]]) {
  threadgroup float tile[32];
  threadgroup int marker;
  threadgroup float *mine = tile + lid; // A per-thread pointer, not shared.
  *mine = float(gid) * 2.0f;
  if (lid == 0)
    marker = 77;
  out[gid] = tile[lid] + 1.0f;
}
)msl");
  auto K = kernel(M, "stage");
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Info.StaticThreadgroupMemory, 32 * 4 + 4u);
  EXPECT_FALSE(K->UsesBarriers);
  alignas(64) unsigned char Block[256] = {};
  std::vector<float> Out(64);
  MetalifyDispatch D = makeDispatch(2, 32);
  D.Buffers[0] = Out.data();
  D.ThreadgroupStatic = Block;
  runGroups(*K, D);
  for (unsigned I = 0; I < 64; ++I)
    ASSERT_EQ(Out[I], I * 2.0f + 1.0f) << I;
  // The second threadgroup's values are in the block, not in a global.
  float Tile[32];
  int Marker;
  std::memcpy(Tile, Block, sizeof Tile);
  std::memcpy(&Marker, Block + 128, sizeof Marker);
  EXPECT_EQ(Tile[5], (32 + 5) * 2.0f);
  EXPECT_EQ(Marker, 77);
}

TEST_F(CompilerTest, BarriersAndSimdgroupFunctionsAreFound) {
  auto M = compile(R"msl(
#include <metal_stdlib>
using namespace metal;
static void sync() { threadgroup_barrier(mem_flags::mem_threadgroup); }
kernel void with_barrier(device float *p [[buffer(0)]],
                         uint i [[thread_position_in_grid]]) {
  p[i] = 1.0f;
  sync();
}
kernel void with_simd(device float *p [[buffer(0)]],
                      uint i [[thread_position_in_grid]]) {
  p[i] = simd_sum(p[i]);
}
kernel void plain(device float *p [[buffer(0)]]) { p[0] = 2.0f; }
)msl");
  auto Barrier = kernel(M, "with_barrier");
  auto Simd = kernel(M, "with_simd");
  auto Plain = kernel(M, "plain");
  ASSERT_TRUE(Barrier && Simd && Plain);
  EXPECT_TRUE(Barrier->UsesBarriers);
  EXPECT_FALSE(Barrier->UsesSimdgroup);
  EXPECT_EQ(Barrier->Group, nullptr);
  EXPECT_NE(Barrier->Thread, nullptr);
  EXPECT_NE(Barrier->Resume, nullptr) << Barrier->FiberReason;
  EXPECT_TRUE(Simd->UsesSimdgroup);
  EXPECT_FALSE(Simd->UsesBarriers);
  EXPECT_EQ(Simd->Group, nullptr);
  EXPECT_NE(Simd->Resume, nullptr) << Simd->FiberReason;
  EXPECT_FALSE(Plain->UsesBarriers || Plain->UsesSimdgroup);
  EXPECT_NE(Plain->Group, nullptr);
  EXPECT_EQ(Plain->Resume, nullptr);
}

TEST_F(CompilerTest, AttributesNamesAndIndices) {
  auto M = compile(R"msl(
#include <metal_stdlib>
using namespace metal;
namespace ops {
[[max_total_threads_per_threadgroup(256)]]
kernel void scale(device float *out [[buffer(4)]],
                  device const float *in,
                  threadgroup float *scratch [[threadgroup(0)]],
                  constant float &factor,
                  uint i [[thread_position_in_grid]]) {
  scratch[0] = factor;
  out[i] = in[i] * scratch[0];
}
}
[[host_name("renamed")]] kernel void original(device int *p [[buffer(0)]]) {
  p[0] = 5;
}
)msl");
  ASSERT_NE(M, nullptr);
  EXPECT_EQ(M->kernelNames(),
            (std::vector<std::string>{"ops::scale", "renamed"}));
  auto K = kernel(M, "ops::scale");
  ASSERT_NE(K, nullptr);
  EXPECT_EQ(K->Info.MaxTotalThreadsPerThreadgroup, 256u);
  // Unannotated buffers take the first free indices, in order.
  EXPECT_EQ(K->Info.BufferIndices, (std::vector<uint32_t>{0, 1, 4}));
  EXPECT_EQ(K->Info.ThreadgroupIndices, (std::vector<uint32_t>{0}));

  std::vector<float> In = {1, 2, 3, 4}, Out(4);
  float Factor = 3, Scratch[4] = {};
  MetalifyDispatch D = makeDispatch(1, 4);
  D.Buffers[4] = Out.data();
  D.Buffers[0] = In.data();
  D.Buffers[1] = &Factor;
  D.Threadgroup[0] = Scratch;
  runGroups(*K, D);
  EXPECT_EQ(Out, (std::vector<float>{3, 6, 9, 12}));

  auto Renamed = kernel(M, "renamed");
  ASSERT_NE(Renamed, nullptr);
  int P = 0;
  MetalifyDispatch D2 = makeDispatch(1, 1);
  D2.Buffers[0] = &P;
  runGroups(*Renamed, D2);
  EXPECT_EQ(P, 5);
}

TEST_F(CompilerTest, TemplateKernelsByExplicitInstantiation) {
  auto M = compile(R"msl(
#include <metal_stdlib>
using namespace metal;
template <typename T>
kernel void fill(device T *out [[buffer(0)]],
                 uint i [[thread_position_in_grid]]) {
  threadgroup T staging[4];
  staging[i % 4] = T(i) + T(1);
  out[i] = staging[i % 4];
}
template [[host_name("fill_float")]] kernel void fill<float>(
    device float *out, uint i);
template [[host_name("fill_int")]] kernel void fill<int>(
    device int *out, uint i);
)msl");
  auto F = kernel(M, "fill_float");
  auto I = kernel(M, "fill_int");
  ASSERT_TRUE(F && I);
  EXPECT_EQ(F->Info.StaticThreadgroupMemory, 16u);
  alignas(64) unsigned char Block[64];
  std::vector<float> OutF(4);
  std::vector<int> OutI(4);
  MetalifyDispatch D = makeDispatch(1, 4);
  D.ThreadgroupStatic = Block;
  D.Buffers[0] = OutF.data();
  runGroups(*F, D);
  D.Buffers[0] = OutI.data();
  runGroups(*I, D);
  EXPECT_EQ(OutF, (std::vector<float>{1, 2, 3, 4}));
  EXPECT_EQ(OutI, (std::vector<int>{1, 2, 3, 4}));
}

TEST_F(CompilerTest, MathModeAndVersionReachThePreprocessor) {
  const char *Source = R"msl(
#include <metal_stdlib>
using namespace metal;
kernel void probe(device int *out [[buffer(0)]]) {
  out[0] = __METAL_VERSION__;
#ifdef __FAST_MATH__
  out[1] = 1;
#else
  out[1] = 0;
#endif
  out[2] = sizeof(1.0);
  out[3] = SCALE;
}
)msl";
  CompileOptions Opts;
  Opts.LanguageVersion = "3.2";
  Opts.FastMath = true;
  Opts.Defines = {"SCALE=7"};
  auto K = kernel(compile(Source, Opts), "probe");
  ASSERT_NE(K, nullptr);
  int Out[4] = {};
  MetalifyDispatch D = makeDispatch(1, 1);
  D.Buffers[0] = Out;
  runGroups(*K, D);
  EXPECT_EQ(Out[0], 320);
  EXPECT_EQ(Out[1], 1);
  EXPECT_EQ(Out[2], 4); // Unsuffixed floating literals are float, as in MSL.
  EXPECT_EQ(Out[3], 7);
}

TEST_F(CompilerTest, ErrorsAreLocatedAndNameTheSource) {
  CompileOptions Opts;
  Opts.SourceName = "broken.metal";
  std::shared_ptr<CpuModule> M;
  Status S = compileMsl("#include <metal_stdlib>\nkernel void k(device "
                        "float *p [[buffer(0)]]) {\n  p[0] = q;\n}\n",
                        Opts, M);
  EXPECT_FALSE(S.ok());
  EXPECT_EQ(S.Code, 300);
  EXPECT_NE(S.Message.find("broken.metal:3:10: error: use of undeclared "
                           "identifier 'q'"),
            std::string::npos)
      << S.Message;
  EXPECT_EQ(M, nullptr);
}

TEST_F(CompilerTest, LambdasNeedMetal32) {
  const char *Source = R"msl(#include <metal_stdlib>
using namespace metal;
kernel void k(device int *out [[buffer(0)]]) {
  int bias = 2;
  auto add = [bias](int v) { return v + bias; };
  out[0] = add(out[0]);
}
)msl";
  CompileOptions Old;
  Old.SourceName = "lambda.metal";
  std::shared_ptr<CpuModule> M;
  Status S = compileMsl(Source, Old, M);
  EXPECT_FALSE(S.ok());
  EXPECT_NE(S.Message.find("lambda.metal:5:14: error: lambda expressions are "
                           "not supported before Metal 3.2"),
            std::string::npos)
      << S.Message;
  EXPECT_EQ(M, nullptr);

  CompileOptions New;
  New.LanguageVersion = "3.2";
  auto K = kernel(compile(Source, New), "k");
  ASSERT_NE(K, nullptr);
  int Out[1] = {40};
  MetalifyDispatch D = makeDispatch(1, 1);
  D.Buffers[0] = Out;
  runGroups(*K, D);
  EXPECT_EQ(Out[0], 42);
}

TEST_F(CompilerTest, UnknownLanguageVersionIsAnError) {
  CompileOptions Opts;
  Opts.LanguageVersion = "9.9";
  std::shared_ptr<CpuModule> M;
  Status S = compileMsl("kernel void k() {}", Opts, M);
  EXPECT_FALSE(S.ok());
  EXPECT_NE(S.Message.find("unsupported Metal language version '9.9'"),
            std::string::npos)
      << S.Message;
}

} // namespace
