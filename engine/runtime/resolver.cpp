// Scope resolution in three passes over one unit:
//  1. collect: build the scope tree; record, per scope, the names it assigns,
//     declares global/nonlocal, and uses;
//  2. capture: for every use that binds in an enclosing function, mark the
//     owner's variable as a cell and the frames in between as carrying it free;
//  3. annotate: give every NameExpr its (scope, index), number slots and cells.
// Comprehensions are scopes of their own (their targets do not leak) but run
// inline in the frame of the nearest enclosing function, class or module.
#include "runtime/resolver.h"

#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>

#include "runtime/errors.h"
#include "runtime/interp_impl.h"
#include "runtime/interpreter.h"
#include "runtime/types.h"

namespace minitf {
namespace {

// An operand the interpreter may read in place (BinOpExpr/CompareExpr::
// leaf_operands): a constant or a plain local, whose reading has no effects.
bool is_leaf(const Expr* x) {
  return x->kind == ExprKind::Constant ||
         (x->kind == ExprKind::Name && static_cast<const NameExpr*>(x)->scope == Scope::Local);
}

struct Sc {
  enum Kind { ModuleK, FunctionK, ClassK, CompK } kind;
  Sc* parent = nullptr;
  std::vector<std::string> assigned_order;
  std::set<std::string> assigned, globals, nonlocals, used;
  std::set<std::string> captured;             // own variables that inner frames capture
  std::vector<std::string> free;              // frame scopes only
  ScopeInfo* info = nullptr;                  // frame scopes only
  std::map<std::string, int32_t> slot, cell;  // frame scopes (comp names keyed per comp)
  Pos pos;

  void assign(const std::string& n) {
    if (assigned.insert(n).second) assigned_order.push_back(n);
  }
  bool is_frame() const { return kind != CompK; }
};

Sc* frame_of(Sc* s) {
  while (!s->is_frame()) s = s->parent;
  return s;
}

// A comprehension's variables live in its host frame under a private key, so
// two comprehensions (or a comprehension and the function) never collide.
std::string comp_key(const Sc* comp, const std::string& n) {
  return n + "#" + std::to_string(reinterpret_cast<uintptr_t>(comp));
}

// What the resolver makes for a unit's tree, held by SourceUnit::annotations:
// the nodes point into it (ConstantExpr::value, AttributeExpr::attr_str,
// Keyword::name_str). A deque never moves its elements, so those pointers
// stay valid as later resolutions (AutoGraph's functions) add to it.
struct UnitAnnotations {
  std::deque<Value> constants;
  std::vector<Ref<Str>> names;  // interned; held so each outlives its nodes
};

UnitAnnotations& annotations_of(SourceUnit& unit) {
  if (!unit.annotations) unit.annotations = std::make_shared<UnitAnnotations>();
  return *static_cast<UnitAnnotations*>(unit.annotations.get());
}

struct Binding {
  enum Kind { Global, ClassBody, Owned } kind;
  Sc* owner = nullptr;  // for Owned
};

SyntaxErrorInfo scope_error(const SourceFile* f, Pos p, const std::string& msg) {
  SyntaxErrorInfo e;
  e.message = msg;
  if (f) {
    e.filename = f->name;
    e.line_text = std::string(f->line_text(p.line));
  }
  e.line = p.line;
  e.col = p.col;
  e.end_col = p.col + 1;
  return e;
}

class Resolver {
 public:
  Resolver(Interpreter& in, Module& m, SourceUnit& owner, const SourceFile* file)
      : in_(in), module_(m), file_(file), annotations_(annotations_of(owner)) {}

  // ---- pass 1: collect ----

  Sc* new_scope(Sc::Kind k, Sc* parent, ScopeInfo* info, Pos pos) {
    scopes_.push_back(std::make_unique<Sc>());
    Sc* s = scopes_.back().get();
    s->kind = k;
    s->parent = parent;
    s->info = info;
    s->pos = pos;
    return s;
  }

  void collect_body(const StmtList& body, Sc* s) {
    for (auto& st : body) collect_stmt(st.get(), s);
  }

  void collect_function(FunctionDef* d, Sc* s) {
    for (auto& p : d->params) {
      if (p.default_value) collect_expr(p.default_value.get(), s);
    }
    Sc* f = new_scope(Sc::FunctionK, s, &d->scope, d->pos);
    scope_of_[d] = f;
    for (auto& p : d->params) f->assign(p.name);
    collect_body(d->body, f);
  }

  void collect_stmt(Stmt* st, Sc* s) {
    switch (st->kind) {
      case StmtKind::ExprStmt:
        collect_expr(static_cast<ExprStmt*>(st)->value.get(), s);
        break;
      case StmtKind::Assign: {
        auto* a = static_cast<AssignStmt*>(st);
        collect_expr(a->value.get(), s);
        for (auto& t : a->targets) collect_expr(t.get(), s);
        break;
      }
      case StmtKind::AugAssign: {
        auto* a = static_cast<AugAssignStmt*>(st);
        collect_expr(a->value.get(), s);
        collect_expr(a->target.get(), s);
        if (a->target->kind == ExprKind::Name)
          s->used.insert(static_cast<NameExpr*>(a->target.get())->id);
        break;
      }
      case StmtKind::AnnAssign: {
        auto* a = static_cast<AnnAssignStmt*>(st);
        if (a->value) collect_expr(a->value.get(), s);
        collect_expr(a->target.get(), s);
        break;
      }
      case StmtKind::If: {
        auto* i = static_cast<IfStmt*>(st);
        collect_expr(i->test.get(), s);
        collect_body(i->body, s);
        collect_body(i->orelse, s);
        break;
      }
      case StmtKind::While: {
        auto* w = static_cast<WhileStmt*>(st);
        collect_expr(w->test.get(), s);
        collect_body(w->body, s);
        collect_body(w->orelse, s);
        break;
      }
      case StmtKind::For: {
        auto* f = static_cast<ForStmt*>(st);
        collect_expr(f->iter.get(), s);
        collect_expr(f->target.get(), s);
        collect_body(f->body, s);
        collect_body(f->orelse, s);
        break;
      }
      case StmtKind::Return: {
        auto* r = static_cast<ReturnStmt*>(st);
        if (r->value) collect_expr(r->value.get(), s);
        break;
      }
      case StmtKind::FunctionDef: {
        auto* d = static_cast<FunctionDef*>(st);
        for (auto& dec : d->decorators) collect_expr(dec.get(), s);
        collect_function(d, s);
        s->assign(d->name);
        break;
      }
      case StmtKind::ClassDef: {
        auto* c = static_cast<ClassDef*>(st);
        for (auto& dec : c->decorators) collect_expr(dec.get(), s);
        for (auto& b : c->bases) collect_expr(b.get(), s);
        for (auto& k : c->keywords) collect_expr(k.value.get(), s);
        Sc* cs = new_scope(Sc::ClassK, s, &c->scope, c->pos);
        scope_of_[c] = cs;
        collect_body(c->body, cs);
        s->assign(c->name);
        break;
      }
      case StmtKind::Try: {
        auto* t = static_cast<TryStmt*>(st);
        collect_body(t->body, s);
        for (auto& h : t->handlers) {
          if (h.type) collect_expr(h.type.get(), s);
          if (!h.name.empty()) s->assign(h.name);
          collect_body(h.body, s);
        }
        collect_body(t->orelse, s);
        collect_body(t->finalbody, s);
        break;
      }
      case StmtKind::Raise: {
        auto* r = static_cast<RaiseStmt*>(st);
        if (r->exc) collect_expr(r->exc.get(), s);
        if (r->cause) collect_expr(r->cause.get(), s);
        break;
      }
      case StmtKind::Assert: {
        auto* a = static_cast<AssertStmt*>(st);
        collect_expr(a->test.get(), s);
        if (a->msg) collect_expr(a->msg.get(), s);
        break;
      }
      case StmtKind::With: {
        auto* w = static_cast<WithStmt*>(st);
        for (auto& it : w->items) {
          collect_expr(it.context_expr.get(), s);
          if (it.optional_vars) collect_expr(it.optional_vars.get(), s);
        }
        collect_body(w->body, s);
        break;
      }
      case StmtKind::Delete:
        for (auto& t : static_cast<DeleteStmt*>(st)->targets) collect_expr(t.get(), s);
        break;
      case StmtKind::Import:
        for (auto& a : static_cast<ImportStmt*>(st)->names)
          if (a.target) s->assign(a.target->id);
        break;
      case StmtKind::ImportFrom:
        for (auto& a : static_cast<ImportFromStmt*>(st)->names)
          if (a.target) s->assign(a.target->id);
        break;
      case StmtKind::Global:
      case StmtKind::Nonlocal: {
        auto* n = static_cast<NamesStmt*>(st);
        bool global = st->kind == StmtKind::Global;
        if (!global && s->kind == Sc::ModuleK)
          throw scope_error(file_, st->pos, "nonlocal declaration not allowed at module level");
        for (auto& name : n->names) {
          if (global) {
            if (s->kind != Sc::ModuleK) s->globals.insert(name);
          } else {
            s->nonlocals.insert(name);
          }
        }
        break;
      }
      case StmtKind::Break:
      case StmtKind::Continue:
      case StmtKind::Pass:
        break;
    }
  }

  void collect_comprehension(ComprehensionExpr* c, Sc* s) {
    // The first iterable is evaluated in the enclosing scope, as in Python.
    collect_expr(c->generators[0].iter.get(), s);
    Sc* cs = new_scope(Sc::CompK, s, nullptr, c->pos);
    scope_of_[c] = cs;
    for (size_t i = 0; i < c->generators.size(); ++i) {
      auto& g = c->generators[i];
      if (i > 0) collect_expr(g.iter.get(), cs);
      collect_expr(g.target.get(), cs);
      for (auto& cond : g.ifs) collect_expr(cond.get(), cs);
    }
    if (c->elt) collect_expr(c->elt.get(), cs);
    if (c->value) collect_expr(c->value.get(), cs);
  }

  void collect_expr(Expr* e, Sc* s) {
    switch (e->kind) {
      case ExprKind::Name: {
        auto* n = static_cast<NameExpr*>(e);
        if (n->ctx == Ctx::Load)
          s->used.insert(n->id);
        else
          s->assign(n->id);
        break;
      }
      case ExprKind::Constant:
        break;
      case ExprKind::Attribute:
        collect_expr(static_cast<AttributeExpr*>(e)->value.get(), s);
        break;
      case ExprKind::Subscript: {
        auto* x = static_cast<SubscriptExpr*>(e);
        collect_expr(x->value.get(), s);
        collect_expr(x->index.get(), s);
        break;
      }
      case ExprKind::Slice: {
        auto* x = static_cast<SliceExpr*>(e);
        if (x->lower) collect_expr(x->lower.get(), s);
        if (x->upper) collect_expr(x->upper.get(), s);
        if (x->step) collect_expr(x->step.get(), s);
        break;
      }
      case ExprKind::Call: {
        auto* c = static_cast<CallExpr*>(e);
        collect_expr(c->func.get(), s);
        for (auto& a : c->args) collect_expr(a.get(), s);
        for (auto& k : c->keywords) collect_expr(k.value.get(), s);
        break;
      }
      case ExprKind::BinOp: {
        auto* b = static_cast<BinOpExpr*>(e);
        collect_expr(b->left.get(), s);
        collect_expr(b->right.get(), s);
        break;
      }
      case ExprKind::UnaryOp:
        collect_expr(static_cast<UnaryOpExpr*>(e)->operand.get(), s);
        break;
      case ExprKind::BoolOp:
        for (auto& v : static_cast<BoolOpExpr*>(e)->values) collect_expr(v.get(), s);
        break;
      case ExprKind::Compare: {
        auto* c = static_cast<CompareExpr*>(e);
        collect_expr(c->left.get(), s);
        for (auto& x : c->comparators) collect_expr(x.get(), s);
        break;
      }
      case ExprKind::IfExp: {
        auto* i = static_cast<IfExpExpr*>(e);
        collect_expr(i->test.get(), s);
        collect_expr(i->body.get(), s);
        collect_expr(i->orelse.get(), s);
        break;
      }
      case ExprKind::Lambda:
        collect_function(static_cast<LambdaExpr*>(e)->def.get(), s);
        break;
      case ExprKind::List:
      case ExprKind::Tuple:
      case ExprKind::Set:
        for (auto& x : static_cast<SequenceExpr*>(e)->elts) collect_expr(x.get(), s);
        break;
      case ExprKind::Dict: {
        auto* d = static_cast<DictExpr*>(e);
        for (auto& k : d->keys)
          if (k) collect_expr(k.get(), s);
        for (auto& v : d->values) collect_expr(v.get(), s);
        break;
      }
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::DictComp:
      case ExprKind::GeneratorExp:
        collect_comprehension(static_cast<ComprehensionExpr*>(e), s);
        break;
      case ExprKind::JoinedStr:
        for (auto& v : static_cast<JoinedStrExpr*>(e)->values) collect_expr(v.get(), s);
        break;
      case ExprKind::FormattedValue: {
        auto* f = static_cast<FormattedValueExpr*>(e);
        collect_expr(f->value.get(), s);
        if (f->format_spec) collect_expr(f->format_spec.get(), s);
        break;
      }
      case ExprKind::Starred:
        collect_expr(static_cast<StarredExpr*>(e)->value.get(), s);
        break;
    }
  }

  // ---- pass 2: capture ----

  Binding bind(Sc* s, const std::string& n) {
    Sc* home = frame_of(s);
    for (Sc* p = s; p; p = p->parent) {
      switch (p->kind) {
        case Sc::ModuleK:
          return {Binding::Global, nullptr};
        case Sc::CompK:
          if (p->assigned.count(n)) return {Binding::Owned, p};
          break;
        case Sc::ClassK:
          if (p == home) {
            if (p->nonlocals.count(n)) break;
            if (p->globals.count(n)) return {Binding::Global, nullptr};
            if (p->assigned.count(n)) return {Binding::ClassBody, nullptr};
          }
          break;
        case Sc::FunctionK:
          if (p->globals.count(n)) return {Binding::Global, nullptr};
          if (p->nonlocals.count(n)) break;
          if (p->assigned.count(n)) return {Binding::Owned, p};
          break;
      }
    }
    return {Binding::Global, nullptr};
  }

  void capture_all() {
    for (auto& sp : scopes_) {
      Sc* s = sp.get();
      std::vector<std::string> names(s->used.begin(), s->used.end());
      names.insert(names.end(), s->nonlocals.begin(), s->nonlocals.end());
      for (auto& n : s->nonlocals) {
        Binding b = bind(s, n);
        if (b.kind != Binding::Owned || frame_of(b.owner) == frame_of(s))
          throw scope_error(file_, s->pos, "no binding for nonlocal '" + n + "' found");
      }
      for (auto& n : names) {
        Binding b = bind(s, n);
        if (b.kind != Binding::Owned) continue;
        Sc* owner_frame = frame_of(b.owner);
        if (owner_frame == frame_of(s)) continue;
        b.owner->captured.insert(n);
        for (Sc* f = frame_of(s); f != owner_frame; f = frame_of(f->parent)) {
          if (std::find(f->free.begin(), f->free.end(), n) == f->free.end()) f->free.push_back(n);
        }
      }
    }
  }

  // ---- pass 3: number slots and cells, annotate names ----

  void layout_frames() {
    // Own variables first: a frame's own slots and cells, then its comps'.
    for (auto& sp : scopes_) {
      Sc* s = sp.get();
      if (s->kind == Sc::ModuleK || s->kind == Sc::ClassK) continue;
      Sc* f = frame_of(s);
      for (auto& n : s->assigned_order) {
        std::string key = s->kind == Sc::CompK ? comp_key(s, n) : n;
        if (s->kind == Sc::FunctionK && (s->globals.count(n) || s->nonlocals.count(n))) continue;
        if (!f->slot.count(key)) {
          f->slot[key] = int32_t(f->info->slot_names.size());
          f->info->slot_names.push_back(n);
        }
        if (s->captured.count(n) && !f->cell.count(key)) {
          f->cell[key] = int32_t(f->info->cell_names.size());
          f->info->cell_names.push_back(n);
        }
      }
    }
    for (auto& sp : scopes_) {
      Sc* s = sp.get();
      if (!s->is_frame()) continue;
      ScopeInfo& info = *s->info;
      info.nowncells = int32_t(info.cell_names.size());
      for (auto& n : s->free) {
        s->cell["free:" + n] = int32_t(info.cell_names.size());
        info.cell_names.push_back(n);
      }
      info.nslots = int32_t(info.slot_names.size());
      info.resolved = true;
    }
    // Parameters that are cells are copied into their cell at call time.
    for (auto& sp : scopes_) {
      Sc* s = sp.get();
      if (s->kind != Sc::FunctionK) continue;
      for (auto& [key, c] : s->cell) {
        if (key.rfind("free:", 0) == 0) continue;
        auto it = s->slot.find(key);
        if (it != s->slot.end() && it->second < num_params_[s])
          s->info->param_cells.push_back({it->second, c});
      }
    }
    // Where each frame's free variables come from in the enclosing frame.
    for (auto& sp : scopes_) {
      Sc* s = sp.get();
      if (!s->is_frame() || s->kind == Sc::ModuleK) continue;
      s->info->free_from.clear();
      for (auto& n : s->free) s->info->free_from.push_back(cell_index(s->parent, n));
    }
  }

  // Index of variable n, as seen from scope s, in the cells of frame_of(s).
  int32_t cell_index(Sc* s, const std::string& n) {
    Binding b = bind(s, n);
    Sc* f = frame_of(s);
    if (b.kind == Binding::Owned && frame_of(b.owner) == f) {
      std::string key = b.owner->kind == Sc::CompK ? comp_key(b.owner, n) : n;
      return f->cell.at(key);
    }
    return f->cell.at("free:" + n);
  }

  void annotate_name(NameExpr* n, Sc* s) {
    Binding b = bind(s, n->id);
    if (b.kind == Binding::Global) {
      n->scope = Scope::Global;
      n->index = module_.slot_of(in_, n->id);
      return;
    }
    if (b.kind == Binding::ClassBody) {
      n->scope = Scope::ClassBody;
      n->index = -1;
      return;
    }
    Sc* f = frame_of(s);
    std::string key = b.owner->kind == Sc::CompK ? comp_key(b.owner, n->id) : n->id;
    if (frame_of(b.owner) == f && !b.owner->captured.count(n->id)) {
      n->scope = Scope::Local;
      n->index = f->slot.at(key);
      return;
    }
    n->scope = Scope::Cell;
    n->index = cell_index(s, n->id);
  }

  void annotate_body(StmtList& body, Sc* s) {
    for (auto& st : body) annotate_stmt(st.get(), s);
  }

  std::unique_ptr<NameExpr> store_target(const std::string& name, Pos pos, Sc* s) {
    auto t = std::make_unique<NameExpr>(pos, name);
    t->ctx = Ctx::Store;
    annotate_name(t.get(), s);
    return t;
  }

  void annotate_function(FunctionDef* d, Sc* s) {
    for (auto& p : d->params)
      if (p.default_value) annotate_expr(p.default_value.get(), s);
    Sc* f = scope_of_.at(d);
    annotate_body(d->body, f);
  }

  void annotate_stmt(Stmt* st, Sc* s) {
    switch (st->kind) {
      case StmtKind::ExprStmt:
        annotate_expr(static_cast<ExprStmt*>(st)->value.get(), s);
        break;
      case StmtKind::Assign: {
        auto* a = static_cast<AssignStmt*>(st);
        annotate_expr(a->value.get(), s);
        for (auto& t : a->targets) annotate_expr(t.get(), s);
        break;
      }
      case StmtKind::AugAssign: {
        auto* a = static_cast<AugAssignStmt*>(st);
        annotate_expr(a->value.get(), s);
        annotate_expr(a->target.get(), s);
        break;
      }
      case StmtKind::AnnAssign: {
        auto* a = static_cast<AnnAssignStmt*>(st);
        if (a->value) annotate_expr(a->value.get(), s);
        annotate_expr(a->target.get(), s);
        break;
      }
      case StmtKind::If: {
        auto* i = static_cast<IfStmt*>(st);
        annotate_expr(i->test.get(), s);
        annotate_body(i->body, s);
        annotate_body(i->orelse, s);
        break;
      }
      case StmtKind::While: {
        auto* w = static_cast<WhileStmt*>(st);
        annotate_expr(w->test.get(), s);
        annotate_body(w->body, s);
        annotate_body(w->orelse, s);
        break;
      }
      case StmtKind::For: {
        auto* f = static_cast<ForStmt*>(st);
        annotate_expr(f->iter.get(), s);
        annotate_expr(f->target.get(), s);
        annotate_body(f->body, s);
        annotate_body(f->orelse, s);
        break;
      }
      case StmtKind::Return: {
        auto* r = static_cast<ReturnStmt*>(st);
        if (r->value) annotate_expr(r->value.get(), s);
        break;
      }
      case StmtKind::FunctionDef: {
        auto* d = static_cast<FunctionDef*>(st);
        for (auto& dec : d->decorators) annotate_expr(dec.get(), s);
        annotate_function(d, s);
        d->target = store_target(d->name, d->pos, s);
        break;
      }
      case StmtKind::ClassDef: {
        auto* c = static_cast<ClassDef*>(st);
        for (auto& dec : c->decorators) annotate_expr(dec.get(), s);
        for (auto& b : c->bases) annotate_expr(b.get(), s);
        for (auto& k : c->keywords) annotate_expr(k.value.get(), s);
        annotate_body(c->body, scope_of_.at(c));
        c->target = store_target(c->name, c->pos, s);
        break;
      }
      case StmtKind::Try: {
        auto* t = static_cast<TryStmt*>(st);
        annotate_body(t->body, s);
        for (auto& h : t->handlers) {
          if (h.type) annotate_expr(h.type.get(), s);
          if (!h.name.empty()) h.name_target = store_target(h.name, h.pos, s);
          annotate_body(h.body, s);
        }
        annotate_body(t->orelse, s);
        annotate_body(t->finalbody, s);
        break;
      }
      case StmtKind::Raise: {
        auto* r = static_cast<RaiseStmt*>(st);
        if (r->exc) annotate_expr(r->exc.get(), s);
        if (r->cause) annotate_expr(r->cause.get(), s);
        break;
      }
      case StmtKind::Assert: {
        auto* a = static_cast<AssertStmt*>(st);
        annotate_expr(a->test.get(), s);
        if (a->msg) annotate_expr(a->msg.get(), s);
        break;
      }
      case StmtKind::With: {
        auto* w = static_cast<WithStmt*>(st);
        for (auto& it : w->items) {
          annotate_expr(it.context_expr.get(), s);
          if (it.optional_vars) annotate_expr(it.optional_vars.get(), s);
        }
        annotate_body(w->body, s);
        break;
      }
      case StmtKind::Delete:
        for (auto& t : static_cast<DeleteStmt*>(st)->targets) annotate_expr(t.get(), s);
        break;
      case StmtKind::Import:
        for (auto& a : static_cast<ImportStmt*>(st)->names)
          if (a.target) annotate_name(a.target.get(), s);
        break;
      case StmtKind::ImportFrom:
        for (auto& a : static_cast<ImportFromStmt*>(st)->names)
          if (a.target) annotate_name(a.target.get(), s);
        break;
      default:
        break;
    }
  }

  void make_constant(ConstantExpr* c) {
    Value v;  // None
    switch (c->ckind) {
      case ConstKind::None:
        break;
      case ConstKind::True:
        v = Value::boolean(true);
        break;
      case ConstKind::False:
        v = Value::boolean(false);
        break;
      case ConstKind::Int:
        v = Value::integer(c->i);
        break;
      case ConstKind::Float:
        v = Value::floating(c->f);
        break;
      case ConstKind::Str:
        v = str_value(c->s);
        break;
      case ConstKind::Imag:
        v = complex_value(0.0, c->f);
        break;
      case ConstKind::Ellipsis:
        v = ellipsis();
        break;
    }
    c->value = &annotations_.constants.emplace_back(std::move(v));
  }

  // The interned Str of an attribute or keyword name, kept by the unit.
  Str* name_str(const std::string& n) {
    Ref<Str> r = in_.impl().intern(n);
    Str* p = r.get();
    annotations_.names.push_back(std::move(r));
    return p;
  }

  void annotate_expr(Expr* e, Sc* s) {
    switch (e->kind) {
      case ExprKind::Name:
        annotate_name(static_cast<NameExpr*>(e), s);
        break;
      case ExprKind::Constant:
        make_constant(static_cast<ConstantExpr*>(e));
        break;
      case ExprKind::Attribute: {
        auto* a = static_cast<AttributeExpr*>(e);
        a->attr_str = name_str(a->attr);
        annotate_expr(a->value.get(), s);
        break;
      }
      case ExprKind::Subscript: {
        auto* x = static_cast<SubscriptExpr*>(e);
        annotate_expr(x->value.get(), s);
        annotate_expr(x->index.get(), s);
        break;
      }
      case ExprKind::Slice: {
        auto* x = static_cast<SliceExpr*>(e);
        if (x->lower) annotate_expr(x->lower.get(), s);
        if (x->upper) annotate_expr(x->upper.get(), s);
        if (x->step) annotate_expr(x->step.get(), s);
        break;
      }
      case ExprKind::Call: {
        auto* c = static_cast<CallExpr*>(e);
        annotate_expr(c->func.get(), s);
        c->plain_args = c->keywords.empty();
        for (auto& a : c->args) {
          annotate_expr(a.get(), s);
          if (a->kind == ExprKind::Starred) c->plain_args = false;
        }
        for (auto& k : c->keywords) {
          if (!k.name.empty()) k.name_str = name_str(k.name);
          annotate_expr(k.value.get(), s);
        }
        break;
      }
      case ExprKind::BinOp: {
        auto* b = static_cast<BinOpExpr*>(e);
        annotate_expr(b->left.get(), s);
        annotate_expr(b->right.get(), s);
        b->leaf_operands = is_leaf(b->left.get()) && is_leaf(b->right.get());
        break;
      }
      case ExprKind::UnaryOp:
        annotate_expr(static_cast<UnaryOpExpr*>(e)->operand.get(), s);
        break;
      case ExprKind::BoolOp:
        for (auto& v : static_cast<BoolOpExpr*>(e)->values) annotate_expr(v.get(), s);
        break;
      case ExprKind::Compare: {
        auto* c = static_cast<CompareExpr*>(e);
        annotate_expr(c->left.get(), s);
        for (auto& x : c->comparators) annotate_expr(x.get(), s);
        c->leaf_operands =
            c->ops.size() == 1 && is_leaf(c->left.get()) && is_leaf(c->comparators[0].get());
        break;
      }
      case ExprKind::IfExp: {
        auto* i = static_cast<IfExpExpr*>(e);
        annotate_expr(i->test.get(), s);
        annotate_expr(i->body.get(), s);
        annotate_expr(i->orelse.get(), s);
        break;
      }
      case ExprKind::Lambda:
        annotate_function(static_cast<LambdaExpr*>(e)->def.get(), s);
        break;
      case ExprKind::List:
      case ExprKind::Tuple:
      case ExprKind::Set:
        for (auto& x : static_cast<SequenceExpr*>(e)->elts) annotate_expr(x.get(), s);
        break;
      case ExprKind::Dict: {
        auto* d = static_cast<DictExpr*>(e);
        for (auto& k : d->keys)
          if (k) annotate_expr(k.get(), s);
        for (auto& v : d->values) annotate_expr(v.get(), s);
        break;
      }
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::DictComp:
      case ExprKind::GeneratorExp: {
        auto* c = static_cast<ComprehensionExpr*>(e);
        Sc* cs = scope_of_.at(c);
        annotate_expr(c->generators[0].iter.get(), s);
        for (size_t i = 0; i < c->generators.size(); ++i) {
          auto& g = c->generators[i];
          if (i > 0) annotate_expr(g.iter.get(), cs);
          annotate_expr(g.target.get(), cs);
          for (auto& cond : g.ifs) annotate_expr(cond.get(), cs);
        }
        if (c->elt) annotate_expr(c->elt.get(), cs);
        if (c->value) annotate_expr(c->value.get(), cs);
        break;
      }
      case ExprKind::JoinedStr:
        for (auto& v : static_cast<JoinedStrExpr*>(e)->values) annotate_expr(v.get(), s);
        break;
      case ExprKind::FormattedValue: {
        auto* f = static_cast<FormattedValueExpr*>(e);
        annotate_expr(f->value.get(), s);
        if (f->format_spec) annotate_expr(f->format_spec.get(), s);
        break;
      }
      case ExprKind::Starred:
        annotate_expr(static_cast<StarredExpr*>(e)->value.get(), s);
        break;
    }
  }

  void count_params() {
    for (auto& [node, sc] : scope_of_) {
      if (sc->kind == Sc::FunctionK)
        num_params_[sc] = int32_t(static_cast<const FunctionDef*>(node)->params.size());
    }
  }

  void run_unit(SourceUnit& unit) {
    Sc* m = new_scope(Sc::ModuleK, nullptr, &unit.scope, Pos{});
    collect_body(unit.body, m);
    capture_all();
    count_params();
    layout_frames();
    annotate_body(unit.body, m);
  }

  void run_detached(FunctionDef& def, const std::vector<std::string>& free_names) {
    // A synthetic enclosing function owns the free names as captured cells.
    ScopeInfo outer_info;
    Sc* m = new_scope(Sc::ModuleK, nullptr, &outer_info, Pos{});
    Sc* outer = new_scope(Sc::FunctionK, m, &outer_info, def.pos);
    for (auto& n : free_names) {
      outer->assign(n);
      outer->captured.insert(n);
    }
    collect_function(&def, outer);
    capture_all();
    count_params();
    layout_frames();
    // Cells of the synthetic frame are numbered in free_names order.
    annotate_function(&def, outer);
  }

 private:
  Interpreter& in_;
  Module& module_;
  const SourceFile* file_;
  UnitAnnotations& annotations_;
  std::vector<std::unique_ptr<Sc>> scopes_;
  std::unordered_map<const void*, Sc*> scope_of_;
  std::unordered_map<const Sc*, int32_t> num_params_;
};

}  // namespace

void resolve_unit(Interpreter& in, Module& module, SourceUnit& unit) {
  Resolver r(in, module, unit, unit.file.get());
  r.run_unit(unit);
}

void resolve_detached_function(Interpreter& in, Module& module, SourceUnit& owner,
                               FunctionDef& def, const std::vector<std::string>& free_names) {
  Resolver r(in, module, owner, nullptr);
  r.run_detached(def, free_names);
}

}  // namespace minitf
