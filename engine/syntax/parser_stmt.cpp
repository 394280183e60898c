// Statements: CPython 3.11's grammar for files, blocks and compound
// statements by recursive descent, and the checks of assignment targets.
// Each function carries its grammar rule; simple statements are in
// parser_simple_stmt.cpp, match statements in parser_match.cpp.
#include <algorithm>

#include "syntax/parser_internal.h"

namespace minitf {

namespace {

Pos join(const Pos& a, const Pos& b) { return Pos{a.line, a.col, b.end_line, b.end_col}; }

}  // namespace

// How CPython names an expression in "cannot assign to ..." messages.
const char* expr_description(const Expr* e) {
  switch (e->kind) {
    case ExprKind::Attribute:
      return "attribute";
    case ExprKind::Subscript:
      return "subscript";
    case ExprKind::Starred:
      return "starred";
    case ExprKind::Name:
      return "name";
    case ExprKind::List:
      return "list";
    case ExprKind::Tuple:
      return "tuple";
    case ExprKind::Lambda:
      return "lambda";
    case ExprKind::Call:
      return "function call";
    case ExprKind::BoolOp:
    case ExprKind::BinOp:
    case ExprKind::UnaryOp:
      return "expression";
    case ExprKind::GeneratorExp:
      return "generator expression";
    case ExprKind::ListComp:
      return "list comprehension";
    case ExprKind::SetComp:
      return "set comprehension";
    case ExprKind::DictComp:
      return "dict comprehension";
    case ExprKind::Dict:
      return "dict literal";
    case ExprKind::Set:
      return "set display";
    case ExprKind::JoinedStr:
    case ExprKind::FormattedValue:
      return "f-string expression";
    case ExprKind::Compare:
      return "comparison";
    case ExprKind::IfExp:
      return "conditional expression";
    case ExprKind::Yield:
    case ExprKind::YieldFrom:
      return "yield expression";
    case ExprKind::NamedExpr:
      return "named expression";
    case ExprKind::Slice:
      return "slice";
    case ExprKind::Constant:
      switch (static_cast<const ConstantExpr*>(e)->ckind) {
        case ConstKind::None:
          return "None";
        case ConstKind::True:
          return "True";
        case ConstKind::False:
          return "False";
        case ConstKind::Ellipsis:
          return "ellipsis";
        default:
          return "literal";
      }
  }
  return "expression";
}

namespace {

bool is_keyword_constant(const Expr* e) {
  if (e->kind != ExprKind::Constant) return false;
  ConstKind k = static_cast<const ConstantExpr*>(e)->ckind;
  return k == ConstKind::None || k == ConstKind::True || k == ConstKind::False;
}

}  // namespace

// ---- targets ------------------------------------------------------------------

// Marks an assignment target Store, with CPython's messages for what cannot
// be assigned to.
void Parser::set_store(Expr* e, TargetUse use) {
  switch (e->kind) {
    case ExprKind::Name:
      static_cast<NameExpr*>(e)->ctx = Ctx::Store;
      return;
    case ExprKind::Attribute:
      static_cast<AttributeExpr*>(e)->ctx = Ctx::Store;
      return;
    case ExprKind::Subscript:
      static_cast<SubscriptExpr*>(e)->ctx = Ctx::Store;
      return;
    case ExprKind::Starred:
      if (use == TargetUse::Assign || use == TargetUse::AssignFirst || use == TargetUse::For ||
          use == TargetUse::Comprehension || use == TargetUse::With)
        fail(e->pos, "starred assignment target must be in a list or tuple");
      break;
    case ExprKind::Tuple:
    case ExprKind::List: {
      auto* seq = static_cast<SequenceExpr*>(e);
      seq->ctx = Ctx::Store;
      int stars = 0;
      for (ExprPtr& elt : seq->elts) {
        if (elt->kind == ExprKind::Starred) {
          if (++stars > 1) fail(e->pos, "multiple starred expressions in assignment");
          auto* st = static_cast<StarredExpr*>(elt.get());
          st->ctx = Ctx::Store;
          TargetUse inner = use == TargetUse::AssignFirst ? TargetUse::Assign : use;
          if (st->value->kind == ExprKind::Starred) set_store(st->value.get(), inner);
          set_store(st->value.get(), inner);
        } else {
          set_store(elt.get(), use == TargetUse::AssignFirst ? TargetUse::Assign : use);
        }
      }
      return;
    }
    default:
      break;
  }
  std::string what = expr_description(e);
  if (use == TargetUse::AssignFirst && !is_keyword_constant(e) && e->kind != ExprKind::Starred)
    fail(e->pos, "cannot assign to " + what + " here. Maybe you meant '==' instead of '='?");
  fail(e->pos, "cannot assign to " + what);
}

void Parser::set_del(Expr* e) {
  switch (e->kind) {
    case ExprKind::Name:
      static_cast<NameExpr*>(e)->ctx = Ctx::Del;
      return;
    case ExprKind::Attribute:
      static_cast<AttributeExpr*>(e)->ctx = Ctx::Del;
      return;
    case ExprKind::Subscript:
      static_cast<SubscriptExpr*>(e)->ctx = Ctx::Del;
      return;
    case ExprKind::Tuple:
    case ExprKind::List: {
      auto* seq = static_cast<SequenceExpr*>(e);
      seq->ctx = Ctx::Del;
      for (ExprPtr& elt : seq->elts) set_del(elt.get());
      return;
    }
    default:
      fail(e->pos, std::string("cannot delete ") + expr_description(e));
  }
}

// ---- file and blocks ----------------------------------------------------------

// file: [statements] ENDMARKER
StmtList Parser::parse_file() {
  StmtList body;
  while (!at(Tok::EndMarker)) parse_statement(body);
  if (!deferred_.message.empty()) throw deferred_;
  return body;
}

// Errors CPython finds after parsing (in its compiler) lose to any syntax
// error later in the file, so they are held until the parse succeeds.
void Parser::defer_error(const Pos& p, const char* msg) {
  if (!deferred_.message.empty()) return;
  int end_col = p.end_line == p.line ? p.end_col : p.col + 1;
  deferred_ = make_syntax_error(file_, "SyntaxError", msg, p.line, p.col, end_col);
}

// statement: compound_stmt | simple_stmts
void Parser::parse_statement(StmtList& out) {
  switch (cur().kind) {
    case Tok::KwDef:
    case Tok::KwClass:
    case Tok::KwIf:
    case Tok::KwWhile:
    case Tok::KwFor:
    case Tok::KwTry:
    case Tok::KwWith:
    case Tok::At:
      out.push_back(parse_compound({}));
      return;
    case Tok::Indent:
      unexpected();
    case Tok::KwAsync:
      unexpected();
    case Tok::Name:
      if (looks_like_match_statement()) {
        out.push_back(parse_match());
        return;
      }
      break;
    default:
      break;
  }
  parse_simple_stmts(out);
}

// A `match subject:` header (a logical line that starts with the name
// `match` and ends with ':'): the soft keyword is only a keyword there, so
// `match = 1`, `match(x)` and `match.y: int` stay valid.
bool Parser::looks_like_match_statement() const {
  if (text(toks_[i_]) != "match") return false;
  // What may start the subject: an operator token other than these cannot.
  Tok after = toks_[i_ + 1].kind;
  bool opens_subject = after == Tok::LParen || after == Tok::LSquare || after == Tok::LBrace ||
                       after == Tok::Minus || after == Tok::Plus || after == Tok::Tilde ||
                       after == Tok::Star || after == Tok::Ellipsis;
  if (tok_class(after) == TokClass::O && !opens_subject) return false;
  if (after == Tok::Newline || after == Tok::EndMarker) return false;
  size_t j = i_ + 1;
  while (j < toks_.size() && toks_[j].kind != Tok::Newline && toks_[j].kind != Tok::Error &&
         toks_[j].kind != Tok::EndMarker)
    ++j;
  return j < toks_.size() && toks_[j].kind == Tok::Newline && toks_[j - 1].kind == Tok::Colon;
}

// simple_stmts: simple_stmt (';' simple_stmt)* [';'] NEWLINE
void Parser::parse_simple_stmts(StmtList& out) {
  for (;;) {
    out.push_back(parse_simple_stmt());
    if (!accept(Tok::Semi)) break;
    if (at(Tok::Newline)) break;
  }
  if (!at(Tok::Newline)) {
    // `print 1`: the Python 2 habit deserves CPython's hint.
    const Stmt* s = out.back().get();
    if (s->kind == StmtKind::ExprStmt) {
      const Expr* v = static_cast<const ExprStmt*>(s)->value.get();
      if (v->kind == ExprKind::Name && static_cast<const NameExpr*>(v)->id == "print" &&
          (at(Tok::Name) || at(Tok::Number) || at(Tok::String))) {
        Pos p = v->pos;
        size_t j = i_;
        while (toks_[j].kind != Tok::Newline && toks_[j].kind != Tok::EndMarker &&
               toks_[j].kind != Tok::Error)
          ++j;
        p.end_col = toks_[j - 1].pos.end_col;
        fail(p, "Missing parentheses in call to 'print'. Did you mean print(...)?");
      }
    }
    unexpected();
  }
  next();
}

// block: NEWLINE INDENT statements DEDENT | simple_stmts
StmtList Parser::parse_block(const std::string& what, const Token& header) {
  StmtList body;
  if (!at(Tok::Newline)) {
    parse_simple_stmts(body);
    return body;
  }
  next();
  if (!at(Tok::Indent)) {
    const Token& t = cur();
    Pos p = t.pos;
    if (t.kind == Tok::EndMarker || t.kind == Tok::Dedent) {
      // At the end of the input CPython points just after the header line.
      const Token& nl = toks_[i_ - 1];
      p = Pos{nl.pos.line, nl.pos.col, nl.pos.line, nl.pos.col + 1};
    }
    p.end_line = p.line;  // CPython puts a single caret under the first token
    p.end_col = p.col + 1;
    fail(p,
         "expected an indented block after " + what + " on line " + std::to_string(header.pos.line),
         "IndentationError", false);
  }
  next();
  while (!at(Tok::Dedent) && !at(Tok::EndMarker)) parse_statement(body);
  accept(Tok::Dedent);
  return body;
}

// compound_stmt: function_def | if_stmt | class_def | with_stmt | for_stmt
//              | try_stmt | while_stmt
StmtPtr Parser::parse_compound(ExprList decorators) {
  switch (cur().kind) {
    case Tok::At:
      return parse_decorated();
    case Tok::KwDef:
      return parse_def({}, cur().pos);
    case Tok::KwClass:
      return parse_class({}, cur().pos);
    case Tok::KwIf:
      return parse_if(false);
    case Tok::KwWhile:
      return parse_while();
    case Tok::KwFor:
      return parse_for();
    case Tok::KwTry:
      return parse_try();
    case Tok::KwWith:
      return parse_with();
    default:
      unexpected();
  }
}

// decorators: ('@' named_expression NEWLINE)+  then  class_def | function_def
StmtPtr Parser::parse_decorated() {
  ExprList decorators;
  Pos start = cur().pos;
  while (accept(Tok::At)) {
    decorators.push_back(parse_named_expression());
    if (!at(Tok::Newline)) unexpected();
    next();
  }
  if (at(Tok::KwDef)) return parse_def(std::move(decorators), start);
  if (at(Tok::KwClass)) return parse_class(std::move(decorators), start);
  unexpected();
}

void Parser::set_docstring(const StmtList& body, std::string* doc) {
  if (body.empty() || body[0]->kind != StmtKind::ExprStmt) return;
  const Expr* v = static_cast<const ExprStmt*>(body[0].get())->value.get();
  if (v->kind == ExprKind::Constant && static_cast<const ConstantExpr*>(v)->ckind == ConstKind::Str)
    *doc = static_cast<const ConstantExpr*>(v)->s;
}

// function_def: 'def' NAME '(' [params] ')' ['->' expression] ':' block
StmtPtr Parser::parse_def(ExprList decorators, const Pos& start) {
  const Token& kw = expect(Tok::KwDef);
  if (!at(Tok::Name)) unexpected();
  const Token& name = next();
  // CPython's FunctionDef starts at 'def' even when decorated.
  auto def = mk<FunctionDef>(kw.pos, std::string(text(name)));
  (void)start;
  def->decorators = std::move(decorators);
  expect(Tok::LParen);
  parse_params(def.get(), Tok::RParen, true);
  expect(Tok::RParen);
  if (accept(Tok::RArrow)) def->returns = parse_expression();
  expect(Tok::Colon);
  bool saved_fn = in_function_, saved_loop = in_loop_, saved_mod = at_module_level_;
  FunctionDef* saved_def = cur_def_;
  in_function_ = true;
  in_loop_ = false;
  at_module_level_ = false;
  cur_def_ = def.get();
  def->body = parse_block("function definition", kw);
  cur_def_ = saved_def;
  in_function_ = saved_fn;
  in_loop_ = saved_loop;
  at_module_level_ = saved_mod;
  def->pos = join(kw.pos, def->body.back()->pos);
  set_docstring(def->body, &def->docstring);
  return def;
}

// params: positional ['/' ','] ... ['*' [NAME] (',' NAME ['=' default])*] [',' '**' NAME]
// (annotations ': expression' are parsed and ignored; lambdas take none)
void Parser::parse_params(FunctionDef* def, Tok close, bool allow_annotations) {
  bool seen_default = false, seen_star = false, seen_kwargs = false, bare_star = false;
  size_t bare_star_index = 0;
  Pos bare_star_pos;
  while (!at(close)) {
    const Token& t = cur();
    if (seen_kwargs) fail_tok(t, "arguments cannot follow var-keyword argument");
    Param p;
    p.pos = t.pos;
    if (t.kind == Tok::Slash) {
      // Positional-only marker: accepted, and the parameters stay positional.
      if (def->params.empty()) fail_tok(t, "at least one argument must precede /");
      if (seen_star) fail_tok(t, "/ must be ahead of *");
      next();
      if (!accept(Tok::Comma)) break;
      continue;
    }
    if (t.kind == Tok::Star) {
      if (seen_star) fail_tok(t, "* argument may appear only once");
      next();
      seen_star = true;
      if (at(Tok::Comma) || at(close)) {
        bare_star = true;
        bare_star_index = def->params.size();
        bare_star_pos = t.pos;
        if (at(close)) fail_tok(t, "named arguments must follow bare *");
        next();
        continue;
      }
      p.kind = ParamKind::VarArgs;
    } else if (t.kind == Tok::DoubleStar) {
      next();
      p.kind = ParamKind::VarKw;
      seen_kwargs = true;
    } else {
      p.kind = seen_star ? ParamKind::KwOnly : ParamKind::Positional;
    }
    if (!at(Tok::Name)) unexpected();
    const Token& n = next();
    p.name = std::string(text(n));
    for (const Param& other : def->params)
      if (other.name == p.name)
        fail_tok(n, "duplicate argument '" + p.name + "' in function definition");
    if (allow_annotations && accept(Tok::Colon)) p.annotation = parse_expression();
    if (at(Tok::Equal)) {
      if (p.kind == ParamKind::VarArgs || p.kind == ParamKind::VarKw) {
        fail_tok(cur(), p.kind == ParamKind::VarArgs
                            ? "var-positional argument cannot have default value"
                            : "var-keyword argument cannot have default value");
      }
      next();
      p.default_value = parse_expression();
      if (p.kind == ParamKind::Positional) seen_default = true;
    } else if (p.kind == ParamKind::Positional && seen_default) {
      fail_tok(n, "non-default argument follows default argument");
    }
    p.pos = span_from(p.pos);
    def->params.push_back(std::move(p));
    if (!accept(Tok::Comma)) break;
  }
  if (bare_star) {
    bool any_kwonly = false;
    for (size_t k = bare_star_index; k < def->params.size(); ++k)
      if (def->params[k].kind == ParamKind::KwOnly) any_kwonly = true;
    if (!any_kwonly) fail(bare_star_pos, "named arguments must follow bare *");
  }
}

// class_def: 'class' NAME ['(' [arguments] ')'] ':' block
StmtPtr Parser::parse_class(ExprList decorators, const Pos& start) {
  const Token& kw = expect(Tok::KwClass);
  (void)start;
  if (!at(Tok::Name)) unexpected();
  const Token& name = next();
  auto cls = mk<ClassDef>(kw.pos, std::string(text(name)));
  cls->decorators = std::move(decorators);
  if (at(Tok::LParen)) {
    const Token& open = next();
    parse_call_args(cls->bases, cls->keywords, Tok::RParen, open, false);
  }
  expect(Tok::Colon);
  bool saved_fn = in_function_, saved_loop = in_loop_, saved_mod = at_module_level_;
  in_function_ = false;
  in_loop_ = false;
  at_module_level_ = false;
  cls->body = parse_block("class definition", kw);
  in_function_ = saved_fn;
  in_loop_ = saved_loop;
  at_module_level_ = saved_mod;
  cls->pos = join(kw.pos, cls->body.back()->pos);
  set_docstring(cls->body, &cls->docstring);
  return cls;
}

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
// elif_stmt: 'elif' named_expression ':' block (elif_stmt | [else_block])
StmtPtr Parser::parse_if(bool is_elif) {
  const Token& kw = next();  // 'if' or 'elif'
  auto st = mk<IfStmt>(kw.pos);
  st->test = parse_named_expression();
  expect(Tok::Colon);
  st->body = parse_block(is_elif ? "'elif' statement" : "'if' statement", kw);
  if (at(Tok::KwElif)) {
    st->orelse.push_back(parse_if(true));
  } else if (at(Tok::KwElse)) {
    const Token& e = next();
    expect(Tok::Colon);
    st->orelse = parse_block("'else' statement", e);
  }
  const StmtList& last = st->orelse.empty() ? st->body : st->orelse;
  st->pos = join(kw.pos, last.back()->pos);
  return st;
}

// while_stmt: 'while' named_expression ':' block [else_block]
StmtPtr Parser::parse_while() {
  const Token& kw = next();
  auto st = mk<WhileStmt>(kw.pos);
  st->test = parse_named_expression();
  expect(Tok::Colon);
  bool saved = in_loop_;
  in_loop_ = true;
  st->body = parse_block("'while' statement", kw);
  in_loop_ = saved;
  if (at(Tok::KwElse)) {
    const Token& e = next();
    expect(Tok::Colon);
    st->orelse = parse_block("'else' statement", e);
  }
  const StmtList& last = st->orelse.empty() ? st->body : st->orelse;
  st->pos = join(kw.pos, last.back()->pos);
  return st;
}

// for_stmt: 'for' star_targets 'in' star_expressions ':' block [else_block]
StmtPtr Parser::parse_for() {
  const Token& kw = next();
  auto st = mk<ForStmt>(kw.pos);
  st->target = parse_target_list(true);
  set_store(st->target.get(), TargetUse::For);
  if (!at(Tok::KwIn)) unexpected();
  next();
  st->iter = parse_star_expressions();
  if (st->iter->kind == ExprKind::Starred) fail(st->iter->pos, "can't use starred expression here");
  expect(Tok::Colon);
  bool saved = in_loop_;
  in_loop_ = true;
  st->body = parse_block("'for' statement", kw);
  in_loop_ = saved;
  if (at(Tok::KwElse)) {
    const Token& e = next();
    expect(Tok::Colon);
    st->orelse = parse_block("'else' statement", e);
  }
  const StmtList& last = st->orelse.empty() ? st->body : st->orelse;
  st->pos = join(kw.pos, last.back()->pos);
  return st;
}

// try_stmt: 'try' ':' block finally_block
//         | 'try' ':' block except_block+ [else_block] [finally_block]
// except_block: 'except' [expression ['as' NAME]] ':' block
StmtPtr Parser::parse_try() {
  const Token& kw = next();
  auto st = mk<TryStmt>(kw.pos);
  expect(Tok::Colon);
  st->body = parse_block("'try' statement", kw);
  while (at(Tok::KwExcept)) {
    const Token& ex = next();
    if (at(Tok::Star))
      fail_tok(cur(), "'except*' is not supported in minitf", "SyntaxError", false);
    ExceptHandler h;
    h.pos = ex.pos;
    if (!at(Tok::Colon)) {
      h.type = parse_expression();
      if (at(Tok::Comma)) fail(h.type->pos, "multiple exception types must be parenthesized");
      if (accept(Tok::KwAs)) {
        if (!at(Tok::Name)) unexpected();
        const Token& n = next();
        h.name = std::string(text(n));
        h.name_target = mk<NameExpr>(n.pos, h.name);
        h.name_target->ctx = Ctx::Store;
      }
    }
    expect(Tok::Colon);
    h.body = parse_block("'except' statement", ex);
    h.pos = join(ex.pos, h.body.back()->pos);
    st->handlers.push_back(std::move(h));
  }
  if (!st->handlers.empty() && at(Tok::KwElse)) {
    const Token& e = next();
    expect(Tok::Colon);
    st->orelse = parse_block("'else' statement", e);
  }
  if (at(Tok::KwFinally)) {
    const Token& f = next();
    expect(Tok::Colon);
    st->finalbody = parse_block("'finally' statement", f);
  }
  if (st->handlers.empty() && st->finalbody.empty()) {
    const Token& t = cur();
    Pos p = t.pos;
    if (t.kind == Tok::EndMarker || t.kind == Tok::Dedent) {
      size_t j = i_;
      while (j > 0 && toks_[j - 1].kind == Tok::Dedent) --j;
      if (j > 0 && toks_[j - 1].kind == Tok::Newline) p = toks_[j - 1].pos;
    }
    fail(p, "expected 'except' or 'finally' block", "SyntaxError", false);
  }
  const StmtList& last = !st->finalbody.empty() ? st->finalbody
                         : !st->orelse.empty()  ? st->orelse
                                                : st->handlers.back().body;
  st->pos = join(kw.pos, last.back()->pos);
  return st;
}

// with_stmt: 'with' '(' ','.with_item+ ','? ')' ':' block
//          | 'with' ','.with_item+ ':' block
// with_item: expression 'as' star_target &(',' | ')' | ':') | expression
StmtPtr Parser::parse_with() {
  const Token& kw = next();
  auto st = mk<WithStmt>(kw.pos);
  // The parenthesized form is chosen when the matching ')' is followed by
  // ':' (so `with (a, b):` is two items, `with (a) as b:` one expression).
  bool parenthesized = false;
  if (at(Tok::LParen)) {
    int depth = 0;
    size_t j = i_;
    for (; j < toks_.size(); ++j) {
      Tok k = toks_[j].kind;
      if (k == Tok::Error || k == Tok::EndMarker) break;
      if (k == Tok::LParen || k == Tok::LSquare || k == Tok::LBrace) ++depth;
      if (k == Tok::RParen || k == Tok::RSquare || k == Tok::RBrace) {
        if (--depth == 0) break;
      }
    }
    parenthesized =
        j + 1 < toks_.size() && toks_[j].kind == Tok::RParen && toks_[j + 1].kind == Tok::Colon;
  }
  if (parenthesized) next();
  for (;;) {
    WithItem item;
    item.context_expr = parse_expression();
    if (accept(Tok::KwAs)) {
      // A single target: in `with a as b, c as d` the comma separates items.
      item.optional_vars = parse_single_target();
      set_store(item.optional_vars.get(), TargetUse::With);
    }
    st->items.push_back(std::move(item));
    if (!accept(Tok::Comma)) break;
    if (parenthesized && at(Tok::RParen)) break;
  }
  if (parenthesized) expect(Tok::RParen);
  expect(Tok::Colon);
  st->body = parse_block("'with' statement", kw);
  st->pos = join(kw.pos, st->body.back()->pos);
  return st;
}

}  // namespace minitf
