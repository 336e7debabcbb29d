//===- LambdaRewrite.cpp - Lambdas as function objects --------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/LambdaRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/WriteAnalysis.h"
#include "Rewrites/BuiltinVariableRewrite.h"
#include "Rewrites/HelperSignatureRewrite.h"
#include "Rewrites/MemberFunctionRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/NamespaceScope.h"
#include "Rewrites/SourceEdits.h"
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Rules/RuleTemplate.h"

#include "metalify/translator/Diagnostics.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// The function a lambda's closure type is declared in: a plain function,
/// or the call operator of an enclosing lambda. Null at namespace scope.
const FunctionDecl *owner(const CXXRecordDecl *Closure) {
  return dyn_cast<FunctionDecl>(Closure->getDeclContext());
}

/// True for the call operator of a closure type.
bool isLambdaOperator(const FunctionDecl *F) {
  const auto *M = dyn_cast_or_null<CXXMethodDecl>(F);
  return M && M->getParent()->isLambda();
}

/// The outermost function around \p Closure that is not itself a lambda's
/// call operator: its namespace is the struct's.
const FunctionDecl *scopeFunction(const CXXRecordDecl *Closure) {
  const FunctionDecl *F = owner(Closure);
  while (isLambdaOperator(F))
    F = owner(cast<CXXMethodDecl>(F)->getParent());
  return F;
}

/// The lambdas written directly in one function body, in source order
/// (those nested in them belong to their own call operators).
class LambdaFinder : public RecursiveASTVisitor<LambdaFinder> {
public:
  explicit LambdaFinder(const FunctionDecl *Owner) : Owner(Owner) {}
  bool VisitLambdaExpr(LambdaExpr *L) {
    if (owner(L->getLambdaClass()) == Owner)
      Found.push_back(L->getLambdaClass());
    return true;
  }
  const FunctionDecl *Owner;
  std::vector<const CXXRecordDecl *> Found;
};

/// `<function>_lambda_<n>`; a lambda in a lambda is named after the outer
/// one (and the instance of a generic outer one).
std::string structName(const CXXRecordDecl *Closure, const MslSpelling &Spell) {
  const FunctionDecl *Owner = owner(Closure);
  if (!Owner || !Owner->getBody())
    return "lambda";
  std::string Prefix;
  if (isLambdaOperator(Owner)) {
    Prefix = structName(cast<CXXMethodDecl>(Owner)->getParent(), Spell);
    // What TemplateInstanceRewrite appends for a generic lambda's instance.
    std::string Instance = TemplateInstanceRewrite::name(Owner, Spell);
    Prefix += Instance.substr(Owner->getNameAsString().size());
  } else {
    if (const auto *M = dyn_cast<CXXMethodDecl>(Owner))
      Prefix = M->getParent()->getNameAsString() + "_";
    Prefix += TemplateInstanceRewrite::name(Owner, Spell);
  }
  LambdaFinder Finder(Owner);
  Finder.TraverseStmt(Owner->getBody());
  auto It = llvm::find(Finder.Found, Closure);
  return Prefix + "_lambda_" + std::to_string(It - Finder.Found.begin());
}

/// The entry of \p Closure in the module, created on first use.
LoweredLambda &entry(RewriteContext &C, const CXXRecordDecl *Closure) {
  for (LoweredLambda &L : C.Module.Lambdas)
    if (L.Closure == Closure)
      return L;
  C.Module.Lambdas.push_back({Closure,
                              scopeFunction(Closure),
                              structName(Closure, C.Spell),
                              "",
                              false,
                              {}});
  return C.Module.Lambdas.back();
}

/// Why \p L as a whole cannot become a struct; empty when it can.
std::string unsupportedLambda(const LambdaExpr *L) {
  const FunctionDecl *Scope = scopeFunction(L->getLambdaClass());
  if (!Scope)
    return "it is not inside a function";
  if (isa<CXXMethodDecl>(Scope))
    return "it is inside member function '" + Scope->getNameAsString() +
           "', whose class is emitted before the function objects";
  return "";
}

/// One capture as a struct member and the expression that initialises it,
/// or the reason it cannot be one.
struct CaptureMember {
  std::string Declaration, Init, Problem;
};

CaptureMember captureMember(const LambdaCapture &LC, RewriteContext &C) {
  if (LC.capturesThis())
    return {"", "",
            "it captures 'this'; copy the members it uses into "
            "locals and capture those"};
  if (!LC.capturesVariable())
    return {"", "", "it captures a variable-length array"};
  const auto *V = dyn_cast<VarDecl>(LC.getCapturedVar());
  if (!V)
    return {"", "", "it captures a structured binding"};
  std::string Name = V->getNameAsString();
  QualType T = V->getType().getNonReferenceType();
  if (T->isArrayType())
    return {"", "",
            "it captures array '" + Name +
                "'; capture a pointer to its first element"};
  if (V->isInitCapture()) {
    if (LC.getCaptureKind() == LCK_ByRef || T->isPointerType())
      return {"", "",
              "its init-capture '" + Name +
                  "' is a reference or pointer, whose address "
                  "space it cannot tell"};
    return {C.Spell.declare(T, Name, AddressSpace::Unknown, false),
            C.Edits.render(V->getInit()->getSourceRange()), ""};
  }
  if (LC.getCaptureKind() == LCK_ByCopy)
    // The pointee is const where the variable's own declaration says so.
    return {C.Spell.declare(T, Name, C.Clone.spaceOf(V),
                            T->isPointerType() && !C.Writes.isWritten(V)),
            Name, ""};
  if (T->isPointerType())
    return {"", "",
            "it captures pointer '" + Name +
                "' by reference; capture it by copy"};
  // A reference captured by reference refers to what it refers to.
  AddressSpace Space =
      V->getType()->isReferenceType() ? C.Clone.spaceOf(V) : storageSpace(V);
  return {C.Spell.declare(C.Ctx.getLValueReferenceType(T), Name, Space, false),
          Name, ""};
}

/// The built-in variables the call operators of \p Closure read (every
/// instance of a generic one), in table order, each once.
std::vector<std::string> operatorBuiltins(const CXXRecordDecl *Closure,
                                          const RewriteContext &C) {
  std::vector<const FunctionDecl *> Ops;
  if (const FunctionTemplateDecl *T = Closure->getDependentLambdaCallOperator())
    llvm::append_range(Ops, T->specializations());
  else
    Ops.push_back(Closure->getLambdaCallOperator());
  std::vector<std::string> Out;
  for (const FunctionDecl *Op : Ops) {
    const FunctionDecl *Def = Op->getDefinition() ? Op->getDefinition() : Op;
    for (const std::string &B : C.Usage.inputs(Def).Builtins)
      if (!llvm::is_contained(Out, B))
        Out.push_back(B);
  }
  return Out;
}

/// True when \p D is declared inside \p Context (or a context nested in it).
bool isInside(const Decl *D, const DeclContext *Context) {
  for (const DeclContext *DC = D->getDeclContext(); DC; DC = DC->getParent())
    if (DC == Context)
      return true;
  return false;
}

/// Local variables of enclosing functions that a call operator names
/// without capturing them.
class OuterLocalFinder : public RecursiveASTVisitor<OuterLocalFinder> {
public:
  OuterLocalFinder(const CXXMethodDecl *Op) : Op(Op) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (!V || !V->getParentFunctionOrMethod() || isInside(V, Op))
      return true;
    for (const LambdaCapture &LC : Op->getParent()->captures())
      if (LC.capturesVariable() && LC.getCapturedVar() == V)
        return true;
    if (!llvm::is_contained(Vars, V)) {
      Vars.push_back(V);
      Uses.push_back(E);
    }
    return true;
  }
  const CXXMethodDecl *Op;
  std::vector<const VarDecl *> Vars;
  std::vector<const DeclRefExpr *> Uses;
};

/// `constexpr` copies of the integer constants an operator's body names
/// without capturing them (C++ needs no capture for those); a located
/// MTL2024 for any other uncaptured local (static or __shared__ storage).
std::string outerConstants(const CXXMethodDecl *Op, RewriteContext &C) {
  OuterLocalFinder Finder(Op);
  Finder.TraverseStmt(Op->getBody());
  std::string Out;
  for (size_t I = 0; I < Finder.Vars.size(); ++I) {
    const VarDecl *V = Finder.Vars[I];
    const APValue *Value =
        V->isUsableInConstantExpressions(C.Ctx) ? V->evaluateValue() : nullptr;
    if (Value && Value->isInt() && !V->getType()->isReferenceType()) {
      QualType T = V->getType().getUnqualifiedType();
      std::string Number =
          T->isBooleanType()
              ? (Value->getInt().getBoolValue() ? "true" : "false")
              : llvm::toString(Value->getInt(), 10);
      Out += "\n  constexpr " + C.Spell.type(T) + " " + V->getNameAsString() +
             " = " + Number + ";";
      continue;
    }
    C.report(Finder.Uses[I]->getLocation(), "MTL2024",
             {C.MslVersion.str(),
              "it uses '" + V->getNameAsString() +
                  "' of the enclosing function without capturing it "
                  "(static or __shared__ storage); capture a pointer to it"});
  }
  return Out;
}

/// The return type of \p C's call operator as MSL, with a trailing space.
std::string returnType(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  QualType Ret = F->getReturnType();
  if (const auto *Auto = dyn_cast<AutoType>(Ret.getTypePtr()))
    if (Auto->isDeduced())
      Ret = Auto->getDeducedType();
  if (Ret->isPointerType() || Ret->isReferenceType())
    return C.Spell.declare(Ret, "", C.Clone.Return,
                           !C.Writes.isReturnWritten(F));
  return C.Spell.type(Ret) + " ";
}

} // namespace

bool LambdaRewrite::lowers(const RewriteContext &C) {
  const Rule *Row = C.Rules.find("lambda");
  if (!Row)
    return true;
  RuleCallFacts Facts;
  Facts.MslVersion = C.MslVersion.str();
  return selectMapping(*Row, {}, Facts).Status != RuleStatus::Exact;
}

bool LambdaRewrite::isLoweredCallOperator(const RewriteContext &C) {
  return isLoweredCallOperator(C.Clone.Function, C);
}

bool LambdaRewrite::isLoweredCallOperator(const FunctionDecl *F,
                                          const RewriteContext &C) {
  return isLambdaOperator(F) && lowers(C);
}

void LambdaRewrite::stmt(const Stmt *S, RewriteContext &C) {
  const auto *L = dyn_cast<LambdaExpr>(S);
  if (!L || !lowers(C))
    return;
  const CXXRecordDecl *Closure = L->getLambdaClass();
  // A lambda inside another one is lowered with that one's call operator.
  const FunctionDecl *Owner = owner(Closure);
  if (Owner &&
      Owner->getCanonicalDecl() != C.Clone.Function->getCanonicalDecl())
    return;
  if (std::string Why = unsupportedLambda(L); !Why.empty()) {
    C.report(L->getBeginLoc(), "MTL2024", {C.MslVersion.str(), Why});
    return;
  }
  std::string Members;
  std::vector<std::string> Inits;
  for (const LambdaCapture &LC : L->captures()) {
    CaptureMember M = captureMember(LC, C);
    if (!M.Problem.empty()) {
      C.report(LC.getLocation().isValid() ? LC.getLocation() : L->getBeginLoc(),
               "MTL2024", {C.MslVersion.str(), M.Problem});
      return;
    }
    Members += "  " + M.Declaration + ";\n";
    Inits.push_back(M.Init);
  }
  // Built-in variables reach a helper as parameters, which an operator
  // call cannot pass: the object holds them.
  for (const std::string &B : operatorBuiltins(Closure, C)) {
    Members +=
        "  " + BuiltinVariableRewrite::parameter(C.Rules, B, false) + ";\n";
    Inits.push_back(B);
  }
  LoweredLambda &E = entry(C, Closure);
  if (E.HasMembers && E.Members != Members) {
    C.report(L->getBeginLoc(), "MTL2024",
             {C.MslVersion.str(),
              "it captures pointers into different address spaces in the "
              "copies of '" +
                  C.Clone.Function->getNameAsString() + "'"});
    return;
  }
  E.Members = Members;
  E.HasMembers = true;
  C.replace(L->getSourceRange(), E.Name + "{" + llvm::join(Inits, ", ") + "}");
}

std::string LambdaRewrite::callOperator(RewriteContext &C,
                                        const CompoundStmt *Body) {
  const auto *Op = cast<CXXMethodDecl>(C.Clone.Function);
  const ImplicitInputs &In = C.Usage.inputs(Op);
  // Globals are MTL2029, as for every member function.
  if (!In.Shared.empty() || In.DynamicShared)
    C.report(Op->getParent()->getBeginLoc(), "MTL2024",
             {C.MslVersion.str(), "it reaches __shared__ memory, which a "
                                  "function object cannot hold; capture a "
                                  "pointer to it"});
  LoweredLambda &E = entry(C, Op->getParent());
  std::string Signature = "operator()(" +
                          HelperSignatureRewrite::parameters(C, false) + ")" +
                          MemberFunctionRewrite::suffix(C);
  std::string Ret = returnType(C);
  E.Operators.push_back(Ret + Signature);
  std::string Prologue = outerConstants(Op, C);
  if (E.Scope)
    Prologue = TemplateInstanceRewrite::bindings(E.Scope, C) + Prologue;
  if (!Prologue.empty())
    C.Edits.insertAfter(Body->getLBracLoc(), Prologue);
  return NamespaceScope::wrap(
      E.Scope ? static_cast<const Decl *>(E.Scope) : Op->getParent(),
      "inline " + Ret + E.Name + "::" + Signature + " " +
          C.Edits.render(Body->getSourceRange()) + "\n");
}

std::string LambdaRewrite::structs(const ModuleState &State,
                                   const SourceManager &SM) {
  std::vector<const LoweredLambda *> Order;
  for (const LoweredLambda &L : State.Lambdas)
    Order.push_back(&L);
  // Source order: a lambda captured by another one is declared first.
  llvm::stable_sort(Order, [&](const LoweredLambda *A, const LoweredLambda *B) {
    return SM.isBeforeInTranslationUnit(A->Closure->getBeginLoc(),
                                        B->Closure->getBeginLoc());
  });
  std::string Out;
  for (const LoweredLambda *L : Order) {
    std::string Text = "struct " + L->Name + " {\n" + L->Members;
    for (const std::string &Op : L->Operators)
      Text += "  " + Op + ";\n";
    Out += NamespaceScope::wrap(L->Scope ? static_cast<const Decl *>(L->Scope)
                                         : L->Closure,
                                Text + "};\n");
  }
  return Out;
}

std::string LambdaRewrite::typeName(const CXXRecordDecl *Closure,
                                    const MslSpelling &Spell) {
  std::string Qualifier;
  if (const FunctionDecl *Scope = scopeFunction(Closure))
    for (const DeclContext *DC = Scope->getDeclContext(); DC;
         DC = DC->getParent())
      if (const auto *NS = dyn_cast<NamespaceDecl>(DC);
          NS && !NS->isAnonymousNamespace())
        Qualifier = NS->getNameAsString() + "::" + Qualifier;
  return Qualifier + structName(Closure, Spell);
}

void LambdaRewrite::checkKernelArguments(const DeviceCallGraph &G,
                                         const SourceManager &SM,
                                         DiagnosticReporter &Diags) {
  for (const FunctionDecl *K : G.kernels()) {
    const TemplateArgumentList *Args = K->getTemplateSpecializationArgs();
    if (!Args)
      continue;
    for (const TemplateArgument &A : Args->asArray()) {
      if (A.getKind() != TemplateArgument::Type)
        continue;
      const CXXRecordDecl *RD = A.getAsType()->getAsCXXRecordDecl();
      if (RD && RD->isLambda())
        Diags.report(SM, RD->getBeginLoc(), "MTL2040", {K->getNameAsString()});
    }
  }
}

} // namespace metalify
