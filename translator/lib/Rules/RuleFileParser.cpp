//===- RuleFileParser.cpp - rules/mapping/*.yaml through YAML I/O ---------===//
//
// Part of metalify. The YAML traits of the mapping table. Every problem in a
// file becomes a located error: YAML syntax and unknown keys (from YAML
// I/O), invalid values (from the traits' validate hooks) and duplicate
// names (checked after parsing).
//
//===----------------------------------------------------------------------===//
#include "YamlSupport.h"

#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/YAMLTraits.h"

using namespace llvm;
using namespace metalify;

namespace {

/// The top level of a mapping file.
struct RuleFileDoc {
  std::vector<Rule> Rows;
  std::vector<RuleHelper> Helpers;
};

/// The parse state handed to YAML I/O.
YamlParseContext &contextOf(yaml::IO &Io) {
  return *static_cast<YamlParseContext *>(Io.getContext());
}

/// True for "" and "MAJOR.MINOR".
bool isVersion(StringRef V) {
  static const Regex VersionRE("^[0-9]+\\.[0-9]+$");
  return V.empty() || VersionRE.match(V);
}

/// Checks the fields a row and a variant share; empty when valid.
std::string validateMapping(StringRef Metal, StringRef MinMsl,
                            StringRef Diagnostic) {
  std::string Err = validateTemplate(Metal);
  if (!Err.empty())
    return "metal: " + Err;
  if (!isVersion(MinMsl))
    return ("min-msl: '" + MinMsl + "' is not a version like \"3.1\"").str();
  if (!Diagnostic.empty() && !parseDiagnosticNumber(Diagnostic))
    return ("diagnostic: '" + Diagnostic + "' is not an id like MTL1042").str();
  return "";
}

} // namespace

LLVM_YAML_IS_SEQUENCE_VECTOR(metalify::Rule)
LLVM_YAML_IS_SEQUENCE_VECTOR(metalify::RuleVariant)
LLVM_YAML_IS_SEQUENCE_VECTOR(metalify::RuleHelper)

namespace {

/// A row names one CUDA identifier, or, for a type row, a C scalar type
/// spelled in several keywords ("unsigned int", "long long").
bool isCudaName(const metalify::Rule &R) {
  StringRef Name = R.Name;
  if (Name.empty())
    return false;
  // An inline-asm row names a PTX template, spaces and all.
  if (!Name.contains(' ') || R.Kind == metalify::RuleKind::InlineAsm)
    return true;
  if (R.Kind != metalify::RuleKind::Type)
    return false;
  llvm::SmallVector<StringRef, 4> Words;
  Name.split(Words, ' ');
  return llvm::all_of(Words, [](StringRef W) {
    return W == "unsigned" || W == "signed" || W == "long" || W == "short" ||
           W == "int" || W == "char";
  });
}

} // namespace

namespace llvm {
namespace yaml {

template <> struct ScalarTraits<RuleKind> {
  static void output(const RuleKind &K, void *, raw_ostream &OS) {
    OS << toString(K);
  }
  static StringRef input(StringRef S, void *, RuleKind &K) {
    std::optional<RuleKind> Parsed = parseRuleKind(S);
    if (!Parsed)
      return "unknown kind; expected builtin-variable, qualifier, "
             "device-function, intrinsic, type, host-api, header, macro or "
             "construct";
    K = *Parsed;
    return "";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct ScalarTraits<RuleStatus> {
  static void output(const RuleStatus &S, void *, raw_ostream &OS) {
    OS << toString(S);
  }
  static StringRef input(StringRef S, void *, RuleStatus &Out) {
    std::optional<RuleStatus> Parsed = parseRuleStatus(S);
    if (!Parsed)
      return "unknown status; expected exact, approximate, emulated or "
             "unsupported";
    Out = *Parsed;
    return "";
  }
  static QuotingType mustQuote(StringRef) { return QuotingType::None; }
};

template <> struct MappingTraits<RuleVariant> {
  static void mapping(IO &Io, RuleVariant &V) {
    Io.mapRequired("when", V.When);
    Io.mapOptional("metal", V.Metal);
    Io.mapOptional("status", V.Status);
    Io.mapOptional("note", V.Note);
    Io.mapOptional("min-msl", V.MinMsl);
    Io.mapOptional("diagnostic", V.Diagnostic);
    Io.mapOptional("helpers", V.Helpers);
  }
  static std::string validate(IO &, RuleVariant &V) {
    std::string Err = validateCondition(V.When);
    if (!Err.empty())
      return "when: " + Err;
    if (V.Status && *V.Status != RuleStatus::Exact && V.Note.empty())
      return "variant '" + V.When +
             "': note is required unless status is "
             "exact";
    return validateMapping(V.Metal, V.MinMsl, V.Diagnostic);
  }
};

template <> struct MappingTraits<Rule> {
  static void mapping(IO &Io, Rule &R) {
    YamlParseContext &Ctx = contextOf(Io);
    TextPosition Pos = Ctx.currentPosition(Io);
    R.File = Ctx.Path.str();
    R.Line = Pos.Line;
    R.Column = Pos.Column;
    Io.mapRequired("name", R.Name);
    Io.mapRequired("kind", R.Kind);
    Io.mapOptional("metal", R.Metal);
    Io.mapRequired("status", R.Status);
    Io.mapOptional("note", R.Note);
    Io.mapOptional("min-msl", R.MinMsl);
    Io.mapOptional("diagnostic", R.Diagnostic);
    Io.mapOptional("helpers", R.Helpers);
    Io.mapOptional("example", R.Example);
    Io.mapOptional("tests", R.Tests);
    Io.mapOptional("variants", R.Variants);
  }
  static std::string validate(IO &, Rule &R) {
    if (!isCudaName(R))
      return "name: '" + R.Name + "' is not a CUDA name";
    if (R.Status != RuleStatus::Exact && R.Note.empty())
      return "row '" + R.Name + "': note is required unless status is exact";
    std::string Err = validateMapping(R.Metal, R.MinMsl, R.Diagnostic);
    if (!Err.empty())
      return "row '" + R.Name + "': " + Err;
    return "";
  }
};

template <> struct MappingTraits<RuleHelper> {
  static void mapping(IO &Io, RuleHelper &H) {
    YamlParseContext &Ctx = contextOf(Io);
    TextPosition Pos = Ctx.currentPosition(Io);
    H.File = Ctx.Path.str();
    H.Line = Pos.Line;
    H.Column = Pos.Column;
    Io.mapRequired("name", H.Name);
    Io.mapOptional("requires", H.Requires);
    Io.mapOptional("msl", H.Msl);
    Io.mapOptional("msl-file", H.MslFile);
  }
  static std::string validate(IO &, RuleHelper &H) {
    if (!StringRef(H.Name).starts_with("metalify_"))
      return "helper '" + H.Name + "': helper names start with metalify_";
    if (!H.MslFile.empty() && !H.Msl.empty())
      return "helper '" + H.Name + "': give msl or msl-file, not both";
    if (H.MslFile.empty() && StringRef(H.Msl).trim().empty())
      return "helper '" + H.Name + "': msl is empty";
    return "";
  }
};

template <> struct MappingTraits<RuleFileDoc> {
  static void mapping(IO &Io, RuleFileDoc &Doc) {
    Io.mapOptional("rows", Doc.Rows);
    Io.mapOptional("helpers", Doc.Helpers);
  }
};

} // namespace yaml
} // namespace llvm

namespace metalify {

/// Fails on the second definition of a name in \p Items.
template <typename T>
static Error checkUnique(const std::vector<T> &Items, StringRef What,
                         StringRef Path, StringRef Contents) {
  StringMap<unsigned> FirstLine;
  for (const T &Item : Items) {
    auto [It, Inserted] = FirstLine.try_emplace(Item.Name, Item.Line);
    if (Inserted)
      continue;
    return makeLocatedError(Path, Contents, {Item.Line, Item.Column},
                            "duplicate " + What + " '" + Item.Name +
                                "' (first defined at line " +
                                Twine(It->second) + ")");
  }
  return Error::success();
}

/// Reads the `msl-file:` of each helper in \p Helpers through \p Read.
static Error readHelperFiles(std::vector<RuleHelper> &Helpers, StringRef Path,
                             StringRef Contents, const RuleFileReader &Read) {
  for (RuleHelper &H : Helpers) {
    if (H.MslFile.empty())
      continue;
    SmallString<128> Aside = sys::path::parent_path(Path);
    sys::path::append(Aside, H.MslFile);
    sys::path::remove_dots(Aside, /*remove_dot_dot=*/true);
    Expected<std::string> Text = Read(Aside);
    if (!Text)
      return makeLocatedError(Path, Contents, {H.Line, H.Column},
                              "helper '" + H.Name + "': cannot read '" +
                                  Aside + "': " + toString(Text.takeError()));
    if (StringRef(*Text).trim().empty())
      return makeLocatedError(Path, Contents, {H.Line, H.Column},
                              "helper '" + H.Name + "': '" + Aside +
                                  "' is empty");
    H.Msl = std::move(*Text);
  }
  return Error::success();
}

Expected<std::string> readRuleFileFromDisk(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
      MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buffer)
    return errorCodeToError(Buffer.getError());
  return (*Buffer)->getBuffer().str();
}

Expected<RuleFile> parseRuleFile(StringRef Path, StringRef Contents,
                                 const RuleFileReader &Read) {
  YamlParseContext Ctx(Path, Contents);
  yaml::Input In(MemoryBufferRef(Contents, Path), &Ctx,
                 YamlParseContext::handleDiagnostic, &Ctx);
  RuleFileDoc Doc;
  In >> Doc;
  if (Error E = Ctx.takeError())
    return std::move(E);
  if (In.error())
    return createStringError(In.error(), "%s: error: malformed rules file",
                             Path.str().c_str());
  if (Error E = checkUnique(Doc.Rows, "row", Path, Contents))
    return std::move(E);
  if (Error E = checkUnique(Doc.Helpers, "helper", Path, Contents))
    return std::move(E);
  if (Error E = readHelperFiles(Doc.Helpers, Path, Contents, Read))
    return std::move(E);
  RuleFile File;
  File.Path = Path.str();
  File.Rows = std::move(Doc.Rows);
  File.Helpers = std::move(Doc.Helpers);
  return File;
}

} // namespace metalify
