//===- MergedIncludeRewrite.h - Included .cu files spliced in --*- C++ -*-===//
//
// Part of metalify. The host text of a file merged into the translation
// (Driver/TranslatedFiles.h: a .cu file, or a header defining kernels, that
// the main file #includes) is rewritten like the main file's; this rewrite,
// run last, replaces each merged #include directive by that text, so the
// host output stands alone and no kernel definition is left to the host
// compiler.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_MERGEDINCLUDEREWRITE_H
#define METALIFY_REWRITES_MERGEDINCLUDEREWRITE_H

#include "Rewrites/HostRewriteContext.h"

namespace metalify {

/// Splices the rewritten text of merged files over their #include lines.
class MergedIncludeRewrite {
public:
  explicit MergedIncludeRewrite(HostRewriteContext &Ctx) : Ctx(Ctx) {}
  void run();

private:
  /// Comments out the directives, in translated files, that name a merged
  /// file or one of our CUB/Thrust headers a second time (an include guard
  /// kept them from entering): the text is in the output already, and the
  /// host compiler could not find our headers.
  void removeRepeatedIncludes();
  /// The rewritten text of \p File.
  std::string rewrittenText(clang::FileID File);
  /// \p Text with its `#pragma once` commented out.
  static std::string withoutPragmaOnce(std::string Text);

  HostRewriteContext &Ctx;
};

} // namespace metalify

#endif
