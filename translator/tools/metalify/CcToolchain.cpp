//===- CcToolchain.cpp - Where `metalify cc` finds its tools --------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "CcToolchain.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <cstdlib>
#include <optional>

namespace metalify {
namespace {

namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

/// The value of an environment variable, or empty.
std::string env(const char *Name) {
  const char *V = std::getenv(Name);
  return V ? V : "";
}

std::vector<std::string> splitWords(llvm::StringRef Command) {
  llvm::SmallVector<llvm::StringRef, 4> Words;
  llvm::SplitString(Command, Words);
  std::vector<std::string> Out;
  for (llvm::StringRef W : Words)
    Out.push_back(W.str());
  return Out;
}

/// The folder of the running metalify executable.
std::string executableDir() {
  static int Anchor;
  std::string Exe = fs::getMainExecutable("metalify", &Anchor);
  return path::parent_path(Exe).str();
}

/// -ccbin names a compiler or the folder holding one.
std::vector<std::string> compilerFromCcbin(llvm::StringRef Ccbin,
                                           const char *Name) {
  if (!fs::is_directory(Ccbin))
    return splitWords(Ccbin);
  llvm::SmallString<256> P(Ccbin);
  path::append(P, Name);
  return {P.str().str()};
}

std::optional<std::string> firstExisting(llvm::ArrayRef<std::string> Dirs,
                                         llvm::StringRef Probe) {
  for (const std::string &Dir : Dirs) {
    llvm::SmallString<256> P(Dir);
    path::append(P, Probe);
    if (fs::exists(P))
      return Dir;
  }
  return std::nullopt;
}

#ifdef __APPLE__
constexpr const char *SharedLibraryName = "libmetalify.dylib";
#else
constexpr const char *SharedLibraryName = "libmetalify.so";
#endif

} // namespace

llvm::Expected<Toolchain> findToolchain(llvm::StringRef HostCompiler) {
  Toolchain T;
  if (!HostCompiler.empty()) {
    T.Cxx = compilerFromCcbin(HostCompiler, "c++");
    T.Cc = compilerFromCcbin(HostCompiler, "cc");
  } else {
    T.Cxx = splitWords(env("CXX").empty() ? "c++" : env("CXX"));
    T.Cc = splitWords(env("CC").empty() ? "cc" : env("CC"));
  }
  std::string Bin = executableDir();
  std::string Parent = path::parent_path(Bin).str();
  std::vector<std::string> IncludeCandidates = {env("METALIFY_SHIM_INCLUDE"),
                                                METALIFY_SHIM_INCLUDE_DIR,
                                                Parent + "/include"};
  std::vector<std::string> LibCandidates = {env("METALIFY_LIB_DIR"),
                                            Parent + "/lib"};
  std::optional<std::string> Include =
      firstExisting(IncludeCandidates, "metalify/runtime.h");
  if (!Include)
    return llvm::createStringError(
        "cannot find the shim headers (metalify/runtime.h) in "
        "$METALIFY_SHIM_INCLUDE, " METALIFY_SHIM_INCLUDE_DIR " or " +
        Parent + "/include");
  std::optional<std::string> Lib =
      firstExisting(LibCandidates, SharedLibraryName);
  if (!Lib)
    return llvm::createStringError(
        "cannot find " + std::string(SharedLibraryName) +
        " in $METALIFY_LIB_DIR or " + Parent + "/lib");
  T.ShimInclude = *Include;
  T.LibDir = *Lib;
  return T;
}

std::string shellJoin(llvm::ArrayRef<std::string> Argv) {
  std::string Out;
  for (const std::string &A : Argv) {
    if (!Out.empty())
      Out += ' ';
    bool Plain =
        !A.empty() && A.find_first_not_of("abcdefghijklmnopqrstuvwxyz"
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                          "-_./=+,:@%") == std::string::npos;
    if (Plain) {
      Out += A;
      continue;
    }
    Out += '\'';
    for (char C : A)
      Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
    Out += '\'';
  }
  return Out;
}

int runProgram(llvm::ArrayRef<std::string> Argv, bool Verbose,
               llvm::raw_ostream &Log) {
  if (Verbose)
    Log << "#$ " << shellJoin(Argv) << "\n";
  llvm::ErrorOr<std::string> Program = llvm::sys::findProgramByName(Argv[0]);
  if (!Program) {
    Log << "metalify cc: error: cannot find '" << Argv[0] << "' in PATH\n";
    return -1;
  }
  std::vector<llvm::StringRef> Refs(Argv.begin(), Argv.end());
  std::string Message;
  int RC = llvm::sys::ExecuteAndWait(*Program, Refs, std::nullopt, {}, 0, 0,
                                     &Message);
  if (RC < 0)
    Log << "metalify cc: error: '" << Argv[0] << "' failed: " << Message
        << "\n";
  return RC;
}

} // namespace metalify
