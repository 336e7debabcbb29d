//===- TranslateOutputs.cpp - Writing translate's outputs -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "TranslateOutputs.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <utility>
#include <vector>

namespace metalify {
namespace {

const char *const CommandName = "metalify translate";

/// One file to write.
struct OutputFile {
  std::string Path;
  const std::string *Text;
};

/// \p Path made absolute and lexically normalized, for comparisons.
std::string normalized(llvm::StringRef Path) {
  llvm::SmallString<256> Abs(Path);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

/// True when \p Output names \p Input, by path or by identity (links).
bool isSameFile(llvm::StringRef Output, llvm::StringRef Input) {
  if (normalized(Output) == normalized(Input))
    return true;
  bool Same = false;
  return !llvm::sys::fs::equivalent(Output, Input, Same) && Same;
}

/// Collects the output paths; false after a diagnostic on a clash.
bool planFiles(llvm::ArrayRef<PlannedOutput> Planned, llvm::StringRef Dir,
               std::vector<OutputFile> &Files, DiagnosticReporter &Diags) {
  llvm::StringSet<> Seen;
  for (const PlannedOutput &P : Planned) {
    std::pair<const std::string *, const std::string *> Outs[] = {
        {&P.Result.MetalFileName, &P.Result.Metal},
        {&P.Result.HostFileName, &P.Result.Host}};
    for (auto [Name, Text] : Outs) {
      llvm::SmallString<256> Path(Dir);
      llvm::sys::path::append(Path, *Name);
      for (const PlannedOutput &Other : Planned) {
        if (isSameFile(Path, Other.InputPath)) {
          Diags.report(CommandName, "MTL1002",
                       {std::string(Path), Other.InputPath});
          return false;
        }
      }
      if (!Seen.insert(normalized(Path)).second) {
        Diags.report(CommandName, "MTL1005", {std::string(Path)});
        return false;
      }
      Files.push_back({std::string(Path), Text});
    }
  }
  return true;
}

} // namespace

bool writeOutputs(llvm::ArrayRef<PlannedOutput> Planned, llvm::StringRef Dir,
                  DiagnosticReporter &Diags) {
  std::vector<OutputFile> Files;
  if (!planFiles(Planned, Dir, Files, Diags))
    return false;
  if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
    Diags.report(CommandName, "MTL1004", {Dir.str(), EC.message()});
    return false;
  }
  std::vector<std::string> Written;
  for (const OutputFile &F : Files) {
    llvm::Error E = llvm::writeToOutput(F.Path, [&](llvm::raw_ostream &OS) {
      OS << *F.Text;
      return llvm::Error::success();
    });
    if (!E) {
      Written.push_back(F.Path);
      continue;
    }
    Diags.report(CommandName, "MTL1004",
                 {F.Path, llvm::toString(std::move(E))});
    // Fail closed: no partial set of outputs stays behind.
    for (const std::string &Done : Written)
      llvm::sys::fs::remove(Done);
    return false;
  }
  return true;
}

} // namespace metalify
