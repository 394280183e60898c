// Expression evaluation: a switch over resolved AST nodes. Locals are frame
// slots, globals are module slots; ints and floats take inline fast paths
// before the general object protocol.
#include <alloca.h>

#include <algorithm>
#include <cmath>

#include "base/limits.h"
#include "runtime/format.h"
#include "runtime/generator.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

[[noreturn]] void name_error(const std::string& name) {
  throw_exc(types().NameError, "name '" + name + "' is not defined");
}

[[noreturn]] void free_unbound(const std::string& name) {
  throw_exc(types().NameError, "cannot access free variable '" + name +
                                   "' where it is not associated with a value in enclosing scope");
}

// An unbound local; read from an inline comprehension, it is a free
// variable of the comprehension in CPython, which words it so.
[[noreturn]] void unbound_local(const NameExpr* n) {
  if (n->comp_free) free_unbound(n->id);
  throw_exc(types().UnboundLocalError,
            "cannot access local variable '" + n->id + "' where it is not associated with a value");
}

}  // namespace

Value Interpreter::Impl::load_name(const NameExpr* n, Frame& f) {
  switch (n->scope) {
    case Scope::Local: {
      Value& v = f.slots[n->index];
      if (v.is_undef()) unbound_local(n);
      return v;
    }
    case Scope::Cell: {
      Cell* c = f.cells[n->index].get();
      if (!c->bound) {
        if (n->index < f.nowncells) unbound_local(n);
        free_unbound(n->id);
      }
      return c->value;
    }
    case Scope::Global: {
      Module* m = f.module;
      if (size_t(n->index) < m->slots.size() && m->bound[size_t(n->index)])
        return m->slots[size_t(n->index)];
      break;
    }
    case Scope::ClassBody: {
      if (f.class_ns) {
        if (Value* v = f.class_ns->table.find_str(n->id)) return *v;
      }
      if (const Value* v = f.module->get(n->id)) return *v;
      break;
    }
    case Scope::Unresolved:
      break;
  }
  // Builtins, with the slot cached on the node.
  Module* b = in.builtins_module();
  auto* nn = const_cast<NameExpr*>(n);
  if (nn->builtin_index < 0) nn->builtin_index = b->find_slot(n->id);
  if (nn->builtin_index >= 0 && b->bound[size_t(nn->builtin_index)])
    return b->slots[size_t(nn->builtin_index)];
  name_error(n->id);
}

Value Interpreter::Impl::make_slice(const SliceExpr* s, Frame& f) {
  Value a = s->lower ? eval(s->lower.get(), f) : Value();
  Value b = s->upper ? eval(s->upper.get(), f) : Value();
  Value c = s->step ? eval(s->step.get(), f) : Value();
  return Value::object(new Slice(std::move(a), std::move(b), std::move(c)));
}

// Appends the items of an iterable (for *x in displays and calls). `hinted`:
// CPython reads x as list.extend does (with its length hint) in list and
// tuple displays and calls, and plainly in set displays.
template <class Vec>
static void extend_from(Interpreter& in, Vec& out, const Value& v, bool hinted) {
  if (v.is_obj()) {
    Object* o = v.as_obj();
    if (o->type == types().list) {
      auto& items = static_cast<List*>(o)->items;
      out.insert(out.end(), items.data(), items.data() + items.size());
      return;
    }
    if (o->type == types().tuple) {
      auto& items = static_cast<Tuple*>(o)->items;
      out.insert(out.end(), items.data(), items.data() + items.size());
      return;
    }
  }
  if (hinted) {
    std::vector<Value> more = in.extend_items(v);
    out.insert(out.end(), more.data(), more.data() + more.size());
    return;
  }
  in.for_each(v, [&](const Value& x) {
    out.push_back(x);
    return true;
  });
}

static std::vector<Value> eval_elements(Interpreter::Impl& im, const ExprList& elts, Frame& f,
                                        bool hinted) {
  std::vector<Value> items;
  items.reserve(elts.size());
  for (auto& e : elts) {
    if (e->kind == ExprKind::Starred) {
      Value v = im.eval(static_cast<const StarredExpr*>(e.get())->value.get(), f);
      extend_from(im.in, items, v, hinted);
    } else {
      items.push_back(im.eval(e.get(), f));
    }
  }
  return items;
}

// The hot dispatcher stays small so its prologue is cheap; every case with
// real work lives in its own out-of-line function.
Value Interpreter::Impl::eval(const Expr* e, Frame& f) {
  switch (e->kind) {
    case ExprKind::Constant:
      return *static_cast<const ConstantExpr*>(e)->value;
    case ExprKind::Name: {
      auto* n = static_cast<const NameExpr*>(e);
      if (n->scope == Scope::Local) {
        const Value& v = f.slots[n->index];
        if (__builtin_expect(v.is_undef(), 0)) unbound_local(n);
        return v;
      }
      return load_name(n, f);
    }
    case ExprKind::BinOp: {
      auto* b = static_cast<const BinOpExpr*>(e);
      return b->leaf_operands ? eval_binop_leaves(b, f) : eval_binop(b, f);
    }
    case ExprKind::Compare: {
      auto* c = static_cast<const CompareExpr*>(e);
      return c->leaf_operands ? eval_compare_leaves(c, f) : eval_compare(c, f);
    }
    case ExprKind::Call:
      return eval_call(static_cast<const CallExpr*>(e), f);
    case ExprKind::Subscript:
      return eval_subscript(static_cast<const SubscriptExpr*>(e), f);
    case ExprKind::Attribute:
      return eval_attribute(static_cast<const AttributeExpr*>(e), f);
    default:
      return eval_other(e, f);
  }
}

Value Interpreter::Impl::eval_binop(const BinOpExpr* b, Frame& f) {
  Value l = eval_operand(b->left.get(), f);
  Value r = eval_operand(b->right.get(), f);
  Value out;  // one named result, so it is built in the caller's slot
  if (number_binop(b->op, l, r, out)) return out;
  if (b->op == BinOpKind::Add && l.is_obj() && r.is_obj() && l.as_obj()->type == types().str &&
      r.as_obj()->type == types().str) {
    // str + str (building keys and labels) without the protocol's checks.
    check_memory(uint64_t(l.as<Str>()->s.size()) + r.as<Str>()->s.size());
    out = str_concat(*l.as<Str>(), *r.as<Str>());
    return out;
  }
  out = in.binop(b->op, l, r);
  return out;
}

Value Interpreter::Impl::eval_binop_leaves(const BinOpExpr* b, Frame& f) {
  // Two numbers from locals or constants combine in place; anything else (an
  // unbound local included) reads the operands through eval_binop.
  Value out;
  if (number_binop(b->op, leaf_value(b->left.get(), f), leaf_value(b->right.get(), f), out))
    return out;
  return eval_binop(b, f);
}

Value Interpreter::Impl::eval_attribute(const AttributeExpr* a, Frame& f) {
  StrKey key = StrKey::of(a->attr_str);
  // A local's attribute (self.x) is read without copying the object.
  const Expr* target = a->value.get();
  if (target->kind == ExprKind::Name &&
      static_cast<const NameExpr*>(target)->scope == Scope::Local) {
    const Value& obj = f.slots[static_cast<const NameExpr*>(target)->index];
    if (Value* iv = plain_instance_attr(obj, key, a->cache)) return *iv;
  }
  Value obj = eval(target, f);
  if (Value* iv = plain_instance_attr(obj, key, a->cache)) return *iv;
  return in.getattr(obj, key);
}

Value Interpreter::Impl::eval_subscript(const SubscriptExpr* s, Frame& f) {
  // A local list and a constant index (b[0]) are read in place.
  const Expr* target = s->value.get();
  const Expr* index = s->index.get();
  if (index->kind == ExprKind::Constant && target->kind == ExprKind::Name &&
      static_cast<const NameExpr*>(target)->scope == Scope::Local) {
    if (Value* v = list_item(f.slots[static_cast<const NameExpr*>(target)->index],
                             *static_cast<const ConstantExpr*>(index)->value))
      return *v;
  }
  Value obj = eval(target, f);
  if (index->kind == ExprKind::Slice && !static_cast<const SliceExpr*>(index)->step) {
    // seq[a:b]: the bounds are evaluated after the object, as CPython does,
    // and a list or tuple is cut without making a slice object.
    auto* sl = static_cast<const SliceExpr*>(index);
    Value lower = sl->lower ? eval(sl->lower.get(), f) : Value();
    Value upper = sl->upper ? eval(sl->upper.get(), f) : Value();
    Value out;
    if (simple_sequence_slice(obj, lower, upper, out)) return out;
    return in.getitem(obj, Value::object(new Slice(std::move(lower), std::move(upper), Value())));
  }
  Value key = eval_operand(index, f);
  if (Value* v = list_item(obj, key)) return *v;
  return in.getitem(obj, key);
}

Value Interpreter::Impl::eval_compare_leaves(const CompareExpr* c, Frame& f) {
  // Two ints compare in place; anything else (an unbound local included)
  // goes through eval_compare.
  const Value& x = leaf_value(c->left.get(), f);
  const Value& y = leaf_value(c->comparators[0].get(), f);
  Value out;
  if (x.is_int() && y.is_int() && compare_ints(c->ops[0], x.as_int(), y.as_int(), out)) return out;
  return eval_compare(c, f);
}

bool Interpreter::Impl::eval_cond_compare(const CompareExpr* c, Frame& f) {
  // `x % 3 == 0`, `i + 1 < n`: each side an int leaf or an int arithmetic of
  // two leaves, computed in place. Reading a leaf has no effect, so when that
  // does not decide, eval_compare reads them again.
  int64_t x, y;
  bool r;
  if (int_side(c->left.get(), f, x) && int_side(c->comparators[0].get(), f, y) &&
      compare_ints(c->ops[0], x, y, &r))
    return r;
  Value out = eval_compare(c, f);
  return out.is_bool() ? out.as_bool() : in.truthy(out);
}

Value Interpreter::Impl::eval_compare(const CompareExpr* c, Frame& f) {
  // One comparison of two ints (loop conditions, base cases) first.
  if (c->ops.size() == 1) {
    Value left = eval_leaf(c->left.get(), f);
    Value right = eval_leaf(c->comparators[0].get(), f);
    Value out;
    if (left.is_int() && right.is_int() &&
        compare_ints(c->ops[0], left.as_int(), right.as_int(), out))
      return out;
    return in.compare(c->ops[0], left, right);
  }
  return eval_compare_chain(c, f);
}

Value Interpreter::Impl::eval_compare_chain(const CompareExpr* c, Frame& f) {
  {
    {
      Value left = eval_leaf(c->left.get(), f);
      size_t n = c->ops.size();
      for (size_t i = 0; i < n; ++i) {
        Value right = eval_leaf(c->comparators[i].get(), f);
        Value r;
        if (left.is_int() && right.is_int()) {
          int64_t x = left.as_int(), y = right.as_int();
          bool res;
          switch (c->ops[i]) {
            case CmpOpKind::Lt:
              res = x < y;
              break;
            case CmpOpKind::LtE:
              res = x <= y;
              break;
            case CmpOpKind::Gt:
              res = x > y;
              break;
            case CmpOpKind::GtE:
              res = x >= y;
              break;
            case CmpOpKind::Eq:
              res = x == y;
              break;
            case CmpOpKind::NotEq:
              res = x != y;
              break;
            default:
              res = in.truthy(in.compare(c->ops[i], left, right));
              break;
          }
          r = Value::boolean(res);
        } else {
          r = in.compare(c->ops[i], left, right);
        }
        if (i + 1 == n) return r;
        if (!in.truthy(r)) return r;
        left = std::move(right);
      }
      return Value();
    }
  }
}

Value Interpreter::Impl::eval_other(const Expr* e, Frame& f) {
  switch (e->kind) {
    case ExprKind::Slice:
      return make_slice(static_cast<const SliceExpr*>(e), f);
    case ExprKind::UnaryOp: {
      auto* u = static_cast<const UnaryOpExpr*>(e);
      Value v = eval(u->operand.get(), f);
      if (u->op == UnaryOpKind::Not) return Value::boolean(!in.truthy(v));
      if (u->op == UnaryOpKind::USub && v.is_float()) return Value::floating(-v.as_float());
      return in.unaryop(u->op, v);
    }
    case ExprKind::BoolOp: {
      auto* b = static_cast<const BoolOpExpr*>(e);
      Value v;
      for (size_t i = 0; i < b->values.size(); ++i) {
        v = eval(b->values[i].get(), f);
        if (i + 1 == b->values.size()) break;
        bool t = in.truthy(v);
        if (b->is_and ? !t : t) break;
      }
      return v;
    }
    case ExprKind::IfExp: {
      auto* i = static_cast<const IfExpExpr*>(e);
      return in.truthy(eval(i->test.get(), f)) ? eval(i->body.get(), f) : eval(i->orelse.get(), f);
    }
    case ExprKind::Lambda:
      return make_function(static_cast<const LambdaExpr*>(e)->def.get(), f, unit_of(f));
    case ExprKind::List:
      return list_value(eval_elements(*this, static_cast<const SequenceExpr*>(e)->elts, f, true));
    case ExprKind::Tuple:
      return tuple_value(eval_elements(*this, static_cast<const SequenceExpr*>(e)->elts, f, true));
    case ExprKind::Set: {
      auto items = eval_elements(*this, static_cast<const SequenceExpr*>(e)->elts, f, false);
      Ref<Set> s(new Set());
      for (auto& x : items) s->table.set(in, x, in.hash(x), Value());
      return s.value();
    }
    case ExprKind::Dict: {
      auto* d = static_cast<const DictExpr*>(e);
      Ref<Dict> out = make_dict();
      for (size_t i = 0; i < d->keys.size(); ++i) {
        if (!d->keys[i]) {
          Value m = eval(d->values[i].get(), f);
          if (!(m.is_obj() && m.as_obj()->type == types().dict))
            throw_type_error("'" + type_name(m) + "' object is not a mapping");
          m.as<Dict>()->table.for_each(
              [&](const Value& k, const Value& v) { out->table.set(in, k, in.hash(k), v); });
          continue;
        }
        Value k = eval(d->keys[i].get(), f);
        Value v = eval(d->values[i].get(), f);
        out->table.set(in, k, in.hash(k), std::move(v));
      }
      return out.value();
    }
    case ExprKind::ListComp:
    case ExprKind::SetComp:
    case ExprKind::DictComp:
      return eval_comprehension(static_cast<const ComprehensionExpr*>(e), f);
    case ExprKind::GeneratorExp: {
      // The first iterable is evaluated (and iter() called on it) here, in
      // the enclosing scope; the rest runs lazily in the generator.
      auto* c = static_cast<const ComprehensionExpr*>(e);
      Value first = in.iter(eval(c->generators[0].iter.get(), f));
      return make_genexp(in, c, std::move(first), f);
    }
    case ExprKind::Yield: {
      auto* y = static_cast<const YieldExpr*>(e);
      return generator_yield(in, f, y->value ? eval(y->value.get(), f) : Value());
    }
    case ExprKind::YieldFrom:
      return generator_yield_from(in, f, eval(static_cast<const YieldExpr*>(e)->value.get(), f));
    case ExprKind::JoinedStr:
      return eval_fstring(static_cast<const JoinedStrExpr*>(e), f);
    case ExprKind::FormattedValue: {
      auto* fv = static_cast<const FormattedValueExpr*>(e);
      Value v = eval(fv->value.get(), f);
      std::string prefix = fv->self_doc;
      if (fv->conversion == 'r')
        v = str_value(in.repr(v));
      else if (fv->conversion == 's')
        v = str_value(in.str(v));
      else if (fv->conversion == 'a')
        v = str_value(in.repr(v));
      std::string spec;
      if (fv->format_spec) spec = in.str(eval(fv->format_spec.get(), f));
      return str_value(prefix + format_value(in, v, spec));
    }
    case ExprKind::NamedExpr: {
      auto* n = static_cast<const NamedExprExpr*>(e);
      Value v = eval(n->value.get(), f);
      assign(n->target.get(), v, f);
      return v;
    }
    case ExprKind::Starred:
      throw_exc(types().SyntaxError, "can't use starred expression here");
    default:  // the hot kinds are handled by eval()
      break;
  }
  return Value();
}

Value Interpreter::Impl::eval_fstring(const JoinedStrExpr* j, Frame& f) {
  std::string out;
  for (auto& part : j->values) {
    Value v = eval(part.get(), f);
    if (v.is_obj() && v.as_obj()->type == types().str)
      out += v.as<Str>()->s;
    else
      out += in.str(v);
  }
  return str_value(std::move(out));
}

// Unbinds a comprehension's target names (their slots in the host frame)
// once its loop ends: in CPython they die with the comprehension's own frame,
// and the last item must not live on (its __del__ runs then, not later).
static void unbind_comprehension_target(const Expr* t, Frame& f) {
  if (t->kind == ExprKind::Name) {
    auto* n = static_cast<const NameExpr*>(t);
    if (n->scope == Scope::Local) f.slots[n->index] = Value::undef();
  } else if (t->kind == ExprKind::Tuple || t->kind == ExprKind::List) {
    for (const ExprPtr& e : static_cast<const SequenceExpr*>(t)->elts)
      unbind_comprehension_target(e.get(), f);
  } else if (t->kind == ExprKind::Starred) {
    unbind_comprehension_target(static_cast<const StarredExpr*>(t)->value.get(), f);
  }
}

namespace {
struct ComprehensionTargetScope {
  const Expr* target;
  Frame& f;
  ~ComprehensionTargetScope() { unbind_comprehension_target(target, f); }
};
}  // namespace

// Runs the generators of a comprehension depth-first, calling `emit` for each
// innermost iteration; a local target is stored straight into its slot.
template <class Emit>
static void run_generators(Interpreter::Impl& im, const ComprehensionExpr* c, size_t level,
                           const Value& first_iter, Frame& f, Emit& emit) {
  const Comprehension& g = c->generators[level];
  Value iterable = level == 0 ? first_iter : im.eval(g.iter.get(), f);
  const Expr* target = g.target.get();
  ComprehensionTargetScope unbind{target, f};
  Value* slot =
      target->kind == ExprKind::Name && static_cast<const NameExpr*>(target)->scope == Scope::Local
          ? &f.slots[static_cast<const NameExpr*>(target)->index]
          : nullptr;
  // Inlined into each of the walk's loops: the body is the hot part.
  for_each_item(
      im.in, iterable, [&](Value item) __attribute__((always_inline)) {
        im.in.safe_point();
        if (slot)
          *slot = std::move(item);
        else
          im.assign(target, std::move(item), f);
        for (auto& cond : g.ifs)
          if (!im.eval_cond(cond.get(), f)) return true;
        if (level + 1 == c->generators.size())
          emit();
        else
          run_generators(im, c, level + 1, first_iter, f, emit);
        return true;
      });
}

// A list comprehension presizes its list to at most this many items, so that
// a range's length alone never reserves more than 64 MiB of Values.
constexpr uint64_t kMaxComprehensionReserve = uint64_t{1} << 22;
// Of the session's memory budget, a presized list takes at most this share:
// presizing must never be what raises MemoryError.
constexpr uint64_t kComprehensionReserveBudgetDivisor = 4;

// `[e for x in seq]` over a range, list or tuple, with no condition and no
// inner loop, makes exactly one item per element: its list is sized once
// rather than grown by copies (CPython's list comprehension grows it).
static void presize_comprehension(const ComprehensionExpr& c, const Value& first,
                                  std::vector<Value>& items) {
  if (c.generators.size() != 1 || !c.generators[0].ifs.empty() || !first.is_obj()) return;
  const Object* o = first.as_obj();
  uint64_t n;
  if (o->type == types().range)
    n = static_cast<const Range*>(o)->count();
  else if (o->type == types().list)
    n = static_cast<const List*>(o)->items.size();
  else if (o->type == types().tuple)
    n = static_cast<const Tuple*>(o)->items.size();
  else
    return;
  n = std::min(n, kMaxComprehensionReserve);
  if (n * sizeof(Value) > active_memory_budget() / kComprehensionReserveBudgetDivisor) return;
  items.reserve(size_t(n));
}

Value Interpreter::Impl::eval_comprehension(const ComprehensionExpr* c, Frame& f) {
  Value first = eval(c->generators[0].iter.get(), f);
  switch (c->kind) {
    case ExprKind::ListComp: {
      Ref<List> out(new List());
      presize_comprehension(*c, first, out->items);
      auto emit = [&] {
        Value v = eval(c->elt.get(), f);
        check_growth(out->items, 1);
        out->items.push_back(std::move(v));
      };
      run_generators(*this, c, 0, first, f, emit);
      return out.value();
    }
    case ExprKind::SetComp: {
      Ref<Set> out(new Set());
      auto emit = [&] {
        Value v = eval(c->elt.get(), f);
        out->table.set(in, v, in.hash(v), Value());
      };
      run_generators(*this, c, 0, first, f, emit);
      return out.value();
    }
    case ExprKind::DictComp: {
      Ref<Dict> out = make_dict();
      auto emit = [&] {
        Value k = eval(c->elt.get(), f);
        Value v = eval(c->value.get(), f);
        out->table.set(in, k, in.hash(k), std::move(v));
      };
      run_generators(*this, c, 0, first, f, emit);
      return out.value();
    }
    default:
      MINITF_ASSERT(false, "generator expressions are made by make_genexp");
      return Value();
  }
}

void Interpreter::Impl::run_genexp(const ComprehensionExpr* c, const Value& first, Frame& f) {
  auto emit = [&] { generator_yield(in, f, eval(c->elt.get(), f)); };
  run_generators(*this, c, 0, first, f, emit);
}

void Interpreter::Impl::drain_genexp(const ComprehensionExpr* c, const Value& first, Frame& f,
                                     const std::function<bool(const Value&)>& step,
                                     std::exception_ptr& consumer_error) {
  Frame* consumer_top = f.back;
  auto emit = [&] {
    Value v = eval(c->elt.get(), f);
    top = consumer_top;
    --depth;
    bool more;
    try {
      more = step(v);
    } catch (...) {
      consumer_error = std::current_exception();
      more = false;
    }
    top = &f;
    ++depth;
    if (!more) throw GenexpDrainStop{};
  };
  run_generators(*this, c, 0, first, f, emit);
}

// Whether an instance's own dict holds `key`; the filter of hash bits answers
// the common "no" (a method name) without a call.
static inline bool instance_has(const DictTable& t, const StrKey& key) {
  return t.may_contain(key.hash) && t.find_key(key) != nullptr;
}

// The common callees directly: a built-in function (len, sum) and a built-in
// type's constructor (str, tuple); anything else goes through call(). Inline
// in eval_call, its one caller.
[[gnu::always_inline]] inline Value Interpreter::Impl::call_resolved(const Value& fn,
                                                                     CallArgs& args) {
  if (fn.is_obj()) {
    Object* o = fn.as_obj();
    if (o->type == types().builtin_function)
      return invoke_builtin(static_cast<BuiltinFunction*>(o), args);
    if (o->type == types().type) {
      auto* cls = static_cast<TypeObject*>(o);
      if (cls->builtin && cls->construct) return cls->construct(in, args);
    }
  }
  return call(fn, args);
}

Value Interpreter::Impl::eval_call(const CallExpr* c, Frame& f) {
  Value fn;
  Value self;
  bool needs_self = false;
  if (c->func->kind == ExprKind::Attribute) {
    auto* a = static_cast<const AttributeExpr*>(c->func.get());
    self = eval_leaf(a->value.get(), f);
    StrKey key = StrKey::of(a->attr_str);
    // Fast path: a method defined on a user class, not shadowed by the instance.
    Value* tv = nullptr;
    if (self.is_obj() && self.as_obj()->type->layout != Layout::Native &&
        (tv = cached_type_lookup(self.as_obj()->type, key, a->cache)) != nullptr && tv->is_obj() &&
        tv->as_obj()->type == types().function &&
        !instance_has(static_cast<Instance*>(self.as_obj())->dict->table, key)) {
      fn = *tv;
      needs_self = true;
    } else if (self.is_obj() && self.as_obj()->type->layout == Layout::Native &&
               (tv = cached_type_lookup(self.as_obj()->type, key, a->cache)) != nullptr &&
               tv->is_obj() && tv->as_obj()->type == types().builtin_function &&
               static_cast<BuiltinFunction*>(tv->as_obj())->is_method &&
               self.as_obj()->type != types().type && self.as_obj()->type != super_type()) {
      // A built-in type's method (`d.get`, `parts.append`): what lookup_method
      // would find, through the node's inline cache instead of a dict lookup.
      // Not for a class (Base.__init__), whose own attributes come first.
      fn = *tv;
      needs_self = true;
    } else if (!lookup_method(self, key, fn, needs_self)) {
      fn = in.getattr(self, key);
    }
  } else if (c->func->kind == ExprKind::Name &&
             static_cast<const NameExpr*>(c->func.get())->scope == Scope::Global) {
    // A module-level function called by name (fib(n - 1)), or a builtin
    // (len, str) through the node's cached builtins slot: read here.
    auto* n = static_cast<const NameExpr*>(c->func.get());
    Module* b = in.builtins_module();
    if (size_t(n->index) < f.module->slots.size() && f.module->bound[size_t(n->index)])
      fn = f.module->slots[size_t(n->index)];
    else if (n->builtin_index >= 0 && b->bound[size_t(n->builtin_index)])
      fn = b->slots[size_t(n->builtin_index)];
    else
      fn = load_name(n, f);
  } else {
    fn = eval(c->func.get(), f);
  }
  bool simple = c->plain_args;
  size_t n = c->args.size() + (needs_self ? 1 : 0);
  if (simple && fn.is_obj() && fn.as_obj()->type == types().function) {
    auto* fo = static_cast<Function*>(fn.as_obj());
    int32_t nslots = fo->nslots;
    if (fo->simple_params && n == size_t(fo->nparams) && nslots <= kInlineSlots) {
      // Arguments are evaluated straight into the callee's local slots, on
      // this native frame: no copy, no allocation.
      Value* slots = static_cast<Value*>(alloca(sizeof(Value) * size_t(nslots) + 1));
      struct Guard {
        Value* p;
        int32_t k = 0;
        ~Guard() {
          for (int32_t i = 0; i < k; ++i) p[i].~Value();
        }
      } g{slots};
      if (needs_self) new (slots + g.k++) Value(std::move(self));
      for (auto& a : c->args) {
        new (slots + g.k) Value(eval_operand(a.get(), f));
        ++g.k;
      }
      for (; g.k < nslots; ++g.k) new (slots + g.k) Value(Value::undef());
      g.k = 0;  // the frame owns the values now
      if (fo->def->scope.cell_names.empty()) return run_plain_frame(fo, slots);
      return run_frame_with_cells(fo, slots);
    }
  }
  CallArgs args;
  if (needs_self) args.pos.push_back(std::move(self));
  if (simple) {
    // Positional arguments only (str(x), d.get(k, 0)): no unpacking, no keywords.
    for (auto& a : c->args) args.pos.push_back(eval_operand(a.get(), f));
    return call_resolved(fn, args);
  }
  for (auto& a : c->args) {
    if (a->kind == ExprKind::Starred) {
      Value v = eval(static_cast<const StarredExpr*>(a.get())->value.get(), f);
      extend_from(in, args.pos, v, true);
    } else {
      args.pos.push_back(eval_operand(a.get(), f));
    }
  }
  for (auto& k : c->keywords) {
    Value v = eval(k.value.get(), f);
    if (k.name.empty()) {
      if (!(v.is_obj() && v.as_obj()->type == types().dict))
        throw_type_error("argument after ** must be a mapping, not " + type_name(v));
      v.as<Dict>()->table.for_each([&](const Value& key, const Value& val) {
        if (!(key.is_obj() && key.as_obj()->type == types().str))
          throw_type_error("keywords must be strings");
        args.kw.emplace_back(Ref<Str>(key.as<Str>()), val);
      });
    } else {
      args.kw.emplace_back(Ref<Str>(k.name_str), std::move(v));
    }
  }
  return call_resolved(fn, args);
}

}  // namespace minitf
