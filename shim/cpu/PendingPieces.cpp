//===- PendingPieces.cpp - TEMPORARY: pieces other branches provide -------===//
//
// Part of metalify. TEMPORARY (branch cpucc): the executor's hooks, owned by
// the `exec` branch, so that libmetalify links and the compiler's tests run
// barrier-free kernels. The lead deletes this file at integration.
//
//===----------------------------------------------------------------------===//
#include "cpu/prelude/metalify_cpu_abi.h"

#include <cstdio>
#include <cstdlib>

namespace {
[[noreturn]] void missingExecutor(const char *Hook) {
  std::fprintf(stderr, "metalify: %s called, but the CPU executor is not "
                       "linked into this build\n", Hook);
  std::abort();
}
} // namespace

extern "C" {
void __metalify_threadgroup_barrier(unsigned, unsigned) {
  missingExecutor("__metalify_threadgroup_barrier");
}
void __metalify_simdgroup_barrier(unsigned, unsigned) {
  missingExecutor("__metalify_simdgroup_barrier");
}
const void *__metalify_simd_exchange(const void *, unsigned, unsigned *,
                                     unsigned) {
  missingExecutor("__metalify_simd_exchange");
}
unsigned __metalify_simd_lane(void) {
  missingExecutor("__metalify_simd_lane");
}
void __metalify_kernel_error(int, const char *Message) {
  std::fprintf(stderr, "metalify: kernel error: %s\n", Message);
  std::abort();
}
}
