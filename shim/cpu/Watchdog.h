//===- Watchdog.h - Stopping kernel code that does not return ---*- C++ -*-===//
//
// Part of metalify. JIT-compiled kernel code cannot be preempted, so the
// executor stops it in two ways:
//  * every hook (barrier, SIMD exchange) checks the launch's Stop flag, so a
//    kernel that spins across barriers leaves at its next barrier;
//  * the dispatching thread is the watchdog: when no worker has finished a
//    threadgroup for METALIFY_WATCHDOG_MS (default 60000), it fails the
//    launch with cudaErrorLaunchTimeout and sends each worker a signal
//    (SIGRTMIN + 5; SIGUSR2 on macOS) whose handler switches from the kernel's
//    fiber back to the worker's own context, abandoning the kernel's stacks.
// The same handlers turn a SIGSEGV/SIGBUS inside kernel code into a launch
// error (cudaErrorIllegalAddress) naming the kernel and the threadgroup,
// and chain to the previous handlers for faults outside kernel code. Set
// METALIFY_NO_SIGNAL_HANDLERS=1 to keep the process's handlers untouched;
// a kernel that then spins without reaching a hook wedges its workers and
// the backend reports every later dispatch as failed.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_WATCHDOG_H
#define METALIFY_SHIM_CPU_WATCHDOG_H

#include <chrono>
#include <pthread.h>

namespace metalify::cpu {

/// How long a launch may go without finishing any threadgroup:
/// METALIFY_WATCHDOG_MS, or 5 s.
std::chrono::milliseconds watchdogTimeout();

/// Installs the interrupt and fault handlers once per process; false when
/// METALIFY_NO_SIGNAL_HANDLERS is set.
bool installSignalHandlers();

/// Puts the fault handlers back in front of any installed since: LLVM
/// installs its crash handlers over them when clang writes an output file
/// (the prelude's PCH), and two kernel threads that fault together would
/// then race through LLVM's handler, which restores the default.
void keepFaultHandlersFirst();

/// Asks \p Thread to leave its kernel code if its launch is stopped.
void interruptThread(pthread_t Thread);

} // namespace metalify::cpu

#endif
