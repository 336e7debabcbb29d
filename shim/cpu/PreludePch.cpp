//===- PreludePch.cpp - The prelude as a precompiled header ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/PreludePch.h"

#include "cpu/ClangFrontend.h"
#include "cpu/CompileCache.h"
#include "cpu/PreludeFiles.h"

#include "clang/Frontend/FrontendActions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <map>
#include <mutex>

using namespace metalify;
using namespace metalify::cpu;

namespace {

using Pch = std::shared_ptr<const std::string>;

std::string pchKey(const CompileOptions &Opts) {
  llvm::SHA256 Hash;
  for (llvm::StringRef Part :
       {llvm::StringRef(METALIFY_VERSION), llvm::StringRef(preludeFiles().Digest),
        llvm::StringRef(Opts.LanguageVersion),
        llvm::StringRef(Opts.FastMath ? "fast" : "safe")}) {
    Hash.update(Part);
    Hash.update(llvm::StringRef("\0", 1));
  }
  for (const std::string &D : Opts.Defines) {
    Hash.update(D);
    Hash.update(llvm::StringRef("\0", 1));
  }
  return llvm::toHex(Hash.final(), /*LowerCase=*/true);
}

std::string pchPath(const std::string &Key) {
  llvm::SmallString<256> Path(llvm::sys::path::parent_path(cacheEntryPath(Key)));
  llvm::sys::path::append(Path, "prelude-" + Key + ".pch");
  return std::string(Path);
}

Pch loadFromDisk(const std::string &Key) {
  if (cacheDirectory().empty())
    return nullptr;
  auto Buffer = llvm::MemoryBuffer::getFile(pchPath(Key), /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!Buffer)
    return nullptr;
  return std::make_shared<const std::string>((*Buffer)->getBuffer().str());
}

/// Precompiles the prelude into a temporary file next to its cache place,
/// then renames it there (or deletes it when there is no cache directory).
Pch build(const std::string &Key, const CompileOptions &Opts) {
  std::string Final = pchPath(Key);
  bool Keep = !cacheDirectory().empty() &&
              !llvm::sys::fs::create_directories(
                  llvm::sys::path::parent_path(Final));
  llvm::SmallString<256> Temp;
  std::error_code EC =
      Keep ? llvm::sys::fs::createUniqueFile(Final + ".%%%%%%%%.tmp", Temp)
           : llvm::sys::fs::createTemporaryFile("metalify-prelude", "pch",
                                                Temp);
  if (EC)
    return nullptr;
  FrontendJob Job;
  Job.Mode = FrontendJob::Precompile;
  Job.OutputFile = std::string(Temp);
  clang::GeneratePCHAction Action;
  std::string Messages;
  bool Ok = runFrontend("#include <metal_stdlib>\n", Opts, Action, Job,
                        Messages);
  auto Buffer = llvm::MemoryBuffer::getFile(Temp, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  Pch Result;
  if (Ok && Buffer)
    Result = std::make_shared<const std::string>((*Buffer)->getBuffer().str());
  if (!Result || !Keep || llvm::sys::fs::rename(Temp, Final))
    llvm::sys::fs::remove(Temp);
  return Result;
}

std::mutex &pchMutex() {
  static std::mutex Mutex;
  return Mutex;
}

std::map<std::string, Pch> &pchsInMemory() {
  static std::map<std::string, Pch> InMemory;
  return InMemory;
}

} // namespace

Pch metalify::cpu::precompiledPrelude(std::string_view Source,
                                      const CompileOptions &Opts, bool Build) {
  // The PCH declares the whole prelude; a source without the include must
  // not see it.
  if (Source.find("#include <metal_stdlib>") == std::string_view::npos)
    return nullptr;
  std::string Key = pchKey(Opts);
  std::lock_guard<std::mutex> Lock(pchMutex());
  Pch &Slot = pchsInMemory()[Key];
  if (!Slot)
    Slot = loadFromDisk(Key);
  if (!Slot && Build)
    Slot = build(Key, Opts);
  return Slot;
}

std::string metalify::cpu::precompiledPreludePath(const CompileOptions &Opts) {
  return pchPath(pchKey(Opts));
}

void metalify::cpu::discardPrecompiledPrelude(const CompileOptions &Opts) {
  std::string Key = pchKey(Opts);
  std::lock_guard<std::mutex> Lock(pchMutex());
  pchsInMemory().erase(Key);
  llvm::sys::fs::remove(pchPath(Key));
}
