// Token kinds: ONE X-macro table, so the enum, the printable names and the
// lexer's operator/keyword dispatch are all generated from the same rows and
// cannot drift (the same trick as Wren's wren_opcodes.h).
#pragma once

#include <cstdint>

namespace minitf {

// X(Name, spelling, class) where class is:
//   S  special (produced by the lexer's own logic, spelling is for display)
//   O  operator or delimiter (the lexer matches the spelling, longest first)
//   K  keyword (an identifier whose text equals the spelling)
// clang-format off
#define MINITF_TOKENS(X)        \
  X(EndMarker, "ENDMARKER", S)  \
  X(Newline, "NEWLINE", S)      \
  X(Indent, "INDENT", S)        \
  X(Dedent, "DEDENT", S)        \
  X(Name, "NAME", S)            \
  X(Number, "NUMBER", S)        \
  X(String, "STRING", S)        \
  X(Error, "ERRORTOKEN", S)     \
  X(LParen, "(", O)             \
  X(RParen, ")", O)             \
  X(LSquare, "[", O)            \
  X(RSquare, "]", O)            \
  X(LBrace, "{", O)             \
  X(RBrace, "}", O)             \
  X(Colon, ":", O)              \
  X(Comma, ",", O)              \
  X(Semi, ";", O)               \
  X(Plus, "+", O)               \
  X(Minus, "-", O)              \
  X(Star, "*", O)               \
  X(Slash, "/", O)              \
  X(VBar, "|", O)               \
  X(Amper, "&", O)              \
  X(Less, "<", O)               \
  X(Greater, ">", O)            \
  X(Equal, "=", O)              \
  X(Dot, ".", O)                \
  X(Percent, "%", O)            \
  X(Tilde, "~", O)              \
  X(Circumflex, "^", O)         \
  X(At, "@", O)                 \
  X(Exclamation, "!", O)        \
  X(EqEqual, "==", O)           \
  X(NotEqual, "!=", O)          \
  X(LessEqual, "<=", O)         \
  X(GreaterEqual, ">=", O)      \
  X(LeftShift, "<<", O)         \
  X(RightShift, ">>", O)        \
  X(DoubleStar, "**", O)        \
  X(DoubleSlash, "//", O)       \
  X(PlusEqual, "+=", O)         \
  X(MinusEqual, "-=", O)        \
  X(StarEqual, "*=", O)         \
  X(SlashEqual, "/=", O)        \
  X(PercentEqual, "%=", O)      \
  X(AmperEqual, "&=", O)        \
  X(VBarEqual, "|=", O)         \
  X(CircumflexEqual, "^=", O)   \
  X(AtEqual, "@=", O)           \
  X(LeftShiftEqual, "<<=", O)   \
  X(RightShiftEqual, ">>=", O)  \
  X(DoubleStarEqual, "**=", O)  \
  X(DoubleSlashEqual, "//=", O) \
  X(RArrow, "->", O)            \
  X(Ellipsis, "...", O)         \
  X(ColonEqual, ":=", O)        \
  X(KwFalse, "False", K)        \
  X(KwNone, "None", K)          \
  X(KwTrue, "True", K)          \
  X(KwAnd, "and", K)            \
  X(KwAs, "as", K)              \
  X(KwAssert, "assert", K)      \
  X(KwAsync, "async", K)        \
  X(KwAwait, "await", K)        \
  X(KwBreak, "break", K)        \
  X(KwClass, "class", K)        \
  X(KwContinue, "continue", K)  \
  X(KwDef, "def", K)            \
  X(KwDel, "del", K)            \
  X(KwElif, "elif", K)          \
  X(KwElse, "else", K)          \
  X(KwExcept, "except", K)      \
  X(KwFinally, "finally", K)    \
  X(KwFor, "for", K)            \
  X(KwFrom, "from", K)          \
  X(KwGlobal, "global", K)      \
  X(KwIf, "if", K)              \
  X(KwImport, "import", K)      \
  X(KwIn, "in", K)              \
  X(KwIs, "is", K)              \
  X(KwLambda, "lambda", K)      \
  X(KwNonlocal, "nonlocal", K)  \
  X(KwNot, "not", K)            \
  X(KwOr, "or", K)              \
  X(KwPass, "pass", K)          \
  X(KwRaise, "raise", K)        \
  X(KwReturn, "return", K)      \
  X(KwTry, "try", K)            \
  X(KwWhile, "while", K)        \
  X(KwWith, "with", K)          \
  X(KwYield, "yield", K)
// clang-format on

enum class Tok : uint8_t {
#define X(n, s, c) n,
  MINITF_TOKENS(X)
#undef X
};

enum class TokClass : uint8_t { S, O, K };

constexpr int kNumTokens = 0
#define X(n, s, c) +1
    MINITF_TOKENS(X)
#undef X
    ;

// The enum name ("LParen") and the spelling ("(") of a token kind.
const char* tok_name(Tok t);
const char* tok_spelling(Tok t);
TokClass tok_class(Tok t);

}  // namespace minitf
