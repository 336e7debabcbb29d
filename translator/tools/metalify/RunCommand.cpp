//===- RunCommand.cpp - `metalify run FILE.cu [-- ARGS]` ------------------===//
//
// Part of metalify. Builds a program with `metalify cc` into a cache folder
// keyed by a hash of everything the build reads (the sources and the
// headers they include, the options, the metalify tool and library), then
// runs it with ARGS and exits with its exit code.
//
//===----------------------------------------------------------------------===//
#include "CcDriver.h"
#include "CcOptions.h"
#include "Commands.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Chrono.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/xxhash.h"

#include <cstdlib>
#include <optional>

namespace metalify {
namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// $METALIFY_CACHE_DIR, else $XDG_CACHE_HOME/metalify, else
/// ~/.cache/metalify.
std::string cacheRoot() {
  if (const char *Dir = std::getenv("METALIFY_CACHE_DIR"))
    return Dir;
  if (const char *Xdg = std::getenv("XDG_CACHE_HOME"))
    return std::string(Xdg) + "/metalify";
  const char *Home = std::getenv("HOME");
  return std::string(Home ? Home : "/tmp") + "/.cache/metalify";
}

/// Feeds a file's identity into the key: its path and contents.
void hashFile(llvm::StringRef Path, std::string &Key) {
  Key += Path.str() + '\0';
  if (auto Buffer = llvm::MemoryBuffer::getFile(Path))
    Key += (*Buffer)->getBuffer().str();
  Key += '\0';
}

/// Feeds a file's path, size and modification time into the key (for
/// large binaries: the metalify tool itself and libmetalify).
void hashStamp(llvm::StringRef Path, std::string &Key) {
  fs::file_status Status;
  Key += Path.str() + '\0';
  if (!fs::status(Path, Status))
    Key += std::to_string(Status.getSize()) + ":" +
           std::to_string(llvm::sys::toTimeT(Status.getLastModificationTime()));
  Key += '\0';
}

/// The cache key of building \p Opts from \p Args, or nullopt when the
/// dependency scan fails.
std::optional<std::string> cacheKey(const CcOptions &Opts,
                                    llvm::ArrayRef<const char *> Args) {
  std::string Key = METALIFY_VERSION;
  for (llvm::StringRef A : Args)
    // Options that change only what is printed or kept do not change the
    // program.
    if (A != "-v" && A != "--verbose" && A != "-keep" && A != "--keep")
      Key += A.str() + '\0';
  static int Anchor;
  std::string Exe = fs::getMainExecutable("metalify", &Anchor);
  hashStamp(Exe, Key);
  llvm::SmallString<256> Lib(path::parent_path(path::parent_path(Exe)));
  path::append(Lib, "lib", "libmetalify.so");
  hashStamp(Lib, Key);
  for (const CcInput &In : Opts.Inputs) {
    if (In.Kind != InputKind::Cuda && In.Kind != InputKind::Cxx &&
        In.Kind != InputKind::C) {
      hashFile(In.Path, Key);
      continue;
    }
    std::vector<std::string> Files;
    if (!scanDependencies(Opts, In, Files, llvm::errs()))
      return std::nullopt;
    for (const std::string &F : Files)
      hashFile(F, Key);
  }
  return llvm::utohexstr(llvm::xxh3_64bits(Key), /*LowerCase=*/true, 16);
}

void printRunHelp(llvm::raw_ostream &OS) {
  OS << "usage: metalify run [cc options] FILE.cu... [-- ARGS...]\n\n"
        "Builds the program with `metalify cc` into a cache "
        "($METALIFY_CACHE_DIR, else\n~/.cache/metalify) and runs it with "
        "ARGS, exiting with its exit code.\n";
}

} // namespace

int runRunCommand(int Argc, const char **Argv) {
  llvm::ArrayRef<const char *> All(Argv + 1, Argv + Argc);
  auto Split = llvm::find_if(
      All, [](const char *A) { return llvm::StringRef(A) == "--"; });
  llvm::ArrayRef<const char *> BuildArgs(All.begin(), Split);
  llvm::ArrayRef<const char *> ProgramArgs =
      Split == All.end() ? llvm::ArrayRef<const char *>()
                         : llvm::ArrayRef<const char *>(Split + 1, All.end());
  CcOptions Opts;
  if (!parseCcOptions(BuildArgs, Opts, llvm::errs()))
    return 2;
  if (llvm::is_contained(Opts.Ignored, "--help")) {
    printRunHelp(llvm::outs());
    return 0;
  }
  if (Opts.Inputs.empty() || Opts.CompileOnly || Opts.DepsOnly ||
      !Opts.Output.empty()) {
    llvm::errs() << "metalify run: error: give source files to build and "
                    "run (no -c, -M or -o)\n";
    return 2;
  }
  std::optional<std::string> Key = cacheKey(Opts, BuildArgs);
  if (!Key)
    return 1;
  llvm::SmallString<256> Dir(cacheRoot());
  path::append(Dir, "run", *Key);
  llvm::SmallString<256> Program(Dir);
  path::append(Program, path::stem(Opts.Inputs.front().Path));
  if (!fs::exists(Program)) {
    if (std::error_code EC = fs::create_directories(Dir)) {
      llvm::errs() << "metalify run: error: cannot create " << Dir << ": "
                   << EC.message() << "\n";
      return 1;
    }
    // Build under a private name and rename: concurrent runs never see a
    // half-written program.
    std::string Partial = (Program + ".partial." +
                           std::to_string(llvm::sys::Process::getProcessId()))
                              .str();
    Opts.Output = Partial;
    if (int RC = buildWithOptions(Opts, llvm::errs()); RC != 0)
      return RC;
    if (std::error_code EC = fs::rename(Partial, Program)) {
      llvm::errs() << "metalify run: error: " << EC.message() << "\n";
      return 1;
    }
  } else if (Opts.Verbose) {
    llvm::errs() << "metalify run: note: using the cached build " << Program
                 << "\n";
  }
  std::vector<llvm::StringRef> Run{Program};
  Run.insert(Run.end(), ProgramArgs.begin(), ProgramArgs.end());
  std::string Message;
  int RC =
      llvm::sys::ExecuteAndWait(Program, Run, std::nullopt, {}, 0, 0, &Message);
  if (RC < 0) {
    llvm::errs() << "metalify run: error: " << Program << ": " << Message
                 << "\n";
    return 1;
  }
  return RC;
}

} // namespace metalify
