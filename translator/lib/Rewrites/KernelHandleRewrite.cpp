//===- KernelHandleRewrite.cpp - Kernels -> typed host handles ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/KernelHandleRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/DeviceCode.h"
#include "Rewrites/KernelSignatureRewrite.h"
#include "Rewrites/KernelTemplateHandles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"

namespace metalify {
namespace {

/// Collects every kernel declaration, grouped by kernel.
class KernelCollector : public clang::RecursiveASTVisitor<KernelCollector> {
public:
  llvm::MapVector<const clang::FunctionDecl *,
                  std::vector<const clang::FunctionDecl *>>
      Kernels;

  bool VisitFunctionDecl(clang::FunctionDecl *FD) {
    if (isKernel(*FD))
      Kernels[FD->getCanonicalDecl()].push_back(FD);
    return true;
  }
};

/// The kernel \p E names, looking through parentheses, casts and `&`
/// (`(const void *)&scale`), or null.
const clang::FunctionDecl *namedKernel(const clang::Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *AddrOf = llvm::dyn_cast<clang::UnaryOperator>(E);
      AddrOf && AddrOf->getOpcode() == clang::UO_AddrOf)
    E = AddrOf->getSubExpr()->IgnoreParenCasts();
  const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(E);
  return Ref ? kernelOf(Ref->getDecl()) : nullptr;
}

/// Finds the kernels whose address host code keeps as a function pointer
/// (`void (*k)(float *) = &scale;`, `benchmark(scale, args...)`): every
/// reference that is not a launch's callee, an argument of a CUDA API call
/// or a cast to `void *`, which take the handle itself.
class KernelAddressFinder : public HostCodeVisitor<KernelAddressFinder> {
public:
  explicit KernelAddressFinder(HostRewriteContext &Ctx) : Ctx(Ctx) {}

  // Pre-order: a call is seen before the references in it.
  bool VisitCallExpr(clang::CallExpr *Call) {
    if (auto *Launch = llvm::dyn_cast<clang::CUDAKernelCallExpr>(Call)) {
      Handled.insert(Launch->getCallee()->IgnoreParenImpCasts());
      return true;
    }
    const clang::FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !isInCudaOrSystemHeader(Ctx.SM, Callee->getLocation()))
      return true;
    for (const clang::Expr *Arg : Call->arguments())
      if (namedKernel(Arg))
        Handled.insert(Arg->IgnoreParenCasts());
    return true;
  }

  // `(const void *)&scale` is the handle's address as well.
  bool VisitExplicitCastExpr(clang::ExplicitCastExpr *Cast) {
    const clang::Expr *Operand = Cast->getSubExpr();
    if (Cast->getType()->isVoidPointerType() && namedKernel(Operand))
      Handled.insert(Operand->IgnoreParenCasts());
    return true;
  }

  bool VisitDeclRefExpr(clang::DeclRefExpr *Ref) {
    const clang::FunctionDecl *F = kernelOf(Ref->getDecl());
    if (!F || Handled.count(Ref) || isHandledOperand(Ref))
      return true;
    Taken.insert(F->getCanonicalDecl());
    return true;
  }

  llvm::DenseSet<const clang::FunctionDecl *> Taken;

private:
  /// Whether \p Ref is the operand of a handled `&kernel`.
  bool isHandledOperand(const clang::DeclRefExpr *Ref) {
    for (const clang::DynTypedNode &P : Ctx.Context.getParents(*Ref))
      if (const auto *AddrOf = P.get<clang::UnaryOperator>())
        return Handled.count(AddrOf);
    return false;
  }

  HostRewriteContext &Ctx;
  llvm::DenseSet<const clang::Expr *> Handled;
};

/// The namespace of the handle template, where the shim's other host names
/// are: "metalify::Kernel" -> "metalify::".
std::string shimNamespace(HostRewriteContext &Ctx) {
  llvm::StringRef Handle(Ctx.Spellings.KernelHandle);
  size_t Colons = Handle.rfind("::");
  return Colons == llvm::StringRef::npos ? ""
                                         : Handle.take_front(Colons + 2).str();
}

bool isExplicitSpecialization(const clang::FunctionDecl &F) {
  return F.getTemplateSpecializationKind() ==
         clang::TSK_ExplicitSpecialization;
}

} // namespace

void KernelHandleRewrite::run() {
  KernelCollector Collector;
  Collector.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  KernelAddressFinder Addresses(Ctx);
  Addresses.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  AddressTaken = std::move(Addresses.Taken);
  for (auto &Entry : Collector.Kernels) {
    std::vector<const clang::FunctionDecl *> &Decls = Entry.second;
    llvm::sort(Decls, [&](const clang::FunctionDecl *A,
                          const clang::FunctionDecl *B) {
      return Ctx.SM.isBeforeInTranslationUnit(A->getBeginLoc(),
                                              B->getBeginLoc());
    });
    rewriteKernel(Decls);
  }
}

void KernelHandleRewrite::rewriteKernel(
    llvm::ArrayRef<const clang::FunctionDecl *> Decls) {
  const clang::FunctionDecl &First = *Decls.front();
  std::string Name = First.getNameAsString();
  if (isFromSystemHeader(Ctx, First))
    return;
  const clang::FunctionDecl *Outside = nullptr;
  for (const clang::FunctionDecl *D : Decls)
    if (!Outside && !Ctx.Unit.isWrittenInTranslatedFile(
                        Ctx.SM.getFileLoc(D->getLocation())))
      Outside = D;
  if (Outside) {
    // A header the translation keeps declares the kernel: host code knows
    // it as a function, so it stays one (nvcc's host stub). A template's
    // instances have no one function to register.
    if (First.getDescribedFunctionTemplate() ||
        First.getTemplateSpecializationKind() != clang::TSK_Undeclared)
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Outside->getLocation()),
                       "MTL1010", {Name});
    else
      rewriteStub(Decls);
    return;
  }
  // Host code keeps the kernel's address as a function pointer: like
  // nvcc's host stub, the kernel stays a function, registered as the
  // kernel, so the pointer can be stored, compared and launched through.
  if (AddressTaken.count(First.getCanonicalDecl()) &&
      !First.getDescribedFunctionTemplate() &&
      First.getTemplateSpecializationKind() == clang::TSK_Undeclared) {
    rewriteStub(Decls);
    return;
  }
  for (const clang::FunctionDecl *D : Decls) {
    clang::CharSourceRange Range = mainFileDeclRange(Ctx, *D);
    if (Range.isInvalid()) {
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(D->getLocation()),
                       "MTL1014", {"declaration of kernel '" + Name + "'"});
      continue;
    }
    // An explicit specialization's handle comes with its template.
    if (D == &First && !isExplicitSpecialization(First))
      Ctx.Rewrite.ReplaceText(Range, handleText(First));
    else
      Ctx.Rewrite.RemoveText(growToWholeLines(Ctx, Range));
  }
  if (const clang::FunctionTemplateDecl *T =
          First.getDescribedFunctionTemplate())
    KernelTemplateHandles(Ctx, Usage).removeExplicitInstantiations(*T);
}

void KernelHandleRewrite::rewriteStub(
    llvm::ArrayRef<const clang::FunctionDecl *> Decls) {
  const clang::FunctionDecl *Def = nullptr;
  for (const clang::FunctionDecl *D : Decls)
    if (D->doesThisDeclarationHaveABody())
      Def = D;
  // Only declarations here: launches name the function, whose definition
  // (and registration) comes from the .cu file that defines the kernel.
  if (!Def)
    return;
  std::string Name = Def->getNameAsString();
  clang::CharSourceRange Range = mainFileDeclRange(Ctx, *Def);
  const clang::Stmt *Body = Def->getBody();
  if (Range.isInvalid() || Body->getBeginLoc().isMacroID() ||
      Body->getEndLoc().isMacroID()) {
    Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Def->getLocation()), "MTL1014",
                     {"definition of kernel '" + Name + "'"});
    return;
  }
  std::string Indent = lineIndent(Ctx, Range.getBegin());
  std::string Handle = Name + "_metalify_kernel";
  std::string Shim = shimNamespace(Ctx);
  Ctx.Rewrite.InsertTextBefore(Range.getBegin(),
                               stubHandleText(*Def, Handle, Indent));
  // The body names the kernel's own handle, so no two stubs are identical
  // code that a linker could fold into one address (ld64's deduplication,
  // --icf=all); it runs only if host code calls the kernel without <<<>>>.
  Ctx.Rewrite.ReplaceText(
      clang::CharSourceRange::getTokenRange(Body->getSourceRange()),
      "{ " + Shim + "kernelStubCalled(" + Handle + "); }\n" + Indent +
          "static const bool " + Name + "_metalify_stub = " + Shim +
          "registerKernelStub(reinterpret_cast<const void *>(&" + Name +
          "), " + Handle + ");");
}

std::string KernelHandleRewrite::stubHandleText(const clang::FunctionDecl &Def,
                                                llvm::StringRef Handle,
                                                llvm::StringRef Indent) {
  std::string Name = Def.getNameAsString();
  std::string MslName =
      TemplateInstanceRewrite::name(&Def, MslSpelling(Ctx.Rules, Ctx.Context));
  // Internal: only this file registers the function.
  std::string Symbols = kernelSymbolArray(Ctx, Usage, Def, Def,
                                          Name + "_symbols", "static", Indent);
  std::string Fields = kernelPointerFieldArray(
      Ctx, Def, Name + "_pointer_fields", "static", Indent);
  return "/* metalify: " + Name + " runs on the GPU from " + Ctx.ModuleName +
         "; the function below is its host stub */\n" + Indent.str() +
         Symbols + Fields + "static const " + kernelHandleType(Ctx, Def) +
         " " + Handle.str() + "{\"" + Ctx.ModuleName + "\", \"" + MslName +
         "\"" + (Symbols.empty() ? "" : ", " + Name + "_symbols") +
         (Fields.empty() ? "" : ", " + Name + "_pointer_fields") + "};\n" +
         Indent.str();
}

std::string kernelParameterTypes(HostRewriteContext &Ctx,
                                 const clang::FunctionDecl &Kernel) {
  clang::PrintingPolicy Policy(Ctx.Context.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  std::string Types;
  for (const clang::ParmVarDecl *P : Kernel.parameters()) {
    if (!Types.empty())
      Types += ", ";
    // Top-level qualifiers are not part of the kernel's type.
    Types += P->getType().getUnqualifiedType().getAsString(Policy);
  }
  return Types;
}

std::string kernelHandleType(HostRewriteContext &Ctx,
                             const clang::FunctionDecl &Kernel) {
  return Ctx.Spellings.KernelHandle + "<" + kernelParameterTypes(Ctx, Kernel) +
         ">";
}

std::string KernelHandleRewrite::handleText(const clang::FunctionDecl &First) {
  if (First.getDescribedFunctionTemplate())
    return KernelTemplateHandles(Ctx, Usage).text(First);
  std::string Name = First.getNameAsString();
  std::string MslName =
      TemplateInstanceRewrite::name(&First, MslSpelling(Ctx.Rules, Ctx.Context));
  std::string Indent = lineIndent(Ctx, Ctx.SM.getFileLoc(First.getBeginLoc()));
  // A static kernel keeps internal linkage: two files may both have one.
  std::string Linkage =
      First.getStorageClass() == clang::SC_Static ? "static inline" : "inline";
  const clang::FunctionDecl *Def = First.getDefinition();
  std::string Symbols =
      Def ? kernelSymbolArray(Ctx, Usage, *Def, First, Name + "_symbols",
                              Linkage, Indent)
          : "";
  std::string Fields = kernelPointerFieldArray(
      Ctx, Def ? *Def : First, Name + "_pointer_fields", Linkage, Indent);
  bool Namespaced = handleIsNamespaced(Ctx, First);
  return "/* metalify: " + Name + " runs on the GPU from " + Ctx.ModuleName +
         " */\n" + Indent +
         (Namespaced ? "namespace " + std::string(KernelHandleNamespace) + " { "
                     : "") +
         Symbols + Fields + Linkage + " " + kernelHandleType(Ctx, First) +
         " " + Name + "{\"" + Ctx.ModuleName + "\", \"" + MslName + "\"" +
         (Symbols.empty() ? "" : ", " + Name + "_symbols") +
         (Fields.empty() ? "" : ", " + Name + "_pointer_fields") + "};" +
         (Namespaced ? " }" : "");
}

std::string kernelPointerFieldArray(HostRewriteContext &Ctx,
                                    const clang::FunctionDecl &Kernel,
                                    llvm::StringRef ArrayName,
                                    llvm::StringRef Linkage,
                                    llvm::StringRef Indent) {
  std::string List;
  for (unsigned I = 0; I < Kernel.getNumParams(); ++I) {
    clang::QualType T = Kernel.getParamDecl(I)->getType();
    if (T->isPointerType())
      continue;
    for (uint64_t Offset :
         KernelSignatureRewrite::pointerMemberOffsets(T, Ctx.Context))
      List += (List.empty() ? "{" : ", {") + std::to_string(I) + ", " +
              std::to_string(Offset) + "}";
  }
  if (List.empty())
    return "";
  return Linkage.str() + " const " + shimNamespace(Ctx) + "PointerField " +
         ArrayName.str() + "[] = {" + List + "};\n" + Indent.str();
}

std::string kernelSymbolArray(HostRewriteContext &Ctx,
                              const BuiltinUsage &Usage,
                              const clang::FunctionDecl &Def,
                              const clang::FunctionDecl &At,
                              llvm::StringRef ArrayName,
                              llvm::StringRef Linkage, llvm::StringRef Indent) {
  std::string List;
  for (const clang::VarDecl *V : Usage.inputs(&Def).Globals) {
    std::string VarName = V->getNameAsString();
    clang::SourceLocation Loc = Ctx.SM.getFileLoc(V->getLocation());
    // The handle is defined where the variable is (SymbolRewrite).
    if (!V->isThisDeclarationADefinition() || !Ctx.Unit.isWrittenInTranslatedFile(Loc))
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(At.getLocation()),
                       "MTL1032", {At.getNameAsString(), VarName});
    else if (!Ctx.SM.isBeforeInTranslationUnit(
                 Loc, Ctx.SM.getFileLoc(At.getLocation())))
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(At.getLocation()),
                       "MTL1031", {At.getNameAsString(), VarName});
    // The handle array may sit outside the variable's namespace.
    std::string Qualified = V->getQualifiedNameAsString();
    if (llvm::StringRef(Qualified).contains("(anonymous"))
      Qualified = VarName;
    // An instance of a variable template: `&coef<float>`.
    if (const auto *Instance =
            llvm::dyn_cast<clang::VarTemplateSpecializationDecl>(V)) {
      llvm::raw_string_ostream OS(Qualified);
      clang::printTemplateArgumentList(
          OS, Instance->getTemplateArgs().asArray(),
          clang::PrintingPolicy(Ctx.Context.getLangOpts()));
    }
    List += (List.empty() ? "&" : ", &") + Qualified;
  }
  if (List.empty())
    return "";
  return Linkage.str() + " const void *const " + ArrayName.str() + "[] = {" +
         List + "};\n" + Indent.str();
}

} // namespace metalify
