//===- MslAttributes.cpp - MSL attributes Clang cannot see --------------===//
//
// Part of metalify. A small scanner (comments, string and character literals,
// brackets) rather than a Clang lexer: it runs before preprocessing, on the
// text exactly as the user wrote it.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslAttributes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <cctype>

using namespace metalify::cpu;

namespace {

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Scans C++ text, skipping comments and literals.
class Scanner {
public:
  explicit Scanner(std::string &Text) : Text(Text) {}

  /// Advances past a comment or literal starting at \p I; returns whether
  /// there was one.
  bool skipNonCode(size_t &I) const {
    if (Text.compare(I, 2, "//") == 0) {
      while (I < Text.size() && Text[I] != '\n')
        ++I;
      return true;
    }
    if (Text.compare(I, 2, "/*") == 0) {
      size_t End = Text.find("*/", I + 2);
      I = End == std::string::npos ? Text.size() : End + 2;
      return true;
    }
    if (Text[I] != '"' && Text[I] != '\'')
      return false;
    char Quote = Text[I++];
    while (I < Text.size() && Text[I] != Quote && Text[I] != '\n')
      I += Text[I] == '\\' ? 2 : 1;
    I = std::min(I + 1, Text.size());
    return true;
  }

  /// Finds the `]]` closing the list whose `[[` is at \p Begin, or npos.
  size_t findListEnd(size_t Begin) const {
    int Depth = 0;
    for (size_t I = Begin + 2; I < Text.size();) {
      if (skipNonCode(I))
        continue;
      char C = Text[I];
      if (Depth == 0 && Text.compare(I, 2, "]]") == 0)
        return I;
      if (C == '(' || C == '[' || C == '{')
        ++Depth;
      else if (C == ')' || C == ']' || C == '}')
        --Depth;
      if (Depth < 0)
        return std::string::npos;
      ++I;
    }
    return std::string::npos;
  }

  std::string &Text;
};

/// Splits \p Body at commas outside brackets; each piece keeps its offset.
std::vector<std::pair<size_t, llvm::StringRef>> splitTopLevel(
    llvm::StringRef Body, size_t BodyOffset) {
  std::vector<std::pair<size_t, llvm::StringRef>> Pieces;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I <= Body.size(); ++I) {
    char C = I < Body.size() ? Body[I] : ',';
    if (C == '"' || C == '\'') {
      // Skip the literal: a comma inside it separates nothing.
      for (++I; I < Body.size() && Body[I] != C; ++I)
        I += Body[I] == '\\';
      continue;
    }
    if (C == '(' || C == '[')
      ++Depth;
    else if (C == ')' || C == ']')
      --Depth;
    if (C != ',' || Depth != 0)
      continue;
    llvm::StringRef Piece = Body.slice(Start, I);
    size_t Lead = Piece.size() - Piece.ltrim().size();
    Pieces.emplace_back(BodyOffset + Start + Lead, Piece.trim());
    Start = I + 1;
  }
  return Pieces;
}

/// Parses `name`, `ns::name` or `name(args)` at \p Offset.
MslAttribute parseAttribute(llvm::StringRef Item, size_t Offset) {
  MslAttribute A;
  A.Offset = static_cast<unsigned>(Offset);
  size_t Paren = Item.find('(');
  A.Name = Item.substr(0, Paren).trim().str();
  // The prelude's pre-pass spells [[threadgroup(n)]] this way.
  if (A.Name == "metal_threadgroup")
    A.Name = "threadgroup";
  if (Paren == llvm::StringRef::npos)
    return A;
  llvm::StringRef Args = Item.substr(Paren + 1);
  Args.consume_back(")");
  for (auto &[ArgOffset, Arg] : splitTopLevel(Args, 0))
    if (!Arg.empty())
      A.Args.push_back(Arg.str());
  return A;
}

/// Blanks [Begin, End) keeping newlines; writes \p Keep at the start.
void blank(std::string &Text, size_t Begin, size_t End,
           std::string_view Keep = {}) {
  for (size_t I = Begin; I < End; ++I)
    if (Text[I] != '\n')
      Text[I] = ' ';
  Text.replace(Begin, Keep.size(), Keep);
}

/// Handles the `[[...]]` list at \p Begin; returns the offset after it.
size_t rewriteList(Scanner &S, size_t Begin, MslAttributeScan &R) {
  size_t End = S.findListEnd(Begin);
  if (End == std::string::npos)
    return Begin + 2;
  llvm::StringRef Body = llvm::StringRef(S.Text).slice(Begin + 2, End);
  std::vector<MslAttribute> Attrs;
  bool AnyMsl = false, IsKernel = false;
  for (auto &[Offset, Item] : splitTopLevel(Body, Begin + 2)) {
    Attrs.push_back(parseAttribute(Item, Offset));
    AnyMsl |= isMslAttributeName(Attrs.back().Name);
    IsKernel |= Attrs.back().Name == "kernel";
  }
  if (!AnyMsl)
    return End + 2;
  R.Attributes.insert(R.Attributes.end(), Attrs.begin(), Attrs.end());
  // `[[kernel]]` stays a kernel for the parser: `kernel` is a macro.
  blank(S.Text, Begin, End + 2, IsKernel ? "kernel" : "");
  return End + 2;
}

/// Whether \p LastCode, the last character of code before an identifier
/// (comments skipped), ends a statement or opens a block, so the identifier
/// starts a declaration.
bool atStatementStart(char LastCode) {
  return LastCode == ';' || LastCode == '{' || LastCode == '}';
}

/// Whether the declaration continuing at \p I (after `threadgroup`) declares
/// threadgroup storage, not a pointer or reference to it (`threadgroup
/// float *p = ...;` is an ordinary local).
bool declaresStorage(const Scanner &S, size_t I) {
  while (I < S.Text.size()) {
    if (S.skipNonCode(I))
      continue;
    char C = S.Text[I++];
    if (C == '*' || C == '&' || C == '(')
      return false;
    if (C == ';' || C == '=' || C == '[' || C == '{' || C == ',')
      return true;
  }
  return false;
}

} // namespace

bool metalify::cpu::isMslAttributeName(std::string_view Name) {
  return llvm::StringSwitch<bool>(llvm::StringRef(Name.data(), Name.size()))
      .Cases("kernel", "buffer", "threadgroup", "texture", "sampler", true)
      .Case("metal_threadgroup", true)
      .Cases("host_name", "max_total_threads_per_threadgroup", "stage_in",
             true)
      .Cases("function_constant", "id", "visible", "user", true)
      .Cases("thread_position_in_grid", "thread_position_in_threadgroup",
             "threadgroup_position_in_grid", "threads_per_threadgroup", true)
      .Cases("dispatch_threads_per_threadgroup", "threadgroups_per_grid",
             "threads_per_grid", "thread_index_in_threadgroup", true)
      .Cases("thread_index_in_simdgroup", "simdgroup_index_in_threadgroup",
             "threads_per_simdgroup", "simdgroups_per_threadgroup", true)
      .Cases("dispatch_simdgroups_per_threadgroup", "thread_execution_width",
             "thread_index_in_quadgroup", "quadgroup_index_in_threadgroup",
             true)
      .Cases("quadgroups_per_threadgroup", "dispatch_quadgroups_per_threadgroup",
             "grid_origin", "grid_size", true)
      .Default(false);
}

MslAttributeScan metalify::cpu::extractMslAttributes(std::string_view Source) {
  MslAttributeScan R;
  R.Text.assign(Source);
  Scanner S(R.Text);
  int BraceDepth = 0, ParenDepth = 0;
  // The last character of code before I: comments (the translator keeps
  // the user's, often right before a declaration) do not count.
  char LastCode = 0;
  for (size_t I = 0; I < R.Text.size();) {
    bool Comment = R.Text.compare(I, 2, "//") == 0 ||
                   R.Text.compare(I, 2, "/*") == 0;
    if (S.skipNonCode(I)) {
      LastCode = Comment ? LastCode : '"';
      continue;
    }
    char C = R.Text[I];
    if (R.Text.compare(I, 2, "[[") == 0) {
      I = rewriteList(S, I, R);
      LastCode = ']';
      continue;
    }
    if (isIdentChar(C)) {
      size_t End = I;
      while (End < R.Text.size() && isIdentChar(R.Text[End]))
        ++End;
      bool StartsIdent = I == 0 || !isIdentChar(R.Text[I - 1]);
      if (StartsIdent && BraceDepth > 0 && ParenDepth == 0 &&
          llvm::StringRef(R.Text).slice(I, End) == "threadgroup" &&
          atStatementStart(LastCode) && declaresStorage(S, End))
        R.Text.replace(I, End - I, ThreadgroupVarMarker);
      I = End;
      LastCode = 'a';
      continue;
    }
    BraceDepth += C == '{' ? 1 : C == '}' ? -1 : 0;
    ParenDepth += C == '(' ? 1 : C == ')' ? -1 : 0;
    if (!std::isspace(static_cast<unsigned char>(C)))
      LastCode = C;
    ++I;
  }
  return R;
}

std::string metalify::cpu::restoreSourceLines(std::string_view Messages,
                                              std::string_view Original,
                                              std::string_view Rewritten) {
  llvm::SmallVector<llvm::StringRef, 0> Before, After, Lines;
  llvm::StringRef(Original.data(), Original.size()).split(Before, '\n');
  llvm::StringRef(Rewritten.data(), Rewritten.size()).split(After, '\n');
  llvm::StringRef(Messages.data(), Messages.size()).split(Lines, '\n');
  std::string Out;
  for (auto [I, Line] : llvm::enumerate(Lines)) {
    if (I)
      Out += '\n';
    auto [Gutter, Quoted] = Line.split(" | ");
    unsigned Number = 0;
    bool IsSnippet = !Quoted.empty() || Line.ends_with(" | ");
    if (!IsSnippet || Gutter.trim().getAsInteger(10, Number) || Number == 0 ||
        Number > After.size() || Before[Number - 1] == After[Number - 1] ||
        Quoted != After[Number - 1]) {
      Out += Line;
      continue;
    }
    Out += Gutter.str() + " | " + Before[Number - 1].str();
  }
  return Out;
}
