//===- DiagnosticsTest.cpp - Catalog, filter and reporter -----------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/Rules.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace metalify;
using namespace llvm;

namespace {

const char *Catalog = R"(diagnostics:
  - id: MTL9001
    severity: warning
    message: "'{0}' differs: {1}"
    fix: "Check it."
    before: "a"
    after: "b"
    marker: true
  - id: MTL9002
    severity: error
    message: "no '{0}'"
    fix: "Remove it."
  - id: MTL9003
    severity: note
    message: "old"
    retired: true
)";

DiagnosticCatalog makeCatalog() {
  Expected<DiagnosticFile> F = parseDiagnosticFile("d.yaml", Catalog);
  if (!F) {
    ADD_FAILURE() << toString(F.takeError());
    return {};
  }
  std::vector<DiagnosticFile> Files;
  Files.push_back(std::move(*F));
  Expected<DiagnosticCatalog> C =
      DiagnosticCatalog::fromFiles(std::move(Files));
  if (!C) {
    ADD_FAILURE() << toString(C.takeError());
    return {};
  }
  return std::move(*C);
}

DiagnosticFilter makeFilter(StringRef Suppress, StringRef Error) {
  Expected<DiagnosticFilter> F = DiagnosticFilter::parse(Suppress, Error);
  if (!F) {
    ADD_FAILURE() << toString(F.takeError());
    return *DiagnosticFilter::parse("", "");
  }
  return std::move(*F);
}

TEST(DiagnosticCatalogTest, ParsesEntries) {
  DiagnosticCatalog C = makeCatalog();
  ASSERT_EQ(C.entries().size(), 3u);
  const DiagnosticInfo *W = C.find("MTL9001");
  ASSERT_NE(W, nullptr);
  EXPECT_EQ(W->Level, Severity::Warning);
  EXPECT_TRUE(W->Marker);
  EXPECT_EQ(W->Line, 2u);
  EXPECT_TRUE(C.find("MTL9003")->Retired);
  EXPECT_EQ(C.find("MTL9999"), nullptr);
}

TEST(DiagnosticCatalogTest, FormatAndArity) {
  DiagnosticCatalog C = makeCatalog();
  const DiagnosticInfo &W = *C.find("MTL9001");
  EXPECT_EQ(DiagnosticCatalog::format(W, {"atomicAdd", "CAS loop"}),
            "'atomicAdd' differs: CAS loop");
  // A missing argument stays visible rather than crashing.
  EXPECT_EQ(DiagnosticCatalog::format(W, {"x"}), "'x' differs: {1}");
  EXPECT_EQ(DiagnosticCatalog::arity(W.Message), 2u);
  EXPECT_EQ(DiagnosticCatalog::arity("braces {not} {0}"), 1u);
}

TEST(DiagnosticCatalogTest, ErrorsAreLocated) {
  auto Dup = parseDiagnosticFile(
      "d.yaml", "diagnostics:\n  - id: MTL9001\n    severity: note\n"
                "    message: a\n  - id: MTL9001\n    severity: note\n"
                "    message: b\n");
  ASSERT_FALSE(bool(Dup));
  EXPECT_NE(toString(Dup.takeError()).find("d.yaml:5:5: error: duplicate id"),
            std::string::npos);
  auto BadId = parseDiagnosticFile(
      "d.yaml", "diagnostics:\n  - id: W1\n    severity: note\n"
                "    message: a\n");
  ASSERT_FALSE(bool(BadId));
  EXPECT_NE(toString(BadId.takeError()).find("d.yaml:2:5: error: id: 'W1'"),
            std::string::npos);
  auto BadLevel = parseDiagnosticFile(
      "d.yaml", "diagnostics:\n  - id: MTL9001\n    severity: fatal\n"
                "    message: a\n");
  ASSERT_FALSE(bool(BadLevel));
  EXPECT_NE(toString(BadLevel.takeError()).find("unknown severity"),
            std::string::npos);
}

TEST(DiagnosticCatalogTest, DuplicateAcrossFiles) {
  std::vector<DiagnosticFile> Files;
  Files.push_back(*parseDiagnosticFile("a.yaml", Catalog));
  Files.push_back(*parseDiagnosticFile("b.yaml", Catalog));
  auto C = DiagnosticCatalog::fromFiles(std::move(Files));
  ASSERT_FALSE(bool(C));
  EXPECT_NE(toString(C.takeError()).find("already defined at a.yaml:2:5"),
            std::string::npos);
}

TEST(DiagnosticCatalogTest, BuiltinIsSortedAndUnique) {
  const DiagnosticCatalog &C = DiagnosticCatalog::builtin();
  ASSERT_FALSE(C.entries().empty());
  for (size_t I = 1; I < C.entries().size(); ++I)
    EXPECT_LT(C.entries()[I - 1].Id, C.entries()[I].Id);
}

TEST(DiagnosticFilterTest, IdsAndRanges) {
  DiagnosticFilter F = makeFilter("MTL1042,MTL1050-MTL1060", "MTL2001");
  EXPECT_TRUE(F.isSuppressed("MTL1042"));
  EXPECT_FALSE(F.isSuppressed("MTL1043"));
  EXPECT_TRUE(F.isSuppressed("MTL1050"));
  EXPECT_TRUE(F.isSuppressed("MTL1055"));
  EXPECT_TRUE(F.isSuppressed("MTL1060"));
  EXPECT_FALSE(F.isSuppressed("MTL1061"));
  EXPECT_TRUE(F.isPromoted("MTL2001"));
  EXPECT_FALSE(F.isPromoted("MTL1042"));
  EXPECT_FALSE(F.isSuppressed("garbage"));
}

TEST(DiagnosticFilterTest, RejectsMalformedLists) {
  auto Bad = DiagnosticFilter::parse("MTL10x", "");
  ASSERT_FALSE(bool(Bad));
  EXPECT_EQ(toString(Bad.takeError()),
            "--suppress: 'MTL10x' is not an id (MTL1042) or a range "
            "(MTL1050-MTL1060)");
  auto Reversed = DiagnosticFilter::parse("", "MTL1060-MTL1050");
  ASSERT_FALSE(bool(Reversed));
  EXPECT_NE(toString(Reversed.takeError()).find("--error: range"),
            std::string::npos);
}

TEST(DiagnosticReporterTest, ClangStyleWithExcerpt) {
  DiagnosticCatalog C = makeCatalog();
  std::string Out;
  raw_string_ostream OS(Out);
  DiagnosticReporter R(OS, makeFilter("", ""), /*Color=*/false, &C);
  DiagnosticLocation Loc{"k.cu", 12, 5, "    atomicAdd(&h[i], v);"};
  EXPECT_TRUE(R.report(Loc, "MTL9001", {"atomicAdd", "CAS loop"}));
  EXPECT_EQ(Out, "k.cu:12:5: warning: 'atomicAdd' differs: CAS loop "
                 "[MTL9001]\n"
                 "   12 |     atomicAdd(&h[i], v);\n"
                 "      |     ^\n");
  EXPECT_FALSE(R.hasErrors());
  EXPECT_EQ(R.warningCount(), 1u);
  ASSERT_EQ(R.emitted().size(), 1u);
  EXPECT_EQ(R.emitted()[0].markerComment(),
            "/* MTL9001: 'atomicAdd' differs: CAS loop */");
}

TEST(DiagnosticReporterTest, SuppressPromoteAndErrors) {
  DiagnosticCatalog C = makeCatalog();
  std::string Out;
  raw_string_ostream OS(Out);
  DiagnosticReporter Quiet(OS, makeFilter("MTL9001-MTL9002", ""), false, &C);
  EXPECT_FALSE(Quiet.report("k.cu", "MTL9001", {"a", "b"}));
  // Errors cannot be suppressed.
  EXPECT_TRUE(Quiet.report("k.cu", "MTL9002", {"x"}));
  EXPECT_TRUE(Quiet.hasErrors());
  EXPECT_EQ(Out, "k.cu: error: no 'x' [MTL9002]\n");

  Out.clear();
  DiagnosticReporter Strict(OS, makeFilter("", "MTL9001"), false, &C);
  Strict.report("k.cu", "MTL9001", {"a", "b"});
  EXPECT_TRUE(Strict.hasErrors());
  EXPECT_EQ(Out, "k.cu: error: 'a' differs: b [MTL9001]\n");
}

TEST(DiagnosticReporterTest, ReportsAMappingsDiagnostic) {
  DiagnosticCatalog C = makeCatalog();
  std::string Out;
  raw_string_ostream OS(Out);
  DiagnosticReporter R(OS, makeFilter("", ""), false, &C);
  Rule Row;
  Row.Name = "erff";
  Row.Diagnostic = "MTL9001";
  Row.Note = "polynomial";
  Row.Status = RuleStatus::Approximate;
  RuleMapping M = RuleTable::select(Row, {});
  EXPECT_TRUE(R.reportMapping(DiagnosticLocation{"k.cu", 3, 7, ""}, Row, M));
  EXPECT_EQ(Out, "k.cu:3:7: warning: 'erff' differs: polynomial [MTL9001]\n");
  Row.Diagnostic.clear();
  EXPECT_FALSE(R.reportMapping(DiagnosticLocation{"k.cu", 3, 7, ""}, Row,
                               RuleTable::select(Row, {})));
}

TEST(DiagnosticReporterTest, UnknownIdIsAnInternalError) {
  DiagnosticCatalog C = makeCatalog();
  std::string Out;
  raw_string_ostream OS(Out);
  DiagnosticReporter R(OS, makeFilter("", ""), false, &C);
  R.report("k.cu", "MTL0000");
  EXPECT_TRUE(R.hasErrors());
  EXPECT_NE(Out.find("internal error: unknown diagnostic id [MTL0000]"),
            std::string::npos);
}

TEST(DiagnosticReporterTest, ColourOnlyWhenAsked) {
  DiagnosticCatalog C = makeCatalog();
  std::string Out;
  raw_string_ostream OS(Out);
  OS.enable_colors(true);
  DiagnosticReporter R(OS, makeFilter("", ""), /*Color=*/true, &C);
  R.report("k.cu", "MTL9002", {"x"});
  EXPECT_NE(Out.find("\x1b["), std::string::npos);
}

TEST(DiagnosticReporterTest, FromClangSourceLocation) {
  DiagnosticCatalog C = makeCatalog();
  clang::FileSystemOptions FSOpts;
  clang::FileManager FM(FSOpts);
  clang::DiagnosticsEngine Engine(new clang::DiagnosticIDs(),
                                  new clang::DiagnosticOptions(),
                                  new clang::IgnoringDiagConsumer());
  clang::SourceManager SM(Engine, FM);
  std::unique_ptr<MemoryBuffer> Buf =
      MemoryBuffer::getMemBuffer("int a;\n  int b = foo(1);\n", "x.cu");
  clang::FileID FID = SM.createFileID(std::move(Buf));
  clang::SourceLocation Loc =
      SM.getLocForStartOfFile(FID).getLocWithOffset(7 + 10);
  std::string Out;
  raw_string_ostream OS(Out);
  DiagnosticReporter R(OS, makeFilter("", ""), false, &C);
  R.report(SM, Loc, "MTL9002", {"foo"});
  EXPECT_EQ(Out, "x.cu:2:11: error: no 'foo' [MTL9002]\n"
                 "    2 |   int b = foo(1);\n"
                 "      |           ^\n");
}

} // namespace
