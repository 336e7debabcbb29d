//===- MslSpelling.cpp - How MSL spells types and spaces ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MslSpelling.h"
#include "Driver/CudaHeaders.h"
#include "Rewrites/LambdaRewrite.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/PrettyPrinter.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

PrintingPolicy policy(const ASTContext &Ctx) {
  PrintingPolicy P(Ctx.getLangOpts());
  P.SuppressTagKeyword = true;
  P.Bool = true;
  // Types are spelled with their namespaces: kernels, their argument
  // structs and signatures are emitted at program scope.
  P.SuppressElaboration = true;
  P.SuppressUnwrittenScope = true;
  return P;
}

/// The CUDA spelling whose qualifier row names an address space.
llvm::StringRef spaceRowName(AddressSpace AS) {
  switch (AS) {
  case AddressSpace::Threadgroup:
    return "__shared__";
  case AddressSpace::Constant:
    return "__constant__";
  case AddressSpace::Thread:
    return "__local__";
  default:
    return "__device__";
  }
}

/// True when \p Arg is what \p Param defaults to (only type parameters
/// are compared: thread_block_tile<16, void> is written <16>).
bool isDefaultArgument(const TemplateArgument &Arg, const NamedDecl *Param,
                       const ASTContext &Ctx) {
  const auto *TypeParam = dyn_cast<TemplateTypeParmDecl>(Param);
  if (!TypeParam || !TypeParam->hasDefaultArgument() ||
      Arg.getKind() != TemplateArgument::Type)
    return false;
  QualType Default = TypeParam->getDefaultArgument().getArgument().getAsType();
  return Ctx.hasSameType(Default, Arg.getAsType());
}

} // namespace

MslSpelling::MslSpelling(const RuleTable &Rules, const ASTContext &Ctx,
                         Fp64Mode Fp64)
    : Rules(Rules), Ctx(Ctx), Fp64(Fp64) {
  auto IsIdentifier = [](llvm::StringRef S) {
    return !S.empty() && !llvm::isDigit(S.front()) &&
           llvm::all_of(S, [](char C) { return llvm::isAlnum(C) || C == '_'; });
  };
  for (const Rule &R : Rules.rows())
    if ((R.Kind == RuleKind::Qualifier || R.Kind == RuleKind::Type) &&
        IsIdentifier(R.Metal))
      Reserved.insert(R.Metal);
}

std::string MslSpelling::identifier(llvm::StringRef Name) const {
  if (!Reserved.contains(Name))
    return Name.str();
  const Rule *R = Rules.find("identifier");
  if (!R)
    return Name.str();
  std::string Out = R->Metal;
  for (size_t At; (At = Out.find("$1")) != std::string::npos;)
    Out.replace(At, 2, Name.str());
  return Out;
}

std::string MslSpelling::doubleLiteral(const llvm::APFloat &Value,
                                       llvm::StringRef Written,
                                       bool ByBits) const {
  llvm::APFloat AsFloat = Value;
  bool LosesInfo = false;
  AsFloat.convert(llvm::APFloat::IEEEsingle(),
                  llvm::APFloat::rmNearestTiesToEven, &LosesInfo);
  const Rule *R =
      Rules.find(LosesInfo || ByBits ? "double-literal" : "double-literal-float");
  if (!R || R->Metal.empty())
    return "";
  for (const std::string &H : R->Helpers)
    if (!llvm::is_contained(TypeHelpers, H))
      TypeHelpers.push_back(H);
  std::string Bits =
      "0x" + llvm::utohexstr(Value.bitcastToAPInt().getZExtValue(),
                             /*LowerCase=*/false, /*Width=*/16) +
      "ul";
  std::string Out = R->Metal;
  for (size_t At; (At = Out.find("$1")) != std::string::npos;)
    Out.replace(At, 2, Bits);
  for (size_t At; (At = Out.find("$2")) != std::string::npos;)
    Out.replace(At, 2, Written.str());
  return Out;
}

std::string MslSpelling::qualifier(llvm::StringRef CudaName) const {
  const Rule *R = Rules.find(CudaName);
  return R ? R->Metal : std::string();
}

std::string MslSpelling::qualifiedLibraryName(llvm::StringRef Name) const {
  // Table helpers are emitted at file scope, the library is a namespace.
  if (Name.starts_with(HelperPrefix))
    return ("::" + Name).str();
  return (StdlibNamespace + "::" + Name).str();
}

std::string MslSpelling::addressSpace(AddressSpace AS) const {
  return qualifier(spaceRowName(AS));
}

std::string MslSpelling::mapped(llvm::StringRef Spelling) const {
  const Rule *R = Rules.find(Spelling);
  if (!R || R->Kind != RuleKind::Type || R->Status == RuleStatus::Unsupported ||
      R->Metal.empty())
    return "";
  for (const std::string &H : R->Helpers)
    if (!llvm::is_contained(TypeHelpers, H))
      TypeHelpers.push_back(H);
  return R->Metal;
}

std::string MslSpelling::specialization(QualType Canon) const {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      Canon->getAsCXXRecordDecl());
  if (!Spec)
    return "";
  const ClassTemplateDecl *Template = Spec->getSpecializedTemplate();
  std::string Name = mapped(Template->getQualifiedNameAsString());
  if (Name.empty())
    return "";
  const TemplateArgumentList &Args = Spec->getTemplateArgs();
  const TemplateParameterList *Params = Template->getTemplateParameters();
  unsigned Count = Args.size();
  while (Count > 0 && Count <= Params->size() &&
         isDefaultArgument(Args[Count - 1], Params->getParam(Count - 1), Ctx))
    --Count;
  std::string Out = Name + "<";
  for (unsigned I = 0; I < Count; ++I) {
    const TemplateArgument &A = Args[I];
    if (I)
      Out += ", ";
    if (A.getKind() == TemplateArgument::Type)
      Out += type(A.getAsType());
    else if (A.getKind() == TemplateArgument::Integral)
      Out += llvm::toString(A.getAsIntegral(), 10, A.getAsIntegral().isSigned());
    else
      return "";
  }
  return Out + ">";
}

bool MslSpelling::isLibraryScalarTypedef(QualType T) const {
  const auto *Typedef = T->getAs<TypedefType>();
  return Typedef && T.getCanonicalType()->isBuiltinType() &&
         isInCudaOrSystemHeader(Ctx.getSourceManager(),
                                Typedef->getDecl()->getLocation());
}

std::string MslSpelling::type(QualType T) const {
  std::string Const = T.isLocalConstQualified() ? "const " : "";
  QualType Bare = T.getLocalUnqualifiedType();
  // `decltype(a + b)` (a trailing return type) and GNU's `__typeof__(x)`
  // (`({ __typeof__(a) _a = (a); ... })` in a macro) name a type MSL can
  // spell only as what it stands for.
  if ((isa<DecltypeType>(Bare) || isa<TypeOfExprType>(Bare) ||
       isa<TypeOfType>(Bare)) &&
      !Bare->isDependentType())
    Bare = Bare.getCanonicalType();
  // So does a member alias of a class template or of its instance, whose
  // written name (`Outer<T>::Inner::Alias`) names the template (an
  // instance's non-dependent types keep the template's aliases).
  if (const auto *Typedef = Bare->getAs<TypedefType>();
      Typedef && !Bare->isDependentType())
    for (const DeclContext *DC = Typedef->getDecl()->getDeclContext(); DC;
         DC = DC->getParent())
      if (const auto *R = dyn_cast<RecordDecl>(DC);
          R && (isProgramInstance(R) || R->isDependentContext()))
        return Const + type(Bare.getCanonicalType());
  if (const CXXRecordDecl *RD = Bare->getAsCXXRecordDecl();
      RD && RD->isLambda())
    return Const + LambdaRewrite::typeName(RD, *this);
  std::string Spelled = Bare.getAsString(policy(Ctx));
  if (Bare->isRealFloatingType() && Ctx.getTypeSize(Bare) > 32) {
    // Under --fp64=error double stays, and is diagnosed where written.
    if (Fp64 == Fp64Mode::Error)
      return Const + Spelled;
    // Under --fp64=demote it is spelled as float is.
    if (Fp64 == Fp64Mode::Demote)
      return Const + type(Ctx.FloatTy);
    return Const + mapped("double");
  }
  if (std::string M = mapped(Spelled); !M.empty())
    return Const + M;
  QualType Canon = Bare.getCanonicalType().getUnqualifiedType();
  if (Canon != Bare) {
    std::string CanonSpelled = Canon.getAsString(policy(Ctx));
    // A typedef without a row of its own takes its target's row
    // (size_t -> unsigned long -> ulong).
    if (std::string M = mapped(CanonSpelled); !M.empty())
      return Const + M;
    // The .metal file includes no C library header: a scalar typedef of
    // one is spelled as its target (int64_t -> long, int32_t -> int).
    if (isLibraryScalarTypedef(Bare))
      return Const + CanonSpelled;
  }
  if (const RecordDecl *R = Canon->getAsRecordDecl())
    if (std::string Instance = instanceSpelling(R); !Instance.empty())
      return Const + Instance;
  if (std::string M = specialization(Canon); !M.empty())
    return Const + M;
  return Const + Spelled;
}

std::string MslSpelling::templateArgumentName(const TemplateArgument &A) const {
  std::string Text;
  // The host names instances too, where double is double: the name must
  // not depend on how the device spells it (--fp64).
  if (A.getKind() == TemplateArgument::Type &&
      A.getAsType()->isSpecificBuiltinType(BuiltinType::Double))
    Text = "double";
  else if (A.getKind() == TemplateArgument::Type)
    Text = type(A.getAsType());
  else if (A.getKind() == TemplateArgument::Integral &&
           A.getIntegralType()->isBooleanType())
    Text = A.getAsIntegral().getBoolValue() ? "true" : "false";
  else if (A.getKind() == TemplateArgument::Integral)
    Text = llvm::toString(A.getAsIntegral(), 10);
  else if (A.getKind() == TemplateArgument::Declaration)
    Text = A.getAsDecl()->getNameAsString();
  else
    Text = "arg";
  for (char &Ch : Text)
    if (!llvm::isAlnum(Ch))
      Ch = Ch == '-' ? 'm' : Ch == '*' ? 'p' : Ch == '&' ? 'r' : '_';
  return Text;
}

std::string
MslSpelling::instanceName(llvm::StringRef Name,
                          llvm::ArrayRef<TemplateArgument> Args) const {
  std::string Out = identifier(Name);
  for (const TemplateArgument &A : Args) {
    // A pack contributes its elements (`Tuple<int, float>`).
    if (A.getKind() == TemplateArgument::Pack) {
      for (const TemplateArgument &E : A.pack_elements())
        Out += "_" + templateArgumentName(E);
      continue;
    }
    Out += "_" + templateArgumentName(A);
  }
  return Out;
}

bool MslSpelling::isProgramInstance(const RecordDecl *R) const {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(R);
  return Spec && !isa<ClassTemplatePartialSpecializationDecl>(Spec) &&
         !isInCudaOrSystemHeader(Ctx.getSourceManager(),
                                 Spec->getSpecializedTemplate()->getLocation());
}

std::string MslSpelling::recordName(const RecordDecl *R) const {
  if (!isProgramInstance(R))
    return identifier(R->getName());
  const auto *Spec = cast<ClassTemplateSpecializationDecl>(R);
  return instanceName(Spec->getName(), Spec->getTemplateArgs().asArray());
}

std::string MslSpelling::scopePrefix(const DeclContext *DC) const {
  if (const auto *R = dyn_cast<RecordDecl>(DC))
    return scopePrefix(R->getDeclContext()) + recordName(R) + "::";
  if (const auto *NS = dyn_cast<NamespaceDecl>(DC)) {
    // Unnamed and inline namespaces need not be named.
    if (NS->isAnonymousNamespace() || NS->isInline())
      return scopePrefix(NS->getDeclContext());
    return scopePrefix(NS->getDeclContext()) + NS->getName().str() + "::";
  }
  return "";
}

std::string MslSpelling::instanceSpelling(const RecordDecl *R) const {
  bool InInstance = false;
  for (const DeclContext *DC = R; DC; DC = DC->getParent())
    if (const auto *Outer = dyn_cast<RecordDecl>(DC))
      InInstance |= isProgramInstance(Outer);
  if (!InInstance)
    return "";
  return scopePrefix(R->getDeclContext()) + recordName(R);
}

std::string MslSpelling::packedType(QualType T) const {
  std::string Spelled =
      T.getLocalUnqualifiedType().getAsString(policy(Ctx));
  std::string M = mapped(Spelled);
  // Only 3-component vectors differ in size between CUDA and MSL; a
  // helper's struct (metalify::double3) has CUDA's layout already.
  if (!M.empty() && llvm::StringRef(Spelled).ends_with("3") &&
      llvm::StringRef(M).ends_with("3") && !llvm::StringRef(M).contains("::"))
    return qualifier("__packed__") + M;
  return type(T);
}

std::string MslSpelling::declare(QualType T, llvm::StringRef Name,
                                 AddressSpace Space, bool ConstPointee) const {
  if (T->isPointerType() || T->isReferenceType()) {
    QualType Pointee = T->getPointeeType();
    // MSL reads best with const first: `const device float *`.
    std::string Const =
        ConstPointee || Pointee.isConstQualified() ? "const " : "";
    Pointee.removeLocalConst();
    std::string Sigil = T->isPointerType() ? " *" : " &";
    if (T.isLocalConstQualified())
      Sigil += "const ";
    // Memory the host also sees keeps CUDA's layout: a float3 there is 12
    // bytes, MSL's float3 is 16, so such pointers use the packed types.
    bool HostVisible =
        Space == AddressSpace::Device || Space == AddressSpace::Constant;
    // A pointer to rows (`T rl[H][W]` as a parameter): the declarator
    // goes between the element type and the bounds, `float (*rl)[16]`.
    if (Ctx.getAsConstantArrayType(Pointee)) {
      std::string Bounds;
      QualType Elem = Pointee;
      while (const auto *CA = Ctx.getAsConstantArrayType(Elem)) {
        Bounds += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
        Elem = CA->getElementType();
      }
      return Const + addressSpace(Space) + " " +
             (HostVisible ? packedType(Elem) : type(Elem)) + " (" +
             llvm::StringRef(Sigil).trim().str() + Name.str() + ")" + Bounds;
    }
    return Const + addressSpace(Space) + " " +
           (HostVisible ? packedType(Pointee) : type(Pointee)) + Sigil +
           Name.str();
  }
  if (Ctx.getAsConstantArrayType(T)) {
    std::string Bounds;
    QualType Elem = T;
    while (const auto *CA = Ctx.getAsConstantArrayType(Elem)) {
      Bounds += "[" + std::to_string(CA->getSize().getZExtValue()) + "]";
      Elem = CA->getElementType();
    }
    return type(Elem) + " " + Name.str() + Bounds;
  }
  return type(T) + " " + Name.str();
}

std::string MslSpelling::declareByReference(QualType T, llvm::StringRef Name,
                                            AddressSpace Space) const {
  if (!Ctx.getAsConstantArrayType(T))
    return addressSpace(Space) + " " + type(T) + " &" + Name.str();
  // An array keeps its type (`T (&a)[N]`): the callee may bind it to a
  // reference to an array or take its sizeof, as in CUDA.
  return addressSpace(Space) + " " +
         declare(T, "(&" + Name.str() + ")", Space, false);
}

} // namespace metalify
