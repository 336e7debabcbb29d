//===- ClangFrontend.cpp - Clang in-process over MSL text -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/ClangFrontend.h"

#include "cpu/EntryPoints.h"
#include "cpu/PreludeFiles.h"

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Host.h"

#include <fmt/format.h>

using namespace metalify;
using namespace metalify::cpu;

namespace {

/// Where the prelude and the compiler's own header live in the in-memory
/// file system.
constexpr const char *PreludeDir = "/metalify/prelude";
constexpr const char *PreambleFile = "/metalify/metalify_compiler.h";
constexpr const char *PchFile = "/metalify/prelude.pch";

HostTarget detectHost() {
  HostTarget H;
  H.Triple = llvm::sys::getProcessTriple();
  H.Cpu = llvm::sys::getHostCPUName().str();
  llvm::StringMap<bool> Features = llvm::sys::getHostCPUFeatures();
  for (const auto &F : Features)
    H.Features.push_back((F.second ? "+" : "-") + F.first().str());
  llvm::sort(H.Features);
  return H;
}

/// The cc1 command line for one run.
std::vector<std::string> cc1Args(const CompileOptions &Opts,
                                 const FrontendJob &Job) {
  const HostTarget &H = hostTarget();
  std::vector<std::string> Args = {
      // SYCL device mode (the prelude's address spaces) expects a host
      // triple too; without it Clang crashes mangling __bf16.
      "-triple", H.Triple, "-aux-triple", H.Triple, "-target-cpu", H.Cpu,
      "-x", "c++", "-std=c++17",
      "-O2", "-fno-rtti", "-fsycl-is-device", "-ffreestanding", "-nostdsysteminc", "-nobuiltininc",
      "-fgnuc-version=4.2.1", "-mrelocation-model",
      "pic", "-pic-level", "2", "-ffp-contract=on",
      // GPUs wrap signed integer overflow (two's complement, no trap), and
      // CUDA code relies on it; without -fwrapv the optimiser would assume
      // it cannot happen and fold comparisons differently.
      "-fwrapv",
      // MSL has no double: an unsuffixed floating literal is a float.
      "-cl-single-precision-constant", "-isystem", PreludeDir,
      fmt::format("-D__METAL_VERSION__={}",
                  metalVersionNumber(Opts.LanguageVersion))};
  for (const std::string &F : H.Features)
    Args.insert(Args.end(), {"-target-feature", F});
  if (Opts.FastMath)
    Args.insert(Args.end(),
                {"-ffast-math", "-menable-no-infs", "-menable-no-nans",
                 "-fapprox-func", "-funsafe-math-optimizations",
                 "-fno-signed-zeros", "-mreassociate", "-freciprocal-math",
                 "-ffp-contract=fast", "-ffinite-math-only"});
  // The PCH holds the preamble (and the prelude).
  if (Job.Pch)
    Args.insert(Args.end(), {"-include-pch", PchFile});
  else
    Args.insert(Args.end(), {"-include", PreambleFile});
  switch (Job.Mode) {
  case FrontendJob::Analysis:
    Args.push_back("-fsyntax-only");
    break;
  case FrontendJob::Codegen:
    Args.insert(Args.end(), {"-disable-llvm-passes", "-vectorize-loops",
                             "-vectorize-slp", "-emit-llvm-only"});
    break;
  case FrontendJob::Precompile:
    Args.insert(Args.end(), {"-emit-pch", "-o", Job.OutputFile});
    break;
  }
  for (const std::string &D : Opts.Defines)
    Args.push_back("-D" + D);
  return Args;
}

/// The prelude and the compiler's preamble, in memory only: no file of the
/// host system is visible to the MSL.
llvm::IntrusiveRefCntPtr<llvm::vfs::InMemoryFileSystem>
makeFileSystem(const FrontendJob &Job) {
  auto FS = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  for (const auto &[Path, Contents] : preludeFiles().Files)
    FS->addFile(std::string(PreludeDir) + "/" + Path, 0,
                llvm::MemoryBuffer::getMemBuffer(Contents, Path,
                                                 /*RequiresNull=*/false));
  FS->addFile(PreambleFile, 0,
              llvm::MemoryBuffer::getMemBuffer(compilerPreamble(),
                                               "metalify_compiler.h", false));
  if (Job.Pch)
    FS->addFile(PchFile, 0,
                llvm::MemoryBuffer::getMemBuffer(*Job.Pch, "prelude.pch",
                                                 false));
  FS->setCurrentWorkingDirectory("/metalify");
  return FS;
}

/// Drops warnings and notes that follow dropped warnings.
class ErrorsOnlyConsumer : public clang::DiagnosticConsumer {
public:
  explicit ErrorsOnlyConsumer(clang::DiagnosticConsumer &Next) : Next(Next) {}
  void BeginSourceFile(const clang::LangOptions &LO,
                       const clang::Preprocessor *PP) override {
    Next.BeginSourceFile(LO, PP);
  }
  void EndSourceFile() override { Next.EndSourceFile(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level != clang::DiagnosticsEngine::Note)
      Passing = Level >= clang::DiagnosticsEngine::Error;
    if (Passing)
      Next.HandleDiagnostic(Level, Info);
  }

private:
  clang::DiagnosticConsumer &Next;
  bool Passing = false;
};

} // namespace

const HostTarget &metalify::cpu::hostTarget() {
  static const HostTarget H = detectHost();
  return H;
}

unsigned metalify::cpu::metalVersionNumber(std::string_view V) {
  if (V == "3.1")
    return 310;
  if (V == "3.2")
    return 320;
  return 0;
}

bool metalify::cpu::runFrontend(std::string_view Text,
                                const CompileOptions &Opts,
                                clang::FrontendAction &Action,
                                const FrontendJob &Job, std::string &Messages) {
  if (!metalVersionNumber(Opts.LanguageVersion)) {
    Messages += fmt::format("error: unsupported Metal language version '{}' "
                            "(supported: 3.1, 3.2)\n",
                            Opts.LanguageVersion);
    return false;
  }
  std::vector<std::string> Args = cc1Args(Opts, Job);
  std::vector<const char *> ArgPtrs;
  for (const std::string &A : Args)
    ArgPtrs.push_back(A.c_str());

  llvm::raw_string_ostream OS(Messages);
  auto DiagOpts = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
  DiagOpts->ShowColors = false;
  clang::TextDiagnosticPrinter Printer(OS, DiagOpts.get());
  ErrorsOnlyConsumer ErrorsOnly(Printer);
  clang::DiagnosticConsumer &Consumer =
      Job.KeepWarnings ? static_cast<clang::DiagnosticConsumer &>(Printer)
                   : ErrorsOnly;

  clang::CompilerInstance CI;
  CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
  if (!clang::CompilerInvocation::CreateFromArgs(CI.getInvocation(), ArgPtrs,
                                                 CI.getDiagnostics()))
    return false;
  CI.getDiagnosticOpts().ShowColors = false;
  auto Buffer = llvm::MemoryBuffer::getMemBuffer(
      llvm::StringRef(Text.data(), Text.size()), Opts.SourceName,
      /*RequiresNullTerminator=*/false);
  CI.getFrontendOpts().Inputs.clear();
  clang::InputKind Kind(clang::Language::CXX);
  CI.getFrontendOpts().Inputs.emplace_back(
      Buffer->getMemBufferRef(),
      Job.Mode == FrontendJob::Precompile ? Kind.getHeader() : Kind);
  CI.createFileManager(makeFileSystem(Job));
  // "N errors generated." would go to stderr; the caller reports.
  CI.setVerboseOutputStream(std::make_unique<llvm::raw_null_ostream>());
  bool Ok = CI.ExecuteAction(Action) &&
            !CI.getDiagnostics().hasErrorOccurred();
  OS.flush();
  return Ok;
}
