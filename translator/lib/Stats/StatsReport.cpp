//===- StatsReport.cpp - What `translate --stats` prints ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/StatsReport.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"

#include <array>

namespace metalify {
namespace {

/// The columns of a summary: the four statuses, then names without a row.
constexpr unsigned NumClasses = 5;
const char *const ClassNames[NumClasses] = {"exact", "approximate", "emulated",
                                            "unsupported", "no row"};
const char *const ClassKeys[NumClasses] = {"exact", "approximate", "emulated",
                                           "unsupported", "no_row"};

unsigned classOf(const ConstructCount &C) {
  if (!C.Row)
    return 4;
  switch (C.Row->Status) {
  case RuleStatus::Exact:
    return 0;
  case RuleStatus::Approximate:
    return 1;
  case RuleStatus::Emulated:
    return 2;
  case RuleStatus::Unsupported:
    return 3;
  }
  return 4;
}

/// The sums over one file or over all of them.
struct Summary {
  unsigned Files = 0, Failed = 0, Uses = 0, LinesChanged = 0;
  std::array<unsigned, NumClasses> UsesOf{};
  std::array<unsigned, NumClasses> NamesOf{};
  std::vector<ConstructCount> Constructs; ///< By name.

  void add(const FileStats &F) {
    ++Files;
    Failed += F.Translated ? 0 : 1;
    LinesChanged += F.LinesChanged;
    for (const ConstructCount &C : F.Constructs)
      addConstruct(C);
  }
  void addConstruct(const ConstructCount &C) {
    Uses += C.Uses;
    UsesOf[classOf(C)] += C.Uses;
    auto It = llvm::lower_bound(Constructs, C.Name,
                                [](const ConstructCount &A,
                                   const std::string &N) { return A.Name < N; });
    if (It != Constructs.end() && It->Name == C.Name) {
      It->Uses += C.Uses;
      return;
    }
    ++NamesOf[classOf(C)];
    Constructs.insert(It, C);
  }
  static Summary of(const FileStats &F) {
    Summary S;
    S.add(F);
    return S;
  }
};

/// "a x2, b x1" for the constructs of one class.
std::string nameList(llvm::ArrayRef<ConstructCount> Constructs, unsigned Class,
                     llvm::StringRef Separator) {
  std::string Out;
  for (const ConstructCount &C : Constructs) {
    if (classOf(C) != Class)
      continue;
    if (!Out.empty())
      Out += Separator;
    Out += C.Name + " x" + std::to_string(C.Uses);
  }
  return Out;
}

void printText(llvm::raw_ostream &OS, llvm::ArrayRef<FileStats> Files) {
  Summary Total;
  for (const FileStats &F : Files) {
    Summary S = Summary::of(F);
    Total.add(F);
    OS << F.File << ": " << (F.Translated ? "" : "failed, ") << S.Uses
       << " use(s) of " << S.Constructs.size() << " CUDA name(s), "
       << F.LinesChanged << " line(s) changed\n";
    for (unsigned C = 0; C != NumClasses; ++C)
      if (S.UsesOf[C] != 0)
        OS << "  " << llvm::left_justify(ClassNames[C], 12)
           << nameList(S.Constructs, C, ", ") << "\n";
  }
  OS << "total: " << Total.Files << " file(s)";
  if (Total.Failed != 0)
    OS << " (" << Total.Failed << " failed)";
  OS << ", " << Total.Uses << " use(s) of " << Total.Constructs.size()
     << " CUDA name(s), " << Total.LinesChanged << " line(s) changed\n";
  for (unsigned C = 0; C != NumClasses; ++C) {
    // Unsupported names are listed by name: each needs a human.
    if (C == 4 && Total.UsesOf[C] == 0)
      continue;
    OS << "  " << llvm::left_justify(ClassNames[C], 12) << Total.UsesOf[C]
       << " use(s) of " << Total.NamesOf[C] << " name(s)";
    if (C == 3 && Total.UsesOf[C] != 0)
      OS << ": " << nameList(Total.Constructs, C, ", ");
    OS << "\n";
  }
}

/// \p Field quoted for CSV (RFC 4180) when it needs to be.
std::string csvField(llvm::StringRef Field) {
  if (Field.find_first_of(",\"\n") == llvm::StringRef::npos)
    return Field.str();
  std::string Out = "\"";
  for (char C : Field)
    Out += C == '"' ? std::string("\"\"") : std::string(1, C);
  return Out + "\"";
}

void printCsvRow(llvm::raw_ostream &OS, llvm::StringRef File,
                 llvm::StringRef Result, const Summary &S) {
  OS << csvField(File) << "," << Result << "," << S.Uses << ","
     << S.Constructs.size();
  for (unsigned C = 0; C != NumClasses; ++C)
    OS << "," << S.UsesOf[C];
  OS << "," << S.LinesChanged << ","
     << csvField(nameList(S.Constructs, 3, ";")) << "\n";
}

void printCsv(llvm::raw_ostream &OS, llvm::ArrayRef<FileStats> Files) {
  OS << "file,result,uses,names";
  for (const char *Key : ClassKeys)
    OS << "," << Key;
  OS << ",lines_changed,unsupported_names\n";
  Summary Total;
  for (const FileStats &F : Files) {
    Total.add(F);
    printCsvRow(OS, F.File, F.Translated ? "translated" : "failed",
                Summary::of(F));
  }
  printCsvRow(OS, "(total)",
              Total.Failed ? std::to_string(Total.Failed) + " failed" : "",
              Total);
}

void writeJsonSummary(llvm::json::OStream &J, const Summary &S) {
  J.attribute("uses", S.Uses);
  J.attribute("lines_changed", S.LinesChanged);
  J.attributeObject("by_status", [&] {
    for (unsigned C = 0; C != NumClasses; ++C)
      J.attribute(ClassKeys[C], S.UsesOf[C]);
  });
  J.attributeArray("constructs", [&] {
    for (const ConstructCount &C : S.Constructs)
      J.object([&] {
        J.attribute("name", C.Name);
        J.attribute("status", ClassKeys[classOf(C)]);
        J.attribute("uses", C.Uses);
      });
  });
}

void printJson(llvm::raw_ostream &OS, llvm::ArrayRef<FileStats> Files) {
  llvm::json::OStream J(OS, /*IndentSize=*/2);
  Summary Total;
  J.object([&] {
    J.attributeArray("files", [&] {
      for (const FileStats &F : Files) {
        Total.add(F);
        J.object([&] {
          J.attribute("file", F.File);
          J.attribute("result", F.Translated ? "translated" : "failed");
          writeJsonSummary(J, Summary::of(F));
        });
      }
    });
    J.attributeObject("total", [&] {
      J.attribute("files", Total.Files);
      J.attribute("failed", Total.Failed);
      writeJsonSummary(J, Total);
    });
  });
  OS << "\n";
}

} // namespace

void printStatsReport(llvm::raw_ostream &OS, llvm::ArrayRef<FileStats> Files,
                      StatsFormat Format) {
  switch (Format) {
  case StatsFormat::Text:
    return printText(OS, Files);
  case StatsFormat::Csv:
    return printCsv(OS, Files);
  case StatsFormat::Json:
    return printJson(OS, Files);
  }
}

} // namespace metalify
