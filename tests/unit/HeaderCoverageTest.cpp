//===- HeaderCoverageTest.cpp - Every CUDA name we declare has a row ------===//
//
// Part of metalify. Parses our CUDA headers (translator/cuda-include, or the
// folder in $METALIFY_CUDA_INCLUDE_DIR) with Clang, collects every name they
// declare for users (namespace-scope functions, types, variables, macros) and
// checks that the built-in mapping table has a row for each. Implementation
// details stay out: anything spelt __metalify*/__METALIFY*/METALIFY_*, enum
// constants (their enum has the row), members and include guards.
//
//===----------------------------------------------------------------------===//
#include "metalify/translator/Rules.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

#include <cstdlib>
#include <map>
#include <set>

using namespace llvm;

namespace {

std::string includeDir() {
  if (const char *Env = std::getenv("METALIFY_CUDA_INCLUDE_DIR"))
    return Env;
  return METALIFY_SOURCE_DIR "/translator/cuda-include";
}

/// Headers under \p Dir, relative to it, sorted.
std::vector<std::string> headersIn(StringRef Dir) {
  std::vector<std::string> Headers;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef P = It->path();
    if (P.ends_with(".h") || P.ends_with(".hpp"))
      Headers.push_back(P.drop_front(Dir.size() + 1).str());
  }
  llvm::sort(Headers);
  return Headers;
}

bool isInternal(StringRef Name) {
  return Name.empty() || Name.starts_with_insensitive("__metalify") ||
         Name.starts_with("METALIFY_") || Name.starts_with("_METALIFY") ||
         Name.contains("::detail::") || Name.contains("(anonymous");
}

/// Declared names, mapped to the header that declares them.
using NameMap = std::map<std::string, std::string>;
/// The most parameters any overload of a function name takes.
using ArityMap = std::map<std::string, unsigned>;

/// Collects the user-visible declarations spelt in our headers.
class DeclCollector : public clang::RecursiveASTVisitor<DeclCollector> {
public:
  DeclCollector(clang::SourceManager &SM, StringRef Dir, NameMap &Names,
                ArityMap &Arities)
      : SM(SM), Dir(Dir), Names(Names), Arities(Arities) {}

  bool VisitNamedDecl(clang::NamedDecl *D) {
    if (!isUserVisible(D))
      return true;
    std::string Name = D->getQualifiedNameAsString();
    std::optional<StringRef> Header = headerOf(D->getLocation());
    if (!Header || isInternal(Name))
      return true;
    Names.emplace(Name, Header->str());
    if (const clang::FunctionDecl *F = D->getAsFunction()) {
      unsigned &Max = Arities[Name];
      Max = std::max(Max, F->getNumParams());
    }
    return true;
  }

private:
  bool isUserVisible(const clang::NamedDecl *D) const {
    if (!D->getIdentifier() || D->isImplicit())
      return false;
    const clang::DeclContext *DC = D->getDeclContext()->getRedeclContext();
    if (!DC->isFileContext())
      return false; // members, parameters, locals
    return clang::isa<clang::FunctionDecl, clang::FunctionTemplateDecl,
                      clang::TypeDecl, clang::VarDecl,
                      clang::TypeAliasTemplateDecl, clang::ClassTemplateDecl>(
               D) &&
           !clang::isa<clang::TemplateTypeParmDecl>(D);
  }

  std::optional<StringRef> headerOf(clang::SourceLocation Loc) const {
    // Names made by our own macros count where the macro is used.
    StringRef File = SM.getFilename(SM.getFileLoc(Loc));
    if (!File.starts_with(Dir))
      return std::nullopt;
    return File.drop_front(Dir.size()).ltrim("/");
  }

  clang::SourceManager &SM;
  StringRef Dir;
  NameMap &Names;
  ArityMap &Arities;
};

/// Macros defined in our headers, except include guards and internals.
void collectMacros(clang::ASTUnit &AST, StringRef Dir, NameMap &Names) {
  clang::Preprocessor &PP = AST.getPreprocessor();
  clang::SourceManager &SM = AST.getSourceManager();
  for (const auto &[II, State] : PP.macros()) {
    const clang::MacroInfo *MI = PP.getMacroInfo(II);
    if (!MI || MI->isBuiltinMacro())
      continue;
    StringRef File = SM.getFilename(MI->getDefinitionLoc());
    StringRef Name = II->getName();
    // An include guard is defined empty and ends in _H.
    bool Guard = MI->getNumTokens() == 0 && Name.ends_with("_H");
    if (File.starts_with(Dir) && !Guard && !isInternal(Name))
      Names.emplace(Name.str(), File.drop_front(Dir.size()).ltrim("/").str());
  }
}

/// Our CUDA headers parsed once for all tests.
class HeaderCoverageTest : public ::testing::Test {
protected:
  static void SetUpTestSuite();
  static NameMap Names;
  static ArityMap Arities;
  static std::string Problem; ///< Why the headers could not be read.
};
NameMap HeaderCoverageTest::Names;
ArityMap HeaderCoverageTest::Arities;
std::string HeaderCoverageTest::Problem;

void HeaderCoverageTest::SetUpTestSuite() {
  std::string Dir = includeDir();
  std::vector<std::string> Headers = headersIn(Dir);
  if (Headers.empty()) {
    Problem = "no CUDA headers in " + Dir;
    return;
  }
  std::string Code;
  for (const std::string &H : Headers)
    Code += "#include \"" + H + "\"\n";
  std::vector<std::string> Args = {"-x",
                                   "cuda",
                                   "--cuda-host-only",
                                   "-nocudainc",
                                   "-nocudalib",
                                   "-std=c++17",
                                   "-resource-dir",
                                   METALIFY_CLANG_RESOURCE_DIR,
                                   "-I",
                                   Dir,
                                   "-Wno-everything"};
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCodeWithArgs(Code, Args, "coverage.cu");
  if (!AST || AST->getDiagnostics().hasErrorOccurred()) {
    Problem = "our CUDA headers do not parse";
    return;
  }
  DeclCollector(AST->getSourceManager(), Dir, Names, Arities)
      .TraverseDecl(AST->getASTContext().getTranslationUnitDecl());
  collectMacros(*AST, Dir, Names);
}

TEST_F(HeaderCoverageTest, EveryDeclaredNameHasARow) {
  if (Problem.rfind("no CUDA headers", 0) == 0)
    GTEST_SKIP() << Problem;
  ASSERT_TRUE(Problem.empty()) << Problem;
  ASSERT_FALSE(Names.empty());

  std::map<std::string, std::vector<std::string>> Missing;
  for (const auto &[Name, Header] : Names)
    if (!metalify::RuleTable::builtin().find(Name))
      Missing[Header].push_back(Name);
  std::string Report;
  size_t Count = 0;
  for (const auto &[Header, List] : Missing) {
    Report += Header + ": " + join(List, " ") + "\n";
    Count += List.size();
  }
  EXPECT_TRUE(Missing.empty())
      << Count << " of " << Names.size()
      << " names declared in our CUDA headers have no row in rules/mapping:\n"
      << Report;
}

} // namespace

namespace {

TEST_F(HeaderCoverageTest, TemplatesUseNoMoreArgumentsThanDeclared) {
  if (!Problem.empty())
    GTEST_SKIP() << Problem;
  // A template that reads $3 of a function declared with two parameters
  // would fail on every call.
  for (const auto &[Name, MaxParams] : Arities) {
    const metalify::Rule *R = metalify::RuleTable::builtin().find(Name);
    if (!R)
      continue;
    EXPECT_LE(metalify::templateArity(R->Metal), MaxParams)
        << R->File << ":" << R->Line << ": '" << Name << "' takes at most "
        << MaxParams << " arguments";
    for (const metalify::RuleVariant &V : R->Variants)
      EXPECT_LE(metalify::templateArity(V.Metal), MaxParams)
          << R->File << ":" << R->Line << ": '" << Name << "' variant '"
          << V.When << "' reads more arguments than declared";
  }
}

} // namespace
