//===- IncludeRewrite.h - CUDA includes -> the shim's header ---*- C++ -*-===//
//
// Part of metalify. Every #include of a CUDA header written in the main file
// becomes the include the rules name (metalify/runtime.h), and every file
// gets it on line 1 too: nvcc includes cuda_runtime.h before the first
// line, so code above the file's own CUDA includes sees the runtime.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_INCLUDEREWRITE_H
#define METALIFY_REWRITES_INCLUDEREWRITE_H

#include "Rewrites/HostRewriteContext.h"

namespace metalify {

/// Rewrites the CUDA includes of one file.
class IncludeRewrite {
public:
  explicit IncludeRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
