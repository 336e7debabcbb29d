//===- CompilerFallback.cpp - Until the CPU compiler is linked in ---------===//
//
// Part of metalify. Weak definitions of the CPU compiler's entry points so
// that libmetalify links on branches without shim/cpu/Compiler*.cpp; the
// real (strong) definitions replace them. Delete this file once the
// compiler has landed.
//
//===----------------------------------------------------------------------===//
#include "cpu/CpuModule.h"
#include "metalify/cuda_types.h"

namespace metalify::cpu {

__attribute__((weak)) Status compileMsl(std::string_view,
                                        const CompileOptions &,
                                        std::shared_ptr<CpuModule> &) {
  return Status::error(cudaErrorNotSupported,
                       "[cpu] this build has no MSL compiler");
}

__attribute__((weak)) Status checkMsl(std::string_view, const CompileOptions &,
                                      std::string &) {
  return Status::error(cudaErrorNotSupported,
                       "[cpu] this build has no MSL compiler");
}

} // namespace metalify::cpu
