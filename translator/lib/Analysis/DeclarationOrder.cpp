//===- DeclarationOrder.cpp - Program-scope declarations needed -----------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Analysis/DeclarationOrder.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/SharedMemoryAccessor.h"
#include "Driver/CudaHeaders.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace metalify {
namespace {

/// True for a specialization of a class template of the program: the
/// .metal file holds each one as a class of its own, from the text of the
/// template (or partial specialization) it instantiates.
bool isProgramInstance(const Decl *D) {
  const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D);
  return S && !isa<ClassTemplatePartialSpecializationDecl>(S) &&
         !isInCudaOrSystemHeader(S->getASTContext().getSourceManager(),
                                 S->getSpecializedTemplate()->getLocation());
}

/// Collects the program-scope declarations one declaration refers to.
class ReferenceCollector : public RecursiveASTVisitor<ReferenceCollector> {
public:
  explicit ReferenceCollector(std::vector<const Decl *> &Out) : Out(Out) {}

  // An instance's members are what its class text will hold.
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitTypeLoc(TypeLoc TL) {
    QualType T = TL.getType();
    if (T.isNull())
      return true;
    if (const auto *Typedef = T->getAs<TypedefType>())
      Out.push_back(Typedef->getDecl());
    if (const TagDecl *Tag = T->getAsTagDecl())
      Out.push_back(Tag);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *C = dyn_cast<EnumConstantDecl>(E->getDecl()))
      Out.push_back(cast<Decl>(C->getDeclContext()));
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      if (V->hasGlobalStorage() && !V->isStaticLocal() &&
          (V->getType().isConstQualified() || BuiltinUsage::isDeviceGlobal(V)))
        Out.push_back(V);
    return true;
  }

private:
  std::vector<const Decl *> &Out;
};

/// A __constant__ / __device__ global is a buffer parameter, not a
/// program-scope declaration; only the types it names are emitted.
bool isBuffer(const Decl *D) {
  const auto *V = dyn_cast<VarDecl>(D);
  return V && BuiltinUsage::isDeviceGlobal(V);
}

/// What is emitted for \p D: a class template stands for its implicit
/// instantiations (MSL instantiates the template's own text), and an
/// explicit or partial specialization stays itself.
const Decl *emittedDecl(const Decl *D) {
  if (const auto *R = dyn_cast<CXXRecordDecl>(D))
    if (const ClassTemplateDecl *T = R->getDescribedClassTemplate())
      return T;
  const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D);
  if (!S || S->getSpecializationKind() == TSK_ExplicitSpecialization ||
      isProgramInstance(S))
    return D;
  auto From = S->getSpecializedTemplateOrPartial();
  if (auto *Partial = From.dyn_cast<ClassTemplatePartialSpecializationDecl *>())
    return Partial;
  return From.get<ClassTemplateDecl *>();
}

/// The primary template a specialization must follow, else null.
const Decl *primaryOf(const Decl *D) {
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D);
      S && !isProgramInstance(S))
    return S->getSpecializedTemplate();
  return nullptr;
}

/// The typedef whose declarator defines \p Tag (`typedef struct S {...} T;`),
/// else null: its text holds the definition, so it is emitted instead.
const TypedefNameDecl *embeddingTypedef(const TagDecl *Tag) {
  if (!Tag->isEmbeddedInDeclarator())
    return nullptr;
  for (const Decl *D : Tag->getDeclContext()->decls()) {
    const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
    if (!Typedef)
      continue;
    const TagDecl *Named = Typedef->getUnderlyingType()->getAsTagDecl();
    if (Named == Tag && Typedef->getSourceRange().fullyContains(
                            Tag->getSourceRange()))
      return Typedef;
  }
  return nullptr;
}

/// The tag defined inside \p D's declarator, else null.
const TagDecl *embeddedTag(const Decl *D) {
  const auto *Typedef = dyn_cast<TypedefNameDecl>(D);
  if (!Typedef)
    return nullptr;
  const TagDecl *Tag = Typedef->getUnderlyingType()->getAsTagDecl();
  return Tag && embeddingTypedef(Tag) == Typedef ? Tag : nullptr;
}

/// The outermost class around \p D when \p D is a member of a class
/// template's instance, else \p D.
const Decl *outermostRecord(const Decl *D) {
  const Decl *Out = D;
  bool InInstance = false;
  for (const DeclContext *DC = D->getDeclContext(); isa<RecordDecl>(DC);
       DC = DC->getParent()) {
    Out = cast<RecordDecl>(DC);
    InInstance |= isProgramInstance(Out);
  }
  return InInstance ? Out : D;
}

/// Pushes the tag \p T names, under pointers, references and arrays.
void pushTypeTag(QualType T, std::vector<const Decl *> &Refs) {
  T = T.getNonReferenceType();
  while (T->isPointerType() || T->isArrayType())
    T = QualType(T->getPointeeOrArrayElementType(), 0);
  if (const TagDecl *Tag = T->getAsTagDecl())
    Refs.push_back(Tag);
}

/// The declarations an instance's text refers to. Its member aliases are
/// emitted as the types they stand for and its enumerators and constants
/// as their values (DeclarationRewrite), so what computes them is not
/// emitted (`using Word = conditional_t<IsMultiple<int>::VALUE, ...>`);
/// the instances of its member class templates are classes inside it.
void collectInstanceReferences(const CXXRecordDecl *R,
                               std::vector<const Decl *> &Refs) {
  // The parameter bindings at the top of the body name the arguments'
  // types (an enumeration's, for a value of it).
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(R))
    for (const TemplateArgument &A : Spec->getTemplateArgs().asArray()) {
      if (A.getKind() == TemplateArgument::Type)
        pushTypeTag(A.getAsType(), Refs);
      else if (A.getKind() == TemplateArgument::Integral)
        pushTypeTag(A.getIntegralType(), Refs);
    }
  // An instance named but never instantiated (the return type of a member
  // nothing calls) is only declared: it has no bases or members to name.
  if (!R->hasDefinition())
    return;
  for (const CXXBaseSpecifier &Base : R->bases())
    pushTypeTag(Base.getType(), Refs);
  for (const Decl *M : R->decls()) {
    if (M->isImplicit() || isa<EnumDecl>(M))
      continue;
    if (const auto *Alias = dyn_cast<TypedefNameDecl>(M)) {
      pushTypeTag(Alias->getUnderlyingType(), Refs);
      continue;
    }
    if (const auto *Nested = dyn_cast<CXXRecordDecl>(M)) {
      collectInstanceReferences(Nested, Refs);
      continue;
    }
    if (const auto *Template = dyn_cast<ClassTemplateDecl>(M)) {
      for (const ClassTemplateSpecializationDecl *S :
           Template->specializations())
        if (S->hasDefinition())
          collectInstanceReferences(S, Refs);
      continue;
    }
    if (const auto *V = dyn_cast<VarDecl>(M); V && V->isConstexpr()) {
      pushTypeTag(V->getType(), Refs);
      continue;
    }
    ReferenceCollector(Refs).TraverseDecl(const_cast<Decl *>(M));
  }
}

/// Depth-first, dependencies first.
class Orderer {
public:
  explicit Orderer(ASTContext &Ctx) : SM(Ctx.getSourceManager()) {}

  void visit(const Decl *D, bool Emit) {
    if (const auto *Tag = dyn_cast<TagDecl>(D))
      if (const TagDecl *Def = Tag->getDefinition()) {
        D = Def;
        if (const TypedefNameDecl *Typedef = embeddingTypedef(Def))
          D = Typedef;
      }
    // Its uses become views of the dynamic threadgroup buffer.
    if (isSharedMemoryAccessor(dyn_cast<CXXRecordDecl>(D)))
      return;
    D = emittedDecl(D);
    if (!Seen.insert(D).second)
      return;
    if (Emit && SM.isInSystemHeader(D->getLocation()))
      return;
    if (const Decl *Primary = primaryOf(D))
      visit(Primary, Emit);
    std::vector<const Decl *> Refs;
    if (isProgramInstance(D))
      collectInstanceReferences(cast<CXXRecordDecl>(D), Refs);
    else
      ReferenceCollector(Refs).TraverseDecl(const_cast<Decl *>(D));
    if (const TagDecl *Tag = embeddedTag(D))
      ReferenceCollector(Refs).TraverseDecl(const_cast<TagDecl *>(Tag));
    for (const Decl *R : Refs) {
      // A member type is emitted inside its outermost class; an instance's
      // member types are, like the instance, not in any template's text.
      R = outermostRecord(R);
      if (R != D && isa<TagDecl, TypedefNameDecl, VarDecl>(R) &&
          !R->getDeclContext()->isFunctionOrMethod() &&
          !isa<RecordDecl>(R->getDeclContext()))
        visit(R, !isBuffer(R));
    }
    if (Emit)
      Ordered.push_back(D);
  }

  std::vector<const Decl *> Ordered;

private:
  const SourceManager &SM;
  llvm::DenseSet<const Decl *> Seen;
};

} // namespace

DeclarationOrder
DeclarationOrder::compute(ASTContext &Ctx,
                          llvm::ArrayRef<const FunctionDecl *> Functions) {
  Orderer O(Ctx);
  for (const FunctionDecl *F : Functions)
    O.visit(F, false);
  DeclarationOrder Out;
  Out.Ordered = std::move(O.Ordered);
  return Out;
}

} // namespace metalify
