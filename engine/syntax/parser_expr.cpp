// Expressions: CPython 3.11's expression grammar by recursive descent, with
// precedence climbing for the binary operators (their precedences come from
// the MINITF_BINOPS table in ast.h). Each function carries its grammar rule.
#include <cctype>
#include <cstring>

#include "syntax/ast_walk.h"
#include "syntax/parser_internal.h"

namespace minitf {

namespace {

bool binop_of(Tok t, BinOpKind* op) {
  switch (t) {
    case Tok::Plus:
      *op = BinOpKind::Add;
      return true;
    case Tok::Minus:
      *op = BinOpKind::Sub;
      return true;
    case Tok::Star:
      *op = BinOpKind::Mult;
      return true;
    case Tok::At:
      *op = BinOpKind::MatMult;
      return true;
    case Tok::Slash:
      *op = BinOpKind::Div;
      return true;
    case Tok::DoubleSlash:
      *op = BinOpKind::FloorDiv;
      return true;
    case Tok::Percent:
      *op = BinOpKind::Mod;
      return true;
    case Tok::LeftShift:
      *op = BinOpKind::LShift;
      return true;
    case Tok::RightShift:
      *op = BinOpKind::RShift;
      return true;
    case Tok::VBar:
      *op = BinOpKind::BitOr;
      return true;
    case Tok::Circumflex:
      *op = BinOpKind::BitXor;
      return true;
    case Tok::Amper:
      *op = BinOpKind::BitAnd;
      return true;
    default:
      return false;
  }
}

// Tokens that can start an expression (used for a few better messages).
bool starts_expression(Tok t) {
  switch (t) {
    case Tok::Name:
    case Tok::Number:
    case Tok::String:
    case Tok::LParen:
    case Tok::LSquare:
    case Tok::LBrace:
    case Tok::Minus:
    case Tok::Plus:
    case Tok::Tilde:
    case Tok::KwNot:
    case Tok::KwLambda:
    case Tok::KwNone:
    case Tok::KwTrue:
    case Tok::KwFalse:
    case Tok::Ellipsis:
      return true;
    default:
      return false;
  }
}

}  // namespace

// star_expressions: star_expression (',' star_expression)* [',']
ExprPtr Parser::parse_star_expressions() {
  Pos start = cur().pos;
  ExprPtr first = parse_star_expression();
  if (!at(Tok::Comma)) return first;
  auto tup = mk<SequenceExpr>(ExprKind::Tuple, start);
  tup->elts.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (!starts_expression(cur().kind) && !at(Tok::Star) && !at(Tok::KwAwait) && !at(Tok::KwYield))
      break;
    tup->elts.push_back(parse_star_expression());
  }
  tup->pos = span_from(tup->pos);
  return tup;
}

// star_expression: '*' bitwise_or | expression
ExprPtr Parser::parse_star_expression() {
  if (at(Tok::Star)) {
    Pos start = next().pos;
    ExprPtr v = parse_binary(binop_precedence(BinOpKind::BitOr));
    return mk<StarredExpr>(span_from(start), std::move(v));
  }
  return parse_expression();
}

// star_named_expression: '*' bitwise_or | named_expression
ExprPtr Parser::parse_star_named_expression() {
  if (at(Tok::Star)) return parse_star_expression();
  return parse_named_expression();
}

// named_expression: assignment_expression | expression !':='
// assignment_expression: NAME ':=' ~ expression
ExprPtr Parser::parse_named_expression() {
  if (at(Tok::Name) && peek_tok(1).kind == Tok::ColonEqual) {
    const Token& name = next();
    auto target = mk<NameExpr>(name.pos, std::string(text(name)));
    target->ctx = Ctx::Store;
    next();  // ':='
    ExprPtr value = parse_expression();
    return mk<NamedExprExpr>(span_from(name.pos), std::move(target), std::move(value));
  }
  ExprPtr e = parse_expression();
  if (at(Tok::ColonEqual))
    fail(e->pos,
         std::string("cannot use assignment expressions with ") + expr_description(e.get()));
  return e;
}

// expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
ExprPtr Parser::parse_expression() {
  DepthGuard guard(this);
  if (at(Tok::KwLambda)) return parse_lambda();
  Pos start = cur().pos;
  ExprPtr body = parse_disjunction();
  if (!at(Tok::KwIf)) return body;
  next();
  ExprPtr test = parse_disjunction();
  if (!accept(Tok::KwElse)) {
    fail(span_from(start), "expected 'else' after 'if' expression", "SyntaxError", false);
  }
  ExprPtr orelse = parse_expression();
  return mk<IfExpExpr>(span_from(start), std::move(test), std::move(body), std::move(orelse));
}

// lambdef: 'lambda' [lambda_params] ':' expression
ExprPtr Parser::parse_lambda() {
  Pos start = expect(Tok::KwLambda).pos;
  auto lam = mk<LambdaExpr>(start);
  auto def = mk<FunctionDef>(start, "<lambda>");
  def->is_lambda = true;
  parse_params(def.get(), Tok::Colon, false);
  expect(Tok::Colon);
  bool saved_fn = in_function_, saved_loop = in_loop_;
  FunctionDef* saved_def = cur_def_;
  in_function_ = true;
  in_loop_ = false;
  cur_def_ = def.get();
  ExprPtr body = parse_expression();
  in_function_ = saved_fn;
  in_loop_ = saved_loop;
  cur_def_ = saved_def;
  auto ret = mk<ReturnStmt>(body->pos);
  ret->value = std::move(body);
  def->body.push_back(std::move(ret));
  lam->pos = span_from(start);
  def->pos = lam->pos;
  lam->def = std::move(def);
  return lam;
}

// disjunction: conjunction ('or' conjunction)+ | conjunction
ExprPtr Parser::parse_disjunction() {
  Pos start = cur().pos;
  ExprPtr first = parse_conjunction();
  if (!at(Tok::KwOr)) return first;
  auto b = mk<BoolOpExpr>(first->pos, false);
  b->values.push_back(std::move(first));
  while (accept(Tok::KwOr)) b->values.push_back(parse_conjunction());
  b->pos = span_from(start);
  return b;
}

// conjunction: inversion ('and' inversion)+ | inversion
ExprPtr Parser::parse_conjunction() {
  Pos start = cur().pos;
  ExprPtr first = parse_inversion();
  if (!at(Tok::KwAnd)) return first;
  auto b = mk<BoolOpExpr>(first->pos, true);
  b->values.push_back(std::move(first));
  while (accept(Tok::KwAnd)) b->values.push_back(parse_inversion());
  b->pos = span_from(start);
  return b;
}

// inversion: 'not' inversion | comparison
ExprPtr Parser::parse_inversion() {
  if (!at(Tok::KwNot)) return parse_comparison();
  DepthGuard guard(this);
  Pos start = next().pos;
  ExprPtr e = parse_inversion();
  return mk<UnaryOpExpr>(span_from(start), UnaryOpKind::Not, std::move(e));
}

// comparison: bitwise_or (compare_op bitwise_or)*
// compare_op: '==' | '!=' | '<=' | '<' | '>=' | '>' | 'not' 'in' | 'in' | 'is' 'not' | 'is'
ExprPtr Parser::parse_comparison() {
  const int bitor_prec = binop_precedence(BinOpKind::BitOr);
  Pos start = cur().pos;
  ExprPtr left = parse_binary(bitor_prec);
  std::unique_ptr<CompareExpr> cmp;
  for (;;) {
    CmpOpKind op;
    switch (cur().kind) {
      case Tok::EqEqual:
        op = CmpOpKind::Eq;
        break;
      case Tok::NotEqual:
        op = CmpOpKind::NotEq;
        break;
      case Tok::Less:
        op = CmpOpKind::Lt;
        break;
      case Tok::LessEqual:
        op = CmpOpKind::LtE;
        break;
      case Tok::Greater:
        op = CmpOpKind::Gt;
        break;
      case Tok::GreaterEqual:
        op = CmpOpKind::GtE;
        break;
      case Tok::KwIn:
        op = CmpOpKind::In;
        break;
      case Tok::KwIs:
        op = peek_tok(1).kind == Tok::KwNot ? CmpOpKind::IsNot : CmpOpKind::Is;
        break;
      case Tok::KwNot:
        if (peek_tok(1).kind != Tok::KwIn) return cmp ? std::move(cmp) : std::move(left);
        op = CmpOpKind::NotIn;
        break;
      default:
        if (cmp) return cmp;
        return left;
    }
    next();
    if (op == CmpOpKind::IsNot || op == CmpOpKind::NotIn) next();
    if (!cmp) cmp = mk<CompareExpr>(left->pos, std::move(left));
    cmp->ops.push_back(op);
    cmp->comparators.push_back(parse_binary(bitor_prec));
    cmp->pos = span_from(start);
  }
}

// bitwise_or .. term, by precedence climbing over MINITF_BINOPS:
//   binary(p): factor (op binary(prec(op)+1))*   for ops with prec(op) >= p
// All these operators are left-associative; '**' is handled in power.
ExprPtr Parser::parse_binary(int min_prec) {
  Pos start = cur().pos;
  ExprPtr left = parse_factor();
  int chain = 0;
  for (;;) {
    BinOpKind op;
    if (!binop_of(cur().kind, &op)) return left;
    int prec = binop_precedence(op);
    if (prec < min_prec) return left;
    next();
    ExprPtr right = parse_binary(prec + 1);
    Pos p = span_from(start);
    left = mk<BinOpExpr>(p, op, std::move(left), std::move(right));
    if (++chain > kMaxOperatorChain)
      fail(p,
           "expression too complex: more than " + std::to_string(kMaxOperatorChain) +
               " chained operators",
           "SyntaxError", false);
  }
}

// factor: '+' factor | '-' factor | '~' factor | power
ExprPtr Parser::parse_factor() {
  UnaryOpKind op;
  switch (cur().kind) {
    case Tok::Plus:
      op = UnaryOpKind::UAdd;
      break;
    case Tok::Minus:
      op = UnaryOpKind::USub;
      break;
    case Tok::Tilde:
      op = UnaryOpKind::Invert;
      break;
    default:
      return parse_power();
  }
  DepthGuard guard(this);
  Pos start = next().pos;
  // -9223372036854775808 is the one literal that only fits when negated.
  if (op == UnaryOpKind::USub && at(Tok::Number) && cur().num == NumKind::IntMinMagnitude &&
      peek_tok(1).kind != Tok::DoubleStar) {
    const Token& n = next();
    (void)n;
    auto c = mk<ConstantExpr>(span_from(start), ConstKind::Int);
    c->i = INT64_MIN;
    return c;
  }
  ExprPtr e = parse_factor();
  return mk<UnaryOpExpr>(span_from(start), op, std::move(e));
}

// power: primary '**' factor | primary
ExprPtr Parser::parse_power() {
  Pos start = cur().pos;
  ExprPtr base = parse_primary();
  if (!at(Tok::DoubleStar)) return base;
  next();
  DepthGuard guard(this);
  ExprPtr exp = parse_factor();
  return mk<BinOpExpr>(span_from(start), BinOpKind::Pow, std::move(base), std::move(exp));
}

// primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')'
//        | primary '[' slices ']' | atom
ExprPtr Parser::parse_primary() {
  if (at(Tok::KwAwait)) unexpected();
  Pos start = cur().pos;
  ExprPtr e = parse_atom();
  // Brackets nest through parse_expression (which counts depth); a long
  // trailer chain a.b(c)[d]... builds a left-deep tree, bounded like an
  // operator chain.
  for (int chain = 0;; ++chain) {
    if (chain > kMaxOperatorChain)
      fail(span_from(start),
           "expression too complex: more than " + std::to_string(kMaxOperatorChain) +
               " chained operators",
           "SyntaxError", false);
    switch (cur().kind) {
      case Tok::Dot: {
        next();
        if (!at(Tok::Name)) unexpected();
        const Token& n = next();
        (void)n;
        e = mk<AttributeExpr>(span_from(start), std::move(e), std::string(text(n)));
        break;
      }
      case Tok::LParen: {
        const Token& open = next();
        auto call = mk<CallExpr>(start, std::move(e));
        parse_call_args(call->args, call->keywords, Tok::RParen, open, true);
        call->pos = span_from(start);
        e = std::move(call);
        break;
      }
      case Tok::LSquare: {
        next();
        ExprPtr index = parse_slices();
        expect(Tok::RSquare);
        e = mk<SubscriptExpr>(span_from(start), std::move(e), std::move(index));
        break;
      }
      default:
        return e;
    }
  }
}

// slices: slice !',' | ','.(slice | starred_expression)+ [',']
ExprPtr Parser::parse_slices() {
  Pos start = cur().pos;
  ExprPtr first = at(Tok::Star) ? parse_star_expression() : parse_slice();
  if (!at(Tok::Comma)) return first;
  auto tup = mk<SequenceExpr>(ExprKind::Tuple, start);
  tup->elts.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (at(Tok::RSquare)) break;
    tup->elts.push_back(at(Tok::Star) ? parse_star_expression() : parse_slice());
  }
  tup->pos = span_from(tup->pos);
  return tup;
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
ExprPtr Parser::parse_slice() {
  Pos start = cur().pos;
  ExprPtr lower;
  if (!at(Tok::Colon)) {
    lower = parse_named_expression();
    if (!at(Tok::Colon)) return lower;
  }
  next();  // ':'
  ExprPtr upper, step;
  auto is_end = [&] { return at(Tok::Colon) || at(Tok::Comma) || at(Tok::RSquare); };
  if (!is_end()) upper = parse_expression();
  if (accept(Tok::Colon)) {
    if (!at(Tok::Comma) && !at(Tok::RSquare)) step = parse_expression();
  }
  return mk<SliceExpr>(span_from(start), std::move(lower), std::move(upper), std::move(step));
}

// arguments: ','.(starred_expression | (assignment_expression | expression !':=') !'=')+
//            [',' kwargs] | kwargs ;  kwargs: ','.(NAME '=' expression | '*' expression
//            | '**' expression)+
void Parser::parse_call_args(std::vector<ExprPtr>& args, std::vector<Keyword>& kws, Tok close,
                             const Token& open, bool allow_genexp) {
  Pos open_pos = open.pos;
  bool seen_kw = false, seen_kwunpack = false;
  while (!at(close)) {
    const Token& t = cur();
    Pos elem_start = t.pos;
    if (t.kind == Tok::DoubleStar) {
      Pos start = next().pos;
      ExprPtr v = parse_expression();
      Keyword k;
      k.pos = span_from(start);
      k.value = std::move(v);
      kws.push_back(std::move(k));
      seen_kwunpack = true;
    } else if (t.kind == Tok::Star) {
      if (seen_kwunpack)
        fail(Pos{t.pos.line, t.pos.col, t.pos.line, t.pos.end_col},
             "iterable argument unpacking follows keyword argument unpacking");
      args.push_back(parse_star_expression());
    } else if (t.kind == Tok::Name && peek_tok(1).kind == Tok::Equal) {
      Keyword k;
      k.pos = t.pos;
      k.name = std::string(text(next()));
      next();  // '='
      for (const Keyword& other : kws)
        if (other.name == k.name)
          fail(Pos{t.pos.line, t.pos.col, t.pos.line, t.pos.end_col},
               "keyword argument repeated: " + k.name);
      k.value = parse_expression();
      k.pos = span_from(k.pos);
      kws.push_back(std::move(k));
      seen_kw = true;
    } else {
      ExprPtr e = parse_named_expression();
      if (at(Tok::KwFor)) {
        // f(x for x in y): the call's own parentheses delimit the generator.
        if (!allow_genexp) unexpected();
        if (!args.empty() || !kws.empty()) {
          auto g = mk<ComprehensionExpr>(ExprKind::GeneratorExp, e->pos);
          g->elt = std::move(e);
          parse_comprehension_clauses(g->generators);
          fail(span_from(g->pos), "Generator expression must be parenthesized");
        }
        auto g = mk<ComprehensionExpr>(ExprKind::GeneratorExp, open_pos);
        g->elt = std::move(e);
        parse_comprehension_clauses(g->generators);
        if (!at(close)) {
          if (at(Tok::Comma))
            fail(span_from(g->elt->pos), "Generator expression must be parenthesized");
          unexpected();
        }
        g->pos = Pos{open_pos.line, open_pos.col, cur().pos.end_line, cur().pos.end_col};
        check_comprehension_yield(*g);
        args.push_back(std::move(g));
        break;
      }
      if (at(Tok::Equal)) {
        fail(e->pos, "expression cannot contain assignment, perhaps you meant \"==\"?");
      }
      if (seen_kwunpack) fail(e->pos, "positional argument follows keyword argument unpacking");
      if (seen_kw) fail(e->pos, "positional argument follows keyword argument");
      args.push_back(std::move(e));
    }
    if (!at(Tok::Comma) && !at(close)) check_missing_comma(elem_start);
    if (!accept(Tok::Comma)) break;
  }
  expect(close);
}

// for_if_clauses: ('for' star_targets 'in' disjunction ('if' disjunction)*)+
void Parser::parse_comprehension_clauses(std::vector<Comprehension>& gens) {
  while (at(Tok::KwFor) || at(Tok::KwAsync)) {
    if (at(Tok::KwAsync)) unexpected();
    next();
    Comprehension c;
    c.target = parse_target_list(true);
    set_store(c.target.get(), TargetUse::Comprehension);
    if (!accept(Tok::KwIn)) unexpected();
    c.iter = parse_disjunction();
    while (accept(Tok::KwIf)) c.ifs.push_back(parse_disjunction());
    gens.push_back(std::move(c));
  }
}

ExprPtr Parser::finish_comprehension(ExprKind kind, const Pos& start, ExprPtr elt, ExprPtr value) {
  auto c = mk<ComprehensionExpr>(kind, start);
  c->elt = std::move(elt);
  c->value = std::move(value);
  parse_comprehension_clauses(c->generators);
  check_comprehension_yield(*c);
  return c;
}

ExprPtr Parser::parse_yield_expr() {
  const Token& kw = expect(Tok::KwYield);
  ExprKind kind = ExprKind::Yield;
  ExprPtr value;
  if (accept(Tok::KwFrom)) {
    kind = ExprKind::YieldFrom;
    value = parse_expression();
  } else if (starts_expression(cur().kind) || at(Tok::Star)) {
    value = parse_star_expressions();
    if (value->kind == ExprKind::Starred) fail(value->pos, "can't use starred expression here");
  }
  auto y = mk<YieldExpr>(kind, span_from(kw.pos), std::move(value));
  if (!in_function_)
    defer_error(y->pos, "'yield' outside function");
  else if (cur_def_)
    cur_def_->is_generator = true;
  return y;
}

namespace {

// The first yield in `e` outside nested scopes other than a comprehension's
// first iterable (which belongs to the enclosing scope).
const Expr* find_yield(const Expr& e) {
  if (e.kind == ExprKind::Yield || e.kind == ExprKind::YieldFrom) return &e;
  if (e.kind == ExprKind::Lambda) return nullptr;
  const Expr* found = nullptr;
  for_each_child(e, Overloaded{[&](const ExprPtr& x) {
                                 if (!found && x) found = find_yield(*x);
                               },
                               [&](const StmtList&) {}, [&](const std::unique_ptr<NameExpr>&) {}});
  return found;
}

}  // namespace

void Parser::check_comprehension_yield(const ComprehensionExpr& c) {
  const Expr* y = nullptr;
  for_each_child(c,
                 Overloaded{[&](const ExprPtr& x) {
                              if (!y && x) y = find_yield(*x);
                            },
                            [&](const StmtList&) {}, [&](const std::unique_ptr<NameExpr>&) {}},
                 Reach::Inner);
  if (!y) return;
  const char* what = c.kind == ExprKind::ListComp   ? "list comprehension"
                     : c.kind == ExprKind::SetComp  ? "set comprehension"
                     : c.kind == ExprKind::DictComp ? "dict comprehension"
                                                    : "generator expression";
  defer_error(y->pos, (std::string("'yield' inside ") + what).c_str());
}

// star_targets: star_target (',' star_target)* [',']
// star_target: '*' target | target (a primary, or a parenthesized/bracketed list)
ExprPtr Parser::parse_target_list(bool allow_star) {
  auto one = [&]() -> ExprPtr {
    if (allow_star && at(Tok::Star)) {
      Pos start = next().pos;
      ExprPtr v = parse_single_target();
      return mk<StarredExpr>(span_from(start), std::move(v));
    }
    return parse_single_target();
  };
  Pos start = cur().pos;
  ExprPtr first = one();
  if (!at(Tok::Comma)) return first;
  auto tup = mk<SequenceExpr>(ExprKind::Tuple, start);
  tup->elts.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (!starts_expression(cur().kind) && !at(Tok::Star)) break;
    tup->elts.push_back(one());
  }
  tup->pos = span_from(tup->pos);
  return tup;
}

ExprPtr Parser::parse_single_target() { return parse_primary(); }

// atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | '...'
//     | (tuple | group | genexp) | (list | listcomp) | (dict | set | dictcomp | setcomp)
ExprPtr Parser::parse_atom() {
  const Token& t = cur();
  switch (t.kind) {
    case Tok::Name:
      next();
      return mk<NameExpr>(t.pos, std::string(text(t)));
    case Tok::KwTrue:
      next();
      return mk<ConstantExpr>(t.pos, ConstKind::True);
    case Tok::KwFalse:
      next();
      return mk<ConstantExpr>(t.pos, ConstKind::False);
    case Tok::KwNone:
      next();
      return mk<ConstantExpr>(t.pos, ConstKind::None);
    case Tok::Ellipsis:
      next();
      return mk<ConstantExpr>(t.pos, ConstKind::Ellipsis);
    case Tok::Number: {
      next();
      if (t.num == NumKind::IntMinMagnitude || t.num == NumKind::BigInt) {
        // Past int64: the literal's text, without underscores, becomes the
        // value when the resolver makes it (a base prefix stays, lowercased).
        auto c = mk<ConstantExpr>(t.pos, ConstKind::Int);
        for (char ch : token_text(file_, t))
          if (ch != '_') c->s.push_back(char(std::tolower(static_cast<unsigned char>(ch))));
        return c;
      }
      auto c = mk<ConstantExpr>(t.pos, t.num == NumKind::Int     ? ConstKind::Int
                                       : t.num == NumKind::Float ? ConstKind::Float
                                                                 : ConstKind::Imag);
      c->i = t.ival;
      c->f = t.fval;
      return c;
    }
    case Tok::String:
      return parse_strings();
    case Tok::LParen:
      return parse_paren();
    case Tok::LSquare:
      return parse_list();
    case Tok::LBrace:
      return parse_brace();
    default:
      unexpected();
  }
}

// tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
// group: '(' (yield_expr | named_expression) ')'
// genexp: '(' named_expression for_if_clauses ')'
ExprPtr Parser::parse_paren() {
  Pos start = next().pos;
  if (accept(Tok::RParen)) return mk<SequenceExpr>(ExprKind::Tuple, span_from(start));
  if (at(Tok::KwYield)) {
    ExprPtr y = parse_yield_expr();
    expect(Tok::RParen);
    return y;
  }
  ExprPtr first = parse_star_named_expression();
  if (at(Tok::KwFor)) {
    if (first->kind == ExprKind::Starred)
      fail(first->pos, "iterable unpacking cannot be used in comprehension");
    ExprPtr g = finish_comprehension(ExprKind::GeneratorExp, start, std::move(first), nullptr);
    expect(Tok::RParen);
    g->pos = span_from(start);
    return g;
  }
  if (accept(Tok::RParen)) {
    if (first->kind == ExprKind::Starred) fail(first->pos, "cannot use starred expression here");
    return first;  // a group keeps the inner expression's position, as CPython
  }
  if (!at(Tok::Comma)) {
    check_missing_comma(first->pos);
    unexpected();
  }
  auto tup = mk<SequenceExpr>(ExprKind::Tuple, start);
  tup->elts.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (at(Tok::RParen)) break;
    tup->elts.push_back(parse_star_named_expression());
  }
  if (!at(Tok::RParen)) check_missing_comma(tup->elts.back()->pos);
  expect(Tok::RParen);
  tup->pos = span_from(start);
  return tup;
}

// list: '[' [star_named_expressions] ']'
// listcomp: '[' named_expression for_if_clauses ']'
ExprPtr Parser::parse_list() {
  Pos start = next().pos;
  auto list = mk<SequenceExpr>(ExprKind::List, start);
  if (accept(Tok::RSquare)) {
    list->pos = span_from(start);
    return list;
  }
  ExprPtr first = parse_star_named_expression();
  if (at(Tok::KwFor)) {
    if (first->kind == ExprKind::Starred)
      fail(first->pos, "iterable unpacking cannot be used in comprehension");
    ExprPtr c = finish_comprehension(ExprKind::ListComp, start, std::move(first), nullptr);
    expect(Tok::RSquare);
    c->pos = span_from(start);
    return c;
  }
  list->elts.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (at(Tok::RSquare)) break;
    list->elts.push_back(parse_star_named_expression());
  }
  if (!at(Tok::RSquare)) check_missing_comma(list->elts.back()->pos);
  expect(Tok::RSquare);
  list->pos = span_from(start);
  return list;
}

// dict: '{' [double_starred_kvpairs] '}'    set: '{' star_named_expressions '}'
// dictcomp: '{' kvpair for_if_clauses '}'   setcomp: '{' named_expression for_if_clauses '}'
ExprPtr Parser::parse_brace() {
  Pos start = next().pos;
  if (accept(Tok::RBrace)) return mk<DictExpr>(span_from(start));
  // A dict: first item is `**d` or `k: v`.
  bool is_dict = false;
  ExprPtr first_key, first_value;
  if (at(Tok::DoubleStar)) {
    next();
    first_value = parse_binary(binop_precedence(BinOpKind::BitOr));
    is_dict = true;
  } else {
    ExprPtr e = parse_star_named_expression();
    if (accept(Tok::Colon)) {
      if (e->kind == ExprKind::Starred)
        fail(e->pos, "cannot use a starred expression in a dictionary value");
      is_dict = true;
      first_key = std::move(e);
      first_value = parse_expression();
    } else {
      first_key = std::move(e);
    }
  }
  if (is_dict) {
    if (first_key && at(Tok::KwFor)) {
      ExprPtr c = finish_comprehension(ExprKind::DictComp, start, std::move(first_key),
                                       std::move(first_value));
      expect(Tok::RBrace);
      c->pos = span_from(start);
      return c;
    }
    if (!first_key && at(Tok::KwFor))
      fail(cur().pos, "dict unpacking cannot be used in dict comprehension");
    auto d = mk<DictExpr>(start);
    d->keys.push_back(std::move(first_key));
    d->values.push_back(std::move(first_value));
    while (accept(Tok::Comma)) {
      if (at(Tok::RBrace)) break;
      if (accept(Tok::DoubleStar)) {
        d->keys.push_back(nullptr);
        d->values.push_back(parse_binary(binop_precedence(BinOpKind::BitOr)));
      } else {
        d->keys.push_back(parse_expression());
        if (!at(Tok::Colon)) {
          check_missing_comma(d->keys.back()->pos);
          fail(d->keys.back()->pos, "':' expected after dictionary key");
        }
        next();
        d->values.push_back(parse_expression());
      }
    }
    expect(Tok::RBrace);
    d->pos = span_from(start);
    return d;
  }
  if (at(Tok::KwFor)) {
    if (first_key->kind == ExprKind::Starred)
      fail(first_key->pos, "iterable unpacking cannot be used in comprehension");
    ExprPtr c = finish_comprehension(ExprKind::SetComp, start, std::move(first_key), nullptr);
    expect(Tok::RBrace);
    c->pos = span_from(start);
    return c;
  }
  auto s = mk<SequenceExpr>(ExprKind::Set, start);
  s->elts.push_back(std::move(first_key));
  while (accept(Tok::Comma)) {
    if (at(Tok::RBrace)) break;
    s->elts.push_back(parse_star_named_expression());
  }
  if (!at(Tok::RBrace)) check_missing_comma(s->elts.back()->pos);
  expect(Tok::RBrace);
  s->pos = span_from(start);
  return s;
}

void Parser::check_missing_comma(const Pos& start) {
  Tok k = cur().kind;
  if (!starts_expression(k) || k == Tok::KwNot) return;
  // `print f"x"`-style prefixes are left to the generic message, as in CPython.
  if (k == Tok::String && prev().kind == Tok::Name) return;
  size_t save = i_;
  bool saved_eof = error_at_eof;
  try {
    parse_expression();
  } catch (const SyntaxErrorInfo&) {
    i_ = save;
    error_at_eof = saved_eof;
    return;
  }
  Pos p = span_from(start);
  i_ = save;
  fail(p, "invalid syntax. Perhaps you forgot a comma?");
}

// ---- f-string fields (the rest of string handling is in parser_strings.cpp) ----

// fstring_replacement_field expression: (yield_expr | star_expressions)
ExprPtr Parser::parse_fstring_field() {
  Pos start = cur().pos;
  ExprPtr e = at(Tok::KwYield) ? parse_yield_expr() : parse_star_expressions();
  if (!at(Tok::EndMarker)) {
    check_missing_comma(start);  // the field behaves as if parenthesized
    unexpected();
  }
  if (e->kind == ExprKind::Starred) fail(e->pos, "cannot use starred expression here");
  return e;
}

}  // namespace minitf
