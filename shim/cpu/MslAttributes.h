//===- MslAttributes.h - MSL attributes Clang cannot see ---------*- C++ -*-===//
//
// Part of metalify. MSL's attributes ([[buffer(0)]], [[threadgroup(0)]],
// [[thread_position_in_grid]], ...) are unknown to Clang, which drops them,
// and `threadgroup` is both an address space (a prelude macro) and an
// attribute name. Before parsing, this pass records every MSL attribute list
// with its offset and blanks it out; it also marks kernel-scope `threadgroup`
// declarations. Every edit keeps the text's length and line structure, so
// Clang's locations in the rewritten text are the user's locations.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_SHIM_CPU_MSLATTRIBUTES_H
#define METALIFY_SHIM_CPU_MSLATTRIBUTES_H

#include <string>
#include <string_view>
#include <vector>

namespace metalify::cpu {

/// One attribute of an MSL `[[...]]` list, e.g. `buffer(3)`.
struct MslAttribute {
  /// The attribute's name, e.g. "buffer" or "host_name".
  std::string Name;
  /// Its arguments as written, trimmed, e.g. {"3"} or {"\"saxpy\""}.
  std::vector<std::string> Args;
  /// Offset of the attribute's name in the source.
  unsigned Offset = 0;
};

/// The source as Clang parses it plus the attributes taken out of it.
struct MslAttributeScan {
  std::string Text;
  /// In source order.
  std::vector<MslAttribute> Attributes;
};

/// The identifier that replaces `threadgroup` at the start of a declaration
/// inside braces (same length); the compiler defines it as a macro.
inline constexpr std::string_view ThreadgroupVarMarker = "__mtl_tgvar";

/// Whether \p Name is an MSL attribute this backend understands or rejects
/// itself (as opposed to a standard C++ attribute left to Clang).
bool isMslAttributeName(std::string_view Name);

/// Runs the pass over \p Source.
MslAttributeScan extractMslAttributes(std::string_view Source);

/// Clang's diagnostics quote the text it parsed; this puts the user's own
/// lines back into the quoted snippets (`  12 | ...`) of \p Messages.
std::string restoreSourceLines(std::string_view Messages,
                               std::string_view Original,
                               std::string_view Rewritten);

} // namespace metalify::cpu

#endif
