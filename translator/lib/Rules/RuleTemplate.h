//===- RuleTemplate.h - The template and condition languages ---*- C++ -*-===//
//
// Part of metalify. Tokenizes `metal:` templates ($1, $*, ${T:1}, ...) and
// `when:` conditions (T:1=float as:1=threadgroup) as documented in
// rules/README.md.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_LIB_RULES_RULETEMPLATE_H
#define METALIFY_LIB_RULES_RULETEMPLATE_H

#include "metalify/translator/Rules.h"

#include <string>
#include <vector>

namespace metalify {

/// One piece of a template.
struct TemplatePiece {
  enum PieceKind {
    Literal,
    ArgText,
    AllArgs,
    Pointee,
    AddressSpace,
    ArgType,
    TemplateArg
  };
  PieceKind Kind = Literal;
  std::string Text;   ///< Literal text, or the placeholder as written.
  unsigned Index = 0; ///< 1-based argument index for argument pieces.
};

/// Splits \p Template into pieces; on a syntax error returns false and sets
/// \p Error.
bool tokenizeTemplate(llvm::StringRef Template,
                      std::vector<TemplatePiece> &Pieces, std::string &Error);

/// What a `when` condition may test about a call besides its arguments.
struct RuleCallFacts {
  /// "used" when the call's value is used, "unused" when it is discarded
  /// (`result=used|unused`); empty when unknown, which no clause matches.
  std::string Result;
  /// The texts of the call's explicit template arguments (`targ:N=...`).
  std::vector<std::string> TemplateArgs;
  /// The MSL version translated for; variants whose min-msl is newer are
  /// skipped (a 3.2 variant over a 3.1 row). Empty: none is skipped.
  std::string MslVersion;
};

/// RuleTable::select with the call's facts.
RuleMapping selectMapping(const Rule &R, llvm::ArrayRef<RuleArg> Args,
                          const RuleCallFacts &Facts);

/// RuleTable::expandCall with the call's facts.
llvm::Expected<RuleExpansion>
expandCallWithFacts(const Rule &R, llvm::ArrayRef<RuleArg> Args,
                    llvm::ArrayRef<std::string> TemplateArgs,
                    const RuleCallFacts &Facts);

/// One clause of a `when` condition.
struct ConditionClause {
  enum Subject {
    ArgCount,
    Pointee,
    AddressSpace,
    ArgType,
    ArgText,
    Result,
    TemplateArgText
  };
  Subject What = ArgCount;
  unsigned Index = 0; ///< 1-based argument index (not for ArgCount, Result).
  bool Negated = false;
  std::vector<std::string> Values;
};

/// Splits \p When into clauses; on a syntax error returns false and sets
/// \p Error.
bool parseCondition(llvm::StringRef When, std::vector<ConditionClause> &Out,
                    std::string &Error);

/// True when every clause holds for \p Args and \p Facts.
bool conditionHolds(llvm::ArrayRef<ConditionClause> Clauses,
                    llvm::ArrayRef<RuleArg> Args,
                    const RuleCallFacts &Facts = {});

} // namespace metalify

#endif
