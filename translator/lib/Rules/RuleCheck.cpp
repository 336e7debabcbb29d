//===- RuleCheck.cpp - Validating a rules/ tree ---------------------------===//
//
// Part of metalify. Reads the tree from disk (not the embedded copy) so a
// contributor sees problems before building, with file:line:col messages.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/RuleCheck.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace metalify {
namespace {

/// Files under \p Dir (recursively) whose names end in one of \p Suffixes,
/// sorted, as paths relative to \p Root.
std::vector<std::string> listFiles(StringRef Root, StringRef Dir,
                                   ArrayRef<StringRef> Suffixes) {
  std::vector<std::string> Files;
  SmallString<256> Base(Root);
  sys::path::append(Base, Dir);
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Base, EC), End;
       It != End && !EC; It.increment(EC)) {
    StringRef Path = It->path();
    if (none_of(Suffixes, [&](StringRef S) { return Path.ends_with(S); }))
      continue;
    Files.push_back(Path.drop_front(Root.size()).ltrim("/").str());
  }
  llvm::sort(Files);
  return Files;
}

/// Every identifier in the files of shim/include.
StringSet<> shimIdentifiers(StringRef Root) {
  StringSet<> Names;
  for (const std::string &Rel :
       listFiles(Root, "shim/include", {".h", ".hpp"})) {
    auto Buffer = MemoryBuffer::getFile(Root + "/" + Rel);
    if (!Buffer)
      continue;
    StringRef Text = (*Buffer)->getBuffer();
    while (!Text.empty()) {
      Text = Text.drop_until([](char C) { return isAlpha(C) || C == '_'; });
      StringRef Word =
          Text.take_while([](char C) { return isAlnum(C) || C == '_'; });
      if (!Word.empty())
        Names.insert(Word);
      Text = Text.drop_front(Word.size());
    }
  }
  return Names;
}

/// The identifiers a host-api mapping names: the whole value when it is a
/// plain (possibly qualified) name, else every identifier that is called.
std::vector<std::string> shimSymbolsOf(StringRef Metal) {
  std::vector<std::string> Symbols;
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_'; };
  bool Plain = all_of(Metal, [&](char C) { return IsIdent(C) || C == ':'; });
  StringRef Text = Metal;
  while (!Text.empty()) {
    Text = Text.drop_until([](char C) { return isAlpha(C) || C == '_'; });
    StringRef Word = Text.take_while(IsIdent);
    Text = Text.drop_front(Word.size());
    if (Word.empty())
      break;
    // A template mentions keywords and casts too; only calls are symbols.
    if (Plain || Text.ltrim().starts_with("(") || Text.starts_with("::"))
      Symbols.push_back(Word.str());
  }
  return Symbols;
}

/// Whether \p Text names \p Name as a whole word: not preceded or followed by
/// an identifier character. A qualified name (`ns::f`) also counts when only
/// its last component is written, as code with a namespace alias does.
bool namesWholeWord(StringRef Text, StringRef Name) {
  auto IsIdent = [](char C) { return isAlnum(C) || C == '_'; };
  for (size_t Pos = Text.find(Name); Pos != StringRef::npos;
       Pos = Text.find(Name, Pos + 1)) {
    bool Before = Pos > 0 && IsIdent(Text[Pos - 1]) && IsIdent(Name.front());
    size_t End = Pos + Name.size();
    bool After =
        End < Text.size() && IsIdent(Text[End]) && IsIdent(Name.back());
    if (!Before && !After)
      return true;
  }
  size_t Colons = Name.rfind("::");
  return Colons != StringRef::npos &&
         namesWholeWord(Text, Name.drop_front(Colons + 2));
}

/// Collects messages located at a row, helper or catalog entry.
class Checker {
public:
  Checker(StringRef Root, RuleCheckResult &Result)
      : Root(Root), Result(Result) {}

  void run();

private:
  template <typename T> void error(const T &Where, const Twine &Message) {
    Result.Errors.push_back((Twine(Where.File) + ":" + Twine(Where.Line) + ":" +
                             Twine(Where.Column) + ": error: " + Message)
                                .str());
  }
  void errorAt(StringRef File, const Twine &Message) {
    Result.Errors.push_back((File + ": error: " + Message).str());
  }

  std::optional<std::string> read(StringRef Rel);
  const std::string &testText(StringRef Rel);
  void loadMapping();
  void loadCatalog();
  void checkSorted(const RuleFile &F);
  void checkRow(const Rule &R);
  void checkTests(const Rule &R);
  void checkReferences(const Rule &R, StringRef Diagnostic,
                       ArrayRef<std::string> Helpers);
  void checkHelpers();
  void checkCatalogEntry(const DiagnosticInfo &D);

  StringRef Root;
  RuleCheckResult &Result;
  std::vector<RuleFile> Mapping;
  StringMap<const Rule *> RowsByName;
  StringMap<const RuleHelper *> HelpersByName;
  std::vector<DiagnosticFile> Catalog;
  StringMap<const DiagnosticInfo *> CatalogById;
  std::optional<StringSet<>> ShimNames;
  /// Test files read so far, by path relative to the root.
  StringMap<std::string> TestTexts;
};

std::optional<std::string> Checker::read(StringRef Rel) {
  auto Buffer = MemoryBuffer::getFile(Root + "/" + Rel, /*IsText=*/true);
  if (!Buffer) {
    errorAt(Rel, "cannot read: " + Buffer.getError().message());
    return std::nullopt;
  }
  return (*Buffer)->getBuffer().str();
}

const std::string &Checker::testText(StringRef Rel) {
  auto [It, Inserted] = TestTexts.try_emplace(Rel);
  if (!Inserted)
    return It->second;
  if (auto Buffer = MemoryBuffer::getFile(Root + "/" + Rel, /*IsText=*/true))
    It->second = (*Buffer)->getBuffer().str();
  return It->second;
}

void Checker::loadMapping() {
  for (const std::string &Rel : listFiles(Root, "rules/mapping", {".yaml"})) {
    std::optional<std::string> Text = read(Rel);
    if (!Text)
      continue;
    Expected<RuleFile> F =
        parseRuleFile(Rel, *Text, [&](StringRef Aside) {
          return readRuleFileFromDisk((Root + "/" + Aside).str());
        });
    if (!F) {
      Result.Errors.push_back(toString(F.takeError()));
      continue;
    }
    Mapping.push_back(std::move(*F));
  }
  // The vectors are complete: pointers into them stay valid from here on.
  for (const RuleFile &F : Mapping) {
    ++Result.MappingFiles;
    Result.Rows += F.Rows.size();
    for (const Rule &R : F.Rows) {
      auto [It, Inserted] = RowsByName.try_emplace(R.Name, &R);
      if (!Inserted)
        error(R, "row '" + R.Name + "' is already defined at " +
                     It->second->File + ":" + Twine(It->second->Line));
    }
    for (const RuleHelper &H : F.Helpers) {
      auto [It, Inserted] = HelpersByName.try_emplace(H.Name, &H);
      if (!Inserted)
        error(H, "helper '" + H.Name + "' is already defined at " +
                     It->second->File + ":" + Twine(It->second->Line));
    }
  }
}

void Checker::loadCatalog() {
  for (const std::string &Rel :
       listFiles(Root, "rules/diagnostics", {".yaml"})) {
    std::optional<std::string> Text = read(Rel);
    if (!Text)
      continue;
    Expected<DiagnosticFile> F = parseDiagnosticFile(Rel, *Text);
    if (!F) {
      Result.Errors.push_back(toString(F.takeError()));
      continue;
    }
    Catalog.push_back(std::move(*F));
  }
  for (const DiagnosticFile &F : Catalog)
    for (const DiagnosticInfo &D : F.Entries) {
      ++Result.Diagnostics;
      auto [It, Inserted] = CatalogById.try_emplace(D.Id, &D);
      if (!Inserted)
        error(D, "id '" + D.Id + "' is already defined at " + It->second->File +
                     ":" + Twine(It->second->Line));
    }
}

void Checker::checkSorted(const RuleFile &F) {
  for (size_t I = 1; I < F.Rows.size(); ++I)
    if (F.Rows[I].Name < F.Rows[I - 1].Name)
      error(F.Rows[I],
            "row '" + F.Rows[I].Name +
                "' is out of order: rows "
                "are sorted by name within a file (it sorts before '" +
                F.Rows[I - 1].Name + "')");
}

void Checker::checkTests(const Rule &R) {
  if (R.Status != RuleStatus::Unsupported && R.Tests.empty())
    error(R, "row '" + R.Name +
                 "' lists no test (every row that is not "
                 "unsupported needs one)");
  for (const std::string &Test : R.Tests) {
    if (sys::path::is_absolute(Test)) {
      error(R, "row '" + R.Name + "': test '" + Test +
                   "' must be relative to the repository root");
      continue;
    }
    if (!sys::fs::exists(Root + "/" + Test)) {
      error(R, "row '" + R.Name + "': test file '" + Test + "' does not exist");
      continue;
    }
    // A listed test that never writes the name cannot be exercising it.
    if (!namesWholeWord(testText(Test), R.Name))
      error(R, "row '" + R.Name + "': test '" + Test +
                   "' does not name it (a listed test must use the row's "
                   "name as a whole word)");
  }
}

void Checker::checkReferences(const Rule &R, StringRef Diagnostic,
                              ArrayRef<std::string> Helpers) {
  if (!Diagnostic.empty()) {
    auto It = CatalogById.find(Diagnostic);
    if (It == CatalogById.end())
      error(R,
            "row '" + R.Name + "': unknown diagnostic id '" + Diagnostic + "'");
    else if (It->second->Retired)
      error(R,
            "row '" + R.Name + "': diagnostic '" + Diagnostic + "' is retired");
    // The translator reports a row's diagnostic with the CUDA name and the
    // note; a message that wants more would print "{2}".
    else if (DiagnosticCatalog::arity(It->second->Message) > 2)
      error(R, "row '" + R.Name + "': diagnostic '" + Diagnostic +
                   "' takes more than 2 arguments ({0} name, {1} note)");
  }
  for (const std::string &H : Helpers)
    if (!HelpersByName.count(H))
      error(R, "row '" + R.Name + "': unknown helper '" + H + "'");
}

void Checker::checkRow(const Rule &R) {
  checkTests(R);
  if (!R.Example.empty() && !StringRef(R.Example).contains("→"))
    error(R, "row '" + R.Name + "': the example reads 'CUDA → MSL'");
  checkReferences(R, R.Diagnostic, R.Helpers);
  for (const RuleVariant &V : R.Variants)
    checkReferences(R, V.Diagnostic, V.Helpers);
  // Dropping a name is fine for macros, qualifiers and headers, and for a
  // call whose removal is documented as approximate.
  bool MayBeEmpty = R.Kind == RuleKind::Qualifier ||
                    R.Kind == RuleKind::Header || R.Kind == RuleKind::Macro ||
                    R.Status == RuleStatus::Approximate ||
                    R.Status == RuleStatus::Unsupported;
  if (R.Metal.empty() && !MayBeEmpty)
    error(R, "row '" + R.Name +
                 "' has no metal counterpart; give one, or "
                 "mark it approximate (removed) or unsupported");
  // A rejected call with a counterpart in the docs would mislead; other
  // kinds may keep data the translator reads (e.g. an address space).
  bool Callable = R.Kind == RuleKind::DeviceFunction ||
                  R.Kind == RuleKind::Intrinsic || R.Kind == RuleKind::HostApi ||
                  R.Kind == RuleKind::InlineAsm;
  // The translator looks inline PTX up by its normalized template.
  if (R.Kind == RuleKind::InlineAsm && normalizeAsmTemplate(R.Name) != R.Name)
    error(R, "inline-asm row '" + R.Name + "' is not written normalized: '" +
                 normalizeAsmTemplate(R.Name) + "'");
  if (Callable && R.Status == RuleStatus::Unsupported && !R.Metal.empty())
    error(R, "row '" + R.Name + "' is unsupported but names a counterpart");
  if (R.Kind != RuleKind::HostApi)
    return;
  if (!ShimNames)
    ShimNames = shimIdentifiers(Root);
  std::vector<std::string> Symbols = shimSymbolsOf(R.Metal);
  for (const RuleVariant &V : R.Variants)
    append_range(Symbols, shimSymbolsOf(V.Metal));
  for (const std::string &S : Symbols)
    if (!ShimNames->contains(S))
      error(R, "row '" + R.Name + "': shim symbol '" + S +
                   "' is not declared in shim/include");
}

void Checker::checkHelpers() {
  for (const auto &Entry : HelpersByName)
    for (const std::string &Dep : Entry.second->Requires)
      if (!HelpersByName.count(Dep))
        error(*Entry.second, "helper '" + Entry.second->Name +
                                 "' requires unknown helper '" + Dep + "'");
}

void Checker::checkCatalogEntry(const DiagnosticInfo &D) {
  if (D.Retired)
    return;
  if (StringRef(D.Fix).trim().empty())
    error(D, D.Id + " has no fix (what a human does about it)");
  bool NeedsExample =
      D.Level == Severity::Warning || D.Level == Severity::Error;
  if (NeedsExample &&
      (StringRef(D.Before).trim().empty() || StringRef(D.After).trim().empty()))
    error(D, D.Id + " needs a before/after example (it is a " +
                 toString(D.Level) + ")");
}

void Checker::run() {
  loadCatalog();
  loadMapping();
  for (const RuleFile &F : Mapping) {
    checkSorted(F);
    for (const Rule &R : F.Rows)
      checkRow(R);
  }
  checkHelpers();
  for (const DiagnosticFile &F : Catalog)
    for (const DiagnosticInfo &D : F.Entries)
      checkCatalogEntry(D);
}

} // namespace

RuleCheckResult checkRuleTree(StringRef SourceRoot) {
  RuleCheckResult Result;
  std::string Root = SourceRoot.rtrim('/').str();
  if (!sys::fs::is_directory(Root + "/rules")) {
    Result.Errors.push_back(Root + ": error: no rules/ folder here");
    return Result;
  }
  Checker(Root, Result).run();
  return Result;
}

std::optional<std::string> findSourceRoot(StringRef Start) {
  SmallString<256> Dir(Start);
  sys::fs::make_absolute(Dir);
  for (StringRef D = Dir; !D.empty(); D = sys::path::parent_path(D))
    if (sys::fs::is_directory(D + "/rules/mapping"))
      return D.str();
  return std::nullopt;
}

} // namespace metalify
