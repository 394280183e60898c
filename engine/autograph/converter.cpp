// The AutoGraph passes other than control flow (control_flow_pass.cpp), each
// a faithful port of its TensorFlow converter: the same rewrites, the same
// generated names (drawn from one Namer, so numbering matches TF's), the
// same order. Each pass walks the whole function, nested defs included.
#include "autograph/converter.h"

#include <cctype>
#include <functional>

#include "autograph/ast_build.h"
#include "autograph/printer.h"

namespace minitf {
namespace ag_internal {

std::string Namer::new_symbol(const std::string& root_in) {
  std::string root = root_in;
  int n = 0;
  size_t us = root.rfind('_');
  if (us != std::string::npos && us + 1 < root.size()) {
    std::string tail = root.substr(us + 1);
    bool digits = true;
    for (char c : tail) digits = digits && std::isdigit(static_cast<unsigned char>(c));
    if (digits) {
      n = std::stoi(tail);
      root = root.substr(0, us);
    }
  }
  std::string name = root;
  while (reserved.count(name) || generated_.count(name)) name = root + "_" + std::to_string(++n);
  generated_.insert(name);
  return name;
}

namespace {

using namespace agb;

// Bottom-up expression rewriting: children first, then f on the slot itself.
template <class F>
void map_expr(ExprPtr& e, F& f) {
  for_each_child(*e, [&](ExprPtr& c) { map_expr(c, f); });
  f(e);
}

// Applies map_expr to every expression of a statement list, descending into
// compound statements; `on_def` decides what happens at a nested def.
template <class F, class D>
void map_body_exprs(StmtList& body, F& f, D& on_def) {
  for (auto& s : body) {
    if (s->kind == StmtKind::FunctionDef) {
      for_each_stmt_expr(*s, [&](ExprPtr& e) { map_expr(e, f); });
      on_def(static_cast<FunctionDef&>(*s));
      continue;
    }
    if (s->kind == StmtKind::ClassDef) continue;  // class bodies are not converted
    for_each_stmt_expr(*s, [&](ExprPtr& e) { map_expr(e, f); });
    for_each_block(*s, [&](StmtList& b) { map_body_exprs(b, f, on_def); });
  }
}

// map_body_exprs through nested defs too.
template <class F>
void map_all_exprs(StmtList& body, F& f) {
  auto on_def = [&](FunctionDef& d) { map_all_exprs(d.body, f); };
  map_body_exprs(body, f, on_def);
}

template <class D>
void for_each_nested_def(StmtList& body, D&& on_def) {
  for (auto& s : body) {
    if (s->kind == StmtKind::FunctionDef) {
      on_def(static_cast<FunctionDef&>(*s));
      continue;
    }
    for_each_block(*s, [&](StmtList& b) { for_each_nested_def(b, on_def); });
  }
}

void collect_names(StmtList& body, std::set<std::string>& names);

void collect_expr_names(ExprPtr& e, std::set<std::string>& names) {
  auto f = [&](ExprPtr& x) {
    if (x->kind == ExprKind::Name) names.insert(static_cast<NameExpr&>(*x).id);
  };
  map_expr(e, f);
}

void collect_names(StmtList& body, std::set<std::string>& names) {
  for (auto& s : body) {
    for_each_stmt_expr(*s, [&](ExprPtr& e) { collect_expr_names(e, names); });
    if (s->kind == StmtKind::FunctionDef) {
      auto& d = static_cast<FunctionDef&>(*s);
      names.insert(d.name);
      for (auto& p : d.params) names.insert(p.name);
      collect_names(d.body, names);
    }
    if (s->kind == StmtKind::Global || s->kind == StmtKind::Nonlocal)
      for (auto& n : static_cast<NamesStmt&>(*s).names) names.insert(n);
    for_each_block(*s, [&](StmtList& b) { collect_names(b, names); });
  }
}

void collect_loads(StmtList& body, std::unordered_set<const NameExpr*>& loads) {
  auto f = [&](ExprPtr& x) {
    if (x->kind == ExprKind::Name && static_cast<NameExpr&>(*x).ctx == Ctx::Load)
      loads.insert(static_cast<NameExpr*>(x.get()));
  };
  auto on_def = [&](FunctionDef& d) { collect_loads(d.body, loads); };
  map_body_exprs(body, f, on_def);
}

bool is_docstring(const Stmt& s) {
  if (s.kind != StmtKind::ExprStmt) return false;
  const Expr& v = *static_cast<const ExprStmt&>(s).value;
  return v.kind == ExprKind::Constant &&
         static_cast<const ConstantExpr&>(v).ckind == ConstKind::Str;
}

// ---- functions (function_scopes.py) ----------------------------------------

ExprPtr conversion_options(bool user_requested, Pos p) {
  std::vector<Keyword> kws;
  kws.push_back(keyword("recursive", boolean(true, p), p));
  kws.push_back(keyword("user_requested", boolean(user_requested, p), p));
  kws.push_back(keyword("optional_features", tuple({}, p), p));
  kws.push_back(keyword("internal_convert_user_code", boolean(true, p), p));
  return call(ag("ConversionOptions", p), {}, p, std::move(kws));
}

void functions_pass(FunctionDef& d, PassContext& ctx, int level) {
  std::string fs = ctx.namer.new_symbol("fscope");
  ctx.fscope[&d] = fs;
  for_each_nested_def(d.body, [&](FunctionDef& inner) { functions_pass(inner, ctx, level + 1); });
  // The top-level function loses its decorators (they were applied already);
  // inner ones are marked so converted_call does not convert them again.
  if (level == 0) {
    d.decorators.clear();
  } else {
    d.decorators.push_back(ag("autograph_artifact", d.pos));
  }
  StmtList body = std::move(d.body);
  StmtPtr doc;
  if (!body.empty() && is_docstring(*body[0])) {
    doc = std::move(body[0]);
    body.erase(body.begin());
  }
  if (body.empty()) body.push_back(simple(StmtKind::Pass, d.pos));
  Pos p = body[0]->pos;
  auto with = std::make_unique<WithStmt>(p);
  WithItem item;
  ExprList args;
  args.push_back(str(d.name, p));
  args.push_back(str(fs, p));
  args.push_back(conversion_options(level == 0 ? ctx.user_requested : false, p));
  item.context_expr = call(ag("FunctionScope", p), std::move(args), p);
  item.optional_vars = name(fs, p, Ctx::Store);
  with->items.push_back(std::move(item));
  with->body = std::move(body);
  d.body.clear();
  if (doc) d.body.push_back(std::move(doc));
  d.body.push_back(std::move(with));
}

// ---- break (break_statements.py) --------------------------------------------

struct BreakState {
  std::string var;
  bool used = false;
};

void break_block(StmtList& body, PassContext& ctx, BreakState* st);

// A loop's else clause runs only when no break happened: it moves after the
// loop, guarded by the break flag.
void emit_loop(StmtList& out, StmtPtr loop, StmtList& orelse, const BreakState& inner, Pos p) {
  out.push_back(std::move(loop));
  if (orelse.empty()) return;
  if (inner.used) {
    out.push_back(guard(inner.var, std::move(orelse), p));
  } else {
    for (auto& s : orelse) out.push_back(std::move(s));
  }
  orelse.clear();
}

void break_block(StmtList& body, PassContext& ctx, BreakState* st) {
  StmtList out;
  for (auto& s : body) {
    Pos p = s->pos;
    switch (s->kind) {
      case StmtKind::Break:
        if (!st) {
          out.push_back(std::move(s));
          break;
        }
        st->used = true;
        out.push_back(assign_name(st->var, boolean(true, p), p));
        out.push_back(simple(StmtKind::Continue, p));
        break;
      case StmtKind::While:
      case StmtKind::For: {
        BreakState inner{ctx.namer.new_symbol("break_"), false};
        bool is_while = s->kind == StmtKind::While;
        StmtList& loop_body =
            is_while ? static_cast<WhileStmt&>(*s).body : static_cast<ForStmt&>(*s).body;
        StmtList& orelse =
            is_while ? static_cast<WhileStmt&>(*s).orelse : static_cast<ForStmt&>(*s).orelse;
        break_block(loop_body, ctx, &inner);
        break_block(orelse, ctx, st);
        if (inner.used) {
          out.push_back(assign_name(inner.var, boolean(false, p), p));
          if (is_while) {
            auto& w = static_cast<WhileStmt&>(*s);
            w.test = and_(not_(name(inner.var, p), p), std::move(w.test), p);
          } else {
            ctx.extra_test[static_cast<ForStmt*>(s.get())] = not_(name(inner.var, p), p);
          }
        }
        StmtList els = std::move(orelse);
        orelse.clear();
        emit_loop(out, std::move(s), els, inner, p);
        break;
      }
      case StmtKind::FunctionDef:
        break_block(static_cast<FunctionDef&>(*s).body, ctx, nullptr);
        out.push_back(std::move(s));
        break;
      default:
        for_each_block(*s, [&](StmtList& b) { break_block(b, ctx, st); });
        out.push_back(std::move(s));
    }
  }
  body = std::move(out);
}

// ---- continue (continue_statements.py) --------------------------------------

// `continue` sets a flag; in every block between it and its loop, the
// statements after the one that may have continued move under
// `if not continue_:`.
class ContinuePass {
 public:
  explicit ContinuePass(PassContext& ctx) : ctx_(ctx) {}

  void plain(StmtList& body) {
    for (auto& s : body) visit(s);
  }

 private:
  struct Block {
    bool is_loop = false, guard_current = false, guard_next = false;
  };
  struct Loop {
    std::string var;
    bool used = false;
  };

  void loop_body(StmtList& body) {
    Loop l{ctx_.namer.new_symbol("continue_")};
    Block b;
    b.is_loop = true;
    loops_.push_back(&l);
    blocks_.push_back(&b);
    process(body);
    blocks_.pop_back();
    loops_.pop_back();
    if (l.used && !body.empty()) {
      Pos p = body[0]->pos;
      body.insert(body.begin(), assign_name(l.var, boolean(false, p), p));
    }
  }

  void non_loop(StmtList& body) {
    Block b;
    blocks_.push_back(&b);
    process(body);
    blocks_.pop_back();
  }

  void process(StmtList& body) {
    StmtList in = std::move(body);
    StmtList out;
    StmtList* dest = &out;
    for (auto& s : in) {
      visit(s);
      if (!loops_.empty() && loops_.back()->used) {
        Block& b = *blocks_.back();
        bool wrap = b.guard_current;
        b.guard_current = b.guard_next;
        b.guard_next = false;
        if (wrap) {
          Pos p = s->pos;
          auto g = guard(loops_.back()->var, list_of(std::move(s)), p);
          StmtList* next = &g->body;
          dest->push_back(std::move(g));
          dest = next;
          continue;
        }
      }
      dest->push_back(std::move(s));
    }
    body = std::move(out);
  }

  void visit(StmtPtr& s) {
    switch (s->kind) {
      case StmtKind::Continue: {
        if (loops_.empty()) return;
        loops_.back()->used = true;
        for (auto it = blocks_.rbegin(); it != blocks_.rend(); ++it) {
          (*it)->guard_next = true;
          if ((*it)->is_loop) break;
        }
        s = assign_name(loops_.back()->var, boolean(true, s->pos), s->pos);
        return;
      }
      case StmtKind::While: {
        auto& w = static_cast<WhileStmt&>(*s);
        loop_body(w.body);
        non_loop(w.orelse);
        return;
      }
      case StmtKind::For: {
        auto& f = static_cast<ForStmt&>(*s);
        loop_body(f.body);
        non_loop(f.orelse);
        return;
      }
      case StmtKind::FunctionDef: {
        // A continue never crosses a def.
        auto saved_blocks = std::move(blocks_);
        auto saved_loops = std::move(loops_);
        blocks_.clear();
        loops_.clear();
        plain(static_cast<FunctionDef&>(*s).body);
        blocks_ = std::move(saved_blocks);
        loops_ = std::move(saved_loops);
        return;
      }
      case StmtKind::ClassDef:
        return;
      default:
        for_each_block(*s, [&](StmtList& b) { non_loop(b); });
    }
  }

  PassContext& ctx_;
  std::vector<Block*> blocks_;
  std::vector<Loop*> loops_;
};

// ---- return (return_statements.py) ------------------------------------------

// ConditionalReturnRewriter: after an if whose one branch always returns, the
// rest of the block moves into the other branch. Returns whether the block
// definitely returns.
bool conditional_return_block(StmtList& body) {
  StmtList in = std::move(body);
  StmtList out;
  StmtList* dest = &out;
  bool definitely = false;
  for (auto& s : in) {
    StmtList* next = nullptr;
    switch (s->kind) {
      case StmtKind::Return:
        definitely = true;
        break;
      case StmtKind::If: {
        auto& i = static_cast<IfStmt&>(*s);
        bool b = conditional_return_block(i.body);
        bool o = conditional_return_block(i.orelse);
        if (b && o) definitely = true;
        if (b) {
          next = &i.orelse;
        } else if (o) {
          next = &i.body;
        }
        break;
      }
      case StmtKind::With:
        if (conditional_return_block(static_cast<WithStmt&>(*s).body)) definitely = true;
        break;
      case StmtKind::FunctionDef:
        conditional_return_block(static_cast<FunctionDef&>(*s).body);
        break;
      default:
        for_each_block(*s, [](StmtList& b) { conditional_return_block(b); });
    }
    dest->push_back(std::move(s));
    if (next) dest = next;
  }
  body = std::move(out);
  return definitely;
}

struct ReturnBlock {
  bool is_function = false, return_used = false, guard_next = false, guard_now = false;
};

class ReturnPass {
 public:
  explicit ReturnPass(PassContext& ctx) : ctx_(ctx) {}

  void function(FunctionDef& d) {
    std::vector<ReturnBlock*> saved = std::move(blocks_);
    std::string saved_do = do_return_, saved_ret = retval_;
    blocks_.clear();
    do_return_ = ctx_.namer.new_symbol("do_return");
    retval_ = ctx_.namer.new_symbol("retval_");
    ReturnBlock fb;
    fb.is_function = true;
    blocks_.push_back(&fb);
    block(d.body);
    blocks_.pop_back();
    if (fb.return_used) {
      auto& with = static_cast<WithStmt&>(*d.body.back());
      Pos p = with.body.empty() ? d.pos : with.body[0]->pos;
      StmtList body;
      body.push_back(assign_name(do_return_, boolean(false, p), p));
      body.push_back(assign_name(retval_, call(ag("UndefinedReturnValue", p), {}, p), p));
      for (auto& s : with.body) body.push_back(std::move(s));
      ExprList args;
      args.push_back(name(retval_, p));
      args.push_back(name(do_return_, p));
      const std::string& fs = ctx_.fscope.at(&d);
      body.push_back(ret(call(attr(name(fs, p), "ret", p), std::move(args), p), p));
      with.body = std::move(body);
    }
    blocks_ = std::move(saved);
    do_return_ = saved_do;
    retval_ = saved_ret;
  }

 private:
  void block(StmtList& body) {
    ReturnBlock b;
    blocks_.push_back(&b);
    StmtList in = std::move(body);
    StmtList out;
    StmtList* dest = &out;
    for (auto& s : in) {
      stmt(s);
      if (!b.return_used) {
        dest->push_back(std::move(s));
        continue;
      }
      if (b.guard_now) {
        Pos p = s->pos;
        auto g = guard(do_return_, list_of(std::move(s)), p);
        StmtList* next = &g->body;
        dest->push_back(std::move(g));
        dest = next;
      } else {
        dest->push_back(std::move(s));
      }
      b.guard_now = b.guard_next;
      b.guard_next = false;
    }
    blocks_.pop_back();
    body = std::move(out);
  }

  void stmt(StmtPtr& s) {
    Pos p = s->pos;
    switch (s->kind) {
      case StmtKind::Return: {
        for (auto it = blocks_.rbegin(); it != blocks_.rend(); ++it) {
          (*it)->return_used = true;
          (*it)->guard_next = true;
          if ((*it)->is_function) break;
        }
        auto& r = static_cast<ReturnStmt&>(*s);
        ExprPtr value = r.value ? std::move(r.value) : none(p);
        // If evaluating the value raises, the return did not happen.
        auto t = std::make_unique<TryStmt>(p);
        t->body.push_back(assign_name(do_return_, boolean(true, p), p));
        t->body.push_back(assign_name(retval_, std::move(value), p));
        ExceptHandler h;
        h.pos = p;
        h.body.push_back(assign_name(do_return_, boolean(false, p), p));
        h.body.push_back(std::make_unique<RaiseStmt>(p));
        t->handlers.push_back(std::move(h));
        s = std::move(t);
        break;
      }
      case StmtKind::While: {
        auto& w = static_cast<WhileStmt&>(*s);
        block(w.body);
        if (blocks_.back()->return_used)
          w.test = and_(not_(name(do_return_, p), p), std::move(w.test), p);
        block(w.orelse);
        break;
      }
      case StmtKind::For: {
        auto& f = static_cast<ForStmt&>(*s);
        block(f.body);
        if (blocks_.back()->return_used) {
          auto it = ctx_.extra_test.find(&f);
          ExprPtr flag = not_(name(do_return_, p), p);
          if (it != ctx_.extra_test.end()) {
            it->second = and_(std::move(flag), std::move(it->second), p);
          } else {
            ctx_.extra_test[&f] = std::move(flag);
          }
        }
        block(f.orelse);
        break;
      }
      case StmtKind::FunctionDef:
        function(static_cast<FunctionDef&>(*s));
        break;
      case StmtKind::ClassDef:
        break;
      default:
        for_each_block(*s, [&](StmtList& b) { block(b); });
    }
  }

  PassContext& ctx_;
  std::vector<ReturnBlock*> blocks_;
  std::string do_return_, retval_;
};

// ---- call trees (call_trees.py) ---------------------------------------------

// "a.b.c" for a chain of attributes on a name; empty otherwise.
std::string dotted_name(const Expr& e) {
  if (e.kind == ExprKind::Name) return static_cast<const NameExpr&>(e).id;
  if (e.kind == ExprKind::Attribute) {
    const auto& a = static_cast<const AttributeExpr&>(e);
    std::string base = dotted_name(*a.value);
    return base.empty() ? base : base + "." + a.attr;
  }
  return "";
}

// f(a, b, *c) → (a, b) + tuple(c): positional and *args in one tuple.
ExprPtr args_to_tuple(ExprList args, Pos p) {
  std::vector<ExprPtr> parts;
  ExprList acc;
  for (auto& a : args) {
    if (a->kind == ExprKind::Starred) {
      if (!acc.empty()) parts.push_back(tuple(std::move(acc), p));
      acc.clear();
      ExprList targ;
      targ.push_back(std::move(static_cast<StarredExpr&>(*a).value));
      parts.push_back(call(name("tuple", p), std::move(targ), p));
    } else {
      acc.push_back(std::move(a));
    }
  }
  if (!acc.empty()) parts.push_back(tuple(std::move(acc), p));
  if (parts.empty()) return tuple({}, p);
  ExprPtr result = std::move(parts[0]);
  for (size_t i = 1; i < parts.size(); ++i)
    result = std::make_unique<BinOpExpr>(p, BinOpKind::Add, std::move(result), std::move(parts[i]));
  return result;
}

void call_trees(FunctionDef& d, PassContext& ctx) {
  const std::string fs = ctx.fscope.at(&d);
  auto f = [&](ExprPtr& e) {
    if (e->kind != ExprKind::Call) return;
    auto& c = static_cast<CallExpr&>(*e);
    std::string full = dotted_name(*c.func);
    // ag__ helpers and the function scope's own methods are never converted;
    // print and super are called as they are (print runs at trace time;
    // zero-argument super needs its caller's frame).
    if (full.rfind("ag__.", 0) == 0 || full.rfind(fs + ".", 0) == 0 || full == "print" ||
        full == "super")
      return;
    Pos p = c.pos;
    ExprList args;
    args.push_back(std::move(c.func));
    args.push_back(args_to_tuple(std::move(c.args), p));
    if (c.keywords.empty()) {
      args.push_back(none(p));
    } else {
      args.push_back(call(name("dict", p), {}, p, std::move(c.keywords)));
    }
    args.push_back(name(fs, p));
    e = call(ag("converted_call", p), std::move(args), p);
  };
  auto on_def = [&](FunctionDef& inner) { call_trees(inner, ctx); };
  map_body_exprs(d.body, f, on_def);
}

// ---- conditional expressions, logical expressions, variables ----------------

void expression_passes(FunctionDef& d, PassContext& ctx) {
  // conditional_expressions.py: a if c else b → ag__.if_exp(c, lambda: a, lambda: b, 'c')
  auto ifexp = [&](ExprPtr& e) {
    if (e->kind != ExprKind::IfExp) return;
    auto& i = static_cast<IfExpExpr&>(*e);
    Pos p = i.pos;
    std::string repr = unparse_expr(*i.test);
    ExprList args;
    args.push_back(std::move(i.test));
    args.push_back(lambda(std::move(i.body), p));
    args.push_back(lambda(std::move(i.orelse), p));
    args.push_back(str(repr, p));
    e = call(ag("if_exp", p), std::move(args), p);
  };
  // logical_expressions.py: and/or become lazy tensor-aware calls, not → not_.
  auto logical = [&](ExprPtr& e) {
    Pos p = e->pos;
    if (e->kind == ExprKind::UnaryOp && static_cast<UnaryOpExpr&>(*e).op == UnaryOpKind::Not) {
      ExprList args;
      args.push_back(std::move(static_cast<UnaryOpExpr&>(*e).operand));
      e = call(ag("not_", p), std::move(args), p);
    } else if (e->kind == ExprKind::BoolOp) {
      auto& b = static_cast<BoolOpExpr&>(*e);
      const char* fn = b.is_and ? "and_" : "or_";
      ExprPtr right = std::move(b.values.back());
      for (size_t i = b.values.size() - 1; i-- > 0;) {
        ExprList args;
        args.push_back(lambda(std::move(b.values[i]), p));
        args.push_back(lambda(std::move(right), p));
        right = call(ag(fn, p), std::move(args), p);
      }
      e = std::move(right);
    }
  };
  // variables.py: loads of the user's names go through ag__.ld.
  auto ld = [&](ExprPtr& e) {
    if (e->kind != ExprKind::Name || !ctx.original_loads.count(static_cast<NameExpr*>(e.get())))
      return;
    Pos p = e->pos;
    ExprList args;
    args.push_back(std::move(e));
    e = call(ag("ld", p), std::move(args), p);
  };
  map_all_exprs(d.body, ifexp);
  map_all_exprs(d.body, logical);
  map_all_exprs(d.body, ld);
}

// The statement half of variables.py: x += y reads x first; del x rebinds
// x to an Undefined.
void variable_statements(StmtList& body, PassContext& ctx) {
  StmtList out;
  for (auto& s : body) {
    for_each_block(*s, [&](StmtList& b) { variable_statements(b, ctx); });
    if (s->kind == StmtKind::FunctionDef)
      variable_statements(static_cast<FunctionDef&>(*s).body, ctx);
    Pos p = s->pos;
    if (s->kind == StmtKind::AugAssign) {
      auto& a = static_cast<AugAssignStmt&>(*s);
      if (a.target->kind == ExprKind::Name) {
        const std::string& id = static_cast<NameExpr&>(*a.target).id;
        ExprList args;
        args.push_back(name(id, p));
        out.push_back(assign_name(id, call(ag("ld", p), std::move(args), p), p));
      }
    } else if (s->kind == StmtKind::Delete) {
      auto& d = static_cast<DeleteStmt&>(*s);
      ExprList rest;
      for (auto& t : d.targets) {
        if (t->kind == ExprKind::Name) {
          const std::string& id = static_cast<NameExpr&>(*t).id;
          ExprList args;
          args.push_back(str(id, p));
          out.push_back(assign_name(id, call(ag("Undefined", p), std::move(args), p), p));
        } else {
          rest.push_back(std::move(t));
        }
      }
      if (rest.empty()) continue;
      d.targets = std::move(rest);
    }
    out.push_back(std::move(s));
  }
  body = std::move(out);
}

}  // namespace
}  // namespace ag_internal

std::unique_ptr<FunctionDef> convert_function(const FunctionDef& original,
                                              const ConvertOptions& options) {
  using namespace ag_internal;
  StmtPtr cloned = clone_stmt(original);
  std::unique_ptr<FunctionDef> def(static_cast<FunctionDef*>(cloned.release()));
  PassContext ctx;
  ctx.user_requested = options.user_requested;
  ctx.namer.reserved = options.global_names;
  collect_names(def->body, ctx.namer.reserved);
  for (auto& p : def->params) ctx.namer.reserved.insert(p.name);
  collect_loads(def->body, ctx.original_loads);

  functions_pass(*def, ctx, 0);
  break_block(def->body, ctx, nullptr);
  ContinuePass(ctx).plain(def->body);
  conditional_return_block(def->body);
  ReturnPass(ctx).function(*def);
  call_trees(*def, ctx);
  control_flow_pass(*def, ctx);
  expression_passes(*def, ctx);
  variable_statements(def->body, ctx);
  def->name = "tf__" + def->name;
  return def;
}

}  // namespace minitf
