//===- ParsedUnit.cpp - A CUDA file parsed by Clang -----------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Driver/ParsedUnit.h"
#include "Driver/CompileArgs.h"
#include "Driver/CudaHeaders.h"
#include "Driver/TranslatedFiles.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/VirtualFileSystem.h"

namespace metalify {
namespace {

/// Records the #include directives written in the user's files, the file
/// each one entered, and every user file included anywhere.
class IncludeRecorder : public clang::PPCallbacks {
public:
  IncludeRecorder(const clang::SourceManager &SM,
                  std::vector<IncludeDirective> &Out,
                  std::vector<std::string> &Files)
      : SM(SM), Out(Out), Files(Files) {}

  void InclusionDirective(clang::SourceLocation HashLoc,
                          const clang::Token &, llvm::StringRef FileName,
                          bool IsAngled, clang::CharSourceRange FilenameRange,
                          clang::OptionalFileEntryRef File, llvm::StringRef,
                          llvm::StringRef, const clang::Module *, bool,
                          clang::SrcMgr::CharacteristicKind Kind) override {
    Pending.reset();
    if (isUserFile(HashLoc)) {
      Pending = Out.size();
      Out.push_back({HashLoc, FilenameRange, FileName.str(), IsAngled, {}});
    }
    if (!File || Kind != clang::SrcMgr::C_User)
      return;
    llvm::StringRef Name = File->getName();
    if (Name.starts_with(cudaIncludeDir()) || !Seen.insert(Name).second)
      return;
    Files.push_back(Name.str());
  }

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind,
                   clang::FileID) override {
    if (Reason != EnterFile || !Pending)
      return;
    clang::FileID Entered = SM.getFileID(Loc);
    clang::SourceLocation IncludeLoc = SM.getIncludeLoc(Entered);
    IncludeDirective &Inc = Out[*Pending];
    if (IncludeLoc.isValid() &&
        SM.getFileID(IncludeLoc) == SM.getFileID(Inc.HashLoc))
      Inc.Entered = Entered;
    Pending.reset();
  }

private:
  bool isUserFile(clang::SourceLocation Loc) const {
    return !SM.isInSystemHeader(Loc) &&
           !SM.getFilename(Loc).starts_with(cudaIncludeDir());
  }

  const clang::SourceManager &SM;
  std::vector<IncludeDirective> &Out;
  std::vector<std::string> &Files;
  llvm::StringSet<> Seen;
  /// The directive just recorded, until the file it includes is entered.
  std::optional<size_t> Pending;
};

/// Parses the file into an AST that outlives Execute(): the pipeline works
/// on it before EndSourceFile().
class ParseAction : public clang::ASTFrontendAction {
public:
  ParseAction(std::vector<IncludeDirective> &Includes,
              std::vector<std::string> &Files)
      : Includes(Includes), Files(Files) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<clang::ASTConsumer>();
  }
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRecorder>(CI.getSourceManager(), Includes,
                                          Files));
    return true;
  }

private:
  std::vector<IncludeDirective> &Includes;
  std::vector<std::string> &Files;
};

/// Clang's resource directory (its builtin headers, including
/// __clang_cuda_builtin_vars.h): $METALIFY_CLANG_RESOURCE_DIR, else the one
/// of the Clang we were built against.
std::string clangResourceDir() {
  if (std::optional<std::string> Env =
          llvm::sys::Process::GetEnv("METALIFY_CLANG_RESOURCE_DIR"))
    return *Env;
  return METALIFY_CLANG_RESOURCE_DIR;
}

} // namespace

llvm::Error reportedFailure(llvm::StringRef What) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), What);
}

ParsedUnit::ParsedUnit() = default;

ParsedUnit::~ParsedUnit() {
  if (Action)
    Action->EndSourceFile();
}

clang::ASTContext &ParsedUnit::context() const {
  return Instance->getASTContext();
}
clang::SourceManager &ParsedUnit::sourceManager() const {
  return Instance->getSourceManager();
}
clang::Preprocessor &ParsedUnit::preprocessor() const {
  return Instance->getPreprocessor();
}

bool ParsedUnit::isWrittenInTranslatedFile(clang::SourceLocation Loc) const {
  if (Loc.isInvalid())
    return false;
  const clang::SourceManager &SM = sourceManager();
  return Translated.contains(SM.getFileID(Loc));
}

llvm::Expected<std::unique_ptr<ParsedUnit>>
parseCudaFile(const std::string &InputPath, const TranslateOptions &Opts,
              DiagnosticReporter &Diags, const FileTexts &Replacements) {
  std::string ResourceDir = clangResourceDir();
  llvm::SmallString<256> BuiltinVars(ResourceDir);
  llvm::sys::path::append(BuiltinVars, "include",
                          "__clang_cuda_builtin_vars.h");
  if (!llvm::sys::fs::exists(BuiltinVars)) {
    Diags.report(InputPath, "MTL1003", {ResourceDir});
    return reportedFailure("no Clang resource directory");
  }

  llvm::Expected<std::vector<std::string>> DbFlags =
      loadDatabaseFlags(InputPath, Opts);
  if (!DbFlags) {
    Diags.report(InputPath, "MTL1006",
                 {Opts.CompilationDatabaseDir,
                  llvm::toString(DbFlags.takeError())});
    return reportedFailure("bad compilation database");
  }
  std::vector<std::string> Args =
      buildClangArgs(InputPath, Opts, *DbFlags, ResourceDir);
  std::vector<const char *> CArgs;
  for (const std::string &A : Args)
    CArgs.push_back(A.c_str());

  auto VFS = createCudaHeaderOverlay(llvm::vfs::getRealFileSystem());
  auto DiagOpts = llvm::makeIntrusiveRefCnt<clang::DiagnosticOptions>();
  DiagOpts->ShowColors = Diags.useColor();
  auto Printer = std::make_unique<clang::TextDiagnosticPrinter>(Diags.stream(),
                                                                &*DiagOpts);
  clang::IntrusiveRefCntPtr<clang::DiagnosticsEngine> DriverDiags =
      clang::CompilerInstance::createDiagnostics(&*DiagOpts, Printer.get(),
                                                 /*ShouldOwnClient=*/false);
  clang::CreateInvocationOptions InvocationOpts;
  InvocationOpts.Diags = DriverDiags;
  InvocationOpts.VFS = VFS;
  InvocationOpts.ProbePrecompiled = false;
  std::shared_ptr<clang::CompilerInvocation> Invocation =
      clang::createInvocation(CArgs, InvocationOpts);
  if (!Invocation || DriverDiags->hasErrorOccurred())
    return reportedFailure("bad compiler arguments");
  Invocation->getFrontendOpts().DisableFree = false;
  for (const auto &[Name, Text] : Replacements)
    Invocation->getPreprocessorOpts().addRemappedFile(
        Name, llvm::MemoryBuffer::getMemBufferCopy(Text, Name).release());

  std::unique_ptr<ParsedUnit> Unit(new ParsedUnit());
  Unit->Instance = std::make_unique<clang::CompilerInstance>();
  clang::CompilerInstance &CI = *Unit->Instance;
  CI.setInvocation(Invocation);
  // The instance owns the printer from here on.
  CI.createDiagnostics(Printer.release(), /*ShouldOwnClient=*/true);
  CI.getDiagnosticOpts().ShowColors = DiagOpts->ShowColors;
  CI.createFileManager(VFS);
  CI.createSourceManager(CI.getFileManager());
  if (!CI.createTarget())
    return reportedFailure("no target");

  auto Action = std::make_unique<ParseAction>(Unit->Includes, Unit->Included);
  if (!Action->BeginSourceFile(CI, CI.getFrontendOpts().Inputs.front()))
    return reportedFailure("cannot start parsing");
  Unit->Action = std::move(Action);
  if (llvm::Error E = Unit->Action->Execute()) {
    llvm::consumeError(std::move(E));
    return reportedFailure("parse failed");
  }
  if (CI.getDiagnostics().hasErrorOccurred())
    return reportedFailure("parse failed");
  TranslatedFiles Translated =
      TranslatedFiles::compute(CI.getASTContext(), Unit->Includes);
  Unit->Translated = std::move(Translated.Files);
  Unit->Merged = std::move(Translated.Merged);
  return std::move(Unit);
}

} // namespace metalify
