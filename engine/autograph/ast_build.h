// Small constructors for the AST nodes the AutoGraph passes generate. Every
// generated node takes the position of the user statement it replaces, so
// tracebacks through converted code still point at the user's lines.
#pragma once

#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "syntax/ast.h"

namespace minitf {
namespace agb {

inline std::unique_ptr<NameExpr> name(const std::string& id, Pos p, Ctx ctx = Ctx::Load) {
  auto n = std::make_unique<NameExpr>(p, id);
  n->ctx = ctx;
  return n;
}

inline ExprPtr attr(ExprPtr value, const std::string& a, Pos p) {
  return std::make_unique<AttributeExpr>(p, std::move(value), a);
}

// ag__.<helper>
inline ExprPtr ag(const std::string& helper, Pos p) { return attr(name("ag__", p), helper, p); }

inline ExprPtr str(const std::string& s, Pos p) {
  auto c = std::make_unique<ConstantExpr>(p, ConstKind::Str);
  c->s = s;
  return c;
}

inline ExprPtr integer(int64_t i, Pos p) {
  auto c = std::make_unique<ConstantExpr>(p, ConstKind::Int);
  c->i = i;
  return c;
}

inline ExprPtr boolean(bool b, Pos p) {
  return std::make_unique<ConstantExpr>(p, b ? ConstKind::True : ConstKind::False);
}

inline ExprPtr none(Pos p) { return std::make_unique<ConstantExpr>(p, ConstKind::None); }

inline ExprPtr call(ExprPtr func, ExprList args, Pos p, std::vector<Keyword> kws = {}) {
  auto c = std::make_unique<CallExpr>(p, std::move(func));
  c->args = std::move(args);
  c->keywords = std::move(kws);
  return c;
}

inline Keyword keyword(const std::string& n, ExprPtr v, Pos p) {
  Keyword k;
  k.name = n;
  k.value = std::move(v);
  k.pos = p;
  return k;
}

inline ExprPtr tuple(ExprList elts, Pos p, Ctx ctx = Ctx::Load) {
  auto t = std::make_unique<SequenceExpr>(ExprKind::Tuple, p);
  t->elts = std::move(elts);
  t->ctx = ctx;
  return t;
}

inline ExprPtr not_(ExprPtr e, Pos p) {
  return std::make_unique<UnaryOpExpr>(p, UnaryOpKind::Not, std::move(e));
}

inline ExprPtr and_(ExprPtr a, ExprPtr b, Pos p) {
  auto o = std::make_unique<BoolOpExpr>(p, true);
  o->values.push_back(std::move(a));
  o->values.push_back(std::move(b));
  return o;
}

// lambda : body
inline ExprPtr lambda(ExprPtr body, Pos p) {
  auto l = std::make_unique<LambdaExpr>(p);
  l->def = std::make_unique<FunctionDef>(p, "<lambda>");
  l->def->is_lambda = true;
  auto r = std::make_unique<ReturnStmt>(p);
  r->value = std::move(body);
  l->def->body.push_back(std::move(r));
  return l;
}

inline StmtPtr expr_stmt(ExprPtr e, Pos p) { return std::make_unique<ExprStmt>(p, std::move(e)); }

inline StmtPtr assign(ExprPtr target, ExprPtr value, Pos p) {
  auto a = std::make_unique<AssignStmt>(p);
  a->targets.push_back(std::move(target));
  a->value = std::move(value);
  return a;
}

inline StmtPtr assign_name(const std::string& n, ExprPtr value, Pos p) {
  return assign(name(n, p, Ctx::Store), std::move(value), p);
}

inline StmtPtr ret(ExprPtr value, Pos p) {
  auto r = std::make_unique<ReturnStmt>(p);
  r->value = std::move(value);
  return r;
}

inline StmtPtr simple(StmtKind k, Pos p) { return std::make_unique<SimpleStmt>(k, p); }

inline StmtPtr names(StmtKind k, std::vector<std::string> ns, Pos p) {
  auto s = std::make_unique<NamesStmt>(k, p);
  s->names = std::move(ns);
  return s;
}

inline std::unique_ptr<FunctionDef> def(const std::string& n, std::vector<std::string> params,
                                        StmtList body, Pos p) {
  auto d = std::make_unique<FunctionDef>(p, n);
  for (auto& pn : params) {
    Param prm;
    prm.name = pn;
    prm.pos = p;
    d->params.push_back(std::move(prm));
  }
  d->body = std::move(body);
  return d;
}

// if not <var>: <body>
inline std::unique_ptr<IfStmt> guard(const std::string& var, StmtList body, Pos p) {
  auto i = std::make_unique<IfStmt>(p);
  i->test = not_(name(var, p), p);
  i->body = std::move(body);
  return i;
}

inline StmtList list_of(StmtPtr s) {
  StmtList l;
  l.push_back(std::move(s));
  return l;
}

}  // namespace agb
}  // namespace minitf
