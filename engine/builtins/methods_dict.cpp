// The methods of dict and of its views (dict_keys, dict_values, dict_items),
// and dict().
#include "builtins/builtins_impl.h"
#include "runtime/dictview.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

Dict& self_dict(const CallArgs& a) { return *a.pos[0].as<Dict>(); }

// dict(x, **kw) and d.update(x, **kw): x from pos[first] (if any), then kw.
void dict_update(Interpreter& in, Dict& d, const CallArgs& a, size_t first) {
  if (a.pos.size() > first) dict_update_from(in, d, a.pos[first]);
  for (auto& kv : a.kw) dict_set(in, d, kv.first.value(), kv.second);
}

Value construct_dict(Interpreter& in, CallArgs& a) {
  check_arity(a, 0, 1, "dict", ArgStyle::Expected);
  Ref<Dict> d = make_dict();
  dict_update(in, *d, a, 0);
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
    {"__xor__", [](I& in, A& a) { return view_set_op(in, a, "__xor__", "symmetric_difference"); }},
    {"isdisjoint", view_isdisjoint, "(self, other, /)",
     "Return True if the view and the given iterable have a null intersection."},
};

// ---- dict --------------------------------------------------------------------------------

Value get(I& in, A& a) {
  check_method_args(a, 1, 2, "dict.get", ArgStyle::Expected);
  if (Value* v = dict_find(in, self_dict(a), a.pos[1])) return *v;
  return a.pos.size() > 2 ? a.pos[2] : Value();
}

Value pop(I& in, A& a) {
  check_method_args(a, 1, 2, "dict.pop", ArgStyle::Expected);
  Dict& d = self_dict(a);
  int64_t h = in.hash(a.pos[1]);
  Value r;
  if (d.table.erase(in, a.pos[1], h, &r)) return r;
  if (a.pos.size() > 2) return a.pos[2];
  throw_key_error(a.pos[1]);
}

Value popitem(I& in, A& a) {
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
}

Value setdefault(I& in, A& a) {
  check_method_args(a, 1, 2, "dict.setdefault", ArgStyle::Expected);
  Dict& d = self_dict(a);
  int64_t h = in.hash(a.pos[1]);
  if (Value* v = d.table.find(in, a.pos[1], h)) return *v;
  Value dflt = a.pos.size() > 2 ? a.pos[2] : Value();
  d.table.set(in, a.pos[1], h, dflt);
  return dflt;
}

Value update(I& in, A& a) {
  check_method_args(a, 0, 1, "dict.update", ArgStyle::Expected, true);
  dict_update(in, self_dict(a), a, 1);
  return Value();
}

Value copy(I&, A& a) {
  check_method_args(a, 0, 0, "dict.copy", ArgStyle::NoArgs);
  Ref<Dict> d = make_dict();
  d->table = self_dict(a).table;
  return d.value();
}

Value clear(I&, A& a) {
  check_method_args(a, 0, 0, "dict.clear", ArgStyle::NoArgs);
  DictTable old;
  std::swap(old, self_dict(a).table);  // values die after the dict is empty
  return Value();
}

Value fromkeys(I& in, A& a) {
  check_args(a, 1, 2, "fromkeys", ArgStyle::Expected);
  Ref<Dict> d = make_dict();
  Value v = a.pos.size() > 1 ? a.pos[1] : Value();
  for (const Value& k : items_of(in, a.pos[0])) dict_set(in, *d, k, v);
  return d.value();
}

const NativeDef kDictMethods[] = {
    {"get", get, "(self, key, default=None, /)",
     "Return the value for key if key is in the dictionary, else default."},
    {"keys", [](I&, A& a) { return view(a, DictView::Keys, "dict.keys"); }, "(self, /)",
     "Return a set-like object providing a view on the dict's keys."},
    {"values", [](I&, A& a) { return view(a, DictView::Values, "dict.values"); }, "(self, /)",
     "Return an object providing a view on the dict's values."},
    {"items", [](I&, A& a) { return view(a, DictView::Items, "dict.items"); }, "(self, /)",
     "Return a set-like object providing a view on the dict's items."},
    {"pop", pop, "(key[, default])", "Remove specified key and return the corresponding value."},
    {"popitem", popitem, "(self, /)",
     "Remove and return a (key, value) pair as a 2-tuple (LIFO order)."},
    {"setdefault", setdefault, "(self, key, default=None, /)",
     "Insert key with a value of default if key is not in the dictionary."},
    {"update", update, "([E, ]**F)", "Update D from dict/iterable E and F."},
    {"copy", copy, "(self, /)", "Return a shallow copy of the dict."},
    {"clear", clear, "(self, /)", "Remove all items from the dict."},
};

// fromkeys is a classmethod in Python: it works on the type and on
// instances, never receiving self.
const NativeDef kDictStaticMethods[] = {
    {"fromkeys", fromkeys, "(iterable, value=None, /)",
     "Create a new dictionary with keys from iterable and values set to value."},
};

}  // namespace

void init_dict_methods(TypeObject* t) {
  t->construct = construct_dict;
  add_methods(t, kDictMethods);
  add_static_methods(t, kDictStaticMethods);
}

void init_dictview_methods() {
  for (DictView::Kind k : {DictView::Keys, DictView::Values, DictView::Items}) {
    add_methods(dictview_type(k), kViewMethods);
    if (k != DictView::Values) add_methods(dictview_type(k), kSetLikeViewMethods);
  }
}

}  // namespace minitf
