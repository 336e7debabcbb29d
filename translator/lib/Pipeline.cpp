//===- Pipeline.cpp - Translating one CUDA file, stage by stage -----------===//
//
// Part of metalify. The whole translation as one straight list of stages:
//
//   parse -> device emit (.metal) -> host rewrite (.cpp) -> statistics
//   -> results
//
// The analyses run inside the emitters that need them. Nothing is written
// here: the caller writes the results only when every stage succeeded.
//
//===----------------------------------------------------------------------===//
#include "Driver/ParsedUnit.h"
#include "Emit/HostEmitter.h"
#include "Emit/MetalEmitter.h"
#include "Stats/ConstructStats.h"
#include "metalify/translator/Translate.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace metalify {
namespace {

/// "dir/foo.cu" -> "foo" + Extension.
std::string outputName(llvm::StringRef InputPath, llvm::StringRef Extension) {
  return (llvm::sys::path::stem(InputPath) + Extension).str();
}

} // namespace

llvm::Expected<TranslationResult> translateFile(const std::string &InputPath,
                                                const TranslateOptions &Opts,
                                                const RuleTable &Rules,
                                                DiagnosticReporter &Diags) {
  llvm::sys::fs::file_status Status;
  if (llvm::sys::fs::status(InputPath, Status) ||
      !llvm::sys::fs::exists(Status)) {
    Diags.report("metalify translate", "MTL1001", {InputPath});
    return reportedFailure("no such file");
  }
  if (!llvm::sys::fs::is_regular_file(Status)) {
    Diags.report("metalify translate", "MTL1008", {InputPath});
    return reportedFailure("not a file");
  }
  TranslationResult Result;
  Result.MetalFileName = outputName(InputPath, ".metal");
  Result.HostFileName = outputName(InputPath, ".cpp");

  // 1. Parse with our CUDA headers.
  llvm::Expected<std::unique_ptr<ParsedUnit>> Unit =
      parseCudaFile(InputPath, Opts, Diags);
  if (!Unit)
    return Unit.takeError();

  // 2. Device code -> MSL.
  MetalEmitInput MetalIn{(*Unit)->context(), Rules, Diags, Opts,
                         llvm::sys::path::filename(InputPath).str()};
  llvm::Expected<std::string> Metal = emitMetalModule(MetalIn);
  if (!Metal)
    return Metal.takeError();
  Result.Metal = std::move(*Metal);

  // 3. Host code -> the input text with launches, kernels, includes and
  //    device code rewritten.
  HostEmitInput HostIn{**Unit, Rules, Diags, InputPath, Result.MetalFileName};
  llvm::Expected<std::string> Host = emitHostFile(HostIn);
  if (!Host)
    return Host.takeError();
  Result.Host = std::move(*Host);

  // 4. What the file uses from the table (--stats).
  if (Opts.CollectStats)
    Result.Constructs = countConstructs(**Unit, Rules);

  // 5. Fail closed on any error reported along the way.
  if (Diags.hasErrors())
    return reportedFailure("errors reported");
  return Result;
}

} // namespace metalify
