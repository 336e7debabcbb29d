//===- KernelSignatureRewrite.h - The kernel ABI of docs/ABI.md -*- C++ -*-===//
//
// Part of metalify. A __global__ function becomes an MSL kernel: pointer
// parameters become [[buffer(i)]] arguments in order (`const device` when
// never written through), by-value parameters one `constant <kernel>_args&`
// struct at the next index (copied to locals at the top of the body), the
// reserved buffers of the __constant__ / __device__ globals it reaches, then
// the dynamic shared buffer and the built-ins the kernel uses.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_KERNELSIGNATUREREWRITE_H
#define METALIFY_REWRITES_KERNELSIGNATUREREWRITE_H

#include "Rewrites/DeviceRewrite.h"

#include "clang/AST/Type.h"

#include <cstdint>
#include <string>
#include <vector>

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
  /// True when a value of type \p T holds a pointer somewhere (by-value
  /// data shared with the host cannot: decision 5 of DESIGN.md).
  static bool holdsPointer(clang::QualType T, const clang::ASTContext &Ctx);
  /// Why the pointers inside by-value kernel parameter type \p T cannot
  /// reach the kernel (MTL2009's reason); empty when \p T holds no pointer
  /// or only ones the shim translates: direct members of a struct, each a
  /// pointer to data without pointers (docs/ABI.md, "Pointers inside
  /// by-value arguments").
  static std::string pointerMemberProblem(clang::QualType T,
                                          const clang::ASTContext &Ctx);
  /// The byte offsets, in \p Ctx's layout of \p T, of the pointer members
  /// of a by-value parameter type that pointerMemberProblem accepts; empty
  /// for any other type.
  static std::vector<uint64_t> pointerMemberOffsets(clang::QualType T,
                                                    const clang::ASTContext &Ctx);
};

} // namespace metalify

#endif
