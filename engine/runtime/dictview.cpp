// dict_keys / dict_values / dict_items views.
#include "runtime/dictview.h"

#include "builtins/builtins_impl.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {


const char* kind_name(DictView::Kind k) {
  return k == DictView::Keys ? "dict_keys" : k == DictView::Values ? "dict_values" : "dict_items";
}

DictView& self_view(const CallArgs& a) { return *a.pos[0].as<DictView>(); }

// Set operations on keys/items views give sets (d.keys() & {1, 2}).
Value view_set_op(Interpreter& in, const CallArgs& a, const char* method) {
  if (a.pos.size() != 2)
    throw_type_error(std::string("expected 1 argument, got ") + std::to_string(a.pos.size() - 1));
  Ref<Set> s = new_set(false);
  for (const Value& v : self_view(a).snapshot()) set_add(in, *s, v);
  Value bound = in.getattr(s.value(), method);
  return in.call(bound, std::vector<Value>{a.pos[1]});
}

TypeObject* make_view_type(DictView::Kind k) {
  TypeObject* t = new_builtin_type(kind_name(k), types().object);
  using A = CallArgs;
  using I = Interpreter;
  add_method(t, "__len__", [](I&, A& a) { return Value::integer(int64_t(self_view(a).size())); });
  add_method(t, "__iter__", [](I& in, A& a) { return dictview_iter(in, self_view(a)); });
  add_method(t, "__repr__", [](I& in, A& a) { return new_str(dictview_repr(in, self_view(a))); });
  add_method(t, "__contains__", [](I& in, A& a) {
    if (a.pos.size() != 2) throw_type_error("expected 1 argument");
    return Value::boolean(dictview_contains(in, self_view(a), a.pos[1]));
  });
  add_method(t, "__reversed__", [](I&, A& a) {
    auto items = std::make_shared<std::vector<Value>>(self_view(a).snapshot());
    size_t i = items->size();
    return make_native_iterator(std::string(kind_name(self_view(a).kind)) + "_reverseiterator",
                                [items, i](Interpreter&, Value& out) mutable {
                                  if (i == 0) return false;
                                  out = (*items)[--i];
                                  return true;
                                });
  });
  if (k != DictView::Values) {
    add_method(t, "__and__", [](I& in, A& a) { return view_set_op(in, a, "intersection"); });
    add_method(t, "__or__", [](I& in, A& a) { return view_set_op(in, a, "union"); });
    add_method(t, "__sub__", [](I& in, A& a) { return view_set_op(in, a, "difference"); });
    add_method(t, "__xor__",
               [](I& in, A& a) { return view_set_op(in, a, "symmetric_difference"); });
    add_method(
        t, "isdisjoint", [](I& in, A& a) { return view_set_op(in, a, "isdisjoint"); },
        "(self, other, /)",
        "Return True if the view and the given iterable have a null intersection.");
  }
  return t;
}

}  // namespace

TypeObject* dictview_type(DictView::Kind k) {
  // Created once per process on first use (thread-safe statics), after
  // types() exists; immutable afterwards like every built-in type.
  static TypeObject* const keys = make_view_type(DictView::Keys);
  static TypeObject* const values = make_view_type(DictView::Values);
  static TypeObject* const items = make_view_type(DictView::Items);
  return k == DictView::Keys ? keys : k == DictView::Values ? values : items;
}

bool is_dictview(const Value& v) {
  if (!v.is_obj()) return false;
  TypeObject* t = v.as_obj()->type;
  return t == dictview_type(DictView::Keys) || t == dictview_type(DictView::Values) ||
         t == dictview_type(DictView::Items);
}

DictView::DictView(Kind k, Ref<Dict> d) : Object(dictview_type(k)), kind(k), dict(std::move(d)) {}

size_t DictView::size() const { return dict->table.size(); }

std::vector<Value> DictView::snapshot() const {
  std::vector<Value> out;
  out.reserve(dict->table.size());
  dict->table.for_each([&](const Value& k, const Value& v) {
    if (kind == Keys)
      out.push_back(k);
    else if (kind == Values)
      out.push_back(v);
    else
      out.push_back(tuple_value({k, v}));
  });
  return out;
}

Value dictview_iter(Interpreter&, DictView& v) {
  Ref<Dict> d = v.dict;
  DictView::Kind kind = v.kind;
  size_t pos = 0, initial = d->table.size();
  const char* name = kind == DictView::Keys     ? "dict_keyiterator"
                     : kind == DictView::Values ? "dict_valueiterator"
                                                : "dict_itemiterator";
  return make_native_iterator(name, [d, kind, pos, initial](Interpreter&, Value& out) mutable {
    auto& entries = d->table.entries;
    if (d->table.size() != initial) {
      initial = size_t(-1);  // stay broken, as CPython's iterator does
      throw_runtime_error("dictionary changed size during iteration");
    }
    while (pos < entries.size() && !entries[pos].live) ++pos;
    if (pos >= entries.size()) return false;
    const auto& e = entries[pos++];
    if (kind == DictView::Keys)
      out = e.key;
    else if (kind == DictView::Values)
      out = e.value;
    else
      out = tuple_value({e.key, e.value});
    return true;
  });
}

std::string dictview_repr(Interpreter& in, const DictView& v) {
  return std::string(kind_name(v.kind)) + "(" + in.repr(list_value(v.snapshot())) + ")";
}

bool dictview_contains(Interpreter& in, const DictView& v, const Value& x) {
  if (v.kind == DictView::Keys) return dict_find(in, *v.dict, x) != nullptr;
  if (v.kind == DictView::Values) {
    for (const Value& item : v.snapshot())
      if (item.is(x) || in.eq(item, x)) return true;
    return false;
  }
  if (!is_tuple(x) || x.as<Tuple>()->items.size() != 2) return false;
  const Value& key = x.as<Tuple>()->items[0];
  Value* found = dict_find(in, *v.dict, key);
  if (!found) return false;
  Value val = *found;
  const Value& want = x.as<Tuple>()->items[1];
  return val.is(want) || in.eq(val, want);
}

}  // namespace minitf
