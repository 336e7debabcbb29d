//===- MemberFunctionRewrite.cpp - Methods and friends of structs ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MemberFunctionRewrite.h"
#include "Rewrites/MslSpelling.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace metalify {
namespace {

bool isFriendInClass(const FunctionDecl *F) {
  return F->getFriendObjectKind() != Decl::FOK_None &&
         F->getLexicalDeclContext()->isRecord();
}

/// The friend declaration that declares \p F in its class, if any.
const FriendDecl *friendDeclaration(const FunctionDecl *F) {
  const auto *Class = dyn_cast<CXXRecordDecl>(F->getLexicalDeclContext());
  if (!Class)
    return nullptr;
  for (const FriendDecl *Friend : Class->friends())
    if (Friend->getFriendDecl() == F)
      return Friend;
  return nullptr;
}

} // namespace

bool MemberFunctionRewrite::isClassMember(const FunctionDecl *F) {
  return isa<CXXMethodDecl>(F) || isFriendInClass(F);
}

std::string MemberFunctionRewrite::prefix(RewriteContext &C) {
  const FunctionDecl *F = C.Clone.Function;
  if (isFriendInClass(F))
    return "friend ";
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(F);
      Ctor && Ctor->isExplicit())
    return "explicit ";
  const auto *M = dyn_cast<CXXMethodDecl>(F);
  return M && M->isStatic() ? "static " : "";
}

std::string MemberFunctionRewrite::suffix(RewriteContext &C) {
  const auto *M = dyn_cast<CXXMethodDecl>(C.Clone.Function);
  // Objects are constructed and destroyed in thread memory only.
  if (!M || !M->isInstance() || isa<CXXConstructorDecl>(M) ||
      isa<CXXDestructorDecl>(M))
    return "";
  std::string Out;
  // Like Metal's own headers, every copy says where its object lives
  // (`thread` included): `return *this;` then binds to the return type.
  AddressSpace This = C.Clone.This;
  if (This != AddressSpace::Unknown && This != AddressSpace::Conflict)
    Out += " " + C.Spell.addressSpace(This);
  if (M->isConst())
    Out += " const";
  return Out;
}

SourceRange MemberFunctionRewrite::definitionRange(const FunctionDecl *F,
                                                   const SourceManager &SM) {
  SourceLocation Begin = SM.getExpansionLoc(F->getBeginLoc());
  if (const FriendDecl *Friend = friendDeclaration(F)) {
    SourceLocation FriendBegin = SM.getExpansionLoc(Friend->getBeginLoc());
    if (SM.isBeforeInTranslationUnit(FriendBegin, Begin))
      Begin = FriendBegin;
  }
  return SourceRange(Begin, SM.getExpansionLoc(F->getEndLoc()));
}

void MemberFunctionRewrite::addCopy(MemberCopies &Copies,
                                    const FunctionDecl *F, std::string Text) {
  while (!Text.empty() && Text.back() == '\n')
    Text.pop_back();
  Copies[F].push_back(std::move(Text));
}

bool MemberFunctionRewrite::rejectsImplicitArguments(
    const CallExpr *Call, const FunctionDecl *Callee, RewriteContext &C) {
  const auto *Op = dyn_cast<CXXOperatorCallExpr>(Call);
  // `f(a, b)` on a function object is a call whose parentheses take the
  // extra arguments too: `f(a, b, threadIdx)`.
  if (!Op || Op->getOperator() == OO_Call)
    return false;
  C.report(Call->getExprLoc(), "MTL2039", {Callee->getNameAsString()});
  return true;
}

} // namespace metalify
