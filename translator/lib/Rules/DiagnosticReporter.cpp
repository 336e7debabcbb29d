//===- DiagnosticReporter.cpp - clang-style diagnostics on stderr ---------===//
//
// Part of metalify. Prints "file:line:col: warning: message [MTL1042]", the
// source line and a caret, and records what it printed for the markers and
// the statistics.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace metalify {

std::string EmittedDiagnostic::markerComment() const {
  // "*/" inside the message would end the comment early.
  std::string Safe = Message;
  for (size_t Pos = Safe.find("*/"); Pos != std::string::npos;
       Pos = Safe.find("*/", Pos))
    Safe.replace(Pos, 2, "* /");
  return "/* " + Id + ": " + Safe + " */";
}

DiagnosticReporter::DiagnosticReporter(raw_ostream &OS, DiagnosticFilter Filter,
                                       bool Color,
                                       const DiagnosticCatalog *Catalog)
    : OS(OS), Filter(std::move(Filter)), Color(Color),
      Catalog(Catalog ? *Catalog : DiagnosticCatalog::builtin()) {}

bool DiagnosticReporter::emittedId(StringRef Id) const {
  return llvm::any_of(Emitted,
                      [&](const EmittedDiagnostic &D) { return D.Id == Id; });
}

void DiagnosticReporter::absorb(const DiagnosticReporter &Other,
                                StringRef Printed) {
  OS << Printed;
  ErrorCount += Other.ErrorCount;
  WarningCount += Other.WarningCount;
  llvm::append_range(Emitted, Other.Emitted);
}

/// Clang's colours: notes black, remarks blue, warnings magenta, errors red.
static raw_ostream::Colors colorOf(Severity S) {
  switch (S) {
  case Severity::Note:
    return raw_ostream::BLACK;
  case Severity::Remark:
    return raw_ostream::BLUE;
  case Severity::Warning:
    return raw_ostream::MAGENTA;
  case Severity::Error:
    return raw_ostream::RED;
  }
  llvm_unreachable("unknown Severity");
}

void DiagnosticReporter::printHeader(const DiagnosticLocation &Loc,
                                     Severity Level, StringRef Message,
                                     StringRef Id) {
  if (Color)
    OS.changeColor(raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << Loc.File;
  if (Loc.Line) {
    OS << ":" << Loc.Line;
    if (Loc.Column)
      OS << ":" << Loc.Column;
  }
  OS << ": ";
  if (Color)
    OS.changeColor(colorOf(Level), /*Bold=*/true);
  OS << toString(Level) << ": ";
  if (Color)
    OS.changeColor(raw_ostream::SAVEDCOLOR, /*Bold=*/true);
  OS << Message << " [" << Id << "]";
  if (Color)
    OS.resetColor();
  OS << "\n";
}

void DiagnosticReporter::printExcerpt(const DiagnosticLocation &Loc) {
  if (Loc.Line == 0 || Loc.LineText.empty())
    return;
  // Clang's layout: the line number right-aligned in five columns.
  std::string Number = std::to_string(Loc.Line);
  size_t Width = std::max<size_t>(5, Number.size());
  OS << right_justify(Number, Width) << " | " << Loc.LineText << "\n";
  OS.indent(Width) << " | ";
  // Tabs stay tabs so the caret lines up under the same column.
  StringRef Prefix =
      StringRef(Loc.LineText).take_front(Loc.Column ? Loc.Column - 1 : 0);
  for (char C : Prefix)
    OS << (C == '\t' ? '\t' : ' ');
  if (Color)
    OS.changeColor(raw_ostream::GREEN, /*Bold=*/true);
  OS << "^";
  if (Color)
    OS.resetColor();
  OS << "\n";
}

bool DiagnosticReporter::report(const DiagnosticLocation &Loc, StringRef Id,
                                ArrayRef<std::string> Args) {
  const DiagnosticInfo *Info = Catalog.find(Id);
  if (!Info) {
    // A translator bug, not a user error: say so instead of dropping it.
    printHeader(Loc, Severity::Error, "internal error: unknown diagnostic id",
                Id);
    ++ErrorCount;
    return true;
  }
  Severity Level = Info->Level;
  // Errors cannot be suppressed: the translator fails closed.
  if (Level != Severity::Error && Filter.isSuppressed(Id))
    return false;
  if (Level == Severity::Warning && Filter.isPromoted(Id))
    Level = Severity::Error;
  std::string Message = DiagnosticCatalog::format(*Info, Args);
  printHeader(Loc, Level, Message, Id);
  printExcerpt(Loc);
  if (Level == Severity::Error)
    ++ErrorCount;
  else if (Level == Severity::Warning)
    ++WarningCount;
  Emitted.push_back(
      {Info->Id, Level, Message, Loc.File, Loc.Line, Loc.Column, Info->Marker});
  return true;
}

bool DiagnosticReporter::report(StringRef File, StringRef Id,
                                ArrayRef<std::string> Args) {
  DiagnosticLocation Loc;
  Loc.File = File.str();
  return report(Loc, Id, Args);
}

bool DiagnosticReporter::reportMapping(const DiagnosticLocation &Loc,
                                       const Rule &R, const RuleMapping &M) {
  if (M.Diagnostic.empty())
    return false;
  return report(Loc, M.Diagnostic, {R.Name, M.Note.str()});
}

bool DiagnosticReporter::reportMapping(const clang::SourceManager &SM,
                                       clang::SourceLocation Loc, const Rule &R,
                                       const RuleMapping &M) {
  if (M.Diagnostic.empty())
    return false;
  return report(SM, Loc, M.Diagnostic, {R.Name, M.Note.str()});
}

bool DiagnosticReporter::report(const clang::SourceManager &SM,
                                clang::SourceLocation Loc, StringRef Id,
                                ArrayRef<std::string> Args) {
  DiagnosticLocation Where;
  clang::PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  if (P.isInvalid()) {
    Where.File = "<unknown>";
    return report(Where, Id, Args);
  }
  Where.File = P.getFilename();
  Where.Line = P.getLine();
  Where.Column = P.getColumn();
  auto [FID, Offset] = SM.getDecomposedLoc(SM.getExpansionLoc(Loc));
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(FID, &Invalid);
  if (!Invalid && Offset <= Buffer.size()) {
    size_t LineStart = Buffer.rfind('\n', Offset);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    Where.LineText =
        Buffer.drop_front(LineStart)
            .take_until([](char C) { return C == '\n' || C == '\r'; })
            .str();
  }
  return report(Where, Id, Args);
}

} // namespace metalify
