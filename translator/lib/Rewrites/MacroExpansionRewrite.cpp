//===- MacroExpansionRewrite.cpp - Macros used in device code -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/MacroExpansionRewrite.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/MacroUse.h"
#include "Rewrites/CompileTimeCallRewrite.h"
#include "Rewrites/SourceEdits.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"


using namespace clang;

namespace metalify {

void MacroExpansionRewrite::run(RewriteContext &C) {
  const SourceManager &SM = C.Ctx.getSourceManager();
  PrintingPolicy Policy = C.Ctx.getPrintingPolicy();
  CompileTimeCallPrinter ConstantCalls(C.Ctx, C.Spell);
  for (const Stmt *Code : DeviceCallGraph::code(C.Clone.Function))
    for (const MacroExpansion &Found : outermostExpansions(Code, C.Ctx)) {
      // Table macros with a template are MacroRowRewrite's.
      if (tableMacroAt(Found.Outermost->getBeginLoc(), C.Rules, C.Ctx))
        continue;
      std::string Text = printedExpansion(Found, &ConstantCalls, Policy);
      if (!C.Edits.replace(Found.Use, Text))
        C.report(Found.Use.getBegin(), "MTL2022");
    }
}

} // namespace metalify
