// The `match` statement (PEP 634): its header, case blocks and patterns, by
// recursive descent on CPython 3.11's grammar (each function carries its
// rule), and the checks CPython's compiler makes on patterns (unreachable
// cases, names bound twice or not by every alternative, duplicate keys),
// which are deferred like CPython's other compile-time errors.
#include <algorithm>
#include <set>

#include "syntax/ast_walk.h"
#include "syntax/parser_internal.h"

namespace minitf {

namespace {

std::unique_ptr<PatternExpr> pattern(ExprKind k, Pos p) { return mk<PatternExpr>(k, p); }

ExprPtr store_name(const Pos& p, std::string id) {
  auto n = mk<NameExpr>(p, std::move(id));
  n->ctx = Ctx::Store;
  return n;
}

// A pattern that matches every subject: a capture, `_`, one of them with
// `as`, or an or-pattern whose last alternative is one (CPython's
// irrefutability).
bool irrefutable(const Expr& p) {
  const auto& x = static_cast<const PatternExpr&>(p);
  if (p.kind == ExprKind::MatchAs) return !x.value || irrefutable(*x.value);
  if (p.kind == ExprKind::MatchOr) return irrefutable(*x.patterns.back());
  return false;
}

// The capture or wildcard that makes an irrefutable pattern so.
const PatternExpr& irrefutable_leaf(const Expr& p) {
  const auto& x = static_cast<const PatternExpr&>(p);
  if (p.kind == ExprKind::MatchAs && x.value) return irrefutable_leaf(*x.value);
  if (p.kind == ExprKind::MatchOr) return irrefutable_leaf(*x.patterns.back());
  return x;
}

}  // namespace

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
// subject_expr: star_named_expression ',' star_named_expressions? | named_expression
StmtPtr Parser::parse_match() {
  const Token& kw = next();  // the soft keyword `match`
  auto st = mk<MatchStmt>(kw.pos);
  Pos start = cur().pos;
  ExprPtr first = parse_star_named_expression();
  if (at(Tok::Comma)) {
    auto tup = mk<SequenceExpr>(ExprKind::Tuple, start);
    tup->elts.push_back(std::move(first));
    while (accept(Tok::Comma)) {
      if (at(Tok::Colon)) break;
      tup->elts.push_back(parse_star_named_expression());
    }
    tup->pos = span_from(start);
    first = std::move(tup);
  } else if (first->kind == ExprKind::Starred) {
    fail(first->pos, "cannot use starred expression here");
  }
  st->subject = std::move(first);
  const Token& colon = expect(Tok::Colon);
  (void)colon;
  if (!at(Tok::Newline)) unexpected();
  next();
  if (!at(Tok::Indent)) {
    const Token& t = cur();
    Pos p = t.pos;
    if (t.kind == Tok::EndMarker || t.kind == Tok::Dedent) {
      const Token& nl = toks_[i_ - 1];
      p = Pos{nl.pos.line, nl.pos.col, nl.pos.line, nl.pos.col + 1};
    }
    p.end_line = p.line;
    p.end_col = p.col + 1;
    fail(
        p,
        "expected an indented block after 'match' statement on line " + std::to_string(kw.pos.line),
        "IndentationError", false);
  }
  next();
  while (!at(Tok::Dedent) && !at(Tok::EndMarker)) {
    if (!at_name("case")) unexpected();
    // CPython's compiler: a case that always matches must be the last one
    // (checked before the next case's own checks, in CPython's order).
    if (!st->cases.empty()) {
      const MatchCase& c = st->cases.back();
      if (!c.guard && irrefutable(*c.pattern)) report_unreachable(irrefutable_leaf(*c.pattern));
    }
    st->cases.push_back(parse_case());
  }
  accept(Tok::Dedent);
  st->pos = Pos{kw.pos.line, kw.pos.col, prev().pos.end_line, prev().pos.end_col};
  return st;
}

// case_block: "case" patterns guard? ':' block
// guard: 'if' named_expression
MatchCase Parser::parse_case() {
  const Token& kw = next();  // the soft keyword `case`
  MatchCase c;
  c.pos = kw.pos;
  c.pattern = parse_patterns();
  if (accept(Tok::KwIf)) c.guard = parse_named_expression();
  const Token& header = kw;
  expect(Tok::Colon);
  std::set<std::string> bound;
  check_pattern(*c.pattern, bound);
  c.body = parse_block("'case' statement", header);
  return c;
}

// patterns: open_sequence_pattern | pattern
// open_sequence_pattern: maybe_star_pattern ',' maybe_sequence_pattern?
ExprPtr Parser::parse_patterns() {
  Pos start = cur().pos;
  ExprPtr first = parse_maybe_star_pattern();
  if (!at(Tok::Comma)) {
    if (first->kind == ExprKind::MatchStar) fail(first->pos, "invalid syntax");
    return first;
  }
  auto seq = pattern(ExprKind::MatchSequence, start);
  seq->patterns.push_back(std::move(first));
  while (accept(Tok::Comma)) {
    if (at(Tok::Colon) || at(Tok::KwIf)) break;
    seq->patterns.push_back(parse_maybe_star_pattern());
  }
  seq->pos = span_from(start);
  return seq;
}

// pattern: as_pattern | or_pattern
// as_pattern: or_pattern 'as' pattern_capture_target
ExprPtr Parser::parse_pattern() {
  DepthGuard guard(this);
  Pos start = cur().pos;
  ExprPtr p = parse_or_pattern();
  if (!accept(Tok::KwAs)) return p;
  const Token& t = cur();
  if (t.kind == Tok::Name && text(t) == "_") fail(t.pos, "cannot use '_' as a target");
  if (t.kind != Tok::Name || peek_tok(1).kind == Tok::Dot || peek_tok(1).kind == Tok::LParen ||
      peek_tok(1).kind == Tok::Equal)
    fail(t.pos, "invalid pattern target");
  next();
  auto as = pattern(ExprKind::MatchAs, start);
  as->value = std::move(p);
  as->target = store_name(t.pos, std::string(text(t)));
  as->pos = span_from(start);
  return as;
}

// or_pattern: '|'.closed_pattern+
ExprPtr Parser::parse_or_pattern() {
  Pos start = cur().pos;
  ExprPtr first = parse_closed_pattern();
  if (!at(Tok::VBar)) return first;
  auto alt = pattern(ExprKind::MatchOr, start);
  alt->patterns.push_back(std::move(first));
  while (accept(Tok::VBar)) alt->patterns.push_back(parse_closed_pattern());
  alt->pos = span_from(start);
  return alt;
}

// maybe_star_pattern: star_pattern | pattern
// star_pattern: '*' pattern_capture_target | '*' wildcard_pattern
ExprPtr Parser::parse_maybe_star_pattern() {
  if (!at(Tok::Star)) return parse_pattern();
  Pos start = next().pos;
  const Token& t = cur();
  if (t.kind != Tok::Name) unexpected();
  next();
  auto star = pattern(ExprKind::MatchStar, start);
  if (text(t) != "_") star->target = store_name(t.pos, std::string(text(t)));
  star->pos = span_from(start);
  return star;
}

// signed_number: NUMBER | '-' NUMBER
ExprPtr Parser::parse_signed_number() {
  if (!at(Tok::Minus)) {
    if (!at(Tok::Number)) unexpected();
    return parse_atom();
  }
  Pos start = next().pos;
  if (!at(Tok::Number)) unexpected();
  ExprPtr n = parse_atom();
  return mk<UnaryOpExpr>(span_from(start), UnaryOpKind::USub, std::move(n));
}

// literal_pattern: signed_number !('+' | '-') | complex_number | strings
//                | 'None' | 'True' | 'False'
// complex_number: signed_real_number ('+' | '-') imaginary_number
ExprPtr Parser::parse_literal_expr() {
  Pos start = cur().pos;
  switch (cur().kind) {
    case Tok::KwNone:
    case Tok::KwTrue:
    case Tok::KwFalse:
      return parse_atom();
    case Tok::String: {
      ExprPtr s = parse_strings();
      if (s->kind == ExprKind::JoinedStr)
        fail(s->pos, "patterns may only match literals and attribute lookups");
      return s;
    }
    default:
      break;
  }
  ExprPtr real = parse_signed_number();
  if (!at(Tok::Plus) && !at(Tok::Minus)) return real;
  const Expr* mag = real.get();
  if (mag->kind == ExprKind::UnaryOp) mag = static_cast<const UnaryOpExpr*>(mag)->operand.get();
  if (static_cast<const ConstantExpr*>(mag)->ckind == ConstKind::Imag)
    fail(real->pos, "real number required in complex literal");
  BinOpKind op = at(Tok::Plus) ? BinOpKind::Add : BinOpKind::Sub;
  next();
  if (!at(Tok::Number)) unexpected();
  ExprPtr imag = parse_atom();
  if (static_cast<const ConstantExpr*>(imag.get())->ckind != ConstKind::Imag)
    fail(imag->pos, "imaginary number required in complex literal");
  return mk<BinOpExpr>(span_from(start), op, std::move(real), std::move(imag));
}

// name_or_attr: attr | NAME
// attr: name_or_attr '.' NAME
ExprPtr Parser::parse_name_or_attr() {
  const Token& t = next();
  ExprPtr e = mk<NameExpr>(t.pos, std::string(text(t)));
  while (accept(Tok::Dot)) {
    if (!at(Tok::Name)) unexpected();
    const Token& a = next();
    e = mk<AttributeExpr>(span_from(t.pos), std::move(e), std::string(text(a)));
  }
  return e;
}

// closed_pattern: literal_pattern | capture_pattern | wildcard_pattern | value_pattern
//               | group_pattern | sequence_pattern | mapping_pattern | class_pattern
// capture_pattern: pattern_capture_target   (!"_" NAME !('.' | '(' | '='))
// wildcard_pattern: "_"
// value_pattern: attr !('.' | '(' | '=')
// group_pattern: '(' pattern ')'
// sequence_pattern: '[' maybe_sequence_pattern? ']' | '(' open_sequence_pattern? ')'
ExprPtr Parser::parse_closed_pattern() {
  DepthGuard guard(this);
  const Token& t = cur();
  Pos start = t.pos;
  switch (t.kind) {
    case Tok::Name: {
      ExprPtr e = parse_name_or_attr();
      if (at(Tok::LParen)) return parse_class_pattern(std::move(e));
      if (e->kind == ExprKind::Attribute) {
        auto v = pattern(ExprKind::MatchValue, start);
        v->value = std::move(e);
        v->pos = span_from(start);
        return v;
      }
      auto as = pattern(ExprKind::MatchAs, start);
      as->pos = e->pos;
      std::string id = static_cast<NameExpr&>(*e).id;
      if (id != "_") as->target = store_name(e->pos, std::move(id));
      return as;
    }
    case Tok::KwNone:
    case Tok::KwTrue:
    case Tok::KwFalse: {
      auto s = pattern(ExprKind::MatchSingleton, start);
      s->value = parse_atom();
      s->pos = span_from(start);
      return s;
    }
    case Tok::Number:
    case Tok::Minus:
    case Tok::String: {
      auto v = pattern(ExprKind::MatchValue, start);
      v->value = parse_literal_expr();
      v->pos = span_from(start);
      return v;
    }
    case Tok::LSquare:
    case Tok::LParen: {
      bool paren = t.kind == Tok::LParen;
      Tok close = paren ? Tok::RParen : Tok::RSquare;
      next();
      auto seq = pattern(ExprKind::MatchSequence, start);
      if (accept(close)) {
        seq->pos = span_from(start);
        return seq;
      }
      ExprPtr first = parse_maybe_star_pattern();
      if (paren && first->kind != ExprKind::MatchStar && at(Tok::RParen)) {
        next();
        return first;  // a group: the inner pattern, with its own position
      }
      seq->patterns.push_back(std::move(first));
      while (accept(Tok::Comma)) {
        if (at(close)) break;
        seq->patterns.push_back(parse_maybe_star_pattern());
      }
      expect(close);
      seq->pos = span_from(start);
      return seq;
    }
    case Tok::LBrace:
      return parse_mapping_pattern();
    default:
      unexpected();
  }
}

// mapping_pattern: '{' '}' | '{' double_star_pattern ','? '}'
//                | '{' items_pattern ',' double_star_pattern ','? '}' | '{' items_pattern ','? '}'
// items_pattern: ','.key_value_pattern+
// key_value_pattern: (literal_expr | attr) ':' pattern
// double_star_pattern: '**' pattern_capture_target
ExprPtr Parser::parse_mapping_pattern() {
  Pos start = next().pos;
  auto m = pattern(ExprKind::MatchMapping, start);
  while (!at(Tok::RBrace)) {
    if (m->target) unexpected();  // nothing may follow **rest
    if (accept(Tok::DoubleStar)) {
      const Token& t = cur();
      if (t.kind != Tok::Name || text(t) == "_") unexpected();
      next();
      m->target = store_name(t.pos, std::string(text(t)));
    } else {
      ExprPtr key;
      if (at(Tok::Name)) {
        key = parse_name_or_attr();
        if (key->kind != ExprKind::Attribute) fail(key->pos, "invalid syntax");
      } else {
        key = parse_literal_expr();
      }
      expect(Tok::Colon);
      m->keys.push_back(std::move(key));
      m->patterns.push_back(parse_pattern());
    }
    if (!accept(Tok::Comma)) break;
  }
  expect(Tok::RBrace);
  m->pos = span_from(start);
  return m;
}

// class_pattern: name_or_attr '(' [positional_patterns ','?] ')'
//              | name_or_attr '(' [positional_patterns ','] keyword_patterns ','? ')'
// keyword_pattern: NAME '=' pattern
ExprPtr Parser::parse_class_pattern(ExprPtr cls) {
  Pos start = cls->pos;
  auto c = pattern(ExprKind::MatchClass, start);
  c->value = std::move(cls);
  next();  // '('
  while (!at(Tok::RParen)) {
    if (at(Tok::Name) && peek_tok(1).kind == Tok::Equal) {
      const Token& n = next();
      next();  // '='
      c->kwd_attrs.emplace_back(text(n));
      c->kwd_patterns.push_back(parse_pattern());
    } else {
      ExprPtr p = parse_pattern();
      if (!c->kwd_attrs.empty()) fail(p->pos, "positional patterns follow keyword patterns");
      c->patterns.push_back(std::move(p));
    }
    if (!accept(Tok::Comma)) break;
  }
  expect(Tok::RParen);
  c->pos = span_from(start);
  return c;
}

void Parser::report_unreachable(const Expr& leaf) {
  const auto& as = static_cast<const PatternExpr&>(leaf);
  if (as.target)
    defer_error(leaf.pos, ("name capture '" + static_cast<const NameExpr&>(*as.target).id +
                           "' makes remaining patterns unreachable")
                              .c_str());
  else
    defer_error(leaf.pos, "wildcard makes remaining patterns unreachable");
}

// CPython's compiler checks on one case's pattern: each name bound once,
// every alternative of an or-pattern binding the same names, one star per
// sequence, distinct literal keys and keyword attributes, and no
// irrefutable alternative before others. `bound` gathers the names bound.
void Parser::check_pattern(const Expr& e, std::set<std::string>& bound) {
  const auto& p = static_cast<const PatternExpr&>(e);
  auto bind = [&](const ExprPtr& target) {
    if (!target) return;
    const auto& n = static_cast<const NameExpr&>(*target);
    if (!bound.insert(n.id).second)
      defer_error(n.pos, ("multiple assignments to name '" + n.id + "' in pattern").c_str());
  };
  switch (e.kind) {
    case ExprKind::MatchAs:
      if (p.value) check_pattern(*p.value, bound);
      bind(p.target);
      return;
    case ExprKind::MatchStar:
      bind(p.target);
      return;
    case ExprKind::MatchSequence: {
      int stars = 0;
      for (const ExprPtr& s : p.patterns) stars += s->kind == ExprKind::MatchStar;
      if (stars > 1) defer_error(e.pos, "multiple starred names in sequence pattern");
      for (const ExprPtr& s : p.patterns) check_pattern(*s, bound);
      return;
    }
    case ExprKind::MatchMapping: {
      std::vector<const ConstantExpr*> seen;
      for (const ExprPtr& k : p.keys) {
        if (k->kind != ExprKind::Constant) continue;
        const auto* c = static_cast<const ConstantExpr*>(k.get());
        for (const ConstantExpr* o : seen) {
          bool same = o->ckind == c->ckind && o->i == c->i && o->f == c->f && o->s == c->s;
          if (same) {
            std::string shown = c->ckind == ConstKind::Str ? "'" + c->s + "'" : "";
            if (c->ckind == ConstKind::Int && c->s.empty()) shown = std::to_string(c->i);
            if (c->ckind == ConstKind::None) shown = "None";
            if (c->ckind == ConstKind::True) shown = "True";
            if (c->ckind == ConstKind::False) shown = "False";
            if (!shown.empty())
              defer_error(e.pos, ("mapping pattern checks duplicate key (" + shown + ")").c_str());
          }
        }
        seen.push_back(c);
      }
      for (const ExprPtr& s : p.patterns) check_pattern(*s, bound);
      bind(p.target);
      return;
    }
    case ExprKind::MatchClass: {
      for (size_t i = 0; i < p.kwd_attrs.size(); ++i)
        for (size_t j = 0; j < i; ++j)
          if (p.kwd_attrs[i] == p.kwd_attrs[j])
            defer_error(p.kwd_patterns[i]->pos,
                        ("attribute name repeated in class pattern: " + p.kwd_attrs[i]).c_str());
      for (const ExprPtr& s : p.patterns) check_pattern(*s, bound);
      for (const ExprPtr& s : p.kwd_patterns) check_pattern(*s, bound);
      return;
    }
    case ExprKind::MatchOr: {
      std::set<std::string> first;
      for (size_t i = 0; i < p.patterns.size(); ++i) {
        const Expr& alt = *p.patterns[i];
        if (i + 1 < p.patterns.size() && irrefutable(alt))
          report_unreachable(irrefutable_leaf(alt));
        std::set<std::string> names;
        check_pattern(alt, names);
        if (i == 0)
          first = names;
        else if (names != first)
          defer_error(alt.pos, "alternative patterns bind different names");
      }
      for (const auto& n : first)
        if (!bound.insert(n).second)
          defer_error(e.pos, ("multiple assignments to name '" + n + "' in pattern").c_str());
      return;
    }
    default:
      return;
  }
}

}  // namespace minitf
