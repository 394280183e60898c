// NativeIterator: an iterator whose next step is a C++ function.
//
// enumerate, zip, map, filter, reversed, iter(callable, sentinel) and dict view
// iteration return one of these. The interpreter's next() calls `next_fn`; it
// returns false when exhausted (and may raise a Python exception). `type_name`
// is what repr shows: "<enumerate object at 0x...>".
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

struct NativeIterator : Object {
  std::string type_name;
  std::function<bool(Interpreter&, Value& out)> next_fn;
  // Set once next_fn has returned false, so an exhausted iterator stays
  // exhausted (Python iterators never restart) without calling next_fn again.
  bool exhausted = false;
  NativeIterator(std::string n, std::function<bool(Interpreter&, Value& out)> f)
      : Object(types().iterator), type_name(std::move(n)), next_fn(std::move(f)) {}

  // One step; the single place that honours `exhausted`.
  bool step(Interpreter& in, Value& out) {
    if (exhausted) return false;
    if (next_fn(in, out)) return true;
    exhausted = true;
    next_fn = nullptr;  // drop captured references early
    return false;
  }
};

// Calls f(item) for each item of a list or tuple, in order, until f returns
// false; the length is read afresh each time, since f may change the list.
// True when `iterable` is a list or tuple (walked), false otherwise (nothing
// done). A template, so that a hot caller (sum) has f inlined.
template <class F>
bool for_each_sequence_item(const Value& iterable, F&& f) {
  if (!iterable.is_obj()) return false;
  Object* o = iterable.as_obj();
  const bool is_list = o->type == types().list;
  if (!is_list && o->type != types().tuple) return false;
  Value keep = iterable;
  const std::vector<Value>& items =
      is_list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
  for (size_t i = 0; i < items.size(); ++i) {
    Value x = items[i];
    if (!f(x)) break;
  }
  return true;
}

inline Value make_native_iterator(std::string name,
                                  std::function<bool(Interpreter&, Value& out)> f) {
  return Value::object(new NativeIterator(std::move(name), std::move(f)));
}

}  // namespace minitf
