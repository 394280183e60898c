// The methods of list and tuple, and the list() / tuple() constructors.
#include <algorithm>

#include "builtins/builtins_impl.h"

namespace minitf {

namespace {

List& self_list(const CallArgs& a) { return *a.pos[0].as<List>(); }

// Python's == for container searches: identity first (so nan is found).
bool same(Interpreter& in, const Value& a, const Value& b) { return a.is(b) || in.eq(a, b); }

// An index argument: an int, or anything with __index__ (which runs before
// the caller reads the list's size: it may change the list).
int64_t int_arg(Interpreter& in, const Value& v) {
  if (v.is_intlike()) return v.as_int();
  Value r = v;
  if (!is_bigint(v) && v.is_obj()) {
    if (Value* m = v.as_obj()->type->lookup("__index__")) {
      r = in.call(*m, std::vector<Value>{v});
      if (!is_int_value(r))
        throw_type_error("__index__ returned non-int (type " + type_name(r) + ")");
    }
  }
  if (r.is_intlike()) return r.as_int();
  if (is_bigint(r)) throw_overflow("Python int too large to convert to C ssize_t");
  throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
}

// list.index / tuple.index start and stop: ints only (no None).
int64_t index_bound(Interpreter& in, const Value& v) {
  if (v.is_intlike()) return v.as_int();
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) return in.to_index(v);
  throw_type_error("slice indices must be integers or have an __index__ method");
}

// Shared by list.index and tuple.index. Re-reads the size on every step
// because __eq__ may change the list.
template <class GetItems>
int64_t seq_index(Interpreter& in, const CallArgs& a, GetItems items) {
  int64_t start = 0, stop = INT64_MAX;
  if (a.pos.size() > 2) start = index_bound(in, a.pos[2]);
  if (a.pos.size() > 3) stop = index_bound(in, a.pos[3]);
  adjust_indices(start, stop, int64_t(items().size()));
  for (int64_t i = start; i < stop && i < int64_t(items().size()); ++i) {
    Value item = items()[size_t(i)];
    if (same(in, item, a.pos[1])) return i;
  }
  return -1;
}

template <class GetItems>
int64_t seq_count(Interpreter& in, const Value& x, GetItems items) {
  int64_t n = 0;
  for (size_t i = 0; i < items().size(); ++i) {
    Value item = items()[i];
    if (same(in, item, x)) ++n;
  }
  return n;
}

Value construct_list(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "list", ArgStyle::Expected);
  if (a.pos.empty()) return list_value({});
  return list_value(in.extend_items(a.pos[0]));
}

Value construct_tuple(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "tuple", ArgStyle::Expected);
  if (a.pos.empty()) return tuple_value({});
  if (is_tuple(a.pos[0])) return a.pos[0];  // tuples are immutable: share
  return tuple_value(in.extend_items(a.pos[0]));
}

// ---- list ---------------------------------------------------------------------------

const std::vector<Value>& list_items(const CallArgs& a) { return self_list(a).items; }
const std::vector<Value>& tuple_items(const CallArgs& a) { return a.pos[0].as<Tuple>()->items; }

Value list_append(Interpreter&, CallArgs& a) {
  check_method_args(a, 1, 1, "list.append", ArgStyle::OneArg);
  check_growth(self_list(a).items, 1);
  self_list(a).items.push_back(a.pos[1]);
  return Value();
}

Value list_extend(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "list.extend", ArgStyle::OneArg);
  int64_t hint;
  std::vector<Value> more = in.extend_items(a.pos[1], &hint);  // a copy: l.extend(l) is fine
  List& list = self_list(a);
  // CPython allocates for a hinted iterator even when it yields nothing,
  // which list.sort() counts as a change.
  if (hint > 0 && list.items.capacity() == 0) list.mark_resized();
  check_growth(list.items, more.size());
  list.items.insert(list.items.end(), more.begin(), more.end());
  return Value();
}

Value list_insert(Interpreter& in, CallArgs& a) {
  check_method_args(a, 2, 2, "list.insert", ArgStyle::Expected);
  int64_t i = int_arg(in, a.pos[1]);
  auto& items = self_list(a).items;
  int64_t n = int64_t(items.size());
  if (i < 0) i = i + n < 0 ? 0 : i + n;
  if (i > n) i = n;
  check_growth(items, 1);
  items.insert(items.begin() + i, a.pos[2]);
  return Value();
}

Value list_pop(Interpreter& in, CallArgs& a) {
  check_method_args(a, 0, 1, "list.pop", ArgStyle::Expected);
  int64_t i = a.pos.size() > 1 ? int_arg(in, a.pos[1]) : -1;
  auto& items = self_list(a).items;
  int64_t n = int64_t(items.size());
  if (n == 0) throw_index_error("pop from empty list");
  if (i < 0) i += n;
  if (i < 0 || i >= n) throw_index_error("pop index out of range");
  Value v = std::move(items[size_t(i)]);
  items.erase(items.begin() + i);
  return v;
}

Value list_remove(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "list.remove", ArgStyle::OneArg);
  Value keep = a.pos[0];
  auto& items = self_list(a).items;
  for (size_t i = 0; i < items.size(); ++i) {
    Value item = items[i];
    if (same(in, item, a.pos[1])) {
      if (i < items.size()) items.erase(items.begin() + int64_t(i));
      return Value();
    }
  }
  throw_value_error("list.remove(x): x not in list");
}

Value list_index(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 3, "list.index", ArgStyle::Expected);
  Value keep = a.pos[0];
  int64_t i = seq_index(in, a, [&]() -> const std::vector<Value>& { return list_items(a); });
  if (i < 0) throw_value_error(in.repr(a.pos[1]) + " is not in list");
  return Value::integer(i);
}

Value list_count(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "list.count", ArgStyle::OneArg);
  Value keep = a.pos[0];
  return Value::integer(
      seq_count(in, a.pos[1], [&]() -> const std::vector<Value>& { return list_items(a); }));
}

Value list_sort(Interpreter& in, CallArgs& a) {
  if (a.pos.size() > 1) throw_type_error("sort() takes no positional arguments");
  check_kwargs(a, {"key", "reverse"}, "sort");
  const Value* key = find_kwarg(a, "key");
  const Value* rev = find_kwarg(a, "reverse");
  bool reverse = rev && in.truthy(*rev);
  Value keep = a.pos[0];
  List& list = self_list(a);
  // As CPython does, the list is empty while its keys are computed and its
  // items compared, so that user code changing it cannot disturb the sort;
  // whatever that code put in is dropped when the sorted items come back
  // (after them, as their __del__ may look at the list), and a change is an
  // error unless the sort raised one of its own. A sort nested in a key
  // function sees the empty list and leaves its resized bit as it found it.
  const uint8_t bits = list.type_bits;
  std::vector<Value> items = std::move(list.items);
  list.items.clear();
  list.type_bits &= uint8_t(~List::kResized);
  auto restore = [&](std::vector<Value>& sorted) {
    std::vector<Value> added = std::move(list.items);
    list.items = std::move(sorted);
    list.type_bits = bits;
    return DroppedItems(std::move(added));
  };
  try {
    sort_values(in, items, key, reverse);
  } catch (...) {
    DroppedItems added = restore(items);
    throw;
  }
  const bool changed = list.resized_since_emptied();
  DroppedItems added = restore(items);
  if (changed) throw_value_error("list modified during sort");
  return Value();
}

Value list_reverse(Interpreter&, CallArgs& a) {
  check_method_args(a, 0, 0, "list.reverse", ArgStyle::NoArgs);
  auto& items = self_list(a).items;
  std::reverse(items.begin(), items.end());
  return Value();
}

Value list_copy(Interpreter&, CallArgs& a) {
  check_method_args(a, 0, 0, "list.copy", ArgStyle::NoArgs);
  return list_value(self_list(a).items);
}

Value list_clear(Interpreter&, CallArgs& a) {
  check_method_args(a, 0, 0, "list.clear", ArgStyle::NoArgs);
  // Destructors may run user code: the list is empty before they run.
  DroppedItems old = self_list(a).take_items();
  return Value();
}

const NativeDef kListMethods[] = {
    {"append", list_append, "(self, object, /)", "Append object to the end of the list."},
    {"extend", list_extend, "(self, iterable, /)",
     "Extend list by appending elements from the iterable."},
    {"insert", list_insert, "(self, index, object, /)", "Insert object before index."},
    {"pop", list_pop, "(self, index=-1, /)", "Remove and return item at index (default last)."},
    {"remove", list_remove, "(self, value, /)", "Remove first occurrence of value."},
    {"index", list_index, "(self, value, start=0, stop=sys.maxsize, /)",
     "Return first index of value."},
    {"count", list_count, "(self, value, /)", "Return number of occurrences of value."},
    {"sort", list_sort, "(self, /, *, key=None, reverse=False)",
     "Sort the list in ascending order and return None."},
    {"reverse", list_reverse, "(self, /)", "Reverse *IN PLACE*."},
    {"copy", list_copy, "(self, /)", "Return a shallow copy of the list."},
    {"clear", list_clear, "(self, /)", "Remove all items from list."},
};

// ---- tuple --------------------------------------------------------------------------

Value tuple_index(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 3, "tuple.index", ArgStyle::Expected);
  int64_t i = seq_index(in, a, [&]() -> const std::vector<Value>& { return tuple_items(a); });
  if (i < 0) throw_value_error("tuple.index(x): x not in tuple");
  return Value::integer(i);
}

Value tuple_count(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "tuple.count", ArgStyle::OneArg);
  return Value::integer(
      seq_count(in, a.pos[1], [&]() -> const std::vector<Value>& { return tuple_items(a); }));
}

const NativeDef kTupleMethods[] = {
    {"index", tuple_index, "(self, value, start=0, stop=sys.maxsize, /)",
     "Return first index of value."},
    {"count", tuple_count, "(self, value, /)", "Return number of occurrences of value."},
};

}  // namespace

void init_list_methods(TypeObject* t) {
  t->construct = construct_list;
  add_methods(t, kListMethods);
}

void init_tuple_methods(TypeObject* t) {
  t->construct = construct_tuple;
  add_methods(t, kTupleMethods);
}

}  // namespace minitf
