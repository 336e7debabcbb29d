//===- InactiveText.h - Text conditional compilation left out --*- C++ -*-===//
//
// Part of metalify. Device code is emitted from its source text, so the
// lines of `#if`/`#ifdef`/`#else`/`#endif` and the groups the preprocessor
// skipped must not reach the .metal: there the conditions would be
// evaluated again, without the macros (or -D options, or __CUDA_ARCH__) that
// decided them. The parse records them (ParsedUnit), the emitters blank
// them (SourceEdits::blankInactive).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_DRIVER_INACTIVETEXT_H
#define METALIFY_DRIVER_INACTIVETEXT_H

#include "clang/Basic/SourceLocation.h"

namespace metalify {

/// Text of a user's file that the preprocessor left out of the unit: a
/// conditional directive's line(s) or a skipped group, as whole lines.
struct InactiveText {
  clang::FileID File;
  unsigned Begin = 0; ///< Offset of the first line's first character.
  unsigned End = 0;   ///< Offset of the last line's newline (or the end).
};

} // namespace metalify

#endif
