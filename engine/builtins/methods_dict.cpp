// The methods of dict, set and frozenset, and their constructors.
#include "builtins/builtins_impl.h"
#include "runtime/dictview.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

Dict& self_dict(const CallArgs& a) { return *a.pos[0].as<Dict>(); }
Set& self_set(const CallArgs& a) { return *a.pos[0].as<Set>(); }

void dict_update(Interpreter& in, Dict& d, const CallArgs& a, size_t first, const char* fname) {
  if (a.pos.size() > first + 1)
    throw_type_error(std::string(fname) + " expected at most 1 argument, got " +
                     std::to_string(a.pos.size() - first));
  if (a.pos.size() > first) dict_update_from(in, d, a.pos[first]);
  for (auto& kv : a.kw) dict_set(in, d, kv.first.value(), kv.second);
}

Value construct_dict(Interpreter& in, CallArgs& a) {
  Ref<Dict> d = make_dict();
  dict_update(in, *d, a, 0, "dict");
  return d.value();
}

Value view(const CallArgs& a, DictView::Kind k, const char* qual) {
  check_method_args(a, 0, 0, qual, ArgStyle::NoArgs);
  return Value::object(new DictView(k, Ref<Dict>(&self_dict(a))));
}

// ---- dict views -------------------------------------------------------------------

DictView& self_view(const CallArgs& a) { return *a.pos[0].as<DictView>(); }

// Set operations on keys/items views give sets (d.keys() & {1, 2}): the
// view's `slot` (its name in errors) runs the set's `method`.
Value view_set_op(Interpreter& in, const CallArgs& a, const char* slot, const char* method) {
  check_method_args(a, 1, 1, slot, ArgStyle::SlotWrapper);
  Ref<Set> s = new_set(false);
  for (const Value& v : self_view(a).snapshot()) set_add(in, *s, v);
  Value bound = in.getattr(s.value(), method);
  return in.call(bound, std::vector<Value>{a.pos[1]});
}

Value view_isdisjoint(Interpreter& in, CallArgs& a) {
  std::string qualname = std::string(dictview_kind_name(self_view(a).kind)) + ".isdisjoint";
  check_method_args(a, 1, 1, qualname.c_str(), ArgStyle::OneArg);
  return view_set_op(in, a, "isdisjoint", "isdisjoint");
}

Value view_contains(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "__contains__", ArgStyle::SlotWrapper);
  return Value::boolean(dictview_contains(in, self_view(a), a.pos[1]));
}

Value view_reversed(Interpreter&, CallArgs& a) {
  auto items = std::make_shared<std::vector<Value>>(self_view(a).snapshot());
  size_t i = items->size();
  return make_native_iterator(
      std::string(dictview_kind_name(self_view(a).kind)) + "_reverseiterator",
      [items, i](Interpreter&, Value& out) mutable {
        if (i == 0) return false;
        out = (*items)[--i];
        return true;
      });
}

using I = Interpreter;
using A = CallArgs;

// Every view.
const NativeDef kViewMethods[] = {
    {"__len__", [](I&, A& a) { return Value::integer(int64_t(self_view(a).size())); }},
    {"__iter__", [](I& in, A& a) { return dictview_iter(in, self_view(a)); }},
    {"__repr__", [](I& in, A& a) { return new_str(dictview_repr(in, self_view(a))); }},
    {"__contains__", view_contains},
    {"__reversed__", view_reversed},
};

// Keys and items views are set-like.
const NativeDef kSetLikeViewMethods[] = {
    {"__and__", [](I& in, A& a) { return view_set_op(in, a, "__and__", "intersection"); }},
    {"__or__", [](I& in, A& a) { return view_set_op(in, a, "__or__", "union"); }},
    {"__sub__", [](I& in, A& a) { return view_set_op(in, a, "__sub__", "difference"); }},
    {"__xor__",
     [](I& in, A& a) { return view_set_op(in, a, "__xor__", "symmetric_difference"); }},
    {"isdisjoint", view_isdisjoint, "(self, other, /)",
     "Return True if the view and the given iterable have a null intersection."},
};

// ---- sets ------------------------------------------------------------------------

std::vector<Value> set_items(const Set& s) {
  std::vector<Value> v;
  v.reserve(s.table.size());
  s.table.for_each([&](const Value& k, const Value&) { v.push_back(k); });
  return v;
}

// Elements of any iterable argument (set operands need not be sets).
std::vector<Value> operand(Interpreter& in, const Value& v) {
  if (is_anyset(v)) return set_items(*v.as<Set>());
  return items_of(in, v);
}

Ref<Set> set_from(Interpreter& in, const std::vector<Value>& items, bool frozen) {
  Ref<Set> s = new_set(frozen);
  for (const Value& v : items) set_add(in, *s, v);
  return s;
}

Value construct_set(Interpreter& in, CallArgs& a, bool frozen) {
  const char* name = frozen ? "frozenset" : "set";
  if (!a.kw.empty()) throw_type_error(std::string(name) + "() takes no keyword arguments");
  if (a.pos.size() > 1)
    throw_type_error(std::string(name) + " expected at most 1 argument, got " +
                     std::to_string(a.pos.size()));
  if (frozen && !a.pos.empty() && is_type(a.pos[0], types().frozenset)) return a.pos[0];
  if (a.pos.empty()) return new_set(frozen).value();
  return set_from(in, operand(in, a.pos[0]), frozen).value();
}

enum class SetOp { Union, Intersection, Difference, SymDiff };

// self OP others..., as a new set.
Ref<Set> set_op(Interpreter& in, const CallArgs& a, SetOp op) {
  Ref<Set> result = set_from(in, set_items(self_set(a)), self_set(a).frozen);
  for (size_t i = 1; i < a.pos.size(); ++i) {
    std::vector<Value> other = operand(in, a.pos[i]);
    if (op == SetOp::Union) {
      for (const Value& v : other) set_add(in, *result, v);
    } else if (op == SetOp::Intersection) {
      Ref<Set> o = set_from(in, other, false);
      Ref<Set> next = new_set(result->frozen);
      for (const Value& v : set_items(*result))
        if (set_contains(in, *o, v)) set_add(in, *next, v);
      result = next;
    } else if (op == SetOp::Difference) {
      for (const Value& v : other) result->table.erase(in, v, in.hash(v));
    } else {
      Ref<Set> o = set_from(in, other, false);
      for (const Value& v : set_items(*o)) {
        int64_t h = in.hash(v);
        if (result->table.find(in, v, h))
          result->table.erase(in, v, h);
        else
          result->table.set(in, v, h, Value());
      }
    }
  }
  return result;
}

// In-place variants: compute, then replace self's table.
Value set_op_update(Interpreter& in, CallArgs& a, SetOp op) {
  Ref<Set> r = set_op(in, a, op);
  self_set(a).table = r->table;
  return Value();
}

void add_set_methods(TypeObject* t, bool frozen) {
  using A = CallArgs;
  using I = Interpreter;
  const std::string n = frozen ? "frozenset." : "set.";
  auto q = [n](const char* m) { return n + m; };  // "frozenset.copy" in arity errors
  std::string qu = q("symmetric_difference");
  add_method(
      t, "union", [](I& in, A& a) { return set_op(in, a, SetOp::Union).value(); }, "(*others)",
      "Return the union of sets as a new set.");
  add_method(
      t, "intersection", [](I& in, A& a) { return set_op(in, a, SetOp::Intersection).value(); },
      "(*others)", "Return the intersection of two or more sets as a new set.");
  add_method(
      t, "difference", [](I& in, A& a) { return set_op(in, a, SetOp::Difference).value(); },
      "(*others)", "Return the difference of two or more sets as a new set.");
  add_method(
      t, "symmetric_difference",
      [qu](I& in, A& a) {
        check_method_args(a, 1, 1, qu.c_str(), ArgStyle::OneArg);
        return set_op(in, a, SetOp::SymDiff).value();
      },
      "(other, /)", "Return the symmetric difference of two sets as a new set.");
  std::string qsub = q("issubset");
  add_method(
      t, "issubset",
      [qsub](I& in, A& a) {
        check_method_args(a, 1, 1, qsub.c_str(), ArgStyle::OneArg);
        Ref<Set> o = set_from(in, operand(in, a.pos[1]), false);
        for (const Value& v : set_items(self_set(a)))
          if (!set_contains(in, *o, v)) return Value::boolean(false);
        return Value::boolean(true);
      },
      "(other, /)", "Report whether another set contains this set.");
  std::string qsup = q("issuperset");
  add_method(
      t, "issuperset",
      [qsup](I& in, A& a) {
        check_method_args(a, 1, 1, qsup.c_str(), ArgStyle::OneArg);
        for (const Value& v : operand(in, a.pos[1]))
          if (!set_contains(in, self_set(a), v)) return Value::boolean(false);
        return Value::boolean(true);
      },
      "(other, /)", "Report whether this set contains another set.");
  std::string qdis = q("isdisjoint");
  add_method(
      t, "isdisjoint",
      [qdis](I& in, A& a) {
        check_method_args(a, 1, 1, qdis.c_str(), ArgStyle::OneArg);
        for (const Value& v : operand(in, a.pos[1]))
          if (set_contains(in, self_set(a), v)) return Value::boolean(false);
        return Value::boolean(true);
      },
      "(other, /)", "Return True if two sets have a null intersection.");
  std::string qcopy = q("copy");
  add_method(
      t, "copy",
      [qcopy](I& in, A& a) {
        check_method_args(a, 0, 0, qcopy.c_str(), ArgStyle::NoArgs);
        if (self_set(a).frozen) return a.pos[0];
        return set_from(in, set_items(self_set(a)), false).value();
      },
      "(self, /)", "Return a shallow copy of a set.");
  if (frozen) return;
  add_method(
      t, "add",
      [](I& in, A& a) {
        check_method_args(a, 1, 1, "set.add", ArgStyle::OneArg);
        set_add(in, self_set(a), a.pos[1]);
        return Value();
      },
      "(self, object, /)", "Add an element to a set.");
  add_method(
      t, "remove",
      [](I& in, A& a) {
        check_method_args(a, 1, 1, "set.remove", ArgStyle::OneArg);
        if (!self_set(a).table.erase(in, a.pos[1], in.hash(a.pos[1]))) throw_key_error(a.pos[1]);
        return Value();
      },
      "(self, object, /)", "Remove an element from a set; it must be a member.");
  add_method(
      t, "discard",
      [](I& in, A& a) {
        check_method_args(a, 1, 1, "set.discard", ArgStyle::OneArg);
        self_set(a).table.erase(in, a.pos[1], in.hash(a.pos[1]));
        return Value();
      },
      "(self, object, /)", "Remove an element from a set if it is a member.");
  add_method(
      t, "pop",
      [](I& in, A& a) {
        check_method_args(a, 0, 0, "set.pop", ArgStyle::NoArgs);
        Set& s = self_set(a);
        if (s.table.size() == 0) throw_key_error(new_str("pop from an empty set"));
        Value v;
        for (auto& e : s.table.entries)
          if (e.live) {
            v = e.key;
            break;
          }
        s.table.erase(in, v, in.hash(v));
        return v;
      },
      "(self, /)", "Remove and return an arbitrary set element.");
  add_method(
      t, "clear",
      [](I&, A& a) {
        check_method_args(a, 0, 0, "set.clear", ArgStyle::NoArgs);
        self_set(a).table.clear();
        return Value();
      },
      "(self, /)", "Remove all elements from this set.");
  add_method(
      t, "update", [](I& in, A& a) { return set_op_update(in, a, SetOp::Union); }, "(*others)",
      "Update the set, adding elements from all others.");
  add_method(
      t, "intersection_update",
      [](I& in, A& a) { return set_op_update(in, a, SetOp::Intersection); }, "(*others)",
      "Update the set, keeping only elements found in it and all others.");
  add_method(
      t, "difference_update", [](I& in, A& a) { return set_op_update(in, a, SetOp::Difference); },
      "(*others)", "Update the set, removing elements found in others.");
  add_method(
      t, "symmetric_difference_update",
      [](I& in, A& a) {
        check_method_args(a, 1, 1, "set.symmetric_difference_update", ArgStyle::OneArg);
        return set_op_update(in, a, SetOp::SymDiff);
      },
      "(other, /)", "Update the set, keeping only elements found in either set, but not in both.");
}

}  // namespace

void init_dict_methods(TypeObject* t) {
  using A = CallArgs;
  using I = Interpreter;
  t->construct = construct_dict;
  add_method(
      t, "get",
      [](I& in, A& a) {
        check_method_args(a, 1, 2, "dict.get", ArgStyle::Expected);
        if (Value* v = dict_find(in, self_dict(a), a.pos[1])) return *v;
        return a.pos.size() > 2 ? a.pos[2] : Value();
      },
      "(self, key, default=None, /)",
      "Return the value for key if key is in the dictionary, else default.");
  add_method(
      t, "keys", [](I&, A& a) { return view(a, DictView::Keys, "dict.keys"); }, "(self, /)",
      "Return a set-like object providing a view on the dict's keys.");
  add_method(
      t, "values", [](I&, A& a) { return view(a, DictView::Values, "dict.values"); }, "(self, /)",
      "Return an object providing a view on the dict's values.");
  add_method(
      t, "items", [](I&, A& a) { return view(a, DictView::Items, "dict.items"); }, "(self, /)",
      "Return a set-like object providing a view on the dict's items.");
  add_method(
      t, "pop",
      [](I& in, A& a) {
        check_method_args(a, 1, 2, "dict.pop", ArgStyle::Expected);
        Dict& d = self_dict(a);
        int64_t h = in.hash(a.pos[1]);
        if (Value* v = d.table.find(in, a.pos[1], h)) {
          Value r = *v;
          d.table.erase(in, a.pos[1], h);
          return r;
        }
        if (a.pos.size() > 2) return a.pos[2];
        throw_key_error(a.pos[1]);
      },
      "(key[, default])", "Remove specified key and return the corresponding value.");
  add_method(
      t, "popitem",
      [](I& in, A& a) {
        check_method_args(a, 0, 0, "dict.popitem", ArgStyle::NoArgs);
        Dict& d = self_dict(a);
        if (d.table.size() == 0) throw_key_error(new_str("popitem(): dictionary is empty"));
        for (size_t i = d.table.entries.size(); i-- > 0;) {
          auto& e = d.table.entries[i];
          if (!e.live) continue;
          Value k = e.key, v = e.value;
          d.table.erase(in, k, e.hash);
          return tuple_value({k, v});
        }
        return Value();
      },
      "(self, /)", "Remove and return a (key, value) pair as a 2-tuple (LIFO order).");
  add_method(
      t, "setdefault",
      [](I& in, A& a) {
        check_method_args(a, 1, 2, "dict.setdefault", ArgStyle::Expected);
        Dict& d = self_dict(a);
        int64_t h = in.hash(a.pos[1]);
        if (Value* v = d.table.find(in, a.pos[1], h)) return *v;
        Value dflt = a.pos.size() > 2 ? a.pos[2] : Value();
        d.table.set(in, a.pos[1], h, dflt);
        return dflt;
      },
      "(self, key, default=None, /)",
      "Insert key with a value of default if key is not in the dictionary.");
  add_method(
      t, "update",
      [](I& in, A& a) {
        dict_update(in, self_dict(a), a, 1, "update");
        return Value();
      },
      "([E, ]**F)", "Update D from dict/iterable E and F.");
  add_method(
      t, "copy",
      [](I&, A& a) {
        check_method_args(a, 0, 0, "dict.copy", ArgStyle::NoArgs);
        Ref<Dict> d = make_dict();
        d->table = self_dict(a).table;
        return d.value();
      },
      "(self, /)", "Return a shallow copy of the dict.");
  add_method(
      t, "clear",
      [](I&, A& a) {
        check_method_args(a, 0, 0, "dict.clear", ArgStyle::NoArgs);
        DictTable old;
        std::swap(old, self_dict(a).table);  // values die after the dict is empty
        return Value();
      },
      "(self, /)", "Remove all items from the dict.");
  // fromkeys is a classmethod in Python: it works on the type and on
  // instances, never receiving self.
  add_method(
      t, "fromkeys",
      [](I& in, A& a) {
        if (!a.kw.empty()) throw_type_error("fromkeys() takes no keyword arguments");
        if (a.pos.empty()) throw_type_error("fromkeys expected at least 1 argument, got 0");
        if (a.pos.size() > 2)
          throw_type_error("fromkeys expected at most 2 arguments, got " +
                           std::to_string(a.pos.size()));
        Ref<Dict> d = make_dict();
        Value v = a.pos.size() > 1 ? a.pos[1] : Value();
        for (const Value& k : items_of(in, a.pos[0])) dict_set(in, *d, k, v);
        return d.value();
      },
      "(iterable, value=None, /)",
      "Create a new dictionary with keys from iterable and values set to value.");
  if (Value* f = t->dict->table.find_str("fromkeys")) f->as<BuiltinFunction>()->is_method = false;
}

void init_dictview_methods() {
  for (DictView::Kind k : {DictView::Keys, DictView::Values, DictView::Items}) {
    add_methods(dictview_type(k), kViewMethods);
    if (k != DictView::Values) add_methods(dictview_type(k), kSetLikeViewMethods);
  }
}

void init_set_methods(TypeObject* t) {
  bool frozen = t->name == "frozenset";
  t->construct = [frozen](Interpreter& in, CallArgs& a) { return construct_set(in, a, frozen); };
  add_set_methods(t, frozen);
}

}  // namespace minitf
