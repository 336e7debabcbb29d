//===- TranslateProgress.h - Progress of a tree translation ----*- C++ -*-===//
//
// Part of metalify. Prints what happens to each file of `metalify
// translate` as it finishes, from any worker thread: the file's diagnostics
// together (never interleaved with another file's), then a progress bar
// redrawn in place on a terminal, or one plain line per file otherwise
// ("[3/53] translated src/a.cu"), and finally the summary.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_TRANSLATEPROGRESS_H
#define METALIFY_TOOLS_TRANSLATEPROGRESS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

namespace metalify {

/// How a file of the tree ended.
enum class FileOutcome { Translated, Copied, Failed };

/// Thread-safe progress and summary printer.
class TranslateProgress {
public:
  /// \p Terminal: draw a bar in place; otherwise print a line per file.
  /// \p PerFile: show progress at all (off for a single file, which only
  /// prints its diagnostics, like a compiler).
  TranslateProgress(llvm::raw_ostream &OS, bool Terminal, bool PerFile)
      : OS(OS), Terminal(Terminal), PerFile(PerFile) {}

  /// Files still to come, added as the plan grows (headers found late).
  void addExpected(unsigned N);
  /// \p Path ended as \p Outcome; \p Messages are its diagnostics.
  void finished(llvm::StringRef Path, FileOutcome Outcome,
                llvm::StringRef Messages);
  /// Clears the bar and prints "N file(s): a translated, b copied, c
  /// failed" (always when something failed, else only with PerFile).
  void summarize(llvm::StringRef Suffix);

  unsigned count(FileOutcome O) const { return Counts[static_cast<int>(O)]; }

private:
  void clearBar();
  void drawBar(llvm::StringRef Path);

  llvm::raw_ostream &OS;
  bool Terminal;
  bool PerFile;
  std::mutex Lock;
  unsigned Expected = 0;
  unsigned Done = 0;
  unsigned Counts[3] = {0, 0, 0};
  bool BarShown = false;
};

} // namespace metalify

#endif
