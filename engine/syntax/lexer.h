// The indentation-aware lexer: source text → tokens (NEWLINE, INDENT, DEDENT,
// names, numbers, strings, operators, keywords), following CPython 3.11's
// tokenizer rules and error messages.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "syntax/source.h"
#include "syntax/tokens.h"

namespace minitf {

// Limits, each with the reason it exists.
// Brackets nest at most this deep: CPython's tokenizer has the same limit
// (MAXLEVEL), and it keeps the recursive-descent parser's stack bounded.
constexpr int kMaxBracketDepth = 200;
// Indented blocks nest at most this deep: CPython's MAXINDENT, which also
// bounds the recursion of every later pass over statements.
constexpr int kMaxIndentDepth = 100;

enum class NumKind : uint8_t {
  Int,
  Float,
  Imag,
  IntMinMagnitude,  // 9223372036854775808: int64's minimum once negated, else a BigInt
  BigInt,           // past int64: the parser reads the digits from the token's text
};

// String prefix flags.
enum : uint8_t { kStrRaw = 1, kStrBytes = 2, kStrF = 4 };

struct Token {
  Tok kind = Tok::EndMarker;
  NumKind num = NumKind::Int;             // Number tokens
  uint8_t str_flags = 0;                  // String tokens: kStr* bits
  uint8_t quote_len = 0;                  // String tokens: 1 or 3
  uint32_t start = 0, end = 0;            // byte range of the whole token in the text
  uint32_t body_start = 0, body_end = 0;  // String tokens: between the quotes
  Pos pos;                                // line/col range (CPython-style)
  int64_t ival = 0;                       // Number Int
  double fval = 0;                        // Number Float / Imag
};

struct LexOptions {
  // Lex an f-string replacement field: the range behaves as if it were
  // inside parentheses (newlines are insignificant, no INDENT/DEDENT).
  bool expression_mode = false;
  size_t begin = 0;
  size_t end = std::string::npos;
};

// The whole token stream of a file. Lexing never throws: the first error
// becomes the last token (kind Error) and `error` describes it, so the
// parser reports a lexer error only when it actually reaches that point, as
// CPython's lazily-pulled tokenizer does.
struct TokenStream {
  std::vector<Token> tokens;
  SyntaxErrorInfo error;  // valid when tokens.back().kind == Tok::Error
  // Facts the REPL's completeness check needs about an error at EOF.
  bool eof_in_brackets = false;  // error is "'(' was never closed"
  bool eof_in_triple_string = false;
  bool eof_after_backslash = false;
  // The error is CPython's plain "invalid syntax" for a stray `$`/`?`: a parser
  // error earlier in the file takes precedence over it.
  bool soft_error = false;
};

TokenStream tokenize(const SourceFile& file, const LexOptions& opts = {});

// The source text of a token.
inline std::string_view token_text(const SourceFile& f, const Token& t) {
  return std::string_view(f.text).substr(t.start, t.end - t.start);
}

// Builds a SyntaxErrorInfo for `file` at a line and 0-based byte columns.
SyntaxErrorInfo make_syntax_error(const SourceFile& file, std::string kind, std::string message,
                                  int line, int col, int end_col);

}  // namespace minitf
