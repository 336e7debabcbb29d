//===- MslAddressSpaceCheck.cpp - Metal's address-space rules -------------===//
//
// Part of metalify. See MslAddressSpaceCheck.h.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslAddressSpaceCheck.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/raw_ostream.h"

namespace metalify::cpu {
namespace {

/// The MSL spelling of a (SYCL-mode) address space.
const char *mslName(clang::LangAS AS) {
  switch (AS) {
  case clang::LangAS::sycl_global_device:
  case clang::LangAS::opencl_global_device:
    return "device";
  case clang::LangAS::sycl_global_host:
  case clang::LangAS::opencl_global_host:
    return "constant";
  case clang::LangAS::sycl_local:
  case clang::LangAS::opencl_local:
    return "threadgroup";
  case clang::LangAS::Default:
    return "thread";
  default:
    return "non-thread";
  }
}

/// The letter of a space in the prelude's `_s(...)` member annotation.
char spaceLetter(clang::LangAS AS) {
  switch (AS) {
  case clang::LangAS::sycl_global_device:
  case clang::LangAS::opencl_global_device:
    return 'D';
  case clang::LangAS::sycl_global_host:
  case clang::LangAS::opencl_global_host:
    return 'C';
  case clang::LangAS::sycl_local:
  case clang::LangAS::opencl_local:
    return 'G';
  default:
    return 'T';
  }
}

/// The address spaces an address-space conversion goes from and to.
std::pair<clang::LangAS, clang::LangAS>
conversionSpaces(const clang::ImplicitCastExpr *Cast) {
  clang::QualType From = Cast->getSubExpr()->getType();
  clang::QualType To = Cast->getType();
  if (From->isPointerType() && To->isPointerType()) {
    From = From->getPointeeType();
    To = To->getPointeeType();
  }
  return {From.getAddressSpace(), To.getAddressSpace()};
}

/// Finds the casts Metal rejects (see the header), in user code and in the
/// template instantiations it causes.
class Visitor : public clang::RecursiveASTVisitor<Visitor> {
public:
  explicit Visitor(clang::ASTContext &Ctx) : Ctx(Ctx) {
    DiagId = Ctx.getDiagnostics().getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "cannot convert from the %0 address space to the thread address "
        "space (Metal has no generic address space)");
    VectorCastId = Ctx.getDiagnostics().getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "cast from %0 to %1 would reinterpret the bits on the CPU backend; "
        "convert with the vector constructor instead");
    ThisId = Ctx.getDiagnostics().getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "member function '%0' is called on an object in the %1 address "
        "space, but it has no overload whose 'this' is in that space (Metal "
        "needs one: declare it with '%1' after the parameter list)");
  }

  bool shouldVisitTemplateInstantiations() const { return true; }

  /// The object of a member call keeps its address space on Metal, when
  /// the member was declared for that space (`float get() device const`).
  bool VisitMemberExpr(clang::MemberExpr *E) {
    const auto *Method =
        llvm::dyn_cast<clang::CXXMethodDecl>(E->getMemberDecl());
    if (!Method)
      return true;
    allow(E->getBase());
    const clang::Expr *Base = E->getBase()->IgnoreImpCasts();
    clang::QualType Object = Base->getType();
    if (E->isArrow() && Object->isPointerType())
      Object = Object->getPointeeType();
    checkThisSpace(Method, Base, Object.getAddressSpace(), E->getMemberLoc());
    return true;
  }
  /// Implicit copies and moves read any address space on Metal.
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    const clang::CXXConstructorDecl *Ctor = E->getConstructor();
    if (Ctor->isCopyOrMoveConstructor() && !Ctor->isUserProvided() &&
        E->getNumArgs() > 0)
      allow(E->getArg(0));
    return true;
  }
  bool VisitCXXOperatorCallExpr(clang::CXXOperatorCallExpr *E) {
    const auto *Method =
        llvm::dyn_cast_or_null<clang::CXXMethodDecl>(E->getCalleeDecl());
    if (!Method || E->getNumArgs() == 0)
      return true;
    allow(E->getArg(0));
    const clang::Expr *Object = E->getArg(0)->IgnoreImpCasts();
    checkThisSpace(Method, Object, Object->getType().getAddressSpace(),
                   E->getOperatorLoc());
    if ((Method->isCopyAssignmentOperator() ||
         Method->isMoveAssignmentOperator()) &&
        !Method->isUserProvided() && E->getNumArgs() > 1)
      allow(E->getArg(1));
    return true;
  }
  /// A cast between vector types with different elements is a bitcast in
  /// Clang; Metal converts. Only the constructor (float4(x)) converts here.
  bool VisitExplicitCastExpr(clang::ExplicitCastExpr *Cast) {
    if (Cast->getCastKind() != clang::CK_BitCast || inSystemHeader(Cast))
      return true;
    const auto *To = Cast->getType()->getAs<clang::VectorType>();
    const auto *From =
        Cast->getSubExpr()->getType()->getAs<clang::VectorType>();
    if (!To || !From ||
        Ctx.hasSameUnqualifiedType(To->getElementType(),
                                   From->getElementType()))
      return true;
    Ctx.getDiagnostics().Report(Cast->getExprLoc(), VectorCastId)
        << Cast->getSubExpr()->getType() << Cast->getType()
        << Cast->getSourceRange();
    ++Errors;
    return true;
  }

  bool VisitImplicitCastExpr(clang::ImplicitCastExpr *Cast) {
    if (Cast->getCastKind() != clang::CK_AddressSpaceConversion ||
        Allowed.contains(Cast))
      return true;
    auto [From, To] = conversionSpaces(Cast);
    if (To != clang::LangAS::Default || From == clang::LangAS::Default)
      return true;
    if (inSystemHeader(Cast))
      return true;
    Ctx.getDiagnostics().Report(Cast->getExprLoc(), DiagId)
        << mslName(From) << Cast->getSourceRange();
    ++Errors;
    return true;
  }

  unsigned Errors = 0;

private:
  bool inSystemHeader(const clang::Expr *E) const {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    return SM.isInSystemHeader(SM.getExpansionLoc(E->getExprLoc()));
  }
  /// Reports a call of \p Method on \p Object, in \p Space, when no copy of
  /// the member was declared for that space: the prelude's `_s(...)`
  /// annotation lists them (MslPrepass.h); a member without it is for
  /// thread objects only. Implicit members (copies, assignments) work on
  /// every space, as on Metal. Calls on `this` are left alone: on the CPU
  /// `this` is generic, on Metal it has the space of the calling copy.
  void checkThisSpace(const clang::CXXMethodDecl *Method,
                      const clang::Expr *Object, clang::LangAS Space,
                      clang::SourceLocation Loc) {
    // The prelude's types stand for Metal's built-in ones (packed_float3,
    // vec), whose members work on objects in every space.
    if (Method->isStatic() || !Method->isUserProvided() ||
        isThis(Object) || inSystemHeader(Loc) ||
        inSystemHeader(Method->getLocation()))
      return;
    llvm::StringRef Declared = "T";
    for (const auto *A : Method->specific_attrs<clang::AnnotateAttr>())
      if (A->getAnnotation().starts_with("metalify_this_"))
        Declared = A->getAnnotation().drop_front(14);
    if (Declared.contains(spaceLetter(Space)))
      return;
    Ctx.getDiagnostics().Report(Loc, ThisId)
        << Method->getNameAsString() << mslName(Space);
    ++Errors;
  }
  static bool isThis(const clang::Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Deref = llvm::dyn_cast<clang::UnaryOperator>(E))
      if (Deref->getOpcode() == clang::UO_Deref)
        E = Deref->getSubExpr()->IgnoreParenImpCasts();
    return llvm::isa<clang::CXXThisExpr>(E);
  }
  bool inSystemHeader(clang::SourceLocation Loc) const {
    const clang::SourceManager &SM = Ctx.getSourceManager();
    return SM.isInSystemHeader(SM.getExpansionLoc(Loc));
  }
  /// Allows the implicit casts that make \p E an object argument; there
  /// may be several (derived-to-base, then the change of space).
  void allow(const clang::Expr *E) {
    while (const auto *Cast = llvm::dyn_cast<clang::ImplicitCastExpr>(E)) {
      Allowed.insert(Cast);
      E = Cast->getSubExpr();
    }
  }

  clang::ASTContext &Ctx;
  unsigned DiagId;
  unsigned VectorCastId;
  unsigned ThisId;
  llvm::DenseSet<const clang::ImplicitCastExpr *> Allowed;
};

/// Runs the check once the translation unit is parsed.
class CheckConsumer : public clang::ASTConsumer {
public:
  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    checkMslAddressSpaces(Ctx);
  }
};

/// Parses, runs the check and prints every diagnostic to a stream.
class CheckAction : public clang::ASTFrontendAction {
public:
  explicit CheckAction(llvm::raw_ostream &Out) : Out(Out) {}

  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    auto *Printer =
        new clang::TextDiagnosticPrinter(Out, &CI.getDiagnosticOpts());
    CI.getDiagnostics().setClient(Printer, /*ShouldOwnClient=*/true);
    // The engine began the source file with the previous client.
    Printer->BeginSourceFile(CI.getLangOpts(), &CI.getPreprocessor());
    return true;
  }
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<CheckConsumer>();
  }

private:
  llvm::raw_ostream &Out;
};

} // namespace

unsigned checkMslAddressSpaces(clang::ASTContext &Ctx) {
  Visitor V(Ctx);
  V.TraverseAST(Ctx);
  return V.Errors;
}

bool checkMslAddressSpacesInSource(std::string_view Source,
                                   const std::vector<std::string> &Args,
                                   std::string &Messages) {
  llvm::raw_string_ostream Out(Messages);
  std::vector<std::string> FullArgs = Args;
  FullArgs.push_back("-fsyntax-only");
  return clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<CheckAction>(Out), llvm::Twine(std::string(Source)),
      FullArgs, "input.metal", "metalify-check-msl");
}

} // namespace metalify::cpu
