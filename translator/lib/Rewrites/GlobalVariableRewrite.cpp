//===- GlobalVariableRewrite.cpp - __constant__ / __device__ globals ------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/GlobalVariableRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Rewrites/KernelSignatureRewrite.h"
#include "Rewrites/MslSpelling.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// `constant float *taps`, `device int (*grid)[8]` or `constant P &params`.
std::string declareGlobal(RewriteContext &C, const VarDecl *V) {
  QualType T = V->getType();
  QualType Base = C.Ctx.getBaseElementType(T);
  std::string Prefix = Base.isConstQualified() ? "const " : "";
  Prefix += C.Spell.addressSpace(GlobalVariableRewrite::space(V)) + " " +
            C.Spell.packedType(Base.getUnqualifiedType());
  std::string Name = GlobalVariableRewrite::name(V, C.Spell);
  const ArrayType *A = C.Ctx.getAsArrayType(T);
  if (!A)
    return Prefix + " &" + Name;
  // Arrays decay to a pointer to their first element or row; the inner
  // bounds stay.
  std::string Rows;
  for (QualType E = A->getElementType();
       const auto *Inner = C.Ctx.getAsConstantArrayType(E);
       E = Inner->getElementType())
    Rows += "[" + std::to_string(Inner->getSize().getZExtValue()) + "]";
  if (Rows.empty())
    return Prefix + " *" + Name;
  return Prefix + " (*" + Name + ")" + Rows;
}

/// Reports the globals \p C's function cannot receive: pointer-holding
/// ones, and those whose name a parameter of the function takes.
void checkGlobals(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  for (const VarDecl *V : C.Usage.inputs(F).Globals) {
    if (KernelSignatureRewrite::holdsPointer(V->getType(), C.Ctx))
      C.report(V->getLocation(), "MTL2028", {V->getNameAsString()});
    for (const ParmVarDecl *P : F->parameters())
      if (P->getName() == V->getName())
        C.report(P->getLocation(), "MTL2027",
                 {P->getNameAsString(), F->getNameAsString()});
  }
}

/// A local of \p C's function that takes the name of a global the function
/// passes on would be passed in its place.
void checkLocal(const VarDecl *Local, RewriteContext &C) {
  for (const VarDecl *V : C.Usage.inputs(C.Clone.Function).Globals)
    if (Local != V && Local->getName() == V->getName())
      C.report(Local->getLocation(), "MTL2027",
               {Local->getNameAsString(), C.Clone.Function->getNameAsString()});
}

/// `sizeof(taps)` of a global array: the parameter is a pointer, so the
/// size the CUDA code means is written out.
void rewriteSizeof(const UnaryExprOrTypeTraitExpr *E, RewriteContext &C) {
  if (E->getKind() != UETT_SizeOf || E->isArgumentType())
    return;
  const auto *Ref = dyn_cast<DeclRefExpr>(E->getArgumentExpr()->IgnoreParens());
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!V || !BuiltinUsage::isDeviceGlobal(V) ||
      !C.Ctx.getAsArrayType(V->getType()))
    return;
  llvm::APSInt Size = E->EvaluateKnownConstInt(C.Ctx);
  C.replace(E->getSourceRange(), "(" + llvm::toString(Size, 10) + "ul)");
}

/// `ns::table` and `coef<T>` name the parameter `table` and `coef_float`
/// in the emitted function.
void unqualify(const DeclRefExpr *Ref, RewriteContext &C) {
  const auto *V = dyn_cast<VarDecl>(Ref->getDecl());
  if (!V || !BuiltinUsage::isDeviceGlobal(V) ||
      (!Ref->hasQualifier() && !Ref->hasExplicitTemplateArgs()))
    return;
  C.replace(Ref->getSourceRange(), GlobalVariableRewrite::name(V, C.Spell));
}

} // namespace

std::string GlobalVariableRewrite::name(const VarDecl *V,
                                        const MslSpelling &Spell) {
  if (const auto *Instance = dyn_cast<VarTemplateSpecializationDecl>(V))
    return Spell.instanceName(V->getName(),
                              Instance->getTemplateArgs().asArray());
  return V->getNameAsString();
}

AddressSpace GlobalVariableRewrite::space(const VarDecl *V) {
  return V->hasAttr<CUDAConstantAttr>() ? AddressSpace::Constant
                                        : AddressSpace::Device;
}

void GlobalVariableRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (const auto *E = dyn_cast<UnaryExprOrTypeTraitExpr>(S)) {
    rewriteSizeof(E, C);
    return;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(S)) {
    unqualify(Ref, C);
    return;
  }
  if (const auto *D = dyn_cast<DeclStmt>(S))
    for (const Decl *Child : D->decls())
      if (const auto *V = dyn_cast<VarDecl>(Child))
        checkLocal(V, C);
}

std::vector<std::string>
GlobalVariableRewrite::kernelParameters(RewriteContext &C,
                                        unsigned FirstBuffer) {
  checkGlobals(C);
  std::vector<std::string> Out;
  for (const VarDecl *V : C.Usage.inputs(C.Clone.Function).Globals)
    Out.push_back(declareGlobal(C, V) + " [[buffer(" +
                  std::to_string(FirstBuffer++) + ")]]");
  return Out;
}

std::vector<std::string> GlobalVariableRewrite::parameters(RewriteContext &C) {
  checkGlobals(C);
  std::vector<std::string> Out;
  for (const VarDecl *V : C.Usage.inputs(C.Clone.Function).Globals)
    Out.push_back(declareGlobal(C, V));
  return Out;
}

std::vector<std::string>
GlobalVariableRewrite::arguments(RewriteContext &C,
                                 const FunctionDecl *Callee) {
  std::vector<std::string> Out;
  for (const VarDecl *V : C.Usage.inputs(Callee).Globals)
    Out.push_back(name(V, C.Spell));
  return Out;
}

} // namespace metalify
