//===- LibraryCallRewrite.cpp - Device library calls from rows ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/LibraryCallRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/LibraryRow.h"
#include "Analysis/MacroUse.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"
#include "Rules/RuleTemplate.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/SmallString.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"

using namespace clang;

namespace metalify {
namespace {

/// The floating type an integer argument is implicitly converted to
/// (`__powf(2, i)` passes 2.0f), else null. Metal's math functions are
/// overloaded on float and half, so the integer text alone is ambiguous
/// there: the conversion is spelled out.
const ImplicitCastExpr *integerToFloat(const Expr *Arg) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(Arg);
  if (!Cast || Cast->getCastKind() != CK_IntegralToFloating)
    return nullptr;
  return Cast;
}

/// \p Arg's text, with an implicit integer-to-float conversion spelled out.
std::string argText(const Expr *Arg, RewriteContext &C) {
  std::string Text = C.Edits.render(Arg->getSourceRange());
  if (const ImplicitCastExpr *Cast = integerToFloat(Arg))
    return C.Spell.type(Cast->getType().getUnqualifiedType()) + "(" + Text +
           ")";
  return Text;
}

RuleArg describe(const Expr *Arg, RewriteContext &C) {
  RuleArg A(argText(Arg, C));
  QualType T = Arg->IgnoreParenImpCasts()->getType();
  if (T->isArrayType())
    T = C.Ctx.getArrayDecayedType(T);
  if (T->isPointerType()) {
    QualType Pointee = T->getPointeeType().getUnqualifiedType();
    A.Pointee = C.Spell.type(Pointee);
    A.AddressSpace = C.Spell.addressSpace(C.spaceOf(Arg));
    A.Type = A.AddressSpace + " " + A.Pointee + " *";
    return A;
  }
  A.Type = C.Spell.type(Arg->getType().getUnqualifiedType());
  return A;
}

bool isDeviceLibraryCall(const CallExpr *Call) {
  if (isa<CUDAKernelCallExpr>(Call) || isa<CXXOperatorCallExpr>(Call) ||
      isa<CXXMemberCallExpr>(Call))
    return false;
  const FunctionDecl *Callee = Call->getDirectCallee();
  return Callee && !DeviceCallGraph::deviceDefinition(Callee) &&
         Callee->getIdentifier();
}

/// A plain (possibly qualified) name renames the callee; anything else,
/// a template or a complete expression (`0u`), replaces the whole call.
bool isRename(llvm::StringRef Metal) { return isRenameMapping(Metal); }

/// True when a parameter or local variable of \p F is named \p Name, so
/// that an unqualified call of that name would call the variable.
bool isShadowedLocally(const FunctionDecl *F, llvm::StringRef Name) {
  // Block-scope declarations are members of their function's DeclContext.
  for (const Decl *D : F->decls())
    if (const auto *ND = dyn_cast<NamedDecl>(D);
        ND && ND->getIdentifier() && ND->getName() == Name)
      return true;
  return false;
}

/// The callee text of a rename: qualified when a local name hides it
/// (`float *fmax` makes `fmax(a, b)` call the pointer).
std::string renamedCallee(llvm::StringRef Metal, RewriteContext &C) {
  llvm::StringRef First = Metal.split("::").first;
  if (!isShadowedLocally(C.Clone.Function, First))
    return Metal.str();
  return C.Spell.qualifiedLibraryName(Metal);
}

/// True when the value of \p Call is discarded: it is an expression
/// statement (a branch, case or loop body included), the left of a comma,
/// a `(void)` cast, or a for-loop increment.
bool isDiscarded(const CallExpr *Call, ASTContext &Ctx) {
  DynTypedNode Node = DynTypedNode::create(*Call);
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(Node);
    if (Parents.empty())
      return false;
    const DynTypedNode &P = Parents[0];
    if (P.get<ParenExpr>() || P.get<ExprWithCleanups>() ||
        P.get<ImplicitCastExpr>()) {
      Node = P;
      continue;
    }
    if (P.get<CompoundStmt>() || P.get<SwitchCase>() || P.get<LabelStmt>())
      return true;
    if (const auto *Cast = P.get<ExplicitCastExpr>())
      return Cast->getType()->isVoidType();
    if (const auto *B = P.get<BinaryOperator>())
      return B->getOpcode() == BO_Comma && B->getLHS() == Node.get<Expr>();
    const Expr *E = Node.get<Expr>();
    if (const auto *For = P.get<ForStmt>())
      return For->getInc() == E || For->getBody() == E;
    // The branch or body of if/while/do (not its condition).
    if (const auto *If = P.get<IfStmt>())
      return If->getCond() != E;
    if (const auto *While = P.get<WhileStmt>())
      return While->getCond() != E;
    if (const auto *Do = P.get<DoStmt>())
      return Do->getCond() != E;
    return false;
  }
}

/// The texts of the call's explicit template arguments, as rewritten
/// (tiled_partition<32>(b): "32").
std::vector<std::string> templateArgs(const CallExpr *Call, RewriteContext &C) {
  std::vector<std::string> Out;
  const auto *Ref =
      dyn_cast<DeclRefExpr>(Call->getCallee()->IgnoreParenImpCasts());
  if (!Ref)
    return Out;
  // A constant argument is its value: in a template's instance it is
  // written as a parameter (`tiled_partition<G>`), which the row's
  // conditions cannot read.
  const TemplateArgumentList *Resolved = nullptr;
  if (const FunctionDecl *Callee = Call->getDirectCallee())
    Resolved = Callee->getTemplateSpecializationArgs();
  for (const TemplateArgumentLoc &A : Ref->template_arguments()) {
    unsigned Index = Out.size();
    if (Resolved && Index < Resolved->size() &&
        Resolved->get(Index).getKind() == TemplateArgument::Integral &&
        A.getArgument().getKind() == TemplateArgument::Expression) {
      llvm::SmallString<16> Value;
      Resolved->get(Index).getAsIntegral().toString(Value, 10);
      Out.push_back(Value.str().str());
      continue;
    }
    Out.push_back(C.Edits.render(A.getSourceRange()));
  }
  return Out;
}

void applyRow(const CallExpr *Call, const Rule &R, RewriteContext &C) {
  std::string Name = R.Name;
  if (R.Status == RuleStatus::Unsupported) {
    C.report(Call->getBeginLoc(),
             R.Diagnostic.empty() ? "MTL2012" : R.Diagnostic, {Name, R.Note});
    return;
  }
  std::vector<RuleArg> Args;
  for (const Expr *Arg : Call->arguments())
    Args.push_back(describe(Arg, C));
  RuleCallFacts Facts;
  Facts.Result = isDiscarded(Call, C.Ctx) ? "unused" : "used";
  std::vector<std::string> TemplateArgs = templateArgs(Call, C);
  Facts.TemplateArgs = TemplateArgs;
  Facts.MslVersion = C.MslVersion.str();
  // An unsupported overload (a tile size Metal cannot give) raises its own
  // diagnostic (with its note).
  RuleMapping Selected = selectMapping(R, Args, Facts);
  if (Selected.Status == RuleStatus::Unsupported &&
      !Selected.Diagnostic.empty()) {
    C.report(Call->getBeginLoc(), Selected.Diagnostic,
             {Name, Selected.Note.str()});
    return;
  }
  std::optional<std::string> Text =
      C.acceptExpansion(Call->getBeginLoc(), Name,
                        expandCallWithFacts(R, Args, TemplateArgs, Facts));
  if (!Text)
    return;
  if (isRename(Selected.Metal)) {
    C.replace(Call->getCallee()->IgnoreParenImpCasts()->getSourceRange(),
              renamedCallee(*Text, C));
    for (const Expr *Arg : Call->arguments())
      if (integerToFloat(Arg))
        C.replace(Arg->getSourceRange(), argText(Arg, C));
  } else
    C.replace(Call->getSourceRange(), *Text);
}

/// The namespace that \p D, a using-directive or a namespace alias,
/// names; else null.
const NamespaceDecl *nominatedNamespace(const Decl *D) {
  if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(D))
    return Directive->getNominatedNamespace();
  if (const auto *Alias = dyn_cast<NamespaceAliasDecl>(D))
    return Alias->getNamespace();
  return nullptr;
}

/// True when \p D only makes names of our CUDA headers or the C++ library
/// visible (`namespace cg = cooperative_groups;`, `using std::min;`).
/// Those names never reach the MSL as written: their calls and types
/// become what their rows say, and the MSL has no such namespace.
bool bringsLibraryNames(const Decl *D, const SourceManager &SM) {
  if (const NamespaceDecl *NS = nominatedNamespace(D))
    return isInCudaOrSystemHeader(SM, NS->getCanonicalDecl()->getLocation());
  const auto *Using = dyn_cast<UsingDecl>(D);
  if (!Using || Using->shadow_size() == 0)
    return false;
  return llvm::all_of(Using->shadows(), [&](const UsingShadowDecl *Shadow) {
    return isInCudaOrSystemHeader(SM, Shadow->getTargetDecl()->getLocation());
  });
}

/// Drops \p S when it is a using-declaration, using-directive or
/// namespace alias in a body that only brings library names (those of the
/// user's namespaces stay: the MSL keeps the namespaces). Returns true
/// when dropped.
bool dropLibraryUsing(const Stmt *S, RewriteContext &C) {
  const auto *Decls = dyn_cast<DeclStmt>(S);
  const SourceManager &SM = C.Ctx.getSourceManager();
  if (!Decls || !llvm::all_of(Decls->decls(), [&](const Decl *D) {
        return bringsLibraryNames(D, SM);
      }))
    return false;
  C.replace(Decls->getSourceRange(), "");
  return true;
}

} // namespace

void LibraryCallRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (dropLibraryUsing(S, C))
    return;
  const auto *Call = dyn_cast<CallExpr>(S);
  if (!Call || !isDeviceLibraryCall(Call))
    return;
  // The call is part of a table macro (assert's __assert_fail), which
  // MacroRowRewrite replaces as a whole.
  if (inTableMacroBody(Call->getBeginLoc(), C.Rules, C.Ctx))
    return;
  const Rule *R = libraryRow(Call->getDirectCallee(), C.Rules);
  if (!R) {
    C.report(Call->getBeginLoc(), "MTL2014",
             {Call->getDirectCallee()->getNameAsString()});
    return;
  }
  applyRow(Call, *R, C);
}

} // namespace metalify
