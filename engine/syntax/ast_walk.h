// The one AST child walker: which children each node kind has, written once.
// Passes that walk the tree generically (the resolver, AutoGraph's passes)
// recurse through for_each_child and handle only the kinds they care about.
// Printers and clone keep their per-kind code: they need per-kind output.
//
// Children come in evaluation order, the order in which the interpreter runs
// them (which the resolver's numbering of module slots follows). Per kind:
//
//   Constant, Name            (none: literal fields, an identifier)
//   Attribute                 value
//   Subscript                 value, index
//   Slice                     lower?, upper?, step?
//   Call                      func, args*, keyword values*
//   BinOp                     left, right
//   UnaryOp                   operand
//   BoolOp                    values*
//   Compare                   left, comparators*
//   IfExp                     test, body, orelse
//   Lambda                    outer: param defaults*   inner: body (its Return's value)
//   List, Tuple, Set          elts*
//   Dict                      (key?, value)*            (a null key is **value)
//   ListComp, SetComp,        outer: generators[0].iter
//   GeneratorExp, DictComp    inner: generators[0].target, ifs*, then (iter, target,
//                             ifs*) of each further generator, elt, value?
//   JoinedStr                 values*
//   FormattedValue            value, format_spec?
//   Starred                   value
//   Yield, YieldFrom          value?
//   NamedExpr                 value, target
//   Match* (patterns)         value?, (key?, pattern)*, kwd_patterns*, target?
//
//   ExprStmt                  value
//   Assign                    value, targets*
//   AugAssign                 target, value
//   AnnAssign                 value?, target, annotation
//   If, While                 test, {body}, {orelse}
//   For                       iter, target, {body}, {orelse}
//   Return                    value?
//   FunctionDef               outer: decorators*, param defaults*   inner: {body}
//   ClassDef                  outer: decorators*, bases*, keyword values*   inner: {body}
//   Try                       {body}, (type?, as-name?, {body}) per handler, {orelse},
//                             {finalbody}
//   Raise                     exc?, cause?
//   Assert                    test, msg?
//   With                      (context_expr, optional_vars?) per item, {body}
//   Delete                    targets*
//   Import, ImportFrom        the bound name of each alias (none for `*`)
//   Match                     subject, (pattern, guard?, {body}) per case
//   Break, Continue, Pass,    (none)
//   Global, Nonlocal
//
// `x?` may be absent (a null slot is not visited), `x*` is a list, {x} a
// statement list. AnnAssign's annotation is a child (a class body or module
// evaluates it into __annotations__); the parameter and return annotations
// (Param::annotation, FunctionDef::returns) are parsed and ignored, so they
// are not children; nor are the resolver's own nodes (FunctionDef/ClassDef::target).
// "outer"/"inner" split the children of a node that opens a scope: the outer
// ones run in the enclosing scope, the inner ones in the node's own.
#pragma once

#include <type_traits>

#include "syntax/ast.h"

namespace minitf {

// Which children a walk offers, for passes that track scopes (the resolver).
enum class Reach : uint8_t {
  All,    // every child
  Outer,  // only those evaluated in the scope around the node: all children of
          // a node that opens no scope
  Inner,  // only those inside the scope the node opens: none for other nodes
};

// Functions, lambdas, classes and comprehensions each run in a scope of
// their own (a comprehension inline in its host frame).
inline bool opens_scope(ExprKind k) {
  return k == ExprKind::Lambda || k == ExprKind::ListComp || k == ExprKind::SetComp ||
         k == ExprKind::DictComp || k == ExprKind::GeneratorExp;
}
inline bool opens_scope(StmtKind k) {
  return k == StmtKind::FunctionDef || k == StmtKind::ClassDef;
}

// Calls f once per direct child of `node` (an Expr or a Stmt, const or not),
// in the order above, with the child's slot:
//   f(ExprPtr&)                   an expression (never null)
//   f(StmtList&)                  a block of statements
//   f(std::unique_ptr<NameExpr>&) a name that `except ... as` or `import` binds
// (const references for a const node). Only the shapes f accepts are
// offered: a visitor of ExprPtr& sees expressions alone (so give f typed
// parameters; a generic lambda is offered every shape). Slots are the
// tree's own, so a pass may replace the child in place. Several shapes at
// once: for_each_child(n, Overloaded{[&](ExprPtr& e) {...}, [&](StmtList& b) {...}}).
template <class Node, class F>
void for_each_child(Node& node, F&& f, Reach reach = Reach::All);

// A callable made of several lambdas, one per child shape.
template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

// ---- implementation -------------------------------------------------------------

namespace walk_detail {

// T with the constness of Node: one walker serves const and mutable trees.
template <class Node, class T>
using Like = std::conditional_t<std::is_const_v<Node>, const T, T>;

template <class T, class Node>
Like<Node, T>& as(Node& n) {
  return static_cast<Like<Node, T>&>(n);
}

// An expression or bound-name slot; a null one is an absent child.
template <class F, class P>
void one(F& f, P& slot) {
  if constexpr (std::is_invocable_v<F&, P&>) {
    if (slot) f(slot);
  }
}

template <class F, class L>
void each(F& f, L& list) {
  for (auto& x : list) one(f, x);
}

template <class F, class B>
void block(F& f, B& body) {
  if constexpr (std::is_invocable_v<F&, B&>) f(body);
}

template <class F, class D>
void defaults(F& f, D& def) {
  for (auto& p : def.params) one(f, p.default_value);
}

template <class E, class F>
void expr_children(E& e, F& f, Reach reach) {
  const bool outer = reach != Reach::Inner, inner = reach != Reach::Outer;
  if (!outer && !opens_scope(e.kind)) return;
  switch (e.kind) {
    case ExprKind::Constant:
    case ExprKind::Name:
      break;
    case ExprKind::Attribute:
      one(f, as<AttributeExpr>(e).value);
      break;
    case ExprKind::Subscript: {
      auto& x = as<SubscriptExpr>(e);
      one(f, x.value);
      one(f, x.index);
      break;
    }
    case ExprKind::Slice: {
      auto& x = as<SliceExpr>(e);
      one(f, x.lower);
      one(f, x.upper);
      one(f, x.step);
      break;
    }
    case ExprKind::Call: {
      auto& x = as<CallExpr>(e);
      one(f, x.func);
      each(f, x.args);
      for (auto& k : x.keywords) one(f, k.value);
      break;
    }
    case ExprKind::BinOp: {
      auto& x = as<BinOpExpr>(e);
      one(f, x.left);
      one(f, x.right);
      break;
    }
    case ExprKind::UnaryOp:
      one(f, as<UnaryOpExpr>(e).operand);
      break;
    case ExprKind::BoolOp:
      each(f, as<BoolOpExpr>(e).values);
      break;
    case ExprKind::Compare: {
      auto& x = as<CompareExpr>(e);
      one(f, x.left);
      each(f, x.comparators);
      break;
    }
    case ExprKind::IfExp: {
      auto& x = as<IfExpExpr>(e);
      one(f, x.test);
      one(f, x.body);
      one(f, x.orelse);
      break;
    }
    case ExprKind::Lambda: {
      Like<E, FunctionDef>& d = *as<LambdaExpr>(e).def;
      if (outer) defaults(f, d);
      if (inner) one(f, static_cast<Like<E, ReturnStmt>&>(*d.body[0]).value);
      break;
    }
    case ExprKind::List:
    case ExprKind::Tuple:
    case ExprKind::Set:
      each(f, as<SequenceExpr>(e).elts);
      break;
    case ExprKind::Dict: {
      auto& x = as<DictExpr>(e);
      for (size_t i = 0; i < x.keys.size(); ++i) {
        one(f, x.keys[i]);
        one(f, x.values[i]);
      }
      break;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      auto& x = as<ComprehensionExpr>(e);
      for (size_t i = 0; i < x.generators.size(); ++i) {
        auto& g = x.generators[i];
        if (i == 0 ? outer : inner) one(f, g.iter);
        if (!inner) continue;
        one(f, g.target);
        each(f, g.ifs);
      }
      if (!inner) break;
      one(f, x.elt);
      one(f, x.value);
      break;
    }
    case ExprKind::JoinedStr:
      each(f, as<JoinedStrExpr>(e).values);
      break;
    case ExprKind::FormattedValue: {
      auto& x = as<FormattedValueExpr>(e);
      one(f, x.value);
      one(f, x.format_spec);
      break;
    }
    case ExprKind::Starred:
      one(f, as<StarredExpr>(e).value);
      break;
    case ExprKind::Yield:
    case ExprKind::YieldFrom:
      one(f, as<YieldExpr>(e).value);
      break;
    case ExprKind::NamedExpr: {
      auto& x = as<NamedExprExpr>(e);
      one(f, x.value);
      one(f, x.target);
      break;
    }
    case ExprKind::MatchValue:
    case ExprKind::MatchSingleton:
    case ExprKind::MatchSequence:
    case ExprKind::MatchMapping:
    case ExprKind::MatchClass:
    case ExprKind::MatchStar:
    case ExprKind::MatchAs:
    case ExprKind::MatchOr: {
      auto& x = as<PatternExpr>(e);
      one(f, x.value);
      for (size_t i = 0; i < x.patterns.size(); ++i) {
        if (i < x.keys.size()) one(f, x.keys[i]);
        one(f, x.patterns[i]);
      }
      each(f, x.kwd_patterns);
      one(f, x.target);
      break;
    }
  }
}

template <class S, class F>
void stmt_children(S& s, F& f, Reach reach) {
  const bool outer = reach != Reach::Inner, inner = reach != Reach::Outer;
  if (!outer && !opens_scope(s.kind)) return;
  switch (s.kind) {
    case StmtKind::ExprStmt:
      one(f, as<ExprStmt>(s).value);
      break;
    case StmtKind::Assign: {
      auto& x = as<AssignStmt>(s);
      one(f, x.value);
      each(f, x.targets);
      break;
    }
    case StmtKind::AugAssign: {
      auto& x = as<AugAssignStmt>(s);
      one(f, x.target);
      one(f, x.value);
      break;
    }
    case StmtKind::AnnAssign: {
      auto& x = as<AnnAssignStmt>(s);
      one(f, x.value);
      one(f, x.target);
      one(f, x.annotation);
      break;
    }
    case StmtKind::If: {
      auto& x = as<IfStmt>(s);
      one(f, x.test);
      block(f, x.body);
      block(f, x.orelse);
      break;
    }
    case StmtKind::While: {
      auto& x = as<WhileStmt>(s);
      one(f, x.test);
      block(f, x.body);
      block(f, x.orelse);
      break;
    }
    case StmtKind::For: {
      auto& x = as<ForStmt>(s);
      one(f, x.iter);
      one(f, x.target);
      block(f, x.body);
      block(f, x.orelse);
      break;
    }
    case StmtKind::Break:
    case StmtKind::Continue:
    case StmtKind::Pass:
    case StmtKind::Global:
    case StmtKind::Nonlocal:
      break;
    case StmtKind::Return:
      one(f, as<ReturnStmt>(s).value);
      break;
    case StmtKind::FunctionDef: {
      auto& x = as<FunctionDef>(s);
      if (outer) {
        each(f, x.decorators);
        defaults(f, x);
      }
      if (inner) block(f, x.body);
      break;
    }
    case StmtKind::ClassDef: {
      auto& x = as<ClassDef>(s);
      if (outer) {
        each(f, x.decorators);
        each(f, x.bases);
        for (auto& k : x.keywords) one(f, k.value);
      }
      if (inner) block(f, x.body);
      break;
    }
    case StmtKind::Try: {
      auto& x = as<TryStmt>(s);
      block(f, x.body);
      for (auto& h : x.handlers) {
        one(f, h.type);
        one(f, h.name_target);
        block(f, h.body);
      }
      block(f, x.orelse);
      block(f, x.finalbody);
      break;
    }
    case StmtKind::Raise: {
      auto& x = as<RaiseStmt>(s);
      one(f, x.exc);
      one(f, x.cause);
      break;
    }
    case StmtKind::Assert: {
      auto& x = as<AssertStmt>(s);
      one(f, x.test);
      one(f, x.msg);
      break;
    }
    case StmtKind::With: {
      auto& x = as<WithStmt>(s);
      for (auto& item : x.items) {
        one(f, item.context_expr);
        one(f, item.optional_vars);
      }
      block(f, x.body);
      break;
    }
    case StmtKind::Delete:
      each(f, as<DeleteStmt>(s).targets);
      break;
    case StmtKind::Import:
      for (auto& a : as<ImportStmt>(s).names) one(f, a.target);
      break;
    case StmtKind::ImportFrom:
      for (auto& a : as<ImportFromStmt>(s).names) one(f, a.target);
      break;
    case StmtKind::Match: {
      auto& x = as<MatchStmt>(s);
      one(f, x.subject);
      for (auto& c : x.cases) {
        one(f, c.pattern);
        one(f, c.guard);
        block(f, c.body);
      }
      break;
    }
  }
}

}  // namespace walk_detail

template <class Node, class F>
void for_each_child(Node& node, F&& f, Reach reach) {
  using walk_detail::Like;
  if constexpr (std::is_base_of_v<Expr, std::remove_const_t<Node>>) {
    walk_detail::expr_children(static_cast<Like<Node, Expr>&>(node), f, reach);
  } else {
    static_assert(std::is_base_of_v<Stmt, std::remove_const_t<Node>>,
                  "for_each_child walks an Expr or a Stmt");
    walk_detail::stmt_children(static_cast<Like<Node, Stmt>&>(node), f, reach);
  }
}

}  // namespace minitf
