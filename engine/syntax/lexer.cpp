// The lexer. One pass over the bytes, no backtracking beyond a few bytes of
// lookahead, so it is linear in the input and cheap enough to run on every
// REPL keystroke-completion check.
#include "syntax/lexer.h"

#include <locale.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <string>
#include <unordered_map>

#include "base/limits.h"

namespace minitf {

// ---- token table ------------------------------------------------------------

const char* tok_name(Tok t) {
  static const char* const names[] = {
#define X(n, s, c) #n,
      MINITF_TOKENS(X)
#undef X
  };
  return names[size_t(t)];
}

const char* tok_spelling(Tok t) {
  static const char* const spellings[] = {
#define X(n, s, c) s,
      MINITF_TOKENS(X)
#undef X
  };
  return spellings[size_t(t)];
}

TokClass tok_class(Tok t) {
  static const TokClass classes[] = {
#define X(n, s, c) TokClass::c,
      MINITF_TOKENS(X)
#undef X
  };
  return classes[size_t(t)];
}

namespace {

// Operators indexed by their first byte, longest spelling first, built once
// from the token table so that adding a row is all it takes.
struct OpTable {
  struct Entry {
    const char* spelling;
    uint8_t len;
    Tok tok;
  };
  std::array<std::vector<Entry>, 128> by_first;
  std::unordered_map<std::string_view, Tok> keywords;
  OpTable() {
    for (int i = 0; i < kNumTokens; ++i) {
      Tok t = Tok(i);
      const char* sp = tok_spelling(t);
      if (tok_class(t) == TokClass::O) {
        by_first[uint8_t(sp[0])].push_back({sp, uint8_t(std::strlen(sp)), t});
      } else if (tok_class(t) == TokClass::K) {
        keywords.emplace(sp, t);
      }
    }
    for (auto& v : by_first)
      std::sort(v.begin(), v.end(), [](const Entry& a, const Entry& b) { return a.len > b.len; });
  }
};

const OpTable& op_table() {
  static const OpTable table;
  return table;
}

bool is_ascii_ident_start(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Decodes one UTF-8 code point at s[i]; returns its length (0 if invalid).
int decode_utf8(const std::string& s, size_t i, size_t end, uint32_t* cp) {
  unsigned char c = s[i];
  int len;
  uint32_t v;
  if (c < 0x80) {
    *cp = c;
    return 1;
  } else if ((c & 0xE0) == 0xC0) {
    len = 2;
    v = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    len = 3;
    v = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    len = 4;
    v = c & 0x07;
  } else {
    return 0;
  }
  if (i + len > end) return 0;
  for (int k = 1; k < len; ++k) {
    unsigned char d = s[i + k];
    if ((d & 0xC0) != 0x80) return 0;
    v = (v << 6) | (d & 0x3F);
  }
  if ((len == 2 && v < 0x80) || (len == 3 && v < 0x800) || (len == 4 && v < 0x10000) ||
      v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
    return 0;
  *cp = v;
  return len;
}

// Non-ASCII code points that cannot appear in identifiers. A full Unicode
// XID table would be exact; these ranges (punctuation, symbols, spaces,
// arrows, box drawing, emoji) catch what people actually paste by mistake.
bool is_non_identifier_cp(uint32_t cp) {
  if (cp < 0xC0) return !(cp == 0xAA || cp == 0xB5 || cp == 0xBA);
  if (cp == 0xD7 || cp == 0xF7) return true;
  if (cp >= 0x2000 && cp <= 0x206F) return true;  // general punctuation
  if (cp >= 0x20A0 && cp <= 0x20CF) return true;  // currency
  if (cp >= 0x2190 && cp <= 0x23FF) return true;  // arrows, math operators
  if (cp >= 0x2500 && cp <= 0x27BF) return true;  // box drawing, dingbats
  if (cp >= 0x2E00 && cp <= 0x2E7F) return true;  // supplemental punctuation
  if (cp >= 0x3000 && cp <= 0x3004) return true;  // CJK spaces and marks
  if (cp >= 0x3008 && cp <= 0x3020) return true;  // CJK brackets
  if (cp >= 0xFE10 && cp <= 0xFE1F) return true;  // vertical forms
  if (cp >= 0xFE30 && cp <= 0xFE4F) return true;
  if (cp == 0xFEFF) return true;
  if (cp >= 0xFF01 && cp <= 0xFF0F) return true;  // fullwidth punctuation
  if (cp >= 0xFF1A && cp <= 0xFF20) return true;
  if (cp >= 0x1F000 && cp <= 0x1FAFF) return true;  // emoji
  return false;
}

bool is_non_printable_cp(uint32_t cp) {
  return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0xA0) || (cp >= 0x2000 && cp <= 0x200F) ||
         cp == 0x2028 || cp == 0x2029 || cp == 0x202F || cp == 0x205F || cp == 0x3000 ||
         cp == 0xFEFF;
}

std::string hex_cp(uint32_t cp) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", cp);
  return buf;
}

locale_t c_locale() {
  static locale_t loc = newlocale(LC_ALL_MASK, "C", locale_t(0));
  return loc;
}

class Lexer {
 public:
  Lexer(const SourceFile& f, const LexOptions& o)
      : f_(f), s_(f.text), p_(o.begin), end_(std::min(o.end, f.text.size())), opts_(o) {
    // Start line/column bookkeeping at `begin` (f-string fields start mid-line).
    auto it = std::upper_bound(f.line_starts.begin(), f.line_starts.end(), p_);
    line_ = int(it - f.line_starts.begin());
    line_start_ = f.line_starts[line_ - 1];
    at_line_start_ = !o.expression_mode;
  }

  TokenStream run() {
    if (!opts_.expression_mode && !check_encoding()) return std::move(out_);
    if (!opts_.expression_mode && s_.compare(p_, 3, "\xEF\xBB\xBF") == 0) {
      p_ += 3;  // a UTF-8 byte-order mark is allowed at the very start
    }
    while (!failed_) step();
    return std::move(out_);
  }

 private:
  const SourceFile& f_;
  const std::string& s_;
  size_t p_, end_;
  LexOptions opts_;
  int line_;
  size_t line_start_;
  bool at_line_start_;
  bool line_has_tokens_ = false;
  std::vector<int> indents_{0}, alt_indents_{0};
  struct Bracket {
    char c;
    int line, col;
  };
  std::vector<Bracket> brackets_;
  TokenStream out_;
  bool failed_ = false;

  int col(size_t at) const { return int(at - line_start_); }
  char peek(size_t k = 0) const { return p_ + k < end_ ? s_[p_ + k] : '\0'; }

  void fail(const char* kind, std::string msg, int line, int col, int end_col) {
    out_.error = make_syntax_error(f_, kind, std::move(msg), line, col, end_col);
    Token t;
    t.kind = Tok::Error;
    t.start = t.end = uint32_t(std::min(p_, end_));
    t.pos = Pos{line, col, line, end_col};
    out_.tokens.push_back(t);
    failed_ = true;
  }
  void fail_here(std::string msg, size_t at) {
    fail("SyntaxError", std::move(msg), line_, col(at), col(at) + 1);
  }

  // Whole-file checks CPython makes before tokenizing: no NUL bytes, UTF-8.
  bool check_encoding() {
    int line = 1;
    size_t ls = 0;
    for (size_t i = p_; i < end_;) {
      unsigned char c = s_[i];
      if (c == '\n') {
        ++line;
        ls = i + 1;
      }
      if (c == 0) {
        fail("SyntaxError", "source code cannot contain null bytes", line, int(i - ls),
             int(i - ls) + 1);
        return false;
      }
      if (c < 0x80) {
        ++i;
        continue;
      }
      uint32_t cp;
      int n = decode_utf8(s_, i, end_, &cp);
      if (n == 0) {
        char buf[160];
        std::snprintf(buf, sizeof buf,
                      "(unicode error) 'utf-8' codec can't decode byte 0x%02x in position %zu: "
                      "invalid start byte",
                      unsigned(c), i);
        fail("SyntaxError", buf, line, int(i - ls), int(i - ls) + 1);
        return false;
      }
      i += n;
    }
    return true;
  }

  Token& emit(Tok k, size_t start, size_t end) {
    Token t;
    t.kind = k;
    t.start = uint32_t(start);
    t.end = uint32_t(end);
    t.pos = Pos{line_, col(start), line_, col(end)};
    out_.tokens.push_back(t);
    line_has_tokens_ = true;
    return out_.tokens.back();
  }

  void newline_at(size_t nl) {  // nl indexes the '\n'
    ++line_;
    line_start_ = nl + 1;
  }

  bool in_brackets() const { return !brackets_.empty() || opts_.expression_mode; }

  void step() {
    if (at_line_start_ && !in_brackets()) {
      if (!indentation()) return;
    }
    // Skip blanks between tokens.
    while (p_ < end_ && (s_[p_] == ' ' || s_[p_] == '\t' || s_[p_] == '\f')) ++p_;
    if (p_ >= end_) return at_eof();
    char c = s_[p_];
    if (c == '#') {
      while (p_ < end_ && s_[p_] != '\n' && s_[p_] != '\r') ++p_;
      return;
    }
    if (c == '\r' || c == '\n') {
      size_t nl = p_;
      if (c == '\r' && peek(1) == '\n') ++nl;
      if (!in_brackets() && line_has_tokens_) {
        Token& t = emit(Tok::Newline, p_, p_ + 1);
        t.end = uint32_t(nl + 1);
      }
      p_ = nl + 1;
      newline_at(nl);
      // Inside brackets a newline is just whitespace: no new logical line.
      if (!in_brackets()) {
        at_line_start_ = true;
        line_has_tokens_ = false;
      }
      return;
    }
    if (c == '\\') {
      size_t q = p_ + 1;
      if (q < end_ && s_[q] == '\r' && q + 1 < end_ && s_[q + 1] == '\n') ++q;
      if (q >= end_) {
        out_.eof_after_backslash = true;
        fail("SyntaxError", "unexpected EOF while parsing", line_, col(p_) + 1, col(p_) + 2);
        return;
      }
      if (s_[q] != '\n') {
        fail_here("unexpected character after line continuation character", p_ + 1);
        return;
      }
      p_ = q + 1;
      newline_at(q);
      // A continued line is not a new logical line: no indentation processing.
      return;
    }
    unsigned char uc = uint8_t(c);
    if (is_ascii_ident_start(uc) || uc >= 0x80) return identifier_or_string();
    if (is_digit(c) || (c == '.' && is_digit(peek(1)))) return number();
    if (c == '"' || c == '\'') return string(p_, 0);
    operator_token();
  }

  // Measures the indentation of a new line and emits INDENT/DEDENT tokens.
  // Returns false if it emitted an error.
  bool indentation() {
    at_line_start_ = false;
    int width = 0, alt = 0;  // tabs to multiples of 8, and tabs as 1 column
    size_t q = p_;
    for (; q < end_; ++q) {
      char c = s_[q];
      if (c == ' ') {
        ++width;
        ++alt;
      } else if (c == '\t') {
        width = (width / 8 + 1) * 8;
        ++alt;
      } else if (c == '\f') {
        width = alt = 0;
      } else {
        break;
      }
    }
    // Blank lines, comment-only lines and the end of input do not count.
    if (q >= end_ || s_[q] == '#' || s_[q] == '\n' || s_[q] == '\r') {
      p_ = q;
      at_line_start_ = false;
      line_has_tokens_ = false;
      return true;
    }
    p_ = q;
    if (width == indents_.back()) {
      if (alt != alt_indents_.back()) return tab_error();
    } else if (width > indents_.back()) {
      if (alt <= alt_indents_.back()) return tab_error();
      if (int(indents_.size()) >= kMaxIndentDepth) {
        fail("IndentationError", "too many levels of indentation", line_, 0, width);
        return false;
      }
      indents_.push_back(width);
      alt_indents_.push_back(alt);
      Token& t = emit(Tok::Indent, line_start_, q);
      t.pos.col = 0;
      line_has_tokens_ = false;
    } else {
      while (indents_.size() > 1 && width < indents_.back()) {
        indents_.pop_back();
        alt_indents_.pop_back();
        emit(Tok::Dedent, q, q);
      }
      line_has_tokens_ = false;
      if (width != indents_.back()) {
        int len = int(f_.line_text(line_).size());
        fail("IndentationError", "unindent does not match any outer indentation level", line_, len,
             len + 1);
        return false;
      }
      if (alt != alt_indents_.back()) return tab_error();
    }
    return true;
  }

  bool tab_error() {
    fail("TabError", "inconsistent use of tabs and spaces in indentation", line_, 0, 1);
    return false;
  }

  void at_eof() {
    if (!brackets_.empty()) {
      const Bracket& b = brackets_.back();
      out_.eof_in_brackets = true;
      fail("SyntaxError", std::string("'") + b.c + "' was never closed", b.line, b.col, b.col + 1);
      return;
    }
    if (!opts_.expression_mode) {
      if (line_has_tokens_) emit(Tok::Newline, p_, p_);
      while (indents_.size() > 1) {
        indents_.pop_back();
        emit(Tok::Dedent, p_, p_);
      }
    }
    emit(Tok::EndMarker, p_, p_);
    failed_ = true;  // done
  }

  void identifier_or_string() {
    size_t start = p_;
    // String prefixes: any mix of r/b/f/u that Python accepts, then a quote.
    size_t q = p_;
    uint8_t flags = 0;
    bool prefix_ok = true;
    while (q < end_ && q - p_ < 3) {
      char c = char(std::tolower(uint8_t(s_[q])));
      if (c == 'r' && !(flags & kStrRaw)) {
        flags |= kStrRaw;
      } else if (c == 'b' && !(flags & (kStrBytes | kStrF))) {
        flags |= kStrBytes;
      } else if (c == 'f' && !(flags & (kStrBytes | kStrF))) {
        flags |= kStrF;
      } else if (c == 'u' && q == p_) {
        flags |= 0x80;  // u"" is a plain str; it cannot combine with others
      } else {
        break;
      }
      ++q;
    }
    if ((flags & 0x80) && q - p_ > 1) prefix_ok = false;
    if (prefix_ok && q > p_ && q < end_ && (s_[q] == '"' || s_[q] == '\'')) {
      p_ = q;
      return string(start, flags & 0x7F);
    }
    // An identifier.
    while (p_ < end_) {
      unsigned char c = s_[p_];
      if (is_ascii_ident_start(c) || is_digit(char(c))) {
        ++p_;
        continue;
      }
      if (c < 0x80) break;
      uint32_t cp;
      int n = decode_utf8(s_, p_, end_, &cp);
      if (n == 0 || is_non_identifier_cp(cp)) break;
      p_ += n;
    }
    if (p_ == start) {  // a non-ASCII character that cannot start a name
      uint32_t cp = 0;
      int n = decode_utf8(s_, p_, end_, &cp);
      if (is_non_printable_cp(cp)) {
        fail_here("invalid non-printable character " + hex_cp(cp), p_);
      } else {
        fail_here("invalid character '" + s_.substr(p_, n) + "' (" + hex_cp(cp) + ")", p_);
      }
      return;
    }
    std::string_view text(s_.data() + start, p_ - start);
    auto& kw = op_table().keywords;
    auto it = kw.find(text);
    emit(it == kw.end() ? Tok::Name : it->second, start, p_);
  }

  void string(size_t start, uint8_t flags) {
    char q = s_[p_];
    bool triple = peek(1) == q && peek(2) == q;
    int start_line = line_, start_col = col(start);
    size_t start_line_start = line_start_;
    p_ += triple ? 3 : 1;
    size_t body_start = p_;
    for (;;) {
      if (p_ >= end_) {
        // Report where the string started, as CPython does.
        // A final newline does not start a line of its own.
        int detected = (p_ == line_start_ && line_ > start_line) ? line_ - 1 : line_;
        line_ = start_line;
        line_start_ = start_line_start;
        if (triple) {
          out_.eof_in_triple_string = true;
          fail("SyntaxError",
               "unterminated triple-quoted string literal (detected at line " +
                   std::to_string(detected) + ")",
               start_line, start_col, start_col + 1);
        } else {
          fail("SyntaxError",
               "unterminated string literal (detected at line " + std::to_string(detected) + ")",
               start_line, start_col, start_col + 1);
        }
        return;
      }
      char c = s_[p_];
      if (c == '\\') {
        if (p_ + 1 < end_) {
          char d = s_[p_ + 1];
          if (d == '\r' && p_ + 2 < end_ && s_[p_ + 2] == '\n') {
            p_ += 3;
            newline_at(p_ - 1);
          } else if (d == '\n') {
            p_ += 2;
            newline_at(p_ - 1);
          } else {
            p_ += 2;
          }
        } else {
          p_ += 1;
        }
        continue;
      }
      if (c == '\n' || c == '\r') {
        if (!triple) {
          fail("SyntaxError",
               "unterminated string literal (detected at line " + std::to_string(line_) + ")",
               start_line, start_col, start_col + 1);
          return;
        }
        if (c == '\r' && peek(1) == '\n') ++p_;
        newline_at(p_);
        ++p_;
        continue;
      }
      if (c == q && (!triple || (peek(1) == q && peek(2) == q))) {
        size_t body_end = p_;
        p_ += triple ? 3 : 1;
        Token t;
        t.kind = Tok::String;
        t.str_flags = flags;
        t.quote_len = triple ? 3 : 1;
        t.start = uint32_t(start);
        t.end = uint32_t(p_);
        t.body_start = uint32_t(body_start);
        t.body_end = uint32_t(body_end);
        t.pos = Pos{start_line, start_col, line_, col(p_)};
        out_.tokens.push_back(t);
        line_has_tokens_ = true;
        return;
      }
      ++p_;
    }
  }

  bool ident_char_at(size_t i) const {
    if (i >= end_) return false;
    unsigned char c = s_[i];
    if (is_ascii_ident_start(c) || is_digit(char(c))) return true;
    if (c < 0x80) return false;
    uint32_t cp;
    return decode_utf8(s_, i, end_, &cp) > 0 && !is_non_identifier_cp(cp);
  }

  // CPython allows a keyword to follow a number directly (`1if x else 2`).
  bool keyword_follows(size_t i) const {
    static const char* const kws[] = {"and", "else", "for", "if", "in", "is", "not", "or"};
    for (const char* kw : kws) {
      size_t n = std::strlen(kw);
      if (s_.compare(i, n, kw) == 0 && !ident_char_at(i + n)) return true;
    }
    return false;
  }

  // Reads digits of `base` with single underscores between them. Returns
  // false (after failing) on a misplaced underscore.
  bool digits(int base, std::string* clean, const char* what) {
    for (;;) {
      char c = peek();
      bool ok = base == 16 ? std::isxdigit(uint8_t(c)) != 0 : (c >= '0' && c < char('0' + base));
      if (base == 10) ok = is_digit(c);
      if (ok) {
        clean->push_back(c);
        ++p_;
        continue;
      }
      if (c == '_') {
        char d = peek(1);
        bool next_ok =
            base == 16 ? std::isxdigit(uint8_t(d)) != 0 : (d >= '0' && d < char('0' + base));
        if (clean->empty() && base == 10) next_ok = false;
        if (!next_ok) {
          fail_here(std::string("invalid ") + what + " literal", p_);
          return false;
        }
        ++p_;
        continue;
      }
      return true;
    }
  }

  void number() {
    size_t start = p_;
    std::string clean;
    if (peek() == '0' && (std::strchr("xXoObB", peek(1)) && peek(1) != '\0')) {
      char b = char(std::tolower(uint8_t(peek(1))));
      int base = b == 'x' ? 16 : b == 'o' ? 8 : 2;
      const char* what = b == 'x' ? "hexadecimal" : b == 'o' ? "octal" : "binary";
      p_ += 2;
      if (peek() == '_') ++p_;  // 0x_ff is allowed
      if (!digits(base, &clean, what)) return;
      if (base != 16 && is_digit(peek())) {
        fail_here(std::string("invalid digit '") + peek() + "' in " + what + " literal", p_);
        return;
      }
      if (clean.empty() || (ident_char_at(p_) && !keyword_follows(p_))) {
        fail_here(std::string("invalid ") + what + " literal", clean.empty() ? p_ - 1 : p_);
        return;
      }
      uint64_t v = 0;
      for (char c : clean) {
        int d = is_digit(c) ? c - '0' : std::tolower(uint8_t(c)) - 'a' + 10;
        if (v > (UINT64_MAX - d) / base) return big_literal(start, clean.size(), base);
        v = v * base + d;
      }
      finish_int(start, v);
      return;
    }
    bool is_float = false;
    if (!digits(10, &clean, "decimal")) return;
    if (peek() == '.') {
      is_float = true;
      clean.push_back('.');
      ++p_;
      if (is_digit(peek())) {
        std::string frac;
        if (!digits(10, &frac, "decimal")) return;
        clean += frac;
      }
    }
    if (peek() == 'e' || peek() == 'E') {
      size_t save = p_;
      std::string e = "e";
      ++p_;
      if (peek() == '+' || peek() == '-') e.push_back(s_[p_++]);
      if (!is_digit(peek())) {
        // `1else` style keyword after a number is fine; anything else is not.
        if (keyword_follows(save)) {
          p_ = save;
        } else {
          fail("SyntaxError", "invalid decimal literal", line_, col(start), col(start) + 1);
          return;
        }
      } else {
        std::string ed;
        if (!digits(10, &ed, "decimal")) return;
        clean += e + ed;
        is_float = true;
      }
    }
    bool imag = false;
    if (peek() == 'j' || peek() == 'J') {
      imag = true;
      ++p_;
    }
    if (ident_char_at(p_) && !keyword_follows(p_)) {
      fail("SyntaxError", "invalid decimal literal", line_, col(start), col(start) + 1);
      return;
    }
    if (is_float || imag) {
      Token& t = emit(Tok::Number, start, p_);
      t.num = imag ? NumKind::Imag : NumKind::Float;
      t.fval = strtod_l(clean.c_str(), nullptr, c_locale());
      return;
    }
    if (clean.size() > 1 && clean[0] == '0' && clean.find_first_not_of('0') != std::string::npos) {
      fail("SyntaxError",
           "leading zeros in decimal integer literals are not permitted; use an 0o prefix for "
           "octal integers",
           line_, col(start), col(p_));
      return;
    }
    uint64_t v = 0;
    for (char c : clean) {
      int d = c - '0';
      if (v > (UINT64_MAX - d) / 10) return big_literal(start, clean.size(), 10);
      v = v * 10 + d;
    }
    finish_int(start, v);
  }

  // A literal past int64 (all its digits read): the parser makes the BigInt
  // from the token's text. Decimal ones obey CPython's digit limit, since
  // converting them is quadratic.
  void big_literal(size_t start, size_t digit_count, int base) {
    if (base == 10 && digit_count > kMaxIntStrDigits) {
      fail("SyntaxError",
           "Exceeds the limit (" + std::to_string(kMaxIntStrDigits) +
               " digits) for integer string conversion: value has " + std::to_string(digit_count) +
               " digits; use sys.set_int_max_str_digits() to increase the limit - Consider "
               "hexadecimal for huge integer literals to avoid decimal conversion limits.",
           line_, col(start), col(p_));
      return;
    }
    Token& t = emit(Tok::Number, start, p_);
    t.num = NumKind::BigInt;
  }

  void finish_int(size_t start, uint64_t v) {
    if (v > uint64_t(INT64_MAX) + 1) return big_literal(start, 20, 10);
    Token& t = emit(Tok::Number, start, p_);
    if (v == uint64_t(INT64_MAX) + 1) {
      t.num = NumKind::IntMinMagnitude;
    } else {
      t.num = NumKind::Int;
      t.ival = int64_t(v);
    }
  }

  void operator_token() {
    unsigned char c = s_[p_];
    const auto& cands = op_table().by_first[c & 0x7F];
    for (const auto& e : cands) {
      if (s_.compare(p_, e.len, e.spelling) != 0) continue;
      size_t start = p_;
      p_ += e.len;
      if (!bracket(e.tok, start)) return;
      emit(e.tok, start, p_);
      return;
    }
    // `$`, `?` and the backtick are not tokens; CPython calls this plain
    // "invalid syntax" and lets a parser error earlier in the file win.
    if (c == '$' || c == '?' || c == '`') {
      out_.soft_error = true;
      fail_here("invalid syntax", p_);
      return;
    }
    fail_here(std::string("invalid non-printable character ") + hex_cp(c), p_);
  }

  bool bracket(Tok t, size_t at) {
    char open = t == Tok::LParen ? '(' : t == Tok::LSquare ? '[' : t == Tok::LBrace ? '{' : 0;
    if (open) {
      if (int(brackets_.size()) >= kMaxBracketDepth) {
        fail_here("too many nested parentheses", at);
        return false;
      }
      brackets_.push_back({open, line_, col(at)});
      return true;
    }
    char close = t == Tok::RParen ? ')' : t == Tok::RSquare ? ']' : t == Tok::RBrace ? '}' : 0;
    if (!close) return true;
    if (brackets_.empty()) {
      if (opts_.expression_mode) return true;  // the f-string parser reports it
      fail_here(std::string("unmatched '") + close + "'", at);
      return false;
    }
    Bracket b = brackets_.back();
    char want = b.c == '(' ? ')' : b.c == '[' ? ']' : '}';
    if (want != close) {
      std::string msg = std::string("closing parenthesis '") + close +
                        "' does not match opening parenthesis '" + b.c + "'";
      if (b.line != line_) msg += " on line " + std::to_string(b.line);
      fail_here(msg, at);
      return false;
    }
    brackets_.pop_back();
    return true;
  }
};

}  // namespace

SyntaxErrorInfo make_syntax_error(const SourceFile& file, std::string kind, std::string message,
                                  int line, int col, int end_col) {
  SyntaxErrorInfo e;
  e.kind = std::move(kind);
  e.message = std::move(message);
  e.filename = file.name;
  e.line = line;
  e.col = col;
  e.end_col = end_col > col ? end_col : col + 1;
  e.line_text = std::string(file.line_text(line));
  return e;
}

TokenStream tokenize(const SourceFile& file, const LexOptions& opts) {
  Lexer lx(file, opts);
  return lx.run();
}

}  // namespace minitf
