//===- HostEmitter.cpp - The host .cpp output -----------------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Emit/HostEmitter.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/UsingDirectives.h"
#include "Driver/ParsedUnit.h"
#include "Rewrites/DeviceCodeRemoval.h"
#include "Rewrites/HostApiCallCheck.h"
#include "Rewrites/IncludeRewrite.h"
#include "Rewrites/KernelHandleRewrite.h"
#include "Rewrites/KernelReferenceRewrite.h"
#include "Rewrites/LaunchRewrite.h"
#include "Rewrites/MergedIncludeRewrite.h"
#include "Rewrites/SymbolRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

namespace metalify {

llvm::Expected<std::string> emitHostFile(const HostEmitInput &In) {
  llvm::Expected<HostSpellings> Spellings = HostSpellings::load(In.Rules);
  if (!Spellings) {
    In.Diags.report(In.InputPath, "MTL1007",
                    {llvm::toString(Spellings.takeError())});
    return reportedFailure("incomplete rules");
  }
  clang::ASTContext &Context = In.Unit.context();
  clang::SourceManager &SM = In.Unit.sourceManager();
  clang::Rewriter Rewrite(SM, Context.getLangOpts());
  UsingDirectives Directives = UsingDirectives::collect(Context);
  HostRewriteContext Ctx{In.Unit,   Context,  SM,         Rewrite,
                         *Spellings, In.Rules, In.Diags,   Directives,
                         In.ModuleName, {}};

  HostApiCallCheck(Ctx, In.Rules).run();
  // The globals each kernel reaches, as the device side computes them.
  BuiltinUsage Usage =
      BuiltinUsage::compute(DeviceCallGraph::build(Context), In.Rules);
  SymbolRewrite(Ctx).run();
  DeviceCodeRemoval(Ctx).run();
  KernelHandleRewrite(Ctx, Usage).run();
  KernelReferenceRewrite(Ctx).run();
  LaunchRewrite(Ctx).run();
  // Last: its line-1 insertion may sit where a replaced declaration starts.
  IncludeRewrite(Ctx).run();
  // After every rewrite of the merged files' own text.
  MergedIncludeRewrite(Ctx).run();
  if (In.Diags.hasErrors())
    return reportedFailure("host rewrite failed");

  const clang::RewriteBuffer *Buffer =
      Rewrite.getRewriteBufferFor(SM.getMainFileID());
  if (!Buffer)
    return SM.getBufferData(SM.getMainFileID()).str();
  return std::string(Buffer->begin(), Buffer->end());
}

} // namespace metalify
