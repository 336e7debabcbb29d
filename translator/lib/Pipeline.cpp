//===- Pipeline.cpp - Translating one CUDA file, stage by stage -----------===//
//
// Part of metalify. The whole translation as one straight list of stages:
//
//   parse -> statistics -> device emit (.metal) -> host rewrite (.cpp)
//   -> MSL check -> lines changed -> results
//
// and, for the headers of a whole-tree translation, the one stage of
// translateHeader.
//
// The analyses run inside the emitters that need them. Nothing is written
// here: the caller writes the results only when every stage succeeded.
//
//===----------------------------------------------------------------------===//
#include "Driver/ParsedUnit.h"
#include "Emit/GeneratedMslCheck.h"
#include "Emit/HostEmitter.h"
#include "Emit/MetalEmitter.h"
#include "Rewrites/HeaderIncludeRewrite.h"
#include "Rewrites/HostSpellings.h"
#include "Rewrites/MacroPreexpansion.h"
#include "Stats/ConstructStats.h"
#include "Stats/LineDiff.h"
#include "metalify/translator/Translate.h"

#include "clang/Basic/SourceManager.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

namespace metalify {
namespace {

/// Writes a module that failed the MSL check to
/// $METALIFY_REJECTED_MSL_DIR/<name>, when that is set: the text an MTL2041
/// report quotes one line of, for a bug report. Never to the output.
void keepRejectedMsl(llvm::StringRef Text, llvm::StringRef MetalFileName) {
  const char *Dir = std::getenv("METALIFY_REJECTED_MSL_DIR");
  if (!Dir || !*Dir)
    return;
  llvm::SmallString<256> Path(Dir);
  llvm::sys::path::append(Path, MetalFileName);
  std::error_code EC;
  llvm::raw_fd_ostream Out(Path, EC);
  if (!EC)
    Out << Text;
}

/// "dir/foo.cu" -> "foo" + Extension.
std::string outputName(llvm::StringRef InputPath, llvm::StringRef Extension) {
  return (llvm::sys::path::stem(InputPath) + Extension).str();
}

/// The user's headers the host output still includes: every included user
/// file except those merged into the translation (their text is in it).
std::vector<std::string> headersToCopy(const ParsedUnit &Unit) {
  llvm::StringSet<> Merged;
  const clang::SourceManager &SM = Unit.sourceManager();
  for (const IncludeDirective *Inc : Unit.mergedIncludes())
    if (clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(Inc->Entered))
      Merged.insert(File->getName());
  std::vector<std::string> Out;
  for (const std::string &Path : Unit.includedFiles())
    if (!Merged.contains(Path))
      Out.push_back(Path);
  return Out;
}

/// The macro nvcc defines in device compilation only.
constexpr llvm::StringLiteral DeviceArchMacro = "__CUDA_ARCH__";

/// The device-side parse of \p InputPath, as nvcc's device pass sees it:
/// with the architecture macro defined (its row gives the value). Null
/// when no conditional of \p Host's files tests that macro, so both sides
/// see the same code and the host parse serves for both. Clang's warnings
/// were printed by the host parse already; only a failure is shown.
llvm::Expected<std::unique_ptr<ParsedUnit>>
parseDeviceSide(const std::string &InputPath, const TranslateOptions &Opts,
                const RuleTable &Rules, const ParsedUnit &Host,
                DiagnosticReporter &Diags, const FileTexts &Replacements) {
  const Rule *Arch = Rules.find(DeviceArchMacro);
  if (!Arch || !Host.conditionsTest(DeviceArchMacro))
    return nullptr;
  TranslateOptions DeviceOpts = Opts;
  DeviceOpts.Defines.push_back((DeviceArchMacro + "=" + Arch->Metal).str());
  std::string Printed;
  llvm::raw_string_ostream PrintedOS(Printed);
  DiagnosticReporter DeviceDiags = Diags.withStream(PrintedOS);
  llvm::Expected<std::unique_ptr<ParsedUnit>> Unit =
      parseCudaFile(InputPath, DeviceOpts, DeviceDiags, Replacements);
  if (!Unit) {
    PrintedOS.flush();
    Diags.absorb(DeviceDiags, Printed);
  }
  return Unit;
}

/// One pass over \p InputPath, with the files named in \p Replacements
/// read from there. When it fails because device code needs rewriting
/// inside a macro and \p Preexpanded is given, that receives the files
/// with their device macro uses expanded, for a second pass.
llvm::Expected<TranslationResult>
translateOnce(const std::string &InputPath, const TranslateOptions &Opts,
              const RuleTable &Rules, DiagnosticReporter &Diags,
              TranslationFacts &Found, const FileTexts &Replacements,
              FileTexts *Preexpanded) {
  TranslationResult Result;
  Result.MetalFileName = outputName(InputPath, ".metal");
  Result.HostFileName = outputName(InputPath, ".cpp");

  // 1. Parse with our CUDA headers.
  llvm::Expected<std::unique_ptr<ParsedUnit>> Unit =
      parseCudaFile(InputPath, Opts, Diags, Replacements);
  if (!Unit)
    return Unit.takeError();
  Found.IncludedFiles = headersToCopy(**Unit);
  llvm::Expected<std::unique_ptr<ParsedUnit>> DeviceParse =
      parseDeviceSide(InputPath, Opts, Rules, **Unit, Diags, Replacements);
  if (!DeviceParse)
    return DeviceParse.takeError();
  ParsedUnit &Device = *DeviceParse ? **DeviceParse : **Unit;
  auto Failed = [&](llvm::Error E) -> llvm::Error {
    if (Preexpanded && Diags.emittedId("MTL2022"))
      *Preexpanded = preexpandDeviceMacros(Device.context(), Rules);
    return E;
  };

  // 2. What the file uses from the table (--stats), before any later stage
  //    can fail: a failed file's unsupported names are what matters most.
  if (Opts.CollectStats)
    Found.Constructs = countConstructs(**Unit, Rules);

  // 3. Device code -> MSL.
  MetalEmitInput MetalIn{Device.context(), Rules, Diags, Opts,
                         llvm::sys::path::filename(InputPath).str(),
                         Device.inactiveText()};
  llvm::Expected<MetalModule> Metal = emitMetalModule(MetalIn);
  if (!Metal)
    return Failed(Metal.takeError());


  // 4. Host code -> the input text with launches, kernels, includes and
  //    device code rewritten.
  HostEmitInput HostIn{**Unit, Rules, Diags, InputPath, Result.MetalFileName};
  llvm::Expected<std::string> Host = emitHostFile(HostIn);
  if (!Host)
    return Failed(Host.takeError());
  Result.Host = std::move(*Host);

  // 5. Fail closed on any error reported along the way, and on a module
  //    that does not compile with Metal's rules.
  if (Diags.hasErrors())
    return Failed(reportedFailure("errors reported"));
  if (Opts.CheckMsl &&
      !checkGeneratedMsl(Opts.CheckMsl, *Metal, Result.MetalFileName,
                         Device.sourceManager(), Diags)) {
    keepRejectedMsl(Metal->Text, Result.MetalFileName);
    return Failed(reportedFailure("the generated MSL does not compile"));
  }
  Result.Metal = std::move(Metal->Text);

  // 6. How much of the host text changed (--stats).
  if (Opts.CollectStats) {
    Result.Constructs = Found.Constructs;
    Found.LinesChanged = countChangedLines(
        (*Unit)->sourceManager().getBufferData(
            (*Unit)->sourceManager().getMainFileID()),
        Result.Host);
  }
  return Result;
}

} // namespace

llvm::Expected<TranslationResult>
translateFile(const std::string &InputPath, const TranslateOptions &Opts,
              const RuleTable &Rules, DiagnosticReporter &Diags,
              TranslationFacts *Facts) {
  TranslationFacts Unused;
  TranslationFacts &Found = Facts ? *Facts : Unused;
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

  // The first pass's diagnostics are held back: when it fails only because
  // device code needs rewriting inside macros, a second pass runs on the
  // file with those macros expanded, and only its diagnostics are shown.
  std::string Printed;
  llvm::raw_string_ostream PrintedOS(Printed);
  PrintedOS.enable_colors(Diags.useColor());
  DiagnosticReporter FirstDiags = Diags.withStream(PrintedOS);
  FileTexts Preexpanded;
  llvm::Expected<TranslationResult> First = translateOnce(
      InputPath, Opts, Rules, FirstDiags, Found, {}, &Preexpanded);
  if (First || Preexpanded.empty()) {
    PrintedOS.flush();
    Diags.absorb(FirstDiags, Printed);
    return First;
  }
  llvm::consumeError(First.takeError());
  Found = TranslationFacts();
  return translateOnce(InputPath, Opts, Rules, Diags, Found, Preexpanded,
                       nullptr);
}

llvm::Expected<HeaderTranslation> translateHeader(const std::string &InputPath,
                                                  const RuleTable &Rules,
                                                  DiagnosticReporter &Diags) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(InputPath, /*IsText=*/true);
  if (!Buffer) {
    Diags.report("metalify translate", "MTL1001", {InputPath});
    return reportedFailure("unreadable header");
  }
  llvm::Expected<HostSpellings> Spellings = HostSpellings::load(Rules);
  if (!Spellings) {
    Diags.report(InputPath, "MTL1007",
                 {llvm::toString(Spellings.takeError())});
    return reportedFailure("incomplete rules");
  }
  llvm::StringRef Text = (*Buffer)->getBuffer();
  HeaderIncludeRewrite Rewrite(InputPath, Text, *Spellings);
  HeaderTranslation Out;
  Out.Text = Rewrite.run();
  for (const auto &Use : Rewrite.uses())
    Out.Constructs.push_back({Use.getKey().str(), Rules.find(Use.getKey()),
                              Use.getValue()});
  llvm::sort(Out.Constructs,
             [](const ConstructCount &A, const ConstructCount &B) {
               return A.Name < B.Name;
             });
  Out.LinesChanged = countChangedLines(Text, Out.Text);
  return Out;
}

} // namespace metalify
