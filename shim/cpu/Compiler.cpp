//===- Compiler.cpp - MSL -> Clang -> LLVM IR -> LLJIT --------------------===//
//
// Part of metalify. compileMsl: the in-memory cache, then the disk cache,
// then a full compile:
//   1. extractMslAttributes (MSL attributes out of the text);
//   2. an analysis parse: Metal's strictness, kernel discovery;
//   3. a code-generation parse of the same text plus generated entry points;
//   4. lowerModule (threadgroup layout, O2, hook analysis, object file);
//   5. loadJitModule.
// checkMsl stops after step 2.
//
//===----------------------------------------------------------------------===//
#include "cpu/ClangFrontend.h"
#include "cpu/CompileCache.h"
#include "cpu/Compiler.h"
#include "cpu/CpuModule.h"
#include "cpu/EntryPoints.h"
#include "cpu/KernelDiscovery.h"
#include "cpu/ModuleLowering.h"
#include "cpu/MslAttributes.h"
#include "cpu/MslPrepass.h"
#include "cpu/PreludePch.h"

#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

#include <map>
#include <mutex>

using namespace metalify;
using namespace metalify::cpu;

namespace {

constexpr int ErrorInvalidSource = 300;

/// The analysis parse as a frontend action.
class AnalysisAction : public clang::ASTFrontendAction {
public:
  AnalysisAction(const std::vector<MslAttribute> &Attributes,
                 std::vector<KernelDesc> &Kernels, unsigned MetalVersion)
      : Attributes(Attributes), Kernels(Kernels), MetalVersion(MetalVersion) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &, llvm::StringRef) override {
    return makeAnalysisConsumer(Attributes, Kernels, MetalVersion);
  }

private:
  const std::vector<MslAttribute> &Attributes;
  std::vector<KernelDesc> &Kernels;
  unsigned MetalVersion;
};

Status sourceError(std::string Messages) {
  return Status::error(ErrorInvalidSource, "[cpu] " + std::move(Messages));
}

/// Runs \p Action with the precompiled prelude when there is one, and
/// again without it if that fails (a stale or foreign PCH must never turn
/// valid MSL into an error).
bool runWithPrelude(std::string_view Text, std::string_view Source,
                    const CompileOptions &Opts, FrontendJob Job,
                    llvm::function_ref<clang::FrontendAction &()> MakeAction,
                    bool BuildPch, std::string &Messages) {
  Job.Pch = precompiledPrelude(Source, Opts, BuildPch);
  std::string Raw;
  if (runFrontend(Text, Opts, MakeAction(), Job, Raw)) {
    Messages += Raw;
    return true;
  }
  if (!Job.Pch) {
    Messages += Raw;
    return false;
  }
  Job.Pch = nullptr;
  if (!runFrontend(Text, Opts, MakeAction(), Job, Messages))
    return false;
  discardPrecompiledPrelude(Opts);
  return true;
}

/// Steps 1-2; false with \p Messages on a Metal error.
bool analyze(std::string_view Source, const CompileOptions &Opts,
             MslAttributeScan &Scan, std::vector<KernelDesc> &Kernels,
             std::string &Messages, bool ForCheckOnly) {
  // Attributes first (they are blanked, [[threadgroup(n)]] included), then
  // the prelude's rewrites of what is left (member-function address
  // spaces). Both keep every offset.
  Scan = extractMslAttributes(Source);
  Scan.Text = prepareMslForCpu(Scan.Text);
  FrontendJob Job;
  Job.Mode = FrontendJob::Analysis;
  Job.KeepWarnings = ForCheckOnly;
  std::string Raw;
  std::unique_ptr<AnalysisAction> Action;
  bool Ok = runWithPrelude(
      Scan.Text, Source, Opts, Job,
      [&]() -> clang::FrontendAction & {
        Kernels.clear();
        Action = std::make_unique<AnalysisAction>(
            Scan.Attributes, Kernels, metalVersionNumber(Opts.LanguageVersion));
        return *Action;
      },
      /*BuildPch=*/!ForCheckOnly, Raw);
  Messages += restoreSourceLines(Raw, Source, Scan.Text);
  return Ok;
}

std::vector<KernelRecord> recordsFor(const std::vector<KernelDesc> &Kernels) {
  std::vector<KernelRecord> Records;
  for (const KernelDesc &K : Kernels) {
    KernelRecord R;
    R.Info.Name = K.HostName;
    R.Info.MaxTotalThreadsPerThreadgroup = K.MaxTotalThreadsPerThreadgroup;
    R.SymbolName = K.SymbolName;
    for (const KernelParam &P : K.Params) {
      if (P.Kind == KernelParam::Buffer)
        R.Info.BufferIndices.push_back(P.Index);
      else if (P.Kind == KernelParam::Threadgroup)
        R.Info.ThreadgroupIndices.push_back(P.Index);
    }
    llvm::sort(R.Info.BufferIndices);
    llvm::sort(R.Info.ThreadgroupIndices);
    Records.push_back(std::move(R));
  }
  return Records;
}

/// Steps 1-4: source to a cache entry.
Status compileToObject(std::string_view Source, const CompileOptions &Opts,
                       CacheEntry &Entry) {
  MslAttributeScan Scan;
  std::vector<KernelDesc> Kernels;
  std::string Messages;
  if (!analyze(Source, Opts, Scan, Kernels, Messages, /*ForCheckOnly=*/false))
    return sourceError(Messages);
  std::string Text = Scan.Text + generateEntryPoints(Kernels);
  llvm::LLVMContext Context;
  std::unique_ptr<clang::EmitLLVMOnlyAction> Codegen;
  FrontendJob Job;
  Job.Mode = FrontendJob::Codegen;
  std::string CodegenMessages;
  auto MakeCodegen = [&]() -> clang::FrontendAction & {
    Codegen = std::make_unique<clang::EmitLLVMOnlyAction>(&Context);
    return *Codegen;
  };
  if (!runWithPrelude(Text, Source, Opts, Job, MakeCodegen, /*BuildPch=*/true,
                      CodegenMessages))
    return sourceError("internal error generating entry points:\n" +
                       CodegenMessages);
  std::unique_ptr<llvm::Module> M = Codegen->takeModule();
  if (!M)
    return sourceError("internal error: no code generated\n");
  Entry.Kernels = recordsFor(Kernels);
  return lowerModule(*M, Entry.Kernels, Entry.Object);
}

/// Modules compiled or loaded by this process, by cache key.
class MemoryCache {
public:
  std::shared_ptr<CpuModule> find(const std::string &Key) {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Modules.find(Key);
    return It == Modules.end() ? nullptr : It->second;
  }
  void insert(const std::string &Key, std::shared_ptr<CpuModule> M) {
    std::lock_guard<std::mutex> Lock(Mutex);
    Modules.emplace(Key, std::move(M));
  }
  void clear() {
    std::lock_guard<std::mutex> Lock(Mutex);
    Modules.clear();
  }

private:
  std::mutex Mutex;
  std::map<std::string, std::shared_ptr<CpuModule>> Modules;
};

MemoryCache &memoryCache() {
  static MemoryCache Cache;
  return Cache;
}

} // namespace

Status metalify::cpu::compileMsl(std::string_view Source,
                                 const CompileOptions &Opts,
                                 std::shared_ptr<CpuModule> &Out) {
  std::string Key = cacheKey(Source, Opts);
  if ((Out = memoryCache().find(Key)))
    return Status::success();
  if (std::optional<CacheEntry> Cached = loadCacheEntry(Key)) {
    if (loadJitModule(Cached->Object, Cached->Kernels, Out).ok()) {
      memoryCache().insert(Key, Out);
      return Status::success();
    }
  }
  CacheEntry Entry;
  if (Status S = compileToObject(Source, Opts, Entry); !S.ok())
    return S;
  if (Status S = loadJitModule(Entry.Object, Entry.Kernels, Out); !S.ok())
    return S;
  storeCacheEntry(Key, Entry);
  memoryCache().insert(Key, Out);
  return Status::success();
}

void metalify::cpu::clearModuleMemoryCache() { memoryCache().clear(); }

Status metalify::cpu::checkMsl(std::string_view Source,
                               const CompileOptions &Opts,
                               std::string &Messages) {
  MslAttributeScan Scan;
  std::vector<KernelDesc> Kernels;
  if (!analyze(Source, Opts, Scan, Kernels, Messages, /*ForCheckOnly=*/true))
    return Status::error(ErrorInvalidSource, Messages);
  return Status::success();
}
