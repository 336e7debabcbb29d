//===- PendingCommands.cpp - Subcommands built on other branches ----------===//
//
// Part of metalify. Lets the `rules` branch link the tool; each command here
// is implemented on its owner's branch, and this file goes at integration.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "llvm/Support/raw_ostream.h"

namespace {

int notBuilt(const char *Name) {
  llvm::errs() << "metalify: '" << Name << "' is not built in this tree\n";
  return 2;
}

} // namespace

namespace metalify {

int runTranslateCommand(int, const char **) { return notBuilt("translate"); }
int runCheckMslCommand(int, const char **) { return notBuilt("check-msl"); }
int runCcCommand(int, const char **) { return notBuilt("cc"); }
int runRunCommand(int, const char **) { return notBuilt("run"); }

} // namespace metalify
