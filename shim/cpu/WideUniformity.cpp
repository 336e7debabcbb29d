//===- WideUniformity.cpp - Which values differ between lanes -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/WideUniformity.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace metalify::cpu;

bool metalify::cpu::isPureCall(const CallBase &CB) {
  return CB.doesNotAccessMemory() && CB.willReturn() && CB.doesNotThrow() &&
         !CB.isConvergent();
}

namespace {

/// The fixed point behind findVaryingValues.
class VaryingAnalysis {
public:
  VaryingAnalysis(const DominatorTree &DT, const LoopInfo &LI) : DT(DT), LI(LI) {}

  /// The varying values of \p F, given the built-ins that are (\p Seeds).
  DenseSet<const Value *> run(Function &F, ArrayRef<const Value *> Seeds);

private:
  bool isSeed(const Instruction &I) const;
  bool isDivergentJoin(const BasicBlock &J) const;
  void add(const Value *V);

  const DominatorTree &DT;
  const LoopInfo &LI;
  DenseSet<const Value *> Varying;
  SmallVector<const Value *, 64> Work;
};

void VaryingAnalysis::add(const Value *V) {
  if (Varying.insert(V).second)
    Work.push_back(V);
}

/// Varying whatever its operands: each lane has its own alloca and atomic
/// result, and a call with side effects runs once per lane. A phi where
/// lanes leave a loop is too (they leave in different iterations), and so is
/// a loop header's phi unless the loop has one entry and one back edge.
bool VaryingAnalysis::isSeed(const Instruction &I) const {
  if (isa<AllocaInst, AtomicRMWInst, AtomicCmpXchgInst>(I))
    return true;
  if (auto *L = dyn_cast<LoadInst>(&I))
    return !L->isSimple();
  if (auto *CB = dyn_cast<CallBase>(&I))
    return !isPureCall(*CB);
  auto *P = dyn_cast<PHINode>(&I);
  if (!P)
    return false;
  const BasicBlock *BB = P->getParent();
  for (const BasicBlock *Pred : predecessors(BB))
    if (const Loop *L = LI.getLoopFor(Pred); L && !L->contains(BB))
      return true;
  const Loop *L = LI.getLoopFor(BB);
  if (L && L->getHeader() == BB)
    return !L->getLoopPreheader() || !L->getLoopLatch() ||
           pred_size(BB) != 2;
  return false;
}

/// Whether lanes may reach \p J along different paths from its immediate
/// dominator in one iteration: some branch on the way is varying.
bool VaryingAnalysis::isDivergentJoin(const BasicBlock &J) const {
  const DomTreeNode *Node = DT.getNode(&J);
  if (!Node || !Node->getIDom())
    return false;
  const BasicBlock *Dom = Node->getIDom()->getBlock();
  SmallPtrSet<const BasicBlock *, 16> Seen;
  SmallVector<const BasicBlock *, 16> Stack(pred_begin(&J), pred_end(&J));
  while (!Stack.empty()) {
    const BasicBlock *X = Stack.pop_back_val();
    if (X == &J || !Seen.insert(X).second)
      continue;
    if (Varying.contains(X->getTerminator()))
      return true;
    if (X == Dom || !DT.dominates(Dom, X))
      continue;
    const Loop *L = LI.getLoopFor(X);
    bool Header = L && L->getHeader() == X;
    for (const BasicBlock *P : predecessors(X))
      if (!Header || !L->contains(P))
        Stack.push_back(P);
  }
  return false;
}

DenseSet<const Value *> VaryingAnalysis::run(Function &F,
                                             ArrayRef<const Value *> Seeds) {
  for (const Value *V : Seeds)
    add(V);
  for (Instruction &I : instructions(F))
    if (isSeed(I))
      add(&I);
  for (bool Changed = true; Changed;) {
    while (!Work.empty()) {
      const Value *V = Work.pop_back_val();
      for (const User *U : V->users())
        if (isa<Instruction>(U))
          add(U);
    }
    Changed = false;
    for (BasicBlock &BB : F) {
      const Loop *L = LI.getLoopFor(&BB);
      if (L && L->getHeader() == &BB)
        continue;
      if (all_of(BB.phis(), [&](PHINode &P) { return Varying.contains(&P); }))
        continue;
      if (!isDivergentJoin(BB))
        continue;
      for (PHINode &P : BB.phis())
        add(&P);
      Changed = true;
    }
  }
  return std::move(Varying);
}

/// Whether \p I reads memory that another thread may be writing while this
/// one waits: an atomic, a volatile access, a call that touches memory.
bool readsSharedState(const Instruction &I) {
  if (isa<AtomicRMWInst, AtomicCmpXchgInst>(I))
    return true;
  if (auto *L = dyn_cast<LoadInst>(&I))
    return !L->isSimple();
  if (auto *CB = dyn_cast<CallBase>(&I))
    return !CB->onlyAccessesArgMemory() && !CB->doesNotAccessMemory();
  return false;
}

} // namespace

DenseSet<const Value *>
metalify::cpu::findVaryingValues(Function &F, const DominatorTree &DT,
                                 const LoopInfo &LI,
                                 ArrayRef<const Value *> Seeds) {
  return VaryingAnalysis(DT, LI).run(F, Seeds);
}

bool metalify::cpu::waitsForOtherThreads(const Loop &L) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  SmallPtrSet<const Value *, 32> Seen;
  SmallVector<const Value *, 32> Work;
  for (BasicBlock *BB : Exiting)
    if (auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
        Br && Br->isConditional())
      Work.push_back(Br->getCondition());
    else if (auto *Sw = dyn_cast<SwitchInst>(BB->getTerminator()))
      Work.push_back(Sw->getCondition());
  while (!Work.empty()) {
    auto *I = dyn_cast<Instruction>(Work.pop_back_val());
    if (!I || !L.contains(I) || !Seen.insert(I).second)
      continue;
    if (readsSharedState(*I))
      return true;
    for (const Value *Op : I->operands())
      Work.push_back(Op);
  }
  return false;
}

