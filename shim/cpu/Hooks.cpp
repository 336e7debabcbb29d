//===- Hooks.cpp - The __metalify_* hooks JIT code calls ------------------===//
//
// Part of metalify. Exported with default visibility: the JIT resolves them
// as symbols of libmetalify. Each forwards to the calling worker's fiber
// scheduler (see FiberGroup.h).
//
//===----------------------------------------------------------------------===//
#include "cpu/Worker.h"
#include "metalify/cuda_types.h"

#include <cstdio>
#include <cstdlib>
#include <fmt/format.h>

using metalify::Status;
using metalify::cpu::Worker;

namespace {

/// The worker running the caller's kernel; a hook called from anywhere else
/// is a bug in metalify itself, not in the user's program.
Worker &callingWorker(const char *Hook) {
  Worker *W = Worker::current();
  if (W && W->inKernel())
    return *W;
  std::fprintf(stderr, "metalify: %s called outside a kernel launch\n", Hook);
  std::abort();
}

/// The worker, after checking that its threads run on fibers: the
/// plain-loop mode cannot block a thread.
Worker &fiberWorker(const char *Hook) {
  Worker &W = callingWorker(Hook);
  if (W.inFibers())
    return W;
  W.fail(Status::error(
      cudaErrorLaunchFailure,
      fmt::format("[cpu] {}: {} in a kernel compiled as barrier-free",
                  W.where(), Hook)));
}

} // namespace

extern "C" {

__attribute__((visibility("default"))) void
__metalify_threadgroup_barrier(unsigned, unsigned Site) {
  fiberWorker("threadgroup_barrier").fibers().threadgroupBarrier(Site);
}

__attribute__((visibility("default"))) void
__metalify_simdgroup_barrier(unsigned, unsigned Site) {
  fiberWorker("simdgroup_barrier").fibers().simdgroupBarrier(Site);
}

__attribute__((visibility("default"))) const void *
__metalify_simd_exchange(const void *Value, unsigned Size, unsigned *ActiveMask,
                         unsigned Site) {
  return fiberWorker("a SIMD-group function")
      .fibers()
      .exchange(Value, Size, ActiveMask, Site);
}

__attribute__((visibility("default"))) unsigned __metalify_simd_lane(void) {
  return fiberWorker("a SIMD-group function")
      .fibers()
      .currentThread()
      .IndexInSimdgroup;
}

__attribute__((visibility("default"))) void
__metalify_kernel_error(int Code, const char *Message) {
  Worker &W = callingWorker("__metalify_kernel_error");
  W.fail(Status::error(Code ? Code : int(cudaErrorLaunchFailure),
                       fmt::format("[cpu] {}: {}", W.where(),
                                   Message ? Message : "kernel error")));
}

} // extern "C"
