//===- MetalEmitterTest.cpp - The .metal output, from CUDA snippets -------===//
//
// Part of metalify. Parses CUDA with a tiny stand-in prelude (the real
// CUDA headers belong to the driver) and checks the emitted MSL.
//
//===----------------------------------------------------------------------===//
#include "Emit/MetalEmitter.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

using namespace metalify;

namespace {

/// Just enough CUDA for the emitter: qualifiers, built-in variables and a
/// few device functions, in a system header like the real ones.
const char *Prelude = R"(
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#include <__clang_cuda_builtin_vars.h>
__device__ void __syncthreads();
__device__ void __threadfence();
__device__ void __trap();
__device__ void *malloc(unsigned long);
__device__ float mysteryf(float);
struct float3 { float x, y, z; };
)";

/// A user rules file that maps CUDA's float3 as the vector rows do.
const char *VectorRows = R"(
rows:
  - name: float3
    kind: type
    metal: float3
    status: exact
)";

/// The result of translating one snippet.
struct Translation {
  bool Ok = false;
  std::string Metal;
  std::string Diagnostics;
};

/// A row that needs a newer MSL than the default.
const char *NewMslRows = R"(
rows:
  - name: mysteryf
    kind: device-function
    metal: fancy
    status: exact
    min-msl: "3.2"
)";

/// The built-in table plus \p ExtraRows (a user rules file's text).
std::unique_ptr<RuleTable> rulesWith(const char *ExtraRows) {
  llvm::SmallString<128> Path;
  int FD;
  if (llvm::sys::fs::createTemporaryFile("metalify-rules", "yaml", FD, Path))
    return nullptr;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << ExtraRows;
  }
  auto Table = RuleTable::load({std::string(Path)});
  llvm::sys::fs::remove(Path);
  if (!Table) {
    llvm::consumeError(Table.takeError());
    return nullptr;
  }
  return std::move(*Table);
}

Translation translate(const std::string &Code,
                      const RuleTable &Rules = RuleTable::builtin(),
                      const std::string &MslVersion = "3.1",
                      Fp64Mode Fp64 = Fp64Mode::Emulate) {
  std::vector<std::string> Args = {
      "-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
      "-resource-dir", METALIFY_CLANG_RESOURCE_DIR,
      "-isystem", "/prelude", "-std=c++17"};
  clang::tooling::FileContentMappings Files = {
      {"/prelude/cuda_prelude.h", Prelude}};
  std::unique_ptr<clang::ASTUnit> AST = clang::tooling::buildASTFromCodeWithArgs(
      "#include <cuda_prelude.h>\n" + Code, Args, "test.cu", "metalify-test",
      std::make_shared<clang::PCHContainerOperations>(),
      clang::tooling::getClangStripDependencyFileAdjuster(), Files);
  Translation T;
  if (!AST || AST->getDiagnostics().hasErrorOccurred()) {
    T.Diagnostics = "the snippet does not parse";
    return T;
  }
  llvm::raw_string_ostream OS(T.Diagnostics);
  DiagnosticReporter Diags(OS, DiagnosticFilter(), /*Color=*/false);
  TranslateOptions Options;
  Options.MslVersion = MslVersion;
  Options.Fp64 = Fp64;
  MetalEmitInput In{AST->getASTContext(), Rules, Diags,
                    Options, "test.cu"};
  llvm::Expected<MetalModule> Metal = emitMetalModule(In);
  if (!Metal) {
    llvm::consumeError(Metal.takeError());
    return T;
  }
  T.Ok = true;
  T.Metal = Metal->Text;
  return T;
}

::testing::AssertionResult contains(const std::string &Text,
                                    const std::string &Needle) {
  if (Text.find(Needle) != std::string::npos)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "'" << Needle << "' not in:\n" << Text;
}

TEST(MetalEmitterTest, VectorAddFollowsTheKernelAbi) {
  Translation T = translate(R"(
__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
})");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "#include <metal_stdlib>\nusing namespace metal;"));
  EXPECT_TRUE(contains(T.Metal, "struct add_args {\n  int n;\n};"));
  EXPECT_TRUE(contains(T.Metal, "kernel void add("));
  EXPECT_TRUE(contains(T.Metal, "const device float *a [[buffer(0)]]"));
  EXPECT_TRUE(contains(T.Metal, "device float *c [[buffer(2)]]"));
  EXPECT_TRUE(contains(T.Metal, "constant add_args &args [[buffer(3)]]"));
  EXPECT_TRUE(contains(T.Metal, "uint3 blockIdx [[threadgroup_position_in_grid]]"));
  EXPECT_TRUE(contains(T.Metal, "uint3 threadIdx [[thread_position_in_threadgroup]]"));
  EXPECT_EQ(T.Metal.find("gridDim"), std::string::npos);
  EXPECT_TRUE(contains(T.Metal, "{\n  int n = args.n;"));
}

TEST(MetalEmitterTest, WritesThroughHelpersKeepPointersMutable) {
  Translation T = translate(R"(
__device__ void store(float *p, float v) { *p = v; }
__device__ float load(const float *p) { return *p; }
__global__ void k(float *out, float *in) {
  float *q = out + threadIdx.x;
  store(q, load(in));
})");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "device float *out [[buffer(0)]]"));
  EXPECT_TRUE(contains(T.Metal, "const device float *in [[buffer(1)]]"));
  EXPECT_TRUE(contains(T.Metal, "void store(device float *p, float v)"));
  EXPECT_TRUE(contains(T.Metal, "float load(const device float *p)"));
  EXPECT_TRUE(contains(T.Metal, "device float *q = out + threadIdx.x;"));
}

TEST(MetalEmitterTest, HelperCalledWithTwoSpacesIsClonedAndGetsItsInputs) {
  Translation T = translate(R"(
__device__ float sum2(const float *p) { return p[0] + p[threadIdx.x]; }
__global__ void k(const float *in, float *out) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[blockIdx.x] = sum2(in) + sum2(tile);
})");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "float sum2(const device float *p, uint3 threadIdx)"));
  EXPECT_TRUE(contains(T.Metal, "float sum2(const threadgroup float *p, uint3 threadIdx)"));
  EXPECT_TRUE(contains(T.Metal, "threadgroup float tile[64];"));
  EXPECT_TRUE(contains(T.Metal, "threadgroup_barrier(mem_flags::mem_threadgroup | mem_flags::mem_device);"));
  EXPECT_TRUE(contains(T.Metal, "sum2(in, threadIdx) + sum2(tile, threadIdx)"));
}

TEST(MetalEmitterTest, SharedMemoryOfHelpersIsHoistedIntoKernels) {
  Translation T = translate(R"(
__device__ float blockSum(float v) {
  __shared__ float partial[32][33];
  partial[threadIdx.y][threadIdx.x] = v;
  __syncthreads();
  return partial[0][0];
}
__global__ void k(float *out) { out[0] = blockSum(1.0f); })");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "float blockSum(float v, threadgroup float (&partial)[32][33], uint3 threadIdx)"));
  EXPECT_TRUE(contains(T.Metal, "threadgroup float blockSum_partial[32][33];"));
  EXPECT_TRUE(contains(T.Metal, "blockSum(1.0f, blockSum_partial, threadIdx)"));
}

TEST(MetalEmitterTest, ExpressionBuiltinsAreSubstituted) {
  Translation T = translate(R"(
__global__ void k(int *out) { out[0] = warpSize; })");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "out[0] = 32;"));
}

TEST(MetalEmitterTest, StructsUsedByDeviceCodeComeFirst) {
  Translation T = translate(R"(
struct Inner { float scale; };
struct Params { Inner in; int n; };
typedef float real;
__global__ void k(real *out, Params p) { out[0] = p.in.scale * p.n; })");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  size_t Inner = T.Metal.find("struct Inner");
  size_t Params = T.Metal.find("struct Params");
  size_t Kernel = T.Metal.find("kernel void k");
  ASSERT_NE(Inner, std::string::npos) << T.Metal;
  EXPECT_LT(Inner, Params);
  EXPECT_LT(Params, Kernel);
  EXPECT_TRUE(contains(T.Metal, "typedef float real;"));
  EXPECT_TRUE(contains(T.Metal, "Params p = args.p;"));
}

TEST(MetalEmitterTest, ThreeVectorsSharedWithTheHostArePacked) {
  std::unique_ptr<RuleTable> Rules = rulesWith(VectorRows);
  ASSERT_TRUE(Rules);
  Translation T = translate(R"(
struct Particle { float3 pos; float mass; };
__global__ void k(Particle *ps, float3 shift) { ps[0].pos.x += shift.x; })",
                            *Rules);
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "struct Particle { packed_float3 pos; float mass; };"));
  EXPECT_TRUE(contains(T.Metal, "struct k_args {\n  packed_float3 shift;\n};"));
  EXPECT_TRUE(contains(T.Metal, "float3 shift = args.shift;"));
}

TEST(MetalEmitterTest, FunctionTemplatesBecomeNamedInstances) {
  Translation T = translate(R"(
template <typename T, int N> __device__ T sumN(const T *p) {
  T acc = 0;
  for (int i = 0; i < N; ++i)
    acc += p[i];
  return acc;
}
__global__ void k(float *out, const int *in) {
  out[0] = sumN<float, 4>(out) + sumN<int, 2>(in);
})");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "float sumN_float_4(const device float *p) {\n  using T = float;\n  constexpr int N = 4;"));
  EXPECT_TRUE(contains(T.Metal, "int sumN_int_2(const device int *p) {"));
  EXPECT_TRUE(contains(T.Metal, "out[0] = sumN_float_4(out) + sumN_int_2(in);"));
}

TEST(MetalEmitterTest, MacrosInDeviceCodeAreExpanded) {
  Translation T = translate(R"(
#define TILE 16
#define IDX(r, c) ((r) * TILE + (c))
__global__ void k(float *out) {
  __shared__ float tile[TILE][TILE];
  tile[threadIdx.y][threadIdx.x] = 0;
  out[IDX(threadIdx.y, threadIdx.x)] = tile[0][TILE - 1];
})");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "threadgroup float tile[16][16];"));
  EXPECT_TRUE(contains(T.Metal, "out[((threadIdx.y) * 16 + (threadIdx.x))] = tile[0][16 - 1];"));
}

TEST(MetalEmitterTest, RewritesInsideMacroBodiesFailClosed) {
  Translation T = translate(R"(
#define SYNC_LOAD(p) (__syncthreads(), (p)[0])
__global__ void k(float *out) { out[1] = SYNC_LOAD(out); })");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2022]"));
}

TEST(MetalEmitterTest, RecursionIsALocatedError) {
  Translation T = translate(R"(
__device__ int f(int n) { return n ? n * f(n - 1) : 1; }
__global__ void k(int *out) { out[0] = f(4); })");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "test.cu:3:42: error:"));
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2001]"));
}

TEST(MetalEmitterTest, DoubleIsSoftwareDoubleByDefault) {
  Translation T = translate(R"(
__global__ void k(float *out) { double d = 1.0; out[0] = d; })");
  EXPECT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "metalify::f64 d = metalify::f64(1.0f);"));
  EXPECT_TRUE(contains(T.Metal, "struct f64 {"));
}

TEST(MetalEmitterTest, DoubleIsALocatedErrorUnderFp64Error) {
  Translation T = translate(R"(
__global__ void k(float *out) { double d = 1.0; out[0] = d; })",
                            RuleTable::builtin(), "3.1", Fp64Mode::Error);
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "test.cu:3:33: error:"));
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2006]"));
}

TEST(MetalEmitterTest, PointerMemberOfByValueStructStaysInTheArgs) {
  Translation T = translate(R"(
struct Args { float *data; int n; };
__global__ void k(Args a) { a.data[0] = 1.0f; })");
  EXPECT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "device float *data;"));
  EXPECT_TRUE(contains(T.Metal, "  Args a;\n"));
  EXPECT_TRUE(contains(T.Metal, "Args a = args.a;"));
}

TEST(MetalEmitterTest, PointerInNestedByValueStructIsAnError) {
  Translation T = translate(R"(
struct Inner { float *data; };
struct Args { Inner in; int n; };
__global__ void k(Args a) { a.in.data[0] = 1.0f; })");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2009]"));
  EXPECT_TRUE(contains(T.Diagnostics, "member 'in' is a nested struct"));
}

TEST(MetalEmitterTest, MixedAddressSpacesAreAnError) {
  Translation T = translate(R"(
__global__ void k(float *g, int c) {
  __shared__ float s[4];
  float *p = c ? g : s;
  p[0] = 1.0f;
})");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2010]"));
}

TEST(MetalEmitterTest, UnmappedLibraryCallIsAnError) {
  Translation T = translate(R"(
__global__ void k(float *out) { out[0] = mysteryf(out[1]); })");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "error:"));
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL2014]"));
}

TEST(MetalEmitterTest, RowsNewerThanTheTargetMslAreErrors) {
  std::unique_ptr<RuleTable> Rules = rulesWith(NewMslRows);
  ASSERT_TRUE(Rules);
  const char *Code = "__global__ void k(float *o) { o[0] = mysteryf(o[1]); }";
  Translation Old = translate(Code, *Rules, "3.1");
  EXPECT_FALSE(Old.Ok);
  EXPECT_TRUE(contains(Old.Diagnostics, "'mysteryf' needs MSL 3.2; translating for MSL 3.1 [MTL2023]"));
  Translation New = translate(Code, *Rules, "3.2");
  ASSERT_TRUE(New.Ok) << New.Diagnostics;
  EXPECT_TRUE(contains(New.Metal, "o[0] = fancy(o[1]);"));
}

/// A row whose every use raises a warning that asks for a marker.
const char *ApproximatedRows = R"(
rows:
  - name: mysteryf
    kind: device-function
    metal: roughf
    status: approximate
    note: "close enough"
    diagnostic: MTL2013
)";

TEST(MetalEmitterTest, MarkersAppearInEveryCloneDiagnosticsOnce) {
  std::unique_ptr<RuleTable> Rules = rulesWith(ApproximatedRows);
  ASSERT_TRUE(Rules);
  Translation T = translate(R"(
__device__ float f(const float *p) { return mysteryf(p[0]); }
__global__ void k(float *out) {
  __shared__ float s[4];
  out[0] = f(out) + f(s);
})",
                            *Rules);
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  size_t First = T.Metal.find("/* MTL2013:");
  ASSERT_NE(First, std::string::npos);
  EXPECT_NE(T.Metal.find("/* MTL2013:", First + 1), std::string::npos);
  size_t Warning = T.Diagnostics.find("[MTL2013]");
  ASSERT_NE(Warning, std::string::npos);
  EXPECT_EQ(T.Diagnostics.find("[MTL2013]", Warning + 1), std::string::npos);
}

TEST(MetalEmitterTest, UnsupportedRowIsAnError) {
  Translation T = translate(R"(
__global__ void k(float *out) { out[0] = *(float *)malloc(4); })");
  EXPECT_FALSE(T.Ok);
  EXPECT_TRUE(contains(T.Diagnostics, "[MTL3003]"));
}

TEST(MetalEmitterTest, OddDeviceCodeNeverCrashes) {
  // Each either translates or fails with diagnostics; none may crash.
  const char *Snippets[] = {
      "__device__ int f(int x) try { return x; } catch (...) { return 0; }\n"
      "__global__ void k(int *o) { o[0] = f(1); }",
      "__global__ void k(int *o) { auto g = [](int x) { return x + 1; };"
      " o[0] = g(2); }",
      "template <typename... Ts> __device__ int count(Ts... xs) {"
      " return sizeof...(xs); }\n"
      "__global__ void k(int *o) { o[0] = count(1, 2, 3); }",
      "struct Acc { float v; __device__ void add(float x) { v += x; } };\n"
      "__global__ void k(float *o) { Acc a{0}; a.add(o[0]); o[1] = a.v; }",
      "template <typename T> struct Box { T v; };\n"
      "__global__ void k(float *o, Box<float> b) { o[0] = b.v; }",
      "__global__ void k(float *o) { float *p = nullptr; if (o) p = o;"
      " p[0] = 1; }",
      "__global__ void k(int, float *o) { o[0] = 1; }",
      "__device__ void g(float *p, int n = 3) { p[0] = n; }\n"
      "__global__ void k(float *o) { g(o); }",
  };
  for (const char *Code : Snippets) {
    Translation T = translate(Code);
    EXPECT_TRUE(T.Ok || !T.Diagnostics.empty()) << Code;
  }
}

TEST(MetalEmitterTest, DefaultArgumentsAreWrittenOutBeforeImplicitInputs) {
  Translation T = translate(R"(
__device__ void g(float *p, int n = 3) { p[threadIdx.x] = n; }
__global__ void k(float *o) { g(o); })");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_TRUE(contains(T.Metal, "void g(device float *p, int n, uint3 threadIdx)"));
  EXPECT_TRUE(contains(T.Metal, "g(o, 3, threadIdx);"));
}

TEST(MetalEmitterTest, HostOnlyCodeNeverReachesTheMetalFile) {
  Translation T = translate(R"(
struct HostOnly { int x; };
int hostHelper(HostOnly h) { return h.x; }
__global__ void k(int *out) { out[0] = 1; })");
  ASSERT_TRUE(T.Ok) << T.Diagnostics;
  EXPECT_EQ(T.Metal.find("HostOnly"), std::string::npos);
  EXPECT_EQ(T.Metal.find("hostHelper"), std::string::npos);
}

} // namespace
