//===- DeviceCodeRemoval.cpp - Device-only code leaves host code ----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeviceCodeRemoval.h"
#include "Analysis/BuiltinUsage.h"
#include "Rewrites/DeviceCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace metalify {
namespace {

/// Collects the device-only declarations written by the user.
class DeviceDeclCollector
    : public clang::RecursiveASTVisitor<DeviceDeclCollector> {
public:
  std::vector<const clang::FunctionDecl *> Functions;
  std::vector<const clang::VarDecl *> Variables;

  // A declaration inside a function body (`extern __device__ void
  // error(void);` in a device member) goes with that body: removing it
  // again would edit text that is already gone.
  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    if (!FD->isImplicit() && !inBody(*FD) && isDeviceOnly(*FD))
      Functions.push_back(FD);
    return true;
  }
  bool VisitVarDecl(clang::VarDecl *VD) {
    if (!VD->isImplicit() && !inBody(*VD) && isDeviceVariable(*VD))
      Variables.push_back(VD);
    return true;
  }

private:
  static bool inBody(const clang::Decl &D) {
    return D.getLexicalDeclContext()->isFunctionOrMethod();
  }
};

/// Finds host-code references to removed variables.
class HostUseFinder : public clang::RecursiveASTVisitor<HostUseFinder> {
public:
  explicit HostUseFinder(
      const llvm::SmallPtrSetImpl<const clang::VarDecl *> &Removed)
      : Removed(Removed) {}
  std::vector<const clang::DeclRefExpr *> Uses;

  bool TraverseDecl(clang::Decl *D) {
    if (const auto *FD = llvm::dyn_cast_or_null<clang::FunctionDecl>(D))
      if (isKernel(*FD) || isDeviceOnly(*FD))
        return true;
    if (const auto *VD = llvm::dyn_cast_or_null<clang::VarDecl>(D))
      if (isDeviceVariable(*VD))
        return true;
    return RecursiveASTVisitor::TraverseDecl(D);
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *VD = llvm::dyn_cast<clang::VarDecl>(E->getDecl()))
      if (Removed.count(VD->getCanonicalDecl()))
        Uses.push_back(E);
    return true;
  }

private:
  const llvm::SmallPtrSetImpl<const clang::VarDecl *> &Removed;
};

} // namespace

void DeviceCodeRemoval::run() {
  DeviceDeclCollector Collector;
  Collector.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const clang::FunctionDecl *FD : Collector.Functions)
    remove(*FD, "device function '" + FD->getNameAsString() + "'");
  for (const clang::VarDecl *VD : Collector.Variables) {
    if (isManagedVariable(*VD)) {
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(VD->getLocation()),
                       "MTL1015", {VD->getNameAsString()});
      continue;
    }
    // __constant__ and __device__ globals become symbol handles.
    if (BuiltinUsage::isDeviceGlobal(VD))
      continue;
    if (remove(*VD, "device variable '" + VD->getNameAsString() + "'"))
      RemovedVariables.insert(VD->getCanonicalDecl());
  }
  checkHostUses();
}

bool DeviceCodeRemoval::remove(const clang::Decl &D, llvm::StringRef What) {
  if (isFromSystemHeader(Ctx, D))
    return true;
  clang::SourceLocation Loc = Ctx.SM.getFileLoc(D.getLocation());
  // Device code in the user's headers stays there; the host build of the
  // translated file sees it only through that header.
  if (!Ctx.Unit.isWrittenInTranslatedFile(Loc))
    return true;
  clang::CharSourceRange Range = mainFileDeclRange(Ctx, D);
  if (Range.isInvalid()) {
    Ctx.Diags.report(Ctx.SM, Loc, "MTL1014", {What.str()});
    return false;
  }
  // `__device__ int a, b;` is one range for both variables: remove it once.
  unsigned Begin = Ctx.SM.getFileOffset(Range.getBegin());
  if (!RemovedOffsets.insert(Begin).second)
    return true;
  Ctx.Rewrite.RemoveText(growToWholeLines(Ctx, Range));
  return true;
}

void DeviceCodeRemoval::checkHostUses() {
  if (RemovedVariables.empty())
    return;
  HostUseFinder Finder(RemovedVariables);
  Finder.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const clang::DeclRefExpr *Use : Finder.Uses)
    Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Use->getLocation()), "MTL1012",
                     {Use->getDecl()->getNameAsString()});
}

} // namespace metalify
