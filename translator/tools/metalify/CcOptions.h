//===- CcOptions.h - The command line of `metalify cc` ----------*- C++ -*-===//
//
// Part of metalify. `metalify cc` accepts what Makefiles pass to nvcc. The
// parser is hand-written because nvcc's syntax is not getopt's: `-I dir`
// and `-Idir`, `-arch=sm_80` and `-arch sm_80`, `-Xcompiler -fPIC,-Wall`,
// `-gencode arch=...,code=...`.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_CCOPTIONS_H
#define METALIFY_TOOLS_CCOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace metalify {

/// What an input file is, from its extension (or `-x cu`).
enum class InputKind { Cuda, Cxx, C, Object, Archive, SharedLibrary };

/// One input file.
struct CcInput {
  std::string Path;
  InputKind Kind;
};

/// Everything `metalify cc` was asked to do.
struct CcOptions {
  std::vector<CcInput> Inputs;
  std::string Output;                   ///< -o; empty = nvcc's default
  bool CompileOnly = false;             ///< -c
  bool DepsOnly = false;                ///< -M: print dependencies only
  bool DepsAlongside = false;           ///< -MD: compile and write a .d
  std::string DepFile;                  ///< -MF
  std::string DepTarget;                ///< -MT
  std::vector<std::string> IncludeDirs; ///< -I
  std::vector<std::string> SystemDirs;  ///< -isystem
  std::vector<std::string> Defines;     ///< -D NAME[=VALUE]
  std::vector<std::string> Undefines;   ///< -U NAME
  std::vector<std::string> LibDirs;     ///< -L
  std::vector<std::string> Libs;        ///< -l (without -lcudart & co)
  std::vector<std::string> HostFlags;   ///< -Xcompiler, -O, -g, -w, -m64
  std::vector<std::string> LinkerFlags; ///< -Xlinker
  std::string Std;                      ///< -std=... as given
  std::string HostCompiler;             ///< -ccbin
  bool FastMath = false;                ///< --use_fast_math
  /// --fp64 (a metalify option): "emulate", "error" or "demote"; empty =
  /// the default (emulate).
  std::string Fp64;
  bool Verbose = false;                 ///< -v
  bool Keep = false;                    ///< -keep: keep intermediates
  /// Accepted-and-ignored options, for the `-v` notes.
  std::vector<std::string> Ignored;
};

/// Parses the arguments after `metalify cc`. Errors (unknown option,
/// missing value, `-dc` / `-rdc=true`) go to \p Err; returns false then.
bool parseCcOptions(llvm::ArrayRef<const char *> Args, CcOptions &Out,
                    llvm::raw_ostream &Err);

/// The kind of a file from its extension; false if it is not an input.
bool classifyInput(llvm::StringRef Path, InputKind &Kind);

/// Prints `metalify cc --help`.
void printCcHelp(llvm::raw_ostream &OS);

} // namespace metalify

#endif
