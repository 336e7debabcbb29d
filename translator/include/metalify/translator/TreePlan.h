//===- TreePlan.h - What translating a whole tree does ---------*- C++ -*-===//
//
// Part of metalify. `metalify translate SRC_DIR... -o OUT_DIR` (also plain
// files, or `-p build/` alone) first plans: which files exist, what happens
// to each (translated, treated as a header, copied), and where each output
// goes. The plan mirrors the layout of the inputs below their deepest common
// directory (the base) into the output directory, and refuses what would
// write over a source. docs/translate-tree.md describes the rules.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TRANSLATOR_TREEPLAN_H
#define METALIFY_TRANSLATOR_TREEPLAN_H

#include "metalify/translator/Diagnostics.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace metalify {

/// What the tree translation does with one file.
enum class TreeAction {
  Translate, ///< A CUDA source: written as stem.metal and stem.cpp.
  Header,    ///< A header of the CUDA sources: its CUDA includes rewritten.
  Copy,      ///< Any other file of the program: copied unchanged.
};

llvm::StringRef toString(TreeAction A);

/// One file of the plan.
struct TreeEntry {
  /// The path as the user would name it (the input as given, joined with
  /// the path below it): what diagnostics and progress lines show.
  std::string Source;
  /// Absolute and lexically normalized: identifies the file.
  std::string Key;
  /// Below the base directory, native separators: where it is mirrored.
  std::string Relative;
  TreeAction Action = TreeAction::Copy;
  /// A header-like file that becomes a Header once a CUDA source includes
  /// it (.h, .hpp, ...); .cuh files are headers from the start.
  bool HeaderCandidate = false;
  /// Already failed while planning (diagnostic reported): not processed.
  bool Blocked = false;
};

/// What the user asked to translate.
struct TreeRequest {
  /// Files and directories from the command line. Named files are always
  /// translated (whatever their extension); directories are walked.
  std::vector<std::string> Inputs;
  /// The files of a compilation database (-p with no inputs).
  std::vector<std::string> DatabaseFiles;
  /// Where DatabaseFiles came from (for messages).
  std::string DatabaseDir;
  std::string OutputDir;
};

/// The planned tree: entries sorted by Relative.
class TreePlan {
public:
  /// Walks and classifies \p Request's inputs. Reports (MTL1001, MTL1016,
  /// MTL1017, MTL1018) and fails when the request as a whole cannot work;
  /// a problem of one file (MTL1002, MTL1005) only blocks that file.
  static llvm::Expected<TreePlan> build(const TreeRequest &Request,
                                        DiagnosticReporter &Diags);

  std::vector<TreeEntry> &entries() { return Entries; }
  const std::vector<TreeEntry> &entries() const { return Entries; }
  /// The deepest directory holding every input (absolute).
  llvm::StringRef baseDir() const { return Base; }
  /// The output directory (absolute).
  llvm::StringRef outputDir() const { return Output; }

  /// The output directory of \p E's outputs (its mirrored folder).
  std::string outputFolder(const TreeEntry &E) const;
  /// The files \p E writes: stem.metal and stem.cpp for a translated
  /// source, the mirrored path otherwise.
  std::vector<std::string> outputsOf(const TreeEntry &E) const;

  /// A CUDA source includes \p Path (any spelling). Makes the entry of a
  /// header candidate a Header, or adds a Header entry for a file below the
  /// base that is not planned yet (when plain files were named). Returns
  /// the index of the entry that became a Header, or -1 when nothing
  /// changed (already a header, outside the base, inside the output, or
  /// its output would be a source: the output directory is the base).
  int addIncludedHeader(llvm::StringRef Path, DiagnosticReporter &Diags);

private:
  TreePlan() = default;
  void addWalkedFile(llvm::StringRef Shown, llvm::StringRef Key);
  void addEntry(llvm::StringRef Shown, llvm::StringRef Key, TreeAction A,
                bool Candidate);
  llvm::Error walk(llvm::StringRef Shown, llvm::StringRef Key,
                   DiagnosticReporter &Diags);
  void checkOutputs(DiagnosticReporter &Diags);
  /// A CUDA source that another source #includes ("kernel.cu", as Rodinia
  /// does) is translated as part of it (Driver/TranslatedFiles.h), not on
  /// its own: it is copied instead.
  void copyIncludedSources();
  void checkOutputsOf(unsigned I, DiagnosticReporter &Diags);
  void block(unsigned I);

  std::string Base;
  std::string Output;
  std::vector<TreeEntry> Entries;
  /// Key -> index in Entries.
  llvm::StringMap<unsigned> Index;
  /// Key -> index of the entry writing that output (clash detection).
  llvm::StringMap<unsigned> Writers;
};

/// The files listed in \p Dir/compile_commands.json, each once, in the
/// order listed.
llvm::Expected<std::vector<std::string>>
compilationDatabaseFiles(llvm::StringRef Dir);

/// "/a/b/../c" -> "/a/c", made absolute against the current directory.
std::string normalizedPath(llvm::StringRef Path);

/// The deepest directory containing all of \p Paths (absolute, normalized).
std::string commonDirectory(llvm::ArrayRef<std::string> Paths);

/// True when \p Path is \p Dir or lies below it (both normalized).
bool isWithin(llvm::StringRef Path, llvm::StringRef Dir);

} // namespace metalify

#endif
