//===- FiberGroup.cpp - One threadgroup's threads on fibers ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/FiberGroup.h"

#include "cpu/Worker.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace metalify::cpu {

bool FiberGroup::prepare(Size3 Size, StackPool &Pool) {
  Count = unsigned(Size.volume());
  Stacks = &Pool;
  if (!Pool.reserve(Count))
    return false;
  Threads.resize(Count);
  Builtins.resize(Count);
  Simd.resize((Count + SimdWidth - 1) / SimdWidth);
  for (unsigned I = 0; I < Count; ++I) {
    MetalifyThread &B = Builtins[I];
    B.PositionInThreadgroup[0] = I % Size.X;
    B.PositionInThreadgroup[1] = I / Size.X % Size.Y;
    B.PositionInThreadgroup[2] = I / (Size.X * Size.Y);
    B.IndexInThreadgroup = I;
    B.IndexInSimdgroup = I % SimdWidth;
    B.SimdgroupIndex = I / SimdWidth;
    Threads[I].Group = this;
    Threads[I].Index = I;
  }
  return true;
}

void FiberGroup::run(const MetalifyDispatch *D, ThreadEntry NewEntry) {
  Dispatch = D;
  Entry = NewEntry;
  Live = Count;
  uint64_t Fp = currentFpControl();
  for (unsigned I = 0; I < Count; ++I) {
    Thread &T = Threads[I];
    T.St = State::Runnable;
    T.Result = -1;
    T.Context = makeFiberContext((*Stacks)[I], &threadMain, &T, Fp);
  }
  for (SimdGroup &G : Simd) {
    G.Waiting = 0;
    G.RefCount.fill(0);
  }
  Current = 0;
  metalify_fiber_switch(&CallerContext, Threads[0].Context);
}

void FiberGroup::threadMain(void *Arg) {
  auto *T = static_cast<Thread *>(Arg);
  FiberGroup &G = *T->Group;
  G.Entry(G.Dispatch, &G.Builtins[T->Index]);
  G.finish(T->Index);
}

unsigned FiberGroup::nextRunnable(unsigned From) const {
  for (unsigned I = From; I < Count; ++I)
    if (Threads[I].St == State::Runnable)
      return I;
  return Count;
}

void FiberGroup::finish(unsigned I) {
  Threads[I].St = State::Done;
  dropResult(Threads[I]);
  --Live;
  unsigned Next = nextRunnable(I + 1);
  if (Next == Count && Live != 0)
    Next = completeRound();
  void *Abandoned;
  if (Next == Count)
    metalify_fiber_switch(&Abandoned, CallerContext);
  Current = Next;
  metalify_fiber_switch(&Abandoned, Threads[Next].Context);
  __builtin_unreachable();
}

void FiberGroup::block(unsigned I) {
  unsigned Next = nextRunnable(I + 1);
  if (Next == Count)
    Next = completeRound();
  if (Next == I)
    return;
  Current = Next;
  metalify_fiber_switch(&Threads[I].Context, Threads[Next].Context);
  // Resumed by whichever thread released this one.
  Current = I;
}

unsigned FiberGroup::completeRound() {
  if (Owner.launch().Stop.load(std::memory_order_relaxed))
    Owner.leave();
  bool Released = false;
  for (unsigned G = 0; G < Simd.size(); ++G)
    if (Simd[G].Waiting != 0)
      Released |= releaseSimdGroup(G);
  if (!Released)
    releaseBarrier();
  return nextRunnable(0);
}

bool FiberGroup::releaseSimdGroup(unsigned G) {
  unsigned Begin = G * SimdWidth, End = std::min(Begin + SimdWidth, Count);
  unsigned Site = ~0u;
  SimdKind Kind = SimdKind::Barrier;
  for (unsigned I = Begin; I < End; ++I) {
    const Thread &T = Threads[I];
    if (T.St == State::AtSimd &&
        (T.Site < Site || (T.Site == Site && T.Kind < Kind))) {
      Site = T.Site;
      Kind = T.Kind;
    }
  }
  unsigned Mask = 0;
  for (unsigned I = Begin; I < End; ++I)
    if (Threads[I].St == State::AtSimd && Threads[I].Site == Site &&
        Threads[I].Kind == Kind)
      Mask |= 1u << (I - Begin);
  SimdGroup &Group = Simd[G];
  int Buffer = -1;
  if (Kind == SimdKind::Exchange) {
    // At most one buffer per lane is referenced, so one of the 33 is free.
    Buffer = int(std::find(Group.RefCount.begin(), Group.RefCount.end(), 0) -
                 Group.RefCount.begin());
    Group.RefCount[Buffer] = uint8_t(__builtin_popcount(Mask));
  }
  for (unsigned Lane = 0; Lane < End - Begin; ++Lane) {
    if (!(Mask & (1u << Lane)))
      continue;
    Thread &T = Threads[Begin + Lane];
    if (Buffer >= 0)
      std::memcpy(&Group.Results[Buffer][Lane * 16], T.Staged, 16);
    T.Result = Buffer;
    T.Mask = Mask;
    T.St = State::Runnable;
    --Group.Waiting;
  }
  return true;
}

void FiberGroup::releaseBarrier() {
  unsigned First = Count;
  for (unsigned I = 0; I < Count; ++I) {
    if (Threads[I].St == State::Done)
      continue;
    if (First == Count)
      First = I;
    else if (Threads[I].Site != Threads[First].Site)
      failDivergent(First, I);
  }
  for (unsigned I = First; I < Count; ++I)
    if (Threads[I].St == State::AtBarrier)
      Threads[I].St = State::Runnable;
}

void FiberGroup::failDivergent(unsigned A, unsigned B) {
  const unsigned *PA = Builtins[A].PositionInThreadgroup;
  const unsigned *PB = Builtins[B].PositionInThreadgroup;
  const unsigned *G = Dispatch->ThreadgroupPosition;
  Owner.fail(Status::error(
      cudaErrorLaunchFailure,
      fmt::format("[cpu] kernel '{}' (threadgroup ({}, {}, {})): live threads "
                  "wait at different threadgroup barriers: thread ({}, {}, "
                  "{}) at line {}, thread ({}, {}, {}) at line {}",
                  Owner.launch().Kernel->Info.Name, G[0], G[1], G[2], PA[0],
                  PA[1], PA[2], Threads[A].Site, PB[0], PB[1], PB[2],
                  Threads[B].Site)));
}

void FiberGroup::dropResult(Thread &T) {
  if (T.Result < 0)
    return;
  --Simd[T.Index / SimdWidth].RefCount[T.Result];
  T.Result = -1;
}

void FiberGroup::threadgroupBarrier(unsigned Site) {
  Thread &T = Threads[Current];
  T.St = State::AtBarrier;
  T.Site = Site;
  block(T.Index);
}

void FiberGroup::simdgroupBarrier(unsigned Site) {
  Thread &T = Threads[Current];
  T.St = State::AtSimd;
  T.Kind = SimdKind::Barrier;
  T.Site = Site;
  ++Simd[T.Index / SimdWidth].Waiting;
  block(T.Index);
}

const void *FiberGroup::exchange(const void *Value, unsigned Size,
                                 unsigned *Mask, unsigned Site) {
  Thread &T = Threads[Current];
  dropResult(T);
  std::memcpy(T.Staged, Value, std::min(Size, 16u));
  T.St = State::AtSimd;
  T.Kind = SimdKind::Exchange;
  T.Site = Site;
  ++Simd[T.Index / SimdWidth].Waiting;
  block(T.Index);
  if (Mask)
    *Mask = T.Mask;
  return Simd[T.Index / SimdWidth].Results[T.Result].data();
}

} // namespace metalify::cpu
