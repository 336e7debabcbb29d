//===- HostTranslateTest.cpp - translateFile and the host spellings -------===//
//
// Part of metalify. Drives the library entry point on small inputs; the
// golden host outputs are in tests/lit/translate.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HostSpellings.h"
#include "metalify/translator/Translate.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace metalify;

namespace {

/// A temporary .cu file, removed at the end of the test.
class TempCu {
public:
  explicit TempCu(llvm::StringRef Text) {
    int FD = -1;
    EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("metalify-unit", "cu", FD,
                                                    Path));
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
  }
  ~TempCu() { llvm::sys::fs::remove(Path); }
  std::string path() const { return std::string(Path); }

private:
  llvm::SmallString<128> Path;
};

/// Translates \p Text; stderr goes to \p Errors.
llvm::Expected<TranslationResult> translate(llvm::StringRef Text,
                                            std::string &Errors) {
  TempCu File(Text);
  llvm::raw_string_ostream OS(Errors);
  llvm::Expected<DiagnosticFilter> Filter = DiagnosticFilter::parse("", "");
  EXPECT_TRUE(static_cast<bool>(Filter));
  DiagnosticReporter Diags(OS, std::move(*Filter), /*Color=*/false);
  return translateFile(File.path(), TranslateOptions(), RuleTable::builtin(),
                       Diags);
}

TEST(HostSpellings, ComeFromTheBuiltinRows) {
  llvm::Expected<HostSpellings> S = HostSpellings::load(RuleTable::builtin());
  ASSERT_TRUE(static_cast<bool>(S)) << llvm::toString(S.takeError());
  EXPECT_EQ(S->LaunchFunction, "metalify::launch");
  EXPECT_EQ(S->KernelHandle, "metalify::Kernel");
  EXPECT_EQ(S->ImplicitInclude, "metalify/runtime.h");
  ASSERT_NE(S->headerFor("cuda.h"), nullptr);
  EXPECT_EQ(S->headerFor("stdio.h"), nullptr);
}

TEST(HostTranslate, OutputsAreNamedAfterTheInput) {
  std::string Errors;
  llvm::Expected<TranslationResult> R =
      translate("__global__ void k(int *p) { p[0] = 1; }\n"
                "void f(int *p) { k<<<1, 1>>>(p); }\n",
                Errors);
  ASSERT_TRUE(static_cast<bool>(R)) << Errors;
  EXPECT_TRUE(llvm::StringRef(R->MetalFileName).ends_with(".metal"));
  EXPECT_TRUE(llvm::StringRef(R->HostFileName).ends_with(".cpp"));
  EXPECT_NE(R->Host.find("metalify::launch(k, 1, 1, 0, 0, p);"),
            std::string::npos)
      << R->Host;
  EXPECT_EQ(R->Host.find("<<<"), std::string::npos);
}

TEST(HostTranslate, ClangErrorsFailTheTranslation) {
  std::string Errors;
  llvm::Expected<TranslationResult> R = translate("int f() { return }\n", Errors);
  ASSERT_FALSE(static_cast<bool>(R));
  llvm::consumeError(R.takeError());
}

TEST(HostTranslate, MissingInputIsReported) {
  std::string Errors;
  llvm::raw_string_ostream OS(Errors);
  llvm::Expected<DiagnosticFilter> Filter = DiagnosticFilter::parse("", "");
  ASSERT_TRUE(static_cast<bool>(Filter));
  DiagnosticReporter Diags(OS, std::move(*Filter), /*Color=*/false);
  llvm::Expected<TranslationResult> R =
      translateFile("/nonexistent/x.cu", TranslateOptions(),
                    RuleTable::builtin(), Diags);
  ASSERT_FALSE(static_cast<bool>(R));
  llvm::consumeError(R.takeError());
  EXPECT_NE(Errors.find("no such file '/nonexistent/x.cu' [MTL1001]"),
            std::string::npos)
      << Errors;
}

TEST(HostTranslate, TranslatingTwiceIsDeterministic) {
  const char *Text = "__device__ float sq(float v) { return v * v; }\n"
                     "__global__ void k(float *p) { p[0] = sq(p[1]); }\n"
                     "void f(float *p) { k<<<2, 64, 0, 0>>>(p); }\n";
  std::string Errors;
  llvm::Expected<TranslationResult> A = translate(Text, Errors);
  ASSERT_TRUE(static_cast<bool>(A)) << Errors;
  llvm::Expected<TranslationResult> B = translate(Text, Errors);
  ASSERT_TRUE(static_cast<bool>(B)) << Errors;
  // The temporary names differ; the module name is the only difference.
  EXPECT_EQ(A->Host.find("sq("), std::string::npos) << A->Host;
  EXPECT_EQ(B->Host.size() - B->MetalFileName.size() * 2,
            A->Host.size() - A->MetalFileName.size() * 2);
}

} // namespace
