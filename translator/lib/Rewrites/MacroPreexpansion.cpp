//===- MacroPreexpansion.cpp - Macro uses expanded before translating -----===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MacroPreexpansion.h"
#include "Analysis/MacroUse.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>

using namespace clang;

namespace metalify {
namespace {

/// \p Printed with GNU's `typeof`, which Clang prints under that name, as
/// `__typeof__`: the file is parsed again in the program's language mode,
/// where only the latter is a keyword (-std=c++17).
std::string gnuTypeofKeywords(llvm::StringRef Printed, const LangOptions &LO) {
  std::string Out;
  size_t At = 0;
  Lexer Raw(SourceLocation(), LO, Printed.begin(), Printed.begin(),
            Printed.end());
  Token T;
  for (bool AtEnd = false; !AtEnd;) {
    AtEnd = Raw.LexFromRawLexer(T);
    if (!T.is(tok::raw_identifier) || (T.getRawIdentifier() != "typeof" &&
                                       T.getRawIdentifier() != "typeof_unqual"))
      continue;
    size_t Offset = T.getRawIdentifier().data() - Printed.begin();
    Out += Printed.slice(At, Offset);
    Out +=
        T.getRawIdentifier() == "typeof" ? "__typeof__" : "__typeof_unqual__";
    At = Offset + T.getLength();
  }
  return Out + Printed.substr(At).str();
}

/// A use's offsets in the main file and its expansion as one line.
struct Splice {
  unsigned End;
  std::string Text;
};

/// Collects the macro uses of the device bodies written in the main file.
class DeviceMacroUses : public RecursiveASTVisitor<DeviceMacroUses> {
public:
  DeviceMacroUses(ASTContext &Ctx, const RuleTable &Rules)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Rules(Rules) {}

  bool VisitFunctionDecl(FunctionDecl *F) {
    if (!F->doesThisDeclarationHaveABody() || !isDeviceCode(F) ||
        SM.isInSystemHeader(SM.getExpansionLoc(F->getLocation())))
      return true;
    for (const MacroExpansion &Use : outermostExpansions(F->getBody(), Ctx))
      add(Use);
    return true;
  }

  /// By file, then by the use's first offset.
  std::map<FileID, std::map<unsigned, Splice>> Splices;

private:
  static bool isDeviceCode(const FunctionDecl *F) {
    return F->hasAttr<CUDAGlobalAttr>() || F->hasAttr<CUDADeviceAttr>();
  }

  void add(const MacroExpansion &Use) {
    if (tableMacroAt(Use.Outermost->getBeginLoc(), Rules, Ctx)) {
      addArguments(Use);
      return;
    }
    SourceLocation B = Use.Use.getBegin(), E = Use.Use.getEnd();
    FileID File = SM.getFileID(B);
    if (File != SM.getFileID(E) || SM.isInSystemHeader(B) ||
        !SM.getFileEntryRefForID(File))
      return;
    unsigned End = SM.getFileOffset(E) +
                   Lexer::MeasureTokenLength(E, SM, Ctx.getLangOpts());
    Splices[File].try_emplace(SM.getFileOffset(B), Splice{End, printed(Use)});
  }

  /// A table macro's use stays, but the macros inside its arguments are
  /// expanded: each argument that uses one is printed as Clang parsed it.
  void addArguments(const MacroExpansion &Use) {
    FileID File = SM.getFileID(Use.Use.getBegin());
    if (!argumentsUseMacros(Use.Outermost, Ctx) ||
        SM.isInSystemHeader(Use.Use.getBegin()) ||
        !SM.getFileEntryRefForID(File))
      return;
    CharSourceRange Whole = CharSourceRange::getTokenRange(Use.Use);
    for (SourceRange Arg : macroArguments(Whole, Ctx)) {
      const Expr *E = argumentExpression(Use.Outermost, Arg, Ctx);
      if (!E || !argumentsUseMacros(E, Ctx))
        continue;
      unsigned End = SM.getFileOffset(Arg.getEnd()) +
                     Lexer::MeasureTokenLength(Arg.getEnd(), SM,
                                               Ctx.getLangOpts());
      std::string Text;
      llvm::raw_string_ostream OS(Text);
      E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
      Splices[File].try_emplace(
          SM.getFileOffset(Arg.getBegin()), Splice{End, oneLine(OS.str())});
    }
  }

  /// \p Text on one line, as the reparse reads it.
  std::string oneLine(std::string Text) const {
    for (char &Ch : Text)
      if (Ch == '\n' || Ch == '\r')
        Ch = ' ';
    return gnuTypeofKeywords(Text, Ctx.getLangOpts());
  }

  /// The expansion as Clang parsed it, on one line.
  std::string printed(const MacroExpansion &Use) const {
    return oneLine(printedExpansion(Use, nullptr, Ctx.getPrintingPolicy()));
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  const RuleTable &Rules;
};

/// \p Original with \p Splices applied.
std::string spliced(llvm::StringRef Original,
                    const std::map<unsigned, Splice> &Splices) {
  std::string Out;
  unsigned At = 0;
  for (const auto &[Begin, S] : Splices) {
    // A use inside an earlier one's arguments was printed with it.
    if (Begin < At)
      continue;
    Out += Original.slice(At, Begin);
    Out += S.Text;
    // A use written over several lines keeps them, so every line after
    // it keeps its number in diagnostics.
    Out.append(Original.slice(Begin, S.End).count('\n'), '\n');
    At = S.End;
  }
  Out += Original.substr(At);
  return Out;
}

} // namespace

FileTexts preexpandDeviceMacros(ASTContext &Ctx, const RuleTable &Rules) {
  DeviceMacroUses Uses(Ctx, Rules);
  Uses.TraverseDecl(Ctx.getTranslationUnitDecl());
  const SourceManager &SM = Ctx.getSourceManager();
  FileTexts Out;
  for (const auto &[File, Splices] : Uses.Splices)
    Out[SM.getFileEntryRefForID(File)->getName().str()] =
        spliced(SM.getBufferData(File), Splices);
  return Out;
}

} // namespace metalify
