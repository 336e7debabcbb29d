//===- Modules.h - Finding, compiling and caching .metal modules -*- C++
//-*-===//
//
// Part of metalify. A kernel handle names its module ("foo.metal"). The
// source is looked up (docs/ABI.md) in: modules registered by the executable
// (metalify::registerModule), each directory of $METALIFY_MODULE_PATH, the
// executable's directory, the current directory. Each module is compiled
// once per process; each kernel handle is resolved once.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_COMMON_MODULES_H
#define METALIFY_SHIM_COMMON_MODULES_H

#include "common/Backend.h"
#include "metalify/launch.h"

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace metalify {

/// Module sources embedded in the executable, by file name. Process-wide
/// and filled by static initialisers, so it outlives any runtime.
class ModuleRegistry {
public:
  static void add(std::string Name, std::string Source);
  static std::optional<std::string> find(const std::string &Name);
};

/// Reads the source of module \p Name following the lookup order; on failure
/// \p Searched lists where it looked.
std::optional<std::string> loadModuleSource(const std::string &Name,
                                            std::string &Searched);

/// The compile options a module's source asks for in its
/// `// metalify-options:` line (docs/ABI.md, "Module options"): the MSL
/// version and the math mode. Defaults (MSL 3.1, safe math) where the line
/// or a key is absent; \p Name becomes the options' SourceName.
CompileOptions moduleCompileOptions(std::string_view Source,
                                    const std::string &Name);

/// Compiled modules and resolved kernels of one runtime.
class ModuleCache {
public:
  explicit ModuleCache(Backend &B) : TheBackend(B) {}

  /// The compiled library of module \p Name; failures are cached too.
  Status library(const std::string &Name, std::shared_ptr<Library> &Out);
  /// The compiled function of \p K, resolved once per handle.
  Status kernel(const KernelRef &K, std::shared_ptr<KernelFunction> &Out);

private:
  /// A module's compile result.
  struct Compiled {
    Status Result;
    std::shared_ptr<Library> Lib;
  };
  /// A handle's resolution; Module and Name guard against a reused address.
  struct Resolved {
    std::string Module, Name;
    std::shared_ptr<KernelFunction> Function;
  };

  Backend &TheBackend;
  std::mutex Mutex;
  std::map<std::string, Compiled> Libraries;
  std::map<const KernelRef *, Resolved> Kernels;
};

} // namespace metalify

#endif
