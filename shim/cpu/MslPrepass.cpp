//===- MslPrepass.cpp - Token rewrites before MSL parses as C++ -----------===//
//
// Part of metalify. See MslPrepass.h.
//
//===----------------------------------------------------------------------===//
#include "cpu/MslPrepass.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
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
  // Not implied by the flags above: without it `// text.` lexes as tokens,
  // and a threadgroup declaration after such a comment would not be seen
  // to start a statement (it then stayed one static shared by all workers).
  Opts.LineComment = 1;
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

/// The index of the token that closes the bracket opened at \p I (or the
/// last token when unbalanced).
size_t matching(const std::vector<RawToken> &Tokens, size_t I) {
  clang::tok::TokenKind Open = Tokens[I].Kind;
  clang::tok::TokenKind Close = Open == clang::tok::l_paren ? clang::tok::r_paren
                                : Open == clang::tok::l_square
                                    ? clang::tok::r_square
                                    : clang::tok::r_brace;
  int Depth = 0;
  for (size_t J = I; J < Tokens.size(); ++J) {
    if (Tokens[J].is(Open))
      ++Depth;
    else if (Tokens[J].is(Close) && --Depth == 0)
      return J;
  }
  return Tokens.size() - 1;
}

/// True when the `{` at \p I opens a struct, class or union body.
bool opensClassBody(const std::vector<RawToken> &Tokens, size_t I) {
  for (size_t J = I; J-- > 0;) {
    const RawToken &T = Tokens[J];
    if (T.is(clang::tok::semi) || T.is(clang::tok::l_brace) ||
        T.is(clang::tok::r_brace) || T.is(clang::tok::equal) ||
        (T.is(clang::tok::r_paren) && J + 1 == I))
      return false;
    if (T.isIdent("struct") || T.isIdent("union"))
      return true;
    if (T.isIdent("class"))
      return J == 0 || !Tokens[J - 1].isIdent("enum");
  }
  return false;
}

/// One member of a class body: tokens [Begin, End], and the token that
/// qualifies it with an address space (0 when none).
struct Member {
  size_t Begin, End, Qualifier;
};

/// The members of the class body whose braces are at \p Open and \p Close.
std::vector<Member> classMembers(const std::vector<RawToken> &Tokens,
                                 size_t Open, size_t Close) {
  std::vector<Member> Members;
  size_t Begin = Open + 1;
  for (size_t I = Begin; I < Close; ++I) {
    const RawToken &T = Tokens[I];
    if (T.is(clang::tok::l_paren) || T.is(clang::tok::l_square)) {
      I = matching(Tokens, I);
    } else if (T.is(clang::tok::l_brace)) {
      I = matching(Tokens, I);
      Members.push_back({Begin, I, 0});
      Begin = I + 1;
    } else if (T.is(clang::tok::semi)) {
      Members.push_back({Begin, I, 0});
      Begin = I + 1;
    } else if (T.is(clang::tok::colon) && I > 0 &&
               (Tokens[I - 1].isIdent("public") ||
                Tokens[I - 1].isIdent("private") ||
                Tokens[I - 1].isIdent("protected"))) {
      Begin = I + 1;
    }
  }
  for (Member &M : Members)
    for (size_t I = M.Begin; I <= M.End && I < Tokens.size(); ++I) {
      if (Tokens[I].is(clang::tok::l_brace))
        break;
      if (isAddressSpace(Tokens[I]) && qualifiesMemberFunction(Tokens, I))
        M.Qualifier = I;
    }
  return Members;
}

/// The index of the first token after a member's return type: its
/// `operator` keyword or the `(` of its parameters.
size_t returnTypeEnd(const std::vector<RawToken> &Tokens, const Member &M) {
  size_t I = M.Begin;
  while (I < M.End && !Tokens[I].isIdent("operator") &&
         !Tokens[I].is(clang::tok::l_paren))
    ++I;
  return I;
}

/// The member's tokens without its `this` qualifier and the address
/// spaces of its return type, which follow `this` (`device S &add(...)
/// device`): members that differ only in those are one function to Clang.
std::string memberKey(const std::vector<RawToken> &Tokens, const Member &M) {
  std::string Key;
  size_t ReturnEnd = returnTypeEnd(Tokens, M);
  for (size_t I = M.Begin; I <= M.End; ++I)
    if (I != M.Qualifier && !(I < ReturnEnd && isAddressSpace(Tokens[I])))
      Key += std::string(Tokens[I].Text) + " ";
  return Key;
}

/// The letter of `this`'s address space in the prelude's `_s(...)`
/// annotation (T: thread, D: device, C: constant, G: threadgroup).
char spaceLetter(const std::vector<RawToken> &Tokens, const Member &M) {
  if (!M.Qualifier)
    return 'T';
  std::string_view Text = Tokens[M.Qualifier].Text;
  if (Text == "thread")
    return 'T';
  return Text == "device" ? 'D' : Text == "constant" ? 'C' : 'G';
}

/// Overwrites tokens [Begin, End] with spaces, keeping line breaks.
void blank(std::string &Out, const std::vector<RawToken> &Tokens,
           size_t Begin, size_t End) {
  size_t From = Tokens[Begin].Offset;
  size_t To = Tokens[End].Offset + Tokens[End].Text.size();
  for (size_t I = From; I < To; ++I)
    if (Out[I] != '\n')
      Out[I] = ' ';
}

/// Makes the return type of a `this`-qualified member generic: its `this`
/// is generic on the CPU, so `return *this;` must bind.
void genericReturn(std::string &Out, const std::vector<RawToken> &Tokens,
                   const Member &M) {
  size_t ReturnEnd = returnTypeEnd(Tokens, M);
  for (size_t I = M.Begin; I < ReturnEnd; ++I) {
    const RawToken &T = Tokens[I];
    if (T.isIdent("device") || T.isIdent("threadgroup"))
      overwrite(Out, T, "");
    else if (T.isIdent("constant"))
      overwrite(Out, T, "const");
  }
}

/// A member declared for one space, with its body in the class, keeps its
/// return type: a `thread` one's `this` is the CPU's generic `this`
/// already (`threadgroup float *get() thread` returns threadgroup memory
/// it found elsewhere); in one for another space, `this` in the body
/// becomes the prelude's `_tG` (`_tD`, `_tC`), which is `this` cast to
/// that space, so that what the body returns or casts from `*this` is in
/// the member's space as on Metal (`threadgroup S &self() threadgroup {
/// return *this; }`), and when it returns a reference or a pointer into
/// that space, `return` becomes the prelude's `_rG` (`_rD`, `_rC`), which
/// puts what it returns in that space: a member named without `this` (`return V;`) is
/// read through Clang's generic `this`. Returns false, changing nothing,
/// for every other member.
bool keepReturnType(std::string &Out, const std::vector<RawToken> &Tokens,
                    const Member &M, const std::string &Letters) {
  if (Letters.size() != 1 || !Tokens[M.End].is(clang::tok::r_brace))
    return false;
  if (Letters == "T")
    return true;
  size_t Body = M.Qualifier;
  while (Body < M.End && !Tokens[Body].is(clang::tok::l_brace))
    ++Body;
  std::string Typed = "_t" + Letters;
  std::string Return = "_r" + Letters;
  // Only what is returned into the member's own space: `thread float
  // *f(thread float *x) device { return x; }` returns what it was given.
  std::string_view Space = Tokens[M.Qualifier].Text;
  bool Indirect = false, Same = false;
  for (size_t I = M.Begin; I < returnTypeEnd(Tokens, M); ++I) {
    Indirect |= Tokens[I].is(clang::tok::amp) ||
                Tokens[I].is(clang::tok::ampamp) ||
                Tokens[I].is(clang::tok::star);
    Same |= Tokens[I].isIdent(Space);
  }
  Indirect &= Same;
  for (size_t I = Body; I < M.End; ++I) {
    if (Tokens[I].is(clang::tok::kw_this) || Tokens[I].isIdent("this"))
      overwrite(Out, Tokens[I], Typed);
    else if (Indirect && (Tokens[I].is(clang::tok::kw_return) ||
                          Tokens[I].isIdent("return")))
      overwrite(Out, Tokens[I], Return);
  }
  return true;
}

/// Overwrites the qualifier at \p Q with \p Annotation. Attributes follow
/// cv-qualifiers in C++, so `device const` becomes `const _s(D)` (same
/// length: the annotation is never longer than the qualifier).
void annotate(std::string &Out, const std::vector<RawToken> &Tokens, size_t Q,
              const std::string &Annotation) {
  size_t Last = Q;
  while (Last + 1 < Tokens.size() && (Tokens[Last + 1].isIdent("const") ||
                                      Tokens[Last + 1].isIdent("volatile")))
    ++Last;
  size_t From = Tokens[Q].Offset;
  size_t To = Tokens[Last].Offset + Tokens[Last].Text.size();
  std::string_view Span = std::string_view(Out).substr(From, To - From);
  if (Last == Q || Span.find('\n') != std::string_view::npos) {
    overwrite(Out, Tokens[Q], Annotation);
    return;
  }
  std::string Text;
  for (size_t I = Q + 1; I <= Last; ++I)
    Text += std::string(Tokens[I].Text) + " ";
  Text += Annotation;
  Out.replace(From, To - From, Text + std::string(To - From - Text.size(), ' '));
}

/// Address-space qualifiers of member functions (`float get() device
/// const`): Clang's C++ mode has none and `this` is generic. Members that
/// differ only in the qualifier collapse into one, annotated with every
/// space it was declared for (`_s(TD)`), which the address-space check
/// reads. Returns the offsets of the qualifiers it rewrote.
std::vector<size_t> annotateMemberSpaces(const std::vector<RawToken> &Tokens,
                                         std::string &Out) {
  std::vector<size_t> Done;
  for (size_t Open = 0; Open < Tokens.size(); ++Open) {
    if (!Tokens[Open].is(clang::tok::l_brace) || !opensClassBody(Tokens, Open))
      continue;
    std::vector<Member> Members =
        classMembers(Tokens, Open, matching(Tokens, Open));
    for (const Member &M : Members) {
      if (!M.Qualifier)
        continue;
      std::string Key = memberKey(Tokens, M);
      std::string Letters;
      // The first copy with the longest qualifier, whichever copy M is.
      const Member *Keep = nullptr;
      for (const Member &Other : Members) {
        if (memberKey(Tokens, Other) != Key)
          continue;
        Letters += spaceLetter(Tokens, Other);
        if (Other.Qualifier &&
            (!Keep || Tokens[Other.Qualifier].Text.size() >
                          Tokens[Keep->Qualifier].Text.size()))
          Keep = &Other;
      }
      if (Keep != &M)
        continue; // the group is rewritten from its kept member
      std::sort(Letters.begin(), Letters.end(), [](char A, char B) {
        return std::string_view("TDCG").find(A) <
               std::string_view("TDCG").find(B);
      });
      Letters.erase(std::unique(Letters.begin(), Letters.end()),
                    Letters.end());
      for (const Member &Other : Members)
        if (&Other != Keep && memberKey(Tokens, Other) == Key)
          blank(Out, Tokens, Other.Begin, Other.End);
      if (!keepReturnType(Out, Tokens, *Keep, Letters))
        genericReturn(Out, Tokens, *Keep);
      annotate(Out, Tokens, Keep->Qualifier, "_s(" + Letters + ")");
      for (const Member &Other : Members)
        if (Other.Qualifier && memberKey(Tokens, Other) == Key)
          Done.push_back(Tokens[Other.Qualifier].Offset);
    }
  }
  return Done;
}

/// The out-of-line definition (`device float &S::at(int i) thread const`)
/// whose `this` qualifier is at \p Q: from the token after the previous
/// `;`, `{` or `}` to \p Q.
Member outOfLineMember(const std::vector<RawToken> &Tokens, size_t Q) {
  size_t Begin = Q;
  while (Begin > 0 && !Tokens[Begin - 1].is(clang::tok::semi) &&
         !Tokens[Begin - 1].is(clang::tok::l_brace) &&
         !Tokens[Begin - 1].is(clang::tok::r_brace))
    --Begin;
  return {Begin, Q, Q};
}

} // namespace

std::string prepareMslForCpu(std::string_view Source) {
  std::string Out(Source);
  std::vector<RawToken> Tokens = lexRaw(Source);
  std::vector<size_t> MemberSpaces = annotateMemberSpaces(Tokens, Out);
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
      if (std::find(MemberSpaces.begin(), MemberSpaces.end(), T.Offset) ==
          MemberSpaces.end()) {
        // An out-of-line definition: its return type must read like the
        // declaration's in the class, which genericReturn rewrote.
        overwrite(Out, T, "");
        genericReturn(Out, Tokens, outOfLineMember(Tokens, I));
      }
      continue;
    }
    if (T.isIdent("threadgroup") && BraceDepth > 0 &&
        startsStatement(Tokens, I) && declaresObject(Tokens, I))
      overwrite(Out, T, "__tg_static");
  }
  return Out;
}

} // namespace metalify::cpu
