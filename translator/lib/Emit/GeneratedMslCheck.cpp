//===- GeneratedMslCheck.cpp - The .metal must compile --------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Emit/GeneratedMslCheck.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"

namespace metalify {
namespace {

/// Compilers stop being useful after the first few errors of a module;
/// so does a report of them.
constexpr unsigned MaxReported = 5;

/// One error line of the compiler's output.
struct MslError {
  unsigned Line = 0;
  std::string Message;
};

/// The errors the compiler reported in the module itself (not in the
/// headers it includes), in order.
std::vector<MslError> moduleErrors(llvm::StringRef Messages,
                                   llvm::StringRef MetalFileName) {
  llvm::Regex Header("^(.*):([0-9]+):[0-9]+: (fatal )?error: (.*)$");
  std::vector<MslError> Out;
  llvm::SmallVector<llvm::StringRef, 0> Lines;
  Messages.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    llvm::SmallVector<llvm::StringRef, 5> M;
    if (!Header.match(Line, &M) || M[1] != MetalFileName)
      continue;
    MslError E;
    M[2].getAsInteger(10, E.Line);
    E.Message = M[4].str();
    Out.push_back(std::move(E));
  }
  return Out;
}

/// Line \p Line (1-based) of \p Text, without its newline.
llvm::StringRef lineOf(llvm::StringRef Text, unsigned Line) {
  for (unsigned I = 1; I < Line && !Text.empty(); ++I)
    Text = Text.split('\n').second;
  return Text.split('\n').first.trim();
}

/// Where \p Loc is, resolved for the reporter.
DiagnosticLocation resolve(const clang::SourceManager &SM,
                           clang::SourceLocation Loc) {
  DiagnosticLocation Out;
  clang::PresumedLoc P = SM.getPresumedLoc(Loc);
  if (P.isInvalid())
    return Out;
  Out.File = P.getFilename();
  Out.Line = P.getLine();
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t End = Buffer.find('\n', Offset);
  Out.LineText = Buffer.slice(Offset, End).rtrim("\r").str();
  // The statement the line holds, not its indentation.
  Out.Column = llvm::StringRef(Out.LineText).find_first_not_of(" \t") + 1;
  if (Out.Column == 0 || Out.Column > Out.LineText.size())
    Out.Column = 1;
  return Out;
}

} // namespace

bool checkGeneratedMsl(const MslCheck &Check, const MetalModule &Module,
                       llvm::StringRef MetalFileName,
                       const clang::SourceManager &SM,
                       DiagnosticReporter &Diags) {
  std::string Messages;
  if (Check(Module.Text, MetalFileName, Messages))
    return true;
  std::vector<MslError> Errors = moduleErrors(Messages, MetalFileName);
  if (Errors.empty()) {
    // Nothing to locate (an error in a header the module includes): the
    // compiler's own words are the most useful report.
    Diags.report(MetalFileName, "MTL2041",
                 {llvm::StringRef(Messages).trim().str(), "?",
                  MetalFileName.str(), ""});
    return false;
  }
  unsigned Reported = 0;
  for (const MslError &E : Errors) {
    if (Reported++ == MaxReported)
      break;
    std::vector<std::string> Args = {E.Message, llvm::utostr(E.Line),
                                     MetalFileName.str(),
                                     lineOf(Module.Text, E.Line).str()};
    clang::SourceLocation Origin = Module.Lines.origin(E.Line, SM);
    if (Origin.isValid())
      Diags.report(resolve(SM, Origin), "MTL2041", Args);
    else
      Diags.report(MetalFileName, "MTL2041", Args);
  }
  return false;
}

} // namespace metalify
