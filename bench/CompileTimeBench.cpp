//===- CompileTimeBench.cpp - CPU backend compile time --------------------===//
//
// Part of metalify. Compiles bench/Inputs/module_200_lines.metal with the CPU
// backend: cold (no cache: each iteration changes a trailing comment, so the
// cache key changes), from the disk cache (a fresh process's case), from the
// in-memory cache, and the front end alone (check-msl), with the embedded
// prelude ($METALIFY_CPU_PRELUDE_DIR overrides it).
// Results: docs/BENCHMARKS.md, "CPU backend compile time".
//
//===----------------------------------------------------------------------===//
#include "cpu/Compiler.h"
#include "cpu/CpuModule.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

using namespace metalify;
using namespace metalify::cpu;

namespace {

std::string readModule() {
  std::ifstream In(METALIFY_SOURCE_DIR "/bench/Inputs/module_200_lines.metal");
  std::stringstream SS;
  SS << In.rdbuf();
  return SS.str();
}

/// Points the cache at a benchmark-private directory.
void setUpEnvironment() {
  char Template[] = "/tmp/metalify-bench-cache-XXXXXX";
  ::setenv("METALIFY_CACHE_DIR", ::mkdtemp(Template), 1);
}

void compileOrFail(benchmark::State &State, const std::string &Source) {
  std::shared_ptr<CpuModule> M;
  Status S = compileMsl(Source, CompileOptions(), M);
  if (!S.ok())
    State.SkipWithError(S.Message.c_str());
  benchmark::DoNotOptimize(M);
}

void BM_CompileCold(benchmark::State &State) {
  std::string Source = readModule();
  unsigned Variant = 0;
  for (auto _ : State)
    compileOrFail(State, Source + "// variant " + std::to_string(++Variant));
}
BENCHMARK(BM_CompileCold)->Unit(benchmark::kMillisecond);

void BM_CompileFromDiskCache(benchmark::State &State) {
  std::string Source = readModule();
  compileOrFail(State, Source);
  for (auto _ : State) {
    clearModuleMemoryCache();
    compileOrFail(State, Source);
  }
}
BENCHMARK(BM_CompileFromDiskCache)->Unit(benchmark::kMillisecond);

void BM_CompileFromMemoryCache(benchmark::State &State) {
  std::string Source = readModule();
  compileOrFail(State, Source);
  for (auto _ : State)
    compileOrFail(State, Source);
}
BENCHMARK(BM_CompileFromMemoryCache)->Unit(benchmark::kMicrosecond);

void BM_CheckMsl(benchmark::State &State) {
  std::string Source = readModule();
  for (auto _ : State) {
    std::string Messages;
    Status S = checkMsl(Source, CompileOptions(), Messages);
    if (!S.ok())
      State.SkipWithError(Messages.c_str());
  }
}
BENCHMARK(BM_CheckMsl)->Unit(benchmark::kMillisecond);

} // namespace

int main(int Argc, char **Argv) {
  setUpEnvironment();
  benchmark::Initialize(&Argc, Argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
