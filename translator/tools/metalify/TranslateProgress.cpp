//===- TranslateProgress.cpp - Progress of a tree translation -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "TranslateProgress.h"

#include "llvm/Support/Format.h"

namespace metalify {
namespace {

const char *const OutcomeNames[] = {"translated", "copied", "failed"};
constexpr unsigned BarWidth = 30;

} // namespace

void TranslateProgress::addExpected(unsigned N) {
  std::lock_guard<std::mutex> Guard(Lock);
  Expected += N;
}

void TranslateProgress::clearBar() {
  if (!BarShown)
    return;
  OS << "\r\x1b[K";
  BarShown = false;
}

void TranslateProgress::drawBar(llvm::StringRef Path) {
  unsigned Filled = Expected ? Done * BarWidth / Expected : BarWidth;
  OS << "[" << std::string(Filled, '=') << std::string(BarWidth - Filled, ' ')
     << "] " << Done << "/" << Expected << " " << Path;
  OS.flush();
  BarShown = true;
}

void TranslateProgress::finished(llvm::StringRef Path, FileOutcome Outcome,
                                 llvm::StringRef Messages) {
  std::lock_guard<std::mutex> Guard(Lock);
  ++Done;
  ++Counts[static_cast<int>(Outcome)];
  clearBar();
  OS << Messages;
  if (!PerFile) {
    OS.flush();
    return;
  }
  if (Terminal)
    return drawBar(Path);
  OS << "[" << Done << "/" << Expected << "] "
     << OutcomeNames[static_cast<int>(Outcome)] << " " << Path << "\n";
  OS.flush();
}

void TranslateProgress::summarize(llvm::StringRef Suffix) {
  std::lock_guard<std::mutex> Guard(Lock);
  clearBar();
  unsigned Failed = Counts[static_cast<int>(FileOutcome::Failed)];
  if (!PerFile && Failed == 0)
    return;
  OS << "metalify translate: " << Done << " file(s): "
     << Counts[static_cast<int>(FileOutcome::Translated)] << " translated, "
     << Counts[static_cast<int>(FileOutcome::Copied)] << " copied, " << Failed
     << " failed" << Suffix << "\n";
  OS.flush();
}

} // namespace metalify
