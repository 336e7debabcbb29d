//===- HeaderIncludeRewrite.h - CUDA includes of a user header -*- C++ -*-===//
//
// Part of metalify. A header of a CUDA program (translated once in a
// whole-tree translation, not once per includer) keeps all its text except
// each #include of a CUDA header, which becomes the include the rules'
// header rows name, as IncludeRewrite does for a translated .cu file. The
// header is lexed, not parsed: every #include line is rewritten, in active
// and inactive #if branches alike, since includers may define different
// macros.
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_REWRITES_HEADERINCLUDEREWRITE_H
#define METALIFY_REWRITES_HEADERINCLUDEREWRITE_H

#include "Rewrites/HostSpellings.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace metalify {

/// Rewrites the CUDA includes of one header's text.
class HeaderIncludeRewrite {
public:
  HeaderIncludeRewrite(llvm::StringRef Path, llvm::StringRef Text,
                       const HostSpellings &Spellings)
      : Path(Path), Text(Text), Spellings(Spellings) {}

  /// The rewritten text.
  std::string run();
  /// How often each CUDA header was included (after run()).
  const llvm::StringMap<unsigned> &uses() const { return Uses; }

private:
  /// One replacement: [Begin, End) of Text becomes Replacement.
  struct Edit {
    size_t Begin, End;
    std::string Replacement;
  };
  void rewriteDirective(size_t HashOffset, size_t AfterInclude);

  llvm::StringRef Path;
  llvm::StringRef Text;
  const HostSpellings &Spellings;
  std::vector<Edit> Edits;
  llvm::StringMap<unsigned> Uses;
};

} // namespace metalify

#endif
