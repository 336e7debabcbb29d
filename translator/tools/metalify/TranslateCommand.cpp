//===- TranslateCommand.cpp - metalify translate --------------------------===//
//
// Part of metalify. `metalify translate IN.cu... [-o DIR]` writes DIR/IN.metal
// and DIR/IN.cpp for each input. Every input is translated in memory first;
// outputs are written (each atomically: temporary file + rename) only when
// all of them succeeded. The inputs are never written.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "TranslateOutputs.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"
#include "metalify/translator/Translate.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

namespace metalify {
namespace {

const char *const CommandName = "metalify translate";

/// The command line of `metalify translate`. The options live only while
/// the command runs, so other subcommands can reuse their names.
struct TranslateArgs {
  llvm::cl::OptionCategory Category{"metalify translate options"};
  llvm::cl::list<std::string> Inputs{llvm::cl::Positional, llvm::cl::OneOrMore,
                                     llvm::cl::desc("<input.cu>..."),
                                     llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> OutputDir{
      "o", llvm::cl::desc("Directory for the .metal and .cpp outputs"),
      llvm::cl::value_desc("dir"), llvm::cl::init("."),
      llvm::cl::cat(Category)};
  llvm::cl::list<std::string> IncludeDirs{
      "I", llvm::cl::Prefix, llvm::cl::desc("Add a directory to the include path"),
      llvm::cl::value_desc("dir"), llvm::cl::cat(Category)};
  llvm::cl::list<std::string> Defines{
      "D", llvm::cl::Prefix, llvm::cl::desc("Define a macro"),
      llvm::cl::value_desc("name[=value]"), llvm::cl::cat(Category)};
  llvm::cl::list<std::string> Undefines{
      "U", llvm::cl::Prefix, llvm::cl::desc("Undefine a macro"),
      llvm::cl::value_desc("name"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> Std{
      "std", llvm::cl::desc("C++ dialect of the input (default c++17)"),
      llvm::cl::value_desc("c++NN"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> DatabaseDir{
      "p", llvm::cl::desc("Directory holding compile_commands.json"),
      llvm::cl::value_desc("dir"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> MslVersion{
      "msl-version", llvm::cl::desc("Target MSL version (3.1 or 3.2)"),
      llvm::cl::init("3.1"), llvm::cl::cat(Category)};
  llvm::cl::opt<bool> FastMath{
      "use_fast_math", llvm::cl::desc("Translate as nvcc --use_fast_math"),
      llvm::cl::cat(Category)};
  llvm::cl::list<std::string> RuleFiles{
      "rules", llvm::cl::desc("Extra mapping rows overriding built-in ones"),
      llvm::cl::value_desc("file.yaml"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> Suppress{
      "suppress", llvm::cl::desc("Diagnostics to silence: MTL1042,MTL1050-MTL1060"),
      llvm::cl::value_desc("ids"), llvm::cl::cat(Category)};
  llvm::cl::opt<bool> Stats{
      "stats",
      llvm::cl::desc("Print, per file, the CUDA names it uses and how each "
                     "maps (exact, approximate, emulated, unsupported)"),
      llvm::cl::cat(Category)};
  llvm::cl::alias Examine{"examine", llvm::cl::desc("Alias for --stats"),
                          llvm::cl::aliasopt(Stats)};
  llvm::cl::opt<std::string> PromoteToError{
      "error", llvm::cl::desc("Diagnostics to treat as errors"),
      llvm::cl::value_desc("ids"), llvm::cl::cat(Category)};

  TranslateOptions options() const {
    TranslateOptions Opts;
    Opts.IncludeDirs.assign(IncludeDirs.begin(), IncludeDirs.end());
    Opts.Defines.assign(Defines.begin(), Defines.end());
    for (const std::string &U : Undefines)
      Opts.Defines.push_back("-U" + U);
    Opts.Std = Std;
    Opts.CompilationDatabaseDir = DatabaseDir;
    Opts.MslVersion = MslVersion;
    Opts.FastMath = FastMath;
    Opts.CollectStats = Stats;
    return Opts;
  }
};

bool useColor() {
  return llvm::errs().has_colors() &&
         !llvm::sys::Process::GetEnv("NO_COLOR").has_value();
}

/// Prints what --stats collected for one file, grouped by mapping status.
void printStats(llvm::raw_ostream &OS, const PlannedOutput &P) {
  unsigned Uses = 0;
  for (const ConstructCount &C : P.Result.Constructs)
    Uses += C.Uses;
  OS << P.InputPath << ": " << Uses << " use(s) of "
     << P.Result.Constructs.size() << " CUDA name(s)\n";
  for (RuleStatus Status : {RuleStatus::Exact, RuleStatus::Approximate,
                            RuleStatus::Emulated, RuleStatus::Unsupported}) {
    std::string Line;
    for (const ConstructCount &C : P.Result.Constructs) {
      if (!C.Row || C.Row->Status != Status)
        continue;
      Line += (Line.empty() ? "" : ", ") + C.Name + " x" +
              std::to_string(C.Uses);
    }
    if (!Line.empty())
      OS << "  " << llvm::left_justify(toString(Status), 12) << Line << "\n";
  }
  std::string Unmapped;
  for (const ConstructCount &C : P.Result.Constructs)
    if (!C.Row)
      Unmapped += (Unmapped.empty() ? "" : ", ") + C.Name + " x" +
                  std::to_string(C.Uses);
  if (!Unmapped.empty())
    OS << "  " << llvm::left_justify("no row", 12) << Unmapped << "\n";
}

/// LLVM registers a global -stats (its pass statistics); ours replaces it.
void unregisterLlvmStats() {
  llvm::StringMap<llvm::cl::Option *> &Registered =
      llvm::cl::getRegisteredOptions();
  auto It = Registered.find("stats");
  if (It != Registered.end())
    It->second->removeArgument();
}

} // namespace

int runTranslateCommand(int Argc, const char **Argv) {
  unregisterLlvmStats();
  TranslateArgs Args;
  llvm::cl::HideUnrelatedOptions(Args.Category);
  if (!llvm::cl::ParseCommandLineOptions(
          Argc, Argv, "translate CUDA to Metal Shading Language plus host C++\n",
          &llvm::errs()))
    return 2;

  llvm::Expected<DiagnosticFilter> Filter =
      DiagnosticFilter::parse(Args.Suppress, Args.PromoteToError);
  if (!Filter) {
    llvm::errs() << CommandName << ": error: "
                 << llvm::toString(Filter.takeError()) << "\n";
    return 2;
  }
  DiagnosticReporter Diags(llvm::errs(), std::move(*Filter), useColor());

  std::vector<std::string> RuleFiles(Args.RuleFiles.begin(),
                                     Args.RuleFiles.end());
  std::unique_ptr<RuleTable> UserRules;
  if (!RuleFiles.empty()) {
    llvm::Expected<std::unique_ptr<RuleTable>> Loaded =
        RuleTable::load(RuleFiles);
    if (!Loaded) {
      llvm::errs() << CommandName << ": error: "
                   << llvm::toString(Loaded.takeError()) << "\n";
      return 1;
    }
    UserRules = std::move(*Loaded);
  }
  const RuleTable &Rules = UserRules ? *UserRules : RuleTable::builtin();

  TranslateOptions Opts = Args.options();
  std::vector<PlannedOutput> Planned;
  unsigned Failed = 0;
  for (const std::string &Input : Args.Inputs) {
    llvm::Expected<TranslationResult> Result =
        translateFile(Input, Opts, Rules, Diags);
    if (!Result) {
      // Already reported, located, by the stage that failed.
      llvm::consumeError(Result.takeError());
      ++Failed;
      continue;
    }
    Planned.push_back({Input, std::move(*Result)});
  }
  if (Failed != 0) {
    llvm::errs() << CommandName << ": " << Failed << " of "
                 << Args.Inputs.size()
                 << " input(s) failed to translate; no files written\n";
    return 1;
  }
  if (!writeOutputs(Planned, Args.OutputDir, Diags))
    return 1;
  if (Args.Stats)
    for (const PlannedOutput &P : Planned)
      printStats(llvm::outs(), P);
  return 0;
}

} // namespace metalify
