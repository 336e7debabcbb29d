//===- HostApiCallCheck.cpp - CUDA runtime calls the shim lacks -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HostApiCallCheck.h"
#include "Driver/CudaHeaders.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

namespace metalify {
namespace {

/// Whether \p FD is declared in our CUDA headers and callable from host code.
bool isCudaHostFunction(const clang::SourceManager &SM,
                        const clang::FunctionDecl &FD) {
  if (FD.hasAttr<clang::CUDADeviceAttr>() && !FD.hasAttr<clang::CUDAHostAttr>())
    return false;
  if (FD.hasAttr<clang::CUDAGlobalAttr>() || !FD.getIdentifier())
    return false;
  clang::PresumedLoc P =
      SM.getPresumedLoc(SM.getExpansionLoc(FD.getLocation()));
  return P.isValid() &&
         llvm::StringRef(P.getFilename()).starts_with(cudaIncludeDir());
}

/// Collects the calls written in the main file to host functions of our
/// CUDA headers.
class HostCallCollector : public clang::RecursiveASTVisitor<HostCallCollector> {
public:
  HostCallCollector(const ParsedUnit &Unit, const clang::SourceManager &SM)
      : Unit(Unit), SM(SM) {}

  /// The configuration call Clang builds for `<<<...>>>` is not the user's.
  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *Launch) {
    LaunchConfigs.insert(Launch->getConfig());
    return true;
  }

  bool VisitCallExpr(clang::CallExpr *Call) {
    if (LaunchConfigs.contains(Call))
      return true;
    const clang::FunctionDecl *Callee = Call->getDirectCallee();
    if (Callee &&
        Unit.isWrittenInTranslatedFile(SM.getExpansionLoc(Call->getBeginLoc())) &&
        isCudaHostFunction(SM, *Callee))
      Calls.push_back(Call);
    return true;
  }

  std::vector<const clang::CallExpr *> Calls;

private:
  const ParsedUnit &Unit;
  const clang::SourceManager &SM;
  llvm::DenseSet<const clang::CallExpr *> LaunchConfigs;
};

} // namespace

void HostApiCallCheck::run() {
  HostCallCollector Collector(Ctx.Unit, Ctx.SM);
  Collector.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const clang::CallExpr *Call : Collector.Calls)
    check(*Call);
}

void HostApiCallCheck::check(const clang::CallExpr &Call) {
  std::string Name = Call.getDirectCallee()->getNameAsString();
  const Rule *R = Rules.find(Name);
  if (!R) {
    Ctx.Diags.report(Ctx.SM, Call.getBeginLoc(), "MTL1021",
                     {Name, "it has no row in the mapping table"});
    return;
  }
  // Other kinds (e.g. a __host__ __device__ conversion) are not the
  // runtime's: their rows say how device code spells them.
  if (R->Kind != RuleKind::HostApi)
    return;
  if (R->Status == RuleStatus::Unsupported)
    Ctx.Diags.report(Ctx.SM, Call.getBeginLoc(),
                     R->Diagnostic.empty() ? "MTL1021" : R->Diagnostic,
                     {Name, R->Note});
  // A supported call may still differ from CUDA (e.g. an ignored hint).
  else if (!R->Diagnostic.empty())
    Ctx.Diags.report(Ctx.SM, Call.getBeginLoc(), R->Diagnostic,
                     {Name, R->Note});
}

} // namespace metalify
