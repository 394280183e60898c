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

inline Value make_native_iterator(std::string name,
                                  std::function<bool(Interpreter&, Value& out)> f) {
  return Value::object(new NativeIterator(std::move(name), std::move(f)));
}

}  // namespace minitf
