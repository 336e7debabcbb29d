//===- PendingCommands.cpp - TEMPORARY: pieces built on other branches ----===//
//
// Part of metalify. TEMPORARY; the lead deletes this file at integration.
// Lets the `runtime` branch link the tool before `translate`, `check-msl`
// and the translator's translateFile() land. Every definition is weak, so
// a real one in an object file of the tool wins. translateFile() lives in
// the translator *archive*, whose member a weak definition here could keep
// from being linked: delete this file once translateFile() exists.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "metalify/translator/Translate.h"

#include "llvm/Support/raw_ostream.h"

namespace {

int notBuilt(const char *Name) {
  llvm::errs() << "metalify: '" << Name << "' is not built in this tree\n";
  return 2;
}

} // namespace

namespace metalify {

__attribute__((weak)) int runTranslateCommand(int, const char **) {
  return notBuilt("translate");
}
__attribute__((weak)) int runCheckMslCommand(int, const char **) {
  return notBuilt("check-msl");
}

__attribute__((weak)) llvm::Expected<TranslationResult>
translateFile(const std::string &InputPath, const TranslateOptions &,
              const RuleTable &, DiagnosticReporter &) {
  llvm::errs() << InputPath
               << ": error: the translator is not built in this tree\n";
  return llvm::createStringError("translator not built");
}

} // namespace metalify
