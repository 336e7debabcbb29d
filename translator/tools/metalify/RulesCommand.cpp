//===- RulesCommand.cpp - `metalify rules` --------------------------------===//
//
// Part of metalify. Lists, queries, checks and documents the mapping table.
//
// Options are llvm::cl options of a private SubCommand, created the first
// time this command runs: other subcommands' options (registered globally or
// in their own SubCommand) can use the same names without a clash, and
// `metalify rules --help` shows only these.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/RuleCheck.h"
#include "metalify/translator/RuleDocs.h"
#include "metalify/translator/Rules.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace metalify {
namespace {

/// The options of `metalify rules`.
struct RulesOptions {
  cl::SubCommand Sub{"rules", "the CUDA -> Metal mapping table"};
  cl::OptionCategory Category{"metalify rules options"};
  cl::opt<std::string> Name{cl::Positional, cl::desc("[NAME]"), cl::sub(Sub),
                            cl::cat(Category)};
  cl::opt<std::string> Kind{
      "kind", cl::desc("List only rows of this kind (e.g. device-function)"),
      cl::value_desc("kind"), cl::sub(Sub), cl::cat(Category)};
  cl::opt<std::string> Status{
      "status",
      cl::desc("List only rows with this status (exact, "
               "approximate, emulated, unsupported)"),
      cl::value_desc("status"), cl::sub(Sub), cl::cat(Category)};
  cl::opt<std::string> MinMsl{
      "min-msl", cl::desc("List only rows that need MSL <version> or newer"),
      cl::value_desc("version"), cl::sub(Sub), cl::cat(Category)};
  cl::opt<bool> Json{"json", cl::desc("Print rows as JSON"), cl::sub(Sub),
                     cl::cat(Category)};
  cl::opt<bool> Markdown{
      "markdown",
      cl::desc("Write mapping.md and diagnostics.md (into --output-dir)"),
      cl::sub(Sub), cl::cat(Category)};
  cl::opt<std::string> OutputDir{
      "output-dir", cl::desc("Where --markdown writes (default: <root>/docs)"),
      cl::value_desc("dir"), cl::sub(Sub), cl::cat(Category)};
  cl::opt<bool> Helpers{
      "helpers",
      cl::desc("Print every MSL helper the table defines, dependencies "
               "first, as one .metal file"),
      cl::sub(Sub), cl::cat(Category)};
  cl::opt<bool> Check{"check",
                      cl::desc("Validate the rules/ tree of the source root"),
                      cl::sub(Sub), cl::cat(Category)};
  cl::opt<std::string> SourceRoot{
      "source-root",
      cl::desc("Repository root for --check and --markdown (default: the "
               "nearest folder above the current one with rules/)"),
      cl::value_desc("dir"), cl::sub(Sub), cl::cat(Category)};
  cl::list<std::string> UserRules{
      "rules", cl::desc("Extra rules file; its rows override built-in ones"),
      cl::value_desc("file"), cl::sub(Sub), cl::cat(Category)};
};

RulesOptions &options() {
  static RulesOptions Options;
  return Options;
}

/// Prints "metalify rules: error: ..." and returns the user-error code.
int fail(const Twine &Message) {
  WithColor::error(errs(), "metalify rules") << Message << "\n";
  return 1;
}

/// The source root from --source-root, or found above the current folder.
std::optional<std::string> sourceRoot() {
  if (!options().SourceRoot.empty())
    return options().SourceRoot.getValue();
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return std::nullopt;
  return findSourceRoot(Cwd);
}

/// Rows that pass --kind, --status and --min-msl.
Expected<std::vector<const Rule *>> filteredRows(const RuleTable &Table) {
  RulesOptions &O = options();
  std::optional<RuleKind> Kind;
  std::optional<RuleStatus> Status;
  if (!O.Kind.empty() && !(Kind = parseRuleKind(O.Kind)))
    return createStringError(inconvertibleErrorCode(), "unknown kind '%s'",
                             O.Kind.c_str());
  if (!O.Status.empty() && !(Status = parseRuleStatus(O.Status)))
    return createStringError(inconvertibleErrorCode(), "unknown status '%s'",
                             O.Status.c_str());
  std::vector<const Rule *> Rows;
  for (const Rule &R : Table.rows()) {
    if ((Kind && R.Kind != *Kind) || (Status && R.Status != *Status))
      continue;
    if (!O.MinMsl.empty() && compareMslVersions(R.MinMsl, O.MinMsl) < 0)
      continue;
    Rows.push_back(&R);
  }
  return Rows;
}

/// One aligned line per row: name, kind, status, minimum MSL, counterpart.
void printTable(ArrayRef<const Rule *> Rows) {
  size_t NameWidth = 4;
  for (const Rule *R : Rows)
    NameWidth = std::max(NameWidth, R->Name.size());
  outs() << left_justify("NAME", NameWidth) << "  " << left_justify("KIND", 16)
         << "  " << left_justify("STATUS", 11) << "  MSL  METAL\n";
  for (const Rule *R : Rows)
    outs() << left_justify(R->Name, NameWidth) << "  "
           << left_justify(toString(R->Kind), 16) << "  "
           << left_justify(toString(R->Status), 11) << "  "
           << left_justify(R->MinMsl.empty() ? "-" : R->MinMsl, 3) << "  "
           << (R->Metal.empty() ? "-" : R->Metal) << "\n";
}

/// One "label: value" line of `metalify rules NAME`; empty values are skipped.
void printField(StringRef Label, StringRef Value) {
  if (!Value.empty())
    outs() << "  " << left_justify(Label, 14) << Value << "\n";
}

/// The full description of one row, variants included.
void printRule(const Rule &R) {
  outs() << R.Name << " (" << toString(R.Kind) << ", " << R.File << ":"
         << R.Line << ")\n";
  printField("metal:", R.Metal.empty() ? "(none)" : R.Metal);
  printField("status:", toString(R.Status));
  printField("min MSL:", R.MinMsl.empty() ? "any" : R.MinMsl);
  printField("note:", R.Note);
  printField("example:", exampleFor(R));
  if (const DiagnosticInfo *D = DiagnosticCatalog::builtin().find(R.Diagnostic))
    printField("diagnostic:",
               (D->Id + " (" + toString(D->Level) + "): " + D->Message).str());
  else
    printField("diagnostic:", R.Diagnostic);
  printField("helpers:", join(R.Helpers, ", "));
  for (const RuleVariant &V : R.Variants) {
    RuleStatus S = V.Status.value_or(R.Status);
    StringRef Metal = !V.Metal.empty()               ? StringRef(V.Metal)
                      : S == RuleStatus::Unsupported ? StringRef("(none)")
                                                     : StringRef(R.Metal);
    outs() << "  when " << V.When << ":\n";
    printField("  metal:", Metal);
    printField("  status:", toString(S));
    printField("  min MSL:", V.MinMsl);
    printField("  note:", V.Note);
    printField("  diagnostic:", V.Diagnostic);
  }
  printField("tests:", join(R.Tests, ", "));
}

/// The row named \p Name, or the only row whose last ::-component is the
/// last component of \p Name ("this_thread_block", "cg::this_thread_block").
const Rule *findUnqualified(const RuleTable &Table, StringRef Name) {
  if (const Rule *R = Table.find(Name))
    return R;
  StringRef Last = Name.rsplit("::").second;
  if (Last.empty())
    Last = Name;
  const Rule *Found = nullptr;
  for (const Rule &R : Table.rows()) {
    if (!StringRef(R.Name).ends_with("::" + Last.str()))
      continue;
    if (Found)
      return nullptr; // Ambiguous: let the suggestions list them.
    Found = &R;
  }
  return Found;
}

/// `metalify rules NAME`: the row, or close names on a miss.
int showRule(const RuleTable &Table, StringRef Name) {
  if (const Rule *R = findUnqualified(Table, Name)) {
    printRule(*R);
    return 0;
  }
  std::vector<std::string> Close = Table.suggest(Name);
  if (Close.empty())
    return fail("no rule for '" + Name + "'");
  return fail("no rule for '" + Name + "'; did you mean " + join(Close, ", ") +
              "?");
}

/// `--check`: validates the source tree's rules/ and prints located errors.
int runCheck() {
  std::optional<std::string> Root = sourceRoot();
  if (!Root)
    return fail("cannot find the source root (a folder with rules/); "
                "use --source-root");
  RuleCheckResult Result = checkRuleTree(*Root);
  for (const std::string &E : Result.Errors)
    errs() << E << "\n";
  if (!Result.Errors.empty()) {
    errs() << Result.Errors.size() << " error(s) in " << *Root << "/rules\n";
    return 1;
  }
  outs() << "rules: " << Result.Rows << " rows in " << Result.MappingFiles
         << " files, " << Result.Diagnostics << " diagnostics: ok\n";
  return 0;
}

/// Writes \p Text to \p Path; 1 with a message on failure.
int writeFile(StringRef Path, StringRef Text) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_Text);
  if (EC)
    return fail("cannot write '" + Path + "': " + EC.message());
  OS << Text;
  return 0;
}

/// `--markdown`: writes mapping.md and diagnostics.md.
int runMarkdown(const RuleTable &Table) {
  std::string Dir = options().OutputDir;
  if (Dir.empty()) {
    std::optional<std::string> Root = sourceRoot();
    if (!Root)
      return fail("cannot find the source root; use --output-dir");
    Dir = *Root + "/docs";
  }
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return fail("cannot create '" + Dir + "': " + EC.message());
  const DiagnosticCatalog &Catalog = DiagnosticCatalog::builtin();
  if (int RC =
          writeFile(Dir + "/mapping.md", renderMappingMarkdown(Table, Catalog)))
    return RC;
  if (int RC = writeFile(Dir + "/diagnostics.md",
                         renderDiagnosticsMarkdown(Catalog)))
    return RC;
  outs() << "wrote " << Dir << "/mapping.md and " << Dir << "/diagnostics.md\n";
  return 0;
}

/// `--helpers`: every helper as one .metal file, dependencies first.
int runHelpers(const RuleTable &Table) {
  std::vector<std::string> Names;
  for (const RuleHelper &H : Table.helpers())
    Names.push_back(H.Name);
  Expected<std::vector<const RuleHelper *>> Order = Table.helperClosure(Names);
  if (!Order)
    return fail(toString(Order.takeError()));
  outs() << "// Every helper of the mapping table (metalify rules --helpers).\n"
         << "#include <metal_stdlib>\nusing namespace metal;\n";
  for (const RuleHelper *H : *Order)
    outs() << "\n// " << H->Name << " (" << H->File << ":" << H->Line << ")\n"
           << StringRef(H->Msl).rtrim() << "\n";
  return 0;
}

/// The filtered table, as text or JSON.
int runList(const RuleTable &Table) {
  Expected<std::vector<const Rule *>> Rows = filteredRows(Table);
  if (!Rows)
    return fail(toString(Rows.takeError()));
  if (!options().Json) {
    printTable(*Rows);
    return 0;
  }
  json::Array Out;
  for (const Rule *R : *Rows)
    Out.push_back(ruleToJson(*R));
  outs() << formatv("{0:2}", json::Value(std::move(Out))) << "\n";
  return 0;
}

} // namespace

int runRulesCommand(int Argc, const char **Argv) {
  RulesOptions &O = options();
  cl::HideUnrelatedOptions(O.Category, O.Sub);
  // The dispatcher passes "metalify rules" as the program name; llvm::cl
  // selects the SubCommand from the word after it.
  std::vector<const char *> Args{"metalify", "rules"};
  Args.insert(Args.end(), Argv + 1, Argv + Argc);
  if (!cl::ParseCommandLineOptions(static_cast<int>(Args.size()), Args.data(),
                                   "metalify rules: the CUDA -> Metal "
                                   "mapping table\n",
                                   &errs()))
    return 2;
  if (O.Check)
    return runCheck();
  Expected<std::unique_ptr<RuleTable>> Table = RuleTable::load(O.UserRules);
  if (!Table) {
    errs() << toString(Table.takeError()) << "\n";
    return 1;
  }
  if (O.Markdown)
    return runMarkdown(**Table);
  if (O.Helpers)
    return runHelpers(**Table);
  if (!O.Name.empty() && O.Json) {
    const Rule *R = findUnqualified(**Table, O.Name);
    if (!R)
      return showRule(**Table, O.Name);
    outs() << formatv("{0:2}", json::Value(ruleToJson(*R))) << "\n";
    return 0;
  }
  if (!O.Name.empty())
    return showRule(**Table, O.Name);
  return runList(**Table);
}

} // namespace metalify
