//===- PreludeHarness.h - Run MSL snippets against the prelude -*- C++ -*-===//
//
// Part of metalify's tests. Compiles small MSL snippets with the system
// clang++-19 (the flags the CPU backend uses, the prelude on the include
// path) into a shared object and loads it, so the Metal standard library on
// the CPU can be tested without the JIT. The executor hooks are provided by
// a 32-lane lock-step test driver (one OS thread per lane).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TESTS_SHIM_PRELUDEHARNESS_H
#define METALIFY_TESTS_SHIM_PRELUDEHARNESS_H

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace metalify::test {

/// A snippet compiled into a loaded shared object.
class PreludeModule {
public:
  /// Compiles \p Msl; on failure returns null and sets \p Diagnostics.
  static std::unique_ptr<PreludeModule> compile(std::string_view Msl,
                                                std::string &Diagnostics);
  ~PreludeModule();

  /// The address of the extern "C" symbol \p Name, or null.
  void *symbol(const char *Name) const;
  template <class Fn> Fn *function(const char *Name) const {
    return reinterpret_cast<Fn *>(symbol(Name));
  }

private:
  explicit PreludeModule(void *Handle) : Handle(Handle) {}
  void *Handle;
};

/// True when the compiler the harness runs (clang++-19, or
/// $METALIFY_TEST_CLANG) exists; tests skip themselves otherwise.
bool compilerAvailable();

/// Front end only: returns true when \p Msl compiles; \p Diagnostics gets
/// the compiler's messages.
bool checkSyntax(std::string_view Msl, std::string &Diagnostics);

/// Runs \p Lane(i) for lanes 0..31 of one SIMD-group, each on its own
/// thread, with the executor hooks of \p Module bound to a lock-step
/// driver. Lanes whose index is not in \p ActiveMask return at once (as if
/// they had exited the kernel before the SIMD-group function).
void runSimdgroup(const PreludeModule &Module,
                  const std::function<void(unsigned)> &Lane,
                  unsigned ActiveMask = 0xffffffffu);

/// Call-site ids the barrier hooks received during the last runSimdgroup.
std::vector<unsigned> barrierSites();

/// A fixture whose tests share one module, compiled once per suite from
/// Derived::source() (one clang++ run instead of one per test).
template <typename Derived> class SharedModuleTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    shared() = PreludeModule::compile(Derived::source(), diagnostics());
  }
  static void TearDownTestSuite() { shared().reset(); }
  static const PreludeModule *module() {
    EXPECT_TRUE(shared()) << diagnostics();
    return shared().get();
  }

private:
  static std::unique_ptr<PreludeModule> &shared() {
    static std::unique_ptr<PreludeModule> Module;
    return Module;
  }
  static std::string &diagnostics() {
    static std::string Text;
    return Text;
  }
};

} // namespace metalify::test

#endif
