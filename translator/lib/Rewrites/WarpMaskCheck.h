//===- WarpMaskCheck.h - Lane masks Metal cannot honour ---------*- C++ -*-===//
//
// Part of metalify. CUDA's warp functions take a lane mask (`mask` in their
// declarations); Metal's SIMD-group functions have none: every active lane
// takes part. With the full mask, or in converged code with the mask of the
// active lanes, the result is the same. A constant mask other than all ones
// says that only some lanes take part, which Metal cannot express: it is
// reported (MTL3004, a warning with a marker) and the call is translated as
// with the full mask.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_WARPMASKCHECK_H
#define METALIFY_REWRITES_WARPMASKCHECK_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// Reports library calls whose `mask` argument is a constant other than all
/// ones.
class WarpMaskCheck : public DeviceRewrite {
public:
  void stmt(const clang::Stmt *S, RewriteContext &C) override;
};

} // namespace metalify

#endif
