//===- no_metal.cpp - The Metal backend where Metal is absent --------===//
//
// Part of metalify. On systems without Metal, asking for the Metal backend
// fails cleanly with a message; the runtime then uses the CPU backend.
//
//===----------------------------------------------------------------------===//
#include "common/Backend.h"

namespace metalify {

std::unique_ptr<Backend> createMetalBackend(Status &Error) {
  Error = Status::error(
      /*cudaErrorNoDevice*/ 100,
      "[shim::metal] the Metal backend is only available on macOS; "
      "use METALIFY_BACKEND=cpu");
  return nullptr;
}

} // namespace metalify
