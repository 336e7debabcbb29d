//===- LibraryRow.cpp - The row of a device library function -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/LibraryRow.h"

#include "Rules/RuleTemplate.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/Decl.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace metalify {
namespace {

bool isCallable(const Rule *R) {
  return R && (R->Kind == RuleKind::DeviceFunction ||
               R->Kind == RuleKind::Intrinsic);
}

/// Appends the identifiers of \p Text missing in \p Out.
void collectIdentifiers(llvm::StringRef Text, std::vector<std::string> &Out) {
  while (!Text.empty()) {
    Text = Text.drop_until([](char C) { return llvm::isAlpha(C) || C == '_'; });
    llvm::StringRef Word =
        Text.take_while([](char C) { return llvm::isAlnum(C) || C == '_'; });
    Text = Text.drop_front(Word.size());
    if (!Word.empty() && !llvm::is_contained(Out, Word))
      Out.push_back(Word.str());
  }
}

/// True when \p Args give the value \p C tests.
bool decides(const ConditionClause &C, llvm::ArrayRef<RuleArg> Args) {
  if (C.What == ConditionClause::ArgCount)
    return true;
  if (C.Index == 0 || C.Index > Args.size())
    return false;
  const RuleArg &A = Args[C.Index - 1];
  if (C.What == ConditionClause::Pointee)
    return !A.Pointee.empty();
  return C.What == ConditionClause::ArgType && !A.Type.empty();
}

/// False when a clause of \p V's condition that \p Args decide fails.
bool mayHold(const RuleVariant &V, llvm::ArrayRef<RuleArg> Args) {
  std::vector<ConditionClause> Clauses;
  std::string Error;
  if (!parseCondition(V.When, Clauses, Error))
    return true;
  return llvm::all_of(Clauses, [&](const ConditionClause &C) {
    return !decides(C, Args) || conditionHolds({C}, Args);
  });
}

} // namespace

const Rule *libraryRow(const FunctionDecl *Callee, const RuleTable &Rules) {
  if (!Callee || !Callee->getIdentifier())
    return nullptr;
  if (const Rule *R = Rules.find(Callee->getQualifiedNameAsString());
      isCallable(R))
    return R;
  const Rule *R = Rules.find(Callee->getName());
  return isCallable(R) ? R : nullptr;
}

std::vector<std::string> identifiersOfMetal(const Rule &R) {
  std::vector<std::string> Out;
  collectIdentifiers(R.Metal, Out);
  for (const RuleVariant &V : R.Variants)
    collectIdentifiers(V.Metal, Out);
  return Out;
}

std::vector<std::string> identifiersOfMetal(const Rule &R,
                                            llvm::ArrayRef<RuleArg> Args) {
  std::vector<std::string> Out;
  collectIdentifiers(R.Metal, Out);
  for (const RuleVariant &V : R.Variants)
    if (mayHold(V, Args))
      collectIdentifiers(V.Metal, Out);
  return Out;
}

} // namespace metalify
