//===- PreludeHarness.cpp - Run MSL snippets against the prelude ----------===//
//
// Part of metalify's tests. See PreludeHarness.h.
//
//===----------------------------------------------------------------------===//
#include "PreludeHarness.h"

#include "cpu/MslPrepass.h"

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace metalify::test {
namespace {

/// Hook trampolines appended to every snippet: they forward to the test
/// driver through a table the harness fills after loading.
constexpr const char *HookTrampolines = R"(
extern "C" {
void *__test_hooks[4];
void __metalify_threadgroup_barrier(unsigned F, unsigned S) {
  ((void (*)(unsigned, unsigned))__test_hooks[0])(F, S);
}
void __metalify_simdgroup_barrier(unsigned F, unsigned S) {
  ((void (*)(unsigned, unsigned))__test_hooks[0])(F, S);
}
const void *__metalify_simd_exchange(const void *V, unsigned Size,
                                     unsigned *Mask, unsigned S) {
  return ((const void *(*)(const void *, unsigned, unsigned *, unsigned))
              __test_hooks[1])(V, Size, Mask, S);
}
unsigned __metalify_simd_lane(void) {
  return ((unsigned (*)(void))__test_hooks[2])();
}
void __metalify_kernel_error(int C, const char *M) {
  ((void (*)(int, const char *))__test_hooks[3])(C, M);
}
}
)";

std::string clangPath() {
  if (const char *Env = std::getenv("METALIFY_TEST_CLANG"))
    return Env;
  return "/usr/lib/llvm-19/bin/clang++";
}

std::string compileFlags() {
  return "-std=c++17 -Xclang -fsycl-is-device -Xclang -aux-triple -Xclang "
         "x86_64-pc-linux-gnu -nostdinc++ -ffreestanding -fno-exceptions "
         "-fno-rtti -isystem " METALIFY_SOURCE_DIR "/shim/cpu/prelude -x c++ ";
}

/// A scratch directory removed with its files on destruction.
struct ScratchDir {
  std::string Path;
  ScratchDir() {
    char Template[] = "/tmp/metalify-prelude-XXXXXX";
    Path = mkdtemp(Template);
  }
  ~ScratchDir() { std::system(("rm -rf '" + Path + "'").c_str()); }
};

/// Runs \p Command, returning its exit status; its stderr (through the file
/// \p LogPath) goes to \p Output.
int run(const std::string &Command, const std::string &LogPath,
        std::string &Output) {
  int Status = std::system((Command + " 2>'" + LogPath + "'").c_str());
  std::ifstream Log(LogPath);
  std::stringstream Text;
  Text << Log.rdbuf();
  Output = Text.str();
  return Status;
}

/// The lock-step driver: one SIMD-group of 32 lane threads. An exchange
/// completes when every live lane has published (a lane that exits stops
/// counting); slots are double-buffered by generation so a lane may read
/// its result while faster lanes publish the next exchange.
struct Driver {
  std::mutex Mutex;
  std::condition_variable Released;
  unsigned Live = 0;
  unsigned Arrived = 0;
  unsigned Generation = 0;
  unsigned Mask = 0;
  unsigned ReleasedMask[2] = {0, 0};
  alignas(16) char Slots[2][32][16];
  std::vector<unsigned> Sites;

  /// Completes the current generation (caller holds the lock).
  void release() {
    ReleasedMask[Generation & 1] = Mask;
    Mask = 0;
    Arrived = 0;
    ++Generation;
    Released.notify_all();
  }
  const void *exchange(unsigned Lane, const void *Value, unsigned Size,
                       unsigned *Active) {
    std::unique_lock<std::mutex> Lock(Mutex);
    unsigned Gen = Generation;
    std::memcpy(Slots[Gen & 1][Lane], Value, Size);
    Mask |= 1u << Lane;
    if (++Arrived == Live)
      release();
    else
      Released.wait(Lock, [&] { return Generation != Gen; });
    *Active = ReleasedMask[Gen & 1];
    return Slots[Gen & 1];
  }
  void exitLane() {
    std::lock_guard<std::mutex> Lock(Mutex);
    --Live;
    if (Arrived != 0 && Arrived == Live)
      release();
  }
};

Driver *CurrentDriver = nullptr;
std::vector<unsigned> LastSites;
thread_local unsigned CurrentLane = 0;

void barrierHook(unsigned, unsigned Site) {
  unsigned Ignored;
  char Byte = 0;
  {
    std::lock_guard<std::mutex> Lock(CurrentDriver->Mutex);
    if (CurrentLane == 0)
      CurrentDriver->Sites.push_back(Site);
  }
  CurrentDriver->exchange(CurrentLane, &Byte, 1, &Ignored);
}
const void *exchangeHook(const void *Value, unsigned Size, unsigned *Active,
                         unsigned) {
  return CurrentDriver->exchange(CurrentLane, Value, Size, Active);
}
unsigned laneHook() { return CurrentLane; }
void errorHook(int Code, const char *Message) {
  std::fprintf(stderr, "kernel error %d: %s\n", Code, Message);
  std::abort();
}

} // namespace

std::unique_ptr<PreludeModule> PreludeModule::compile(std::string_view Msl,
                                                      std::string &Diagnostics) {
  ScratchDir Dir;
  std::string Source = Dir.Path + "/snippet.metal";
  std::string Object = Dir.Path + "/snippet.so";
  {
    std::ofstream Out(Source);
    Out << metalify::cpu::prepareMslForCpu(Msl) << '\n' << HookTrampolines;
  }
  std::string Command = clangPath() + " " + compileFlags() + "-O1 -shared " +
                        "-fPIC -o '" + Object + "' '" + Source + "'";
  if (run(Command, Dir.Path + "/log", Diagnostics) != 0)
    return nullptr;
  void *Handle = dlopen(Object.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    Diagnostics = dlerror();
    return nullptr;
  }
  void **Hooks = static_cast<void **>(dlsym(Handle, "__test_hooks"));
  Hooks[0] = reinterpret_cast<void *>(&barrierHook);
  Hooks[1] = reinterpret_cast<void *>(&exchangeHook);
  Hooks[2] = reinterpret_cast<void *>(&laneHook);
  Hooks[3] = reinterpret_cast<void *>(&errorHook);
  return std::unique_ptr<PreludeModule>(new PreludeModule(Handle));
}

PreludeModule::~PreludeModule() { dlclose(Handle); }

void *PreludeModule::symbol(const char *Name) const {
  return dlsym(Handle, Name);
}

bool compilerAvailable() { return access(clangPath().c_str(), X_OK) == 0; }

bool checkSyntax(std::string_view Msl, std::string &Diagnostics) {
  ScratchDir Dir;
  std::string Source = Dir.Path + "/snippet.metal";
  {
    std::ofstream Out(Source);
    Out << metalify::cpu::prepareMslForCpu(Msl) << '\n';
  }
  std::string Command =
      clangPath() + " " + compileFlags() + "-fsyntax-only '" + Source + "'";
  return run(Command, Dir.Path + "/log", Diagnostics) == 0;
}

void runSimdgroup(const PreludeModule &, const std::function<void(unsigned)> &Lane,
                  unsigned ActiveMask) {
  Driver D;
  D.Live = 32;
  CurrentDriver = &D;
  std::vector<std::thread> Threads;
  for (unsigned I = 0; I < 32; ++I)
    Threads.emplace_back([&, I] {
      CurrentLane = I;
      if (ActiveMask & (1u << I))
        Lane(I);
      D.exitLane();
    });
  for (std::thread &T : Threads)
    T.join();
  LastSites = D.Sites;
  CurrentDriver = nullptr;
}

std::vector<unsigned> barrierSites() { return LastSites; }

} // namespace metalify::test
