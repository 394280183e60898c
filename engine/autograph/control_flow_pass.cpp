// control_flow.py: if/while/for become ag__.if_stmt / while_stmt / for_stmt
// calls on generated body functions, with get_state/set_state carrying the
// variables the statement modifies. Which variables those are comes from
// TF's static analyses, ported here on the structured AST: activity
// (what a block binds), liveness (what is read later) and reaching
// definitions (what may already be defined). Statements are rewritten
// innermost first, with the analysis of the tree as it was before, so the
// generated names are numbered innermost first, as in TF.
#include <algorithm>

#include "autograph/ast_build.h"
#include "autograph/converter.h"
#include "autograph/printer.h"

namespace minitf {
namespace ag_internal {
namespace {

using namespace agb;
using NameSet = std::set<std::string>;

// A name or an attribute chain on a name ("self.count"): TF's qualified names.
std::string qual_name(const Expr& e) {
  if (e.kind == ExprKind::Name) return static_cast<const NameExpr&>(e).id;
  if (e.kind == ExprKind::Attribute) {
    const auto& a = static_cast<const AttributeExpr&>(e);
    std::string base = qual_name(*a.value);
    return base.empty() ? base : base + "." + a.attr;
  }
  return "";
}

bool is_composite(const std::string& s) { return s.find('.') != std::string::npos; }
std::string root_of(const std::string& s) { return s.substr(0, s.find('.')); }

NameSet operator|(NameSet a, const NameSet& b) {
  a.insert(b.begin(), b.end());
  return a;
}
NameSet operator-(NameSet a, const NameSet& b) {
  for (const auto& x : b) a.erase(x);
  return a;
}

// ---- activity: names bound, names read ---------------------------------------

void target_names(const Expr& t, NameSet& out) {
  switch (t.kind) {
    case ExprKind::Name:
      out.insert(static_cast<const NameExpr&>(t).id);
      break;
    case ExprKind::Tuple:
    case ExprKind::List:
      for (const auto& e : static_cast<const SequenceExpr&>(t).elts) target_names(*e, out);
      break;
    case ExprKind::Starred:
      target_names(*static_cast<const StarredExpr&>(t).value, out);
      break;
    case ExprKind::Attribute: {
      std::string q = qual_name(t);
      if (!q.empty()) out.insert(q);
      break;
    }
    default:
      break;
  }
}

void reads(Expr& e, NameSet& out) {
  if (e.kind == ExprKind::Name) {
    if (static_cast<NameExpr&>(e).ctx == Ctx::Load) out.insert(static_cast<NameExpr&>(e).id);
    return;
  }
  for_each_child(e, [&](ExprPtr& c) { reads(*c, out); });
}

// Loads inside assignment targets (x[i] = v reads x and i).
void target_reads(Expr& t, NameSet& out) {
  if (t.kind == ExprKind::Name) return;
  if (t.kind == ExprKind::Tuple || t.kind == ExprKind::List) {
    for (auto& e : static_cast<SequenceExpr&>(t).elts) target_reads(*e, out);
    return;
  }
  if (t.kind == ExprKind::Starred) return target_reads(*static_cast<StarredExpr&>(t).value, out);
  for_each_child(t, [&](ExprPtr& c) { reads(*c, out); });
}

void bound_block(StmtList& body, NameSet& out);

// The targets of `:=` in an expression: they bind in the function, also from
// inside a comprehension (PEP 572), but not from inside a lambda.
void walrus_targets(Expr& e, NameSet& out) {
  if (e.kind == ExprKind::Lambda) return;
  if (e.kind == ExprKind::NamedExpr) target_names(*static_cast<NamedExprExpr&>(e).target, out);
  for_each_child(e, [&](ExprPtr& c) { walrus_targets(*c, out); });
}

// The names a `case` pattern captures.
void pattern_targets(Expr& e, NameSet& out) {
  if (e.kind == ExprKind::Name) {
    if (static_cast<NameExpr&>(e).ctx == Ctx::Store) out.insert(static_cast<NameExpr&>(e).id);
    return;
  }
  for_each_child(e, [&](ExprPtr& c) { pattern_targets(*c, out); });
}

void bound_stmt(Stmt& s, NameSet& out, bool nested = true) {
  for_each_stmt_expr(s, [&](ExprPtr& e) { walrus_targets(*e, out); });
  switch (s.kind) {
    case StmtKind::Match:
      for (auto& c : static_cast<MatchStmt&>(s).cases) pattern_targets(*c.pattern, out);
      break;
    case StmtKind::Assign:
      for (auto& t : static_cast<AssignStmt&>(s).targets) target_names(*t, out);
      break;
    case StmtKind::AugAssign:
      target_names(*static_cast<AugAssignStmt&>(s).target, out);
      break;
    case StmtKind::AnnAssign:
      target_names(*static_cast<AnnAssignStmt&>(s).target, out);
      break;
    case StmtKind::For:
      target_names(*static_cast<ForStmt&>(s).target, out);
      break;
    case StmtKind::With:
      for (auto& i : static_cast<WithStmt&>(s).items)
        if (i.optional_vars) target_names(*i.optional_vars, out);
      break;
    case StmtKind::Try:
      for (auto& h : static_cast<TryStmt&>(s).handlers)
        if (!h.name.empty()) out.insert(h.name);
      break;
    case StmtKind::FunctionDef:
      out.insert(static_cast<FunctionDef&>(s).name);
      return;
    case StmtKind::ClassDef:
      out.insert(static_cast<ClassDef&>(s).name);
      return;
    case StmtKind::Import:
    case StmtKind::ImportFrom: {
      const auto& names = s.kind == StmtKind::Import ? static_cast<ImportStmt&>(s).names
                                                     : static_cast<ImportFromStmt&>(s).names;
      for (const auto& a : names) {
        std::string n = a.asname.empty() ? a.name.substr(0, a.name.find('.')) : a.asname;
        if (n != "*") out.insert(n);
      }
      break;
    }
    case StmtKind::Delete:
      for (auto& t : static_cast<DeleteStmt&>(s).targets) target_names(*t, out);
      break;
    default:
      break;
  }
  if (nested) for_each_block(s, [&](StmtList& b) { bound_block(b, out); });
}

void bound_block(StmtList& body, NameSet& out) {
  for (auto& s : body) bound_stmt(*s, out);
}

// ---- per-statement facts -------------------------------------------------------

struct Facts {
  NameSet live_in, live_out, defined_in;
  NameSet modified;  // what the statement's blocks bind (before any rewrite)
};

struct FunctionFacts {
  std::unordered_map<const Stmt*, Facts> at;
  NameSet globals, nonlocals;
};

struct LoopEdges {
  NameSet head, out;
};

class Liveness {
 public:
  Liveness(FunctionFacts& f, const std::unordered_map<const ForStmt*, ExprPtr>& extra)
      : f_(f), extra_(extra) {}

  NameSet block(StmtList& b, NameSet out, LoopEdges* loop) {
    for (auto it = b.rbegin(); it != b.rend(); ++it) out = stmt(**it, std::move(out), loop);
    return out;
  }

 private:
  NameSet stmt(Stmt& s, NameSet out, LoopEdges* loop) {
    NameSet r;
    switch (s.kind) {
      case StmtKind::Assign:
      case StmtKind::AnnAssign:
      case StmtKind::Delete: {
        NameSet b;
        bound_stmt(s, b);
        for_each_stmt_expr(s, [&](ExprPtr& e) { target_reads(*e, r); });
        if (s.kind == StmtKind::Assign) reads(*static_cast<AssignStmt&>(s).value, r);
        if (s.kind == StmtKind::AnnAssign && static_cast<AnnAssignStmt&>(s).value)
          reads(*static_cast<AnnAssignStmt&>(s).value, r);
        return (out - b) | r;
      }
      case StmtKind::If: {
        auto& i = static_cast<IfStmt&>(s);
        reads(*i.test, r);
        NameSet in = r | block(i.body, out, loop) | block(i.orelse, out, loop);
        record(s, in, out);
        return in;
      }
      case StmtKind::While: {
        auto& w = static_cast<WhileStmt&>(s);
        NameSet test;
        reads(*w.test, test);
        LoopEdges edges{{}, out};
        for (;;) {
          NameSet head =
              test | block(w.body, edges.head, &edges) | block(w.orelse, out, loop) | out;
          if (head == edges.head) break;
          edges.head = head;
        }
        record(s, edges.head, out);
        return edges.head;
      }
      case StmtKind::For: {
        auto& f = static_cast<ForStmt&>(s);
        NameSet tgt, tgt_reads, iter;
        target_names(*f.target, tgt);
        target_reads(*f.target, tgt_reads);
        reads(*f.iter, iter);
        // The hidden stop condition (break/return flags) is read before every
        // iteration, like a while test.
        NameSet stop;
        auto ex = extra_.find(&f);
        if (ex != extra_.end()) reads(*ex->second, stop);
        LoopEdges edges{{}, out};
        for (;;) {
          NameSet head = stop | ((block(f.body, edges.head, &edges) - tgt) | tgt_reads) |
                         block(f.orelse, out, loop) | out;
          if (head == edges.head) break;
          edges.head = head;
        }
        NameSet in = iter | edges.head;
        record(s, in, out);
        return in;
      }
      case StmtKind::Break:
        return loop ? loop->out : out;
      case StmtKind::Continue:
        return loop ? loop->head : out;
      case StmtKind::Return:
      case StmtKind::Raise:
        for_each_stmt_expr(s, [&](ExprPtr& e) { reads(*e, r); });
        return r;
      case StmtKind::Try: {
        auto& t = static_cast<TryStmt&>(s);
        NameSet after = block(t.finalbody, out, loop);
        NameSet handlers;
        for (auto& h : t.handlers) {
          handlers = handlers | block(h.body, after, loop);
          if (h.type) reads(*h.type, handlers);
        }
        return block(t.body, block(t.orelse, after, loop) | handlers, loop) | handlers;
      }
      case StmtKind::With: {
        auto& w = static_cast<WithStmt&>(s);
        NameSet vars;
        for (auto& i : w.items) {
          reads(*i.context_expr, r);
          if (i.optional_vars) target_names(*i.optional_vars, vars);
        }
        return (block(w.body, out, loop) - vars) | r;
      }
      case StmtKind::Match: {
        // Any case may run, or none.
        auto& m = static_cast<MatchStmt&>(s);
        reads(*m.subject, r);
        NameSet in = out;
        for (auto& c : m.cases) {
          reads(*c.pattern, r);
          if (c.guard) reads(*c.guard, r);
          in = in | block(c.body, out, loop);
        }
        return in | r;
      }
      case StmtKind::FunctionDef: {
        // A nested function reads what its body reads (its closures).
        auto& d = static_cast<FunctionDef&>(s);
        NameSet inner, params;
        for_each_nested_read(d.body, inner);
        for (auto& p : d.params) params.insert(p.name);
        for_each_stmt_expr(s, [&](ExprPtr& e) { reads(*e, r); });
        return (out - NameSet{d.name}) | (inner - params) | r;
      }
      default: {
        NameSet b;
        bound_stmt(s, b);
        for_each_stmt_expr(s, [&](ExprPtr& e) { reads(*e, r); });
        // `n += 1` reads n before binding it: a loop that does it carries n.
        if (s.kind == StmtKind::AugAssign) target_names(*static_cast<AugAssignStmt&>(s).target, r);
        return (out - b) | r;
      }
    }
  }

  void for_each_nested_read(StmtList& body, NameSet& out) {
    for (auto& s : body) {
      for_each_stmt_expr(*s, [&](ExprPtr& e) { reads(*e, out); });
      if (s->kind == StmtKind::FunctionDef)
        for_each_nested_read(static_cast<FunctionDef&>(*s).body, out);
      for_each_block(*s, [&](StmtList& b) { for_each_nested_read(b, out); });
    }
  }

  void record(Stmt& s, const NameSet& in, const NameSet& out) {
    Facts& f = f_.at[&s];
    f.live_in = in;
    f.live_out = out;
  }

  FunctionFacts& f_;
  const std::unordered_map<const ForStmt*, ExprPtr>& extra_;
};

// Reaching definitions, reduced to what AutoGraph asks: may a name already
// hold a value when the statement starts?
void defined_block(StmtList& body, NameSet& d, FunctionFacts& f);

void defined_stmt(Stmt& s, NameSet& d, FunctionFacts& f) {
  switch (s.kind) {
    case StmtKind::If: {
      auto& i = static_cast<IfStmt&>(s);
      f.at[&s].defined_in = d;
      bound_block(i.body, f.at[&s].modified);
      bound_block(i.orelse, f.at[&s].modified);
      NameSet a = d, b = d;
      defined_block(i.body, a, f);
      defined_block(i.orelse, b, f);
      d = a | b;
      return;
    }
    case StmtKind::While:
    case StmtKind::For: {
      f.at[&s].defined_in = d;
      bound_stmt(s, f.at[&s].modified);
      // The body may run after an earlier iteration bound anything it binds.
      NameSet inner = d;
      bound_stmt(s, inner);
      for_each_block(s, [&](StmtList& b) { defined_block(b, inner, f); });
      d = inner;
      return;
    }
    case StmtKind::FunctionDef:
    case StmtKind::ClassDef:
      bound_stmt(s, d);
      return;
    default:
      // with/try bodies run in sequence after the statement's own bindings.
      bound_stmt(s, d, false);
      for_each_block(s, [&](StmtList& b) { defined_block(b, d, f); });
  }
}

void defined_block(StmtList& body, NameSet& d, FunctionFacts& f) {
  for (auto& s : body) defined_stmt(*s, d, f);
}

void declarations(StmtList& body, FunctionFacts& f) {
  for (auto& s : body) {
    if (s->kind == StmtKind::Global)
      for (auto& n : static_cast<NamesStmt&>(*s).names) f.globals.insert(n);
    if (s->kind == StmtKind::Nonlocal)
      for (auto& n : static_cast<NamesStmt&>(*s).names) f.nonlocals.insert(n);
    for_each_block(*s, [&](StmtList& b) { declarations(b, f); });
  }
}

// ---- the rewrite -----------------------------------------------------------------

struct BlockVars {
  std::vector<std::string> vars;  // outputs first, then inputs only; each group sorted
  std::vector<std::string> undefined;
  int nouts = 0;
};

class ControlFlow {
 public:
  explicit ControlFlow(PassContext& ctx) : ctx_(ctx) {}

  void function(FunctionDef& d) {
    FunctionFacts facts;
    declarations(d.body, facts);
    Liveness(facts, ctx_.extra_test).block(d.body, {}, nullptr);
    NameSet defined;
    for (auto& p : d.params) defined.insert(p.name);
    defined_block(d.body, defined, facts);
    FunctionFacts* saved = facts_;
    facts_ = &facts;
    block(d.body);
    facts_ = saved;
  }

 private:
  void block(StmtList& body) {
    StmtList out;
    for (auto& s : body) {
      if (s->kind == StmtKind::FunctionDef) {
        function(static_cast<FunctionDef&>(*s));
        out.push_back(std::move(s));
        continue;
      }
      if (s->kind == StmtKind::ClassDef) {
        out.push_back(std::move(s));
        continue;
      }
      for_each_block(*s, [&](StmtList& b) { block(b); });
      StmtList repl;
      switch (s->kind) {
        case StmtKind::If:
          repl = if_stmt(static_cast<IfStmt&>(*s));
          break;
        case StmtKind::While:
          repl = while_stmt(static_cast<WhileStmt&>(*s));
          break;
        case StmtKind::For:
          repl = for_stmt(static_cast<ForStmt&>(*s));
          break;
        default:
          out.push_back(std::move(s));
          continue;
      }
      for (auto& r : repl) out.push_back(std::move(r));
    }
    body = std::move(out);
  }

  BlockVars block_vars(const Stmt& node, const NameSet& modified) {
    const Facts& f = facts_->at.at(&node);
    NameSet basic, composite;
    for (const auto& s : modified) {
      if (is_composite(s)) {
        if (f.live_in.count(root_of(s))) composite.insert(s);
      } else if (f.live_in.count(s) || f.live_out.count(s) || facts_->nonlocals.count(s)) {
        basic.insert(s);
      }
    }
    BlockVars bv;
    NameSet input_only;
    for (const auto& s : basic)
      if (f.live_in.count(s) && !f.live_out.count(s)) input_only.insert(s);
    for (const auto& s : basic | composite)
      if (!input_only.count(s)) bv.vars.push_back(s);
    for (const auto& s : input_only) bv.vars.push_back(s);
    bv.nouts = int(bv.vars.size() - input_only.size());
    for (const auto& s : modified)
      if (!is_composite(s) && !f.defined_in.count(s) && !facts_->globals.count(s) &&
          !facts_->nonlocals.count(s))
        bv.undefined.push_back(s);
    return bv;
  }

  StmtList nonlocal_decls(const BlockVars& bv, Pos p) {
    StmtList out;
    std::vector<std::string> globals, nonlocals;
    for (const auto& v : bv.vars) {
      if (facts_->globals.count(v)) {
        globals.push_back(v);
      } else if (!is_composite(v)) {
        nonlocals.push_back(v);
      }
    }
    if (!globals.empty()) out.push_back(names(StmtKind::Global, globals, p));
    if (!nonlocals.empty()) out.push_back(names(StmtKind::Nonlocal, nonlocals, p));
    return out;
  }

  // A qualified name as an expression: x, or self.count.
  ExprPtr qual_expr(const std::string& q, Pos p, Ctx ctx) {
    size_t dot = q.rfind('.');
    if (dot == std::string::npos) return name(q, p, ctx);
    auto a = std::make_unique<AttributeExpr>(p, qual_expr(q.substr(0, dot), p, Ctx::Load),
                                             q.substr(dot + 1));
    a->ctx = ctx;
    return a;
  }

  void state_functions(StmtList& out, const BlockVars& bv, const std::string& getter,
                       const std::string& setter, Pos p) {
    if (bv.vars.empty()) {
      out.push_back(def(getter, {}, list_of(ret(tuple({}, p), p)), p));
      out.push_back(def(setter, {"block_vars"}, list_of(simple(StmtKind::Pass, p)), p));
      return;
    }
    ExprList got, targets;
    for (const auto& v : bv.vars) {
      if (is_composite(v)) {
        // ag__.ldu(lambda: self.x, 'self.x'): the value, or an Undefined.
        ExprList args;
        args.push_back(lambda(qual_expr(v, p, Ctx::Load), p));
        args.push_back(str(v, p));
        got.push_back(call(ag("ldu", p), std::move(args), p));
      } else {
        got.push_back(name(v, p));
      }
      targets.push_back(qual_expr(v, p, Ctx::Store));
    }
    out.push_back(def(getter, {}, list_of(ret(tuple(std::move(got), p), p)), p));
    StmtList set_body = nonlocal_decls(bv, p);
    set_body.push_back(assign(tuple(std::move(targets), p, Ctx::Store), name("vars_", p), p));
    out.push_back(def(setter, {"vars_"}, std::move(set_body), p));
  }

  StmtList with_decls(const BlockVars& bv, StmtList body, Pos p) {
    StmtList out = nonlocal_decls(bv, p);
    if (body.empty()) body.push_back(simple(StmtKind::Pass, p));
    for (auto& s : body) out.push_back(std::move(s));
    return out;
  }

  void undefined_assigns(StmtList& out, const BlockVars& bv, Pos p) {
    for (const auto& v : bv.undefined) {
      ExprList args;
      args.push_back(str(v, p));
      out.push_back(assign_name(v, call(ag("Undefined", p), std::move(args), p), p));
    }
  }

  ExprPtr symbol_names(const BlockVars& bv, Pos p) {
    ExprList names_;
    for (const auto& v : bv.vars) names_.push_back(str(v, p));
    return tuple(std::move(names_), p);
  }

  StmtList if_stmt(IfStmt& node) {
    Pos p = node.pos;
    BlockVars bv = block_vars(node, facts_->at.at(&node).modified);
    std::string getter = ctx_.namer.new_symbol("get_state");
    std::string setter = ctx_.namer.new_symbol("set_state");
    StmtList out;
    state_functions(out, bv, getter, setter, p);
    std::string body_name = ctx_.namer.new_symbol("if_body");
    std::string orelse_name = ctx_.namer.new_symbol("else_body");
    out.push_back(def(body_name, {}, with_decls(bv, std::move(node.body), p), p));
    out.push_back(def(orelse_name, {}, with_decls(bv, std::move(node.orelse), p), p));
    undefined_assigns(out, bv, p);
    ExprList args;
    args.push_back(std::move(node.test));
    args.push_back(name(body_name, p));
    args.push_back(name(orelse_name, p));
    args.push_back(name(getter, p));
    args.push_back(name(setter, p));
    args.push_back(symbol_names(bv, p));
    args.push_back(integer(bv.nouts, p));
    out.push_back(expr_stmt(call(ag("if_stmt", p), std::move(args), p), p));
    return out;
  }

  StmtList while_stmt(WhileStmt& node) {
    Pos p = node.pos;
    BlockVars bv = block_vars(node, facts_->at.at(&node).modified);
    std::string getter = ctx_.namer.new_symbol("get_state");
    std::string setter = ctx_.namer.new_symbol("set_state");
    StmtList out;
    state_functions(out, bv, getter, setter, p);
    std::string body_name = ctx_.namer.new_symbol("loop_body");
    std::string test_name = ctx_.namer.new_symbol("loop_test");
    out.push_back(def(body_name, {}, with_decls(bv, std::move(node.body), p), p));
    // A `:=` in the test binds a loop variable: the test function declares
    // it nonlocal, as the body does.
    NameSet test_binds;
    walrus_targets(*node.test, test_binds);
    BlockVars test_vars;
    for (const auto& v : bv.vars)
      if (test_binds.count(v)) test_vars.vars.push_back(v);
    StmtList test_body = nonlocal_decls(test_vars, p);
    test_body.push_back(ret(std::move(node.test), p));
    out.push_back(def(test_name, {}, std::move(test_body), p));
    undefined_assigns(out, bv, p);
    ExprList args;
    args.push_back(name(test_name, p));
    args.push_back(name(body_name, p));
    args.push_back(name(getter, p));
    args.push_back(name(setter, p));
    args.push_back(symbol_names(bv, p));
    auto opts = std::make_unique<DictExpr>(p);
    if (!test_binds.empty()) {
      // A tensor loop's condition cannot rebind its state: while_stmt says so.
      ExprList bound;
      for (const auto& v : test_binds) bound.push_back(str(v, p));
      opts->keys.push_back(str("test_assigns", p));
      opts->values.push_back(tuple(std::move(bound), p));
    }
    args.push_back(std::move(opts));
    out.push_back(expr_stmt(call(ag("while_stmt", p), std::move(args), p), p));
    return out;
  }

  StmtList for_stmt(ForStmt& node) {
    Pos p = node.pos;
    BlockVars bv = block_vars(node, facts_->at.at(&node).modified);
    std::string getter = ctx_.namer.new_symbol("get_state");
    std::string setter = ctx_.namer.new_symbol("set_state");
    StmtList out;
    state_functions(out, bv, getter, setter, p);
    auto opts = std::make_unique<DictExpr>(p);
    opts->keys.push_back(str("iterate_names", p));
    opts->values.push_back(str(unparse_expr(*node.target), p));
    std::string extra_name;
    StmtPtr extra_def;
    auto it = ctx_.extra_test.find(&node);
    if (it != ctx_.extra_test.end()) {
      extra_name = ctx_.namer.new_symbol("extra_test");
      StmtList b = nonlocal_decls(bv, p);
      b.push_back(ret(std::move(it->second), p));
      extra_def = def(extra_name, {}, std::move(b), p);
      ctx_.extra_test.erase(it);
    }
    std::string itr = ctx_.namer.new_symbol("itr");
    std::string body_name = ctx_.namer.new_symbol("loop_body");
    StmtList body;
    body.push_back(assign(std::move(node.target), name(itr, p), p));
    for (auto& s : node.body) body.push_back(std::move(s));
    out.push_back(def(body_name, {itr}, with_decls(bv, std::move(body), p), p));
    if (extra_def) out.push_back(std::move(extra_def));
    undefined_assigns(out, bv, p);
    ExprList args;
    args.push_back(std::move(node.iter));
    args.push_back(extra_name.empty() ? none(p) : name(extra_name, p));
    args.push_back(name(body_name, p));
    args.push_back(name(getter, p));
    args.push_back(name(setter, p));
    args.push_back(symbol_names(bv, p));
    args.push_back(std::move(opts));
    out.push_back(expr_stmt(call(ag("for_stmt", p), std::move(args), p), p));
    return out;
  }

  PassContext& ctx_;
  FunctionFacts* facts_ = nullptr;
};

}  // namespace

void control_flow_pass(FunctionDef& def, PassContext& ctx) { ControlFlow(ctx).function(def); }

}  // namespace ag_internal
}  // namespace minitf
