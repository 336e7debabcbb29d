//===- BackendSelection.cpp - Which backend runs the kernels --------------===//
//
// Part of metalify. Chosen once per process (Runtime::get): Metal on macOS,
// the CPU backend elsewhere; METALIFY_BACKEND=cpu|metal overrides, so one
// program can run on both and the outputs be compared.
//
//===----------------------------------------------------------------------===//
#include "common/Runtime.h"

#include "metalify/cuda_types.h"

#include <cstdio>
#include <cstdlib>
#include <fmt/format.h>
#include <string>

namespace metalify {

std::unique_ptr<Backend> selectBackend(Status &Error) {
  const char *Env = std::getenv("METALIFY_BACKEND");
  std::string Choice = Env ? Env : "";
  if (Choice.empty()) {
#ifdef __APPLE__
    // Metal by default on a Mac; a build without the Metal backend says so
    // once and runs on the CPU rather than failing every call.
    Status MetalError;
    if (std::unique_ptr<Backend> B = createMetalBackend(MetalError))
      return B;
    fmt::print(stderr, "{}; using the CPU backend\n", MetalError.Message);
#endif
    Choice = "cpu";
  }
  if (Choice == "cpu")
    return createCpuBackend();
  if (Choice == "metal") {
    Status MetalError;
    std::unique_ptr<Backend> B = createMetalBackend(MetalError);
    if (!B)
      Error = Status::error(
          cudaErrorNoDevice,
          fmt::format("[shim] METALIFY_BACKEND=metal: {}", MetalError.Message));
    return B;
  }
  Error = Status::error(
      cudaErrorNoDevice,
      fmt::format("[shim] METALIFY_BACKEND='{}' is not a backend; use 'cpu' "
                  "or 'metal'",
                  Choice));
  return nullptr;
}

} // namespace metalify
