//===- KernelDiscovery.cpp - Kernels and their MSL attributes -------------===//
//
// Part of metalify. Attributes are bound by position: a parameter owns the
// attributes between its first token and the next parameter (or the closing
// parenthesis); a kernel owns those between the previous `;` or `}` and its
// name (for an explicit instantiation, its name in the instantiation).
//
//===----------------------------------------------------------------------===//
#include "cpu/KernelDiscovery.h"

#include "cpu/MslAddressSpaceCheck.h"
#include "cpu/Strictness.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringSet.h"

#include <fmt/format.h>

#include <set>

using namespace clang;
using namespace metalify::cpu;

namespace {

/// Collects kernel definitions, instantiations included.
class KernelFinder : public RecursiveASTVisitor<KernelFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!isKernel(*FD) || FD->isTemplated() || !FD->hasBody() ||
        FD->getDefinition() != FD || !Seen.insert(FD).second)
      return true;
    TemplateSpecializationKind TSK = FD->getTemplateSpecializationKind();
    if (TSK == TSK_ImplicitInstantiation ||
        TSK == TSK_ExplicitInstantiationDeclaration)
      return true;
    Kernels.push_back(FD);
    return true;
  }

  std::vector<FunctionDecl *> Kernels;

private:
  std::set<const FunctionDecl *> Seen;
};

/// Sums the kernel-scope threadgroup variables of one kernel body.
class ThreadgroupVarSizer : public RecursiveASTVisitor<ThreadgroupVarSizer> {
public:
  explicit ThreadgroupVarSizer(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitVarDecl(VarDecl *VD) {
    if (!VD->isStaticLocal() || VD->getType()->isDependentType() ||
        !isThreadgroupSpace(
            Ctx.getBaseElementType(VD->getType()).getAddressSpace()))
      return true;
    uint64_t Align = Ctx.getTypeAlignInChars(VD->getType()).getQuantity();
    Bytes = (Bytes + Align - 1) / Align * Align;
    Bytes += Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
    return true;
  }

  uint64_t Bytes = 0;

private:
  ASTContext &Ctx;
};

/// Describes one kernel; reports its errors.
class KernelDescriber {
public:
  KernelDescriber(ASTContext &Ctx, const std::vector<MslAttribute> &Attrs)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Attrs(Attrs),
        Text(SM.getBufferData(SM.getMainFileID())) {}

  KernelDesc describe(FunctionDecl &FD);

private:
  SourceLocation attrLoc(const MslAttribute &A) const {
    return SM.getLocForStartOfFile(SM.getMainFileID())
        .getLocWithOffset(A.Offset);
  }
  /// Offset of \p Loc in the main file, or npos when it is elsewhere.
  size_t offsetOf(SourceLocation Loc) const {
    Loc = SM.getExpansionLoc(Loc);
    return SM.isInMainFile(Loc) ? SM.getFileOffset(Loc) : std::string::npos;
  }
  std::vector<const MslAttribute *> attrsIn(size_t Begin, size_t End) const {
    std::vector<const MslAttribute *> Out;
    for (const MslAttribute &A : Attrs)
      if (A.Offset >= Begin && A.Offset < End)
        Out.push_back(&A);
    return Out;
  }
  /// Attributes written before the declaration whose name is at \p Name.
  std::vector<const MslAttribute *> attrsBefore(SourceLocation Name) const {
    size_t End = offsetOf(Name);
    if (End == std::string::npos)
      return {};
    size_t Begin = Text.find_last_of(";}", End);
    return attrsIn(Begin == llvm::StringRef::npos ? 0 : Begin, End);
  }
  void error(SourceLocation Loc, const std::string &Message) {
    report(Ctx.getDiagnostics(), Loc, Message);
  }
  std::optional<unsigned> indexArg(const MslAttribute &A);
  void describeFunctionAttrs(FunctionDecl &FD, KernelDesc &K);
  void describeParams(FunctionDecl &FD, KernelDesc &K);
  bool describeParam(const ParmVarDecl &P,
                     const std::vector<const MslAttribute *> &PAttrs,
                     KernelParam &Out);
  bool describeBuiltIn(const ParmVarDecl &P, const MslAttribute &A,
                       KernelParam &Out);
  void checkThreadgroupMemory(FunctionDecl &FD);

  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<MslAttribute> &Attrs;
  llvm::StringRef Text;
};

std::optional<unsigned> KernelDescriber::indexArg(const MslAttribute &A) {
  unsigned Value = 0;
  if (A.Args.size() != 1 || llvm::StringRef(A.Args[0]).getAsInteger(0, Value)) {
    error(attrLoc(A), fmt::format("'{}' attribute takes one integer index",
                                  A.Name));
    return std::nullopt;
  }
  return Value;
}

std::string sanitize(llvm::StringRef Name) {
  std::string Out;
  for (char C : Name)
    Out += std::isalnum(static_cast<unsigned char>(C)) ? C : '_';
  return Out;
}

void KernelDescriber::describeFunctionAttrs(FunctionDecl &FD, KernelDesc &K) {
  std::vector<const MslAttribute *> FAttrs = attrsBefore(FD.getLocation());
  if (FunctionDecl *Pattern = FD.getTemplateInstantiationPattern()) {
    FAttrs = attrsBefore(Pattern->getLocation());
    auto Inst = attrsBefore(FD.getPointOfInstantiation());
    FAttrs.insert(FAttrs.end(), Inst.begin(), Inst.end());
  }
  for (const MslAttribute *A : FAttrs) {
    if (A->Name == "host_name" && A->Args.size() == 1 &&
        llvm::StringRef(A->Args[0]).starts_with("\""))
      K.HostName = llvm::StringRef(A->Args[0]).trim('"').str();
    else if (A->Name == "host_name")
      error(attrLoc(*A), "'host_name' attribute takes one string literal");
    if (A->Name != "max_total_threads_per_threadgroup")
      continue;
    std::optional<unsigned> N = indexArg(*A);
    if (N && (*N == 0 || *N > MaxThreadsPerThreadgroup))
      error(attrLoc(*A),
            fmt::format("max_total_threads_per_threadgroup({}) is out of "
                        "range: Metal allows 1 to {}",
                        *N, MaxThreadsPerThreadgroup));
    else if (N)
      K.MaxTotalThreadsPerThreadgroup = *N;
  }
}

bool KernelDescriber::describeBuiltIn(const ParmVarDecl &P,
                                      const MslAttribute &A,
                                      KernelParam &Out) {
  Out.Kind = KernelParam::BuiltIn;
  Out.Attribute = A.Name;
  QualType T = P.getType().getCanonicalType().getUnqualifiedType();
  QualType Elem = T;
  if (const auto *VT = T->getAs<ExtVectorType>()) {
    Out.Width = VT->getNumElements();
    Elem = VT->getElementType();
    Out.ElementType = Elem.getAsString(Ctx.getPrintingPolicy());
  }
  uint64_t Bits = Elem->isIntegerType() ? Ctx.getTypeSize(Elem) : 0;
  bool ElemOk = Elem->isUnsignedIntegerType() && (Bits == 16 || Bits == 32);
  if (ElemOk && Out.Width <= builtInWidth(A.Name) && Out.Width <= 3)
    return true;
  error(P.getLocation(),
        fmt::format("invalid type '{}' for the '{}' built-in: use {}",
                    P.getType().getAsString(Ctx.getPrintingPolicy()), A.Name,
                    builtInWidth(A.Name) == 1
                        ? "uint or ushort"
                        : "uint, uint2, uint3, ushort, ushort2 or ushort3"));
  return false;
}

bool KernelDescriber::describeParam(
    const ParmVarDecl &P, const std::vector<const MslAttribute *> &PAttrs,
    KernelParam &Out) {
  QualType T = P.getType();
  bool Indirect = T->isPointerType() || T->isReferenceType();
  LangAS AS = Indirect ? T->getPointeeType().getAddressSpace() : LangAS::Default;
  for (const MslAttribute *A : PAttrs) {
    if (builtInWidth(A->Name))
      return describeBuiltIn(P, *A, Out);
    bool IsBuffer = A->Name == "buffer", IsGroup = A->Name == "threadgroup";
    if (!IsBuffer && !IsGroup) {
      error(attrLoc(*A), fmt::format("kernel parameters with '[[{}]]' are "
                                     "not supported by the CPU backend",
                                     A->Name));
      return false;
    }
    std::optional<unsigned> Index = indexArg(*A);
    if (!Index)
      return false;
    Out.Kind = IsBuffer ? KernelParam::Buffer : KernelParam::Threadgroup;
    Out.Index = *Index;
    if (*Index > MaxBufferIndex) {
      error(attrLoc(*A), fmt::format("{} index {} is out of range: Metal "
                                     "allows 0 to {}",
                                     A->Name, *Index, MaxBufferIndex));
      return false;
    }
    bool SpaceOk = IsBuffer ? (isConstantSpace(AS) ||
                               isDeviceSpace(AS))
                            : isThreadgroupSpace(AS);
    if (Indirect && SpaceOk)
      return true;
    error(P.getLocation(),
          IsBuffer ? "a [[buffer(n)]] parameter must be a pointer or "
                     "reference to 'device' or 'constant' memory"
                   : "a [[threadgroup(n)]] parameter must be a pointer or "
                     "reference to 'threadgroup' memory");
    return false;
  }
  if (Indirect && (isConstantSpace(AS) || isDeviceSpace(AS))) {
    Out.Kind = KernelParam::Buffer;
    Out.Index = ~0u; // Assigned after the explicit indices.
    return true;
  }
  error(P.getLocation(),
        fmt::format("invalid type '{}' for input declaration: a kernel "
                    "parameter must be a 'device' or 'constant' pointer or "
                    "reference, or carry a built-in attribute",
                    T.getAsString(Ctx.getPrintingPolicy())));
  return false;
}

void KernelDescriber::describeParams(FunctionDecl &FD, KernelDesc &K) {
  FunctionDecl *Written = FD.getTemplateInstantiationPattern();
  Written = Written ? Written : &FD;
  size_t Close = offsetOf(Written->getFunctionTypeLoc().getRParenLoc());
  std::set<unsigned> Used[2];
  for (unsigned I = 0; I < FD.getNumParams(); ++I) {
    const ParmVarDecl &P = *FD.getParamDecl(I);
    size_t Begin = offsetOf(Written->getParamDecl(I)->getBeginLoc());
    size_t End = I + 1 < FD.getNumParams()
                     ? offsetOf(Written->getParamDecl(I + 1)->getBeginLoc())
                     : Close;
    KernelParam Param;
    if (!describeParam(P, attrsIn(Begin, End), Param))
      continue;
    bool IsBuffer = Param.Kind == KernelParam::Buffer;
    if (Param.Kind != KernelParam::BuiltIn && Param.Index != ~0u &&
        !Used[IsBuffer].insert(Param.Index).second)
      error(P.getLocation(), fmt::format("{} index {} is used twice",
                                         IsBuffer ? "buffer" : "threadgroup",
                                         Param.Index));
    K.Params.push_back(Param);
  }
  // Unannotated buffers take the first free index, in declaration order.
  unsigned Next = 0;
  for (KernelParam &P : K.Params) {
    if (P.Kind != KernelParam::Buffer || P.Index != ~0u)
      continue;
    while (Used[1].count(Next))
      ++Next;
    P.Index = Next;
    Used[1].insert(Next);
  }
}

void KernelDescriber::checkThreadgroupMemory(FunctionDecl &FD) {
  ThreadgroupVarSizer Sizer(Ctx);
  Sizer.TraverseStmt(FD.getBody());
  if (Sizer.Bytes > MaxThreadgroupMemory)
    error(FD.getLocation(),
          fmt::format("kernel '{}' declares {} bytes of threadgroup memory; "
                      "Metal allows at most {}",
                      FD.getNameAsString(), Sizer.Bytes, MaxThreadgroupMemory));
}

KernelDesc KernelDescriber::describe(FunctionDecl &FD) {
  KernelDesc K;
  llvm::raw_string_ostream CallOS(K.CallName);
  CallOS << "::";
  FD.getNameForDiagnostic(CallOS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
  CallOS.flush();
  K.HostName = FD.getTemplateInstantiationPattern()
                   ? K.CallName.substr(2)
                   : FD.getQualifiedNameAsString();
  if (!FD.getReturnType()->isVoidType())
    error(FD.getLocation(), "kernel functions must return void");
  describeFunctionAttrs(FD, K);
  describeParams(FD, K);
  checkThreadgroupMemory(FD);
  K.SymbolName = sanitize(K.HostName);
  return K;
}

/// Runs the checks, then discovery.
class AnalysisConsumer : public ASTConsumer {
public:
  AnalysisConsumer(const std::vector<MslAttribute> &Attrs,
                   std::vector<KernelDesc> &Kernels, unsigned MetalVersion)
      : Attrs(Attrs), Kernels(Kernels), MetalVersion(MetalVersion) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    checkMetalRules(Ctx, MetalVersion);
    checkMslAddressSpaces(Ctx);
    Kernels = discoverKernels(Ctx, Attrs);
  }

private:
  const std::vector<MslAttribute> &Attrs;
  std::vector<KernelDesc> &Kernels;
  unsigned MetalVersion;
};

} // namespace

std::vector<KernelDesc>
metalify::cpu::discoverKernels(ASTContext &Ctx,
                               const std::vector<MslAttribute> &Attributes) {
  KernelFinder Finder;
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  KernelDescriber Describer(Ctx, Attributes);
  std::vector<KernelDesc> Kernels;
  llvm::StringSet<> Symbols;
  for (FunctionDecl *FD : Finder.Kernels) {
    Kernels.push_back(Describer.describe(*FD));
    KernelDesc &K = Kernels.back();
    if (!Symbols.insert(K.SymbolName).second)
      K.SymbolName += "_" + std::to_string(Kernels.size());
  }
  return Kernels;
}

std::unique_ptr<ASTConsumer>
metalify::cpu::makeAnalysisConsumer(const std::vector<MslAttribute> &Attributes,
                                    std::vector<KernelDesc> &Kernels,
                                    unsigned MetalVersion) {
  return std::make_unique<AnalysisConsumer>(Attributes, Kernels,
                                            MetalVersion);
}
