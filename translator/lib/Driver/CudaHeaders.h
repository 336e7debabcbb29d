//===- CudaHeaders.h - Our CUDA headers as a virtual directory -*- C++ -*-===//
//
// Part of metalify. The headers of translator/cuda-include are compiled into
// the binary; the parser sees them in a virtual directory laid over the real
// file system, so the tool needs no CUDA installation and nothing installed
// beside it (DESIGN.md decision 1).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_DRIVER_CUDAHEADERS_H
#define METALIFY_DRIVER_CUDAHEADERS_H

#include "llvm/ADT/IntrusiveRefCntPtr.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class SourceLocation;
class SourceManager;
} // namespace clang

namespace llvm::vfs {
class FileSystem;
}

namespace metalify {

/// The virtual directory that holds our CUDA headers.
llvm::StringRef cudaIncludeDir();

/// The virtual directory that holds our CUB and Thrust (translator/
/// cccl-include): CUDA C++ that is translated like the program's own code,
/// so it is searched like a user's -I directory, after the user's own.
llvm::StringRef cccIncludeDir();

/// Whether \p Path lies in cccIncludeDir().
bool isCcclHeaderPath(llvm::StringRef Path);

/// Whether \p Loc (its expansion) lies in our CUDA headers or a system
/// header. Our headers are reached through the forced include of
/// cuda_runtime.h by its full path, which Clang does not mark as a system
/// header, so the path decides.
bool isInCudaOrSystemHeader(const clang::SourceManager &SM,
                            clang::SourceLocation Loc);

/// \p Base with our CUDA headers mounted at cudaIncludeDir() and our
/// CUB/Thrust at cccIncludeDir().
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
createCudaHeaderOverlay(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base);

} // namespace metalify

#endif
