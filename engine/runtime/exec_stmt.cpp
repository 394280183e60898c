// Statement execution. Control flow (break, continue, return) is returned as a
// Flow value; only Python exceptions travel as C++ exceptions.
#include "runtime/dunders.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

// Pops the handled-exception stack when an except block ends, however it ends.
struct HandlingScope {
  std::vector<Ref<ExceptionObj>>& stack;
  HandlingScope(std::vector<Ref<ExceptionObj>>& s, Ref<ExceptionObj> e) : stack(s) {
    stack.push_back(std::move(e));
  }
  ~HandlingScope() { stack.pop_back(); }
};

bool is_type(const Value& v) {
  return v.is_obj() && v.as_obj()->type->is_subclass_of(types().type);
}

bool exception_matches(Interpreter& in, const ExceptionObj& e, const Value& spec) {
  if (spec.is_obj() && spec.as_obj()->type == types().tuple) {
    for (auto& s : spec.as<Tuple>()->items)
      if (exception_matches(in, e, s)) return true;
    return false;
  }
  if (!is_type(spec) || !spec.as<TypeObject>()->is_subclass_of(types().BaseException))
    throw_type_error("catching classes that do not inherit from BaseException is not allowed");
  return e.type->is_subclass_of(spec.as<TypeObject>());
}

// The traceback object handed to __exit__ and exposed as __traceback__: an
// opaque built-in value (minitf prints tracebacks itself).
struct TracebackObj : Object {
  std::shared_ptr<Traceback> tb;
  TracebackObj(TypeObject* t, std::shared_ptr<Traceback> b) : Object(t), tb(std::move(b)) {}
};

TypeObject* traceback_type() {
  static TypeObject* t = new_builtin_type("traceback", types().object);
  return t;
}

}  // namespace

Value traceback_value(ExceptionObj& e) {
  // Frames join the traceback as the exception leaves them; one raised in
  // the running frame has none yet but is still a raised exception.
  if (!e.traceback) e.traceback = std::make_shared<Traceback>();
  return Value::object(new TracebackObj(traceback_type(), e.traceback));
}

// Binds a module global's slot. The slot is indexed when the value is stored:
// code that ran since the name was resolved may have added globals.
static inline void store_global(Module* m, size_t i, Value v) {
  m->slots[i] = std::move(v);
  m->bound[i] = true;
}

// x[k] = v, the value already computed: then the object, then the key, as
// Python orders them. A list with an int index and a dict with a str key are
// stored into directly.
inline void Interpreter::Impl::assign_item(const SubscriptExpr* s, Value v, Frame& f) {
  Value obj = eval_leaf(s->value.get(), f);
  Value key = eval_leaf(s->index.get(), f);
  if (obj.is_obj() && obj.as_obj()->type == types().dict && key.is_obj() &&
      key.as_obj()->type == types().str) {
    obj.as<Dict>()->table.set(in, key, key.as<Str>()->hash(), std::move(v));
    return;
  }
  if (Value* item = list_item(obj, key)) {
    *item = std::move(v);
    return;
  }
  in.setitem(obj, key, std::move(v));
}

void Interpreter::Impl::assign(const Expr* target, Value v, Frame& f) {
  switch (target->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const NameExpr*>(target);
      switch (n->scope) {
        case Scope::Local:
          f.slots[n->index] = std::move(v);
          return;
        case Scope::Cell: {
          Cell* c = f.cells[n->index].get();
          c->value = std::move(v);
          c->bound = true;
          return;
        }
        case Scope::Global:
          store_global(f.module, size_t(n->index), std::move(v));
          return;
        case Scope::ClassBody: {
          Ref<Str> key = make_str(n->id);
          f.class_ns->table.set_str(key.value(), std::move(v));
          return;
        }
        case Scope::Unresolved:
          throw_runtime_error("internal error: unresolved name " + n->id);
      }
      return;
    }
    case ExprKind::Attribute:
      assign_attribute(static_cast<const AttributeExpr*>(target), std::move(v), f);
      return;
    case ExprKind::Subscript:
      assign_item(static_cast<const SubscriptExpr*>(target), std::move(v), f);
      return;
    case ExprKind::Tuple:
    case ExprKind::List: {
      auto* seq = static_cast<const SequenceExpr*>(target);
      size_t nt = seq->elts.size();
      if (v.is_obj() && v.as_obj()->type == types().tuple && v.as<Tuple>()->items.size() == nt) {
        // `for (b1, b2) in pairs`, `for k, v in d.items()`: a tuple cannot
        // change while its items are stored, and v holds it, so they are
        // stored straight from it (no copy), unless a target is starred.
        bool starred = false;
        for (auto& e : seq->elts) starred = starred || e->kind == ExprKind::Starred;
        if (!starred) {
          const auto& src = v.as<Tuple>()->items;
          for (size_t i = 0; i < nt; ++i) assign(seq->elts[i].get(), src[i], f);
          return;
        }
      }
      std::vector<Value> items;
      if (v.is_obj() && v.as_obj()->type == types().tuple)
        items = v.as<Tuple>()->items;
      else if (v.is_obj() && v.as_obj()->type == types().list)
        items = v.as<List>()->items;
      else
        items = in.to_vector(v);
      size_t n = seq->elts.size();
      size_t star = n;
      for (size_t i = 0; i < n; ++i)
        if (seq->elts[i]->kind == ExprKind::Starred) star = i;
      if (star == n) {
        if (items.size() < n)
          throw_value_error("not enough values to unpack (expected " + std::to_string(n) +
                            ", got " + std::to_string(items.size()) + ")");
        if (items.size() > n)
          throw_value_error("too many values to unpack (expected " + std::to_string(n) + ")");
        for (size_t i = 0; i < n; ++i) assign(seq->elts[i].get(), std::move(items[i]), f);
        return;
      }
      if (items.size() < n - 1)
        throw_value_error("not enough values to unpack (expected at least " +
                          std::to_string(n - 1) + ", got " + std::to_string(items.size()) + ")");
      size_t after = n - star - 1;
      for (size_t i = 0; i < star; ++i) assign(seq->elts[i].get(), items[i], f);
      std::vector<Value> middle(items.begin() + long(star), items.end() - long(after));
      assign(static_cast<const StarredExpr*>(seq->elts[star].get())->value.get(),
             list_value(std::move(middle)), f);
      for (size_t i = 0; i < after; ++i)
        assign(seq->elts[star + 1 + i].get(), items[items.size() - after + i], f);
      return;
    }
    case ExprKind::Starred:
      throw_exc(types().SyntaxError, "starred assignment target must be in a list or tuple");
    default:
      throw_exc(types().SyntaxError, "cannot assign to expression");
  }
}

void Interpreter::Impl::del(const Expr* target, Frame& f) {
  switch (target->kind) {
    case ExprKind::Name: {
      auto* n = static_cast<const NameExpr*>(target);
      switch (n->scope) {
        case Scope::Local:
          if (f.slots[n->index].is_undef())
            throw_exc(types().UnboundLocalError, "cannot access local variable '" + n->id +
                                                     "' where it is not associated with a value");
          f.slots[n->index] = Value::undef();
          return;
        case Scope::Cell: {
          Cell* c = f.cells[n->index].get();
          if (!c->bound) throw_exc(types().NameError, "name '" + n->id + "' is not defined");
          // Unbound before the old value goes: its __del__ may read the name.
          Value old = std::move(c->value);
          c->value = Value();
          c->bound = false;
          return;
        }
        case Scope::Global: {
          Module* m = f.module;
          size_t i = size_t(n->index);
          if (!m->bound[i]) throw_exc(types().NameError, "name '" + n->id + "' is not defined");
          Value old = std::move(m->slots[i]);
          m->slots[i] = Value();
          m->bound[i] = false;
          return;
        }
        case Scope::ClassBody: {
          Ref<Str> key = make_str(n->id);
          if (!f.class_ns->table.erase(in, key.value(), key->hash()))
            throw_exc(types().NameError, "name '" + n->id + "' is not defined");
          return;
        }
        default:
          return;
      }
    }
    case ExprKind::Attribute: {
      auto* a = static_cast<const AttributeExpr*>(target);
      in.delattr(eval(a->value.get(), f), a->attr);
      return;
    }
    case ExprKind::Subscript: {
      auto* s = static_cast<const SubscriptExpr*>(target);
      Value obj = eval(s->value.get(), f);
      in.delitem(obj, eval(s->index.get(), f));
      return;
    }
    case ExprKind::Tuple:
    case ExprKind::List:
      for (auto& e : static_cast<const SequenceExpr*>(target)->elts) del(e.get(), f);
      return;
    default:
      throw_exc(types().SyntaxError, "cannot delete expression");
  }
}

// The hot dispatcher stays small so its prologue is cheap; statements with
// more work than a slot store or a branch live in out-of-line functions.
Flow Interpreter::Impl::exec(const Stmt* s, Frame& f) {
  switch (s->kind) {
    case StmtKind::ExprStmt:
      eval(static_cast<const ExprStmt*>(s)->value.get(), f);
      return Flow::Normal;
    case StmtKind::Assign: {
      auto* a = static_cast<const AssignStmt*>(s);
      if (a->targets.size() == 1) {
        const Expr* t = a->targets[0].get();
        if (t->kind == ExprKind::Name && static_cast<const NameExpr*>(t)->scope == Scope::Local) {
          f.slots[static_cast<const NameExpr*>(t)->index] = eval_operand(a->value.get(), f);
          return Flow::Normal;
        }
        if (t->kind == ExprKind::Attribute) {
          // self.x = v: the value first, then the target, as Python orders them.
          auto* at = static_cast<const AttributeExpr*>(t);
          Value v = eval_operand(a->value.get(), f);
          if (Value* slot = local_instance_attr<true>(at, f))
            *slot = std::move(v);
          else
            assign_attribute(at, std::move(v), f);
          return Flow::Normal;
        }
      }
      return exec_assign(a, f);
    }
    case StmtKind::If: {
      auto* i = static_cast<const IfStmt*>(s);
      return exec_block(eval_cond(i->test.get(), f) ? i->body : i->orelse, f);
    }
    case StmtKind::Return: {
      auto* r = static_cast<const ReturnStmt*>(s);
      f.retval = r->value ? eval_operand(r->value.get(), f) : Value();
      return Flow::Return;
    }
    case StmtKind::AugAssign: {
      // `i += 1`, `total += c.bump() % 11`: an int local and an int right
      // side combine in the slot, without a call; anything else goes to
      // exec_augassign.
      auto* a = static_cast<const AugAssignStmt*>(s);
      const Expr* t = a->target.get();
      if (t->kind == ExprKind::Name && static_cast<const NameExpr*>(t)->scope == Scope::Local &&
          f.slots[static_cast<const NameExpr*>(t)->index].is_int())
        return augassign_int_local(a, f.slots[static_cast<const NameExpr*>(t)->index], f);
      if (t->kind == ExprKind::Subscript) return exec_augassign_item(a, f);
      return exec_augassign(a, f);
    }
    case StmtKind::While:
      return exec_while(static_cast<const WhileStmt*>(s), f);
    case StmtKind::For:
      return exec_for(static_cast<const ForStmt*>(s), f);
    case StmtKind::Break:
      return Flow::Break;
    case StmtKind::Continue:
      return Flow::Continue;
    case StmtKind::Pass:
      return Flow::Normal;
    default:
      return exec_other(s, f);
  }
}

void Interpreter::Impl::assign_attribute(const AttributeExpr* a, Value v, Frame& f) {
  Value obj = eval_leaf(a->value.get(), f);
  StrKey key = StrKey::of(a->attr_str);
  // Fast path: rebinding an existing instance attribute that nothing on
  // the class (property, descriptor) intercepts, as setattr would.
  if (Value* iv = plain_instance_attr(obj, key, a->cache)) {
    if (!obj.as_obj()->type->custom_setattr) {
      *iv = std::move(v);
      return;
    }
  }
  in.setattr(obj, key, std::move(v));
}

Flow Interpreter::Impl::exec_assign(const AssignStmt* a, Frame& f) {
  if (a->targets.size() == 1) {
    const Expr* t = a->targets[0].get();
    if (t->kind == ExprKind::Name && static_cast<const NameExpr*>(t)->scope == Scope::Local) {
      f.slots[static_cast<const NameExpr*>(t)->index] = eval(a->value.get(), f);
      return Flow::Normal;
    }
    if (t->kind == ExprKind::Attribute) {
      assign_attribute(static_cast<const AttributeExpr*>(t), eval_operand(a->value.get(), f), f);
      return Flow::Normal;
    }
    if (t->kind == ExprKind::Subscript) {
      assign_item(static_cast<const SubscriptExpr*>(t), eval_operand(a->value.get(), f), f);
      return Flow::Normal;
    }
    assign(t, eval_operand(a->value.get(), f), f);
    return Flow::Normal;
  }
  Value v = eval(a->value.get(), f);
  for (auto& t : a->targets) assign(t.get(), v, f);
  return Flow::Normal;
}

Flow Interpreter::Impl::exec_augassign(const AugAssignStmt* a, Frame& f) {
  const Expr* t = a->target.get();
  // Fast path: `i += 1` on a bound local holding a number.
  if (t->kind == ExprKind::Name && static_cast<const NameExpr*>(t)->scope == Scope::Local) {
    Value& slot = f.slots[static_cast<const NameExpr*>(t)->index];
    if (slot.is_int() || slot.is_float()) {
      // The target is read before the right side runs, as Python orders
      // them (a `:=` on the right may rebind it).
      Value cur = slot;
      Value rhs = eval_operand(a->value.get(), f);
      Value r;
      slot = number_binop(a->op, cur, rhs, r) ? std::move(r) : in.binop(a->op, cur, rhs);
      return Flow::Normal;
    }
  }
  if (t->kind == ExprKind::Name && static_cast<const NameExpr*>(t)->scope == Scope::Global)
    return exec_augassign_global(a, f);
  if (t->kind == ExprKind::Subscript) return exec_augassign_item(a, f);
  return exec_augassign_other(a, f);
}

// `x op= v` on a local holding an int. The int is read before the right side
// runs, as Python orders them.
[[gnu::always_inline]] inline Flow Interpreter::Impl::augassign_int_local(const AugAssignStmt* a,
                                                                          Value& slot, Frame& f) {
  int64_t x = slot.as_int();
  const Expr* v = a->value.get();
  int64_t z;
  if (v->kind == ExprKind::Constant ||
      (v->kind == ExprKind::Name && static_cast<const NameExpr*>(v)->scope == Scope::Local)) {
    const Value& rhs = leaf_value(v, f);
    if (rhs.is_int() && int_binop(a->op, x, rhs.as_int(), z)) {
      slot = Value::integer(z);
      return Flow::Normal;
    }
    return exec_augassign(a, f);  // reading a leaf again has no effect
  }
  Value rhs = eval_operand(v, f);
  if (rhs.is_int() && int_binop(a->op, x, rhs.as_int(), z)) {
    slot = Value::integer(z);
    return Flow::Normal;
  }
  // An int's in-place operator is its binary one.
  slot = in.binop(a->op, Value::integer(x), rhs);
  return Flow::Normal;
}

// `total += v` on a module-level name holding a number (a loop at the top of
// a script): read, computed and stored in the module's slot.
Flow Interpreter::Impl::exec_augassign_global(const AugAssignStmt* a, Frame& f) {
  auto* n = static_cast<const NameExpr*>(a->target.get());
  Module* m = f.module;
  size_t i = size_t(n->index);
  if (!(i < m->slots.size() && m->bound[i] && m->slots[i].is_number()))
    return exec_augassign_other(a, f);
  // The name is read before the right side runs, as Python's evaluation
  // order requires; that code may rebind or delete it (or add globals, which
  // may move the slots), so the store indexes the module afresh.
  Value cur = m->slots[i];
  Value rhs = eval_operand(a->value.get(), f);
  Value r;
  if (!number_binop(a->op, cur, rhs, r)) r = inplace_op(a->op, cur, rhs);
  store_global(f.module, i, std::move(r));
  return Flow::Normal;
}

// `x[k] op= v`. A number in a list slot (b[3] -= dx * m) is read and written
// in place; anything else goes through getitem/setitem and inplace_op.
Flow Interpreter::Impl::exec_augassign_item(const AugAssignStmt* a, Frame& f) {
  auto* st = static_cast<const SubscriptExpr*>(a->target.get());
  const Expr* oe = st->value.get();
  const Expr* ke = st->index.get();
  if (oe->kind == ExprKind::Name && static_cast<const NameExpr*>(oe)->scope == Scope::Local &&
      (ke->kind == ExprKind::Constant ||
       (ke->kind == ExprKind::Name && static_cast<const NameExpr*>(ke)->scope == Scope::Local))) {
    // A local list and an int leaf index (b1[3] -= dx * m2), read in place:
    // the right side cannot rebind a plain local, so the slot keeps the list
    // alive while it runs.
    const Value& obj = f.slots[static_cast<const NameExpr*>(oe)->index];
    const Value& key = leaf_value(ke, f);
    if (obj.is_obj() && obj.as_obj()->type == types().list && key.is_int())
      return augassign_list_item(a, obj, key, f);
  }
  Value obj = eval_leaf(st->value.get(), f);
  Value key = eval_leaf(st->index.get(), f);
  if (obj.is_obj() && obj.as_obj()->type == types().list && key.is_int())
    return augassign_list_item(a, obj, key, f);
  return augassign_item_protocol(a, obj, key, f);
}

// `lst[i] op= v` for a list and an int: a number in the slot is read and
// written in place.
Flow Interpreter::Impl::augassign_list_item(const AugAssignStmt* a, const Value& obj,
                                            const Value& key, Frame& f) {
  auto& items = obj.as<List>()->items;
  int64_t i = key.as_int();
  const size_t n = items.size();
  if (i < 0) i += int64_t(n);
  if (!(i >= 0 && i < int64_t(n))) return augassign_item_protocol(a, obj, key, f);
  // Read before rhs runs, as Python does; rhs may change the list, and
  // then the store indexes it afresh (a new last item for -1, or IndexError).
  Value cur = items[size_t(i)];
  Value rhs = eval_operand(a->value.get(), f);
  Value r;
  if (!number_binop(a->op, cur, rhs, r)) r = inplace_op(a->op, cur, rhs);
  if (items.size() == n) {
    items[size_t(i)] = std::move(r);
  } else {
    in.setitem(obj, key, r);
  }
  return Flow::Normal;
}

// `x[k] op= v` through getitem, inplace_op and setitem.
Flow Interpreter::Impl::augassign_item_protocol(const AugAssignStmt* a, const Value& obj,
                                                const Value& key, Frame& f) {
  Value cur = in.getitem(obj, key);
  Value rhs = eval(a->value.get(), f);
  in.setitem(obj, key, inplace_op(a->op, cur, rhs));
  return Flow::Normal;
}

// `x op= v` in general: lists extend in place, user classes may define
// __i<op>__, everything else is the binary operator.
Value Interpreter::Impl::inplace_op(BinOpKind op, const Value& cur, const Value& rhs) {
  if (cur.is_obj()) {
    Object* o = cur.as_obj();
    if (o->type == types().list && op == BinOpKind::Add) {
      int64_t hint;
      auto more = in.extend_items(rhs, &hint);
      auto* list = static_cast<List*>(o);
      // As list.extend: a hinted allocation counts as a change to list.sort().
      if (hint > 0 && list->items.capacity() == 0) list->mark_resized();
      check_growth(list->items, more.size());
      list->items.insert(list->items.end(), std::make_move_iterator(more.begin()),
                         std::make_move_iterator(more.end()));
      return cur;
    }
    if (o->type == types().list && op == BinOpKind::Mult && rhs.is_intlike()) {
      // In place, as CPython's list_inplace_repeat: `l *= 0` empties this
      // list (its items dropped after, since their __del__ may look at it).
      auto* list = static_cast<List*>(o);
      const int64_t n = rhs.as_int();
      if (list->items.empty() || n == 1) return cur;
      if (n <= 0) {
        DroppedItems old = list->take_items();
        return cur;
      }
      const size_t size = list->items.size();
      check_memory(uint64_t(n), uint64_t(size) * sizeof(Value));
      std::vector<Value> once = list->items;
      list->items.reserve(size * size_t(n));
      for (int64_t k = 1; k < n; ++k)
        list->items.insert(list->items.end(), once.begin(), once.end());
      return cur;
    }
    // A set's |=, &=, -= and ^= with a set operand, and a dict's |= with any
    // mapping or iterable of pairs, change it in place, as CPython's
    // set_ior and dict_ior do: through the methods that do the same.
    const char* method = nullptr;
    TypeObject* rt = rhs.is_obj() ? rhs.as_obj()->type : nullptr;
    if (o->type == types().set && (rt == types().set || rt == types().frozenset)) {
      if (op == BinOpKind::BitOr) method = "update";
      if (op == BinOpKind::BitAnd) method = "intersection_update";
      if (op == BinOpKind::Sub) method = "difference_update";
      if (op == BinOpKind::BitXor) method = "symmetric_difference_update";
    } else if (o->type == types().dict && op == BinOpKind::BitOr) {
      method = "update";
    }
    if (method) {
      in.call(in.getattr(cur, method), std::vector<Value>{rhs});
      return cur;
    }
    if (!o->type->builtin || o->type->layout == Layout::Native) {
      if (Value* m = o->type->lookup(binop_ikey(op))) {
        const Value args[2] = {cur, rhs};
        Value r = call_positional(*m, args, 2);
        if (!r.is(not_implemented())) return r;
      }
    }
  }
  Value r;
  if (number_binop(op, cur, rhs, r)) return r;
  return in.binop(op, cur, rhs, true);
}

Flow Interpreter::Impl::exec_augassign_other(const AugAssignStmt* a, Frame& f) {
  const Expr* t = a->target.get();
  if (t->kind == ExprKind::Name) {
    Value cur = load_name(static_cast<const NameExpr*>(t), f);
    Value rhs = eval(a->value.get(), f);
    assign(t, inplace_op(a->op, cur, rhs), f);
  } else if (t->kind == ExprKind::Attribute) {
    auto* at = static_cast<const AttributeExpr*>(t);
    Value obj = eval(at->value.get(), f);
    Value cur = in.getattr(obj, at->attr);
    Value rhs = eval(a->value.get(), f);
    in.setattr(obj, at->attr, inplace_op(a->op, cur, rhs));
  } else {
    throw_exc(types().SyntaxError, "'" + std::string(expr_kind_name(t->kind)) +
                                       "' is an illegal expression for augmented assignment");
  }
  return Flow::Normal;
}

Flow Interpreter::Impl::exec_while(const WhileStmt* w, Frame& f) {
  for (;;) {
    in.safe_point();
    if (!eval_cond(w->test.get(), f)) return exec_block(w->orelse, f);
    Flow r = exec_block(w->body, f);
    if (r == Flow::Break) return Flow::Normal;
    if (r == Flow::Return) return r;
  }
}

namespace {

// Stores one `name: annotation` in the running class body's or module's
// __annotations__ dict, making the dict on first use.
void record_annotation(Interpreter& in, const std::string& name, Value annotation, Frame& f) {
  Value table;
  if (f.class_ns) {
    if (Value* v = f.class_ns->table.find_str("__annotations__")) {
      table = *v;
    } else {
      table = make_dict().value();
      f.class_ns->table.set_str(str_value("__annotations__"), table);
    }
  } else {
    if (const Value* v = f.module->get("__annotations__")) {
      table = *v;
    } else {
      table = make_dict().value();
      f.module->set(in, "__annotations__", table);
    }
  }
  in.setitem(table, str_value(name), std::move(annotation));
}

}  // namespace

// A def's parameter and return annotations, evaluated when the def runs,
// become its __annotations__ (an empty dict is made on first read instead).
static void set_annotations(Interpreter::Impl& im, const FunctionDef* d, const Value& fn,
                            Frame& f) {
  bool any = d->returns != nullptr;
  for (const Param& p : d->params) any = any || p.annotation;
  if (!any || !(fn.is_obj() && fn.as_obj()->type == types().function)) return;
  Ref<Dict> ann = make_dict();
  for (const Param& p : d->params)
    if (p.annotation) ann->table.set_str(str_value(p.name), im.eval(p.annotation.get(), f));
  if (d->returns) ann->table.set_str(str_value("return"), im.eval(d->returns.get(), f));
  auto* func = static_cast<Function*>(fn.as_obj());
  if (!func->attrs) func->attrs = make_dict();
  func->attrs->table.set_str(str_value("__annotations__"), ann.value());
}

Flow Interpreter::Impl::exec_other(const Stmt* s, Frame& f) {
  switch (s->kind) {
    case StmtKind::AnnAssign: {
      auto* a = static_cast<const AnnAssignStmt*>(s);
      if (a->value) assign(a->target.get(), eval(a->value.get(), f), f);
      // A class body or module records `name: annotation` in its
      // __annotations__ (CPython evaluates it there, after the value); a
      // function body never evaluates it.
      if (a->target->kind == ExprKind::Name && !f.func && !f.gen)
        record_annotation(in, static_cast<const NameExpr*>(a->target.get())->id,
                          eval(a->annotation.get(), f), f);
      return Flow::Normal;
    }
    case StmtKind::FunctionDef: {
      auto* d = static_cast<const FunctionDef*>(s);
      std::vector<Value> decos;
      for (auto& dec : d->decorators) decos.push_back(eval(dec.get(), f));
      Value fn = make_function(d, f, unit_of(f));
      set_annotations(*this, d, fn, f);
      for (size_t i = decos.size(); i-- > 0;) fn = call_positional(decos[i], &fn, 1);
      assign(d->target.get(), std::move(fn), f);
      return Flow::Normal;
    }
    case StmtKind::ClassDef:
      exec_class(static_cast<const ClassDef*>(s), f);
      return Flow::Normal;
    case StmtKind::Try:
      return exec_try(static_cast<const TryStmt*>(s), f);
    case StmtKind::Raise:
      raise_from(static_cast<const RaiseStmt*>(s), f);
    case StmtKind::Assert: {
      auto* a = static_cast<const AssertStmt*>(s);
      if (!in.truthy(eval(a->test.get(), f))) {
        Ref<ExceptionObj> e(new ExceptionObj(types().AssertionError));
        if (a->msg) e->args = tuple_value({eval(a->msg.get(), f)});
        throw PyException{e};
      }
      return Flow::Normal;
    }
    case StmtKind::With:
      return exec_with(static_cast<const WithStmt*>(s), 0, f);
    case StmtKind::Delete:
      for (auto& t : static_cast<const DeleteStmt*>(s)->targets) del(t.get(), f);
      return Flow::Normal;
    case StmtKind::Import:
    case StmtKind::ImportFrom:
      exec_import(s, f);
      return Flow::Normal;
    case StmtKind::Global:
    case StmtKind::Nonlocal:
      return Flow::Normal;
    case StmtKind::Match:
      return exec_match(static_cast<const MatchStmt*>(s), f);
    default:
      break;
  }
  return Flow::Normal;
}

Flow Interpreter::Impl::exec_for(const ForStmt* s, Frame& f) {
  Value iterable = eval(s->iter.get(), f);
  const Expr* target = s->target.get();
  bool local_target =
      target->kind == ExprKind::Name && static_cast<const NameExpr*>(target)->scope == Scope::Local;
  // A module-level loop's name (`for v in pipeline:` in a script) is stored
  // into its module slot without assign's dispatch.
  bool global_target = target->kind == ExprKind::Name &&
                       static_cast<const NameExpr*>(target)->scope == Scope::Global;
  Flow stop = Flow::Normal;
  // Inlined into each of the walk's loops: the body is the hot part.
  bool finished = for_each_item(
      in, iterable, [&](Value item) __attribute__((always_inline)) {
        in.safe_point();
        if (local_target)
          f.slots[static_cast<const NameExpr*>(target)->index] = std::move(item);
        else if (global_target)
          store_global(f.module, size_t(static_cast<const NameExpr*>(target)->index),
                       std::move(item));
        else
          assign(target, std::move(item), f);
        Flow fl = exec_block(s->body, f);
        if (fl == Flow::Break || fl == Flow::Return) {
          stop = fl;
          return false;
        }
        // Fetching the next item (a generator's code may fail) is the for
        // line's work, as tracebacks show it.
        f.line = s->pos.line;
        return true;
      });
  if (!finished) return stop == Flow::Return ? stop : Flow::Normal;
  return exec_block(s->orelse, f);
}

Flow Interpreter::Impl::exec_try(const TryStmt* t, Frame& f) {
  Flow flow = Flow::Normal;
  bool pending = false;
  PyException saved;
  try {
    bool raised = false;
    try {
      // Long native work in an operator (a big-int product, a substring
      // search) that saw Ctrl-C or the time limit throws the C++
      // ExecutionInterrupted (base/limits.h): here it becomes the
      // KeyboardInterrupt (or TimeoutError) the handlers and finally see.
      try {
        flow = exec_block(t->body, f);
      } catch (ExecutionInterrupted&) {
        in.raise_interrupt();
      }
    } catch (PyException& e) {
      raised = true;
      // The frame that catches an exception is part of its traceback (and
      // the entry names the line that raised, not the handler's).
      add_traceback(*e.exc, f);
      const ExceptHandler* match = nullptr;
      for (auto& h : t->handlers) {
        if (!h.type || exception_matches(in, *e.exc, eval(h.type.get(), f))) {
          match = &h;
          break;
        }
      }
      if (!match) throw;
      Ref<ExceptionObj> exc = e.exc;
      HandlingScope scope(handling, exc);
      if (match->name_target) assign(match->name_target.get(), exc.value(), f);
      f.line = match->pos.line;
      flow = exec_block(match->body, f);
      // Python unbinds the `as` name when the handler ends.
      if (match->name_target) {
        try {
          del(match->name_target.get(), f);
        } catch (PyException&) {
        }
      }
    }
    if (!raised && flow == Flow::Normal) flow = exec_block(t->orelse, f);
  } catch (PyException& e) {
    if (t->finalbody.empty()) throw;
    saved = e;
    pending = true;
  }
  if (!t->finalbody.empty()) {
    Value retval = f.retval;
    Flow ff = exec_block(t->finalbody, f);
    // return/break/continue in finally discards a pending exception.
    if (ff != Flow::Normal) return ff;
    if (pending) throw saved;
    f.retval = std::move(retval);
  }
  return flow;
}

Flow Interpreter::Impl::exec_with(const WithStmt* w, size_t item, Frame& f) {
  const WithItem& it = w->items[item];
  Value mgr = eval(it.context_expr.get(), f);
  Value enter_fn, exit_fn;
  bool enter_self = false, exit_self = false;
  if (!lookup_method(mgr, dunders().enter, enter_fn, enter_self) ||
      !lookup_method(mgr, dunders().exit, exit_fn, exit_self)) {
    throw_type_error("'" + type_name(mgr) +
                     "' object does not support the context manager protocol");
  }
  auto call_m = [&](const Value& fn, bool self, std::vector<Value> args) {
    if (self) args.insert(args.begin(), mgr);
    return call_positional(fn, args.data(), args.size());
  };
  Value entered = call_m(enter_fn, enter_self, {});
  Flow flow;
  try {
    try {
      if (it.optional_vars) assign(it.optional_vars.get(), entered, f);
      flow = item + 1 < w->items.size() ? exec_with(w, item + 1, f) : exec_block(w->body, f);
    } catch (ExecutionInterrupted&) {
      in.raise_interrupt();
    }
  } catch (PyException& e) {
    Ref<ExceptionObj> exc = e.exc;
    Value r =
        call_m(exit_fn, exit_self, {Value::object(exc->type), exc.value(), traceback_value(*exc)});
    if (in.truthy(r)) return Flow::Normal;
    throw;
  }
  call_m(exit_fn, exit_self, {Value(), Value(), Value()});
  return flow;
}

void Interpreter::Impl::raise_from(const RaiseStmt* r, Frame& f) {
  if (!r->exc) {
    if (handling.empty()) throw_runtime_error("No active exception to reraise");
    throw PyException{handling.back()};
  }
  Ref<ExceptionObj> e = exception_from(in, eval(r->exc.get(), f));
  if (r->cause) {
    Value c = eval(r->cause.get(), f);
    if (c.is_none()) {
      e->cause = Value();
      e->suppress_context = true;
    } else {
      e->cause = exception_from(in, c).value();
    }
  }
  if (!handling.empty() && handling.back().get() != e.get()) e->context = handling.back().value();
  // Raising an exception object that was raised before keeps its traceback
  // and adds this frame in front, as CPython does (`err = e` ... `raise err`).
  if (e->traceback) e->traceback->outer_frame = nullptr;
  add_traceback(*e, f);
  throw PyException{e};
}

Ref<ExceptionObj> exception_from(Interpreter& in, const Value& v) {
  if (v.is_obj()) {
    Object* o = v.as_obj();
    if (o->type->is_subclass_of(types().type) &&
        static_cast<TypeObject*>(o)->is_subclass_of(types().BaseException)) {
      Value inst = in.call(v, std::vector<Value>{});
      return Ref<ExceptionObj>(inst.as<ExceptionObj>());
    }
    if (o->type->is_subclass_of(types().BaseException))
      return Ref<ExceptionObj>(static_cast<ExceptionObj*>(o));
  }
  throw_type_error("exceptions must derive from BaseException");
}

void Interpreter::Impl::exec_import(const Stmt* s, Frame& f) {
  if (s->kind == StmtKind::Import) {
    for (auto& a : static_cast<const ImportStmt*>(s)->names) {
      Ref<Module> m = in.import_module(a.name);
      if (a.asname.empty() && a.name.find('.') != std::string::npos) {
        // `import a.b` binds `a`.
        assign(a.target.get(), in.import_module(a.name.substr(0, a.name.find('.'))).value(), f);
      } else {
        assign(a.target.get(), m.value(), f);
      }
    }
    return;
  }
  auto* imp = static_cast<const ImportFromStmt*>(s);
  Ref<Module> m = in.import_module(imp->module);
  for (auto& a : imp->names) {
    if (a.name == "*") {
      for (size_t i = 0; i < m->slots.size(); ++i) {
        const std::string& n = m->slot_names[i]->s;
        if (!m->bound[i] || n.empty() || n[0] == '_') continue;
        f.module->set(in, n, m->slots[i]);
      }
      continue;
    }
    auto v = in.getattr_opt(m.value(), a.name);
    if (!v) {
      // A submodule (from tensorflow import keras).
      try {
        v = in.import_module(imp->module + "." + a.name).value();
      } catch (PyException&) {
        throw_exc(types().ImportError, "cannot import name '" + a.name + "' from '" + imp->module +
                                           "' (unknown location)");
      }
    }
    assign(a.target.get(), *v, f);
  }
}

}  // namespace minitf
