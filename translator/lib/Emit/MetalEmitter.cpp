//===- MetalEmitter.cpp - The .metal output -------------------------------===//
//
// Part of metalify. Runs the device analyses, emits each function copy with
// a fresh set of source edits, and assembles the file: header, table
// helpers, types and constants in dependency order, helpers, kernels.
//
//===----------------------------------------------------------------------===//
#include "Emit/MetalEmitter.h"
#include "Analysis/AddressSpaceInference.h"
#include "Analysis/BuiltinOperator.h"
#include "Analysis/BuiltinUsage.h"
#include "Analysis/DeclarationOrder.h"
#include "Analysis/DeviceCallGraph.h"
#include "Analysis/WriteAnalysis.h"
#include "Driver/CudaHeaders.h"
#include "Emit/MetalLineMap.h"
#include "Rewrites/ConstructorRewrite.h"
#include "Rewrites/DeclarationRewrite.h"
#include "Rewrites/DeviceRewrite.h"
#include "Rewrites/HelperSignatureRewrite.h"
#include "Rewrites/KernelSignatureRewrite.h"
#include "Rewrites/LambdaRewrite.h"
#include "Rewrites/MacroExpansionRewrite.h"
#include "Rewrites/MemberFunctionRewrite.h"
#include "Rewrites/MslSpelling.h"
#include "Rewrites/NamespaceScope.h"
#include "Rewrites/SharedMemoryRewrite.h"
#include "Rewrites/SourceEdits.h"
#include "Rewrites/TemplateInstanceRewrite.h"
#include "Rewrites/TypeRewrite.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace clang;

namespace metalify {
namespace {

/// The analyses of one translation unit, shared by all emitted copies.
struct DeviceModule {
  DeviceCallGraph Graph;
  BuiltinUsage Usage;
  WriteAnalysis Writes;
  AddressSpaceInference Spaces;
};

std::string spaceName(const MslSpelling &Spell, AddressSpace S) {
  return S == AddressSpace::Unknown ? "unknown" : Spell.addressSpace(S);
}

void reportGraphProblems(const MetalEmitInput &In, const DeviceModule &M,
                         const MslSpelling &Spell) {
  const SourceManager &SM = In.Context.getSourceManager();
  for (const DeviceCall &C : M.Graph.recursiveCalls())
    In.Diags.report(SM, C.Call->getBeginLoc(), "MTL2001",
                    {C.Callee->getNameAsString()});
  // Member functions are emitted inside their class, with their own
  // signature: a global's buffer cannot be passed to them.
  for (const FunctionDecl *F : M.Graph.helpers())
    if (isa<CXXMethodDecl>(F) && !M.Usage.inputs(F).Globals.empty())
      In.Diags.report(SM, F->getLocation(), "MTL2029",
                      {F->getNameAsString(),
                       M.Usage.inputs(F).Globals.front()->getNameAsString()});
  for (const AddressSpaceConflict &C : M.Spaces.conflicts())
    In.Diags.report(SM, C.Var->getLocation(), "MTL2010",
                    {C.Var->getNameAsString(), spaceName(Spell, C.First),
                     spaceName(Spell, C.Second)});
  LambdaRewrite::checkKernelArguments(M.Graph, SM, In.Diags);
}

/// The text of one function copy.
std::string emitClone(RewriteContext &C,
                      llvm::ArrayRef<std::unique_ptr<DeviceRewrite>> Rewrites) {
  const auto *Body = dyn_cast<CompoundStmt>(C.Clone.Function->getBody());
  if (!Body) {
    // A function-try-block: Metal has no exceptions.
    C.report(C.Clone.Function->getLocation(), "MTL2005", {"try"});
    return "";
  }
  MacroExpansionRewrite::run(C);
  TypeRewrite::checkSignature(C);
  rewriteBody(C, Rewrites);
  if (LambdaRewrite::isLoweredCallOperator(C))
    return LambdaRewrite::callOperator(C, Body);
  // The body's own lines resume after whatever the emitter puts first.
  std::string Start = lineAnchor(C.Clone.Function->getLocation());
  std::string Resume = lineAnchor(Body->getLBracLoc());
  if (!C.isKernel()) {
    std::string Bindings = TemplateInstanceRewrite::prologue(C) +
                           SharedMemoryRewrite::dynamicViews(C);
    C.Edits.insertAfter(Body->getLBracLoc(), Bindings + Resume);
    return NamespaceScope::wrap(
        C.Clone.Function, Start + HelperSignatureRewrite::build(C) +
                              ConstructorRewrite::initializers(C) + " " +
                              C.Edits.render(Body->getSourceRange()) + "\n");
  }
  KernelPieces K = KernelSignatureRewrite::build(C);
  C.Edits.insertAfter(Body->getLBracLoc(), K.Prologue + Resume);
  std::string Text = C.Edits.render(Body->getSourceRange());
  return K.ArgsStruct + (K.ArgsStruct.empty() ? "" : "\n") + Start +
         K.Signature + " " + Text + "\n";
}

/// True for a helper that is emitted as a function of its own (not a
/// kernel, a class member or a lowered lambda), which member functions
/// emitted before it may call.
bool needsPrototype(RewriteContext &C,
                    const llvm::DenseSet<const FunctionDecl *> &FromMembers) {
  const FunctionDecl *F = C.Clone.Function;
  if (!FromMembers.contains(F) || C.isKernel() ||
      MemberFunctionRewrite::isClassMember(F) ||
      LambdaRewrite::isLoweredCallOperator(C))
    return false;
  // Only classes can be declared ahead, and a class declared ahead has no
  // members yet: a signature naming a typedef, an enumeration or a member
  // type (`Block::Storage &`) must wait for the definitions.
  const SourceManager &SM = C.Ctx.getSourceManager();
  auto NamesMemberType = [&SM](QualType T) {
    T = T.getNonReferenceType();
    while (T->isPointerType() || T->isArrayType())
      T = T->isPointerType() ? T->getPointeeType()
                             : QualType(T->getArrayElementTypeNoTypeQual(), 0);
    if (const auto *Typedef = T->getAs<TypedefType>();
        Typedef && !isInCudaOrSystemHeader(SM, Typedef->getDecl()->getLocation()))
      return true;
    const TagDecl *Tag = T->getAsTagDecl();
    return Tag && (isa<EnumDecl>(Tag) || isa<RecordDecl>(Tag->getDeclContext()));
  };
  // Nor may its __shared__ variables, passed in as parameters, whose types
  // are often member types.
  if (NamesMemberType(F->getReturnType()) ||
      !SharedMemoryRewrite::parameters(C).empty())
    return false;
  return llvm::none_of(F->parameters(), [&](const ParmVarDecl *P) {
    return NamesMemberType(P->getType());
  });
}

/// `struct S;` for each named class among \p Decls, in its namespaces, so
/// that prototypes may name classes defined after them.
std::string recordDeclarations(llvm::ArrayRef<const Decl *> Decls,
                               const MslSpelling &Spell) {
  std::string Out;
  for (const Decl *D : Decls) {
    const auto *R = dyn_cast<CXXRecordDecl>(D);
    if (!R || R->getName().empty() || R->isLambda() ||
        isa<ClassTemplatePartialSpecializationDecl>(R))
      continue;
    const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(R);
    if (Spec && !Spell.isProgramInstance(Spec))
      continue;
    Out += NamespaceScope::wrap(R, std::string(R->getKindName()) + " " +
                                       Spell.recordName(R) + ";\n");
  }
  return Out;
}

llvm::Expected<std::string> ruleHelpers(const MetalEmitInput &In,
                                        const ModuleState &State) {
  std::vector<std::string> Names(State.RuleHelpers.begin(),
                                 State.RuleHelpers.end());
  auto Helpers = In.Rules.helperClosure(Names);
  if (!Helpers)
    return Helpers.takeError();
  std::string Out;
  for (const RuleHelper *H : *Helpers)
    Out += H->Msl + (llvm::StringRef(H->Msl).ends_with("\n") ? "" : "\n");
  return Out;
}

/// The compile options the module needs, for the runtime (docs/ABI.md,
/// "Module options"): safe math unless --use_fast_math, as nvcc.
std::string moduleOptionsLine(const TranslateOptions &Opts) {
  return "// metalify-options: msl-version=" + Opts.MslVersion +
         " math-mode=" + (Opts.FastMath ? "fast" : "safe") + "\n";
}

} // namespace

llvm::Expected<MetalModule> emitMetalModule(const MetalEmitInput &In) {
  ASTContext &Ctx = In.Context;
  DeviceModule M{DeviceCallGraph::build(Ctx), {}, {}, {}};
  MslSpelling Spell(In.Rules, Ctx, In.Options.Fp64);
  M.Usage = BuiltinUsage::compute(
      M.Graph, In.Rules, [&](QualType T) { return Spell.type(T); });
  M.Writes = WriteAnalysis::run(M.Graph);
  M.Spaces = AddressSpaceInference::run(M.Graph);
  reportGraphProblems(In, M, Spell);

  ModuleState State;
  auto Rewrites = createBodyRewrites();
  std::string Functions, Prototypes;
  // Member functions are emitted inside their classes, before the helpers
  // they call: those helpers get prototypes.
  llvm::DenseSet<const FunctionDecl *> CalledFromMembers;
  for (const FunctionClone &Clone : M.Spaces.clones())
    if (MemberFunctionRewrite::isClassMember(Clone.Function))
      for (const auto &Call : Clone.Calls)
        CalledFromMembers.insert(M.Spaces.clones()[Call.second].Function);
  std::vector<const FunctionDecl *> Emitted;
  MemberCopies Members;
  for (const FunctionClone &Clone : M.Spaces.clones()) {
    // Members of our headers' types (the built-in variables' accessors)
    // are spelled by their own rows.
    const SourceManager &SM = Ctx.getSourceManager();
    if (MemberFunctionRewrite::isClassMember(Clone.Function) &&
        isInCudaOrSystemHeader(SM, Clone.Function->getLocation()))
      continue;
    // MSL has it built in (`uint4 operator+(uint4, uint4)`): the calls,
    // written as operators, resolve to the built-in one.
    if (isMslBuiltinOperator(Clone.Function, SM))
      continue;
    SourceEdits Edits(Ctx.getSourceManager(), Ctx.getLangOpts());
    Edits.blankInactive(In.Inactive, Clone.Function->getSourceRange());
    RewriteContext C{Ctx,     In.Rules, In.Diags, Spell, M.Usage,
                     M.Writes, M.Spaces.clones(), Clone, Edits, State,
                     In.Options.MslVersion};
    std::string Text = emitClone(C, Rewrites);
    Emitted.push_back(Clone.Function);
    if (needsPrototype(C, CalledFromMembers))
      Prototypes += NamespaceScope::wrap(
          Clone.Function, HelperSignatureRewrite::build(C) + ";\n");
    // Member functions stay inside the emitted text of their class.
    if (MemberFunctionRewrite::isClassMember(Clone.Function) &&
        !LambdaRewrite::isLoweredCallOperator(C))
      MemberFunctionRewrite::addCopy(Members, Clone.Function, Text);
    else
      Functions += "\n" + Text;
  }
  if (In.Diags.hasErrors())
    return llvm::createStringError("device code of " + In.SourceFileName +
                                   " cannot be translated");

  std::string Out = "// Generated by metalify from " + In.SourceFileName +
                    ". Edit the CUDA source, not this file.\n" +
                    moduleOptionsLine(In.Options) +
                    "#include <metal_stdlib>\nusing namespace " +
                    MslSpelling::StdlibNamespace.str() + ";\n";
  DeclarationOrder Decls = DeclarationOrder::compute(Ctx, Emitted);
  std::string Declarations = Decls.decls().empty() ? "" : "\n";
  for (const Decl *D : Decls.decls())
    Declarations += NamespaceScope::wrap(
        D, lineAnchor(D->getBeginLoc()) +
               DeclarationRewrite::emit(D, Spell, Ctx, In.Inactive, Members,
                                        M.Spaces));
  // Every type is spelled by now, so the helpers of type rows are known.
  State.RuleHelpers.insert(State.RuleHelpers.end(),
                           Spell.typeHelpers().begin(),
                           Spell.typeHelpers().end());
  auto Helpers = ruleHelpers(In, State);
  if (!Helpers)
    return Helpers.takeError();
  if (!Helpers->empty())
    Out += "\n" + *Helpers;
  // Member functions, inside their classes, call helpers emitted after
  // them: the helpers are declared first, over declared classes.
  if (!Prototypes.empty())
    Out += "\n" + recordDeclarations(Decls.decls(), Spell) + Prototypes;
  Out += Declarations;
  // After the types their members use, before the functions that use them.
  std::string Lambdas =
      LambdaRewrite::structs(State, Ctx.getSourceManager());
  if (!Lambdas.empty())
    Out += "\n" + Lambdas;
  // Kernels name their namespaces in using-directives, which need the
  // namespaces declared even when nothing else of them is emitted.
  std::vector<const Decl *> Kernels, Others(Decls.decls().begin(),
                                           Decls.decls().end());
  for (const FunctionDecl *F : Emitted)
    (F->hasAttr<CUDAGlobalAttr>() ? Kernels : Others).push_back(F);
  std::string Namespaces = NamespaceScope::declareEnclosing(Kernels, Others);
  if (!Namespaces.empty())
    Out += "\n" + Namespaces;
  MetalModule Module{Out + Functions, {}};
  Module.Lines = MetalLineMap::strip(Module.Text, Ctx.getSourceManager());
  return Module;
}

} // namespace metalify
