//===- LaunchRewrite.cpp - k<<<g, b, s, st>>>(args) -> a shim call --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/LaunchRewrite.h"
#include "Rewrites/DeviceCode.h"
#include "Rewrites/KernelTemplateHandles.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <optional>

namespace metalify {
namespace {

/// Finds the launches in host code; device code is removed from the host
/// output, so launches inside it (dynamic parallelism) are not edited.
class LaunchFinder : public HostCodeVisitor<LaunchFinder> {
public:
  std::vector<const clang::CUDAKernelCallExpr *> Launches;

  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *E) {
    Launches.push_back(E);
    return true;
  }
};

/// How a token reached the launch: written in the file, through a macro
/// argument, or in a macro body, and which expansion.
struct TokenOrigin {
  bool FromMacro, FromArgument;
  clang::SourceLocation Expansion;
  bool operator==(const TokenOrigin &O) const {
    return FromMacro == O.FromMacro && FromArgument == O.FromArgument &&
           Expansion == O.Expansion;
  }
};

TokenOrigin originOf(const clang::SourceManager &SM, clang::SourceLocation L) {
  if (!L.isMacroID())
    return {false, false, {}};
  return {true, SM.isMacroArgExpansion(L), SM.getExpansionLoc(L)};
}

/// The template arguments a launch must write for the kernel template
/// \p T: those before the first parameter with a default.
unsigned requiredTemplateArgs(const clang::FunctionTemplateDecl &T) {
  return T.getTemplateParameters()->getMinRequiredArguments();
}


size_t explicitArgCount(const clang::CallExpr &Call) {
  size_t N = 0;
  for (const clang::Expr *Arg : Call.arguments())
    if (!llvm::isa<clang::CXXDefaultArgExpr>(Arg))
      ++N;
  return N;
}

/// The arguments a launch leaves to the kernel's default arguments, as
/// their written text (`, 2.0f, NULL`), or none when one is not written
/// as a whole in the file or as one whole macro use (`int n DEFAULT_N`
/// with `#define DEFAULT_N = 4` has no text for `4` alone).
std::optional<std::string> defaultArguments(const clang::CallExpr &Launch,
                                            const clang::SourceManager &SM,
                                            const clang::LangOptions &Opts) {
  std::string Text;
  for (const clang::Expr *Arg : Launch.arguments()) {
    const auto *Default = llvm::dyn_cast<clang::CXXDefaultArgExpr>(Arg);
    if (!Default)
      continue;
    clang::CharSourceRange Range = clang::Lexer::makeFileCharRange(
        clang::CharSourceRange::getTokenRange(
            Default->getExpr()->getSourceRange()),
        SM, Opts);
    if (Range.isInvalid())
      return std::nullopt;
    Text += ", " + clang::Lexer::getSourceText(Range, SM, Opts).str();
  }
  return Text;
}

/// The parameter types of the function \p Launch calls: its kernel's, or
/// those of the function pointer it launches through.
llvm::ArrayRef<clang::QualType>
launchedParameterTypes(const clang::CUDAKernelCallExpr &Launch) {
  const clang::QualType Callee = Launch.getCallee()->getType();
  const clang::FunctionProtoType *Proto =
      Callee->isPointerType()
          ? Callee->getPointeeType()->getAs<clang::FunctionProtoType>()
          : Callee->getAs<clang::FunctionProtoType>();
  return Proto ? Proto->getParamTypes() : llvm::ArrayRef<clang::QualType>();
}

} // namespace

void LaunchRewrite::typeBracedArguments(
    const clang::CUDAKernelCallExpr &Launch) {
  llvm::ArrayRef<clang::QualType> Params = launchedParameterTypes(Launch);
  clang::PrintingPolicy Policy(Ctx.Context.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  for (unsigned I = 0; I < Launch.getNumArgs() && I < Params.size(); ++I) {
    const clang::Expr *Arg = Launch.getArg(I);
    if (llvm::isa<clang::CXXDefaultArgExpr>(Arg))
      continue;
    clang::SourceLocation Begin = mainFileSpelling(Ctx, Arg->getBeginLoc());
    if (Begin.isInvalid() || *Ctx.SM.getCharacterData(Begin) != '{')
      continue;
    // `k<<<g, b>>>(p, {})` converts `{}` to the parameter's type; the
    // handle's launch deduces its argument types, so the type is written.
    Ctx.Rewrite.InsertTextBefore(
        Begin, Params[I].getUnqualifiedType().getAsString(Policy));
  }
}

void LaunchRewrite::run() {
  LaunchFinder Finder;
  Finder.TraverseDecl(Ctx.Context.getTranslationUnitDecl());
  for (const clang::CUDAKernelCallExpr *Launch : Finder.Launches)
    rewriteLaunch(*Launch);
}

clang::SourceLocation
LaunchRewrite::liftCallee(clang::SourceLocation Callee,
                         clang::SourceLocation Config) const {
  // Each step leaves one macro argument (for the parameter's place in the
  // body) or one macro expansion (for the macro's name): the first token
  // of either is where an insertion before the callee belongs.
  while (Callee.isValid() &&
         !(originOf(Ctx.SM, Callee) == originOf(Ctx.SM, Config))) {
    clang::SourceLocation Up;
    if (!Callee.isMacroID() ||
        !Ctx.SM.isAtStartOfImmediateMacroExpansion(Callee, &Up))
      return {};
    Callee = Up;
  }
  return Callee;
}

std::optional<LaunchRewrite::LaunchAnchors>
LaunchRewrite::spellAnchors(const clang::CUDAKernelCallExpr &Launch) {
  const clang::CallExpr *Config = Launch.getConfig();
  if (!Config || Config->getNumArgs() < 2)
    return std::nullopt;
  // Callee start, '<<<', '>>>' and the call's ')': all must be written in
  // one place (the file, one macro argument or one macro body) so the edits
  // stay balanced. The callee is where its macro argument or its own macro
  // is used, when that is the place of the '<<<'.
  clang::SourceLocation Open = Config->getCallee()->getBeginLoc();
  clang::SourceLocation Locs[] = {
      liftCallee(Launch.getCallee()->getBeginLoc(), Open), Open,
      Config->getRParenLoc(), Launch.getRParenLoc()};
  TokenOrigin Origin = originOf(Ctx.SM, Open);
  clang::SourceLocation Spelled[4];
  for (unsigned I = 0; I != 4; ++I) {
    Spelled[I] = mainFileSpelling(Ctx, Locs[I]);
    if (Spelled[I].isInvalid() || !(originOf(Ctx.SM, Locs[I]) == Origin))
      return std::nullopt;
  }
  std::optional<clang::Token> LParen = clang::Lexer::findNextToken(
      Spelled[2], Ctx.SM, Ctx.Context.getLangOpts());
  if (!LParen || !LParen->is(clang::tok::l_paren))
    return std::nullopt;
  return LaunchAnchors{Spelled[0], Spelled[1], Spelled[2],
                       LParen->getEndLoc(), Spelled[3]};
}

bool LaunchRewrite::checkTemplateArguments(
    const clang::CUDAKernelCallExpr &Launch) {
  const auto *Lookup = llvm::dyn_cast<clang::UnresolvedLookupExpr>(
      Launch.getCallee()->IgnoreParenImpCasts());
  if (!Lookup)
    return true;
  const clang::FunctionTemplateDecl *T = KernelTemplateHandles::dependentTemplate(*Lookup);
  if (!T || !KernelTemplateHandles::leavesDeduction(*Lookup, *T) ||
      KernelTemplateHandles::hasDeduction(*T))
    return true;
  // Which arguments a deduction picks depends on the host template's own
  // arguments, and without the deduction declaration nothing spells them.
  Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Launch.getBeginLoc()), "MTL1025",
                   {T->getNameAsString()});
  return false;
}

bool LaunchRewrite::spellDeducedInstance(
    const clang::CUDAKernelCallExpr &Launch,
    const clang::UnresolvedLookupExpr &Lookup, const LaunchAnchors &Anchors) {
  const clang::FunctionTemplateDecl *T = KernelTemplateHandles::dependentTemplate(Lookup);
  if (!T || !KernelTemplateHandles::leavesDeduction(Lookup, *T))
    return true;
  clang::SourceLocation Begin = mainFileSpelling(Ctx, Lookup.getBeginLoc());
  clang::SourceLocation Name = mainFileSpelling(Ctx, Lookup.getNameLoc());
  clang::SourceLocation End = mainFileSpelling(Ctx, Lookup.getEndLoc());
  if (Begin.isInvalid() || Name.isInvalid() || End.isInvalid()) {
    reportMacroSplit(Launch);
    return false;
  }
  const clang::LangOptions &LangOpts = Ctx.Context.getLangOpts();
  auto Text = [&](clang::SourceLocation From, clang::SourceLocation To) {
    return clang::Lexer::getSourceText(
               clang::CharSourceRange::getCharRange(From, To), Ctx.SM,
               LangOpts)
        .str();
  };
  auto AfterToken = [&](clang::SourceLocation Loc) {
    return clang::Lexer::getLocForEndOfToken(Loc, 0, Ctx.SM, LangOpts);
  };
  // The qualifier and the explicit template arguments stay as written; the
  // call's arguments are only read (decltype), never evaluated twice.
  // An unqualified name of a namespaced handle names its namespace.
  std::string Qualifier = Text(Begin, Name);
  if (Qualifier.empty() && handleIsNamespaced(Ctx, *T->getTemplatedDecl()))
    Qualifier = handleQualifier(Ctx, *T->getTemplatedDecl()).value_or("");
  std::string Deduction =
      Qualifier +
      KernelTemplateHandles::deductionName(T->getNameAsString()) +
      Text(AfterToken(Name), AfterToken(End)) + "(" +
      Text(Anchors.ArgsBegin, Anchors.ArgsEnd) + ")";
  Ctx.Rewrite.ReplaceText(clang::CharSourceRange::getTokenRange(Begin, End),
                          "*decltype(" + Deduction + ")::value");
  return true;
}

bool LaunchRewrite::spellTemplateArguments(
    const clang::CUDAKernelCallExpr &Launch, const LaunchAnchors &Anchors) {
  if (const auto *Lookup = llvm::dyn_cast<clang::UnresolvedLookupExpr>(
          Launch.getCallee()->IgnoreParenImpCasts()))
    return spellDeducedInstance(Launch, *Lookup, Anchors);
  const auto *Ref = llvm::dyn_cast<clang::DeclRefExpr>(
      Launch.getCallee()->IgnoreParenImpCasts());
  const clang::FunctionDecl *Kernel = Launch.getDirectCallee();
  if (!Ref || !Kernel || !Kernel->getPrimaryTemplate())
    return true;
  const clang::FunctionTemplateDecl &T = *Kernel->getPrimaryTemplate();
  if (Ref->getNumTemplateArgs() >= requiredTemplateArgs(T))
    return true;
  // Deduced arguments: name the instance the launch deduced.
  clang::SourceLocation Begin = mainFileSpelling(Ctx, Ref->getLocation());
  clang::SourceLocation End = mainFileSpelling(Ctx, Ref->getEndLoc());
  if (Begin.isInvalid() || End.isInvalid()) {
    reportMacroSplit(Launch);
    return false;
  }
  clang::PrintingPolicy Policy(Ctx.Context.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  std::string Text = Kernel->getNameAsString() + "<";
  llvm::ArrayRef<clang::TemplateArgument> Args =
      Kernel->getTemplateSpecializationArgs()->asArray();
  for (size_t I = 0; I < Args.size(); ++I) {
    llvm::raw_string_ostream OS(Text);
    OS << (I ? ", " : "");
    Args[I].print(Policy, OS, /*IncludeType=*/true);
  }
  Ctx.Rewrite.ReplaceText(clang::CharSourceRange::getTokenRange(Begin, End),
                          Text + ">");
  return true;
}

void LaunchRewrite::reportMacroSplit(const clang::CUDAKernelCallExpr &Launch) {
  Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Launch.getBeginLoc()), "MTL1014",
                   {"kernel launch"});
}

void LaunchRewrite::rewriteLaunch(const clang::CUDAKernelCallExpr &Launch) {
  clang::SourceLocation At = Ctx.SM.getFileLoc(Launch.getBeginLoc());
  const clang::FunctionDecl *Kernel = Launch.getDirectCallee();
  std::string Name = Kernel ? Kernel->getNameAsString() : "kernel";
  if (!checkTemplateArguments(Launch))
    return;
  // The host handle has no default arguments: the launch writes them out.
  std::optional<std::string> Defaults =
      defaultArguments(Launch, Ctx.SM, Ctx.Context.getLangOpts());
  if (!Defaults) {
    Ctx.Diags.report(Ctx.SM, At, "MTL1013", {Name});
    return;
  }
  std::optional<LaunchAnchors> Anchors = spellAnchors(Launch);
  if (!Anchors) {
    reportMacroSplit(Launch);
    return;
  }
  // A macro body expanded twice holds one launch to rewrite.
  if (!Ctx.EditedLaunches.insert(Anchors->Callee.getRawEncoding()).second)
    return;

  size_t ConfigArgs = explicitArgCount(*Launch.getConfig());
  std::string Tail;
  for (size_t I = ConfigArgs; I < 4; ++I)
    Tail += ", 0"; // shared memory and stream default to 0
  if (explicitArgCount(Launch) != 0)
    Tail += ", ";
  if (!spellTemplateArguments(Launch, *Anchors))
    return;
  typeBracedArguments(Launch);
  Ctx.Rewrite.InsertTextBefore(Anchors->Callee,
                               Ctx.Spellings.LaunchFunction + "(");
  Ctx.Rewrite.ReplaceText(clang::CharSourceRange::getTokenRange(
                              Anchors->OpenConfig, Anchors->OpenConfig),
                          ", ");
  Ctx.Rewrite.ReplaceText(clang::CharSourceRange::getCharRange(
                              Anchors->CloseConfig, Anchors->ArgsBegin),
                          Tail);
  if (!Defaults->empty())
    Ctx.Rewrite.InsertTextBefore(Anchors->ArgsEnd, *Defaults);
}

} // namespace metalify
