//===- Commands.h - metalify subcommands -----------------------*- C++ -*-===//
//
// Part of metalify. Each subcommand lives in its own file and takes the
// arguments after its name (Argv[0] is "metalify <command>"). Each returns
// the process exit code: 0 on success, 1 on a user error, 2 on bad usage.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_TOOLS_COMMANDS_H
#define METALIFY_TOOLS_COMMANDS_H

#include "metalify/translator/Translate.h"

namespace metalify {

/// `metalify translate IN.cu... [-o DIR]`: CUDA -> MSL + host C++.
int runTranslateCommand(int Argc, const char **Argv);
/// `metalify rules [NAME] [--check|--markdown|--json]`: the mapping table.
int runRulesCommand(int Argc, const char **Argv);
/// `metalify check-msl FILE.metal...`: compile MSL with the CPU backend's
/// front end and strictness; located diagnostics.
int runCheckMslCommand(int Argc, const char **Argv);
/// The check `translate` and `cc` run on every generated module: the
/// front end of check-msl, with the module's own options line.
MslCheck cpuMslCheck();
/// `metalify cc ...`: the nvcc-like driver.
int runCcCommand(int Argc, const char **Argv);
/// `metalify run FILE.cu [-- ARGS]`: build into a cache and run.
int runRunCommand(int Argc, const char **Argv);

} // namespace metalify

#endif
