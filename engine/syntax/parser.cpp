// Parser entry points, token access and error reporting. The grammar itself
// lives in parser_expr.cpp and parser_stmt.cpp.
#include "syntax/parser.h"

#include "syntax/parser_internal.h"

namespace minitf {

Parser::Parser(const SourceFile& file, TokenStream ts, int depth)
    : file_(file), ts_(std::move(ts)), toks_(ts_.tokens), depth_(depth) {}

// ---- token access -----------------------------------------------------------

const Token& Parser::cur() const {
  const Token& t = toks_[i_];
  if (t.kind == Tok::Error) throw_lexer_error();
  return t;
}

const Token& Parser::peek_tok(size_t k) const {
  size_t j = std::min(i_ + k, toks_.size() - 1);
  const Token& t = toks_[j];
  if (t.kind == Tok::Error) throw_lexer_error();
  return t;
}

const Token& Parser::next() {
  const Token& t = cur();
  if (i_ + 1 < toks_.size()) ++i_;
  return t;
}

bool Parser::accept(Tok k) {
  if (cur().kind != k) return false;
  next();
  return true;
}

const Token& Parser::expect(Tok k) {
  if (cur().kind != k) {
    // "expected ':'" is the one CPython names; elsewhere it says "invalid syntax".
    if (k == Tok::Colon) {
      const Token& p = prev();
      fail(Pos{p.pos.end_line, p.pos.end_col, p.pos.end_line, p.pos.end_col + 1}, "expected ':'",
           "SyntaxError", false);
    }
    unexpected();
  }
  return next();
}

bool Parser::at_name(const char* s) const { return at(Tok::Name) && text(cur()) == s; }

Pos Parser::span_from(const Pos& start) const {
  const Token& p = prev();
  return Pos{start.line, start.col, p.pos.end_line, p.pos.end_col};
}

Parser::DepthGuard::DepthGuard(Parser* parser) : p(parser) {
  if (++p->depth_ > kMaxNestingDepth) {
    const Token& t = p->toks_[p->i_];
    p->fail(t.pos, "too many nested parentheses", "SyntaxError", false);
  }
}

// ---- errors -----------------------------------------------------------------

void Parser::throw_lexer_error(bool parser_at_end) const {
  // check_input needs to know whether more text could fix this: only when the
  // input ended inside brackets, a string or a continuation line, and the
  // parser got that far (`def (:` fails at its '(', as in CPython's codeop).
  const_cast<Parser*>(this)->error_at_eof =
      parser_at_end && (ts_.eof_in_brackets || ts_.eof_in_triple_string || ts_.eof_after_backslash);
  throw ts_.error;
}

void Parser::mark_eof_if_at_end(const Token& t) {
  // The parser wanted more statements (a block, an 'except', the def after
  // a decorator) and found only DEDENTs and the end: typing more can fix
  // it. An error at a NEWLINE ("x = 1 +") cannot, as in CPython's codeop.
  size_t j = size_t(&t - toks_.data());
  if (j >= toks_.size()) j = i_;
  for (; j < toks_.size(); ++j) {
    Tok k = toks_[j].kind;
    if (k != Tok::Dedent && k != Tok::EndMarker) return;
  }
  error_at_eof = true;
}

void Parser::fail(const Pos& p, const std::string& msg, const char* kind, bool overridable) {
  // CPython tokenizes the rest of the input after a parser error and reports
  // a tokenizer error instead (an unclosed bracket, an unterminated string).
  // An unclosed bracket only wins when the parser got to the end of the
  // input (CPython reports it when its lookahead reached EOF).
  if (overridable && toks_.back().kind == Tok::Error && !ts_.soft_error) {
    bool rest_is_trivia = true;
    for (size_t j = i_ + 1; j + 1 < toks_.size(); ++j) {
      Tok k = toks_[j].kind;
      if (k != Tok::Newline && k != Tok::Indent && k != Tok::Dedent) rest_is_trivia = false;
    }
    // A generic "invalid syntax" inside brackets that stay open to the end of
    // the input is reported as the unclosed bracket, as CPython's second
    // (error-hunting) pass reaches the end of the input there.
    // The parser stopped at the end of the input when nothing but the
    // lexer's error token and layout tokens is left from where it failed.
    bool parser_at_end = true;
    for (size_t j = i_; j < toks_.size(); ++j) {
      Tok k = toks_[j].kind;
      if (k != Tok::Newline && k != Tok::Indent && k != Tok::Dedent && k != Tok::Error &&
          k != Tok::EndMarker)
        parser_at_end = false;
    }
    if (!ts_.eof_in_brackets || rest_is_trivia || msg == "invalid syntax")
      throw_lexer_error(parser_at_end);
  }
  mark_eof_if_at_end(toks_[i_]);
  int end_col = p.end_line == p.line ? p.end_col : p.col + 1;
  throw make_syntax_error(file_, kind, msg, p.line, p.col, end_col);
}

void Parser::fail_tok(const Token& t, const std::string& msg, const char* kind, bool overridable) {
  fail(t.pos, msg, kind, overridable);
}

void Parser::unexpected() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::KwYield:
      fail_tok(t, "generators ('yield') are not supported in minitf", "SyntaxError", false);
    case Tok::KwAsync:
      if (peek_tok(1).kind == Tok::KwDef)
        fail_tok(t, "'async def' is not supported in minitf", "SyntaxError", false);
      fail_tok(t, "'async' is not supported in minitf", "SyntaxError", false);
    case Tok::KwAwait:
      fail_tok(t, "'await' is not supported in minitf", "SyntaxError", false);
    case Tok::Indent:
      fail(Pos{t.pos.line, std::max(0, t.pos.end_col - 1), t.pos.line, t.pos.end_col},
           "unexpected indent", "IndentationError", false);
    case Tok::String:
      if (t.str_flags & kStrBytes)
        fail_tok(t, "bytes literals are not supported in minitf", "SyntaxError", false);
      break;
    default:
      break;
  }
  Pos p = t.pos;
  if (t.kind == Tok::Newline || t.kind == Tok::EndMarker) p.end_col = p.col + 1;
  fail(p, "invalid syntax");
}

// ---- entry points -----------------------------------------------------------

std::unique_ptr<SourceUnit> parse(std::shared_ptr<SourceFile> file) {
  auto unit = std::make_unique<SourceUnit>();
  unit->file = file;
  Parser p(*file, tokenize(*file));
  unit->body = p.parse_file();
  return unit;
}

namespace {

// The indentation of the last non-blank line, plus one level after a ':'.
std::string next_indent(std::string_view text) {
  size_t end = text.size();
  while (end > 0) {
    size_t start = text.rfind('\n', end - 1);
    start = start == std::string_view::npos ? 0 : start + 1;
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    size_t nb = line.find_first_not_of(" \t\f");
    if (nb != std::string_view::npos && line[nb] != '#') {
      std::string indent(line.substr(0, nb));
      // Strip a trailing comment before looking for the block-opening colon.
      std::string_view code = line;
      size_t hash = code.find('#');
      if (hash != std::string_view::npos) code = code.substr(0, hash);
      size_t last = code.find_last_not_of(" \t\f");
      if (last != std::string_view::npos && code[last] == ':') indent += "    ";
      return indent;
    }
    if (start == 0) break;
    end = start - 1;
  }
  return "";
}

}  // namespace

InputStatus check_input(std::string_view text, std::string* indent_hint) {
  if (indent_hint) indent_hint->clear();
  SourceFile file("<input>", std::string(text));
  Parser p(file, tokenize(file));
  StmtList body;
  try {
    body = p.parse_file();
  } catch (const SyntaxErrorInfo&) {
    if (p.error_at_eof) {
      if (indent_hint) *indent_hint = next_indent(text);
      return InputStatus::Incomplete;
    }
    return InputStatus::Invalid;
  }
  // Like the CPython REPL, a compound statement stays open until an empty
  // line: the user may still add to its block.
  const std::vector<Token>& toks = p.stream().tokens;
  bool has_block = false;
  for (const Token& t : toks)
    if (t.kind == Tok::Colon || t.kind == Tok::Indent) {
      has_block = true;
      break;
    }
  bool compound = false;
  for (const StmtPtr& s : body) {
    switch (s->kind) {
      case StmtKind::If:
      case StmtKind::While:
      case StmtKind::For:
      case StmtKind::FunctionDef:
      case StmtKind::ClassDef:
      case StmtKind::Try:
      case StmtKind::With:
      case StmtKind::Match:
        compound = true;
        break;
      default:
        break;
    }
  }
  if (compound && has_block) {
    // Closed when the last line (after the final '\n') is blank, i.e. the
    // user entered an empty line: "if x:\n  y\n" is complete, "if x:\n  y"
    // is not.
    size_t last_nl = text.rfind('\n');
    bool closed = last_nl != std::string_view::npos &&
                  text.substr(last_nl + 1).find_first_not_of(" \t\r\f") == std::string_view::npos;
    if (!closed) {
      if (indent_hint) *indent_hint = next_indent(text);
      return InputStatus::Incomplete;
    }
  }
  return InputStatus::Complete;
}

}  // namespace minitf
