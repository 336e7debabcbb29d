//===- CcToolchain.h - Where `metalify cc` finds its tools ------*- C++ -*-===//
//
// Part of metalify. The host compilers ($CXX / $CC / -ccbin), the shim's
// headers and libmetalify (in the build tree or an install, relative to the
// metalify executable), and running a command with `-v` echo.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_CCTOOLCHAIN_H
#define METALIFY_TOOLS_CCTOOLCHAIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace metalify {

/// Paths `metalify cc` needs, found once per run.
struct Toolchain {
  /// The C++ compiler command (may be several words, e.g. "ccache g++").
  std::vector<std::string> Cxx;
  /// The C compiler command.
  std::vector<std::string> Cc;
  /// shim/include (translated code includes "metalify/runtime.h").
  std::string ShimInclude;
  /// The folder holding libmetalify.
  std::string LibDir;
};

/// Finds the toolchain. \p HostCompiler is -ccbin's value (a compiler or the
/// folder holding one). Overrides: $METALIFY_SHIM_INCLUDE, $METALIFY_LIB_DIR.
llvm::Expected<Toolchain> findToolchain(llvm::StringRef HostCompiler);

/// Runs \p Argv (Argv[0] is looked up in PATH), echoing it to \p Log first
/// when \p Verbose. Returns the exit code; -1 with a message on \p Log when
/// it cannot run or crashed.
int runProgram(llvm::ArrayRef<std::string> Argv, bool Verbose,
               llvm::raw_ostream &Log);

/// Argv joined for a shell, quoting where needed.
std::string shellJoin(llvm::ArrayRef<std::string> Argv);

} // namespace metalify

#endif
