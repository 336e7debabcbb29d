//===- RulesTest.cpp - The mapping table loader and templates -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Rules.h"
#include "Rules/RuleTemplate.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace metalify;
using namespace llvm;

namespace {

/// Parses \p Yaml as "t.yaml" and fails the test on error.
RuleFile parseOk(StringRef Yaml) {
  Expected<RuleFile> F = parseRuleFile("t.yaml", Yaml);
  if (!F) {
    ADD_FAILURE() << toString(F.takeError());
    return {};
  }
  return std::move(*F);
}

/// The error message of parsing \p Yaml, or "" when it parses.
std::string parseError(StringRef Yaml) {
  Expected<RuleFile> F = parseRuleFile("t.yaml", Yaml);
  if (F)
    return "";
  return toString(F.takeError());
}

Rule makeRule(StringRef Name, StringRef Metal) {
  Rule R;
  R.Name = Name.str();
  R.Metal = Metal.str();
  return R;
}

const char *AtomicAdd = R"yaml(rows:
  - name: atomicAdd
    kind: device-function
    metal: "atomic_fetch_add_explicit((${as:1} atomic_${T:1}*)($1), $2, memory_order_relaxed)"
    status: exact
    tests: [tests/lit/translate/atomics.cu]
    variants:
      - when: "T:1=float as:1=threadgroup"
        metal: "metalify_atomic_add_tg_float((threadgroup atomic_uint*)($1), $2)"
        status: emulated
        note: "CAS loop"
        helpers: [metalify_atomic_add_tg_float]
helpers:
  - name: metalify_atomic_add_tg_float
    requires: [metalify_bits]
    msl: |
      inline float metalify_atomic_add_tg_float(threadgroup atomic_uint *p, float v) { return 0; }
  - name: metalify_bits
    msl: "inline uint metalify_bits(float f) { return as_type<uint>(f); }"
)yaml";

TEST(RuleFileTest, ParsesRowsWithLocations) {
  RuleFile F = parseOk(AtomicAdd);
  ASSERT_EQ(F.Rows.size(), 1u);
  const Rule &R = F.Rows[0];
  EXPECT_EQ(R.Name, "atomicAdd");
  EXPECT_EQ(R.Kind, RuleKind::DeviceFunction);
  EXPECT_EQ(R.Status, RuleStatus::Exact);
  EXPECT_EQ(R.File, "t.yaml");
  EXPECT_EQ(R.Line, 2u);
  EXPECT_EQ(R.Column, 5u);
  ASSERT_EQ(R.Tests.size(), 1u);
  ASSERT_EQ(R.Variants.size(), 1u);
  EXPECT_EQ(R.Variants[0].Status, RuleStatus::Emulated);
  ASSERT_EQ(F.Helpers.size(), 2u);
  EXPECT_TRUE(StringRef(F.Helpers[0].Msl).starts_with("inline float"));
}

TEST(RuleFileTest, UnknownKeyIsLocated) {
  std::string E = parseError("rows:\n  - name: x\n    kind: type\n"
                             "    status: exact\n    colour: red\n");
  EXPECT_NE(E.find("t.yaml:5:5: error: unknown key 'colour'"),
            std::string::npos)
      << E;
}

TEST(RuleFileTest, UnknownKindIsLocated) {
  std::string E =
      parseError("rows:\n  - name: x\n    kind: typo\n    status: exact\n");
  EXPECT_NE(E.find("t.yaml:3:11: error: unknown kind"), std::string::npos) << E;
}

TEST(RuleFileTest, NoteRequiredUnlessExact) {
  std::string E =
      parseError("rows:\n  - name: x\n    kind: type\n    status: emulated\n");
  EXPECT_NE(E.find("t.yaml:2:5: error: row 'x': note is required"),
            std::string::npos)
      << E;
}

TEST(RuleFileTest, BadTemplateRejectedAtLoad) {
  std::string E = parseError("rows:\n  - name: x\n    kind: intrinsic\n"
                             "    metal: \"f(${foo:1})\"\n    status: exact\n");
  EXPECT_NE(E.find("unknown placeholder '${foo:1}'"), std::string::npos) << E;
  EXPECT_NE(E.find("t.yaml:2:5"), std::string::npos) << E;
}

TEST(RuleFileTest, DuplicateNameIsAnError) {
  std::string E =
      parseError("rows:\n"
                 "  - name: x\n    kind: type\n    status: exact\n"
                 "  - name: x\n    kind: type\n    status: exact\n");
  EXPECT_NE(E.find("t.yaml:5:5: error: duplicate row 'x' (first defined at "
                   "line 2)"),
            std::string::npos)
      << E;
}

TEST(RuleFileTest, SyntaxErrorIsLocated) {
  std::string E = parseError("rows:\n  - name: [x\n");
  EXPECT_NE(E.find("t.yaml:"), std::string::npos) << E;
  EXPECT_NE(E.find("error:"), std::string::npos) << E;
}

TEST(RuleFileTest, BadVersionAndDiagnostic) {
  EXPECT_NE(parseError("rows:\n  - name: x\n    kind: type\n"
                       "    status: exact\n    min-msl: three\n")
                .find("is not a version"),
            std::string::npos);
  EXPECT_NE(parseError("rows:\n  - name: x\n    kind: type\n"
                       "    status: exact\n    diagnostic: W42\n")
                .find("is not an id"),
            std::string::npos);
}

TEST(RuleFileTest, EmptyFileHasNoRows) {
  RuleFile F = parseOk("# nothing yet\n");
  EXPECT_TRUE(F.Rows.empty());
}

TEST(RuleTemplateTest, RenameAndPositional) {
  EXPECT_FALSE(makeRule("sinf", "sin").isTemplate());
  Expected<std::string> Rename =
      RuleTable::expand(makeRule("sinf", "sin"), {"x"});
  ASSERT_TRUE(bool(Rename));
  EXPECT_EQ(*Rename, "sin");
  Rule Fma = makeRule("__fmaf_rn", "fma($1, $2, $3)");
  Expected<std::string> E = RuleTable::expand(Fma, {"a", "b * c", "d"});
  ASSERT_TRUE(bool(E)) << toString(E.takeError());
  EXPECT_EQ(*E, "fma(a, b * c, d)");
}

TEST(RuleTemplateTest, ConstantsAndQualifiedNames) {
  EXPECT_TRUE(makeRule("clock", "0").isTemplate());
  EXPECT_FALSE(makeRule("__expf", "fast::exp").isTemplate());
  EXPECT_FALSE(makeRule("__host__", "").isTemplate());
  EXPECT_TRUE(makeRule("__ldg", "(*($1))").isTemplate());
  EXPECT_EQ(*RuleTable::expand(makeRule("clock", "0"), {}), "0");
}

TEST(RuleTemplateTest, TemplateArguments) {
  Rule R = makeRule("tiled_partition", "tile<${targ:1}>($1)");
  EXPECT_EQ(templateArity(R.Metal), 1u);
  Expected<RuleExpansion> E = RuleTable::expandCall(R, {{"b"}}, {"32"});
  ASSERT_TRUE(bool(E)) << toString(E.takeError());
  EXPECT_EQ(E->Text, "tile<32>(b)");
  Expected<RuleExpansion> Missing = RuleTable::expandCall(R, {{"b"}});
  ASSERT_FALSE(bool(Missing));
  EXPECT_NE(toString(Missing.takeError()).find("needs template argument 1"),
            std::string::npos);
}

TEST(RuleTemplateTest, AllArgumentsAndDollar) {
  Rule R = makeRule("printf", "metalify_printf($*) /* $$ */");
  Expected<std::string> E = RuleTable::expand(R, {"\"%d\"", "i"});
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(*E, "metalify_printf(\"%d\", i) /* $ */");
  Expected<std::string> None = RuleTable::expand(R, {});
  ASSERT_TRUE(bool(None));
  EXPECT_EQ(*None, "metalify_printf() /* $ */");
}

TEST(RuleTemplateTest, TooFewArgumentsIsAnError) {
  Rule R = makeRule("atomicAdd", "f($1, $2)");
  Expected<std::string> E = RuleTable::expand(R, {"p"});
  ASSERT_FALSE(bool(E));
  EXPECT_EQ(toString(E.takeError()),
            "'atomicAdd' needs at least 2 arguments, the call has 1");
}

TEST(RuleTemplateTest, TypedPlaceholders) {
  RuleFile F = parseOk(AtomicAdd);
  const Rule &R = F.Rows[0];
  std::vector<RuleArg> Args = {{"&n[i]", "device int*", "int", "device"},
                               {"1", "int", "", ""}};
  Expected<RuleExpansion> E = RuleTable::expandCall(R, Args);
  ASSERT_TRUE(bool(E)) << toString(E.takeError());
  EXPECT_EQ(E->Text, "atomic_fetch_add_explicit((device atomic_int*)(&n[i]), "
                     "1, memory_order_relaxed)");
  EXPECT_EQ(E->Mapping.Status, RuleStatus::Exact);
  EXPECT_EQ(E->Mapping.Variant, nullptr);
}

TEST(RuleTemplateTest, TypedPlaceholderWithoutTypeIsAnError) {
  RuleFile F = parseOk(AtomicAdd);
  Expected<std::string> E = RuleTable::expand(F.Rows[0], {"p", "1"});
  ASSERT_FALSE(bool(E));
  EXPECT_NE(toString(E.takeError()).find("${as:1} needs a pointer argument"),
            std::string::npos);
}

TEST(RuleTemplateTest, VariantSelection) {
  RuleFile F = parseOk(AtomicAdd);
  std::vector<RuleArg> Args = {
      {"&s[0]", "threadgroup float*", "float", "threadgroup"},
      {"v", "float", "", ""}};
  Expected<RuleExpansion> E = RuleTable::expandCall(F.Rows[0], Args);
  ASSERT_TRUE(bool(E)) << toString(E.takeError());
  EXPECT_EQ(
      E->Text,
      "metalify_atomic_add_tg_float((threadgroup atomic_uint*)(&s[0]), v)");
  EXPECT_EQ(E->Mapping.Status, RuleStatus::Emulated);
  EXPECT_EQ(E->Mapping.Note, "CAS loop");
  ASSERT_EQ(E->Mapping.Helpers.size(), 1u);
  // Device float keeps the row's own mapping.
  Args[0].AddressSpace = "device";
  Expected<RuleExpansion> D = RuleTable::expandCall(F.Rows[0], Args);
  ASSERT_TRUE(bool(D));
  EXPECT_EQ(D->Mapping.Variant, nullptr);
  EXPECT_EQ(D->Text, "atomic_fetch_add_explicit((device atomic_float*)(&s[0]), "
                     "v, memory_order_relaxed)");
}

TEST(RuleTemplateTest, ConditionsOnCountTextAndNegation) {
  Rule R = makeRule("__shfl_down_sync", "simd_shuffle_down($2, $3)");
  RuleVariant Narrow;
  Narrow.When = "args=4 text:4!=32";
  Narrow.Metal = "metalify_shfl_down_w($2, $3, $4)";
  Narrow.Status = RuleStatus::Emulated;
  R.Variants.push_back(Narrow);
  EXPECT_EQ(*RuleTable::expand(R, {"m", "v", "1"}), "simd_shuffle_down(v, 1)");
  EXPECT_EQ(*RuleTable::expand(R, {"m", "v", "1", " 32"}),
            "simd_shuffle_down(v, 1)");
  EXPECT_EQ(*RuleTable::expand(R, {"m", "v", "1", "16"}),
            "metalify_shfl_down_w(v, 1, 16)");
}

TEST(RuleTemplateTest, ConditionsOnResultUse) {
  Rule R = makeRule("atomicMax", "atomic_fetch_max_explicit($1, $2)");
  RuleVariant Unused;
  Unused.When = "T:1=ulong result=unused";
  Unused.Metal = "atomic_max_explicit($1, $2)";
  R.Variants.push_back(Unused);
  RuleVariant Used;
  Used.When = "T:1=ulong result=used";
  Used.Status = RuleStatus::Unsupported;
  R.Variants.push_back(Used);
  std::vector<RuleArg> Args = {{"p", "device ulong *", "ulong", "device"},
                               {"v", "ulong", "", ""}};
  RuleCallFacts Discarded{"unused"};
  Expected<RuleExpansion> E = expandCallWithFacts(R, Args, {}, Discarded);
  ASSERT_TRUE(bool(E)) << toString(E.takeError());
  EXPECT_EQ(E->Text, "atomic_max_explicit(p, v)");
  EXPECT_EQ(selectMapping(R, Args, RuleCallFacts{"used"}).Status,
            RuleStatus::Unsupported);
  // Unknown use matches neither variant: the row's own mapping.
  EXPECT_EQ(RuleTable::select(R, Args).Variant, nullptr);
  EXPECT_EQ(validateCondition("result=used|unused"), "");
  EXPECT_NE(validateCondition("result=ignored"), "");
}

TEST(RuleTemplateTest, ValidationAndArity) {
  EXPECT_EQ(validateTemplate("f($1, ${T:2}, $*)"), "");
  EXPECT_NE(validateTemplate("f($0)"), "");
  EXPECT_NE(validateTemplate("f($x)"), "");
  EXPECT_NE(validateTemplate("f(${T:1)"), "");
  EXPECT_NE(validateTemplate("f(${T:10})"), "");
  EXPECT_NE(validateTemplate("f($"), "");
  EXPECT_EQ(templateArity("f($1, ${as:3})"), 3u);
  EXPECT_EQ(templateArity("sin"), 0u);
  EXPECT_EQ(validateCondition("T:1=int|uint as:1!=threadgroup args=2"), "");
  EXPECT_NE(validateCondition("colour:1=red"), "");
  EXPECT_NE(validateCondition("T:1"), "");
  EXPECT_NE(validateCondition(""), "");
}

TEST(RuleTemplateTest, UnsupportedRowDoesNotExpand) {
  Rule R = makeRule("tex2D", "");
  R.Status = RuleStatus::Unsupported;
  R.Note = "no textures";
  Expected<std::string> E = RuleTable::expand(R, {"t", "x", "y"});
  ASSERT_FALSE(bool(E));
  EXPECT_NE(toString(E.takeError()).find("no textures"), std::string::npos);
}

TEST(RuleTableTest, DuplicateAcrossFilesOfOneSource) {
  std::vector<RuleFile> Files;
  Files.push_back(parseOk(AtomicAdd));
  Files.push_back(parseOk(AtomicAdd));
  Files[1].Path = Files[1].Rows[0].File = "u.yaml";
  auto T = RuleTable::fromFiles(std::move(Files));
  ASSERT_FALSE(bool(T));
  EXPECT_NE(toString(T.takeError()).find("already defined at t.yaml:2"),
            std::string::npos);
}

TEST(RuleTableTest, UserRowsOverride) {
  std::vector<RuleFile> Files;
  Files.push_back(parseOk(AtomicAdd));
  auto T = RuleTable::fromFiles(std::move(Files));
  ASSERT_TRUE(bool(T));
  RuleFile User = parseOk("rows:\n  - name: atomicAdd\n    kind: macro\n"
                          "    metal: mine\n    status: exact\n"
                          "  - name: MY_MACRO\n    kind: macro\n"
                          "    metal: metal_macro\n    status: exact\n");
  (*T)->addOverrides(std::move(User));
  ASSERT_NE((*T)->find("atomicAdd"), nullptr);
  EXPECT_EQ((*T)->find("atomicAdd")->Metal, "mine");
  ASSERT_NE((*T)->find("MY_MACRO"), nullptr);
  EXPECT_EQ((*T)->find("nope"), nullptr);
  ASSERT_EQ((*T)->rows().size(), 2u);
  EXPECT_EQ((*T)->rows()[0].Name, "MY_MACRO"); // sorted
}

TEST(RuleTableTest, HelperClosureOrdersDependencies) {
  std::vector<RuleFile> Files;
  Files.push_back(parseOk(AtomicAdd));
  auto T = RuleTable::fromFiles(std::move(Files));
  ASSERT_TRUE(bool(T));
  auto Order = (*T)->helperClosure({"metalify_atomic_add_tg_float"});
  ASSERT_TRUE(bool(Order));
  ASSERT_EQ(Order->size(), 2u);
  EXPECT_EQ((*Order)[0]->Name, "metalify_bits");
  auto Missing = (*T)->helperClosure({"metalify_nope"});
  ASSERT_FALSE(bool(Missing));
  consumeError(Missing.takeError());
}

TEST(RuleTableTest, SuggestsCloseNames) {
  std::vector<RuleFile> Files;
  Files.push_back(parseOk(AtomicAdd));
  auto T = RuleTable::fromFiles(std::move(Files));
  ASSERT_TRUE(bool(T));
  std::vector<std::string> S = (*T)->suggest("atomicadd");
  ASSERT_FALSE(S.empty());
  EXPECT_EQ(S[0], "atomicAdd");
  EXPECT_EQ((*T)->suggest("atom")[0], "atomicAdd");
  EXPECT_TRUE((*T)->suggest("cudaMalloc").empty());
}

TEST(RuleTableTest, LoadRejectsMissingAndMalformedUserFiles) {
  auto Missing = RuleTable::load({"/nonexistent/rules.yaml"});
  ASSERT_FALSE(bool(Missing));
  EXPECT_NE(toString(Missing.takeError()).find("cannot read rules file"),
            std::string::npos);

  SmallString<128> Path;
  int FD;
  ASSERT_FALSE(sys::fs::createTemporaryFile("rules", "yaml", FD, Path));
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << "rows:\n  - name: X\n    kind: macro\n    status: bogus\n";
  }
  auto Bad = RuleTable::load({std::string(Path)});
  sys::fs::remove(Path);
  ASSERT_FALSE(bool(Bad));
  std::string Msg = toString(Bad.takeError());
  EXPECT_NE(Msg.find(std::string(Path) + ":4:13: error: unknown status"),
            std::string::npos)
      << Msg;
}

TEST(RuleTableTest, UserFileMapsAProjectMacro) {
  std::string Path =
      METALIFY_SOURCE_DIR "/tests/lit/rules/Inputs/user-macro.yaml";
  auto T = RuleTable::load({Path});
  ASSERT_TRUE(bool(T)) << toString(T.takeError());
  const Rule *Clamp = (*T)->find("CLAMP01");
  ASSERT_NE(Clamp, nullptr);
  Expected<std::string> E = RuleTable::expand(*Clamp, {"x * 2.0f"});
  ASSERT_TRUE(bool(E));
  EXPECT_EQ(*E, "saturate(x * 2.0f)");
  // The override replaces the built-in row; the built-in table is intact.
  EXPECT_EQ((*T)->find("__expf")->Metal, "precise::exp");
  EXPECT_EQ(RuleTable::builtin().find("__expf")->Metal, "fast::exp");
  EXPECT_EQ(RuleTable::builtin().find("CLAMP01"), nullptr);
  EXPECT_EQ((*T)->rows().size(), RuleTable::builtin().rows().size() + 1);
}

TEST(RuleTableTest, BuiltinTableLoadsAndIsSorted) {
  const RuleTable &T = RuleTable::builtin();
  ASSERT_FALSE(T.rows().empty());
  for (size_t I = 1; I < T.rows().size(); ++I)
    EXPECT_LT(T.rows()[I - 1].Name, T.rows()[I].Name);
  for (const Rule &R : T.rows())
    EXPECT_TRUE(StringRef(R.File).starts_with("rules/mapping/")) << R.File;
}

TEST(RuleNamesTest, RoundTripAndClassify) {
  for (RuleKind K :
       {RuleKind::BuiltinVariable, RuleKind::Qualifier,
        RuleKind::DeviceFunction, RuleKind::Intrinsic, RuleKind::Type,
        RuleKind::HostApi, RuleKind::Header, RuleKind::Macro,
        RuleKind::Construct, RuleKind::InlineAsm})
    EXPECT_EQ(parseRuleKind(toString(K)), K);
  EXPECT_EQ(parseRuleKind("nope"), std::nullopt);
  EXPECT_EQ(classify(RuleStatus::Exact), RuleClass::Translated);
  EXPECT_EQ(classify(RuleStatus::Approximate), RuleClass::Approximated);
  EXPECT_EQ(classify(RuleStatus::Emulated), RuleClass::Approximated);
  EXPECT_EQ(classify(RuleStatus::Unsupported), RuleClass::Untranslatable);
}

TEST(RuleNamesTest, CompareMslVersions) {
  EXPECT_LT(compareMslVersions("2.4", "3.0"), 0);
  EXPECT_LT(compareMslVersions("3.1", "3.10"), 0);
  EXPECT_EQ(compareMslVersions("3.1", "3.1"), 0);
  EXPECT_GT(compareMslVersions("3.2", ""), 0);
}

} // namespace
