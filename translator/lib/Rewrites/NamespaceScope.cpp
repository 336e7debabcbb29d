//===- NamespaceScope.cpp - Device code declared in namespaces ------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/NamespaceScope.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclBase.h"
#include "clang/AST/DeclCXX.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <vector>

using namespace clang;

namespace metalify {
namespace {

/// The namespaces around \p D, outermost first. Linkage specifications
/// (`extern "C" { }`) are looked through; a declaration nested in a
/// function or class has none of its own to emit.
std::vector<const NamespaceDecl *> enclosing(const Decl *D) {
  std::vector<const NamespaceDecl *> Out;
  for (const DeclContext *DC = D->getDeclContext(); DC;
       DC = DC->getParent()) {
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      Out.insert(Out.begin(), NS);
    else if (!isa<LinkageSpecDecl, TranslationUnitDecl>(DC))
      return {};
  }
  return Out;
}

} // namespace

std::string NamespaceScope::wrap(const Decl *D, const std::string &Text) {
  std::string Open, Close;
  for (const NamespaceDecl *NS : enclosing(D)) {
    Open += NS->isAnonymousNamespace()
                ? std::string("namespace {\n")
                : "namespace " + NS->getNameAsString() + " {\n";
    Close += "}\n";
  }
  if (Open.empty())
    return Text;
  return Open + Text + Close;
}

std::string NamespaceScope::usingDirectives(const Decl *D) {
  std::string Out, Qualified;
  for (const NamespaceDecl *NS : enclosing(D)) {
    // Members of an anonymous namespace are visible around it already, and
    // what it encloses cannot be named from outside.
    if (NS->isAnonymousNamespace())
      break;
    Qualified += (Qualified.empty() ? "" : "::") + NS->getNameAsString();
    Out += "\n  using namespace " + Qualified + ";";
  }
  return Out;
}

std::string
NamespaceScope::declareEnclosing(llvm::ArrayRef<const Decl *> Kernels,
                                 llvm::ArrayRef<const Decl *> Emitted) {
  llvm::SmallPtrSet<const NamespaceDecl *, 8> Present;
  for (const Decl *D : Emitted)
    for (const NamespaceDecl *NS : enclosing(D))
      Present.insert(NS->getCanonicalDecl());
  llvm::SetVector<const NamespaceDecl *> Missing;
  for (const Decl *D : Kernels) {
    std::vector<const NamespaceDecl *> Chain = enclosing(D);
    if (!Chain.empty() && !Chain.back()->isAnonymousNamespace() &&
        !Present.contains(Chain.back()->getCanonicalDecl()))
      Missing.insert(Chain.back()->getCanonicalDecl());
  }
  std::string Out;
  for (const NamespaceDecl *NS : Missing)
    Out += wrap(NS, "namespace " + NS->getNameAsString() + " {}\n");
  return Out;
}

} // namespace metalify
