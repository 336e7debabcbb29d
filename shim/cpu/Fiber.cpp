//===- Fiber.cpp - Hand-rolled fibers on pooled stacks --------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/Fiber.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

extern "C" void metalify_fiber_trampoline();

namespace metalify::cpu {
namespace {

size_t pageSize() {
  static const size_t Page = size_t(sysconf(_SC_PAGESIZE));
  return Page;
}

size_t roundUp(size_t Value, size_t Multiple) {
  return (Value + Multiple - 1) / Multiple * Multiple;
}

} // namespace

FiberStack::FiberStack(size_t Size) {
  size_t Page = pageSize();
  size_t Usable = roundUp(Size, Page);
  // MAP_NORESERVE: a 1024-thread group maps 64 MB of stacks but touches only
  // the top pages of each.
  void *Map = mmap(nullptr, Usable + Page, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (Map == MAP_FAILED)
    return;
  if (mprotect(Map, Page, PROT_NONE) != 0) {
    munmap(Map, Usable + Page);
    return;
  }
  Base = static_cast<char *>(Map) + Page;
  MappedSize = Usable;
}

FiberStack::~FiberStack() {
  if (Base)
    munmap(Base - pageSize(), MappedSize + pageSize());
}

bool FiberStack::inGuard(const void *Address) const {
  auto *P = static_cast<const char *>(Address);
  return Base && P >= Base - pageSize() && P < Base;
}

#if defined(__x86_64__)
// Frame popped by metalify_fiber_switch, lowest address first: MXCSR and
// the x87 control word, r15, r14, r13 (Main), r12 (Arg), rbx, rbp, return
// address (the trampoline).
uint64_t currentFpControl() {
  uint32_t Mxcsr = 0x1F80;
  uint16_t FpuControl = 0x037F;
  __asm__("stmxcsr %0" : "=m"(Mxcsr));
  __asm__("fnstcw %0" : "=m"(FpuControl));
  return uint64_t(Mxcsr) | uint64_t(FpuControl) << 32;
}

void *makeFiberContext(const FiberStack &Stack, FiberMain Main, void *Arg,
                       uint64_t Fp) {
  auto Top = reinterpret_cast<uintptr_t>(Stack.top()) & ~uintptr_t(15);
  // After `ret` pops the trampoline, rsp is 16-byte aligned, as the
  // trampoline's own call requires.
  uintptr_t AfterRet = Top - 16;
  auto *Frame = reinterpret_cast<uint64_t *>(AfterRet - 64);
  Frame[0] = Fp;
  Frame[1] = 0;                                // r15
  Frame[2] = 0;                                // r14
  Frame[3] = reinterpret_cast<uint64_t>(Main); // r13
  Frame[4] = reinterpret_cast<uint64_t>(Arg);  // r12
  Frame[5] = 0;                                // rbx
  Frame[6] = 0;                                // rbp
  Frame[7] = reinterpret_cast<uint64_t>(&metalify_fiber_trampoline);
  return Frame;
}
#elif defined(__aarch64__)
// Frame popped by metalify_fiber_switch: x19..x30 (x19 = Arg, x20 = Main,
// x30 = the trampoline), d8..d15, FPCR; 176 bytes.
uint64_t currentFpControl() {
  uint64_t Fpcr = 0;
  __asm__ volatile("mrs %0, fpcr" : "=r"(Fpcr));
  return Fpcr;
}

void *makeFiberContext(const FiberStack &Stack, FiberMain Main, void *Arg,
                       uint64_t Fp) {
  auto Top = reinterpret_cast<uintptr_t>(Stack.top()) & ~uintptr_t(15);
  auto *Frame = reinterpret_cast<uint64_t *>(Top - 16 - 176);
  std::memset(Frame, 0, 176);
  Frame[0] = reinterpret_cast<uint64_t>(Arg);                         // x19
  Frame[1] = reinterpret_cast<uint64_t>(Main);                        // x20
  Frame[11] = reinterpret_cast<uint64_t>(&metalify_fiber_trampoline); // x30
  Frame[20] = Fp;
  return Frame;
}
#else
#error "metalify's CPU backend needs a fiber switch for this architecture"
#endif

bool StackPool::reserve(size_t Count) {
  while (Stacks.size() < Count) {
    auto Stack = std::make_unique<FiberStack>(StackSize);
    if (!Stack->valid())
      return false;
    Stacks.push_back(std::move(Stack));
  }
  return true;
}

bool StackPool::inGuard(const void *Address) const {
  for (const auto &Stack : Stacks)
    if (Stack->inGuard(Address))
      return true;
  return false;
}

size_t fiberStackSize() {
  const char *Env = std::getenv("METALIFY_FIBER_STACK_KB");
  long Kb = Env ? std::strtol(Env, nullptr, 10) : 0;
  if (Kb < 16 || Kb > 64 * 1024)
    Kb = 64;
  return size_t(Kb) * 1024;
}

} // namespace metalify::cpu
