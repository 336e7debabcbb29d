//===- TranslatedFiles.cpp - Files translated with the main file ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/TranslatedFiles.h"
#include "Driver/CudaHeaders.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

namespace metalify {
namespace {

/// True when \p D is device code whose text the host compiler cannot
/// take: a kernel or device-only function definition (its body may read
/// threadIdx or call __syncthreads), or a __device__, __constant__ or
/// __shared__ variable.
bool isDeviceDefinition(const clang::Decl *D) {
  if (const auto *V = llvm::dyn_cast<clang::VarDecl>(D))
    return V->hasAttr<clang::CUDADeviceAttr>() ||
           V->hasAttr<clang::CUDAConstantAttr>() ||
           V->hasAttr<clang::CUDASharedAttr>();
  const clang::FunctionDecl *FD = llvm::dyn_cast<clang::FunctionDecl>(D);
  if (const auto *T = llvm::dyn_cast<clang::FunctionTemplateDecl>(D))
    FD = T->getTemplatedDecl();
  if (!FD || !FD->doesThisDeclarationHaveABody())
    return false;
  return FD->hasAttr<clang::CUDAGlobalAttr>() ||
         (FD->hasAttr<clang::CUDADeviceAttr>() &&
          !FD->hasAttr<clang::CUDAHostAttr>());
}

/// True when \p D is device code the host compiler cannot take, or a class
/// (or class template) whose body defines such a member function: nvcc's
/// host pass never sees `__device__ float inf() { return
/// __int_as_float(...); }` in a struct either.
bool holdsDeviceDefinition(const clang::Decl *D) {
  if (isDeviceDefinition(D))
    return true;
  const auto *R = llvm::dyn_cast<clang::CXXRecordDecl>(D);
  if (const auto *T = llvm::dyn_cast<clang::ClassTemplateDecl>(D))
    R = T->getTemplatedDecl();
  if (!R || !R->isThisDeclarationADefinition())
    return false;
  return llvm::any_of(R->decls(), [](const clang::Decl *M) {
    return !M->isImplicit() && holdsDeviceDefinition(M);
  });
}

/// The files holding device code the host compiler cannot take, from the
/// top-level declarations (namespaces and linkage blocks included).
void collectDeviceFiles(const clang::DeclContext &DC,
                        const clang::SourceManager &SM,
                        llvm::DenseSet<clang::FileID> &Out) {
  for (const clang::Decl *D : DC.decls()) {
    if (const auto *Nested = llvm::dyn_cast<clang::DeclContext>(D))
      if (llvm::isa<clang::NamespaceDecl, clang::LinkageSpecDecl>(D))
        collectDeviceFiles(*Nested, SM, Out);
    if (holdsDeviceDefinition(D) && !D->isImplicit())
      Out.insert(SM.getFileID(SM.getFileLoc(D->getLocation())));
  }
}

bool isCudaSource(const clang::SourceManager &SM, clang::FileID File) {
  clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  return Entry && llvm::sys::path::extension(Entry->getName()) == ".cu";
}

/// Our CUB and Thrust are translated with every program that uses them:
/// the host compiler never sees their device code, nor needs their path.
bool isCcclHeader(const clang::SourceManager &SM, clang::FileID File) {
  clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  return Entry && isCcclHeaderPath(Entry->getName());
}

/// Adds to \p Files every file that includes one of them, directly or not:
/// a header left to the host compiler must not bring device code in.
void addIncluders(const clang::SourceManager &SM,
                  const std::vector<IncludeDirective> &Includes,
                  llvm::DenseSet<clang::FileID> &Files) {
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const IncludeDirective &Inc : Includes)
      if (Inc.Entered.isValid() && Files.contains(Inc.Entered))
        Changed |= Files.insert(SM.getFileID(Inc.HashLoc)).second;
  }
}

} // namespace

TranslatedFiles
TranslatedFiles::compute(clang::ASTContext &Context,
                         const std::vector<IncludeDirective> &Includes) {
  const clang::SourceManager &SM = Context.getSourceManager();
  llvm::DenseSet<clang::FileID> DeviceFiles;
  collectDeviceFiles(*Context.getTranslationUnitDecl(), SM, DeviceFiles);
  // A file that names one of our CUB/Thrust headers, entered or not, is
  // translated too: the host compiler cannot find them.
  for (const IncludeDirective &Inc : Includes)
    if (isCcclHeaderPath(Inc.Resolved))
      DeviceFiles.insert(SM.getFileID(Inc.HashLoc));
  addIncluders(SM, Includes, DeviceFiles);
  TranslatedFiles Out;
  Out.Files.insert(SM.getMainFileID());
  // Directives come in source order, so an includer is decided before the
  // files it includes.
  for (const IncludeDirective &Inc : Includes) {
    if (Inc.Entered.isInvalid() ||
        !Out.Files.contains(SM.getFileID(Inc.HashLoc)))
      continue;
    if (!isCudaSource(SM, Inc.Entered) && !DeviceFiles.contains(Inc.Entered) &&
        !isCcclHeader(SM, Inc.Entered))
      continue;
    // Our CUDA headers and system headers stay included.
    if (SM.isInSystemHeader(SM.getLocForStartOfFile(Inc.Entered)) ||
        isInCudaOrSystemHeader(SM, SM.getLocForStartOfFile(Inc.Entered)))
      continue;
    Out.Files.insert(Inc.Entered);
    Out.Merged.push_back(&Inc);
  }
  return Out;
}

} // namespace metalify
