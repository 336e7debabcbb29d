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
#include "clang/Lex/Lexer.h"
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
      Out.push_back({HashLoc, FilenameRange, FileName.str(), IsAngled, {},
                     File ? File->getName().str() : std::string()});
    }
    if (!File || Kind != clang::SrcMgr::C_User)
      return;
    llvm::StringRef Name = File->getName();
    if (Name.starts_with(cudaIncludeDir()) || isCcclHeaderPath(Name) ||
        !Seen.insert(Name).second)
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

/// Records, in the user's files, the macros that conditional directives
/// test (`#if X >= 700`, `#ifdef X`, `defined(X)`) by name, and the text
/// the directives leave out: the directive lines and the skipped groups.
class ConditionRecorder : public clang::PPCallbacks {
public:
  ConditionRecorder(const clang::SourceManager &SM,
                    const clang::LangOptions &Lang, llvm::StringSet<> &Out,
                    std::vector<InactiveText> &Inactive)
      : SM(SM), Lang(Lang), Out(Out), Inactive(Inactive) {}

  void If(clang::SourceLocation Loc, clang::SourceRange Condition,
          ConditionValueKind) override {
    recordIdentifiers(Loc, Condition);
    recordLines(Loc, Loc);
  }
  void Elif(clang::SourceLocation Loc, clang::SourceRange Condition,
            ConditionValueKind, clang::SourceLocation) override {
    recordIdentifiers(Loc, Condition);
    recordLines(Loc, Loc);
  }
  void Ifdef(clang::SourceLocation Loc, const clang::Token &Name,
             const clang::MacroDefinition &) override {
    record(Loc, Name);
    recordLines(Loc, Loc);
  }
  void Ifndef(clang::SourceLocation Loc, const clang::Token &Name,
              const clang::MacroDefinition &) override {
    record(Loc, Name);
    recordLines(Loc, Loc);
  }
  void Else(clang::SourceLocation Loc, clang::SourceLocation) override {
    recordLines(Loc, Loc);
  }
  void Endif(clang::SourceLocation Loc, clang::SourceLocation) override {
    recordLines(Loc, Loc);
  }
  void SourceRangeSkipped(clang::SourceRange Range,
                          clang::SourceLocation) override {
    recordLines(Range.getBegin(), Range.getEnd());
  }

private:
  /// The whole lines from \p First's to \p Last's, continuation lines
  /// included.
  void recordLines(clang::SourceLocation First, clang::SourceLocation Last) {
    if (!isUserFile(First) || First.isMacroID() || Last.isMacroID())
      return;
    auto [File, Begin] = SM.getDecomposedLoc(First);
    auto [LastFile, End] = SM.getDecomposedLoc(Last);
    if (File != LastFile)
      return;
    llvm::StringRef Buffer = SM.getBufferData(File);
    while (Begin > 0 && Buffer[Begin - 1] != '\n')
      --Begin;
    // A skipped group's end is where lexing resumed: the start of the line
    // after the directive that ended it, which is not part of the group.
    if (End > Begin && Buffer[End - 1] == '\n') {
      Inactive.push_back({File, Begin, End - 1});
      return;
    }
    for (;;) {
      End = std::min<size_t>(Buffer.find('\n', End), Buffer.size());
      llvm::StringRef Line = Buffer.slice(Begin, End).rtrim("\r");
      if (End == Buffer.size() || !Line.ends_with("\\"))
        break;
      ++End;
    }
    Inactive.push_back({File, Begin, End});
  }

  bool isUserFile(clang::SourceLocation Loc) const {
    return Loc.isValid() && !SM.isInSystemHeader(Loc) &&
           !SM.getFilename(SM.getFileLoc(Loc)).starts_with(cudaIncludeDir());
  }
  void record(clang::SourceLocation Loc, const clang::Token &Name) {
    if (isUserFile(Loc) && Name.getIdentifierInfo())
      Out.insert(Name.getIdentifierInfo()->getName());
  }
  /// Every identifier of the condition's text: `defined` or not, a macro
  /// the condition names decides which code is seen.
  void recordIdentifiers(clang::SourceLocation Loc,
                         clang::SourceRange Condition) {
    if (!isUserFile(Loc))
      return;
    llvm::StringRef Text = clang::Lexer::getSourceText(
        clang::CharSourceRange::getTokenRange(Condition), SM, Lang);
    while (!Text.empty()) {
      Text = Text.drop_until([](char C) { return llvm::isAlpha(C) || C == '_'; });
      llvm::StringRef Word = Text.take_while(
          [](char C) { return llvm::isAlnum(C) || C == '_'; });
      if (!Word.empty())
        Out.insert(Word);
      Text = Text.drop_front(Word.size());
    }
  }

  const clang::SourceManager &SM;
  const clang::LangOptions &Lang;
  llvm::StringSet<> &Out;
  std::vector<InactiveText> &Inactive;
};

/// Parses the file into an AST that outlives Execute(): the pipeline works
/// on it before EndSourceFile().
class ParseAction : public clang::ASTFrontendAction {
public:
  ParseAction(std::vector<IncludeDirective> &Includes,
              std::vector<std::string> &Files, llvm::StringSet<> &Tested,
              std::vector<InactiveText> &Inactive)
      : Includes(Includes), Files(Files), Tested(Tested), Inactive(Inactive) {
  }

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return std::make_unique<clang::ASTConsumer>();
  }
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<IncludeRecorder>(CI.getSourceManager(), Includes,
                                          Files));
    CI.getPreprocessor().addPPCallbacks(std::make_unique<ConditionRecorder>(
        CI.getSourceManager(), CI.getLangOpts(), Tested, Inactive));
    return true;
  }

private:
  std::vector<IncludeDirective> &Includes;
  std::vector<std::string> &Files;
  llvm::StringSet<> &Tested;
  std::vector<InactiveText> &Inactive;
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

  auto Action = std::make_unique<ParseAction>(Unit->Includes, Unit->Included,
                                              Unit->Tested, Unit->Inactive);
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
