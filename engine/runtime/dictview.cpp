// dict_keys / dict_values / dict_items views.
#include "runtime/dictview.h"

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/iterators.h"
#include "runtime/types.h"

namespace minitf {

const char* dictview_kind_name(DictView::Kind k) {
  return k == DictView::Keys ? "dict_keys" : k == DictView::Values ? "dict_values" : "dict_items";
}

TypeObject* dictview_type(DictView::Kind k) {
  // Created once per process on first use (thread-safe statics), after
  // types() exists; immutable afterwards like every built-in type. Their
  // methods are builtins (builtins/methods_dict.cpp).
  static TypeObject* const keys = new_builtin_type("dict_keys", types().object);
  static TypeObject* const values = new_builtin_type("dict_values", types().object);
  static TypeObject* const items = new_builtin_type("dict_items", types().object);
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
  return std::string(dictview_kind_name(v.kind)) + "(" + in.repr(list_value(v.snapshot())) + ")";
}

bool dictview_contains(Interpreter& in, const DictView& v, const Value& x) {
  if (v.kind == DictView::Keys) return v.dict->table.find(in, x, in.hash(x)) != nullptr;
  if (v.kind == DictView::Values) {
    for (const Value& item : v.snapshot())
      if (item.is(x) || in.eq(item, x)) return true;
    return false;
  }
  if (!x.is_obj() || x.as_obj()->type != types().tuple || x.as<Tuple>()->items.size() != 2)
    return false;
  const Value& key = x.as<Tuple>()->items[0];
  Value* found = v.dict->table.find(in, key, in.hash(key));
  if (!found) return false;
  Value val = *found;
  const Value& want = x.as<Tuple>()->items[1];
  return val.is(want) || in.eq(val, want);
}

}  // namespace minitf
