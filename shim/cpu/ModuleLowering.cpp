//===- ModuleLowering.cpp - From Clang's IR to a JIT-ready object ---------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "cpu/ModuleLowering.h"

#include "cpu/EntryPoints.h"
#include "cpu/ResumableKernel.h"
#include "cpu/WideKernel.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/CodeGen/ExpandReductions.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/Internalize.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/Scalarizer.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/LCSSA.h"
#include "llvm/Transforms/Utils/LoopSimplify.h"

#include <cstdlib>
#include <map>
#include <mutex>

using namespace llvm;
using namespace metalify;
using namespace metalify::cpu;

namespace {

constexpr int ErrorInvalidSource = 300;
const StringRef MarkerName(ThreadgroupMarkerName.data(),
                           ThreadgroupMarkerName.size());
const StringRef TgSection(ThreadgroupSection.data(), ThreadgroupSection.size());

Status internalError(const std::string &What) {
  return Status::error(ErrorInvalidSource,
                       "[cpu] internal compiler error: " + What);
}

/// The kernel an entry point calls: its last direct call before inlining
/// (the arguments are computed first).
Function *calledKernel(Function &Entry) {
  Function *Last = nullptr;
  for (Instruction &I : instructions(Entry))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *F = CB->getCalledFunction();
          F && !F->isIntrinsic() && F->getName() != MarkerName)
        Last = F;
  return Last;
}

/// The functions that use \p V, through constant expressions.
void collectUsers(Value *V, SmallPtrSetImpl<Function *> &Out) {
  for (User *U : V->users()) {
    if (auto *I = dyn_cast<Instruction>(U))
      Out.insert(I->getFunction());
    else if (isa<Constant>(U))
      collectUsers(U, Out);
  }
}

/// Rebuilds \p F with a leading `ptr` parameter (the threadgroup block).
Function *addBlockParameter(Function &F) {
  FunctionType *FT = F.getFunctionType();
  SmallVector<Type *, 8> Params{PointerType::get(F.getContext(), 0)};
  Params.append(FT->param_begin(), FT->param_end());
  auto *NewF = Function::Create(
      FunctionType::get(FT->getReturnType(), Params, FT->isVarArg()),
      F.getLinkage(), F.getAddressSpace(), "", F.getParent());
  NewF->copyAttributesFrom(&F);
  AttributeList AL = F.getAttributes();
  SmallVector<AttributeSet, 8> ArgAttrs{AttributeSet()};
  for (unsigned I = 0; I < FT->getNumParams(); ++I)
    ArgAttrs.push_back(AL.getParamAttrs(I));
  NewF->setAttributes(AttributeList::get(F.getContext(), AL.getFnAttrs(),
                                         AL.getRetAttrs(), ArgAttrs));
  NewF->takeName(&F);
  NewF->splice(NewF->begin(), &F);
  for (unsigned I = 0; I < FT->getNumParams(); ++I) {
    F.getArg(I)->replaceAllUsesWith(NewF->getArg(I + 1));
    NewF->getArg(I + 1)->takeName(F.getArg(I));
  }
  NewF->getArg(0)->setName("metalify.tg");
  return NewF;
}

/// The pointer each entry point passes to the marker call.
Value *markerArgument(Function &Entry) {
  for (Instruction &I : instructions(Entry))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *F = CB->getCalledFunction();
          F && F->getName() == MarkerName)
        return CB->getArgOperand(0);
  return nullptr;
}

/// Redirects every call of \p Old to \p New, passing the caller's block.
bool redirectCalls(Function &Old, Function &New) {
  SmallVector<CallBase *, 4> Calls;
  for (User *U : Old.users())
    if (auto *CB = dyn_cast<CallBase>(U))
      Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    Value *Block = markerArgument(*CB->getFunction());
    if (!Block)
      return false;
    SmallVector<Value *, 8> Args{Block};
    Args.append(CB->arg_begin(), CB->arg_end());
    auto *NewCall = CallInst::Create(New.getFunctionType(), &New, Args, "", CB);
    NewCall->setCallingConv(CB->getCallingConv());
    CB->replaceAllUsesWith(NewCall);
    CB->eraseFromParent();
  }
  Old.removeDeadConstantUsers();
  return Old.use_empty();
}

/// Moves the kernel-scope threadgroup variables of \p Kernel into the block.
Status relocateThreadgroupVars(Function &Kernel, ArrayRef<GlobalVariable *> Vars,
                               KernelRecord &R) {
  const DataLayout &DL = Kernel.getParent()->getDataLayout();
  Function *NewF = addBlockParameter(Kernel);
  IRBuilder<> B(&*NewF->getEntryBlock().getFirstInsertionPt());
  SmallVector<Constant *, 8> Consts(Vars.begin(), Vars.end());
  convertUsersOfConstantsToInstructions(Consts, NewF);
  uint64_t Offset = 0;
  for (GlobalVariable *G : Vars) {
    Align A = std::max(G->getAlign().valueOrOne(), Align(16));
    Offset = alignTo(Offset, A);
    Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), NewF->getArg(0),
                                            Offset, G->getName());
    if (G->getType() != P->getType())
      P = B.CreateAddrSpaceCast(P, G->getType());
    G->replaceUsesWithIf(P, [&](Use &U) {
      auto *I = dyn_cast<Instruction>(U.getUser());
      return I && I->getFunction() == NewF;
    });
    Offset += DL.getTypeAllocSize(G->getValueType());
    R.StaticThreadgroupAlign =
        std::max<unsigned>(R.StaticThreadgroupAlign, A.value());
  }
  R.Info.StaticThreadgroupMemory = Offset;
  if (!redirectCalls(Kernel, *NewF))
    return internalError("kernel '" + R.Info.Name + "' has an unknown caller");
  Kernel.eraseFromParent();
  for (GlobalVariable *G : Vars) {
    G->removeDeadConstantUsers();
    if (G->use_empty())
      G->eraseFromParent();
  }
  return Status::success();
}

Status relocateAllThreadgroupVars(Module &M, std::vector<KernelRecord> &Records) {
  std::map<Function *, SmallVector<GlobalVariable *, 4>> ByFunction;
  for (GlobalVariable &G : M.globals()) {
    if (G.getSection() != TgSection)
      continue;
    SmallPtrSet<Function *, 2> Users;
    collectUsers(&G, Users);
    for (Function *F : Users)
      ByFunction[F].push_back(&G);
  }
  for (KernelRecord &R : Records) {
    Function *Entry = M.getFunction("__metalify_thread_" + R.SymbolName);
    Function *Kernel = Entry ? calledKernel(*Entry) : nullptr;
    if (!Kernel)
      return internalError("no entry point for kernel '" + R.Info.Name + "'");
    auto It = ByFunction.find(Kernel);
    if (It == ByFunction.end())
      continue;
    if (Status S = relocateThreadgroupVars(*Kernel, It->second, R); !S.ok())
      return S;
  }
  if (Function *Marker = M.getFunction(MarkerName)) {
    SmallVector<User *, 8> Calls(Marker->users());
    for (User *U : Calls)
      cast<Instruction>(U)->eraseFromParent();
    Marker->eraseFromParent();
  }
  return Status::success();
}

/// Whether \p Root reaches a call to a hook satisfying \p IsHook (an
/// indirect call counts as reaching it). Run before optimization, so a hook
/// call in dead code still counts (the per-thread path is always correct).
template <class Pred> bool reachesHook(Function &Root, Pred IsHook) {
  SmallPtrSet<Function *, 16> Seen{&Root};
  SmallVector<Function *, 16> Work{&Root};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    for (Instruction &I : instructions(*F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee)
        return true;
      if (IsHook(Callee->getName()))
        return true;
      if (!Callee->isDeclaration() && Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return false;
}

void findHookUses(Module &M, std::vector<KernelRecord> &Records) {
  for (KernelRecord &R : Records) {
    Function *Entry = M.getFunction("__metalify_thread_" + R.SymbolName);
    if (!Entry)
      continue;
    R.UsesBarriers = reachesHook(*Entry, [](StringRef Name) {
      return Name == "__metalify_threadgroup_barrier";
    });
    // Every other hook but the error report needs the executor's per-thread
    // context (lanes, exchanges).
    R.UsesSimdgroup = reachesHook(*Entry, [](StringRef Name) {
      return Name.starts_with("__metalify_") &&
             Name != "__metalify_threadgroup_barrier" &&
             Name != "__metalify_kernel_error";
    });
  }
}

/// Deletes the chunked group entry of \p R and the declaration it calls.
void dropWideEntries(Module &M, const KernelRecord &R) {
  if (Function *Group = M.getFunction((WideGroupPrefix + R.SymbolName).str()))
    Group->eraseFromParent();
  if (Function *Wide = M.getFunction((WideEntryPrefix + R.SymbolName).str()))
    if (Wide->use_empty())
      Wide->eraseFromParent();
}

/// Kernels that run per thread (barriers, SIMD-group functions) never use
/// their plain-loop entries: not optimizing them halves their compile time.
void dropUnusedGroupEntries(Module &M, const std::vector<KernelRecord> &Records) {
  for (const KernelRecord &R : Records) {
    if (!R.UsesBarriers && !R.UsesSimdgroup)
      continue;
    dropWideEntries(M, R);
    if (Function *Group = M.getFunction("__metalify_group_" + R.SymbolName))
      Group->eraseFromParent();
  }
}

/// Only the entry points are called from outside: everything else may be
/// inlined and dropped (kernels and helpers would otherwise be compiled a
/// second time as standalone functions).
void internalizeAllButEntryPoints(Module &M) {
  auto IsEntry = [](const GlobalValue &GV) {
    return GV.getName().starts_with("__metalify_thread_") ||
           GV.getName().starts_with("__metalify_group_");
  };
  internalizeModule(M, IsEntry);
}

std::unique_ptr<TargetMachine> hostTargetMachine(std::string &Error) {
  static std::once_flag Once;
  std::call_once(Once, [] {
    InitializeNativeTarget();
    InitializeNativeTargetAsmPrinter();
  });
  auto JTMB = orc::JITTargetMachineBuilder::detectHost();
  if (!JTMB) {
    Error = toString(JTMB.takeError());
    return nullptr;
  }
  // Small PIC code: JITLink reaches symbols outside the object through GOT
  // and stubs (the JIT default, the large model, makes every call indirect).
  JTMB->setRelocationModel(Reloc::PIC_);
  JTMB->setCodeModel(CodeModel::Small);
  JTMB->setCodeGenOptLevel(CodeGenOptLevel::Default);
  auto TM = JTMB->createTargetMachine();
  if (!TM) {
    Error = toString(TM.takeError());
    return nullptr;
  }
  return std::move(*TM);
}

/// LLVM's pass managers for the host, set up once per module.
class Optimizer {
public:
  explicit Optimizer(TargetMachine &TM) : PB(&TM, tuning()) {
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }

  /// The O2 pipeline over the whole module.
  void module(Module &M) {
    ModulePassManager MPM =
        PB.buildPerModuleDefaultPipeline(OptimizationLevel::O2);
    MPM.run(M, MAM);
  }

  /// O2's function simplification, for a function built after module().
  void function(Function &F) {
    FunctionPassManager FPM = PB.buildFunctionSimplificationPipeline(
        OptimizationLevel::O2, ThinOrFullLTOPhase::None);
    FPM.run(F, FAM);
  }

  /// O2's function simplification (which does not vectorize), then the
  /// shape buildWideKernel expects: vector operations split into scalars,
  /// loops in LCSSA form.
  void prepareForWidening(Function &F) {
    FunctionPassManager FPM = PB.buildFunctionSimplificationPipeline(
        OptimizationLevel::O2, ThinOrFullLTOPhase::None);
    // Regions come from optimized code, where the loop vectorizer may have
    // left reductions: shuffles first, then scalars.
    FPM.addPass(ExpandReductionsPass());
    ScalarizerPassOptions Split;
    Split.ScalarizeLoadStore = true;
    FPM.addPass(ScalarizerPass(Split));
    FPM.addPass(InstCombinePass());
    FPM.addPass(LoopSimplifyPass());
    FPM.addPass(LCSSAPass());
    FPM.run(F, FAM);
  }

  /// Drops what the analyses cached for \p F, before it is deleted.
  void forget(Function &F) { FAM.clear(F, F.getName()); }

private:
  static PipelineTuningOptions tuning() {
    PipelineTuningOptions PTO;
    PTO.LoopVectorization = true;
    PTO.SLPVectorization = true;
    return PTO;
  }

  PassBuilder PB;
  LoopAnalysisManager LAM;
  FunctionAnalysisManager FAM;
  CGSCCAnalysisManager CGAM;
  ModuleAnalysisManager MAM;
};

/// An internal error unless \p F, generated for the kernel of \p R, is
/// valid IR.
Status checkGenerated(Function &F, const KernelRecord &R) {
  std::string Messages;
  raw_string_ostream OS(Messages);
  if (!verifyFunction(F, &OS))
    return Status::success();
  return internalError("invalid '" + F.getName().str() + "' for kernel '" +
                       R.Info.Name + "': " + OS.str());
}

/// Source instructions beyond which a kernel (or region) is not put in
/// vector lanes: the optimizer's time on the wide code grows faster than
/// its size (a 7,000-instruction kernel of the fp64 math tests took minutes
/// to compile). A real kernel body is a few hundred (md5hash's is 600).
constexpr unsigned MaxWideInstructions = 3000;

/// False, with \p WhyNot set, when \p F is too large to widen.
bool smallEnoughToWiden(const Function &F, std::string &WhyNot) {
  if (F.getInstructionCount() <= MaxWideInstructions)
    return true;
  WhyNot = "more than " + std::to_string(MaxWideInstructions) +
           " instructions after inlining";
  return false;
}

/// Inlines every call of a defined function into \p F; false (and
/// \p WhyNot set) when that does not terminate or fails.
bool inlineAll(Function &F, std::string &WhyNot) {
  constexpr unsigned MaxRounds = 64;
  for (unsigned Round = 0; Round < MaxRounds; ++Round) {
    SmallVector<CallBase *, 16> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction();
            Callee && !Callee->isDeclaration())
          Calls.push_back(CB);
    if (Calls.empty())
      return true;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo Info;
      if (!InlineFunction(*CB, Info).isSuccess()) {
        WhyNot = "a call that cannot be inlined";
        return false;
      }
    }
  }
  WhyNot = "recursion";
  return false;
}

/// A copy of \p Thread with every call of a defined function inlined, or
/// null (and \p WhyNot set).
Function *inlinedCopy(Function &Thread, std::string &WhyNot) {
  ValueToValueMapTy VMap;
  Function *Copy = CloneFunction(&Thread, VMap);
  Copy->setName(Thread.getName() + ".widesrc");
  if (inlineAll(*Copy, WhyNot))
    return Copy;
  Copy->eraseFromParent();
  return nullptr;
}

/// Makes the group entry of every barrier-free kernel whose body holds a
/// loop run its threads in vector lanes (WideKernel.h); a kernel that
/// cannot keeps its scalar thread loop, and its record says why.
void addWideEntries(Module &M, std::vector<KernelRecord> &Records,
                    Optimizer &Opt) {
  for (KernelRecord &R : Records) {
    if (R.UsesBarriers || R.UsesSimdgroup)
      continue;
    Function *Thread = M.getFunction("__metalify_thread_" + R.SymbolName);
    Function *Group = M.getFunction("__metalify_group_" + R.SymbolName);
    Function *WideGroup =
        M.getFunction((WideGroupPrefix + R.SymbolName).str());
    Function *Wide = M.getFunction((WideEntryPrefix + R.SymbolName).str());
    if (!Thread || !Group || !WideGroup || !Wide || !wideKernelsEnabled() ||
        !reachesLoop(*Thread)) {
      dropWideEntries(M, R);
      continue;
    }
    Function *Copy = inlinedCopy(*Thread, R.WideReason);
    bool Built = false;
    if (Copy) {
      Opt.prepareForWidening(*Copy);
      Built = smallEnoughToWiden(*Copy, R.WideReason) &&
              buildWideKernel(*Copy, *Wide, R.WideReason);
      Opt.forget(*Copy);
      Copy->eraseFromParent();
    }
    if (!Built) {
      dropWideEntries(M, R);
      continue;
    }
    // The executor calls the group entry by name; the scalar loop stays
    // for threadgroups whose rows are too narrow for the lanes.
    Wide->setLinkage(GlobalValue::InternalLinkage);
    std::string Name = Group->getName().str();
    Group->setName(Name + ".scalar");
    Group->setLinkage(GlobalValue::InternalLinkage);
    WideGroup->setName(Name);
    WideGroup->setLinkage(GlobalValue::ExternalLinkage);
    R.WideLanes = METALIFY_WIDE_LANES;
  }
}

/// Replaces the region loops \p Loops of \p R's resumable entry by loops
/// that run in vector lanes (WideKernel.h) each region that holds a loop
/// and can be; \p Loops stays for the other regions and for threadgroups
/// with narrow rows. A region of a few statements gains nothing in lanes:
/// moving its live values through the per-thread frames costs a gather or
/// scatter each (the 256-thread reduction of docs/BENCHMARKS.md ran twice
/// as long).
void addWideRegions(Module &M, KernelRecord &R, const ResumableEntry &Entry,
                    Function &Loops, Optimizer &Opt) {
  if (!wideKernelsEnabled())
    return;
  // Each region is vectorised and compiled on its own: a kernel unrolled
  // around hundreds of shuffles would take minutes to compile.
  constexpr unsigned MaxWideStops = 64;
  if (Entry.Stops > MaxWideStops) {
    R.WideReason = "more than " + std::to_string(MaxWideStops) +
                   " synchronisation points";
    return;
  }
  SmallVector<Function *, 8> Regions;
  for (unsigned Stop = 0; Stop <= Entry.Stops; ++Stop) {
    Function *Copy = copyRegion(*Entry.Resume, Stop);
    Function *Wide = nullptr;
    bool Widen = reachesLoop(*Copy) && inlineAll(*Copy, R.WideReason);
    if (Widen) {
      Opt.prepareForWidening(*Copy);
      Widen = smallEnoughToWiden(*Copy, R.WideReason);
    }
    if (Widen) {
      Wide = Function::Create(
          wideRegionType(M.getContext()), GlobalValue::InternalLinkage,
          (WideEntryPrefix + R.SymbolName + ".stop" + Twine(Stop)).str(), M);
      if (!buildWideRegion(*Copy, *Wide, Stop, Entry.FrameSize,
                           R.WideReason)) {
        Wide->eraseFromParent();
        Wide = nullptr;
      }
    }
    Opt.forget(*Copy);
    Copy->eraseFromParent();
    Regions.push_back(Wide);
  }
  if (all_of(Regions, [](Function *F) { return !F; }))
    return;
  Function *WideLoops = buildWideRegionLoops(Loops, Regions);
  for (Function *F : Regions)
    if (F)
      Opt.function(*F);
  Opt.function(*WideLoops);
  std::string Name = Loops.getName().str();
  Loops.setName(Name + ".scalar");
  Loops.setLinkage(GlobalValue::InternalLinkage);
  WideLoops->setName(Name);
  WideLoops->setLinkage(GlobalValue::ExternalLinkage);
  R.WideLanes = METALIFY_WIDE_LANES;
}

/// Gives every kernel with barriers or SIMD-group functions a resumable
/// entry point where it can have one (ResumableKernel.h); the others keep
/// running on fibers, and their records say why.
Status addResumableEntries(Module &M, std::vector<KernelRecord> &Records,
                           Optimizer &Opt) {
  for (KernelRecord &R : Records) {
    if (!R.UsesBarriers && !R.UsesSimdgroup)
      continue;
    Function *Thread = M.getFunction("__metalify_thread_" + R.SymbolName);
    if (!Thread)
      continue;
    ResumableEntry Entry = makeResumable(*Thread, R.SymbolName, R.FiberReason);
    if (Entry.FrameSize == 0)
      continue;
    if (Status S = checkGenerated(*Entry.Resume, R); !S.ok())
      return S;
    Opt.function(*Entry.Resume);
    Function *Loops = addRegionLoops(Entry, R.SymbolName, R.FiberReason);
    if (!Loops) {
      Entry.Resume->eraseFromParent();
      continue;
    }
    if (Status S = checkGenerated(*Loops, R); !S.ok())
      return S;
    Opt.function(*Loops);
    R.FrameSize = Entry.FrameSize;
    addWideRegions(M, R, Entry, *Loops, Opt);
  }
  return Status::success();
}

/// METALIFY_CPU_DUMP_IR=FILE: the optimized IR of each module compiled
/// (not of those loaded from a cache), appended to FILE, for debugging the
/// compiler.
void dumpModuleIfAsked(const Module &M) {
  const char *Path = std::getenv("METALIFY_CPU_DUMP_IR");
  if (!Path || !*Path)
    return;
  std::error_code Error;
  raw_fd_ostream OS(Path, Error, sys::fs::OF_Append);
  if (!Error)
    M.print(OS, nullptr);
}

bool emitObject(Module &M, TargetMachine &TM, std::string &Object) {
  SmallVector<char, 0> Buffer;
  raw_svector_ostream OS(Buffer);
  legacy::PassManager PM;
  if (TM.addPassesToEmitFile(PM, OS, nullptr, CodeGenFileType::ObjectFile))
    return false;
  PM.run(M);
  Object.assign(Buffer.begin(), Buffer.end());
  return true;
}

} // namespace

Status metalify::cpu::lowerModule(Module &M, std::vector<KernelRecord> &Records,
                                  std::string &Object) {
  std::string Error;
  std::unique_ptr<TargetMachine> TM = hostTargetMachine(Error);
  if (!TM)
    return internalError("no host target: " + Error);
  M.setDataLayout(TM->createDataLayout());
  // Optimization remarks and "loop not vectorized" warnings are not the
  // user's business; the entry points ask for vectorization where legal.
  M.getContext().setDiagnosticHandlerCallBack(
      [](const DiagnosticInfo *, void *) {});
  // The kernel annotations have served (discovery ran on the AST); they
  // would keep the original kernel functions alive.
  if (GlobalVariable *Annotations = M.getNamedGlobal("llvm.global.annotations"))
    Annotations->eraseFromParent();
  if (Status S = relocateAllThreadgroupVars(M, Records); !S.ok())
    return S;
  std::string VerifyMessages;
  raw_string_ostream VerifyOS(VerifyMessages);
  if (verifyModule(M, &VerifyOS))
    return internalError("invalid IR after threadgroup layout: " +
                         VerifyOS.str());
  findHookUses(M, Records);
  dropUnusedGroupEntries(M, Records);
  internalizeAllButEntryPoints(M);
  inlineSynchronizingFunctions(M);
  Optimizer Opt(*TM);
  addWideEntries(M, Records, Opt);
  Opt.module(M);
  numberSimdSitesInProgramOrder(M);
  if (Status S = addResumableEntries(M, Records, Opt); !S.ok())
    return S;
  dumpModuleIfAsked(M);
  if (!emitObject(M, *TM, Object))
    return internalError("the host target cannot emit object files");
  return Status::success();
}
