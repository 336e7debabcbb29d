//===- SharedMemoryRewrite.cpp - __shared__ to threadgroup ----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/SharedMemoryRewrite.h"
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/SharedMemoryAccessor.h"
#include "Rewrites/BuiltinVariableRewrite.h"
#include "Rewrites/MslSpelling.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace metalify {
namespace {

/// The name of the dynamic buffer: the last identifier before the
/// attribute of the `extern __shared__` row's parameter.
std::string dynamicName(const RuleTable &Rules) {
  std::string Param = BuiltinVariableRewrite::parameter(Rules, "__shared__[]", false);
  llvm::StringRef P = llvm::StringRef(Param).rtrim();
  size_t Start = P.find_last_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
  return P.substr(Start == llvm::StringRef::npos ? 0 : Start + 1).str();
}

std::string declareShared(RewriteContext &C, const VarDecl *V,
                          llvm::StringRef Name) {
  if (BuiltinUsage::isDynamicShared(V)) {
    // Never used, so the kernel takes no dynamic threadgroup buffer to
    // view (BuiltinUsage): the declaration has nothing to stand for. Block
    // scope `extern` declarations in two kernels are one entity, so only
    // this declaration's own uses count.
    if (!V->isThisDeclarationReferenced())
      return "";
    QualType Elem = C.Ctx.getAsArrayType(V->getType())
                        ? C.Ctx.getAsArrayType(V->getType())->getElementType()
                        : V->getType();
    std::string Ptr =
        C.Spell.addressSpace(AddressSpace::Threadgroup) + " " +
        C.Spell.type(Elem) + " *";
    return Ptr + Name.str() + " = (" + Ptr + ")" + dynamicName(C.Rules) + ";";
  }
  return C.Spell.addressSpace(AddressSpace::Threadgroup) + " " +
         C.Spell.declare(V->getType(), Name, AddressSpace::Threadgroup,
                         false) +
         ";";
}

/// `SharedMemory<T>()` converted to a pointer (SharedMemoryAccessor.h)
/// becomes a view of the dynamic threadgroup buffer; true when \p E is one.
bool rewriteAccessorUse(const Expr *E, RewriteContext &C) {
  if (!E || !accessorConversion(E))
    return false;
  QualType Elem = E->getType()->getPointeeType();
  std::string Ptr = C.Spell.addressSpace(AddressSpace::Threadgroup) + " " +
                    C.Spell.type(Elem) + " *";
  C.replace(E->getSourceRange(), "((" + Ptr + ")" + dynamicName(C.Rules) + ")");
  return true;
}

} // namespace

std::string SharedMemoryRewrite::hoistedName(const VarDecl *V,
                                             const MslSpelling &Spell) {
  const auto *F = dyn_cast<FunctionDecl>(V->getDeclContext());
  // Two instances of one template (`reduce<sum>` and `reduce<max>`) each
  // own their array, under the instance's name.
  return (F ? TemplateInstanceRewrite::name(F, Spell) + "_" : std::string()) +
         V->getNameAsString();
}

void SharedMemoryRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (rewriteAccessorUse(dyn_cast<Expr>(S), C))
    return;
  const auto *D = dyn_cast<DeclStmt>(S);
  if (!D)
    return;
  std::string Text;
  bool Any = false;
  for (const Decl *Child : D->decls()) {
    const auto *V = dyn_cast<VarDecl>(Child);
    if (!V || !V->hasAttr<CUDASharedAttr>())
      continue;
    Any = true;
    bool Hoisted = !C.isKernel() && BuiltinUsage::isStaticShared(V);
    if (Hoisted)
      Text += "/* " + V->getNameAsString() + ": threadgroup storage of the "
              "calling kernel, passed in */";
    else
      Text += declareShared(C, V, V->getName());
  }
  if (Any)
    C.replace(D->getSourceRange(), Text);
}

std::string SharedMemoryRewrite::hoistedDeclarations(RewriteContext &C) {
  std::string Out;
  for (const VarDecl *V : C.Usage.inputs(C.Clone.Function).Shared)
    Out += "\n  " + declareShared(C, V, hoistedName(V, C.Spell));
  return Out + dynamicViews(C);
}

std::string SharedMemoryRewrite::dynamicViews(RewriteContext &C) {
  std::string Out;
  for (const VarDecl *V : C.Usage.inputs(C.Clone.Function).DynamicGlobals)
    Out += "\n  " + declareShared(C, V, V->getName());
  return Out;
}

std::vector<std::string> SharedMemoryRewrite::parameters(RewriteContext &C) {
  std::vector<std::string> Out;
  const FunctionDecl *F = C.Clone.Function;
  for (const VarDecl *V : C.Usage.inputs(F).Shared) {
    bool Own = V->getDeclContext() == F;
    Out.push_back(C.Spell.declareByReference(
        V->getType(), Own ? V->getName() : llvm::StringRef(hoistedName(V, C.Spell)),
        AddressSpace::Threadgroup));
  }
  if (C.Usage.inputs(F).DynamicShared)
    Out.push_back(dynamicParameter(C, false));
  return Out;
}

std::vector<std::string>
SharedMemoryRewrite::arguments(RewriteContext &C, const FunctionDecl *Callee) {
  std::vector<std::string> Out;
  for (const VarDecl *V : C.Usage.inputs(Callee).Shared)
    Out.push_back(hoistedName(V, C.Spell));
  if (C.Usage.inputs(Callee).DynamicShared)
    Out.push_back(dynamicName(C.Rules));
  return Out;
}

std::string SharedMemoryRewrite::dynamicParameter(RewriteContext &C,
                                                  bool ForKernel) {
  return BuiltinVariableRewrite::parameter(C.Rules, "__shared__[]",
                                           ForKernel);
}

uint64_t SharedMemoryRewrite::staticBytes(RewriteContext &C) {
  uint64_t Bytes = 0;
  const FunctionDecl *K = C.Clone.Function;
  for (const VarDecl *V : C.Usage.ownShared(K))
    Bytes += C.Ctx.getTypeSizeInChars(V->getType()).getQuantity();
  for (const VarDecl *V : C.Usage.inputs(K).Shared)
    Bytes += C.Ctx.getTypeSizeInChars(V->getType()).getQuantity();
  return Bytes;
}

} // namespace metalify
