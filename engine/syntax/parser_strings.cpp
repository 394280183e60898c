// String literals: escape decoding, implicit concatenation, and f-strings
// (literal parts, replacement fields with nested expressions, conversions
// and format specs), following CPython 3.11.
#include <cstdio>

#include "syntax/parser_internal.h"

namespace minitf {

namespace {

void append_utf8(std::string& out, uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(char(cp));
  } else if (cp < 0x800) {
    out.push_back(char(0xC0 | (cp >> 6)));
    out.push_back(char(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(char(0xE0 | (cp >> 12)));
    out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(char(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(char(0xF0 | (cp >> 18)));
    out.push_back(char(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(char(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(char(0x80 | (cp & 0x3F)));
  }
}

int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

}  // namespace

bool decode_string_body(std::string_view body, bool raw, std::string* out, std::string* error) {
  out->reserve(out->size() + body.size());
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (c == '\r') {  // normalise CRLF inside triple-quoted strings
      if (i + 1 < body.size() && body[i + 1] == '\n') continue;
      out->push_back('\n');
      continue;
    }
    if (c != '\\' || i + 1 >= body.size()) {
      out->push_back(c);
      continue;
    }
    char d = body[i + 1];
    if (raw) {
      // In raw strings a backslash keeps its next character (even a quote).
      out->push_back(c);
      out->push_back(d);
      ++i;
      continue;
    }
    ++i;
    switch (d) {
      case '\n':
        break;  // line continuation inside the literal
      case '\r':
        if (i + 1 < body.size() && body[i + 1] == '\n') ++i;
        break;
      case '\\':
        out->push_back('\\');
        break;
      case '\'':
        out->push_back('\'');
        break;
      case '"':
        out->push_back('"');
        break;
      case 'a':
        out->push_back('\a');
        break;
      case 'b':
        out->push_back('\b');
        break;
      case 'f':
        out->push_back('\f');
        break;
      case 'n':
        out->push_back('\n');
        break;
      case 'r':
        out->push_back('\r');
        break;
      case 't':
        out->push_back('\t');
        break;
      case 'v':
        out->push_back('\v');
        break;
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7': {
        uint32_t v = d - '0';
        for (int k = 0; k < 2 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7';
             ++k)
          v = v * 8 + (body[++i] - '0');
        append_utf8(*out, v);
        break;
      }
      case 'x':
      case 'u':
      case 'U': {
        int n = d == 'x' ? 2 : d == 'u' ? 4 : 8;
        uint32_t v = 0;
        size_t start = i - 1;
        for (int k = 0; k < n; ++k) {
          int h = i + 1 < body.size() ? hexval(body[i + 1]) : -1;
          if (h < 0) {
            char buf[200];
            const char* what = d == 'x'   ? "truncated \\xXX escape"
                               : d == 'u' ? "truncated \\uXXXX escape"
                                          : "truncated \\UXXXXXXXX escape";
            std::snprintf(buf, sizeof buf,
                          "(unicode error) 'unicodeescape' codec can't decode bytes in position "
                          "%zu-%zu: %s",
                          start, i, what);
            *error = buf;
            return false;
          }
          v = v * 16 + uint32_t(h);
          ++i;
        }
        if (v > 0x10FFFF) {
          *error =
              "(unicode error) 'unicodeescape' codec can't decode bytes: illegal Unicode "
              "character";
          return false;
        }
        append_utf8(*out, v);
        break;
      }
      case 'N':
        *error = "\\N{...} escapes are not supported in minitf";
        return false;
      default:  // unknown escapes keep their backslash, as Python does
        out->push_back('\\');
        out->push_back(d);
        break;
    }
  }
  return true;
}

void Parser::decode_into(const Token& t, size_t b, size_t e, bool raw, std::string& out) {
  std::string err;
  if (!decode_string_body(std::string_view(file_.text).substr(b, e - b), raw, &out, &err))
    fail(Pos{t.pos.end_line, t.pos.end_col, t.pos.end_line, t.pos.end_col + 1}, err, "SyntaxError",
         false);
}

void Parser::fstring_error(const Token& t, const std::string& msg) {
  // CPython 3.11 puts the caret just after the whole string.
  fail(Pos{t.pos.end_line, t.pos.end_col, t.pos.end_line, t.pos.end_col + 1}, msg, "SyntaxError",
       false);
}

// strings: STRING+  (adjacent literals concatenate; any f-string makes the
// whole a JoinedStr whose adjacent literal parts are merged)
ExprPtr Parser::parse_strings() {
  Pos start = cur().pos;
  bool any_f = false;
  size_t first = i_;
  while (at(Tok::String)) {
    const Token& t = next();
    if (t.str_flags & kStrBytes)
      fail_tok(t, "bytes literals are not supported in minitf", "SyntaxError", false);
    if (t.str_flags & kStrF) any_f = true;
  }
  size_t last = i_;
  Pos pos = span_from(start);
  if (!any_f) {
    auto c = mk<ConstantExpr>(pos, ConstKind::Str);
    for (size_t j = first; j < last; ++j) {
      const Token& t = toks_[j];
      decode_into(t, t.body_start, t.body_end, t.str_flags & kStrRaw, c->s);
    }
    return c;
  }
  auto js = mk<JoinedStrExpr>(pos);
  std::string lit;
  for (size_t j = first; j < last; ++j) {
    const Token& t = toks_[j];
    if (!(t.str_flags & kStrF)) {
      decode_into(t, t.body_start, t.body_end, t.str_flags & kStrRaw, lit);
      continue;
    }
    size_t i = t.body_start;
    fstring_parts(t, i, t.body_end, 0, js->values, lit);
  }
  if (!lit.empty()) {
    auto c = mk<ConstantExpr>(pos, ConstKind::Str);
    c->s = std::move(lit);
    js->values.push_back(std::move(c));
  }
  // CPython 3.11 gives every part (also inside format specs, though not the
  // spec itself) the position of the whole string.
  struct Fix {
    static void parts(ExprList& values, const Pos& pos) {
      for (ExprPtr& v : values) {
        v->pos = pos;
        if (v->kind != ExprKind::FormattedValue) continue;
        auto* fv = static_cast<FormattedValueExpr*>(v.get());
        if (fv->format_spec) parts(static_cast<JoinedStrExpr*>(fv->format_spec.get())->values, pos);
      }
    }
  };
  Fix::parts(js->values, pos);
  return js;
}

// The literal text and replacement fields of an f-string body from `i` to
// `e`. At nesting > 0 (a format spec) a single '}' ends the spec; `i` is left
// on it.
void Parser::fstring_parts(const Token& t, size_t& i, size_t e, int nesting, ExprList& out,
                           std::string& lit) {
  const std::string& s = file_.text;
  bool raw = t.str_flags & kStrRaw;
  size_t chunk = i;
  auto flush_chunk = [&](size_t upto) {
    if (upto > chunk) decode_into(t, chunk, upto, raw, lit);
  };
  while (i < e) {
    char c = s[i];
    if (c == '\\' && !raw) {
      // Skip the escaped character, but a brace after a backslash is still
      // a brace (f"\{x}" formats x, as in CPython).
      i += (i + 1 < e && (s[i + 1] == '{' || s[i + 1] == '}')) ? 1 : 2;
      continue;
    }
    if (c == '{') {
      if (i + 1 < e && s[i + 1] == '{') {
        flush_chunk(i + 1);
        i += 2;
        chunk = i;
        continue;
      }
      flush_chunk(i);
      if (!lit.empty()) {
        auto k = mk<ConstantExpr>(t.pos, ConstKind::Str);
        k->s = std::move(lit);
        lit.clear();
        out.push_back(std::move(k));
      }
      i = fstring_field(t, i, e, nesting, out);
      chunk = i;
      continue;
    }
    if (c == '}') {
      if (nesting > 0) break;
      if (i + 1 < e && s[i + 1] == '}') {
        flush_chunk(i + 1);
        i += 2;
        chunk = i;
        continue;
      }
      fstring_error(t, "f-string: single '}' is not allowed");
    }
    ++i;
  }
  flush_chunk(std::min(i, e));
}

// A replacement field '{' expr ['='] ['!' conv] [':' spec] '}' starting at
// s[i] == '{'. Returns the index just after its '}'.
size_t Parser::fstring_field(const Token& t, size_t i, size_t e, int nesting, ExprList& out) {
  const std::string& s = file_.text;
  if (nesting >= 2) fstring_error(t, "f-string: expressions nested too deeply");
  size_t expr_start = i + 1, j = expr_start;
  int depth = 0;
  char in_quote = 0;
  bool triple = false;
  for (; j < e; ++j) {
    char c = s[j];
    if (in_quote) {
      if (c == in_quote && (!triple || (j + 2 < e && s[j + 1] == c && s[j + 2] == c))) {
        if (triple) j += 2;
        in_quote = 0;
      }
      continue;
    }
    if (c == '\'' || c == '"') {
      in_quote = c;
      triple = j + 2 < e && s[j + 1] == c && s[j + 2] == c;
      if (triple) j += 2;
      continue;
    }
    if (c == '\\') fstring_error(t, "f-string expression part cannot include a backslash");
    if (c == '#') fstring_error(t, "f-string expression part cannot include '#'");
    if (c == '(' || c == '[' || c == '{') {
      ++depth;
      continue;
    }
    if (c == ')' || c == ']' || c == '}') {
      if (depth == 0) {
        if (c == '}') break;
        fstring_error(t, std::string("f-string: unmatched '") + c + "'");
      }
      --depth;
      continue;
    }
    if (depth > 0) continue;
    char d = j + 1 < e ? s[j + 1] : '\0';
    if (c == '!' && d != '=') break;
    if (c == ':') break;
    if ((c == '=' || c == '!' || c == '<' || c == '>') && d == '=') {
      ++j;
      continue;
    }
    if (c == '=') break;
  }
  if (in_quote) fstring_error(t, "f-string: unterminated string");
  if (j >= e) fstring_error(t, "f-string: expecting '}'");
  size_t expr_end = j;
  std::string_view expr_text(s.data() + expr_start, expr_end - expr_start);
  if (expr_text.find_first_not_of(" \t\r\n\f") == std::string_view::npos)
    fstring_error(t, "f-string: empty expression not allowed");

  // Parse the expression with a nested lexer+parser over the same file, so
  // its nodes carry their true positions.
  LexOptions lo;
  lo.expression_mode = true;
  lo.begin = expr_start;
  lo.end = expr_end;
  Parser sub(file_, tokenize(file_, lo), depth_ + 1);
  sub.in_function_ = in_function_;
  sub.cur_def_ = cur_def_;
  ExprPtr value;
  try {
    value = sub.parse_fstring_field();
  } catch (SyntaxErrorInfo& err) {
    if (err.message.rfind("f-string", 0) != 0) err.message = "f-string: " + err.message;
    throw;
  }

  auto fv = mk<FormattedValueExpr>(t.pos, std::move(value));
  if (s[j] == '=') {
    ++j;
    while (j < e && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r')) ++j;
    fv->self_doc.assign(s, expr_start, j - expr_start);
  }
  if (j < e && s[j] == '!') {
    char conv = j + 1 < e ? s[j + 1] : '\0';
    if (conv != 's' && conv != 'r' && conv != 'a')
      fstring_error(t, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
    fv->conversion = conv;
    j += 2;
  }
  if (j < e && s[j] == ':') {
    ++j;
    auto spec = mk<JoinedStrExpr>(t.pos);
    std::string lit;
    fstring_parts(t, j, e, nesting + 1, spec->values, lit);
    if (!lit.empty()) {
      auto k = mk<ConstantExpr>(t.pos, ConstKind::Str);
      k->s = std::move(lit);
      spec->values.push_back(std::move(k));
    }
    fv->format_spec = std::move(spec);
  }
  if (j >= e || s[j] != '}') fstring_error(t, "f-string: expecting '}'");
  // f"{x=}" shows the repr unless a conversion or format spec says otherwise.
  if (!fv->self_doc.empty() && !fv->conversion && !fv->format_spec) fv->conversion = 'r';
  out.push_back(std::move(fv));
  return j + 1;
}

}  // namespace minitf
