//===- MacroUse.cpp - Which table macro a piece of device code is ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/MacroUse.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>

using namespace clang;

namespace metalify {

llvm::StringRef outermostMacroName(SourceLocation Loc, const ASTContext &Ctx) {
  if (Loc.isInvalid() || !Loc.isMacroID())
    return "";
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLocation Name = SM.getExpansionRange(Loc).getBegin();
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Name), SM,
                              Ctx.getLangOpts());
}

const Rule *tableMacroAt(SourceLocation Loc, const RuleTable &Rules,
                         const ASTContext &Ctx) {
  llvm::StringRef Name = outermostMacroName(Loc, Ctx);
  if (Name.empty())
    return nullptr;
  const Rule *R = Rules.find(Name);
  if (!R || R->Kind != RuleKind::Macro || !R->isTemplate())
    return nullptr;
  return R;
}

bool inTableMacroBody(SourceLocation Loc, const RuleTable &Rules,
                      const ASTContext &Ctx) {
  if (!tableMacroAt(Loc, Rules, Ctx))
    return false;
  // An argument of the outermost macro is spelled inside the macro's use
  // in the file; its body is spelled in the macro's definition.
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Use = SM.getExpansionRange(Loc);
  return !SM.isPointWithin(SM.getSpellingLoc(Loc), Use.getBegin(),
                           Use.getEnd());
}

SourceRange exactExpansion(SourceLocation B, SourceLocation E,
                           const ASTContext &Ctx) {
  if (B.isInvalid() || E.isInvalid() || !B.isMacroID() || !E.isMacroID())
    return SourceRange();
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Use = SM.getExpansionRange(B);
  if (Use.getAsRange() != SM.getExpansionRange(E).getAsRange())
    return SourceRange();
  // `SYNC_THEN(p, v)` expanding to two statements is covered by neither.
  SourceLocation First, Last;
  const LangOptions &LO = Ctx.getLangOpts();
  if (!Lexer::isAtStartOfMacroExpansion(B, SM, LO, &First) ||
      !Lexer::isAtEndOfMacroExpansion(E, SM, LO, &Last) ||
      SM.getExpansionLoc(First) != Use.getBegin() ||
      SM.getExpansionRange(Last).getEnd() != Use.getEnd())
    return SourceRange();
  return Use.getAsRange();
}

SourceRange macroSpelledType(TypeLoc TL, const ASTContext &Ctx) {
  TL = TL.getUnqualifiedLoc();
  return exactExpansion(TL.getBeginLoc(), TL.getEndLoc(), Ctx);
}

namespace {

/// Finds, per macro expansion, the outermost statement that covers exactly
/// that expansion.
class ExpansionFinder : public RecursiveASTVisitor<ExpansionFinder> {
public:
  explicit ExpansionFinder(const ASTContext &Ctx) : Ctx(Ctx) {}

  bool shouldTraversePostOrder() const { return true; }

  bool VisitStmt(Stmt *S) {
    bool HeadOnly = false;
    SourceRange Use = exactExpansion(S->getBeginLoc(), S->getEndLoc(), Ctx);
    if (Use.isInvalid()) {
      Use = headExpansion(S);
      HeadOnly = true;
    }
    if (Use.isInvalid())
      return true;
    // Post order: a parent covering the same expansion comes later and
    // wins.
    Outermost[Ctx.getSourceManager().getFileOffset(Use.getBegin())] = {
        S, Use, HeadOnly};
    return true;
  }

  std::map<unsigned, MacroExpansion> Outermost;

private:
  /// The use that expands to \p S's head, from its keyword to the `)`
  /// before its body, when the body is not part of it.
  SourceRange headExpansion(const Stmt *S) const {
    SourceLocation RParen;
    const Stmt *Body = nullptr;
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      RParen = For->getRParenLoc();
      Body = For->getBody();
    } else if (const auto *While = dyn_cast<WhileStmt>(S)) {
      RParen = While->getRParenLoc();
      Body = While->getBody();
    } else if (const auto *If = dyn_cast<IfStmt>(S);
               If && !If->getInit() && !If->getConditionVariable() &&
               !If->isConstexpr() && !If->getElse()) {
      RParen = If->getRParenLoc();
      Body = If->getThen();
    }
    if (!Body || Body->getBeginLoc().isMacroID())
      return SourceRange();
    return exactExpansion(S->getBeginLoc(), RParen, Ctx);
  }

  const ASTContext &Ctx;
};

/// \p S printed on its own, without the line break Clang ends it with.
std::string printedStmt(const Stmt *S, PrinterHelper *Helper,
                        const PrintingPolicy &Policy) {
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  S->printPretty(OS, Helper, Policy);
  OS.flush();
  return llvm::StringRef(Text).rtrim().str();
}

/// The head of a `for`, `while` or `if`: its keyword and parenthesized
/// parts, as Clang parsed them.
std::string printedHead(const Stmt *S, PrinterHelper *Helper,
                        const PrintingPolicy &Policy) {
  auto Part = [&](const Stmt *P) {
    return P ? printedStmt(P, Helper, Policy) : std::string();
  };
  if (const auto *While = dyn_cast<WhileStmt>(S))
    return "while (" + Part(While->getCond()) + ")";
  if (const auto *If = dyn_cast<IfStmt>(S))
    return "if (" + Part(If->getCond()) + ")";
  const auto *For = cast<ForStmt>(S);
  std::string Init = Part(For->getInit());
  // A declaration prints with its `;`, an expression without.
  if (!llvm::StringRef(Init).ends_with(";"))
    Init += ";";
  std::string Cond = Part(For->getCond());
  if (For->getConditionVariable())
    Cond = printedStmt(For->getConditionVariableDeclStmt(), Helper, Policy);
  return "for (" + Init + " " + llvm::StringRef(Cond).rtrim(';').str() +
         "; " + Part(For->getInc()) + ")";
}

} // namespace

std::string printedExpansion(const MacroExpansion &Found, PrinterHelper *Helper,
                             const PrintingPolicy &Policy) {
  if (Found.HeadOnly)
    return printedHead(Found.Outermost, Helper, Policy);
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  Found.Outermost->printPretty(OS, Helper, Policy);
  OS.flush();
  return Text;
}

std::vector<SourceRange> macroArguments(CharSourceRange Use,
                                       const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<SourceRange> Args;
  auto [File, Begin] = SM.getDecomposedLoc(Use.getBegin());
  unsigned End = SM.getDecomposedLoc(Use.getEnd()).second;
  llvm::StringRef Buffer = SM.getBufferData(File);
  Lexer Raw(SM.getLocForStartOfFile(File), Ctx.getLangOpts(), Buffer.begin(),
            Buffer.begin() + Begin, Buffer.end());
  Token T;
  int Depth = 0;
  SourceLocation First, Last;
  while (!Raw.LexFromRawLexer(T) && SM.getFileOffset(T.getLocation()) <= End) {
    bool Open = T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace);
    bool Close = T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace);
    if ((Depth == 1 && T.is(tok::comma)) || (Depth == 1 && Close)) {
      if (First.isValid())
        Args.push_back(SourceRange(First, Last));
      First = Last = SourceLocation();
    } else if (Depth >= 1) {
      if (First.isInvalid())
        First = T.getLocation();
      Last = T.getLocation();
    }
    Depth += Open ? 1 : Close ? -1 : 0;
  }
  return Args;
}

namespace {

/// Whether \p Loc was expanded from a macro used inside an argument of the
/// outermost macro use: some macro on its chain of callers was expanded at
/// a point of the file other than the outermost use itself.
bool fromMacroInArgument(SourceLocation Loc, const SourceManager &SM) {
  if (!Loc.isMacroID())
    return false;
  SourceLocation Use = SM.getExpansionLoc(Loc);
  for (SourceLocation L = Loc; L.isMacroID();
       L = SM.getImmediateMacroCallerLoc(L)) {
    if (SM.isMacroArgExpansion(L))
      continue;
    SourceLocation At = SM.getImmediateExpansionRange(L).getBegin();
    if (At.isFileID() && At != Use)
      return true;
  }
  return false;
}

/// Finds statements under a macro use's expansion by their locations.
class LocationScan : public RecursiveASTVisitor<LocationScan> {
public:
  LocationScan(const SourceManager &SM, SourceRange Arg) : SM(SM), Arg(Arg) {}

  bool VisitStmt(Stmt *S) {
    if (fromMacroInArgument(S->getBeginLoc(), SM) ||
        fromMacroInArgument(S->getEndLoc(), SM))
      UsesMacro = true;
    const auto *E = dyn_cast<Expr>(S);
    if (!Found && E && Arg.isValid() &&
        SM.getFileLoc(E->getBeginLoc()) == Arg.getBegin() &&
        SM.getFileLoc(E->getEndLoc()) == Arg.getEnd())
      Found = E;
    return true;
  }

  bool UsesMacro = false;
  const Expr *Found = nullptr;

private:
  const SourceManager &SM;
  SourceRange Arg;
};

} // namespace

bool argumentsUseMacros(const Stmt *S, const ASTContext &Ctx) {
  LocationScan Scan(Ctx.getSourceManager(), SourceRange());
  Scan.TraverseStmt(const_cast<Stmt *>(S));
  return Scan.UsesMacro;
}

const Expr *argumentExpression(const Stmt *S, SourceRange Arg,
                               const ASTContext &Ctx) {
  LocationScan Scan(Ctx.getSourceManager(), Arg);
  Scan.TraverseStmt(const_cast<Stmt *>(S));
  return Scan.Found;
}

std::vector<MacroExpansion> outermostExpansions(const Stmt *Body,
                                                const ASTContext &Ctx) {
  ExpansionFinder Finder(Ctx);
  Finder.TraverseStmt(const_cast<Stmt *>(Body));
  std::vector<MacroExpansion> Out;
  for (const auto &Entry : Finder.Outermost)
    Out.push_back(Entry.second);
  return Out;
}

} // namespace metalify
