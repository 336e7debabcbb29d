//===- DiagnosticCatalog.cpp - rules/diagnostics/*.yaml -------------------===//
//
// Part of metalify. Loads the catalog of stable diagnostic ids through YAML
// I/O, with located errors like the mapping table.
//
//===----------------------------------------------------------------------===//
#include "YamlSupport.h"

#include "metalify/Embedded.h"
#include "metalify/translator/Diagnostics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/YAMLTraits.h"

namespace metalify {
extern const EmbeddedFile EmbeddedRules[];
extern const unsigned EmbeddedRules_count;
} // namespace metalify

using namespace llvm;
using namespace metalify;

namespace {

/// The top level of a catalog file.
struct DiagnosticFileDoc {
  std::vector<DiagnosticInfo> Diagnostics;
};

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(metalify::DiagnosticInfo)

namespace llvm {
namespace yaml {

template <> struct ScalarTraits<Severity> {
  static void output(const Severity &S, void *, raw_ostream &OS) {
    OS << toString(S);
  }
  static StringRef input(StringRef S, void *, Severity &Out) {
    std::optional<Severity> Parsed = parseSeverity(S);
    if (!Parsed)
      return "unknown severity; expected note, remark, warning or error";
    Out = *Parsed;
    return "";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct MappingTraits<DiagnosticInfo> {
  static void mapping(IO &Io, DiagnosticInfo &D) {
    auto &Ctx = *static_cast<YamlParseContext *>(Io.getContext());
    TextPosition Pos = Ctx.currentPosition(Io);
    D.File = Ctx.Path.str();
    D.Line = Pos.Line;
    D.Column = Pos.Column;
    Io.mapRequired("id", D.Id);
    Io.mapRequired("severity", D.Level);
    Io.mapRequired("message", D.Message);
    Io.mapOptional("fix", D.Fix);
    Io.mapOptional("before", D.Before);
    Io.mapOptional("after", D.After);
    Io.mapOptional("marker", D.Marker, false);
    Io.mapOptional("retired", D.Retired, false);
  }
  static std::string validate(IO &, DiagnosticInfo &D) {
    if (!parseDiagnosticNumber(D.Id))
      return "id: '" + D.Id + "' is not an id like MTL1042";
    if (StringRef(D.Message).trim().empty())
      return D.Id + ": message is empty";
    return "";
  }
};

template <> struct MappingTraits<DiagnosticFileDoc> {
  static void mapping(IO &Io, DiagnosticFileDoc &Doc) {
    Io.mapOptional("diagnostics", Doc.Diagnostics);
  }
};

} // namespace yaml
} // namespace llvm

namespace metalify {

std::optional<unsigned> parseDiagnosticNumber(StringRef Id) {
  if (!Id.consume_front("MTL") || Id.size() != 4)
    return std::nullopt;
  unsigned Number = 0;
  if (!all_of(Id, isDigit) || Id.getAsInteger(10, Number))
    return std::nullopt;
  return Number;
}

Expected<DiagnosticFile> parseDiagnosticFile(StringRef Path,
                                             StringRef Contents) {
  YamlParseContext Ctx(Path, Contents);
  yaml::Input In(MemoryBufferRef(Contents, Path), &Ctx,
                 YamlParseContext::handleDiagnostic, &Ctx);
  DiagnosticFileDoc Doc;
  In >> Doc;
  if (Error E = Ctx.takeError())
    return std::move(E);
  if (In.error())
    return createStringError(In.error(), "%s: error: malformed catalog file",
                             Path.str().c_str());
  StringMap<unsigned> FirstLine;
  for (const DiagnosticInfo &D : Doc.Diagnostics) {
    auto [It, Inserted] = FirstLine.try_emplace(D.Id, D.Line);
    if (!Inserted)
      return makeLocatedError(Path, Contents, {D.Line, D.Column},
                              "duplicate id '" + D.Id +
                                  "' (first defined at line " +
                                  Twine(It->second) + ")");
  }
  return DiagnosticFile{Path.str(), std::move(Doc.Diagnostics)};
}

/// Builds catalogs; the only code that writes DiagnosticCatalog's entries.
class DiagnosticCatalogLoader {
public:
  /// A catalog from parsed files; an id defined twice fails.
  static Expected<DiagnosticCatalog> build(std::vector<DiagnosticFile> Files) {
    DiagnosticCatalog Catalog;
    StringMap<const DiagnosticInfo *> Seen;
    for (const DiagnosticFile &F : Files)
      for (const DiagnosticInfo &D : F.Entries) {
        auto [It, Inserted] = Seen.try_emplace(D.Id, &D);
        if (!Inserted)
          return createStringError(
              inconvertibleErrorCode(),
              "%s:%u:%u: error: id '%s' is already defined at %s:%u:%u",
              D.File.c_str(), D.Line, D.Column, D.Id.c_str(),
              It->second->File.c_str(), It->second->Line, It->second->Column);
      }
    for (DiagnosticFile &F : Files)
      std::move(F.Entries.begin(), F.Entries.end(),
                std::back_inserter(Catalog.Entries));
    llvm::sort(Catalog.Entries,
               [](const DiagnosticInfo &A, const DiagnosticInfo &B) {
                 return A.Id < B.Id;
               });
    return std::move(Catalog);
  }

  /// Parses rules/diagnostics/*.yaml as embedded at build time.
  static std::vector<DiagnosticFile> parseEmbedded() {
    std::vector<DiagnosticFile> Files;
    for (unsigned I = 0; I < EmbeddedRules_count; ++I) {
      const EmbeddedFile &F = EmbeddedRules[I];
      StringRef Path(F.Path);
      if (!Path.starts_with("diagnostics/"))
        continue;
      Expected<DiagnosticFile> File = parseDiagnosticFile(
          ("rules/" + Path).str(), StringRef(F.Contents, F.Size));
      // The embedded catalog is checked by the tests: broken build.
      if (!File)
        report_fatal_error(File.takeError(), /*gen_crash_diag=*/false);
      Files.push_back(std::move(*File));
    }
    return Files;
  }
};

const DiagnosticCatalog &DiagnosticCatalog::builtin() {
  static const DiagnosticCatalog Catalog = [] {
    Expected<DiagnosticCatalog> C = DiagnosticCatalogLoader::build(
        DiagnosticCatalogLoader::parseEmbedded());
    if (!C)
      report_fatal_error(C.takeError(), /*gen_crash_diag=*/false);
    return std::move(*C);
  }();
  return Catalog;
}

Expected<DiagnosticCatalog>
DiagnosticCatalog::fromFiles(std::vector<DiagnosticFile> Files) {
  return DiagnosticCatalogLoader::build(std::move(Files));
}

const DiagnosticInfo *DiagnosticCatalog::find(StringRef Id) const {
  auto It = partition_point(Entries,
                            [&](const DiagnosticInfo &D) { return D.Id < Id; });
  if (It == Entries.end() || It->Id != Id)
    return nullptr;
  return &*It;
}

/// Calls \p OnArg for each "{N}" in \p Message and \p OnText for the text
/// between them.
template <typename ArgFn, typename TextFn>
static void scanMessage(StringRef Message, ArgFn OnArg, TextFn OnText) {
  while (!Message.empty()) {
    size_t Open = Message.find('{');
    size_t Close = Open == StringRef::npos ? Open : Message.find('}', Open);
    unsigned N = 0;
    if (Close == StringRef::npos ||
        Message.slice(Open + 1, Close).getAsInteger(10, N)) {
      // Not a placeholder: emit through the brace and go on.
      size_t Take = Open == StringRef::npos ? Message.size() : Open + 1;
      OnText(Message.take_front(Take));
      Message = Message.drop_front(Take);
      continue;
    }
    OnText(Message.take_front(Open));
    OnArg(N, Message.slice(Open, Close + 1));
    Message = Message.drop_front(Close + 1);
  }
}

std::string DiagnosticCatalog::format(const DiagnosticInfo &Info,
                                      ArrayRef<std::string> Args) {
  std::string Out;
  scanMessage(
      Info.Message,
      [&](unsigned N, StringRef Spelling) {
        Out += N < Args.size() ? Args[N] : Spelling.str();
      },
      [&](StringRef Text) { Out += Text; });
  return Out;
}

unsigned DiagnosticCatalog::arity(StringRef Message) {
  unsigned Arity = 0;
  scanMessage(
      Message, [&](unsigned N, StringRef) { Arity = std::max(Arity, N + 1); },
      [](StringRef) {});
  return Arity;
}

} // namespace metalify
