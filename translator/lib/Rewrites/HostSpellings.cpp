//===- HostSpellings.cpp - Host-side spellings from the rules -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "Rewrites/HostSpellings.h"

namespace metalify {
namespace {

/// The rows the host side needs, by their CUDA names.
constexpr llvm::StringLiteral LaunchRow = "<<<>>>";
/// CUDA's host-side kernel handle type names the typed handle template.
constexpr llvm::StringLiteral KernelHandleRow = "cudaKernel_t";
/// The host handle of a __constant__ / __device__ variable.
constexpr llvm::StringLiteral SymbolHandleRow = "__device__-variable";
/// The header nvcc includes implicitly.
constexpr llvm::StringLiteral ImplicitHeaderRow = "cuda_runtime.h";

llvm::Expected<std::string> metalOf(const RuleTable &Rules,
                                    llvm::StringRef Name) {
  const Rule *R = Rules.find(Name);
  if (!R || R->Metal.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "the rules table has no row '%s' with a 'metal' spelling",
        Name.str().c_str());
  return R->Metal;
}

} // namespace

llvm::StringRef HostSpellings::launchRowName() { return LaunchRow; }

const std::string *HostSpellings::headerFor(llvm::StringRef Name) const {
  auto It = Headers.find(Name);
  return It == Headers.end() ? nullptr : &It->second;
}

llvm::Expected<HostSpellings> HostSpellings::load(const RuleTable &Rules) {
  HostSpellings S;
  llvm::Expected<std::string> Launch = metalOf(Rules, LaunchRow);
  if (!Launch)
    return Launch.takeError();
  S.LaunchFunction = std::move(*Launch);
  llvm::Expected<std::string> Handle = metalOf(Rules, KernelHandleRow);
  if (!Handle)
    return Handle.takeError();
  S.KernelHandle = std::move(*Handle);
  llvm::Expected<std::string> Symbol = metalOf(Rules, SymbolHandleRow);
  if (!Symbol)
    return Symbol.takeError();
  S.SymbolHandle = std::move(*Symbol);
  for (const Rule &R : Rules.rows())
    if (R.Kind == RuleKind::Header && !R.Metal.empty())
      S.Headers[R.Name] = R.Metal;
  if (const std::string *Implicit = S.headerFor(ImplicitHeaderRow))
    S.ImplicitInclude = *Implicit;
  return S;
}

} // namespace metalify
