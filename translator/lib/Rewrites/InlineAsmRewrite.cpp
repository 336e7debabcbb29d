//===- InlineAsmRewrite.cpp - Inline PTX from rows ------------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/InlineAsmRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/SourceEdits.h"
#include "Rules/RuleTemplate.h"

#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

using namespace clang;

namespace metalify {
namespace {

/// What a row template knows about one operand: its rewritten text, its MSL
/// type and, for a pointer ("l"(p) of ld.global.nc), the pointee and its
/// address space.
RuleArg describeOperand(const Expr *E, RewriteContext &C) {
  RuleArg A(C.Edits.render(E->getSourceRange()));
  QualType T = E->IgnoreParenImpCasts()->getType();
  if (T->isArrayType())
    T = C.Ctx.getArrayDecayedType(T);
  if (T->isPointerType()) {
    A.Pointee = C.Spell.type(T->getPointeeType().getUnqualifiedType());
    A.AddressSpace = C.Spell.addressSpace(C.spaceOf(E));
    A.Type = A.AddressSpace + " " + A.Pointee + " *";
    return A;
  }
  A.Type = C.Spell.type(E->getType().getUnqualifiedType());
  return A;
}

void refuse(const AsmStmt *S, llvm::StringRef Template, llvm::StringRef Id,
            llvm::StringRef Why, RewriteContext &C) {
  C.report(S->getAsmLoc(), Id.empty() ? "MTL2042" : Id,
           {Template.str(), Why.str()});
}

void rewriteAsm(const AsmStmt *S, RewriteContext &C) {
  const auto *G = dyn_cast<GCCAsmStmt>(S);
  if (!G) {
    refuse(S, "__asm", "",
           "Microsoft-style assembly cannot be matched against the table", C);
    return;
  }
  std::string Template = normalizeAsmTemplate(G->getAsmString()->getString());
  const Rule *R = C.Rules.find(Template);
  if (!R || R->Kind != RuleKind::InlineAsm) {
    refuse(S, Template, "",
           "no inline-asm row matches this PTX; write it with the CUDA "
           "function it stands for (__popc, __byte_perm, __shfl_sync, ...), "
           "or map it with a row of your own (--rules)",
           C);
    return;
  }
  if (R->Status == RuleStatus::Unsupported) {
    refuse(S, Template, R->Diagnostic, R->Note, C);
    return;
  }
  // PTX numbers the operands outputs first, then inputs: %0 is $1.
  std::vector<RuleArg> Args;
  for (unsigned I = 0, N = G->getNumOutputs(); I < N; ++I)
    Args.push_back(describeOperand(G->getOutputExpr(I), C));
  for (unsigned I = 0, N = G->getNumInputs(); I < N; ++I)
    Args.push_back(describeOperand(G->getInputExpr(I), C));
  RuleCallFacts Facts;
  Facts.Result = "unused"; // A statement: it has no value.
  Facts.MslVersion = C.MslVersion.str();
  RuleMapping Selected = selectMapping(*R, Args, Facts);
  if (Selected.Status == RuleStatus::Unsupported) {
    refuse(S, Template, Selected.Diagnostic, Selected.Note, C);
    return;
  }
  std::optional<std::string> Text = C.acceptExpansion(
      S->getAsmLoc(), Template, expandCallWithFacts(*R, Args, {}, Facts));
  if (!Text)
    return;
  // The statement's `;` stays after the expansion.
  C.replace(S->getSourceRange(), *Text);
}

} // namespace

void InlineAsmRewrite::stmt(const Stmt *S, RewriteContext &C) {
  if (const auto *A = dyn_cast<AsmStmt>(S))
    rewriteAsm(A, C);
}

} // namespace metalify
