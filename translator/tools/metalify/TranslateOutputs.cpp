//===- TranslateOutputs.cpp - Writing translate's outputs -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "TranslateOutputs.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <vector>

namespace metalify {
namespace {

const char *const CommandName = "metalify translate";

/// Writes one file atomically; false after a diagnostic.
bool writeAtomically(llvm::StringRef Path, llvm::StringRef Text,
                     DiagnosticReporter &Diags) {
  llvm::StringRef Dir = llvm::sys::path::parent_path(Path);
  if (!Dir.empty())
    if (std::error_code EC = llvm::sys::fs::create_directories(Dir)) {
      Diags.report(CommandName, "MTL1004", {Dir.str(), EC.message()});
      return false;
    }
  llvm::Error E = llvm::writeToOutput(Path, [&](llvm::raw_ostream &OS) {
    OS << Text;
    return llvm::Error::success();
  });
  if (!E)
    return true;
  Diags.report(CommandName, "MTL1004", {Path.str(), llvm::toString(std::move(E))});
  return false;
}

} // namespace

bool writeOutputFiles(llvm::ArrayRef<OutputFile> Files,
                      DiagnosticReporter &Diags) {
  std::vector<std::string> Written;
  for (const OutputFile &F : Files) {
    if (writeAtomically(F.Path, F.Text, Diags)) {
      Written.push_back(F.Path);
      continue;
    }
    // Fail closed: no partial set of outputs stays behind.
    for (const std::string &Done : Written)
      llvm::sys::fs::remove(Done);
    return false;
  }
  return true;
}

bool copyOutputFile(llvm::StringRef From, llvm::StringRef To,
                    DiagnosticReporter &Diags) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> Buffer =
      llvm::MemoryBuffer::getFile(From, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!Buffer) {
    Diags.report(CommandName, "MTL1001", {From.str()});
    return false;
  }
  if (!writeAtomically(To, (*Buffer)->getBuffer(), Diags))
    return false;
  llvm::ErrorOr<llvm::sys::fs::perms> Perms = llvm::sys::fs::getPermissions(From);
  if (Perms)
    llvm::sys::fs::setPermissions(To, *Perms);
  return true;
}

} // namespace metalify
