//===- TranslateTree.cpp - Running a planned tree translation -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "TranslateTree.h"
#include "TranslateOutputs.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <map>

namespace metalify {
namespace {

/// What processing one entry produced.
struct EntryResult {
  FileOutcome Outcome = FileOutcome::Failed;
  bool HasStats = false;
  FileStats Stats;
  std::vector<std::string> Included;
};

/// Processes entries of one plan; each call works on its own entry and
/// its own diagnostics buffer, so calls may run in parallel.
class EntryRunner {
public:
  EntryRunner(const TreePlan &Plan, const TreeRunConfig &Config,
              TranslateProgress &Progress)
      : Plan(Plan), Config(Config), Progress(Progress) {}

  EntryResult run(const TreeEntry &E) {
    std::string Messages;
    llvm::raw_string_ostream OS(Messages);
    // Kept for the terminal: the buffer gets the colour codes too.
    OS.enable_colors(Config.Color);
    DiagnosticReporter Diags(OS, Config.Filter, Config.Color);
    EntryResult R;
    switch (E.Action) {
    case TreeAction::Translate:
      translate(E, Diags, R);
      break;
    case TreeAction::Header:
      header(E, Diags, R);
      break;
    case TreeAction::Copy:
      R.Outcome = copyOutputFile(E.Key, Plan.outputsOf(E).front(), Diags)
                      ? FileOutcome::Copied
                      : FileOutcome::Failed;
      break;
    }
    Progress.finished(E.Source, R.Outcome, Messages);
    return R;
  }

private:
  void translate(const TreeEntry &E, DiagnosticReporter &Diags,
                 EntryResult &R) {
    TranslationFacts Facts;
    llvm::Expected<TranslationResult> Result = translateFile(
        E.Source, Config.Options, *Config.Rules, Diags, &Facts);
    bool Ok = static_cast<bool>(Result);
    if (!Ok)
      llvm::consumeError(Result.takeError()); // Reported, located.
    if (Ok && Config.Write) {
      std::vector<std::string> Paths = Plan.outputsOf(E);
      Ok = writeOutputFiles({{Paths[0], Result->Metal}, {Paths[1], Result->Host}},
                            Diags);
    }
    R.Outcome = Ok ? FileOutcome::Translated : FileOutcome::Failed;
    R.Included = std::move(Facts.IncludedFiles);
    R.HasStats = true;
    R.Stats = {E.Source, Ok, std::move(Facts.Constructs),
               Ok ? Facts.LinesChanged : 0};
  }

  void header(const TreeEntry &E, DiagnosticReporter &Diags, EntryResult &R) {
    llvm::Expected<HeaderTranslation> Result =
        translateHeader(E.Source, *Config.Rules, Diags);
    bool Ok = static_cast<bool>(Result);
    if (!Ok)
      llvm::consumeError(Result.takeError());
    if (Ok && Config.Write)
      Ok = writeOutputFiles({{Plan.outputsOf(E).front(), Result->Text}}, Diags);
    R.Outcome = Ok ? FileOutcome::Translated : FileOutcome::Failed;
    R.HasStats = true;
    R.Stats.File = E.Source;
    R.Stats.Translated = Ok;
    if (Ok) {
      R.Stats.Constructs = std::move(Result->Constructs);
      R.Stats.LinesChanged = Result->LinesChanged;
    }
  }

  const TreePlan &Plan;
  const TreeRunConfig &Config;
  TranslateProgress &Progress;
};

/// Runs \p Work on every index, on \p Jobs threads.
void forEachParallel(llvm::ArrayRef<unsigned> Indices, unsigned Jobs,
                     llvm::function_ref<void(unsigned)> Work) {
  if (Jobs <= 1 || Indices.size() <= 1) {
    for (unsigned I : Indices)
      Work(I);
    return;
  }
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(Jobs));
  for (unsigned I : Indices)
    Pool.async([&Work, I] { Work(I); });
  Pool.wait();
}

} // namespace

std::vector<FileStats> runTreePlan(TreePlan &Plan, const TreeRunConfig &Config,
                                   TranslateProgress &Progress) {
  std::vector<TreeEntry> &Entries = Plan.entries();
  std::vector<EntryResult> Results(Entries.size());
  std::vector<unsigned> Sources, Others;
  for (unsigned I = 0; I != Entries.size(); ++I) {
    const TreeEntry &E = Entries[I];
    if (E.Action == TreeAction::Copy && !Config.Write)
      continue;
    (E.Action == TreeAction::Translate ? Sources : Others).push_back(I);
  }
  Progress.addExpected(Sources.size() + Others.size());

  EntryRunner Runner(Plan, Config, Progress);
  // Diagnostics of headers planned late, shown with their file.
  std::map<unsigned, std::string> LateMessages;
  auto Work = [&](unsigned I) {
    if (Entries[I].Blocked) {
      // Reported while planning (to stderr, or kept in LateMessages).
      auto It = LateMessages.find(I);
      Progress.finished(Entries[I].Source, FileOutcome::Failed,
                        It == LateMessages.end() ? "" : It->second);
      return;
    }
    Results[I] = Runner.run(Entries[I]);
  };
  // 1. The CUDA sources; they tell which headers they include.
  forEachParallel(Sources, Config.Jobs, Work);

  // 2. Those headers, once each, and everything else.
  for (unsigned S : Sources) {
    for (const std::string &Path : Results[S].Included) {
      std::string Messages;
      llvm::raw_string_ostream OS(Messages);
      DiagnosticReporter Diags(OS, Config.Filter, Config.Color);
      int I = Plan.addIncludedHeader(Path, Diags);
      if (I < 0)
        continue;
      LateMessages[I] = std::move(Messages);
      if (static_cast<unsigned>(I) >= Results.size()) {
        Results.resize(I + 1);
        Others.push_back(I);
        Progress.addExpected(1);
      } else if (!Config.Write) {
        Others.push_back(I); // A candidate that was left out as a copy.
        Progress.addExpected(1);
      }
    }
  }
  forEachParallel(Others, Config.Jobs, Work);

  // In the order of the tree, headers found late included.
  std::vector<unsigned> Order;
  for (unsigned I = 0; I != Entries.size(); ++I)
    if (Results[I].HasStats)
      Order.push_back(I);
  llvm::sort(Order, [&](unsigned A, unsigned B) {
    return Entries[A].Relative < Entries[B].Relative;
  });
  std::vector<FileStats> Stats;
  for (unsigned I : Order)
    Stats.push_back(std::move(Results[I].Stats));
  return Stats;
}

} // namespace metalify
