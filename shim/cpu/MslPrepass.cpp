//===- MslPrepass.cpp - Token rewrites before MSL parses as C++ -----------===//
//
// Part of metalify. See MslPrepass.h.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslPrepass.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

#include <vector>

namespace metalify::cpu {
namespace {

/// One raw token: kind, offset in the source and spelling.
struct RawToken {
  clang::tok::TokenKind Kind;
  size_t Offset;
  std::string_view Text;

  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  bool isIdent(std::string_view Name) const {
    return Kind == clang::tok::raw_identifier && Text == Name;
  }
};

/// Lexes \p Source without a preprocessor, dropping directive lines.
std::vector<RawToken> lexRaw(std::string_view Source) {
  clang::LangOptions Opts;
  Opts.CPlusPlus = Opts.CPlusPlus11 = Opts.CPlusPlus14 = Opts.CPlusPlus17 = 1;
  const char *Begin = Source.data();
  clang::Lexer Lex(clang::SourceLocation(), Opts, Begin, Begin,
                   Begin + Source.size());
  std::vector<RawToken> Tokens;
  bool InDirective = false;
  clang::Token Tok;
  while (true) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    if (Tok.isAtStartOfLine())
      InDirective = Tok.is(clang::tok::hash);
    if (InDirective)
      continue;
    size_t Offset = Tok.getLocation().getRawEncoding();
    Tokens.push_back({Tok.getKind(), Offset,
                      Source.substr(Offset, Tok.getLength())});
  }
  return Tokens;
}

bool isAddressSpace(const RawToken &T) {
  return T.isIdent("device") || T.isIdent("constant") ||
         T.isIdent("threadgroup") || T.isIdent("thread");
}

/// Overwrites the token at \p T with \p Text padded with spaces (Text is
/// never longer than the token).
void overwrite(std::string &Out, const RawToken &T, std::string_view Text) {
  Out.replace(T.Offset, T.Text.size(),
              std::string(Text) + std::string(T.Text.size() - Text.size(), ' '));
}

/// True when the declaration starting after `threadgroup` at \p I declares
/// an object: no `*`, `&` or `(` (a parenthesized declarator, e.g. a
/// reference to an array) before `;`, `=`, `[`, `{` or `,`.
bool declaresObject(const std::vector<RawToken> &Tokens, size_t I) {
  int Angle = 0;
  for (size_t J = I + 1; J < Tokens.size(); ++J) {
    const RawToken &T = Tokens[J];
    if (T.is(clang::tok::less))
      ++Angle;
    else if (T.is(clang::tok::greater) && Angle > 0)
      --Angle;
    else if (Angle == 0 &&
             (T.is(clang::tok::star) || T.is(clang::tok::amp) ||
              T.is(clang::tok::ampamp) || T.is(clang::tok::l_paren)))
      return false;
    else if (Angle == 0 &&
             (T.is(clang::tok::semi) || T.is(clang::tok::equal) ||
              T.is(clang::tok::l_square) || T.is(clang::tok::l_brace) ||
              T.is(clang::tok::comma)))
      return true;
  }
  return false;
}

/// True when \p I is an address space qualifying a member function: after
/// `)` (and cv-qualifiers), before the body or the end of the declaration.
bool qualifiesMemberFunction(const std::vector<RawToken> &Tokens, size_t I) {
  size_t Prev = I;
  while (Prev > 0 && (Tokens[Prev - 1].isIdent("const") ||
                      Tokens[Prev - 1].isIdent("volatile")))
    --Prev;
  if (Prev == 0 || !Tokens[Prev - 1].is(clang::tok::r_paren))
    return false;
  size_t Next = I + 1;
  while (Next < Tokens.size() && (Tokens[Next].isIdent("const") ||
                                  Tokens[Next].isIdent("volatile")))
    ++Next;
  if (Next >= Tokens.size())
    return false;
  const RawToken &T = Tokens[Next];
  return T.is(clang::tok::l_brace) || T.is(clang::tok::semi) ||
         T.is(clang::tok::arrow) || T.is(clang::tok::equal) ||
         T.isIdent("noexcept") || T.isIdent("override");
}

/// True when token \p I starts a statement (follows `{`, `}` or `;`).
bool startsStatement(const std::vector<RawToken> &Tokens, size_t I) {
  if (I == 0)
    return false;
  const RawToken &P = Tokens[I - 1];
  return P.is(clang::tok::l_brace) || P.is(clang::tok::r_brace) ||
         P.is(clang::tok::semi);
}

} // namespace

std::string prepareMslForCpu(std::string_view Source) {
  std::string Out(Source);
  std::vector<RawToken> Tokens = lexRaw(Source);
  int AttrDepth = 0;
  int BraceDepth = 0;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const RawToken &T = Tokens[I];
    if (T.is(clang::tok::l_square) && I + 1 < Tokens.size() &&
        Tokens[I + 1].is(clang::tok::l_square)) {
      ++AttrDepth;
      ++I;
      continue;
    }
    if (AttrDepth > 0 && T.is(clang::tok::r_square) && I + 1 < Tokens.size() &&
        Tokens[I + 1].is(clang::tok::r_square)) {
      --AttrDepth;
      ++I;
      continue;
    }
    if (T.is(clang::tok::l_brace))
      ++BraceDepth;
    else if (T.is(clang::tok::r_brace) && BraceDepth > 0)
      --BraceDepth;
    if (!isAddressSpace(T))
      continue;
    if (AttrDepth > 0) {
      if (T.isIdent("threadgroup"))
        overwrite(Out, T, "tgroup_bind");
      continue;
    }
    if (qualifiesMemberFunction(Tokens, I)) {
      overwrite(Out, T, "");
      continue;
    }
    if (T.isIdent("threadgroup") && BraceDepth > 0 &&
        startsStatement(Tokens, I) && declaresObject(Tokens, I))
      overwrite(Out, T, "__tg_static");
  }
  return Out;
}

} // namespace metalify::cpu
