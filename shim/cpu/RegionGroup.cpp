//===- RegionGroup.cpp - One threadgroup's threads as resumable calls -----===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/RegionGroup.h"

#include <algorithm>
#include <cstring>

namespace metalify::cpu {

bool RegionGroup::prepare(Size3 Threads, uint64_t NewFrameSize) {
  Sync.prepare(Threads);
  FrameSize = NewFrameSize;
  size_t Need = size_t(Sync.count()) * FrameSize;
  if (Need > FramesBytes) {
    size_t Size = (Need + 63) / 64 * 64;
    Frames.reset(static_cast<unsigned char *>(std::aligned_alloc(64, Size)));
    FramesBytes = Frames ? Size : 0;
    if (!Frames)
      return false;
  }
  ResumeAt.resize(Sync.count());
  Exchanged.resize(size_t(Sync.count()) * 16);
  return true;
}

void RegionGroup::record(unsigned I, unsigned Stop) {
  ResumeAt[I] = Stop;
  if (Stop == 0) {
    Sync.finish(I);
    return;
  }
  const MetalifyFrame &F = frame(I);
  switch (F.Sync) {
  case METALIFY_SYNC_THREADGROUP_BARRIER:
    Sync.arriveAtBarrier(I, F.Site);
    return;
  case METALIFY_SYNC_SIMDGROUP_BARRIER:
    Sync.arriveAtSimd(I, GroupSync::SimdKind::Barrier, F.Site);
    return;
  default:
    Sync.arriveAtSimd(I, GroupSync::SimdKind::Exchange, F.Site, F.Staged,
                      F.Size);
    return;
  }
}

void RegionGroup::step(const MetalifyDispatch *D, ResumeEntry Entry,
                       unsigned I) {
  Current = I;
  MetalifyFrame &F = frame(I);
  if (ResumeAt[I] != 0 && F.Sync == METALIFY_SYNC_SIMD_EXCHANGE) {
    F.ExchangeResult = Sync.exchangeResult(I);
    F.ExchangeMask = Sync.exchangeMask(I);
  }
  record(I, Entry(D, &Sync.builtins(I), &F, ResumeAt[I]));
}

void RegionGroup::exchangeUniformly(unsigned Stop) {
  const unsigned Count = Sync.count();
  constexpr unsigned Width = GroupSync::SimdWidth;
  for (unsigned Begin = 0; Begin < Count; Begin += Width) {
    unsigned Lanes = std::min(Width, Count - Begin);
    unsigned Mask = 0;
    for (unsigned Lane = 0; Lane < Lanes; ++Lane)
      Mask |= unsigned(ResumeAt[Begin + Lane] == Stop) << Lane;
    unsigned char *Slots = &Exchanged[Begin * 16];
    for (unsigned Lane = 0; Lane < Lanes; ++Lane) {
      if (!(Mask & (1u << Lane)))
        continue;
      MetalifyFrame &F = frame(Begin + Lane);
      std::memcpy(&Slots[Lane * 16], F.Staged, 16);
      F.ExchangeResult = Slots;
      F.ExchangeMask = Mask;
    }
  }
}

unsigned RegionGroup::commonStop() const {
  unsigned Common = 0;
  for (unsigned Stop : ResumeAt) {
    if (Stop == 0 || Stop == Common)
      continue;
    if (Common != 0)
      return ~0u;
    Common = Stop;
  }
  return Common;
}

unsigned RegionGroup::runUniformRounds(const MetalifyDispatch *D,
                                       RegionLoops Loops, unsigned At) {
  const unsigned Count = Sync.count();
  for (;;) {
    Loops(D, &Sync.builtins(0), Frames.get(), Count, At, ResumeAt.data(),
          &Current);
    At = commonStop();
    if (At == 0 || At == ~0u)
      return At;
    releaseUniformly(At);
  }
}

void RegionGroup::releaseUniformly(unsigned Stop) {
  Sync.leaveIfStopped();
  // Every live thread is here: GroupSync would release them all at once,
  // each SIMD-group's with the mask of its live lanes.
  unsigned First = unsigned(
      std::find(ResumeAt.begin(), ResumeAt.end(), Stop) - ResumeAt.begin());
  if (frame(First).Sync == METALIFY_SYNC_SIMD_EXCHANGE)
    exchangeUniformly(Stop);
}

unsigned RegionGroup::runGeneralRounds(const MetalifyDispatch *D,
                                       ResumeEntry Resume) {
  const unsigned Count = Sync.count();
  Sync.reset(D);
  for (unsigned I = 0; I < Count; ++I)
    record(I, ResumeAt[I]);
  while (Sync.live() != 0) {
    Sync.completeRound();
    for (unsigned I = Sync.nextRunnable(0); I < Count;
         I = Sync.nextRunnable(I + 1))
      step(D, Resume, I);
    if (unsigned Common = commonStop(); Common != ~0u)
      return Common;
  }
  return 0;
}

void RegionGroup::run(const MetalifyDispatch *D, const CpuKernel &K) {
  std::fill(ResumeAt.begin(), ResumeAt.end(), 0u);
  // Uniform rounds while every live thread stops at the same point; the
  // general rules of GroupSync while they diverge.
  for (unsigned At = 0;;) {
    if (runUniformRounds(D, K.Regions, At) == 0)
      return;
    At = runGeneralRounds(D, K.Resume);
    if (At == 0)
      return;
    releaseUniformly(At);
  }
}

} // namespace metalify::cpu
