// Name tables generated from the X-macros in ast.h, and deep copies of trees
// (AutoGraph rewrites a copy of a function's tree, never the original).
#include "syntax/ast.h"

namespace minitf {

// ---- tables -------------------------------------------------------------------

const char* expr_kind_name(ExprKind k) {
  static const char* const names[] = {
#define X(n) #n,
      MINITF_EXPR_KINDS(X)
#undef X
  };
  return names[size_t(k)];
}

const char* stmt_kind_name(StmtKind k) {
  static const char* const names[] = {
#define X(n) #n,
      MINITF_STMT_KINDS(X)
#undef X
  };
  return names[size_t(k)];
}

const char* binop_symbol(BinOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r, p) s,
      MINITF_BINOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* binop_dunder(BinOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r, p) d,
      MINITF_BINOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* binop_rdunder(BinOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r, p) r,
      MINITF_BINOPS(X)
#undef X
  };
  return t[size_t(k)];
}

int binop_precedence(BinOpKind k) {
  static const int t[] = {
#define X(n, s, d, r, p) p,
      MINITF_BINOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* unaryop_symbol(UnaryOpKind k) {
  static const char* const t[] = {
#define X(n, s, d) s,
      MINITF_UNARYOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* unaryop_dunder(UnaryOpKind k) {
  static const char* const t[] = {
#define X(n, s, d) d,
      MINITF_UNARYOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* cmpop_symbol(CmpOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r) s,
      MINITF_CMPOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* cmpop_dunder(CmpOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r) d,
      MINITF_CMPOPS(X)
#undef X
  };
  return t[size_t(k)];
}

const char* cmpop_rdunder(CmpOpKind k) {
  static const char* const t[] = {
#define X(n, s, d, r) r,
      MINITF_CMPOPS(X)
#undef X
  };
  return t[size_t(k)];
}

LambdaExpr::~LambdaExpr() = default;

// ---- deep copy ------------------------------------------------------------------
// Every syntactic field is copied; resolver annotations (scopes, slots,
// interned strings, constant values) are left at their defaults so the copy
// can be resolved afresh.

namespace {

ExprPtr opt(const ExprPtr& e) { return e ? clone_expr(*e) : nullptr; }

ExprList clone_list(const ExprList& l) {
  ExprList out;
  out.reserve(l.size());
  for (const ExprPtr& e : l) out.push_back(opt(e));
  return out;
}

std::vector<Keyword> clone_keywords(const std::vector<Keyword>& ks) {
  std::vector<Keyword> out;
  out.reserve(ks.size());
  for (const Keyword& k : ks) {
    Keyword c;
    c.name = k.name;
    c.value = opt(k.value);
    c.pos = k.pos;
    out.push_back(std::move(c));
  }
  return out;
}

std::unique_ptr<NameExpr> clone_name(const NameExpr* n) {
  if (!n) return nullptr;
  auto c = std::make_unique<NameExpr>(n->pos, n->id);
  c->ctx = n->ctx;
  return c;
}

std::unique_ptr<FunctionDef> clone_def(const FunctionDef& d) {
  auto c = std::make_unique<FunctionDef>(d.pos, d.name);
  for (const Param& p : d.params) {
    Param q;
    q.name = p.name;
    q.kind = p.kind;
    q.default_value = opt(p.default_value);
    q.annotation = opt(p.annotation);
    q.pos = p.pos;
    c->params.push_back(std::move(q));
  }
  c->body = clone_body(d.body);
  c->decorators = clone_list(d.decorators);
  c->returns = opt(d.returns);
  c->is_lambda = d.is_lambda;
  c->is_generator = d.is_generator;
  c->docstring = d.docstring;
  return c;
}

}  // namespace

ExprPtr clone_expr(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Constant: {
      auto& x = static_cast<const ConstantExpr&>(e);
      auto c = std::make_unique<ConstantExpr>(x.pos, x.ckind);
      c->i = x.i;
      c->f = x.f;
      c->s = x.s;
      return c;
    }
    case ExprKind::Name:
      return clone_name(&static_cast<const NameExpr&>(e));
    case ExprKind::Attribute: {
      auto& x = static_cast<const AttributeExpr&>(e);
      auto c = std::make_unique<AttributeExpr>(x.pos, opt(x.value), x.attr);
      c->ctx = x.ctx;
      return c;
    }
    case ExprKind::Subscript: {
      auto& x = static_cast<const SubscriptExpr&>(e);
      auto c = std::make_unique<SubscriptExpr>(x.pos, opt(x.value), opt(x.index));
      c->ctx = x.ctx;
      return c;
    }
    case ExprKind::Slice: {
      auto& x = static_cast<const SliceExpr&>(e);
      return std::make_unique<SliceExpr>(x.pos, opt(x.lower), opt(x.upper), opt(x.step));
    }
    case ExprKind::Call: {
      auto& x = static_cast<const CallExpr&>(e);
      auto c = std::make_unique<CallExpr>(x.pos, opt(x.func));
      c->args = clone_list(x.args);
      c->keywords = clone_keywords(x.keywords);
      return c;
    }
    case ExprKind::BinOp: {
      auto& x = static_cast<const BinOpExpr&>(e);
      return std::make_unique<BinOpExpr>(x.pos, x.op, opt(x.left), opt(x.right));
    }
    case ExprKind::UnaryOp: {
      auto& x = static_cast<const UnaryOpExpr&>(e);
      return std::make_unique<UnaryOpExpr>(x.pos, x.op, opt(x.operand));
    }
    case ExprKind::BoolOp: {
      auto& x = static_cast<const BoolOpExpr&>(e);
      auto c = std::make_unique<BoolOpExpr>(x.pos, x.is_and);
      c->values = clone_list(x.values);
      return c;
    }
    case ExprKind::Compare: {
      auto& x = static_cast<const CompareExpr&>(e);
      auto c = std::make_unique<CompareExpr>(x.pos, opt(x.left));
      c->ops = x.ops;
      c->comparators = clone_list(x.comparators);
      return c;
    }
    case ExprKind::IfExp: {
      auto& x = static_cast<const IfExpExpr&>(e);
      return std::make_unique<IfExpExpr>(x.pos, opt(x.test), opt(x.body), opt(x.orelse));
    }
    case ExprKind::Lambda: {
      auto& x = static_cast<const LambdaExpr&>(e);
      auto c = std::make_unique<LambdaExpr>(x.pos);
      if (x.def) c->def = clone_def(*x.def);
      return c;
    }
    case ExprKind::List:
    case ExprKind::Tuple:
    case ExprKind::Set: {
      auto& x = static_cast<const SequenceExpr&>(e);
      auto c = std::make_unique<SequenceExpr>(x.kind, x.pos);
      c->elts = clone_list(x.elts);
      c->ctx = x.ctx;
      return c;
    }
    case ExprKind::Dict: {
      auto& x = static_cast<const DictExpr&>(e);
      auto c = std::make_unique<DictExpr>(x.pos);
      c->keys = clone_list(x.keys);
      c->values = clone_list(x.values);
      return c;
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
    case ExprKind::GeneratorExp: {
      auto& x = static_cast<const ComprehensionExpr&>(e);
      auto c = std::make_unique<ComprehensionExpr>(x.kind, x.pos);
      c->elt = opt(x.elt);
      c->value = opt(x.value);
      for (const Comprehension& g : x.generators) {
        Comprehension h;
        h.target = opt(g.target);
        h.iter = opt(g.iter);
        h.ifs = clone_list(g.ifs);
        c->generators.push_back(std::move(h));
      }
      return c;
    }
    case ExprKind::JoinedStr: {
      auto& x = static_cast<const JoinedStrExpr&>(e);
      auto c = std::make_unique<JoinedStrExpr>(x.pos);
      c->values = clone_list(x.values);
      return c;
    }
    case ExprKind::FormattedValue: {
      auto& x = static_cast<const FormattedValueExpr&>(e);
      auto c = std::make_unique<FormattedValueExpr>(x.pos, opt(x.value));
      c->conversion = x.conversion;
      c->format_spec = opt(x.format_spec);
      c->self_doc = x.self_doc;
      return c;
    }
    case ExprKind::Starred: {
      auto& x = static_cast<const StarredExpr&>(e);
      auto c = std::make_unique<StarredExpr>(x.pos, opt(x.value));
      c->ctx = x.ctx;
      return c;
    }
    case ExprKind::Yield:
    case ExprKind::YieldFrom: {
      auto& x = static_cast<const YieldExpr&>(e);
      return std::make_unique<YieldExpr>(x.kind, x.pos, opt(x.value));
    }
    case ExprKind::NamedExpr: {
      auto& x = static_cast<const NamedExprExpr&>(e);
      return std::make_unique<NamedExprExpr>(x.pos, opt(x.target), opt(x.value));
    }
    case ExprKind::MatchValue:
    case ExprKind::MatchSingleton:
    case ExprKind::MatchSequence:
    case ExprKind::MatchMapping:
    case ExprKind::MatchClass:
    case ExprKind::MatchStar:
    case ExprKind::MatchAs:
    case ExprKind::MatchOr: {
      auto& x = static_cast<const PatternExpr&>(e);
      auto c = std::make_unique<PatternExpr>(x.kind, x.pos);
      c->value = opt(x.value);
      c->keys = clone_list(x.keys);
      c->patterns = clone_list(x.patterns);
      c->kwd_attrs = x.kwd_attrs;
      c->kwd_patterns = clone_list(x.kwd_patterns);
      c->target = opt(x.target);
      return c;
    }
  }
  return nullptr;
}

StmtPtr clone_stmt(const Stmt& s) {
  switch (s.kind) {
    case StmtKind::ExprStmt: {
      auto& x = static_cast<const ExprStmt&>(s);
      return std::make_unique<ExprStmt>(x.pos, opt(x.value));
    }
    case StmtKind::Assign: {
      auto& x = static_cast<const AssignStmt&>(s);
      auto c = std::make_unique<AssignStmt>(x.pos);
      c->targets = clone_list(x.targets);
      c->value = opt(x.value);
      return c;
    }
    case StmtKind::AugAssign: {
      auto& x = static_cast<const AugAssignStmt&>(s);
      return std::make_unique<AugAssignStmt>(x.pos, opt(x.target), x.op, opt(x.value));
    }
    case StmtKind::AnnAssign: {
      auto& x = static_cast<const AnnAssignStmt&>(s);
      auto c = std::make_unique<AnnAssignStmt>(x.pos);
      c->target = opt(x.target);
      c->annotation = opt(x.annotation);
      c->value = opt(x.value);
      return c;
    }
    case StmtKind::If: {
      auto& x = static_cast<const IfStmt&>(s);
      auto c = std::make_unique<IfStmt>(x.pos);
      c->test = opt(x.test);
      c->body = clone_body(x.body);
      c->orelse = clone_body(x.orelse);
      return c;
    }
    case StmtKind::While: {
      auto& x = static_cast<const WhileStmt&>(s);
      auto c = std::make_unique<WhileStmt>(x.pos);
      c->test = opt(x.test);
      c->body = clone_body(x.body);
      c->orelse = clone_body(x.orelse);
      return c;
    }
    case StmtKind::For: {
      auto& x = static_cast<const ForStmt&>(s);
      auto c = std::make_unique<ForStmt>(x.pos);
      c->target = opt(x.target);
      c->iter = opt(x.iter);
      c->body = clone_body(x.body);
      c->orelse = clone_body(x.orelse);
      return c;
    }
    case StmtKind::Break:
    case StmtKind::Continue:
    case StmtKind::Pass:
      return std::make_unique<SimpleStmt>(s.kind, s.pos);
    case StmtKind::Return: {
      auto& x = static_cast<const ReturnStmt&>(s);
      auto c = std::make_unique<ReturnStmt>(x.pos);
      c->value = opt(x.value);
      return c;
    }
    case StmtKind::FunctionDef:
      return clone_def(static_cast<const FunctionDef&>(s));
    case StmtKind::ClassDef: {
      auto& x = static_cast<const ClassDef&>(s);
      auto c = std::make_unique<ClassDef>(x.pos, x.name);
      c->bases = clone_list(x.bases);
      c->keywords = clone_keywords(x.keywords);
      c->body = clone_body(x.body);
      c->decorators = clone_list(x.decorators);
      c->docstring = x.docstring;
      return c;
    }
    case StmtKind::Try: {
      auto& x = static_cast<const TryStmt&>(s);
      auto c = std::make_unique<TryStmt>(x.pos);
      c->body = clone_body(x.body);
      for (const ExceptHandler& h : x.handlers) {
        ExceptHandler k;
        k.type = opt(h.type);
        k.name = h.name;
        k.name_target = clone_name(h.name_target.get());
        k.body = clone_body(h.body);
        k.pos = h.pos;
        c->handlers.push_back(std::move(k));
      }
      c->orelse = clone_body(x.orelse);
      c->finalbody = clone_body(x.finalbody);
      return c;
    }
    case StmtKind::Raise: {
      auto& x = static_cast<const RaiseStmt&>(s);
      auto c = std::make_unique<RaiseStmt>(x.pos);
      c->exc = opt(x.exc);
      c->cause = opt(x.cause);
      return c;
    }
    case StmtKind::Assert: {
      auto& x = static_cast<const AssertStmt&>(s);
      auto c = std::make_unique<AssertStmt>(x.pos);
      c->test = opt(x.test);
      c->msg = opt(x.msg);
      return c;
    }
    case StmtKind::With: {
      auto& x = static_cast<const WithStmt&>(s);
      auto c = std::make_unique<WithStmt>(x.pos);
      for (const WithItem& it : x.items) {
        WithItem k;
        k.context_expr = opt(it.context_expr);
        k.optional_vars = opt(it.optional_vars);
        c->items.push_back(std::move(k));
      }
      c->body = clone_body(x.body);
      return c;
    }
    case StmtKind::Delete: {
      auto& x = static_cast<const DeleteStmt&>(s);
      auto c = std::make_unique<DeleteStmt>(x.pos);
      c->targets = clone_list(x.targets);
      return c;
    }
    case StmtKind::Import:
    case StmtKind::ImportFrom: {
      const std::vector<Alias>* names;
      StmtPtr out;
      std::vector<Alias>* dst;
      if (s.kind == StmtKind::Import) {
        auto& x = static_cast<const ImportStmt&>(s);
        auto c = std::make_unique<ImportStmt>(x.pos);
        names = &x.names;
        dst = &c->names;
        out = std::move(c);
      } else {
        auto& x = static_cast<const ImportFromStmt&>(s);
        auto c = std::make_unique<ImportFromStmt>(x.pos);
        c->module = x.module;
        names = &x.names;
        dst = &c->names;
        out = std::move(c);
      }
      for (const Alias& a : *names) {
        Alias k;
        k.name = a.name;
        k.asname = a.asname;
        k.target = clone_name(a.target.get());
        k.pos = a.pos;
        dst->push_back(std::move(k));
      }
      return out;
    }
    case StmtKind::Global:
    case StmtKind::Nonlocal: {
      auto& x = static_cast<const NamesStmt&>(s);
      auto c = std::make_unique<NamesStmt>(x.kind, x.pos);
      c->names = x.names;
      return c;
    }
    case StmtKind::Match: {
      auto& x = static_cast<const MatchStmt&>(s);
      auto c = std::make_unique<MatchStmt>(x.pos);
      c->subject = opt(x.subject);
      for (const MatchCase& mc : x.cases) {
        MatchCase k;
        k.pattern = opt(mc.pattern);
        k.guard = opt(mc.guard);
        k.body = clone_body(mc.body);
        k.pos = mc.pos;
        c->cases.push_back(std::move(k));
      }
      return c;
    }
  }
  return nullptr;
}

StmtList clone_body(const StmtList& body) {
  StmtList out;
  out.reserve(body.size());
  for (const StmtPtr& s : body) out.push_back(clone_stmt(*s));
  return out;
}

}  // namespace minitf
