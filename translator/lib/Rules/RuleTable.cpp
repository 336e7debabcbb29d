//===- RuleTable.cpp - Loading and querying the mapping table -------------===//
//
// Part of metalify. The built-in table comes from the files embedded at
// build time (rules/mapping/*.yaml); user files override it row by row.
//
//===----------------------------------------------------------------------===//
#include "YamlSupport.h"

#include "metalify/Embedded.h"
#include "metalify/translator/Rules.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <functional>

namespace metalify {
extern const EmbeddedFile EmbeddedRules[];
extern const unsigned EmbeddedRules_count;
} // namespace metalify

using namespace llvm;

namespace metalify {

/// Builds tables; the only code that writes RuleTable's rows.
class RuleLoader {
public:
  /// Reads \p Shown ("rules/helpers/x.metal") from the embedded files.
  static Expected<std::string> readEmbedded(StringRef Shown) {
    StringRef Path = Shown;
    Path.consume_front("rules/");
    for (unsigned I = 0; I < EmbeddedRules_count; ++I)
      if (Path == EmbeddedRules[I].Path)
        return std::string(EmbeddedRules[I].Contents, EmbeddedRules[I].Size);
    return createStringError(inconvertibleErrorCode(),
                             "not embedded in the build");
  }

  /// Parses rules/mapping/*.yaml as embedded at build time.
  static std::vector<RuleFile> parseEmbedded() {
    std::vector<RuleFile> Files;
    for (unsigned I = 0; I < EmbeddedRules_count; ++I) {
      const EmbeddedFile &F = EmbeddedRules[I];
      StringRef Path(F.Path);
      if (!Path.starts_with("mapping/"))
        continue;
      std::string Shown = ("rules/" + Path).str();
      Expected<RuleFile> File =
          parseRuleFile(Shown, StringRef(F.Contents, F.Size), readEmbedded);
      // The embedded table is checked by the test suite; a broken one is a
      // broken build, not a user error.
      if (!File)
        report_fatal_error(File.takeError(), /*gen_crash_diag=*/false);
      Files.push_back(std::move(*File));
    }
    return Files;
  }

  /// Restores the sorted order find() relies on.
  static void sortTable(RuleTable &T) {
    llvm::sort(T.Rows,
               [](const Rule &A, const Rule &B) { return A.Name < B.Name; });
    llvm::sort(T.Helpers, [](const RuleHelper &A, const RuleHelper &B) {
      return A.Name < B.Name;
    });
  }

  /// Replaces items of the same name in \p Into by \p Items.
  template <typename T>
  static void overrideAll(std::vector<T> &Into, std::vector<T> &Items) {
    for (T &Item : Items) {
      auto It =
          find_if(Into, [&](const T &Old) { return Old.Name == Item.Name; });
      if (It != Into.end())
        *It = std::move(Item);
      else
        Into.push_back(std::move(Item));
    }
  }

  /// A table from the files of one source; a name defined twice fails.
  static Expected<std::unique_ptr<RuleTable>>
  build(std::vector<RuleFile> Files) {
    auto Table = std::make_unique<RuleTable>();
    // Pointers into Files stay valid while the names are being checked.
    StringMap<const Rule *> SeenRows;
    StringMap<const RuleHelper *> SeenHelpers;
    for (RuleFile &F : Files) {
      if (Error E = checkNew(SeenRows, F.Rows, "row"))
        return std::move(E);
      if (Error E = checkNew(SeenHelpers, F.Helpers, "helper"))
        return std::move(E);
    }
    for (RuleFile &F : Files) {
      std::move(F.Rows.begin(), F.Rows.end(), std::back_inserter(Table->Rows));
      std::move(F.Helpers.begin(), F.Helpers.end(),
                std::back_inserter(Table->Helpers));
    }
    sortTable(*Table);
    return std::move(Table);
  }

  /// Lets \p File's rows and helpers replace those of the same name.
  static void applyOverrides(RuleTable &T, RuleFile &File) {
    overrideAll(T.Rows, File.Rows);
    overrideAll(T.Helpers, File.Helpers);
    sortTable(T);
  }

private:
  /// Records the names of \p Items; a name seen before is an error.
  template <typename T>
  static Error checkNew(StringMap<const T *> &Seen, const std::vector<T> &Items,
                        StringRef What) {
    for (const T &Item : Items) {
      auto [It, Inserted] = Seen.try_emplace(Item.Name, &Item);
      if (Inserted)
        continue;
      return createStringError(
          inconvertibleErrorCode(),
          "%s:%u:%u: error: %s '%s' is already defined at %s:%u:%u",
          Item.File.c_str(), Item.Line, Item.Column, What.str().c_str(),
          Item.Name.c_str(), It->second->File.c_str(), It->second->Line,
          It->second->Column);
    }
    return Error::success();
  }
};

const RuleTable &RuleTable::builtin() {
  static const std::unique_ptr<RuleTable> Table = [] {
    Expected<std::unique_ptr<RuleTable>> T =
        RuleLoader::build(RuleLoader::parseEmbedded());
    if (!T)
      report_fatal_error(T.takeError(), /*gen_crash_diag=*/false);
    return std::move(*T);
  }();
  return *Table;
}

Expected<std::unique_ptr<RuleTable>>
RuleTable::fromFiles(std::vector<RuleFile> Files) {
  return RuleLoader::build(std::move(Files));
}

void RuleTable::addOverrides(RuleFile File) {
  RuleLoader::applyOverrides(*this, File);
}

Expected<std::unique_ptr<RuleTable>>
RuleTable::load(ArrayRef<std::string> UserFiles) {
  auto Table = std::make_unique<RuleTable>(builtin());
  for (const std::string &Path : UserFiles) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
        MemoryBuffer::getFile(Path, /*IsText=*/true);
    if (!Buffer)
      return createStringError(
          Buffer.getError(), "%s: error: cannot read rules file: %s",
          Path.c_str(), Buffer.getError().message().c_str());
    Expected<RuleFile> File = parseRuleFile(Path, (*Buffer)->getBuffer());
    if (!File)
      return File.takeError();
    Table->addOverrides(std::move(*File));
  }
  return std::move(Table);
}

const Rule *RuleTable::find(StringRef Name) const {
  auto It = partition_point(Rows, [&](const Rule &R) { return R.Name < Name; });
  if (It == Rows.end() || It->Name != Name)
    return nullptr;
  return &*It;
}

const RuleHelper *RuleTable::findHelper(StringRef Name) const {
  auto It = partition_point(Helpers,
                            [&](const RuleHelper &H) { return H.Name < Name; });
  if (It == Helpers.end() || It->Name != Name)
    return nullptr;
  return &*It;
}

std::vector<std::string> RuleTable::suggest(StringRef Name,
                                            unsigned Max) const {
  std::string Lower = Name.lower();
  unsigned Limit = std::max<unsigned>(2, Name.size() / 3);
  std::vector<std::pair<unsigned, StringRef>> Scored;
  for (const Rule &R : Rows) {
    std::string Candidate = StringRef(R.Name).lower();
    unsigned Distance = StringRef(Candidate).edit_distance(
        Lower, /*AllowReplacements=*/true, /*MaxEditDistance=*/Limit + 1);
    // A substring ("shfl" in "__shfl_down_sync") ranks after close spellings.
    bool Close = Distance <= Limit;
    bool Contains = Lower.size() >= 3 && StringRef(Candidate).contains(Lower);
    if (Close || Contains)
      Scored.emplace_back(Close ? Distance : Limit + 1, R.Name);
  }
  llvm::stable_sort(
      Scored, [](const auto &A, const auto &B) { return A.first < B.first; });
  std::vector<std::string> Names;
  for (const auto &Entry : Scored) {
    if (Names.size() == Max)
      break;
    Names.push_back(Entry.second.str());
  }
  return Names;
}

Expected<std::vector<const RuleHelper *>>
RuleTable::helperClosure(ArrayRef<std::string> Names) const {
  std::vector<const RuleHelper *> Order;
  StringSet<> Done, Active;
  // Depth-first: dependencies are appended before their users.
  std::function<Error(StringRef)> Visit = [&](StringRef Name) -> Error {
    if (Done.contains(Name))
      return Error::success();
    if (!Active.insert(Name).second)
      return createStringError(inconvertibleErrorCode(),
                               "helper '%s' requires itself",
                               Name.str().c_str());
    const RuleHelper *H = findHelper(Name);
    if (!H)
      return createStringError(inconvertibleErrorCode(), "unknown helper '%s'",
                               Name.str().c_str());
    for (const std::string &Dep : H->Requires)
      if (Error E = Visit(Dep))
        return E;
    Active.erase(Name);
    Done.insert(Name);
    Order.push_back(H);
    return Error::success();
  };
  for (const std::string &Name : Names)
    if (Error E = Visit(Name))
      return std::move(E);
  return Order;
}

} // namespace metalify
