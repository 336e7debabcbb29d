//===- DeviceRewrite.cpp - One construct family's body rewrite ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/DeviceRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/PointerFlow.h"
#include "Rewrites/BuiltinVariableRewrite.h"
#include "Rewrites/CompileTimeCallRewrite.h"
#include "Rewrites/ConstexprIfRewrite.h"
#include "Rewrites/ConstructorRewrite.h"
#include "Rewrites/DoubleConditionalRewrite.h"
#include "Rewrites/VectorComponentAddressRewrite.h"
#include "Rewrites/DoubleContractionRewrite.h"
#include "Rewrites/DoubleLiteralRewrite.h"
#include "Rewrites/GlobalVariableRewrite.h"
#include "Rewrites/HelperCallRewrite.h"
#include "Rewrites/InlineAsmRewrite.h"
#include "Rewrites/LambdaRewrite.h"
#include "Rewrites/LibraryCallRewrite.h"
#include "Rewrites/LibraryTypeConversionRewrite.h"
#include "Rewrites/MacroRowRewrite.h"
#include "Rewrites/PointerTypeRewrite.h"
#include "Rewrites/ReservedNameRewrite.h"
#include "Rewrites/SharedLockstepRewrite.h"
#include "Rewrites/SharedMemoryRewrite.h"
#include "Rewrites/SourceEdits.h"
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Rewrites/TypeRewrite.h"
#include "Rewrites/UnsupportedConstructCheck.h"
#include "Rewrites/VolatileLockstepRewrite.h"
#include "Rewrites/WarpMaskCheck.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace metalify {

DeviceRewrite::~DeviceRewrite() = default;

bool RewriteContext::isKernel() const {
  return Clone.Function->hasAttr<CUDAGlobalAttr>();
}

namespace {

/// The join of the spaces of \p Origins in \p C's copy.
AddressSpace originSpace(const RewriteContext &C,
                         llvm::ArrayRef<PointerOrigin> Origins) {
  AddressSpace S = AddressSpace::Unknown;
  for (PointerOrigin O : Origins) {
    if (const auto *Call = O.dyn_cast<const CallExpr *>()) {
      auto It = C.Clone.Calls.find(Call);
      if (It != C.Clone.Calls.end())
        S = join(S, C.Clones[It->second].Return);
      continue;
    }
    if (O.is<const CXXThisExpr *>()) {
      S = join(S, C.Clone.This);
      continue;
    }
    if (O.is<const StringLiteral *>()) {
      S = join(S, AddressSpace::Constant);
      continue;
    }
    if (O.is<const FieldDecl *>()) {
      S = join(S, AddressSpace::Device);
      continue;
    }
    const auto *V = O.get<const VarDecl *>();
    if (V->getType()->isPointerType() || V->getType()->isReferenceType())
      S = join(S, C.Clone.spaceOf(V));
    else
      S = join(S, storageSpace(V));
  }
  return S;
}

} // namespace

AddressSpace RewriteContext::spaceOf(const Expr *E) const {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  pointerOrigins(E, Origins);
  return originSpace(*this, Origins);
}

AddressSpace RewriteContext::storageSpaceOf(const Expr *E) const {
  llvm::SmallVector<PointerOrigin, 4> Origins;
  storageOrigins(E, Origins);
  return originSpace(*this, Origins);
}

void RewriteContext::report(SourceLocation Loc, llvm::StringRef Id,
                            llvm::ArrayRef<std::string> Args) {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation FileLoc = SM.getExpansionLoc(Loc);
  std::string Key = Id.str() + "@" + FileLoc.printToString(SM);
  auto [It, First] = Module.Reported.try_emplace(Key);
  if (First) {
    if (!Diags.report(SM, FileLoc, Id, Args))
      return;
    const EmittedDiagnostic &D = Diags.emitted().back();
    if (D.Marker)
      It->second = D.markerComment() + " ";
  }
  // Every copy of the code carries the marker, the diagnostic prints once.
  if (!It->second.empty())
    Edits.insertBefore(FileLoc, It->second);
}

void RewriteContext::replace(SourceRange R, std::string Text) {
  if (!Edits.replace(R, std::move(Text)))
    report(R.getBegin(), "MTL2022");
}

std::optional<std::string>
RewriteContext::acceptExpansion(SourceLocation Loc, llvm::StringRef Name,
                                llvm::Expected<RuleExpansion> X) {
  if (!X) {
    report(Loc, "MTL2015", {Name.str(), llvm::toString(X.takeError())});
    return std::nullopt;
  }
  if (compareMslVersions(X->Mapping.MinMsl, MslVersion) > 0) {
    report(Loc, "MTL2023",
           {Name.str(), X->Mapping.MinMsl.str(), MslVersion.str()});
    return std::nullopt;
  }
  if (!X->Mapping.Diagnostic.empty())
    report(Loc, X->Mapping.Diagnostic, {Name.str(), X->Mapping.Note.str()});
  for (const std::string &H : X->Mapping.Helpers)
    Module.RuleHelpers.push_back(H);
  return std::move(X->Text);
}

namespace {

/// Walks one body in post order and dispatches to the rewrites.
class BodyRewriter : public RecursiveASTVisitor<BodyRewriter> {
public:
  BodyRewriter(RewriteContext &C,
               llvm::ArrayRef<std::unique_ptr<DeviceRewrite>> Rewrites)
      : C(C), Rewrites(Rewrites) {}

  bool shouldTraversePostOrder() const { return true; }

  /// A call evaluated at compile time becomes its value; what is inside it
  /// is not in the MSL, so no rewrite sees it.
  bool dataTraverseStmtPre(Stmt *S) {
    return !CompileTimeCallRewrite::rewrite(S, C);
  }

  bool VisitStmt(Stmt *S) {
    for (const auto &R : Rewrites)
      R->stmt(S, C);
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    for (const auto &R : Rewrites)
      R->typeLoc(TL, C);
    return true;
  }

private:
  RewriteContext &C;
  llvm::ArrayRef<std::unique_ptr<DeviceRewrite>> Rewrites;
};

} // namespace

std::vector<std::unique_ptr<DeviceRewrite>> createBodyRewrites() {
  std::vector<std::unique_ptr<DeviceRewrite>> R;
  R.push_back(std::make_unique<UnsupportedConstructCheck>());
  R.push_back(std::make_unique<ConstexprIfRewrite>());
  R.push_back(std::make_unique<TypeRewrite>());
  R.push_back(std::make_unique<DoubleLiteralRewrite>());
  R.push_back(std::make_unique<DoubleConditionalRewrite>());
  R.push_back(std::make_unique<VectorComponentAddressRewrite>());
  R.push_back(std::make_unique<LibraryTypeConversionRewrite>());
  R.push_back(std::make_unique<DoubleContractionRewrite>());
  R.push_back(std::make_unique<BuiltinVariableRewrite>());
  R.push_back(std::make_unique<ReservedNameRewrite>());
  R.push_back(std::make_unique<HelperCallRewrite>());
  R.push_back(std::make_unique<ConstructorRewrite>());
  R.push_back(std::make_unique<TemplateInstanceRewrite>());
  R.push_back(std::make_unique<WarpMaskCheck>());
  R.push_back(std::make_unique<LibraryCallRewrite>());
  R.push_back(std::make_unique<InlineAsmRewrite>());
  R.push_back(std::make_unique<PointerTypeRewrite>());
  R.push_back(std::make_unique<SharedMemoryRewrite>());
  R.push_back(std::make_unique<MacroRowRewrite>());
  R.push_back(std::make_unique<GlobalVariableRewrite>());
  R.push_back(std::make_unique<VolatileLockstepRewrite>());
  // Acts on the whole body once its statements are rewritten.
  R.push_back(std::make_unique<SharedLockstepRewrite>());
  // Last: a lambda's text is moved out with every other rewrite inside it.
  R.push_back(std::make_unique<LambdaRewrite>());
  return R;
}

void rewriteBody(RewriteContext &C,
                 llvm::ArrayRef<std::unique_ptr<DeviceRewrite>> Rewrites) {
  BodyRewriter Rewriter(C, Rewrites);
  for (const Stmt *S : DeviceCallGraph::code(C.Clone.Function))
    Rewriter.TraverseStmt(const_cast<Stmt *>(S));
}

} // namespace metalify
