//===- TreePlanTest.cpp - Planning a whole-tree translation ---------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/TreePlan.h"
#include "Stats/LineDiff.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

#include <map>

using namespace metalify;

namespace {

/// A scratch directory with a small CUDA project in it, removed afterwards.
class TreePlanTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::SmallString<128> Dir;
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("tree-plan", Dir));
    Root = normalizedPath(Dir);
    for (const char *F : {"src/main.cu", "src/kernels/k.cu", "src/inc/ops.cuh",
                          "src/inc/util.h", "src/host.cpp", "src/Makefile",
                          "src/.git/config", "src/k.o", "src/out/stale.cu",
                          "other/unused.h"})
      write(F, "// " + std::string(F) + "\n");
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Root); }

  std::string path(llvm::StringRef Rel) const {
    llvm::SmallString<256> P(Root);
    llvm::sys::path::append(P, Rel);
    return std::string(P);
  }
  void write(llvm::StringRef Rel, llvm::StringRef Text) {
    std::string P = path(Rel);
    ASSERT_FALSE(llvm::sys::fs::create_directories(
        llvm::sys::path::parent_path(P)));
    std::error_code EC;
    llvm::raw_fd_ostream OS(P, EC);
    ASSERT_FALSE(EC);
    OS << Text;
  }
  /// Relative path -> action, blocked entries marked with a '!'.
  static std::map<std::string, std::string> actions(const TreePlan &Plan) {
    std::map<std::string, std::string> Out;
    for (const TreeEntry &E : Plan.entries())
      Out[E.Relative] = toString(E.Action).str() + (E.Blocked ? "!" : "");
    return Out;
  }

  std::string Root;
  std::string Messages;
  llvm::raw_string_ostream OS{Messages};
  DiagnosticReporter Diags{OS, *DiagnosticFilter::parse("", ""), false};
};

TEST_F(TreePlanTest, DirectoryIsWalkedAndClassified) {
  TreeRequest R{{path("src")}, {}, "", path("src/out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  std::map<std::string, std::string> Expected = {
      {"Makefile", "copy"},         {"host.cpp", "copy"},
      {"inc/ops.cuh", "header"},    {"inc/util.h", "copy"},
      {"kernels/k.cu", "translate"}, {"main.cu", "translate"}};
  // Hidden folders, build products and the output folder are left out.
  EXPECT_EQ(actions(*Plan), Expected);
  EXPECT_EQ(Plan->baseDir(), path("src"));
  EXPECT_TRUE(Messages.empty()) << Messages;
}

TEST_F(TreePlanTest, OutputsMirrorTheLayout) {
  TreeRequest R{{path("src")}, {}, "", path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  std::map<std::string, std::vector<std::string>> Outs;
  for (const TreeEntry &E : Plan->entries())
    Outs[E.Relative] = Plan->outputsOf(E);
  std::vector<std::string> K = {path("out/kernels/k.metal"),
                                path("out/kernels/k.cpp")};
  EXPECT_EQ(Outs["kernels/k.cu"], K);
  EXPECT_EQ(Outs["Makefile"], std::vector<std::string>{path("out/Makefile")});
}

TEST_F(TreePlanTest, IncludedHeadersBecomeHeadersOnce) {
  TreeRequest R{{path("src")}, {}, "", path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  int I = Plan->addIncludedHeader(path("src/kernels/../inc/util.h"), Diags);
  ASSERT_GE(I, 0);
  EXPECT_EQ(Plan->entries()[I].Action, TreeAction::Header);
  // A second includer changes nothing: the header is translated once.
  EXPECT_EQ(Plan->addIncludedHeader(path("src/inc/util.h"), Diags), -1);
  // Already a header; outside the base: nothing to do.
  EXPECT_EQ(Plan->addIncludedHeader(path("src/inc/ops.cuh"), Diags), -1);
  EXPECT_EQ(Plan->addIncludedHeader(path("other/unused.h"), Diags), -1);
}

TEST_F(TreePlanTest, NamedFilesAddTheirHeadersBelowTheBase) {
  TreeRequest R{{path("src/main.cu"), path("src/kernels/k.cu")}, {}, "",
                path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  EXPECT_EQ(Plan->baseDir(), path("src"));
  EXPECT_EQ(Plan->entries().size(), 2u);
  int I = Plan->addIncludedHeader(path("src/inc/util.h"), Diags);
  ASSERT_GE(I, 0);
  EXPECT_EQ(Plan->entries()[I].Relative, "inc/util.h");
  EXPECT_EQ(Plan->outputsOf(Plan->entries()[I]).front(),
            path("out/inc/util.h"));
}

TEST_F(TreePlanTest, HeaderBesideItsOutputIsLeftAlone) {
  // `metalify translate main.cu -o .` in the sources' folder: the header
  // would be its own output.
  TreeRequest R{{path("src/main.cu")}, {}, "", path("src")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  EXPECT_EQ(Plan->addIncludedHeader(path("src/inc/util.h"), Diags), -1);
  EXPECT_EQ(Plan->entries().size(), 1u);
  EXPECT_FALSE(Plan->entries().front().Blocked);
  EXPECT_TRUE(Messages.empty()) << Messages;
}

TEST_F(TreePlanTest, OutputDirectoryHoldingASourceDirectoryIsRefused) {
  TreeRequest R{{path("src")}, {}, "", path("src")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  EXPECT_FALSE(static_cast<bool>(Plan));
  llvm::consumeError(Plan.takeError());
  EXPECT_NE(Messages.find("[MTL1018]"), std::string::npos) << Messages;
}

TEST_F(TreePlanTest, ClashingOutputsBlockBothFiles) {
  write("src/host.cu", "");
  TreeRequest R{{path("src")}, {}, "", path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  EXPECT_EQ(actions(*Plan)["host.cu"], "translate!");
  EXPECT_EQ(actions(*Plan)["host.cpp"], "copy!");
  EXPECT_EQ(actions(*Plan)["main.cu"], "translate");
  EXPECT_NE(Messages.find("[MTL1005]"), std::string::npos) << Messages;
}

TEST_F(TreePlanTest, OutputOverANamedInputIsBlocked) {
  TreeRequest R{{path("src/host.cpp")}, {}, "", path("src")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  EXPECT_TRUE(Plan->entries().front().Blocked);
  EXPECT_NE(Messages.find("[MTL1002]"), std::string::npos) << Messages;
}

TEST_F(TreePlanTest, TreeWithoutCudaSourcesIsAnError) {
  TreeRequest R{{path("other")}, {}, "", path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  EXPECT_FALSE(static_cast<bool>(Plan));
  llvm::consumeError(Plan.takeError());
  EXPECT_NE(Messages.find("[MTL1016]"), std::string::npos) << Messages;
}

TEST_F(TreePlanTest, DatabaseFilesAreTranslatedOrCopied) {
  TreeRequest R{{}, {path("src/main.cu"), path("src/host.cpp"),
                     path("src/gone.cu")}, path("build"), path("out")};
  llvm::Expected<TreePlan> Plan = TreePlan::build(R, Diags);
  ASSERT_TRUE(static_cast<bool>(Plan)) << Messages;
  std::map<std::string, std::string> Expected = {{"host.cpp", "copy"},
                                                 {"main.cu", "translate"}};
  EXPECT_EQ(actions(*Plan), Expected);
  EXPECT_NE(Messages.find("gone.cu' is listed in the compilation database "
                          "but does not exist; skipped [MTL1019]"),
            std::string::npos)
      << Messages;
}

TEST(CommonDirectory, DeepestSharedFolder) {
  EXPECT_EQ(commonDirectory({"/a/b/c", "/a/b/d/e"}), "/a/b");
  EXPECT_EQ(commonDirectory({"/a/bc", "/a/b"}), "/a");
  EXPECT_EQ(commonDirectory({"/x", "/y"}), "/");
  EXPECT_TRUE(isWithin("/a/b/c", "/a/b"));
  EXPECT_FALSE(isWithin("/a/bc", "/a/b"));
  EXPECT_TRUE(isWithin("/a", "/"));
}

TEST(LineDiff, CountsInputLinesNotKept) {
  EXPECT_EQ(countChangedLines("a\nb\nc\n", "a\nb\nc\n"), 0u);
  EXPECT_EQ(countChangedLines("a\nb\nc\n", "a\nB\nc\n"), 1u);
  // Removed lines count; inserted ones do not change input lines.
  EXPECT_EQ(countChangedLines("a\nb\nc\nd\n", "a\nd\n"), 2u);
  EXPECT_EQ(countChangedLines("a\nb\n", "x\na\ny\nb\nz\n"), 0u);
  EXPECT_EQ(countChangedLines("a\nb", "a\nb\n"), 0u);
  EXPECT_EQ(countChangedLines("", "a\n"), 0u);
  EXPECT_EQ(countChangedLines("p\nq\nr\n", "x\ny\n"), 3u);
}

} // namespace
