//===- Embedded.h - Files compiled into the binary -------------*- C++ -*-===//
//
// Part of metalify. Files listed in a metalify_embed() call (CMake) become an
// array of EmbeddedFile, so the tool needs nothing installed beside it.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_EMBEDDED_H
#define METALIFY_EMBEDDED_H

namespace metalify {

/// One file embedded at build time: its path relative to the embedding root
/// and its full contents (not NUL-terminated data; use Size).
struct EmbeddedFile {
  const char *Path;
  const char *Contents;
  unsigned long Size;
};

} // namespace metalify

#endif
