//===- Modules.cpp - Finding, compiling and caching .metal modules --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "common/Modules.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstdlib>
#include <fmt/format.h>

namespace metalify {
namespace {

std::mutex RegistryMutex;

std::map<std::string, std::string> &registry() {
  static std::map<std::string, std::string> Modules;
  return Modules;
}

std::optional<std::string> readFile(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return std::nullopt;
  return (*Buffer)->getBuffer().str();
}

/// The directories searched after the registered modules, in order.
std::vector<std::string> searchDirectories() {
  std::vector<std::string> Dirs;
  if (const char *Path = std::getenv("METALIFY_MODULE_PATH")) {
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    llvm::StringRef(Path).split(Parts, ':', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef P : Parts)
      Dirs.push_back(P.str());
  }
  static int Anchor;
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, &Anchor);
  if (!Exe.empty())
    Dirs.push_back(llvm::sys::path::parent_path(Exe).str());
  llvm::SmallString<256> Cwd;
  if (!llvm::sys::fs::current_path(Cwd) &&
      (Dirs.empty() || Dirs.back() != Cwd.str()))
    Dirs.push_back(Cwd.str().str());
  return Dirs;
}

} // namespace

void ModuleRegistry::add(std::string Name, std::string Source) {
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  registry()[std::move(Name)] = std::move(Source);
}

std::optional<std::string> ModuleRegistry::find(const std::string &Name) {
  std::lock_guard<std::mutex> Lock(RegistryMutex);
  auto It = registry().find(Name);
  if (It == registry().end())
    return std::nullopt;
  return It->second;
}

std::optional<std::string> loadModuleSource(const std::string &Name,
                                            std::string &Searched) {
  if (std::optional<std::string> Source = ModuleRegistry::find(Name))
    return Source;
  Searched = "modules embedded in the executable";
  for (const std::string &Dir : searchDirectories()) {
    llvm::SmallString<256> Path(Dir);
    llvm::sys::path::append(Path, Name);
    if (std::optional<std::string> Source = readFile(Path.str().str()))
      return Source;
    Searched += ", " + Dir;
  }
  return std::nullopt;
}

CompileOptions moduleCompileOptions(std::string_view Source,
                                    const std::string &Name) {
  CompileOptions Opts;
  Opts.SourceName = Name;
  llvm::StringRef Rest(Source.data(), Source.size());
  // The line belongs to the file's leading comment block.
  while (Rest.starts_with("//")) {
    auto [Line, Next] = Rest.split('\n');
    Rest = Next;
    if (!Line.consume_front("// metalify-options:"))
      continue;
    llvm::SmallVector<llvm::StringRef, 4> Words;
    Line.split(Words, ' ', -1, /*KeepEmpty=*/false);
    for (llvm::StringRef W : Words) {
      auto [Key, Value] = W.split('=');
      if (Key == "msl-version" && !Value.empty())
        Opts.LanguageVersion = Value.str();
      else if (Key == "math-mode")
        Opts.FastMath = Value == "fast";
    }
  }
  return Opts;
}

Status ModuleCache::library(const std::string &Name,
                            std::shared_ptr<Library> &Out) {
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = Libraries.find(Name);
  if (It == Libraries.end()) {
    Compiled C;
    std::string Searched;
    if (std::optional<std::string> Source = loadModuleSource(Name, Searched)) {
      CompileOptions Opts = moduleCompileOptions(*Source, Name);
      Status S = TheBackend.compile(*Source, Opts, C.Lib);
      if (!S.ok())
        C.Result = Status::error(
            S.Code,
            fmt::format("module '{}' does not compile:\n{}", Name, S.Message));
    } else {
      C.Result = Status::error(
          cudaErrorInvalidKernelImage,
          fmt::format("module '{}' not found; searched: {} (set "
                      "METALIFY_MODULE_PATH to the folder holding it)",
                      Name, Searched));
    }
    It = Libraries.emplace(Name, std::move(C)).first;
  }
  Out = It->second.Lib;
  return It->second.Result;
}

Status ModuleCache::kernel(const KernelRef &K,
                           std::shared_ptr<KernelFunction> &Out) {
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Kernels.find(&K);
    if (It != Kernels.end() && It->second.Module == K.module() &&
        It->second.Name == K.name()) {
      Out = It->second.Function;
      return Status::success();
    }
  }
  std::shared_ptr<Library> Lib;
  Status S = library(K.module(), Lib);
  if (!S.ok())
    return Status::error(
        cudaErrorInvalidKernelImage,
        fmt::format("[shim] kernel '{}' cannot run: {}", K.name(), S.Message));
  Status Lookup;
  std::shared_ptr<KernelFunction> F = Lib->kernel(K.name(), Lookup);
  if (!F)
    return Status::error(
        cudaErrorInvalidKernelImage,
        fmt::format("[shim] kernel '{}' not found in module '{}'{}{}", K.name(),
                    K.module(), Lookup.Message.empty() ? "" : ": ",
                    Lookup.Message));
  std::lock_guard<std::mutex> Lock(Mutex);
  Kernels[&K] = Resolved{K.module(), K.name(), F};
  Out = F;
  return Status::success();
}

} // namespace metalify
