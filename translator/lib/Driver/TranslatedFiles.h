//===- TranslatedFiles.h - Files translated with the main file -*- C++ -*-===//
//
// Part of metalify. Benchmark suites (Rodinia, the old CUDA SDK) keep their
// kernels in a second .cu file that the main file #includes and that is
// never compiled on its own. Such a file is merged into the main file's
// translation: its device code goes to the main file's .metal, its host text
// is rewritten like the main file's and replaces the #include directive in
// the host output. A user file is merged when a merged file (the main file
// first) includes it and it is a CUDA source (.cu) or defines device code
// the host compiler cannot take (a kernel, a device-only function, also as
// a class member, a device variable: nvcc's host pass never sees their
// bodies), includes
// such a file (directly or not), or is one of our CUB/Thrust headers. Other
// headers keep their #include and are not rewritten.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_DRIVER_TRANSLATEDFILES_H
#define METALIFY_DRIVER_TRANSLATEDFILES_H

#include "Driver/ParsedUnit.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace metalify {

/// The main file plus the files merged into it.
struct TranslatedFiles {
  llvm::DenseSet<clang::FileID> Files;
  /// The directives whose files are merged, in source order.
  std::vector<const IncludeDirective *> Merged;

  /// Finds the merged files of a parsed unit from its #include directives.
  static TranslatedFiles compute(clang::ASTContext &Context,
                                 const std::vector<IncludeDirective> &Includes);
};

} // namespace metalify

#endif
