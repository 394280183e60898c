// Simple statements: the rest of CPython 3.11's statement grammar (those
// that fit on one logical line), by recursive descent. Each function
// carries its grammar rule; compound statements are in parser_stmt.cpp.
#include "syntax/parser_internal.h"

namespace minitf {

// simple_stmt: assignment | star_expressions | return_stmt | import_stmt
//            | raise_stmt | 'pass' | del_stmt | assert_stmt | 'break'
//            | 'continue' | global_stmt | nonlocal_stmt
StmtPtr Parser::parse_simple_stmt() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::KwPass:
      next();
      return mk<SimpleStmt>(StmtKind::Pass, t.pos);
    case Tok::KwBreak:
      next();
      if (!in_loop_) defer_error(t.pos, "'break' outside loop");
      return mk<SimpleStmt>(StmtKind::Break, t.pos);
    case Tok::KwContinue:
      next();
      if (!in_loop_) defer_error(t.pos, "'continue' not properly in loop");
      return mk<SimpleStmt>(StmtKind::Continue, t.pos);
    case Tok::KwReturn: {
      next();
      auto r = mk<ReturnStmt>(t.pos);
      if (!at(Tok::Newline) && !at(Tok::Semi)) r->value = parse_star_expressions();
      r->pos = span_from(t.pos);
      if (r->value && r->value->kind == ExprKind::Starred)
        fail(r->value->pos, "can't use starred expression here");
      if (!in_function_) defer_error(r->pos, "'return' outside function");
      return r;
    }
    case Tok::KwRaise:
      return parse_raise();
    case Tok::KwGlobal:
      return parse_names(StmtKind::Global);
    case Tok::KwNonlocal:
      return parse_names(StmtKind::Nonlocal);
    case Tok::KwDel: {
      next();
      auto d = mk<DeleteStmt>(t.pos);
      for (;;) {
        ExprPtr e = parse_binary(binop_precedence(BinOpKind::BitOr));
        set_del(e.get());
        d->targets.push_back(std::move(e));
        if (!accept(Tok::Comma)) break;
        if (at(Tok::Newline) || at(Tok::Semi)) break;
      }
      d->pos = span_from(t.pos);
      return d;
    }
    case Tok::KwAssert: {
      next();
      auto a = mk<AssertStmt>(t.pos);
      a->test = parse_expression();
      if (accept(Tok::Comma)) a->msg = parse_expression();
      a->pos = span_from(t.pos);
      return a;
    }
    case Tok::KwImport:
      return parse_import();
    case Tok::KwFrom:
      return parse_from_import();
    case Tok::KwAsync:
    case Tok::KwAwait:
      unexpected();
    default:
      return parse_expr_or_assign();
  }
}

// assignment: NAME ':' expression ['=' star_expressions]
//           | (star_targets '=')+ star_expressions
//           | single_target augassign star_expressions
// star_expressions
StmtPtr Parser::parse_expr_or_assign() {
  Pos start = cur().pos;
  ExprPtr first = at(Tok::KwYield) ? parse_yield_expr() : parse_star_expressions();
  BinOpKind aug;
  bool is_aug = true;
  switch (cur().kind) {
    case Tok::PlusEqual:
      aug = BinOpKind::Add;
      break;
    case Tok::MinusEqual:
      aug = BinOpKind::Sub;
      break;
    case Tok::StarEqual:
      aug = BinOpKind::Mult;
      break;
    case Tok::AtEqual:
      aug = BinOpKind::MatMult;
      break;
    case Tok::SlashEqual:
      aug = BinOpKind::Div;
      break;
    case Tok::DoubleSlashEqual:
      aug = BinOpKind::FloorDiv;
      break;
    case Tok::PercentEqual:
      aug = BinOpKind::Mod;
      break;
    case Tok::DoubleStarEqual:
      aug = BinOpKind::Pow;
      break;
    case Tok::LeftShiftEqual:
      aug = BinOpKind::LShift;
      break;
    case Tok::RightShiftEqual:
      aug = BinOpKind::RShift;
      break;
    case Tok::VBarEqual:
      aug = BinOpKind::BitOr;
      break;
    case Tok::CircumflexEqual:
      aug = BinOpKind::BitXor;
      break;
    case Tok::AmperEqual:
      aug = BinOpKind::BitAnd;
      break;
    default:
      is_aug = false;
      aug = BinOpKind::Add;
      break;
  }
  if (is_aug) {
    ExprKind k = first->kind;
    if (k != ExprKind::Name && k != ExprKind::Attribute && k != ExprKind::Subscript)
      fail(first->pos, std::string("'") + expr_description(first.get()) +
                           "' is an illegal expression for augmented assignment");
    set_store(first.get(), TargetUse::Assign);
    next();
    ExprPtr value = at(Tok::KwYield) ? parse_yield_expr() : parse_star_expressions();
    return mk<AugAssignStmt>(span_from(start), std::move(first), aug, std::move(value));
  }
  if (at(Tok::Colon)) {
    // Annotated assignment.
    ExprKind k = first->kind;
    if (k == ExprKind::Tuple) fail(first->pos, "only single target (not tuple) can be annotated");
    if (k == ExprKind::List) fail(first->pos, "only single target (not list) can be annotated");
    if (k != ExprKind::Name && k != ExprKind::Attribute && k != ExprKind::Subscript)
      fail(first->pos, std::string("illegal target for annotation"));
    set_store(first.get(), TargetUse::Assign);
    next();
    auto a = mk<AnnAssignStmt>(start);
    a->annotation = parse_expression();
    if (accept(Tok::Equal))
      a->value = at(Tok::KwYield) ? parse_yield_expr() : parse_star_expressions();
    a->target = std::move(first);
    a->pos = span_from(a->pos);
    return a;
  }
  if (at(Tok::Equal)) {
    auto a = mk<AssignStmt>(first->pos);
    set_store(first.get(), TargetUse::AssignFirst);
    a->targets.push_back(std::move(first));
    while (accept(Tok::Equal)) {
      ExprPtr e = at(Tok::KwYield) ? parse_yield_expr() : parse_star_expressions();
      if (at(Tok::Equal)) {
        set_store(e.get(), TargetUse::Assign);
        a->targets.push_back(std::move(e));
      } else {
        if (e->kind == ExprKind::Starred) fail(e->pos, "can't use starred expression here");
        a->value = std::move(e);
      }
    }
    a->pos = span_from(start);
    return a;
  }
  if (first->kind == ExprKind::Starred) fail(first->pos, "can't use starred expression here");
  return mk<ExprStmt>(span_from(start), std::move(first));
}

// raise_stmt: 'raise' expression ['from' expression] | 'raise'
StmtPtr Parser::parse_raise() {
  const Token& kw = next();
  auto r = mk<RaiseStmt>(kw.pos);
  if (!at(Tok::Newline) && !at(Tok::Semi)) {
    r->exc = parse_expression();
    if (accept(Tok::KwFrom)) r->cause = parse_expression();
  }
  r->pos = span_from(kw.pos);
  return r;
}

// global_stmt: 'global' ','.NAME+    nonlocal_stmt: 'nonlocal' ','.NAME+
StmtPtr Parser::parse_names(StmtKind kind) {
  const Token& kw = next();
  auto st = mk<NamesStmt>(kind, kw.pos);
  do {
    if (!at(Tok::Name)) unexpected();
    st->names.emplace_back(text(next()));
  } while (accept(Tok::Comma));
  st->pos = span_from(kw.pos);
  if (kind == StmtKind::Nonlocal && at_module_level_)
    defer_error(st->pos, "nonlocal declaration not allowed at module level");
  return st;
}

// import_name: 'import' ','.(dotted_name ['as' NAME])+
StmtPtr Parser::parse_import() {
  const Token& kw = next();
  auto st = mk<ImportStmt>(kw.pos);
  do {
    Alias a;
    if (!at(Tok::Name)) unexpected();
    const Token& first = next();
    a.pos = first.pos;
    a.name = std::string(text(first));
    while (accept(Tok::Dot)) {
      if (!at(Tok::Name)) unexpected();
      a.name += ".";
      a.name += text(next());
    }
    std::string bound(text(first));
    if (accept(Tok::KwAs)) {
      if (!at(Tok::Name)) unexpected();
      a.asname = std::string(text(next()));
      bound = a.asname;
    }
    a.pos = span_from(a.pos);
    a.target = mk<NameExpr>(a.pos, bound);
    a.target->ctx = Ctx::Store;
    st->names.push_back(std::move(a));
  } while (accept(Tok::Comma));
  st->pos = span_from(kw.pos);
  return st;
}

// import_from: 'from' dotted_name 'import' ('*' | '(' import_from_as_names [','] ')'
//            | import_from_as_names)
StmtPtr Parser::parse_from_import() {
  const Token& kw = next();
  auto st = mk<ImportFromStmt>(kw.pos);
  if (at(Tok::Dot) || at(Tok::Ellipsis))
    fail_tok(cur(), "relative imports are not supported in minitf", "SyntaxError", false);
  if (!at(Tok::Name)) unexpected();
  st->module = std::string(text(next()));
  while (accept(Tok::Dot)) {
    if (!at(Tok::Name)) unexpected();
    st->module += ".";
    st->module += text(next());
  }
  if (!at(Tok::KwImport)) unexpected();
  next();
  if (at(Tok::Star)) {
    const Token& star = next();
    if (!at_module_level_) defer_error(star.pos, "import * only allowed at module level");
    Alias a;
    a.name = "*";
    a.pos = star.pos;
    st->names.push_back(std::move(a));
    st->pos = span_from(kw.pos);
    return st;
  }
  bool paren = accept(Tok::LParen);
  for (;;) {
    if (!at(Tok::Name)) unexpected();
    const Token& n = next();
    Alias a;
    a.pos = n.pos;
    a.name = std::string(text(n));
    if (accept(Tok::KwAs)) {
      if (!at(Tok::Name)) unexpected();
      a.asname = std::string(text(next()));
    }
    a.pos = span_from(a.pos);
    a.target = mk<NameExpr>(a.pos, a.asname.empty() ? a.name : a.asname);
    a.target->ctx = Ctx::Store;
    st->names.push_back(std::move(a));
    if (!accept(Tok::Comma)) break;
    if (paren && at(Tok::RParen)) break;
    if (!paren && (at(Tok::Newline) || at(Tok::Semi)))
      fail(cur().pos, "trailing comma not allowed without surrounding parentheses");
  }
  if (paren) expect(Tok::RParen);
  st->pos = span_from(kw.pos);
  return st;
}

}  // namespace minitf
