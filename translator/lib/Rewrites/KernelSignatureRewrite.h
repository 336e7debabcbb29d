//===- KernelSignatureRewrite.h - The kernel ABI of docs/ABI.md -*- C++ -*-===//
//
// Part of metalify. A __global__ function becomes an MSL kernel: pointer
// parameters become [[buffer(i)]] arguments in order (`const device` when
// never written through), by-value parameters one `constant <kernel>_args&`
// struct at the next index (copied to locals at the top of the body), then
// the dynamic shared buffer and the built-ins the kernel uses.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELSIGNATUREREWRITE_H
#define METALIFY_REWRITES_KERNELSIGNATUREREWRITE_H

#include "Rewrites/DeviceRewrite.h"

namespace metalify {

/// The pieces of one translated kernel around its body.
struct KernelPieces {
  std::string ArgsStruct; ///< `struct k_args {...};`, empty when unused.
  std::string Signature;  ///< `kernel void k(...)`.
  std::string Prologue;   ///< Copies of by-value parameters, hoisted shared.
};

/// Builds the kernel's signature; reports ABI limits it exceeds.
class KernelSignatureRewrite {
public:
  /// The pieces for the kernel of \p C (a kernel clone).
  static KernelPieces build(RewriteContext &C);
};

} // namespace metalify

#endif
