//===- FiberGroup.cpp - One threadgroup's threads on fibers ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/FiberGroup.h"

#include <cstring>

namespace metalify::cpu {

bool FiberGroup::prepare(Size3 Size, StackPool &Pool) {
  Sync.prepare(Size);
  unsigned Count = Sync.count();
  Stacks = &Pool;
  if (!Pool.reserve(Count))
    return false;
  Threads.resize(Count);
  for (unsigned I = 0; I < Count; ++I) {
    Threads[I].Group = this;
    Threads[I].Index = I;
  }
  return true;
}

void FiberGroup::run(const MetalifyDispatch *D, ThreadEntry NewEntry) {
  Dispatch = D;
  Entry = NewEntry;
  Sync.reset(D);
  uint64_t Fp = currentFpControl();
  for (unsigned I = 0; I < Sync.count(); ++I)
    Threads[I].Context =
        makeFiberContext((*Stacks)[I], &threadMain, &Threads[I], Fp);
  Current = 0;
  metalify_fiber_switch(&CallerContext, Threads[0].Context);
}

void FiberGroup::threadMain(void *Arg) {
  auto *T = static_cast<Thread *>(Arg);
  FiberGroup &G = *T->Group;
  G.Entry(G.Dispatch, &G.Sync.builtins(T->Index));
  G.finish(T->Index);
}

unsigned FiberGroup::nextAfterRound() {
  if (Sync.live() == 0)
    return Sync.count();
  Sync.completeRound();
  return Sync.nextRunnable(0);
}

void FiberGroup::finish(unsigned I) {
  Sync.finish(I);
  unsigned Next = Sync.nextRunnable(I + 1);
  if (Next == Sync.count())
    Next = nextAfterRound();
  void *Abandoned;
  if (Next == Sync.count())
    metalify_fiber_switch(&Abandoned, CallerContext);
  Current = Next;
  metalify_fiber_switch(&Abandoned, Threads[Next].Context);
  __builtin_unreachable();
}

void FiberGroup::block(unsigned I) {
  unsigned Next = Sync.nextRunnable(I + 1);
  if (Next == Sync.count())
    Next = nextAfterRound();
  if (Next == I)
    return;
  Current = Next;
  metalify_fiber_switch(&Threads[I].Context, Threads[Next].Context);
  // Resumed by whichever thread released this one.
  Current = I;
}

void FiberGroup::threadgroupBarrier(unsigned Site) {
  Sync.arriveAtBarrier(Current, Site);
  block(Current);
}

void FiberGroup::simdgroupBarrier(unsigned Site) {
  Sync.arriveAtSimd(Current, GroupSync::SimdKind::Barrier, Site);
  block(Current);
}

const void *FiberGroup::exchange(const void *Value, unsigned Size,
                                 unsigned *Mask, unsigned Site) {
  unsigned I = Current;
  Sync.arriveAtSimd(I, GroupSync::SimdKind::Exchange, Site, Value, Size);
  block(I);
  if (Mask)
    *Mask = Sync.exchangeMask(I);
  return Sync.exchangeResult(I);
}

} // namespace metalify::cpu
