//===- CudaHeaders.cpp - Our CUDA headers as a virtual directory ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/CudaHeaders.h"

#include "metalify/Embedded.h"

#include "clang/Basic/SourceManager.h"

#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace metalify {
extern const EmbeddedFile EmbeddedCudaHeaders[];
extern const unsigned EmbeddedCudaHeaders_count;
extern const EmbeddedFile EmbeddedCcclHeaders[];
extern const unsigned EmbeddedCcclHeaders_count;
extern const EmbeddedFile EmbeddedGeneratedCcclHeaders[];
extern const unsigned EmbeddedGeneratedCcclHeaders_count;
} // namespace metalify

namespace metalify {

llvm::StringRef cudaIncludeDir() { return "/metalify-virtual/cuda-include"; }

bool isInCudaOrSystemHeader(const clang::SourceManager &SM,
                            clang::SourceLocation Loc) {
  clang::SourceLocation File = SM.getExpansionLoc(Loc);
  if (SM.isInSystemHeader(File))
    return true;
  clang::PresumedLoc P = SM.getPresumedLoc(File);
  return P.isValid() &&
         llvm::StringRef(P.getFilename()).starts_with(cudaIncludeDir());
}

llvm::StringRef cccIncludeDir() { return "/metalify-virtual/cccl-include"; }

bool isCcclHeaderPath(llvm::StringRef Path) {
  return Path.starts_with(cccIncludeDir());
}

namespace {

/// Mounts \p Count embedded files under \p Dir of \p Headers.
void mount(llvm::vfs::InMemoryFileSystem &Headers, llvm::StringRef Dir,
           const EmbeddedFile *Files, unsigned Count) {
  for (unsigned I = 0; I != Count; ++I) {
    const EmbeddedFile &F = Files[I];
    llvm::SmallString<128> Path(Dir);
    llvm::sys::path::append(Path, llvm::sys::path::Style::posix, F.Path);
    // The embedded text lives for the whole program: no copy needed.
    Headers.addFile(Path, /*ModificationTime=*/0,
                    llvm::MemoryBuffer::getMemBuffer(
                        llvm::StringRef(F.Contents, F.Size), Path,
                        /*RequiresNullTerminator=*/false));
  }
}

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
createCudaHeaderOverlay(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base) {
  auto Headers = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  mount(*Headers, cudaIncludeDir(), EmbeddedCudaHeaders,
        EmbeddedCudaHeaders_count);
  mount(*Headers, cccIncludeDir(), EmbeddedCcclHeaders,
        EmbeddedCcclHeaders_count);
  mount(*Headers, cccIncludeDir(), EmbeddedGeneratedCcclHeaders,
        EmbeddedGeneratedCcclHeaders_count);
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      std::move(Base));
  Overlay->pushOverlay(std::move(Headers));
  return Overlay;
}

} // namespace metalify
