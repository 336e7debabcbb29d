//===- Fiber.h - Hand-rolled fibers on pooled stacks ------------*- C++ -*-===//
//
// Part of metalify. The CPU executor runs each GPU thread of a threadgroup
// that has barriers or SIMD-group functions on its own fiber. A switch saves
// only the callee-saved registers (plus MXCSR/x87 control word on x86-64,
// FPCR on arm64) on the current stack: never ucontext, whose signal-mask
// system calls cost ~500 ns per switch (cpu-execution.md section 6b).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_FIBER_H
#define METALIFY_SHIM_CPU_FIBER_H

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

extern "C" {
/// Saves the current context on the current stack, stores its stack pointer
/// in *Save, and resumes the context whose stack pointer is Load.
void metalify_fiber_switch(void **Save, void *Load);
}

namespace metalify::cpu {

/// A fiber's entry function; it must never return (it switches away).
using FiberMain = void (*)(void *Arg);

/// One mmap'ed stack with an inaccessible guard page below it, so an
/// overflow faults instead of corrupting a neighbour.
class FiberStack {
public:
  /// Maps \p Size usable bytes (rounded up to pages); check valid().
  explicit FiberStack(size_t Size);
  ~FiberStack();
  FiberStack(const FiberStack &) = delete;
  FiberStack &operator=(const FiberStack &) = delete;

  bool valid() const { return Base != nullptr; }
  /// Highest address of the usable range (stacks grow down).
  char *top() const { return Base + MappedSize; }
  /// True when \p Address lies in this stack's guard page.
  bool inGuard(const void *Address) const;

private:
  char *Base = nullptr;
  size_t MappedSize = 0;
};

/// The calling thread's floating-point control state (MXCSR and x87
/// control word on x86-64, FPCR on arm64), which new fibers start with.
uint64_t currentFpControl();

/// Prepares a fresh context on \p Stack that calls Main(Arg) when first
/// switched to, with floating-point control \p Fp (currentFpControl());
/// returns the stack pointer to pass to metalify_fiber_switch.
void *makeFiberContext(const FiberStack &Stack, FiberMain Main, void *Arg,
                       uint64_t Fp);

/// Stacks owned by one worker thread, reused across threadgroups and
/// launches: slot i always holds the same stack.
class StackPool {
public:
  explicit StackPool(size_t StackSize) : StackSize(StackSize) {}
  /// Makes sure slots [0, Count) exist; false when mmap fails.
  bool reserve(size_t Count);
  const FiberStack &operator[](size_t I) const { return *Stacks[I]; }
  size_t size() const { return Stacks.size(); }
  /// True when \p Address is in the guard page of one of the stacks.
  bool inGuard(const void *Address) const;

private:
  size_t StackSize;
  std::vector<std::unique_ptr<FiberStack>> Stacks;
};

/// Default usable size of a GPU thread's stack; METALIFY_FIBER_STACK_KB
/// overrides it.
size_t fiberStackSize();

} // namespace metalify::cpu

#endif
