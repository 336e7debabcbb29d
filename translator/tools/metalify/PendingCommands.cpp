//===- PendingCommands.cpp - TEMPORARY: subcommands of other branches -----===//
//
// Part of metalify. TEMPORARY (branch cpucc): the subcommands other engineers
// own, so that the tool links on this branch. The lead deletes this file at
// integration.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "llvm/Support/raw_ostream.h"

namespace {
int notInThisBuild(const char *Name) {
  llvm::errs() << "metalify: '" << Name << "' is not in this build\n";
  return 2;
}
} // namespace

int metalify::runTranslateCommand(int, const char **) {
  return notInThisBuild("translate");
}
int metalify::runRulesCommand(int, const char **) {
  return notInThisBuild("rules");
}
int metalify::runCcCommand(int, const char **) { return notInThisBuild("cc"); }
int metalify::runRunCommand(int, const char **) {
  return notInThisBuild("run");
}
