//===- ExecutorTestUtil.h - Hand-written kernels for executor tests -------===//
//
// Part of metalify. The executor is tested without the JIT: kernels are
// plain C++ functions with the ThreadEntry/GroupEntry signatures that call
// the __metalify_* hooks directly, wrapped in a CpuKernel.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_SHIM_EXECUTORTESTUTIL_H
#define METALIFY_TESTS_SHIM_EXECUTORTESTUTIL_H

#include "cpu/CpuModule.h"
#include "cpu/Executor.h"

#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace metalify::cpu::test {

/// A CpuKernel for hand-written entries. A kernel with a Thread entry and
/// barriers or SIMD functions runs on fibers; one with only a Group entry
/// runs as a plain loop.
inline CpuKernel makeKernel(std::string Name, ThreadEntry Thread,
                            GroupEntry Group = nullptr,
                            std::vector<uint32_t> Buffers = {0}) {
  CpuKernel K;
  K.Info.Name = std::move(Name);
  K.Info.BufferIndices = std::move(Buffers);
  K.Thread = Thread;
  K.Group = Group;
  K.UsesBarriers = Thread != nullptr;
  K.UsesSimdgroup = Thread != nullptr;
  return K;
}

/// Calls \p Body for every thread of one threadgroup, as a compiled Group
/// entry does.
template <void (*Body)(const MetalifyDispatch *, const MetalifyThread *)>
void loopOverThreads(const MetalifyDispatch *D, const unsigned *) {
  const unsigned *N = D->ThreadsPerThreadgroup;
  MetalifyThread T{};
  for (unsigned I = 0; I < N[0] * N[1] * N[2]; ++I) {
    T.PositionInThreadgroup[0] = I % N[0];
    T.PositionInThreadgroup[1] = I / N[0] % N[1];
    T.PositionInThreadgroup[2] = I / (N[0] * N[1]);
    T.IndexInThreadgroup = I;
    T.IndexInSimdgroup = I % 32;
    T.SimdgroupIndex = I / 32;
    Body(D, &T);
  }
}

/// One executor shared by the tests of a binary (2 workers, so that
/// threadgroups really run in parallel even on one core).
inline Executor &sharedExecutor() {
  static Executor Exec([] {
    ExecutorOptions Opts;
    Opts.Workers = 2;
    return Opts;
  }());
  return Exec;
}

/// Linear index of the calling thread's threadgroup.
inline unsigned groupIndex(const MetalifyDispatch *D) {
  const unsigned *G = D->ThreadgroupPosition, *N = D->ThreadgroupsPerGrid;
  return G[0] + N[0] * (G[1] + N[1] * G[2]);
}

template <typename T>
DispatchArgs bind(std::vector<T> &Buffer, unsigned I = 0) {
  DispatchArgs Args;
  Args.setBuffer(Buffer.data(), Buffer.size() * sizeof(T), I);
  return Args;
}

} // namespace metalify::cpu::test

#endif
