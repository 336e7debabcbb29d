//===- YamlSupport.cpp - Located YAML parsing for rules files -------------===//
//
// Part of metalify.
//
//===----------------------------------------------------------------------===//
#include "YamlSupport.h"

#include "llvm/Support/YAMLParser.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace metalify {

TextPosition YamlParseContext::currentPosition(yaml::IO &Io) const {
  if (Io.outputting())
    return {};
  // Only yaml::Input reads, and it is the only IO that is not outputting.
  const yaml::Node *N = static_cast<yaml::Input &>(Io).getCurrentNode();
  if (!N)
    return {};
  return positionOf(N->getSourceRange().Start.getPointer());
}

TextPosition YamlParseContext::positionOf(const char *Ptr) const {
  if (!Ptr || Ptr < Contents.begin() || Ptr > Contents.end())
    return {};
  StringRef Before = Contents.take_front(Ptr - Contents.begin());
  TextPosition Pos;
  Pos.Line = Before.count('\n') + 1;
  size_t LineStart = Before.rfind('\n');
  Pos.Column = LineStart == StringRef::npos ? Before.size() + 1
                                            : Before.size() - LineStart;
  return Pos;
}

void YamlParseContext::handleDiagnostic(const SMDiagnostic &Diag,
                                        void *Context) {
  auto *Self = static_cast<YamlParseContext *>(Context);
  if (!Self->FirstError.empty())
    return;
  raw_string_ostream OS(Self->FirstError);
  Diag.print(/*ProgName=*/nullptr, OS, /*ShowColors=*/false);
}

Error YamlParseContext::takeError() {
  if (FirstError.empty())
    return Error::success();
  std::string Message = std::move(FirstError);
  FirstError.clear();
  StringRef Trimmed = StringRef(Message).rtrim('\n');
  return createStringError(inconvertibleErrorCode(), Trimmed);
}

StringRef lineText(StringRef Contents, unsigned Line) {
  for (unsigned I = 1; I < Line && !Contents.empty(); ++I)
    Contents = Contents.split('\n').second;
  return Contents.split('\n').first.rtrim('\r');
}

Error makeLocatedError(StringRef Path, StringRef Contents, TextPosition Pos,
                       const Twine &Message) {
  std::string Text;
  raw_string_ostream OS(Text);
  OS << Path << ":" << Pos.Line << ":" << Pos.Column << ": error: " << Message;
  if (Pos.Line != 0) {
    OS << "\n" << lineText(Contents, Pos.Line) << "\n";
    OS.indent(Pos.Column ? Pos.Column - 1 : 0) << "^";
  }
  return createStringError(inconvertibleErrorCode(), Text);
}

} // namespace metalify
