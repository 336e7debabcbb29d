//===- MslAddressSpaceCheck.h - Metal's address-space rules ----*- C++ -*-===//
//
// Part of metalify. The CPU backend parses MSL with -fsycl-is-device
// (prelude/README.md), where the default address space (MSL `thread`) is a
// superset of the others, so `thread float *P = DevicePtr;` parses. Metal
// rejects it. This check, run on the parsed AST, reports every implicit
// conversion from `device`, `constant` or `threadgroup` to `thread`, except
// the ones Metal performs too: the object of a member call and the source
// of an implicit copy/move constructor or assignment. It also rejects
// explicit casts between vector types of different elements
// (`(float4)IntVec`, `static_cast<float4>(IntVec)`), which Clang compiles as
// a bitcast where Metal converts.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_MSLADDRESSSPACECHECK_H
#define METALIFY_SHIM_CPU_MSLADDRESSSPACECHECK_H

#include <string>
#include <string_view>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace metalify::cpu {

/// Reports (as errors on \p Ctx's diagnostics engine) each implicit
/// address-space conversion to `thread` and each bit-reinterpreting vector
/// cast outside system headers. Returns the number of errors reported.
unsigned checkMslAddressSpaces(clang::ASTContext &Ctx);

/// Parses \p Source (already through prepareMslForCpu) with \p Args and
/// runs the check; returns true when there is no error. Diagnostics are
/// appended to \p Messages. For tests and tools without their own front end.
bool checkMslAddressSpacesInSource(std::string_view Source,
                                   const std::vector<std::string> &Args,
                                   std::string &Messages);

} // namespace metalify::cpu

#endif
