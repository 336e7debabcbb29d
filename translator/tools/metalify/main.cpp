//===- main.cpp - The metalify command --------------------------------===//
//
// Part of metalify. Dispatches to a subcommand; everything else lives in the
// subcommand files and the libraries.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace {

using CommandFn = int (*)(int, const char **);

/// A subcommand: its name, entry point and one-line help.
struct Command {
  const char *Name;
  CommandFn Run;
  const char *Help;
};

const Command Commands[] = {
    {"translate", metalify::runTranslateCommand,
     "translate CUDA (.cu) to Metal Shading Language plus host C++"},
    {"rules", metalify::runRulesCommand,
     "list, query, check and document the CUDA -> Metal mapping table"},
    {"check-msl", metalify::runCheckMslCommand,
     "compile MSL files with the CPU backend's front end (Metal's rules)"},
    {"cc", metalify::runCcCommand,
     "nvcc-compatible driver: translate, compile and link CUDA programs"},
    {"run", metalify::runRunCommand,
     "build a CUDA program into a cache and run it"},
};

void printUsage(llvm::raw_ostream &OS) {
  OS << "usage: metalify <command> [options]\n\ncommands:\n";
  for (const Command &C : Commands)
    OS << "  " << llvm::left_justify(C.Name, 11) << C.Help << "\n";
  OS << "\nRun 'metalify <command> --help' for a command's options.\n";
}

} // namespace

int main(int Argc, const char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  if (Argc < 2) {
    printUsage(llvm::errs());
    return 2;
  }
  llvm::StringRef Name = Argv[1];
  if (Name == "--help" || Name == "-h" || Name == "help") {
    printUsage(llvm::outs());
    return 0;
  }
  if (Name == "--version") {
    llvm::outs() << "metalify " << METALIFY_VERSION << "\n";
    return 0;
  }
  for (const Command &C : Commands) {
    if (Name != C.Name)
      continue;
    // The subcommand sees "metalify <name>" as its program name.
    std::string Program = std::string("metalify ") + C.Name;
    std::vector<const char *> Args{Program.c_str()};
    Args.insert(Args.end(), Argv + 2, Argv + Argc);
    return C.Run(static_cast<int>(Args.size()), Args.data());
  }
  llvm::errs() << "metalify: error: unknown command '" << Name << "'\n";
  printUsage(llvm::errs());
  return 2;
}
