//===- MslPrepass.h - Token rewrites before MSL parses as C++ --*- C++ -*-===//
//
// Part of metalify. The CPU backend parses MSL as C++ with the prelude's
// address-space macros (prelude/README.md). Three MSL constructs cannot be
// expressed by macros; this pass rewrites them on Clang's raw token stream,
// in place and with the same length, so every line and column of the
// source stays where it was (diagnostics point at the user's text):
//
//   [[threadgroup(0)]]           -> [[tgroup_bind(0)]]
//       inside [[ ]], `threadgroup` names the binding attribute, not the
//       address space macro;
//   threadgroup float Tile[32];  -> __tg_static float Tile[32];
//       a threadgroup *object* declared in a function body (a statement
//       that starts with `threadgroup` and declares no pointer or
//       reference) becomes a static local in the threadgroup address space
//       (`__tg_static` is a prelude macro); the compiler places it in the
//       threadgroup's memory (MetalifyDispatch::ThreadgroupStatic) and
//       rejects it outside kernels;
//   float get() const device {   -> float get() const        {
//       address-space qualifiers of member functions are blanked (Clang's
//       C++ mode cannot express them; `this` accepts every address space
//       under -fsycl-is-device), and so are the device and threadgroup
//       spaces of their return types, in the class and out of it; a
//       member with its body in the class and one non-thread space keeps
//       its return type, `this` in its body becomes `_tG` (`_tD`,
//       `_tC`), `this` cast to that space, and, when it returns a
//       reference or a pointer, `return` becomes `_rG` (`_rD`, `_rC`),
//       which puts what it returns in that space (prelude/README.md).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_MSLPREPASS_H
#define METALIFY_SHIM_CPU_MSLPREPASS_H

#include <string>
#include <string_view>

namespace metalify::cpu {

/// Returns \p Source with the rewrites above applied; the result has the
/// same length and the same line breaks as \p Source.
std::string prepareMslForCpu(std::string_view Source);

} // namespace metalify::cpu

#endif
