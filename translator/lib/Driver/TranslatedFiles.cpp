//===- TranslatedFiles.cpp - Files translated with the main file ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/TranslatedFiles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Path.h"

namespace metalify {
namespace {

/// The files holding a kernel definition, from the top-level declarations
/// (namespaces and linkage blocks included).
void collectKernelFiles(const clang::DeclContext &DC,
                        const clang::SourceManager &SM,
                        llvm::DenseSet<clang::FileID> &Out) {
  for (const clang::Decl *D : DC.decls()) {
    if (const auto *Nested = llvm::dyn_cast<clang::DeclContext>(D))
      if (llvm::isa<clang::NamespaceDecl, clang::LinkageSpecDecl>(D))
        collectKernelFiles(*Nested, SM, Out);
    const clang::FunctionDecl *FD = llvm::dyn_cast<clang::FunctionDecl>(D);
    if (const auto *T = llvm::dyn_cast<clang::FunctionTemplateDecl>(D))
      FD = T->getTemplatedDecl();
    if (!FD || !FD->hasAttr<clang::CUDAGlobalAttr>() ||
        !FD->doesThisDeclarationHaveABody())
      continue;
    Out.insert(SM.getFileID(SM.getFileLoc(FD->getLocation())));
  }
}

bool isCudaSource(const clang::SourceManager &SM, clang::FileID File) {
  clang::OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  return Entry && llvm::sys::path::extension(Entry->getName()) == ".cu";
}

} // namespace

TranslatedFiles
TranslatedFiles::compute(clang::ASTContext &Context,
                         const std::vector<IncludeDirective> &Includes) {
  const clang::SourceManager &SM = Context.getSourceManager();
  llvm::DenseSet<clang::FileID> KernelFiles;
  collectKernelFiles(*Context.getTranslationUnitDecl(), SM, KernelFiles);
  TranslatedFiles Out;
  Out.Files.insert(SM.getMainFileID());
  // Directives come in source order, so an includer is decided before the
  // files it includes.
  for (const IncludeDirective &Inc : Includes) {
    if (Inc.Entered.isInvalid() ||
        !Out.Files.contains(SM.getFileID(Inc.HashLoc)))
      continue;
    if (!isCudaSource(SM, Inc.Entered) && !KernelFiles.contains(Inc.Entered))
      continue;
    Out.Files.insert(Inc.Entered);
    Out.Merged.push_back(&Inc);
  }
  return Out;
}

} // namespace metalify
