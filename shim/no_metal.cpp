//===- no_metal.cpp - The Metal backend where Metal is absent --------===//
//
// Part of metalify. In builds without the Metal backend (every system but
// macOS, and macOS until shim/metal/ lands), asking for it fails cleanly
// with a message.
//
//===----------------------------------------------------------------------===//
#include "common/Backend.h"

namespace metalify {

std::unique_ptr<Backend> createMetalBackend(Status &Error) {
  Error = Status::error(
      /*cudaErrorNoDevice*/ 100,
      "[shim::metal] this build of libmetalify has no Metal backend (it "
      "builds on macOS only, from shim/metal/)");
  return nullptr;
}

} // namespace metalify
