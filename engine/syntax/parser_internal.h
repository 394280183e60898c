// The parser's class, shared by parser.cpp (entry points, errors),
// parser_expr.cpp and parser_strings.cpp (expressions, strings, f-strings),
// parser_stmt.cpp (compound statements), parser_simple_stmt.cpp (simple
// statements) and parser_match.cpp (match statements and patterns). Not part of the public API:
// include syntax/parser.h instead.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "syntax/ast.h"
#include "syntax/lexer.h"
#include "syntax/parser.h"

namespace minitf {

// std::make_unique under a short name, for the many nodes the parser files
// build.
template <class T, class... A>
std::unique_ptr<T> mk(A&&... a) {
  return std::make_unique<T>(std::forward<A>(a)...);
}

class Parser {
 public:
  // `depth` is the nesting already used by an enclosing parser (f-string
  // replacement fields are parsed by a nested Parser over the same file).
  Parser(const SourceFile& file, TokenStream ts, int depth = 0);

  StmtList parse_file();
  // The expression inside an f-string replacement field.
  ExprPtr parse_fstring_field();

  // Set when the error thrown was found at the end of the input, where more
  // text could still make the program valid (used by check_input).
  bool error_at_eof = false;
  const TokenStream& stream() const { return ts_; }

 private:
  const SourceFile& file_;
  TokenStream ts_;
  const std::vector<Token>& toks_;
  size_t i_ = 0;
  int depth_;
  // Where statements may appear: drives 'return' outside function etc.
  bool in_function_ = false;
  bool in_loop_ = false;
  bool at_module_level_ = true;
  // The def or lambda whose body is being parsed (null in a class body or at
  // module level): a `yield` in it makes it a generator.
  FunctionDef* cur_def_ = nullptr;
  SyntaxErrorInfo deferred_;  // the first "'return' outside function"-style error

  // ---- token access (parser.cpp) ----
  const Token& cur() const;
  const Token& peek_tok(size_t k) const;
  bool at(Tok k) const { return cur().kind == k; }
  const Token& next();
  bool accept(Tok k);
  const Token& expect(Tok k);
  const Token& prev() const { return toks_[i_ - 1]; }
  std::string_view text(const Token& t) const { return token_text(file_, t); }
  bool at_name(const char* s) const;
  // A position from `start` to the end of the last consumed token.
  Pos span_from(const Pos& start) const;

  // ---- errors (parser.cpp) ----
  [[noreturn]] void fail(const Pos& p, const std::string& msg, const char* kind = "SyntaxError",
                         bool overridable = true);
  [[noreturn]] void fail_tok(const Token& t, const std::string& msg,
                             const char* kind = "SyntaxError", bool overridable = true);
  // Plain "invalid syntax" at the current token (or a clearer message when
  // the token is an unsupported construct such as 'yield' or ':=').
  [[noreturn]] void unexpected();
  [[noreturn]] void throw_lexer_error(bool parser_at_end = true) const;
  void mark_eof_if_at_end(const Token& t);
  void defer_error(const Pos& p, const char* msg);
  // Inside brackets, two expressions side by side: CPython's
  // "invalid syntax. Perhaps you forgot a comma?" spanning both.
  void check_missing_comma(const Pos& start);

  // RAII guard for kMaxNestingDepth.
  struct DepthGuard {
    Parser* p;
    explicit DepthGuard(Parser* parser);
    ~DepthGuard() { --p->depth_; }
  };

  // ---- expressions (parser_expr.cpp) ----
  ExprPtr parse_star_expressions();
  ExprPtr parse_star_expression();
  ExprPtr parse_star_named_expression();
  ExprPtr parse_named_expression();
  ExprPtr parse_expression();
  ExprPtr parse_disjunction();
  ExprPtr parse_conjunction();
  ExprPtr parse_inversion();
  ExprPtr parse_comparison();
  ExprPtr parse_binary(int min_prec);
  ExprPtr parse_factor();
  ExprPtr parse_power();
  ExprPtr parse_primary();
  ExprPtr parse_atom();
  ExprPtr parse_paren();
  ExprPtr parse_list();
  ExprPtr parse_brace();
  ExprPtr parse_slices();
  ExprPtr parse_slice();
  ExprPtr parse_lambda();
  // yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
  ExprPtr parse_yield_expr();
  // CPython's "'yield' inside list comprehension" (and its kin) for a yield
  // in a comprehension's own scope.
  void check_comprehension_yield(const ComprehensionExpr& c);
  ExprPtr parse_strings();
  void parse_call_args(std::vector<ExprPtr>& args, std::vector<Keyword>& kws, Tok close,
                       const Token& open, bool allow_genexp);
  void parse_comprehension_clauses(std::vector<Comprehension>& gens);
  ExprPtr finish_comprehension(ExprKind kind, const Pos& start, ExprPtr elt, ExprPtr value);
  // Targets: `for` loops, comprehensions, `with ... as`, where a full
  // expression would swallow the following `in`.
  ExprPtr parse_target_list(bool allow_star);
  ExprPtr parse_single_target();

  // Strings (parser_expr.cpp).
  void decode_into(const Token& t, size_t b, size_t e, bool raw, std::string& out);
  void fstring_parts(const Token& t, size_t& i, size_t e, int nesting, ExprList& out,
                     std::string& lit);
  size_t fstring_field(const Token& t, size_t i, size_t e, int nesting, ExprList& out);
  [[noreturn]] void fstring_error(const Token& t, const std::string& msg);

  // ---- targets (parser_stmt.cpp) ----
  enum class TargetUse { Assign, AssignFirst, For, With, Del, Comprehension, Except };
  void set_store(Expr* e, TargetUse use);
  void set_del(Expr* e);

  // ---- statements (parser_stmt.cpp) ----
  void parse_statement(StmtList& out);
  void parse_simple_stmts(StmtList& out);
  StmtPtr parse_simple_stmt();
  StmtPtr parse_expr_or_assign();
  StmtPtr parse_compound(ExprList decorators);
  StmtList parse_block(const std::string& what, const Token& header);
  StmtPtr parse_if(bool is_elif);
  StmtPtr parse_while();
  StmtPtr parse_for();
  StmtPtr parse_try();
  StmtPtr parse_with();
  StmtPtr parse_def(ExprList decorators, const Pos& start);
  StmtPtr parse_class(ExprList decorators, const Pos& start);
  StmtPtr parse_decorated();
  StmtPtr parse_import();
  StmtPtr parse_from_import();
  StmtPtr parse_raise();
  StmtPtr parse_names(StmtKind kind);
  void parse_params(FunctionDef* def, Tok close, bool allow_annotations);
  bool looks_like_match_statement() const;

  // ---- match statements (parser_match.cpp) ----
  StmtPtr parse_match();
  MatchCase parse_case();
  ExprPtr parse_patterns();
  ExprPtr parse_pattern();
  ExprPtr parse_or_pattern();
  ExprPtr parse_closed_pattern();
  ExprPtr parse_maybe_star_pattern();
  ExprPtr parse_signed_number();
  ExprPtr parse_literal_expr();
  ExprPtr parse_name_or_attr();
  ExprPtr parse_mapping_pattern();
  ExprPtr parse_class_pattern(ExprPtr cls);
  void check_pattern(const Expr& e, std::set<std::string>& bound);
  void report_unreachable(const Expr& leaf);
  void set_docstring(const StmtList& body, std::string* doc);
};

// How CPython names an expression in "cannot assign to ..." messages.
const char* expr_description(const Expr* e);

// Decodes a (non-f) string literal body; shared with the f-string parser.
// Returns false and sets *error on a malformed escape.
bool decode_string_body(std::string_view body, bool raw, std::string* out, std::string* error);

}  // namespace minitf
