//===- GroupSync.cpp - Barrier and SIMD-group state of a threadgroup ------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/GroupSync.h"

#include "cpu/Worker.h"
#include "metalify/cuda_types.h"

#include <algorithm>
#include <cstring>
#include <fmt/format.h>

namespace metalify::cpu {

void GroupSync::prepare(Size3 Size) {
  Count = unsigned(Size.volume());
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
  }
}

void GroupSync::reset(const MetalifyDispatch *D) {
  Dispatch = D;
  Live = Count;
  for (Thread &T : Threads) {
    T.St = State::Runnable;
    T.Result = -1;
  }
  for (SimdGroup &G : Simd) {
    G.Waiting = 0;
    G.RefCount.fill(0);
  }
}

unsigned GroupSync::nextRunnable(unsigned From) const {
  for (unsigned I = From; I < Count; ++I)
    if (Threads[I].St == State::Runnable)
      return I;
  return Count;
}

void GroupSync::arriveAtBarrier(unsigned I, unsigned Site) {
  Thread &T = Threads[I];
  T.St = State::AtBarrier;
  T.Site = Site;
}

void GroupSync::arriveAtSimd(unsigned I, SimdKind Kind, unsigned Site,
                             const void *Value, unsigned Size) {
  Thread &T = Threads[I];
  if (Kind == SimdKind::Exchange) {
    dropResult(I);
    std::memcpy(T.Staged, Value, std::min(Size, 16u));
  }
  T.St = State::AtSimd;
  T.Kind = Kind;
  T.Site = Site;
  ++Simd[I / SimdWidth].Waiting;
}

void GroupSync::finish(unsigned I) {
  Threads[I].St = State::Done;
  dropResult(I);
  --Live;
}

void GroupSync::leaveIfStopped() {
  if (Owner.launch().Stop.load(std::memory_order_relaxed))
    Owner.leave();
}

void GroupSync::completeRound() {
  leaveIfStopped();
  bool Released = false;
  for (unsigned G = 0; G < Simd.size(); ++G) {
    if (Simd[G].Waiting == 0)
      continue;
    releaseSimdGroup(G);
    Released = true;
  }
  if (!Released)
    releaseBarrier();
}

const void *GroupSync::exchangeResult(unsigned I) const {
  const Thread &T = Threads[I];
  if (T.Result < 0)
    return nullptr;
  return Simd[I / SimdWidth].Results[T.Result].data();
}

void GroupSync::releaseSimdGroup(unsigned G) {
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
}

void GroupSync::releaseBarrier() {
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

void GroupSync::failDivergent(unsigned A, unsigned B) {
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

void GroupSync::dropResult(unsigned I) {
  Thread &T = Threads[I];
  if (T.Result < 0)
    return;
  --Simd[I / SimdWidth].RefCount[T.Result];
  T.Result = -1;
}

} // namespace metalify::cpu
