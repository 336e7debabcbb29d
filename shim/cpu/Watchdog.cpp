//===- Watchdog.cpp - Stopping kernel code that does not return -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/Watchdog.h"

#include "cpu/Worker.h"
#include "metalify/cuda_types.h"

#include <csignal>
#include <cstdlib>
#include <fmt/format.h>
#include <mutex>

namespace metalify::cpu {
namespace {

int interruptSignal() {
#ifdef SIGRTMIN
  return SIGRTMIN + 5;
#else
  // macOS has no real-time signals.
  return SIGUSR2;
#endif
}

struct sigaction PreviousSegv, PreviousBus;

/// The disposition \p Signal had before ours.
struct sigaction *previousFor(int Signal) {
  return Signal == SIGSEGV ? &PreviousSegv : &PreviousBus;
}

void onInterrupt(int, siginfo_t *, void *) {
  Worker *W = Worker::current();
  if (!W || !W->inKernel() || W->failing() ||
      !W->launch().Stop.load(std::memory_order_relaxed))
    return;
  W->leave();
}

void onFault(int Signal, siginfo_t *Info, void *) {
  Worker *W = Worker::current();
  if (W && W->inKernel() && !W->failing()) {
    const void *Address = Info->si_addr;
    const char *What = W->inGuard(Address)
                           ? "stack overflow (a GPU thread's stack is "
                             "METALIFY_FIBER_STACK_KB, default 64 KB)"
                           : "invalid memory access";
    W->fail(Status::error(
        cudaErrorIllegalAddress,
        fmt::format("[cpu] {}: {} at address {}", W->where(), What, Address)));
  }
  // Not ours: restore the previous disposition; the fault repeats under it.
  // A handler installed over ours and then put back under it (LLVM's, see
  // keepFaultHandlersFirst) restores ours in turn; the second time round
  // the fault goes to the default, which ends the process as it should.
  static thread_local __attribute__((tls_model("initial-exec"))) bool
      Forwarded = false;
  struct sigaction Default {};
  Default.sa_handler = SIG_DFL;
  sigaction(Signal, Forwarded ? &Default : previousFor(Signal), nullptr);
  Forwarded = true;
}

void install(int Signal, void (*Handler)(int, siginfo_t *, void *),
             struct sigaction *Previous) {
  struct sigaction Action {};
  Action.sa_sigaction = Handler;
  // NODEFER: the handler leaves by switching stacks, never by returning,
  // so the signal must not stay blocked.
  Action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER | SA_RESTART;
  sigemptyset(&Action.sa_mask);
  sigaction(Signal, &Action, Previous);
}

} // namespace

std::chrono::milliseconds watchdogTimeout() {
  const char *Env = std::getenv("METALIFY_WATCHDOG_MS");
  long Ms = Env ? std::strtol(Env, nullptr, 10) : 0;
  return std::chrono::milliseconds(Ms > 0 ? Ms : 60000);
}

bool installSignalHandlers() {
  static const bool Installed = [] {
    const char *Env = std::getenv("METALIFY_NO_SIGNAL_HANDLERS");
    if (Env && *Env && *Env != '0')
      return false;
    install(interruptSignal(), &onInterrupt, nullptr);
    install(SIGSEGV, &onFault, previousFor(SIGSEGV));
    install(SIGBUS, &onFault, previousFor(SIGBUS));
    return true;
  }();
  return Installed;
}

void keepFaultHandlersFirst() {
  if (!installSignalHandlers())
    return;
  for (int Signal : {SIGSEGV, SIGBUS}) {
    struct sigaction Current {};
    sigaction(Signal, nullptr, &Current);
    if ((Current.sa_flags & SA_SIGINFO) && Current.sa_sigaction == &onFault)
      continue;
    install(Signal, &onFault, previousFor(Signal));
  }
}

void interruptThread(pthread_t Thread) {
  if (installSignalHandlers())
    pthread_kill(Thread, interruptSignal());
}

} // namespace metalify::cpu
