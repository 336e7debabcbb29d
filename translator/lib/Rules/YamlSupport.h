//===- YamlSupport.h - Located YAML parsing for rules files ----*- C++ -*-===//
//
// Part of metalify. What the mapping and catalog parsers share: a context
// that turns YAML nodes into line:column positions, and a diagnostic sink
// that turns YAML I/O errors into llvm::Error values (never stderr, never a
// crash).
//
//===----------------------------------------------------------------------===//
#ifndef METALIFY_LIB_RULES_YAMLSUPPORT_H
#define METALIFY_LIB_RULES_YAMLSUPPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLTraits.h"

#include <string>

namespace metalify {

/// A 1-based position in a file.
struct TextPosition {
  unsigned Line = 0;
  unsigned Column = 0;
};

/// Per-parse state handed to the YAML traits through IO::getContext().
class YamlParseContext {
public:
  YamlParseContext(llvm::StringRef Path, llvm::StringRef Contents)
      : Path(Path), Contents(Contents) {}

  /// Where the node being mapped starts; {0, 0} when writing YAML.
  TextPosition currentPosition(llvm::yaml::IO &Io) const;
  /// The position of a pointer into the parsed contents.
  TextPosition positionOf(const char *Ptr) const;

  /// Records a YAML I/O diagnostic (the first one wins).
  static void handleDiagnostic(const llvm::SMDiagnostic &Diag, void *Context);
  /// The recorded diagnostic as an error, or success.
  llvm::Error takeError();

  llvm::StringRef Path;
  llvm::StringRef Contents;

private:
  std::string FirstError;
};

/// "path:line:col: error: message", the line and a caret, as an llvm::Error.
llvm::Error makeLocatedError(llvm::StringRef Path, llvm::StringRef Contents,
                             TextPosition Pos, const llvm::Twine &Message);

/// The text of line \p Line (1-based) of \p Contents, without its newline.
llvm::StringRef lineText(llvm::StringRef Contents, unsigned Line);

} // namespace metalify

#endif
