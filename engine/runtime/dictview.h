// dict.keys() / dict.values() / dict.items(): live views of a dict.
//
// Python prints them as `dict_keys(['a', 'b'])`; they support len(), `in` and
// iteration and see later changes to the dict. Each kind has its own immortal
// built-in type (dict_keys, dict_values, dict_items), created on first use.
// This is the layout the protocol iterates, sizes and prints; the views'
// methods (`&`, isdisjoint, reversed) are builtins.
#pragma once

#include <string>
#include <vector>

#include "runtime/object.h"

namespace minitf {

class Interpreter;

struct DictView : Object {
  enum Kind { Keys, Values, Items } kind;
  Ref<Dict> dict;
  DictView(Kind k, Ref<Dict> d);
  // The current items: keys, values or (key, value) tuples, in order.
  std::vector<Value> snapshot() const;
  size_t size() const;
};

// The type of a view kind, and its name ("dict_keys", ...).
TypeObject* dictview_type(DictView::Kind k);
const char* dictview_kind_name(DictView::Kind k);
// True if v is a DictView (checks the type, no RTTI).
bool is_dictview(const Value& v);

// iter(view): a NativeIterator over a snapshot; raises RuntimeError
// "dictionary changed size during iteration" like CPython when the dict's size
// changes while iterating.
Value dictview_iter(Interpreter& in, DictView& v);
// repr(view): "dict_keys(['a', 'b'])".
std::string dictview_repr(Interpreter& in, const DictView& v);
// `x in view` (items: x must be a (key, value) pair that is in the dict).
bool dictview_contains(Interpreter& in, const DictView& v, const Value& x);

}  // namespace minitf
