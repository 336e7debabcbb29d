//===- KernelTemplateHandles.cpp - Host handles of kernel templates -------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/KernelTemplateHandles.h"
#include "Analysis/DeviceCallGraph.h"
#include "Rewrites/DeviceCode.h"
#include "Rewrites/KernelHandleRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/TemplateInstanceRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/StringExtras.h"

namespace metalify {
namespace {

/// `<A, B>`: every argument of \p Instance, spelled for the host.
std::string argumentList(const clang::FunctionDecl &Instance,
                         const clang::PrintingPolicy &Policy) {
  std::vector<std::string> Args;
  for (const clang::TemplateArgument &A :
       Instance.getTemplateSpecializationArgs()->asArray()) {
    std::string Text;
    llvm::raw_string_ostream OS(Text);
    A.print(Policy, OS, /*IncludeType=*/true);
    Args.push_back(OS.str());
  }
  return "<" + llvm::join(Args, ", ") + ">";
}

/// The tag declared by a type argument, looking through qualifiers.
void collectTags(const clang::TemplateArgument &A,
                 llvm::SmallVectorImpl<const clang::TagDecl *> &Out);

/// The classes \p T names: its own (through pointers, references and
/// arrays) and, for a class template instance, those of its arguments
/// (`LoadZip2<int *, int *, both_odd, int>` names both_odd).
void collectTags(clang::QualType T,
                 llvm::SmallVectorImpl<const clang::TagDecl *> &Out) {
  while (!T.isNull() && (T->isPointerType() || T->isReferenceType() ||
                         T->isArrayType()))
    T = T->isArrayType() ? clang::QualType(T->getArrayElementTypeNoTypeQual(), 0)
                         : T->getPointeeType();
  const clang::TagDecl *Tag = T.isNull() ? nullptr : T->getAsTagDecl();
  if (!Tag)
    return;
  Out.push_back(Tag);
  if (const auto *Instance =
          llvm::dyn_cast<clang::ClassTemplateSpecializationDecl>(Tag))
    for (const clang::TemplateArgument &A : Instance->getTemplateArgs().asArray())
      collectTags(A, Out);
}

/// The classes template argument \p A names.
void collectTags(const clang::TemplateArgument &A,
                 llvm::SmallVectorImpl<const clang::TagDecl *> &Out) {
  if (A.getKind() == clang::TemplateArgument::Pack) {
    for (const clang::TemplateArgument &Element : A.pack_elements())
      collectTags(Element, Out);
    return;
  }
  if (A.getKind() == clang::TemplateArgument::Type)
    collectTags(A.getAsType(), Out);
}

/// The raw tokens of the main file.
std::vector<clang::Token> mainFileTokens(HostRewriteContext &Ctx) {
  clang::FileID Main = Ctx.SM.getMainFileID();
  llvm::StringRef Buffer = Ctx.SM.getBufferData(Main);
  clang::Lexer Raw(Ctx.SM.getLocForStartOfFile(Main),
                   Ctx.Context.getLangOpts(), Buffer.begin(), Buffer.begin(),
                   Buffer.end());
  std::vector<clang::Token> Out;
  clang::Token T;
  while (!Raw.LexFromRawLexer(T))
    Out.push_back(T);
  return Out;
}

/// `T, N, Ts...`: the parameters of \p Params written as arguments; empty
/// when one of them has no name.
std::string parametersAsArguments(const clang::TemplateParameterList &Params) {
  std::vector<std::string> Args;
  for (const clang::NamedDecl *P : Params) {
    if (!P->getIdentifier())
      return "";
    Args.push_back(P->getNameAsString() + (P->isParameterPack() ? "..." : ""));
  }
  return llvm::join(Args, ", ");
}

bool isIdentifier(const clang::Token &T, llvm::StringRef Name) {
  return T.is(clang::tok::raw_identifier) && T.getRawIdentifier() == Name;
}

/// The index of the `;` that ends the explicit instantiation starting at
/// Tokens[Begin] (`template` not followed by `<`) when it instantiates
/// \p Name; 0 otherwise.
size_t instantiationEnd(llvm::ArrayRef<clang::Token> Tokens, size_t Begin,
                        llvm::StringRef Name) {
  if (Begin + 1 >= Tokens.size() || Tokens[Begin + 1].is(clang::tok::less))
    return 0;
  bool Names = false;
  for (size_t I = Begin + 1; I + 1 < Tokens.size(); ++I) {
    if (Tokens[I].isOneOf(clang::tok::l_brace, clang::tok::r_brace))
      return 0;
    if (Tokens[I].is(clang::tok::semi))
      return Names ? I : 0;
    Names |= isIdentifier(Tokens[I], Name) &&
             Tokens[I + 1].is(clang::tok::less);
  }
  return 0;
}

} // namespace

std::string KernelTemplateHandles::text(const clang::FunctionDecl &First) {
  const clang::FunctionTemplateDecl *T = First.getDescribedFunctionTemplate();
  const clang::SourceManager &SM = Ctx.SM;
  clang::SourceRange Params = T->getTemplateParameters()->getSourceRange();
  llvm::StringRef ParamText = clang::Lexer::getSourceText(
      SM.getExpansionRange(Params), SM, Ctx.Context.getLangOpts());
  std::string Name = First.getNameAsString();
  std::string Indent =
      lineIndent(Ctx, SM.getFileLoc(First.getBeginLoc()));
  bool Namespaced = handleIsNamespaced(Ctx, First);
  std::string Out = "/* metalify: " + Name + " runs on the GPU from " +
                    Ctx.ModuleName + ", one kernel per instance */\n" +
                    Indent +
                    (Namespaced ? "namespace " +
                                      std::string(KernelHandleNamespace) + " { "
                                : "") +
                    ParamText.str() + " extern " +
                    kernelHandleType(Ctx, First) + " " + Name + ";";
  bool Ok = true;
  for (const clang::FunctionDecl *I : DeviceCallGraph::kernelInstances(T)) {
    clang::SourceLocation Later;
    if (!placeInstance(First, *I, Later)) {
      Ok = false;
      continue;
    }
    if (Later.isInvalid()) {
      Out += "\n" + Indent + instanceText(First, *I, Indent, false);
      continue;
    }
    Ctx.Rewrite.InsertText(Later, instanceText(First, *I, "", true) + "\n",
                           /*InsertAfter=*/true);
  }
  if (std::string Deduction = deductionText(First, ParamText);
      !Deduction.empty())
    Out += "\n" + Indent + Deduction;
  if (Namespaced)
    Out += " }";
  return Ok ? Out : "";
}

bool KernelTemplateHandles::hasDeduction(const clang::FunctionTemplateDecl &T) {
  return !parametersAsArguments(*T.getTemplateParameters()).empty();
}

std::string KernelTemplateHandles::deductionName(llvm::StringRef Kernel) {
  return (Kernel + "_instance").str();
}

std::string
KernelTemplateHandles::deductionText(const clang::FunctionDecl &First,
                                     llvm::StringRef ParamText) {
  const clang::FunctionTemplateDecl *T = First.getDescribedFunctionTemplate();
  std::string Args = parametersAsArguments(*T->getTemplateParameters());
  if (Args.empty())
    return "";
  std::string Name = First.getNameAsString();
  std::string Handle = "&" + Name + "<" + Args + ">";
  return ParamText.str() + " std::integral_constant<decltype(" + Handle +
         "), " + Handle + "> " + deductionName(Name) + "(" +
         kernelParameterTypes(Ctx, First) + ");";
}

std::string
KernelTemplateHandles::instanceText(const clang::FunctionDecl &First,
                                    const clang::FunctionDecl &Instance,
                                    llvm::StringRef Indent, bool Qualified) {
  clang::PrintingPolicy Policy(Ctx.Context.getLangOpts());
  Policy.SuppressUnwrittenScope = true;
  MslSpelling Spell(Ctx.Rules, Ctx.Context);
  std::string Name = TemplateInstanceRewrite::name(&Instance, Spell);
  std::string Symbols = kernelSymbolArray(Ctx, Usage, Instance, First,
                                          Name + "_symbols", "inline", Indent);
  std::string Fields = kernelPointerFieldArray(
      Ctx, Instance, Name + "_pointer_fields", "inline", Indent);
  return Symbols + Fields + "template <> inline " +
         kernelHandleType(Ctx, Instance) + " " +
         (Qualified ? qualifiedHandleName(Instance)
                    : Instance.getNameAsString()) +
         argumentList(Instance, Policy) + "{\"" + Ctx.ModuleName + "\", \"" +
         Name + "\"" + (Symbols.empty() ? "" : ", " + Name + "_symbols") +
         (Fields.empty() ? "" : ", " + Name + "_pointer_fields") + "};";
}

bool KernelTemplateHandles::leavesDeduction(
    const clang::UnresolvedLookupExpr &E, const clang::FunctionTemplateDecl &T) {
  return !E.hasExplicitTemplateArgs() ||
         E.getNumTemplateArgs() <
             T.getTemplateParameters()->getMinRequiredArguments();
}

const clang::FunctionTemplateDecl *
KernelTemplateHandles::dependentTemplate(const clang::UnresolvedLookupExpr &E) {
  for (const clang::NamedDecl *D : E.decls())
    if (const auto *T = llvm::dyn_cast<clang::FunctionTemplateDecl>(D))
      if (isKernel(*T->getTemplatedDecl()))
        return T;
  return nullptr;
}

std::string
KernelTemplateHandles::qualifiedHandleName(const clang::FunctionDecl &Instance) {
  std::optional<std::string> Qualifier = handleQualifier(Ctx, Instance);
  if (!Qualifier)
    return Instance.getQualifiedNameAsString();
  // Without the leading `::`: it would join the handle's type before it.
  return llvm::StringRef(*Qualifier).drop_front(2).str() +
         Instance.getNameAsString();
}

bool KernelTemplateHandles::placeInstance(const clang::FunctionDecl &First,
                                          const clang::FunctionDecl &Instance,
                                          clang::SourceLocation &Later) {
  Later = clang::SourceLocation();
  const clang::Decl *Latest = nullptr;
  llvm::SmallVector<const clang::TagDecl *, 8> Tags;
  for (const clang::TemplateArgument &A :
       Instance.getTemplateSpecializationArgs()->asArray())
    collectTags(A, Tags);
  for (const clang::TagDecl *Tag : Tags) {
    const clang::TagDecl *Earliest = Tag->getCanonicalDecl();
    if (Tag->getDeclContext()->isFunctionOrMethod()) {
      Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Tag->getLocation()),
                       "MTL1026",
                       {First.getNameAsString(), Tag->getNameAsString()});
      return false;
    }
    if (Ctx.SM.isInSystemHeader(Earliest->getLocation()) ||
        !Ctx.SM.isBeforeInTranslationUnit(First.getBeginLoc(),
                                          Earliest->getBeginLoc()))
      continue;
    const clang::Decl *Outer = outermostDeclaration(*Earliest);
    if (!Latest || Ctx.SM.isBeforeInTranslationUnit(Latest->getEndLoc(),
                                                    Outer->getEndLoc()))
      Latest = Outer;
  }
  if (!Latest)
    return true;
  Later = lineAfter(Latest->getEndLoc());
  if (Later.isValid())
    return true;
  Ctx.Diags.report(Ctx.SM, Ctx.SM.getFileLoc(Latest->getLocation()), "MTL1026",
                   {First.getNameAsString(),
                    llvm::dyn_cast<clang::NamedDecl>(Latest)
                        ? llvm::cast<clang::NamedDecl>(Latest)->getNameAsString()
                        : std::string("?")});
  return false;
}

const clang::Decl *
KernelTemplateHandles::outermostDeclaration(const clang::Decl &D) {
  const clang::Decl *Out = &D;
  while (!llvm::isa<clang::TranslationUnitDecl>(Out->getDeclContext()) &&
         !llvm::isa<clang::LinkageSpecDecl>(Out->getDeclContext()))
    Out = llvm::cast<clang::Decl>(Out->getDeclContext());
  return Out;
}

clang::SourceLocation
KernelTemplateHandles::lineAfter(clang::SourceLocation End) {
  End = Ctx.SM.getFileLoc(End);
  clang::FileID File = Ctx.SM.getFileID(End);
  bool Rewritable = File == Ctx.SM.getMainFileID();
  for (const IncludeDirective *Inc : Ctx.Unit.mergedIncludes())
    Rewritable |= Inc->Entered == File;
  if (!Rewritable)
    return clang::SourceLocation();
  llvm::StringRef Buffer = Ctx.SM.getBufferData(File);
  size_t Newline = Buffer.find('\n', Ctx.SM.getFileOffset(End));
  if (Newline == llvm::StringRef::npos)
    return Ctx.SM.getLocForEndOfFile(File);
  return End.getLocWithOffset(Newline + 1 - Ctx.SM.getFileOffset(End));
}

void KernelTemplateHandles::removeExplicitInstantiations(
    const clang::FunctionTemplateDecl &T) {
  bool Any = false;
  for (const clang::FunctionDecl *I : T.specializations()) {
    clang::TemplateSpecializationKind K = I->getTemplateSpecializationKind();
    Any |= K == clang::TSK_ExplicitInstantiationDeclaration ||
           K == clang::TSK_ExplicitInstantiationDefinition;
  }
  if (!Any)
    return;
  // Clang keeps no location for an explicit instantiation of a function:
  // find `[extern] template <declaration naming T<...>>;` in the text.
  std::vector<clang::Token> Tokens = mainFileTokens(Ctx);
  std::string Name = T.getNameAsString();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (!isIdentifier(Tokens[I], "template"))
      continue;
    size_t End = instantiationEnd(Tokens, I, Name);
    if (!End)
      continue;
    size_t Begin = I > 0 && isIdentifier(Tokens[I - 1], "extern") ? I - 1 : I;
    Ctx.Rewrite.RemoveText(growToWholeLines(
        Ctx, clang::CharSourceRange::getCharRange(Tokens[Begin].getLocation(),
                                                  Tokens[End].getEndLoc())));
    I = End;
  }
}

} // namespace metalify
