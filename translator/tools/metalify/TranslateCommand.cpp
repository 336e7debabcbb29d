//===- TranslateCommand.cpp - metalify translate --------------------------===//
//
// Part of metalify. `metalify translate INPUT... [-o DIR]`: each input is a
// CUDA file or a directory (a whole tree); with `-p BUILD` and no input,
// the files of BUILD/compile_commands.json. The layout of the inputs is
// mirrored into DIR: every .cu becomes .metal + .cpp, the headers those
// include get their CUDA includes rewritten, other files are copied.
// Files are translated in parallel (-j); one that fails writes nothing and
// the others go on; the exit code is 1 when any failed. The inputs are
// never written. docs/translate-tree.md describes it all.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "TranslateProgress.h"
#include "TranslateTree.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"
#include "metalify/translator/StatsReport.h"
#include "metalify/translator/Translate.h"
#include "metalify/translator/TreePlan.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

namespace metalify {
namespace {

const char *const CommandName = "metalify translate";

/// The command line of `metalify translate`. The options live only while
/// the command runs, so other subcommands can reuse their names.
struct TranslateArgs {
  llvm::cl::OptionCategory Category{"metalify translate options"};
  llvm::cl::list<std::string> Inputs{
      llvm::cl::Positional, llvm::cl::ZeroOrMore,
      llvm::cl::desc("<input.cu | source directory>... (none with -p: the "
                     "files of the compilation database)"),
      llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> OutputDir{
      "o",
      llvm::cl::desc("Directory for the outputs; the layout of the inputs "
                     "is mirrored there"),
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
  llvm::cl::opt<Fp64Mode> Fp64{
      "fp64", llvm::cl::desc("What becomes of double in device code"),
      llvm::cl::values(
          clEnumValN(Fp64Mode::Emulate, "emulate",
                     "IEEE double in software, metalify::f64 (the default)"),
          clEnumValN(Fp64Mode::Error, "error",
                     "every use is an error (MTL2006)"),
          clEnumValN(Fp64Mode::Demote, "demote",
                     "computed as float, with a warning at each site "
                     "(MTL2036)")),
      llvm::cl::init(Fp64Mode::Emulate), llvm::cl::cat(Category)};
  llvm::cl::list<std::string> RuleFiles{
      "rules", llvm::cl::desc("Extra mapping rows overriding built-in ones"),
      llvm::cl::value_desc("file.yaml"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> Suppress{
      "suppress", llvm::cl::desc("Diagnostics to silence: MTL1042,MTL1050-MTL1060"),
      llvm::cl::value_desc("ids"), llvm::cl::cat(Category)};
  llvm::cl::opt<unsigned> Jobs{
      "j", llvm::cl::Prefix,
      llvm::cl::desc("Files translated in parallel (default: the number of "
                     "cores)"),
      llvm::cl::value_desc("N"), llvm::cl::init(0), llvm::cl::cat(Category)};
  llvm::cl::opt<bool> Stats{
      "stats",
      llvm::cl::desc("Print, per file and in total, the CUDA names used and "
                     "how each maps (exact, approximate, emulated, "
                     "unsupported), and the lines changed"),
      llvm::cl::cat(Category)};
  llvm::cl::opt<bool> Examine{
      "examine",
      llvm::cl::desc("Like --stats, but write no output (a dry run)"),
      llvm::cl::cat(Category)};
  llvm::cl::opt<StatsFormat> Format{
      "stats-format", llvm::cl::desc("Format of the statistics"),
      llvm::cl::values(clEnumValN(StatsFormat::Text, "text", "for people"),
                       clEnumValN(StatsFormat::Csv, "csv", "one row per file"),
                       clEnumValN(StatsFormat::Json, "json", "for programs")),
      llvm::cl::init(StatsFormat::Text), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> StatsFile{
      "stats-file",
      llvm::cl::desc("Write the statistics to this file (implies --stats)"),
      llvm::cl::value_desc("file"), llvm::cl::cat(Category)};
  llvm::cl::opt<std::string> PromoteToError{
      "error", llvm::cl::desc("Diagnostics to treat as errors"),
      llvm::cl::value_desc("ids"), llvm::cl::cat(Category)};

  bool wantStats() const { return Stats || Examine || !StatsFile.empty(); }

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
    Opts.Fp64 = Fp64;
    Opts.CollectStats = wantStats();
    Opts.CheckMsl = cpuMslCheck();
    return Opts;
  }
};

bool useColor() {
  return llvm::errs().has_colors() &&
         !llvm::sys::Process::GetEnv("NO_COLOR").has_value();
}

/// With -p and no inputs: the files of the compilation database. False,
/// after a message, when there is none to take.
bool loadDatabaseInputs(const TranslateArgs &Args, TreeRequest &Request,
                        DiagnosticReporter &Diags) {
  if (Args.DatabaseDir.empty()) {
    llvm::errs() << CommandName
                 << ": error: no input (name .cu files or directories, or "
                    "pass -p BUILD_DIR to take the files of its "
                    "compile_commands.json)\n";
    return false;
  }
  llvm::Expected<std::vector<std::string>> Files =
      compilationDatabaseFiles(Args.DatabaseDir);
  if (!Files) {
    Diags.report(CommandName, "MTL1006",
                 {Args.DatabaseDir, llvm::toString(Files.takeError())});
    return false;
  }
  Request.DatabaseFiles = std::move(*Files);
  Request.DatabaseDir = Args.DatabaseDir;
  return true;
}

/// Prints the statistics to stdout or --stats-file (atomically).
bool printStats(const TranslateArgs &Args, llvm::ArrayRef<FileStats> Stats,
                DiagnosticReporter &Diags) {
  if (Args.StatsFile.empty()) {
    printStatsReport(llvm::outs(), Stats, Args.Format);
    return true;
  }
  llvm::Error E = llvm::writeToOutput(Args.StatsFile, [&](llvm::raw_ostream &OS) {
    printStatsReport(OS, Stats, Args.Format);
    return llvm::Error::success();
  });
  if (!E)
    return true;
  Diags.report(CommandName, "MTL1004",
               {Args.StatsFile, llvm::toString(std::move(E))});
  return false;
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
  DiagnosticReporter Diags(llvm::errs(), *Filter, useColor());

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

  TreeRequest Request;
  Request.Inputs.assign(Args.Inputs.begin(), Args.Inputs.end());
  Request.OutputDir = Args.OutputDir;
  if (Request.Inputs.empty() && !loadDatabaseInputs(Args, Request, Diags))
    return Args.DatabaseDir.empty() ? 2 : 1;
  llvm::Expected<TreePlan> Plan = TreePlan::build(Request, Diags);
  if (!Plan) {
    llvm::consumeError(Plan.takeError()); // Reported.
    return 1;
  }

  TreeRunConfig Config;
  Config.Options = Args.options();
  Config.Rules = &Rules;
  Config.Filter = *Filter;
  Config.Color = useColor();
  Config.Jobs = Args.Jobs ? Args.Jobs
                          : llvm::hardware_concurrency().compute_thread_count();
  Config.Write = !Args.Examine;
  bool Terminal = llvm::sys::Process::StandardErrIsDisplayed();
  TranslateProgress Progress(llvm::errs(), Terminal,
                             /*PerFile=*/Plan->entries().size() > 1);
  std::vector<FileStats> Stats = runTreePlan(*Plan, Config, Progress);
  Progress.summarize(Args.Examine ? " (examined; nothing written)" : "");

  if (Args.wantStats() && !printStats(Args, Stats, Diags))
    return 1;
  return Progress.count(FileOutcome::Failed) == 0 && !Diags.hasErrors() ? 0
                                                                         : 1;
}

} // namespace metalify
