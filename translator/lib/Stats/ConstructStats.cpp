//===- ConstructStats.cpp - Which table rows a file uses ------------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Stats/ConstructStats.h"
#include "Driver/CudaHeaders.h"
#include "Driver/ParsedUnit.h"
#include "Rewrites/HostSpellings.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/Support/SaveAndRestore.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"

namespace metalify {
namespace {

/// Counts the uses of table names in the main file.
class ConstructCounter : public clang::RecursiveASTVisitor<ConstructCounter> {
public:
  ConstructCounter(const ParsedUnit &Unit, const RuleTable &Rules,
                   llvm::StringMap<unsigned> &Counts)
      : Unit(Unit), SM(Unit.sourceManager()),
        LO(Unit.context().getLangOpts()), Rules(Rules), Counts(Counts) {}

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (LaunchConfigs.count(E))
      return true;
    const clang::ValueDecl *D = E->getDecl();
    count(D->getDeclName().getAsString(), E->getLocation(), isCudaName(*D));
    return true;
  }
  /// Device code is what the scalar-type rows (double, long long) are
  /// about; the host keeps its types.
  bool TraverseFunctionDecl(clang::FunctionDecl *F) {
    llvm::SaveAndRestore Device(InDeviceCode, isDeviceCode(*F));
    return RecursiveASTVisitor::TraverseFunctionDecl(F);
  }
  bool TraverseCXXMethodDecl(clang::CXXMethodDecl *F) {
    llvm::SaveAndRestore Device(InDeviceCode, isDeviceCode(*F));
    return RecursiveASTVisitor::TraverseCXXMethodDecl(F);
  }
  bool VisitBuiltinTypeLoc(clang::BuiltinTypeLoc TL) {
    if (InDeviceCode)
      count(TL.getTypePtr()->getName(clang::PrintingPolicy(LO)),
            TL.getBeginLoc());
    return true;
  }
  bool VisitTypeLoc(clang::TypeLoc TL) {
    if (const auto *TT = TL.getAs<clang::TypedefTypeLoc>().getTypePtr())
      count(TT->getDecl()->getName(), TL.getBeginLoc());
    else if (const auto *RT = TL.getType()->getAs<clang::RecordType>();
             RT && TL.getAs<clang::RecordTypeLoc>())
      count(RT->getDecl()->getName(), TL.getBeginLoc());
    return true;
  }
  bool VisitDecl(clang::Decl *D) {
    // CUDA qualifiers are macros spelling attributes; count the macro.
    for (const clang::Attr *A : D->attrs()) {
      clang::SourceLocation Loc = A->getLocation();
      if (A->isImplicit() || !Loc.isMacroID())
        continue;
      count(clang::Lexer::getImmediateMacroName(Loc, SM, LO), Loc,
            isFromCudaHeaders(SM.getSpellingLoc(Loc)));
    }
    return true;
  }
  bool VisitCUDAKernelCallExpr(clang::CUDAKernelCallExpr *E) {
    // The implicit call behind <<<...>>> is not something the user wrote.
    if (const clang::CallExpr *Config = E->getConfig())
      if (const auto *Callee = llvm::dyn_cast<clang::DeclRefExpr>(
              Config->getCallee()->IgnoreImpCasts()))
        LaunchConfigs.insert(Callee);
    count(HostSpellings::launchRowName(), E->getBeginLoc());
    return true;
  }
  /// Counts \p Name when the table has it, or when it is a CUDA name
  /// without a row (\p CudaName), which --stats reports as such.
  void count(llvm::StringRef Name, clang::SourceLocation Loc,
             bool CudaName = false) {
    if (Name.empty() || !Unit.isWrittenInTranslatedFile(SM.getFileLoc(Loc)))
      return;
    if (CudaName || Rules.find(Name))
      ++Counts[Name];
  }

  static bool isDeviceCode(const clang::FunctionDecl &F) {
    return F.hasAttr<clang::CUDADeviceAttr>() ||
           F.hasAttr<clang::CUDAGlobalAttr>();
  }

  /// Declared by our CUDA headers, Clang's CUDA built-in variables or as
  /// a Clang builtin function of the GPU target.
  bool isCudaName(const clang::Decl &D) const {
    if (const auto *FD = llvm::dyn_cast<clang::FunctionDecl>(&D))
      if (unsigned ID = FD->getBuiltinID())
        return D.getASTContext().BuiltinInfo.isAuxBuiltinID(ID);
    return isFromCudaHeaders(SM.getSpellingLoc(D.getLocation()));
  }
  bool isFromCudaHeaders(clang::SourceLocation Loc) const {
    llvm::StringRef File = SM.getFilename(Loc);
    return File.starts_with(cudaIncludeDir()) ||
           File.ends_with("__clang_cuda_builtin_vars.h");
  }

private:
  const ParsedUnit &Unit;
  const clang::SourceManager &SM;
  const clang::LangOptions &LO;
  const RuleTable &Rules;
  llvm::StringMap<unsigned> &Counts;
  llvm::SmallPtrSet<const clang::DeclRefExpr *, 16> LaunchConfigs;
  bool InDeviceCode = false;
};

} // namespace

std::vector<ConstructCount> countConstructs(const ParsedUnit &Unit,
                                            const RuleTable &Rules) {
  llvm::StringMap<unsigned> Counts;
  ConstructCounter Counter(Unit, Rules, Counts);
  Counter.TraverseDecl(Unit.context().getTranslationUnitDecl());
  for (const IncludeDirective &Inc : Unit.includes())
    if (Unit.isWrittenInTranslatedFile(Inc.HashLoc) && Rules.find(Inc.FileName))
      ++Counts[Inc.FileName];
  std::vector<ConstructCount> Out;
  for (const auto &Entry : Counts)
    Out.push_back({Entry.getKey().str(), Rules.find(Entry.getKey()),
                   Entry.getValue()});
  llvm::sort(Out, [](const ConstructCount &A, const ConstructCount &B) {
    return A.Name < B.Name;
  });
  return Out;
}

} // namespace metalify
