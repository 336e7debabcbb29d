//===- PendingCommands.cpp - TEMPORARY, deleted at integration ------------===//
//
// Part of metalify. PLACEHOLDER so branch `xhost` links before the other
// subcommands land in main: each says it is not built in this tree. The
// lead deletes this file at integration.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "llvm/Support/raw_ostream.h"

namespace metalify {
namespace {

int notBuilt(const char *Name) {
  llvm::errs() << Name << ": not built in this tree\n";
  return 2;
}

} // namespace

int runRulesCommand(int, const char **) { return notBuilt("metalify rules"); }
int runCheckMslCommand(int, const char **) {
  return notBuilt("metalify check-msl");
}
int runCcCommand(int, const char **) { return notBuilt("metalify cc"); }
int runRunCommand(int, const char **) { return notBuilt("metalify run"); }

} // namespace metalify
