//===- RuleTableDataTest.cpp - Consistency of the built-in table ----------===//
//
// Part of metalify. What can be checked on the embedded table without the
// translator's tests: every template expands, every helper and diagnostic a
// row names exists, and every row-raised diagnostic fits the translator's
// convention of two arguments ({0} the CUDA name, {1} the note).
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Diagnostics.h"
#include "metalify/translator/RuleDocs.h"
#include "metalify/translator/Rules.h"

#include "gtest/gtest.h"

using namespace metalify;
using namespace llvm;

namespace {

/// Nine plausible typed arguments: enough for any template in the table.
std::vector<RuleArg> sampleArgs() {
  std::vector<RuleArg> Args;
  for (int I = 1; I <= 9; ++I)
    Args.emplace_back("a" + std::to_string(I), "device int*", "int", "device");
  return Args;
}

TEST(RuleTableDataTest, EveryMappingExpands) {
  std::vector<RuleArg> Args = sampleArgs();
  for (const Rule &R : RuleTable::builtin().rows()) {
    if (R.Status == RuleStatus::Unsupported)
      continue;
    Expected<RuleExpansion> E = RuleTable::expandCall(R, Args, {"32"});
    // Made-up argument texts may select a variant that is unsupported.
    bool HasUnsupportedVariant =
        llvm::any_of(R.Variants, [](const RuleVariant &V) {
          return V.Status == RuleStatus::Unsupported;
        });
    std::string Error = E ? "" : toString(E.takeError());
    if (HasUnsupportedVariant && StringRef(Error).contains("not supported"))
      continue;
    EXPECT_TRUE(Error.empty()) << R.File << ":" << R.Line << ": " << Error;
  }
}

TEST(RuleTableDataTest, ReferencedHelpersAndDiagnosticsExist) {
  const RuleTable &T = RuleTable::builtin();
  const DiagnosticCatalog &C = DiagnosticCatalog::builtin();
  auto CheckDiagnostic = [&](const Rule &R, StringRef Id) {
    if (Id.empty())
      return;
    const DiagnosticInfo *D = C.find(Id);
    ASSERT_NE(D, nullptr) << R.File << ":" << R.Line << ": " << Id.str();
    EXPECT_FALSE(D->Retired) << R.Name;
    EXPECT_LE(DiagnosticCatalog::arity(D->Message), 2u)
        << Id.str() << " is raised by row " << R.Name
        << " but takes more than {0} name and {1} note";
  };
  for (const Rule &R : T.rows()) {
    std::vector<std::string> Helpers = R.Helpers;
    CheckDiagnostic(R, R.Diagnostic);
    for (const RuleVariant &V : R.Variants) {
      Helpers.insert(Helpers.end(), V.Helpers.begin(), V.Helpers.end());
      CheckDiagnostic(R, V.Diagnostic);
    }
    auto Closure = T.helperClosure(Helpers);
    EXPECT_TRUE(bool(Closure))
        << R.Name << ": " << (Closure ? "" : toString(Closure.takeError()));
  }
}

TEST(RuleTableDataTest, EveryMappedRowHasAnExample) {
  // `metalify rules NAME` shows a CUDA -> MSL example for every mapping:
  // written in the row, or derived from a rename or an untyped template.
  for (const Rule &R : RuleTable::builtin().rows()) {
    if (R.Status == RuleStatus::Unsupported || R.Metal.empty())
      continue;
    std::string Example = exampleFor(R);
    EXPECT_NE(Example.find("→"), std::string::npos)
        << R.File << ":" << R.Line << ": row '" << R.Name
        << "' needs an example 'CUDA → MSL'";
  }
}

TEST(RuleTableDataTest, KnownRowsMapAsDocumented) {
  const RuleTable &T = RuleTable::builtin();
  const Rule *Shfl = T.find("__shfl_down_sync");
  ASSERT_NE(Shfl, nullptr);
  EXPECT_EQ(*RuleTable::expand(*Shfl, {"0xffffffff", "v", "16"}),
            "simd_shuffle_down(v, ushort(16))");
  EXPECT_EQ(*RuleTable::expand(*Shfl, {"0xffffffff", "v", "1", "8"}),
            "metalify_shfl_down_w(v, 1, 8)");
  const Rule *Add = T.find("atomicAdd");
  ASSERT_NE(Add, nullptr);
  std::vector<RuleArg> Ull = {{"&n", "device ulong*", "ulong", "device"},
                              {"1", "ulong", "", ""}};
  Expected<RuleExpansion> E = RuleTable::expandCall(*Add, Ull);
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(E->Mapping.Status, RuleStatus::Emulated);
  EXPECT_EQ(E->Mapping.Diagnostic, "MTL3008");
  std::vector<RuleArg> Dbl = {{"&d", "device double*", "double", "device"},
                              {"x", "double", "", ""}};
  Expected<RuleExpansion> D = RuleTable::expandCall(*Add, Dbl);
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(D->Text, "metalify_atomic_add_f64(metalify_atomic_locks, "
                     "blockIdx, (device atomic_uint*)(&d), metalify::f64(x))");
  const std::vector<RuleArg> Half = {
      {"&h", "threadgroup half*", "half", "threadgroup"}, {"x", "half", "", ""}};
  EXPECT_FALSE(bool(RuleTable::expandCall(*Add, Half)));
  consumeError(RuleTable::expandCall(*Add, Half).takeError());
  const Rule *Tile = T.find("cooperative_groups::tiled_partition");
  ASSERT_NE(Tile, nullptr);
  Expected<RuleExpansion> TileE =
      RuleTable::expandCall(*Tile, {{"block"}}, {"16"});
  ASSERT_TRUE(bool(TileE));
  EXPECT_EQ(TileE->Text, "metalify_cg_tile<16>(block)");
  // A tile wider than a SIMD-group selects the unsupported overload, with
  // its own diagnostic (targ: conditions test template arguments).
  RuleMapping Wide = RuleTable::select(*Tile, {{"block"}}, {"64"});
  EXPECT_EQ(Wide.Status, RuleStatus::Unsupported);
  EXPECT_EQ(Wide.Diagnostic, "MTL2031");
  EXPECT_EQ(RuleTable::select(*Tile, {{"block"}}, {"8"}).Status,
            RuleStatus::Emulated);
  Expected<RuleExpansion> Dynamic =
      RuleTable::expandCall(*Tile, {{"block"}, {"16"}});
  ASSERT_TRUE(bool(Dynamic));
  EXPECT_EQ(Dynamic->Text, "metalify_cg_thread_group(block, 16)");
  EXPECT_EQ(RuleTable::select(*Tile, {{"block"}, {"n"}}).Diagnostic,
            "MTL2031");
}

TEST(RuleDocsTest, MarkdownEscapesPipesAndLinksDiagnostics) {
  std::string Md =
      renderMappingMarkdown(RuleTable::builtin(), DiagnosticCatalog::builtin());
  EXPECT_NE(Md.find("## atomics"), std::string::npos);
  EXPECT_NE(Md.find("`T:1=ulong\\|long`"), std::string::npos);
  EXPECT_NE(Md.find("[MTL3010](diagnostics.md#mtl3010)"), std::string::npos);
  std::string Diags = renderDiagnosticsMarkdown(DiagnosticCatalog::builtin());
  EXPECT_NE(Diags.find("## MTL3003"), std::string::npos);
}

TEST(RuleDocsTest, ExampleForRenames) {
  Rule R;
  R.Name = "sinf";
  R.Metal = "sin";
  EXPECT_EQ(exampleFor(R), "sinf(x) → sin(x)");
  R.Name = "__fmaf_rn";
  R.Kind = RuleKind::Intrinsic;
  R.Metal = "fma($1, $2, $3)";
  EXPECT_EQ(exampleFor(R), "__fmaf_rn(a, b, c) → fma(a, b, c)");
  R.Metal = "atomic_fetch_add_explicit((${as:1} atomic_${T:1}*)($1), $2)";
  EXPECT_EQ(exampleFor(R), "");
  R.Example = "clock() → 0";
  EXPECT_EQ(exampleFor(R), "clock() → 0");
}

} // namespace
