//===- WideUniformity.h - Which values differ between lanes ----*- C++ -*-===//
//
// Part of metalify. The analyses WideKernel.cpp needs before it vectorises
// a kernel: which values differ between the lanes of a chunk of threads,
// and which loops wait for other threads.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_WIDEUNIFORMITY_H
#define METALIFY_SHIM_CPU_WIDEUNIFORMITY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"

namespace llvm {
class CallBase;
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class Value;
} // namespace llvm

namespace metalify::cpu {

/// Whether \p CB can be computed once for all lanes when its arguments are
/// the same: it touches no memory, returns, and is not convergent.
bool isPureCall(const llvm::CallBase &CB);

/// The values of \p F that differ between lanes, given those that do among
/// the built-ins (\p Seeds). A value is varying when it depends on one, or
/// is an alloca, an atomic or a call with side effects (each lane has its
/// own), a phi where lanes leave a loop (they leave in different
/// iterations), a loop header's phi unless its loop has one entry and one
/// back edge, or a phi where a varying branch lets lanes arrive by
/// different edges. \p F is in LCSSA form.
llvm::DenseSet<const llvm::Value *>
findVaryingValues(llvm::Function &F, const llvm::DominatorTree &DT,
                  const llvm::LoopInfo &LI,
                  llvm::ArrayRef<const llvm::Value *> Seeds);

/// Whether some exit of \p L depends on what other threads write (an
/// atomic, a volatile access, a call that touches memory): a loop that
/// waits for them. Lanes in lock step cannot wait for each other (the lane
/// a waiting lane depends on may have left the loop and wait at its end,
/// the hazard of a GPU without independent thread scheduling), and LLVM's
/// scalar optimizations turn even a loop written to be safe in lock step
/// ("lock, work, unlock" in one iteration) into one that is not ("spin
/// until locked", then work).
bool waitsForOtherThreads(const llvm::Loop &L);

} // namespace metalify::cpu

#endif
