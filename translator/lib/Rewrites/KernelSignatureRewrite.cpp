//===- KernelSignatureRewrite.cpp - The kernel ABI of docs/ABI.md ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/KernelSignatureRewrite.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/WriteAnalysis.h"
#include "Rewrites/BuiltinVariableRewrite.h"
#include "Rewrites/GlobalVariableRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SharedMemoryRewrite.h"
#include "Rewrites/NamespaceScope.h"
#include "Rewrites/SourceEdits.h"
#include "Rewrites/TemplateInstanceRewrite.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

/// Metal's buffer argument table has 31 slots (indices 0-30).
constexpr unsigned MaxBuffers = 31;
/// Apple GPUs have 32 KB of threadgroup memory.
constexpr uint64_t MaxSharedBytes = 32768;

std::string paramName(const ParmVarDecl *P, unsigned Index,
                      const MslSpelling &Spell) {
  if (!P->getName().empty())
    return Spell.identifier(P->getName());
  return "unnamed" + std::to_string(Index);
}

/// The `__launch_bounds__` row applied to the kernel's maximum block
/// size, with a trailing space; empty without the attribute.
std::string launchBounds(RewriteContext &C) {
  const auto *A = C.Clone.Function->getAttr<CUDALaunchBoundsAttr>();
  const Rule *R = C.Rules.find("__launch_bounds__");
  if (!A || !R || !A->getMaxThreads())
    return "";
  std::string Max;
  const Expr *E = A->getMaxThreads();
  if (std::optional<llvm::APSInt> V = E->getIntegerConstantExpr(C.Ctx))
    Max = llvm::toString(*V, 10);
  else
    Max = C.Edits.render(E->getSourceRange());
  llvm::Expected<std::string> Text = RuleTable::expand(*R, {Max});
  if (!Text) {
    C.report(A->getLocation(), "MTL2015",
             {R->Name, llvm::toString(Text.takeError())});
    return "";
  }
  return *Text + " ";
}

/// Reports when the kernel's own buffers reach a buffer index that a
/// built-in parameter reserves (the device log's buffer(30)).
void checkReservedBuffers(RewriteContext &C, unsigned Buffers) {
  const FunctionDecl *K = C.Clone.Function;
  for (const std::string &B : C.Usage.inputs(K).Builtins) {
    std::string Text = BuiltinVariableRewrite::parameter(C.Rules, B, true);
    llvm::StringRef Param(Text);
    size_t At = Param.find("[[buffer(");
    unsigned Index;
    if (At == llvm::StringRef::npos ||
        Param.drop_front(At + 9)
            .take_while(llvm::isDigit)
            .getAsInteger(10, Index) ||
        Buffers <= Index)
      continue;
    C.report(K->getLocation(), "MTL2035",
             {K->getNameAsString(), std::to_string(Buffers),
              std::to_string(Index), B});
  }
}

} // namespace

bool KernelSignatureRewrite::holdsPointer(QualType T, const ASTContext &Ctx) {
  T = T.getCanonicalType();
  if (T->isPointerType() || T->isReferenceType())
    return true;
  if (const ArrayType *A = Ctx.getAsArrayType(T))
    return holdsPointer(A->getElementType(), Ctx);
  const RecordDecl *R = T->getAsRecordDecl();
  if (!R || !R->getDefinition())
    return false;
  for (const FieldDecl *F : R->getDefinition()->fields())
    if (holdsPointer(F->getType(), Ctx))
      return true;
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(R->getDefinition()))
    for (const CXXBaseSpecifier &B : CXX->bases())
      if (holdsPointer(B.getType(), Ctx))
        return true;
  return false;
}

std::string KernelSignatureRewrite::pointerMemberProblem(QualType T,
                                                         const ASTContext &Ctx) {
  T = T.getCanonicalType();
  if (!holdsPointer(T, Ctx))
    return "";
  if (T->isReferenceType())
    return "it is a reference";
  const RecordDecl *R = T->getAsRecordDecl();
  if (!R || !R->getDefinition())
    return "it is not a struct";
  R = R->getDefinition();
  if (R->isUnion())
    return "it is a union, so the shim cannot tell when its bytes are a "
           "pointer";
  // A base class's members are members too (a tensor accessor's data
  // pointer in its base): the same rules apply to them.
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(R))
    for (const CXXBaseSpecifier &B : CXX->bases()) {
      if (!holdsPointer(B.getType(), Ctx))
        continue;
      if (B.isVirtual())
        return "its virtual base class '" + B.getType().getAsString() +
               "' holds a pointer";
      std::string InBase = pointerMemberProblem(B.getType(), Ctx);
      if (!InBase.empty())
        return "in its base class '" + B.getType().getAsString() + "', " +
               InBase;
    }
  for (const FieldDecl *F : R->fields()) {
    QualType FT = F->getType().getCanonicalType();
    std::string Member = "member '" + F->getNameAsString() + "'";
    if (FT->isReferenceType())
      return Member + " is a reference";
    if (FT->isPointerType()) {
      QualType Pointee = FT->getPointeeType();
      if (Pointee->isFunctionType())
        return Member + " is a function pointer";
      if (Pointee->isPointerType())
        return Member + " points to a pointer; only one level of pointers "
                        "is translated";
      if (holdsPointer(Pointee, Ctx))
        return Member + " points to data that holds pointers, which the "
                        "shim cannot translate in memory";
      continue;
    }
    if (!holdsPointer(FT, Ctx))
      continue;
    if (Ctx.getAsArrayType(FT))
      return Member + " is an array holding pointers; only single pointer "
                      "members are translated";
    if (FT->isUnionType())
      return Member + " is a union holding a pointer";
    return Member + " is a nested struct holding a pointer; only direct "
                    "members are translated";
  }
  return "";
}

std::vector<uint64_t>
KernelSignatureRewrite::pointerMemberOffsets(QualType T,
                                             const ASTContext &Ctx) {
  std::vector<uint64_t> Offsets;
  T = T.getCanonicalType();
  const RecordDecl *R = T->getAsRecordDecl();
  if (!R || !R->getDefinition() || R->isDependentType() ||
      !holdsPointer(T, Ctx) || !pointerMemberProblem(T, Ctx).empty())
    return Offsets;
  R = R->getDefinition();
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(R);
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(R))
    for (const CXXBaseSpecifier &B : CXX->bases()) {
      const CXXRecordDecl *Base = B.getType()->getAsCXXRecordDecl();
      if (!Base || !holdsPointer(B.getType(), Ctx))
        continue;
      uint64_t At = static_cast<uint64_t>(
          Layout.getBaseClassOffset(Base).getQuantity());
      for (uint64_t Inner : pointerMemberOffsets(B.getType(), Ctx))
        Offsets.push_back(At + Inner);
    }
  for (const FieldDecl *F : R->fields())
    if (F->getType().getCanonicalType()->isPointerType())
      Offsets.push_back(static_cast<uint64_t>(
          Ctx.toCharUnitsFromBits(Layout.getFieldOffset(F->getFieldIndex()))
              .getQuantity()));
  return Offsets;
}

KernelPieces KernelSignatureRewrite::build(RewriteContext &C) {
  const FunctionDecl *K = C.Clone.Function;
  std::string Name = TemplateInstanceRewrite::name(K, C.Spell);
  auto [Known, New] = C.Module.KernelNames.try_emplace(Name, K);
  if (!New && Known->second != K)
    C.report(K->getLocation(), "MTL2026", {Name});
  std::string ArgsType = Name + "_args";
  std::vector<std::string> Params;
  std::string Members, Copies;
  unsigned Buffer = 0;
  for (unsigned I = 0; I < K->getNumParams(); ++I) {
    const ParmVarDecl *P = K->getParamDecl(I);
    QualType T = P->getType();
    std::string PName = paramName(P, I, C.Spell);
    if (T->isPointerType()) {
      if (T->getPointeeType()->isPointerType())
        C.report(P->getLocation(), "MTL2019", {PName});
      Params.push_back(C.Spell.declare(T, PName, AddressSpace::Device,
                                       !C.Writes.isWritten(P)) +
                       " [[buffer(" + std::to_string(Buffer++) + ")]]");
      continue;
    }
    // A struct whose direct members are pointers keeps them: MSL 3 allows
    // `device T *` members in the constant buffer, and the shim checks and
    // translates the pointer bytes (docs/ABI.md).
    std::string Problem = pointerMemberProblem(T, C.Ctx);
    if (!Problem.empty())
      C.report(P->getLocation(), "MTL2009", {PName, Problem});
    Members += "  " + C.Spell.packedType(T) + " " + PName + ";\n";
    Copies += "\n  " + C.Spell.type(T.getUnqualifiedType()) + " " + PName +
              " = args." + PName + ";";
  }
  KernelPieces Out;
  if (!Members.empty()) {
    Out.ArgsStruct = "struct " + ArgsType + " {\n" + Members + "};\n";
    Params.push_back(C.Spell.addressSpace(AddressSpace::Constant) + " " +
                     ArgsType + " &args [[buffer(" +
                     std::to_string(Buffer++) + ")]]");
  }
  for (std::string &G : GlobalVariableRewrite::kernelParameters(C, Buffer)) {
    Params.push_back(std::move(G));
    ++Buffer;
  }
  if (Buffer > MaxBuffers)
    C.report(K->getLocation(), "MTL2007", {Name, std::to_string(Buffer)});
  else
    checkReservedBuffers(C, Buffer);
  const ImplicitInputs &In = C.Usage.inputs(K);
  if (In.DynamicShared)
    Params.push_back(SharedMemoryRewrite::dynamicParameter(C, true));
  for (const std::string &B : In.Builtins)
    Params.push_back(BuiltinVariableRewrite::parameter(C.Rules, B, true));
  uint64_t Shared = SharedMemoryRewrite::staticBytes(C);
  if (Shared > MaxSharedBytes)
    C.report(K->getLocation(), "MTL2008", {Name, std::to_string(Shared)});

  Out.Signature = launchBounds(C) + C.Spell.qualifier("__global__") +
                  " void " + Name + "(";
  for (size_t I = 0; I < Params.size(); ++I)
    Out.Signature += (I ? ",\n    " : "\n    ") + Params[I];
  Out.Signature += ")";
  // Namespaces and template parameters first: the copies and hoisted
  // declarations may name them.
  Out.Prologue = NamespaceScope::usingDirectives(K) +
                 TemplateInstanceRewrite::prologue(C) + Copies +
                 SharedMemoryRewrite::hoistedDeclarations(C);
  return Out;
}

} // namespace metalify
