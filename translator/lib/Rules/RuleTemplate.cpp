//===- RuleTemplate.cpp - Template expansion and variant selection --------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "RuleTemplate.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace metalify {

/// Parses "N" of a placeholder as an argument index 1..9.
static bool parseArgIndex(StringRef S, unsigned &Index) {
  return !S.getAsInteger(10, Index) && Index >= 1 && Index <= 9;
}

/// Parses the inside of "${KEY:N}".
static bool parseBraced(StringRef Body, TemplatePiece &Piece,
                        std::string &Error) {
  auto [Key, Num] = Body.split(':');
  std::optional<TemplatePiece::PieceKind> Kind =
      StringSwitch<std::optional<TemplatePiece::PieceKind>>(Key)
          .Case("T", TemplatePiece::Pointee)
          .Case("as", TemplatePiece::AddressSpace)
          .Case("type", TemplatePiece::ArgType)
          .Case("targ", TemplatePiece::TemplateArg)
          .Default(std::nullopt);
  if (!Kind || !parseArgIndex(Num, Piece.Index)) {
    Error = "unknown placeholder '${" + Body.str() +
            "}' (expected ${T:N}, ${as:N}, ${type:N} or ${targ:N} with N in "
            "1..9)";
    return false;
  }
  Piece.Kind = *Kind;
  return true;
}

bool tokenizeTemplate(StringRef Template, std::vector<TemplatePiece> &Pieces,
                      std::string &Error) {
  std::string Literal;
  auto FlushLiteral = [&] {
    if (Literal.empty())
      return;
    Pieces.push_back({TemplatePiece::Literal, Literal, 0});
    Literal.clear();
  };
  for (size_t I = 0; I < Template.size(); ++I) {
    char C = Template[I];
    if (C != '$') {
      Literal += C;
      continue;
    }
    char Next = I + 1 < Template.size() ? Template[I + 1] : '\0';
    if (Next == '$') {
      Literal += '$';
      ++I;
      continue;
    }
    TemplatePiece Piece;
    if (Next >= '1' && Next <= '9') {
      Piece = {TemplatePiece::ArgText, Template.substr(I, 2).str(),
               unsigned(Next - '0')};
      ++I;
    } else if (Next == '*') {
      Piece = {TemplatePiece::AllArgs, "$*", 0};
      ++I;
    } else if (Next == '{') {
      size_t Close = Template.find('}', I);
      if (Close == StringRef::npos) {
        Error = "unclosed '${' at offset " + std::to_string(I);
        return false;
      }
      if (!parseBraced(Template.slice(I + 2, Close), Piece, Error))
        return false;
      Piece.Text = Template.slice(I, Close + 1).str();
      I = Close;
    } else {
      Error = "'$' at offset " + std::to_string(I) +
              " must be followed by 1-9, '*', '{' or '$'";
      return false;
    }
    FlushLiteral();
    Pieces.push_back(std::move(Piece));
  }
  FlushLiteral();
  return true;
}

std::string validateTemplate(StringRef Template) {
  std::vector<TemplatePiece> Pieces;
  std::string Error;
  tokenizeTemplate(Template, Pieces, Error);
  return Error;
}

unsigned templateArity(StringRef Template) {
  std::vector<TemplatePiece> Pieces;
  std::string Error;
  if (!tokenizeTemplate(Template, Pieces, Error))
    return 0;
  unsigned Arity = 0;
  for (const TemplatePiece &P : Pieces)
    if (P.Kind != TemplatePiece::TemplateArg)
      Arity = std::max(Arity, P.Index);
  return Arity;
}

/// Parses one clause: "args=N", "result=used|unused", "KEY:N=a|b" or
/// "KEY:N!=a|b".
static bool parseClause(StringRef Text, ConditionClause &Clause,
                        std::string &Error) {
  size_t Eq = Text.find('=');
  if (Eq == StringRef::npos || Eq == 0) {
    Error = "clause '" + Text.str() + "' has no '='";
    return false;
  }
  Clause.Negated = Text[Eq - 1] == '!';
  StringRef Lhs = Text.take_front(Clause.Negated ? Eq - 1 : Eq);
  StringRef Rhs = Text.drop_front(Eq + 1);
  SmallVector<StringRef, 4> Values;
  Rhs.split(Values, '|', -1, /*KeepEmpty=*/false);
  for (StringRef V : Values)
    Clause.Values.push_back(V.str());
  if (Clause.Values.empty()) {
    Error = "clause '" + Text.str() + "' has no value";
    return false;
  }
  if (Lhs == "args") {
    Clause.What = ConditionClause::ArgCount;
    return true;
  }
  if (Lhs == "result") {
    Clause.What = ConditionClause::Result;
    for (const std::string &V : Clause.Values)
      if (V != "used" && V != "unused") {
        Error = "clause '" + Text.str() + "': result is 'used' or 'unused'";
        return false;
      }
    return true;
  }
  auto [Key, Num] = Lhs.split(':');
  std::optional<ConditionClause::Subject> What =
      StringSwitch<std::optional<ConditionClause::Subject>>(Key)
          .Case("T", ConditionClause::Pointee)
          .Case("as", ConditionClause::AddressSpace)
          .Case("type", ConditionClause::ArgType)
          .Case("text", ConditionClause::ArgText)
          .Case("targ", ConditionClause::TemplateArgText)
          .Default(std::nullopt);
  if (!What || !parseArgIndex(Num, Clause.Index)) {
    Error = "unknown condition '" + Lhs.str() +
            "' (expected args, result, T:N, as:N, type:N, text:N or targ:N)";
    return false;
  }
  Clause.What = *What;
  return true;
}

bool parseCondition(StringRef When, std::vector<ConditionClause> &Out,
                    std::string &Error) {
  SmallVector<StringRef, 4> Clauses;
  SplitString(When, Clauses);
  if (Clauses.empty()) {
    Error = "empty condition";
    return false;
  }
  for (StringRef Text : Clauses) {
    ConditionClause Clause;
    if (!parseClause(Text, Clause, Error))
      return false;
    Out.push_back(std::move(Clause));
  }
  return true;
}

std::string validateCondition(StringRef When) {
  std::vector<ConditionClause> Clauses;
  std::string Error;
  parseCondition(When, Clauses, Error);
  return Error;
}

/// The property of the call a clause tests; nullopt when the call lacks it.
static std::optional<std::string> subjectValue(const ConditionClause &C,
                                               ArrayRef<RuleArg> Args,
                                               const RuleCallFacts &Facts) {
  if (C.What == ConditionClause::ArgCount)
    return std::to_string(Args.size());
  if (C.What == ConditionClause::Result)
    return Facts.Result;
  if (C.What == ConditionClause::TemplateArgText) {
    if (C.Index > Facts.TemplateArgs.size())
      return std::nullopt;
    return StringRef(Facts.TemplateArgs[C.Index - 1]).trim().str();
  }
  if (C.Index > Args.size())
    return std::nullopt;
  const RuleArg &A = Args[C.Index - 1];
  switch (C.What) {
  case ConditionClause::Pointee:
    return A.Pointee;
  case ConditionClause::AddressSpace:
    return A.AddressSpace;
  case ConditionClause::ArgType:
    return A.Type;
  case ConditionClause::ArgText:
    return StringRef(A.Text).trim().str();
  case ConditionClause::ArgCount:
  case ConditionClause::Result:
  case ConditionClause::TemplateArgText:
    break;
  }
  return std::nullopt;
}

bool conditionHolds(ArrayRef<ConditionClause> Clauses, ArrayRef<RuleArg> Args,
                    const RuleCallFacts &Facts) {
  return all_of(Clauses, [&](const ConditionClause &C) {
    std::optional<std::string> Value = subjectValue(C, Args, Facts);
    // Unknown facts (no type given, too few arguments) never match, so
    // negated clauses over them do not hold either.
    if (!Value || Value->empty())
      return false;
    bool Listed = is_contained(C.Values, *Value);
    return Listed != C.Negated;
  });
}

/// True for "name" and "ns::name": a mapping that only renames the callee.
static bool isPlainName(StringRef S) {
  SmallVector<StringRef, 4> Parts;
  S.split(Parts, "::");
  return all_of(Parts, [](StringRef Part) {
    return !Part.empty() && (isAlpha(Part[0]) || Part[0] == '_') &&
           all_of(Part, [](char C) { return isAlnum(C) || C == '_'; });
  });
}

bool Rule::isTemplate() const { return !Metal.empty() && !isPlainName(Metal); }

bool isRenameMapping(StringRef Metal) { return isPlainName(Metal); }

RuleMapping RuleTable::select(const Rule &R, ArrayRef<RuleArg> Args,
                              ArrayRef<std::string> TemplateArgs) {
  RuleCallFacts Facts;
  Facts.TemplateArgs.assign(TemplateArgs.begin(), TemplateArgs.end());
  return selectMapping(R, Args, Facts);
}

RuleMapping selectMapping(const Rule &R, ArrayRef<RuleArg> Args,
                          const RuleCallFacts &Facts) {
  RuleMapping M;
  M.Metal = R.Metal;
  M.Status = R.Status;
  M.Note = R.Note;
  M.MinMsl = R.MinMsl;
  M.Diagnostic = R.Diagnostic;
  M.Helpers = R.Helpers;
  for (const RuleVariant &V : R.Variants) {
    std::vector<ConditionClause> Clauses;
    std::string Error;
    if (!parseCondition(V.When, Clauses, Error) ||
        !conditionHolds(Clauses, Args, Facts))
      continue;
    if (!Facts.MslVersion.empty() && !V.MinMsl.empty() &&
        compareMslVersions(V.MinMsl, Facts.MslVersion) > 0)
      continue;
    M.Variant = &V;
    if (V.Status)
      M.Status = *V.Status;
    // An unsupported overload has no counterpart, whatever the row maps to.
    if (!V.Metal.empty() || M.Status == RuleStatus::Unsupported)
      M.Metal = V.Metal;
    if (!V.Note.empty())
      M.Note = V.Note;
    if (!V.MinMsl.empty())
      M.MinMsl = V.MinMsl;
    if (!V.Diagnostic.empty())
      M.Diagnostic = V.Diagnostic;
    // An exact overload has nothing to warn about.
    else if (V.Status == RuleStatus::Exact)
      M.Diagnostic = "";
    if (!V.Helpers.empty())
      M.Helpers = V.Helpers;
    break;
  }
  return M;
}

/// The text one placeholder stands for, or an error naming what is missing.
static Expected<std::string> fillPiece(const Rule &R, const TemplatePiece &P,
                                       ArrayRef<RuleArg> Args,
                                       ArrayRef<std::string> TemplateArgs) {
  if (P.Kind == TemplatePiece::Literal)
    return P.Text;
  if (P.Kind == TemplatePiece::AllArgs) {
    std::vector<std::string> Texts;
    for (const RuleArg &A : Args)
      Texts.push_back(A.Text);
    return join(Texts, ", ");
  }
  if (P.Kind == TemplatePiece::TemplateArg) {
    if (P.Index > TemplateArgs.size())
      return createStringError(inconvertibleErrorCode(),
                               "'%s': %s needs template argument %u, the call "
                               "has %zu",
                               R.Name.c_str(), P.Text.c_str(), P.Index,
                               TemplateArgs.size());
    return TemplateArgs[P.Index - 1];
  }
  if (P.Index > Args.size())
    return createStringError(inconvertibleErrorCode(),
                             "'%s' needs at least %u arguments, the call has "
                             "%zu",
                             R.Name.c_str(), P.Index, Args.size());
  const RuleArg &A = Args[P.Index - 1];
  const std::string *Value = &A.Text;
  const char *Needs = "";
  if (P.Kind == TemplatePiece::Pointee) {
    Value = &A.Pointee;
    Needs = "a pointer argument with a known pointee type";
  } else if (P.Kind == TemplatePiece::AddressSpace) {
    Value = &A.AddressSpace;
    Needs = "a pointer argument with a known address space";
  } else if (P.Kind == TemplatePiece::ArgType) {
    Value = &A.Type;
    Needs = "the argument's type";
  }
  if (P.Kind != TemplatePiece::ArgText && Value->empty())
    return createStringError(inconvertibleErrorCode(),
                             "'%s': %s needs %s (argument %u)", R.Name.c_str(),
                             P.Text.c_str(), Needs, P.Index);
  return *Value;
}

Expected<RuleExpansion>
RuleTable::expandCall(const Rule &R, ArrayRef<RuleArg> Args,
                      ArrayRef<std::string> TemplateArgs) {
  return expandCallWithFacts(R, Args, TemplateArgs, {});
}

Expected<RuleExpansion> expandCallWithFacts(const Rule &R,
                                            ArrayRef<RuleArg> Args,
                                            ArrayRef<std::string> TemplateArgs,
                                            const RuleCallFacts &Facts) {
  RuleExpansion Result;
  RuleCallFacts WithTemplateArgs = Facts;
  WithTemplateArgs.TemplateArgs.assign(TemplateArgs.begin(), TemplateArgs.end());
  Result.Mapping = selectMapping(R, Args, WithTemplateArgs);
  if (Result.Mapping.Status == RuleStatus::Unsupported)
    return createStringError(inconvertibleErrorCode(),
                             "'%s' is not supported on Metal: %s",
                             R.Name.c_str(), Result.Mapping.Note.str().c_str());
  std::vector<TemplatePiece> Pieces;
  std::string Error;
  if (!tokenizeTemplate(Result.Mapping.Metal, Pieces, Error))
    return createStringError(inconvertibleErrorCode(), "'%s': %s",
                             R.Name.c_str(), Error.c_str());
  for (const TemplatePiece &P : Pieces) {
    Expected<std::string> Text = fillPiece(R, P, Args, TemplateArgs);
    if (!Text)
      return Text.takeError();
    Result.Text += *Text;
  }
  return Result;
}

Expected<std::string> RuleTable::expand(const Rule &R,
                                        ArrayRef<std::string> Args) {
  std::vector<RuleArg> Typed(Args.begin(), Args.end());
  Expected<RuleExpansion> E = expandCall(R, Typed);
  if (!E)
    return E.takeError();
  return std::move(E->Text);
}

} // namespace metalify
