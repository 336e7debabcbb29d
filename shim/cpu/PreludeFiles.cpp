//===- PreludeFiles.cpp - The Metal standard library the JIT sees ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/PreludeFiles.h"

#include "metalify/Embedded.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <cstdlib>
#include <mutex>

namespace metalify {
extern const EmbeddedFile EmbeddedPrelude[];
extern const unsigned EmbeddedPrelude_count;
} // namespace metalify

using namespace metalify::cpu;

namespace {

/// Adds every regular file under \p Dir, keyed by its path relative to it.
void overlayDirectory(llvm::StringRef Dir, PreludeFiles &P) {
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Dir, EC), End;
       It != End && !EC; It.increment(EC)) {
    auto Buffer = llvm::MemoryBuffer::getFile(It->path());
    if (!Buffer)
      continue;
    llvm::StringRef Rel = It->path();
    Rel.consume_front(Dir);
    Rel = Rel.ltrim("/");
    P.Files[Rel.str()] = (*Buffer)->getBuffer().str();
  }
}

PreludeFiles loadPrelude(const std::string &Overlay) {
  PreludeFiles P;
  for (unsigned I = 0; I < metalify::EmbeddedPrelude_count; ++I)
    P.Files[metalify::EmbeddedPrelude[I].Path] =
        std::string(metalify::EmbeddedPrelude[I].Contents,
                    metalify::EmbeddedPrelude[I].Size);
  if (!Overlay.empty())
    overlayDirectory(Overlay, P);
  llvm::SHA256 Hash;
  for (const auto &[Path, Contents] : P.Files) {
    Hash.update(Path);
    Hash.update(llvm::StringRef("\0", 1));
    Hash.update(Contents);
    Hash.update(llvm::StringRef("\0", 1));
  }
  P.Digest = llvm::toHex(Hash.final(), /*LowerCase=*/true);
  return P;
}

} // namespace

const PreludeFiles &metalify::cpu::preludeFiles() {
  static std::mutex Mutex;
  static std::map<std::string, PreludeFiles> ByOverlay;
  const char *Dir = std::getenv("METALIFY_CPU_PRELUDE_DIR");
  std::string Overlay = Dir ? Dir : "";
  std::lock_guard<std::mutex> Lock(Mutex);
  auto It = ByOverlay.find(Overlay);
  if (It == ByOverlay.end())
    It = ByOverlay.emplace(Overlay, loadPrelude(Overlay)).first;
  return It->second;
}
