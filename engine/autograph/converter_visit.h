// Child enumeration for the AST, shared by every AutoGraph pass: which
// expression slots a statement holds, which sub-expressions an expression
// has, and which statement lists a compound statement owns.
#pragma once

namespace minitf {
namespace ag_internal {

template <class F>
void for_each_stmt_expr(Stmt& s, F&& f) {
  switch (s.kind) {
    case StmtKind::ExprStmt:
      f(static_cast<ExprStmt&>(s).value);
      break;
    case StmtKind::Assign: {
      auto& a = static_cast<AssignStmt&>(s);
      for (auto& t : a.targets) f(t);
      f(a.value);
      break;
    }
    case StmtKind::AugAssign: {
      auto& a = static_cast<AugAssignStmt&>(s);
      f(a.target);
      f(a.value);
      break;
    }
    case StmtKind::AnnAssign: {
      auto& a = static_cast<AnnAssignStmt&>(s);
      f(a.target);
      if (a.value) f(a.value);
      break;
    }
    case StmtKind::If:
      f(static_cast<IfStmt&>(s).test);
      break;
    case StmtKind::While:
      f(static_cast<WhileStmt&>(s).test);
      break;
    case StmtKind::For: {
      auto& x = static_cast<ForStmt&>(s);
      f(x.target);
      f(x.iter);
      break;
    }
    case StmtKind::Return: {
      auto& r = static_cast<ReturnStmt&>(s);
      if (r.value) f(r.value);
      break;
    }
    case StmtKind::FunctionDef: {
      auto& d = static_cast<FunctionDef&>(s);
      for (auto& p : d.params)
        if (p.default_value) f(p.default_value);
      break;
    }
    case StmtKind::ClassDef: {
      auto& c = static_cast<ClassDef&>(s);
      for (auto& b : c.bases) f(b);
      for (auto& k : c.keywords) f(k.value);
      break;
    }
    case StmtKind::Try: {
      auto& t = static_cast<TryStmt&>(s);
      for (auto& h : t.handlers)
        if (h.type) f(h.type);
      break;
    }
    case StmtKind::Raise: {
      auto& r = static_cast<RaiseStmt&>(s);
      if (r.exc) f(r.exc);
      if (r.cause) f(r.cause);
      break;
    }
    case StmtKind::Assert: {
      auto& a = static_cast<AssertStmt&>(s);
      f(a.test);
      if (a.msg) f(a.msg);
      break;
    }
    case StmtKind::With: {
      auto& w = static_cast<WithStmt&>(s);
      for (auto& i : w.items) {
        f(i.context_expr);
        if (i.optional_vars) f(i.optional_vars);
      }
      break;
    }
    case StmtKind::Delete:
      for (auto& t : static_cast<DeleteStmt&>(s).targets) f(t);
      break;
    default:
      break;
  }
}

template <class F>
void for_each_child_expr(Expr& e, F&& f) {
  switch (e.kind) {
    case ExprKind::Constant:
    case ExprKind::Name:
      break;
    case ExprKind::Attribute:
      f(static_cast<AttributeExpr&>(e).value);
      break;
    case ExprKind::Subscript: {
      auto& s = static_cast<SubscriptExpr&>(e);
      f(s.value);
      f(s.index);
      break;
    }
    case ExprKind::Slice: {
      auto& s = static_cast<SliceExpr&>(e);
      if (s.lower) f(s.lower);
      if (s.upper) f(s.upper);
      if (s.step) f(s.step);
      break;
    }
    case ExprKind::Call: {
      auto& c = static_cast<CallExpr&>(e);
      f(c.func);
      for (auto& a : c.args) f(a);
      for (auto& k : c.keywords) f(k.value);
      break;
    }
    case ExprKind::BinOp: {
      auto& b = static_cast<BinOpExpr&>(e);
      f(b.left);
      f(b.right);
      break;
    }
    case ExprKind::UnaryOp:
      f(static_cast<UnaryOpExpr&>(e).operand);
      break;
    case ExprKind::BoolOp:
      for (auto& v : static_cast<BoolOpExpr&>(e).values) f(v);
      break;
    case ExprKind::Compare: {
      auto& c = static_cast<CompareExpr&>(e);
      f(c.left);
      for (auto& x : c.comparators) f(x);
      break;
    }
    case ExprKind::IfExp: {
      auto& i = static_cast<IfExpExpr&>(e);
      f(i.test);
      f(i.body);
      f(i.orelse);
      break;
    }
    case ExprKind::Lambda: {
      auto& d = *static_cast<LambdaExpr&>(e).def;
      for (auto& p : d.params)
        if (p.default_value) f(p.default_value);
      f(static_cast<ReturnStmt&>(*d.body[0]).value);
      break;
    }
    case ExprKind::List:
    case ExprKind::Tuple:
    case ExprKind::Set:
      for (auto& x : static_cast<SequenceExpr&>(e).elts) f(x);
      break;
    case ExprKind::Dict: {
      auto& d = static_cast<DictExpr&>(e);
      for (size_t i = 0; i < d.keys.size(); ++i) {
        if (d.keys[i]) f(d.keys[i]);
        f(d.values[i]);
      }
      break;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      auto& c = static_cast<ComprehensionExpr&>(e);
      f(c.elt);
      if (c.value) f(c.value);
      for (auto& g : c.generators) {
        f(g.target);
        f(g.iter);
        for (auto& x : g.ifs) f(x);
      }
      break;
    }
    case ExprKind::JoinedStr:
      for (auto& v : static_cast<JoinedStrExpr&>(e).values) f(v);
      break;
    case ExprKind::FormattedValue: {
      auto& v = static_cast<FormattedValueExpr&>(e);
      f(v.value);
      if (v.format_spec) f(v.format_spec);
      break;
    }
    case ExprKind::Starred:
      f(static_cast<StarredExpr&>(e).value);
      break;
  }
}

template <class F>
void for_each_child_body(Stmt& s, F&& f) {
  switch (s.kind) {
    case StmtKind::If: {
      auto& i = static_cast<IfStmt&>(s);
      f(i.body);
      f(i.orelse);
      break;
    }
    case StmtKind::While: {
      auto& w = static_cast<WhileStmt&>(s);
      f(w.body);
      f(w.orelse);
      break;
    }
    case StmtKind::For: {
      auto& x = static_cast<ForStmt&>(s);
      f(x.body);
      f(x.orelse);
      break;
    }
    case StmtKind::Try: {
      auto& t = static_cast<TryStmt&>(s);
      f(t.body);
      for (auto& h : t.handlers) f(h.body);
      f(t.orelse);
      f(t.finalbody);
      break;
    }
    case StmtKind::With:
      f(static_cast<WithStmt&>(s).body);
      break;
    default:
      break;
  }
}

}  // namespace ag_internal
}  // namespace minitf
