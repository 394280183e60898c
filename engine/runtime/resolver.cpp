// Scope resolution in three passes over one unit:
//  1. collect: build the scope tree; record, per scope, the names it assigns,
//     declares global/nonlocal, and uses;
//  2. capture: for every use that binds in an enclosing function, mark the
//     owner's variable as a cell and the frames in between as carrying it free;
//  3. annotate: number slots and cells, give every NameExpr its (scope,
//     index), and every node the runtime objects it reads (constants, names).
// Passes 1 and 3 are one walk over the tree (syntax/ast_walk.h).
// Comprehensions are scopes of their own (their targets do not leak) but run
// inline in the frame of the nearest enclosing function, class or module;
// a generator expression runs lazily, so it is a frame of its own (GenK)
// whose variables from enclosing functions are cells, as CPython's.
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
#include "syntax/ast_walk.h"

namespace minitf {
namespace {

// An operand the interpreter may read in place (BinOpExpr/CompareExpr::
// leaf_operands): a constant or a plain local, whose reading has no effects.
bool is_leaf(const Expr* x) {
  return x->kind == ExprKind::Constant ||
         (x->kind == ExprKind::Name && static_cast<const NameExpr*>(x)->scope == Scope::Local);
}

struct Sc {
  enum Kind { ModuleK, FunctionK, ClassK, CompK, GenK } kind;
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

SyntaxErrorInfo scope_error(const SourceFile* f, Pos p, const std::string& msg, bool span = false) {
  SyntaxErrorInfo e;
  e.message = msg;
  if (f) {
    e.filename = f->name;
    e.line_text = std::string(f->line_text(p.line));
  }
  e.line = p.line;
  e.col = p.col;
  // CPython marks the whole node for some errors (its symtable's), one
  // column for the others.
  e.end_col = span && p.end_line == p.line ? p.end_col : p.col + 1;
  return e;
}

class Resolver {
 public:
  Resolver(Interpreter& in, Module& m, SourceUnit& owner, const SourceFile* file)
      : in_(in), module_(m), file_(file), annotations_(annotations_of(owner)) {}

  // ---- passes 1 and 3: the walk ----
  // Collect and annotate walk the tree alike, scope by scope; only what they
  // do at a node differs. Collect opens each scope, annotate finds it again.

  enum class Pass { Collect, Annotate };

  Sc* new_scope(Sc::Kind k, Sc* parent, ScopeInfo* info, Pos pos) {
    scopes_.push_back(std::make_unique<Sc>());
    Sc* s = scopes_.back().get();
    s->kind = k;
    s->parent = parent;
    s->info = info;
    s->pos = pos;
    return s;
  }

  // The scope a def, class or comprehension opens.
  Sc* scope_of(const void* node, Sc::Kind k, Sc* parent, ScopeInfo* info, Pos pos) {
    if (pass_ == Pass::Annotate) return scope_of_.at(node);
    Sc* s = new_scope(k, parent, info, pos);
    scope_of_[node] = s;
    return s;
  }

  void body(StmtList& b, Sc* s) {
    for (auto& st : b) stmt(*st, s);
  }

  template <class Node>
  void children(Node& n, Sc* s, Reach reach = Reach::All) {
    for_each_child(n,
                   Overloaded{[&](ExprPtr& e) { expr(*e, s); }, [&](StmtList& b) { body(b, s); },
                              [&](std::unique_ptr<NameExpr>& t) { name(*t, s); }},
                   reach);
  }

  // A def or a lambda: decorators and defaults in s, the body in its own scope.
  void function(FunctionDef& d, Sc* s) {
    children(d, s, Reach::Outer);
    // Annotations run in the enclosing scope when `def` runs (they fill
    // __annotations__); the walker leaves them out, as AutoGraph ignores them.
    for (auto& p : d.params)
      if (p.annotation) expr(*p.annotation, s);
    if (d.returns) expr(*d.returns, s);
    Sc* f = scope_of(&d, Sc::FunctionK, s, &d.scope, d.pos);
    if (pass_ == Pass::Collect)
      for (auto& p : d.params) f->assign(p.name);
    body(d.body, f);
  }

  // `def` and `class` bind their name once the body is resolved.
  void bind_def(std::unique_ptr<NameExpr>& target, const std::string& n, Pos pos, Sc* s) {
    if (pass_ == Pass::Collect) {
      s->assign(n);
      return;
    }
    target = std::make_unique<NameExpr>(pos, n);
    target->ctx = Ctx::Store;
    annotate_name(target.get(), s);
  }

  void stmt(Stmt& st, Sc* s) {
    switch (st.kind) {
      case StmtKind::FunctionDef: {
        auto& d = static_cast<FunctionDef&>(st);
        function(d, s);
        bind_def(d.target, d.name, d.pos, s);
        return;
      }
      case StmtKind::ClassDef: {
        auto& c = static_cast<ClassDef&>(st);
        children(c, s, Reach::Outer);
        children(c, scope_of(&c, Sc::ClassK, s, &c.scope, c.pos), Reach::Inner);
        bind_def(c.target, c.name, c.pos, s);
        return;
      }
      case StmtKind::AugAssign: {
        auto& a = static_cast<AugAssignStmt&>(st);
        children(a, s);
        // x += 1 reads x before it stores it.
        if (pass_ == Pass::Collect && a.target->kind == ExprKind::Name)
          s->used.insert(static_cast<NameExpr&>(*a.target).id);
        return;
      }
      case StmtKind::Global:
      case StmtKind::Nonlocal:
        if (pass_ == Pass::Collect) declare(static_cast<NamesStmt&>(st), s);
        return;
      default:
        children(st, s);
    }
  }

  void declare(const NamesStmt& n, Sc* s) {
    bool global = n.kind == StmtKind::Global;
    if (!global && s->kind == Sc::ModuleK)
      throw scope_error(file_, n.pos, "nonlocal declaration not allowed at module level");
    for (auto& name : n.names) {
      if (global) {
        if (s->kind != Sc::ModuleK) s->globals.insert(name);
      } else {
        s->nonlocals.insert(name);
      }
    }
  }

  void expr(Expr& e, Sc* s) {
    switch (e.kind) {
      case ExprKind::Name:
        name(static_cast<NameExpr&>(e), s);
        return;
      case ExprKind::Lambda:
        function(*static_cast<LambdaExpr&>(e).def, s);
        return;
      case ExprKind::ListComp:
      case ExprKind::SetComp:
      case ExprKind::DictComp:
      case ExprKind::GeneratorExp: {
        // The first iterable is evaluated in the enclosing scope, as in Python.
        auto& c = static_cast<ComprehensionExpr&>(e);
        if (pass_ == Pass::Collect)
          for (auto& g : c.generators) check_iterable_walrus(*g.iter);
        children(c, s, Reach::Outer);
        bool gen = e.kind == ExprKind::GeneratorExp;
        Sc* inner = scope_of(&c, gen ? Sc::GenK : Sc::CompK, s, gen ? &c.scope : nullptr, c.pos);
        if (gen && pass_ == Pass::Collect) c.scope = ScopeInfo();
        children(c, inner, Reach::Inner);
        return;
      }
      case ExprKind::NamedExpr: {
        auto& ne = static_cast<NamedExprExpr&>(e);
        expr(*ne.value, s);
        auto& t = static_cast<NameExpr&>(*ne.target);
        if (pass_ == Pass::Annotate) {
          annotate_name(&t, s);
        } else {
          Sc* home = walrus_home(t.id, t.pos, s);
          home->assign(t.id);
          // Read from the comprehension, so that a generator expression
          // captures the variable from its home like any free variable.
          if (home != s) s->used.insert(t.id);
        }
        return;
      }
      default:
        children(e, s);
        if (pass_ == Pass::Annotate) annotate(e);
    }
  }

  // PEP 572: a `:=` in a comprehension binds in the nearest enclosing
  // function, class or module, and may not rebind an iteration variable of
  // the comprehensions it passes through, nor bind in a class body.
  Sc* walrus_home(const std::string& n, Pos pos, Sc* s) {
    Sc* p = s;
    while (p->kind == Sc::CompK || p->kind == Sc::GenK) {
      if (p->assigned.count(n))
        throw scope_error(
            file_, pos,
            "assignment expression cannot rebind comprehension iteration variable '" + n + "'",
            true);
      p = p->parent;
    }
    if (p != s && p->kind == Sc::ClassK)
      throw scope_error(
          file_, pos, "assignment expression within a comprehension cannot be used in a class body",
          true);
    return p;
  }

  // A `:=` anywhere in a comprehension's iterable, nested scopes included
  // (CPython's symtable refuses them all).
  void check_iterable_walrus(Expr& e) {
    if (e.kind == ExprKind::NamedExpr)
      throw scope_error(file_, e.pos,
                        "assignment expression cannot be used in a comprehension iterable "
                        "expression",
                        true);
    for_each_child(
        e, [&](ExprPtr& c) { check_iterable_walrus(*c); }, Reach::All);
  }

  void name(NameExpr& n, Sc* s) {
    if (pass_ == Pass::Annotate) {
      annotate_name(&n, s);
    } else if (n.ctx == Ctx::Load) {
      s->used.insert(n.id);
    } else {
      s->assign(n.id);
    }
  }

  // What the interpreter reads off a node besides names, once its children
  // are annotated.
  void annotate(Expr& e) {
    switch (e.kind) {
      case ExprKind::Constant:
        make_constant(static_cast<ConstantExpr&>(e));
        break;
      case ExprKind::Attribute: {
        auto& a = static_cast<AttributeExpr&>(e);
        a.attr_str = name_str(a.attr);
        break;
      }
      case ExprKind::Call: {
        auto& c = static_cast<CallExpr&>(e);
        c.plain_args = c.keywords.empty();
        for (auto& a : c.args)
          if (a->kind == ExprKind::Starred) c.plain_args = false;
        for (auto& k : c.keywords)
          if (!k.name.empty()) k.name_str = name_str(k.name);
        break;
      }
      case ExprKind::BinOp: {
        auto& b = static_cast<BinOpExpr&>(e);
        b.leaf_operands = is_leaf(b.left.get()) && is_leaf(b.right.get());
        break;
      }
      case ExprKind::Compare: {
        auto& c = static_cast<CompareExpr&>(e);
        c.leaf_operands =
            c.ops.size() == 1 && is_leaf(c.left.get()) && is_leaf(c.comparators[0].get());
        break;
      }
      default:
        break;
    }
  }

  void make_constant(ConstantExpr& c) {
    Value v;  // None
    switch (c.ckind) {
      case ConstKind::None:
        break;
      case ConstKind::True:
        v = Value::boolean(true);
        break;
      case ConstKind::False:
        v = Value::boolean(false);
        break;
      case ConstKind::Int:
        v = c.s.empty() ? Value::integer(c.i) : int_value(BigNum::parse_literal(c.s));
        break;
      case ConstKind::Float:
        v = Value::floating(c.f);
        break;
      case ConstKind::Str:
        v = str_value(c.s);
        break;
      case ConstKind::Imag:
        v = complex_value(0.0, c.f);
        break;
      case ConstKind::Ellipsis:
        v = ellipsis();
        break;
    }
    c.value = &annotations_.constants.emplace_back(std::move(v));
  }

  // The interned Str of an attribute or keyword name, kept by the unit.
  Str* name_str(const std::string& n) {
    Ref<Str> r = in_.impl().intern(n);
    Str* p = r.get();
    annotations_.names.push_back(std::move(r));
    return p;
  }

  // ---- pass 2: capture ----

  Binding bind(Sc* s, const std::string& n) {
    Sc* home = frame_of(s);
    for (Sc* p = s; p; p = p->parent) {
      switch (p->kind) {
        case Sc::ModuleK:
          return {Binding::Global, nullptr};
        case Sc::CompK:
        case Sc::GenK:
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

  // ---- pass 3: number slots and cells; where a name lives ----

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
      n->comp_free = s->kind == Sc::CompK && b.owner->kind != Sc::CompK;
      return;
    }
    n->scope = Scope::Cell;
    n->index = cell_index(s, n->id);
    n->comp_free = s->kind == Sc::CompK && b.owner->kind != Sc::CompK && frame_of(b.owner) == f;
  }

  void count_params() {
    for (auto& [node, sc] : scope_of_) {
      if (sc->kind == Sc::FunctionK)
        num_params_[sc] = int32_t(static_cast<const FunctionDef*>(node)->params.size());
    }
  }

  void run_unit(SourceUnit& unit) {
    Sc* m = new_scope(Sc::ModuleK, nullptr, &unit.scope, Pos{});
    body(unit.body, m);
    capture_all();
    count_params();
    layout_frames();
    pass_ = Pass::Annotate;
    body(unit.body, m);
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
    function(def, outer);
    capture_all();
    count_params();
    layout_frames();
    // Cells of the synthetic frame are numbered in free_names order.
    pass_ = Pass::Annotate;
    function(def, outer);
  }

 private:
  Interpreter& in_;
  Module& module_;
  const SourceFile* file_;
  UnitAnnotations& annotations_;
  Pass pass_ = Pass::Collect;
  std::vector<std::unique_ptr<Sc>> scopes_;
  std::unordered_map<const void*, Sc*> scope_of_;
  std::unordered_map<const Sc*, int32_t> num_params_;
};

}  // namespace

void resolve_unit(Interpreter& in, Module& module, SourceUnit& unit) {
  Resolver r(in, module, unit, unit.file.get());
  r.run_unit(unit);
}

void resolve_detached_function(Interpreter& in, Module& module, SourceUnit& owner, FunctionDef& def,
                               const std::vector<std::string>& free_names) {
  Resolver r(in, module, owner, nullptr);
  r.run_detached(def, free_names);
}

}  // namespace minitf
