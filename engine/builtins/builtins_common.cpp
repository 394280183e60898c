// Shared helpers of the builtins: indices, containers, sorting, SystemExit.
#include <algorithm>
#include <cmath>

#include "builtins/builtins_impl.h"

namespace minitf {

int64_t slice_arg(Interpreter& in, const Value& v) {
  if (v.is_intlike()) return v.as_int();
  if (v.is_obj() && v.as_obj()->type->lookup("__index__")) return in.to_index(v);
  throw_type_error("slice indices must be integers or None or have an __index__ method");
}

void adjust_indices(int64_t& start, int64_t& end, int64_t len) {
  if (end > len) {
    end = len;
  } else if (end < 0) {
    end += len;
    if (end < 0) end = 0;
  }
  if (start < 0) {
    start += len;
    if (start < 0) start = 0;
  }
}

Ref<Set> new_set(bool frozen) {
  Ref<Set> s(new Set());
  if (frozen) {
    s->frozen = true;
    s->type = types().frozenset;
  }
  return s;
}

void set_add(Interpreter& in, Set& s, const Value& v) {
  int64_t h = in.hash(v);
  if (!s.table.find(in, v, h)) s.table.set(in, v, h, Value());
}

bool set_contains(Interpreter& in, const Set& s, const Value& v) {
  return s.table.find(in, v, in.hash(v)) != nullptr;
}

void dict_set(Interpreter& in, Dict& d, const Value& k, Value v) {
  d.table.set(in, k, in.hash(k), std::move(v));
}

Value* dict_find(Interpreter& in, const Dict& d, const Value& k) {
  // A str's cached hash is read inline (the common dict key).
  int64_t h = k.is_obj() && k.as_obj()->type == types().str ? k.as<Str>()->hash() : in.hash(k);
  return d.table.find(in, k, h);
}

std::vector<Value> items_of(Interpreter& in, const Value& v) {
  if (is_list(v)) return v.as<List>()->items;
  if (is_tuple(v)) return v.as<Tuple>()->items;
  return in.to_vector(v);
}

void dict_update_from(Interpreter& in, Dict& d, const Value& src) {
  if (is_dict(src)) {
    // Copy first: updating a dict from itself must not iterate a changing table.
    std::vector<std::pair<Value, Value>> kv;
    src.as<Dict>()->table.for_each([&](const Value& k, const Value& v) { kv.emplace_back(k, v); });
    for (auto& p : kv) dict_set(in, d, p.first, p.second);
    return;
  }
  if (src.is_obj() && !is_list(src) && !is_tuple(src) && src.as_obj()->type->lookup("keys")) {
    // All the keys first (CPython's PyMapping_Keys makes a list of them),
    // then each value, read just before it goes in.
    Value keys = in.call(in.getattr(src, "keys"), std::vector<Value>{});
    Value keys_it;
    try {
      keys_it = in.iter(keys);
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
      throw_type_error(type_name(src) + ".keys() returned a non-iterable (type " + type_name(keys) +
                       ")");
    }
    for (const Value& k : in.to_vector(keys_it)) dict_set(in, d, k, in.getitem(src, k));
    return;
  }
  // Each pair goes in as soon as it is read, as CPython's PyDict_MergeFromSeq2
  // does: an iterator that reads or changes the dict sees the pairs so far.
  Value it = in.iter(src);
  Value item;
  for (size_t i = 0; in.next(it, item); ++i) {
    std::vector<Value> pair;
    try {
      pair = items_of(in, item);
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
      throw_type_error("cannot convert dictionary update sequence element #" + std::to_string(i) +
                       " to a sequence");
    }
    if (pair.size() != 2)
      throw_value_error("dictionary update sequence element #" + std::to_string(i) +
                        " has length " + std::to_string(pair.size()) + "; 2 is required");
    dict_set(in, d, pair[0], pair[1]);
  }
}

namespace {

// CPython's listsort gives a list shorter than MIN_MERGE one run: no merges.
constexpr size_t kMinMerge = 64;

// CPython's listsort for a list shorter than kMinMerge: the leading run
// (count_run, reversed when strictly descending), then binary insertion of
// the rest (binarysort). The same comparisons in the same order, so a
// printing __lt__ shows what CPython's shows, and a comparison that raises
// leaves `idx` in the order CPython's list is left in.
template <class Less>
void small_list_sort(std::vector<size_t>& idx, Less&& lt) {
  const size_t n = idx.size();
  size_t run = 2;
  if (lt(idx[1], idx[0])) {
    while (run < n && lt(idx[run], idx[run - 1])) ++run;
    std::reverse(idx.begin(), idx.begin() + long(run));
  } else {
    while (run < n && !lt(idx[run], idx[run - 1])) ++run;
  }
  for (size_t start = run; start < n; ++start) {
    const size_t pivot = idx[start];
    size_t l = 0, r = start;
    do {
      const size_t p = l + ((r - l) >> 1);
      if (lt(pivot, idx[p]))
        r = p;
      else
        l = p + 1;
    } while (l < r);
    for (size_t p = start; p > l; --p) idx[p] = idx[p - 1];
    idx[l] = pivot;
  }
}

// A bottom-up merge sort over indices, for longer lists: stable, and, unlike
// std::sort's unguarded insertion steps, safe with inconsistent user __lt__
// and with comparisons that raise (nothing but the index arrays is touched).
// Its result is CPython's; its sequence of comparisons is not timsort's.
// Items merged between two polls of the interrupt flag: comparisons of ints
// or strs run no Python code (no safe point), and a list of 10**8 sorts for
// seconds.
constexpr size_t kSortPollItems = size_t{1} << 16;

template <class Less>
void merge_sort(Interpreter& in, std::vector<size_t>& idx, Less&& lt) {
  const size_t n = idx.size();
  std::vector<size_t> tmp(n);
  size_t merged = 0;
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      merged += 2 * width;
      if (merged >= kSortPollItems) {
        merged = 0;
        in.check_interrupt();
      }
      size_t mid = std::min(lo + width, n), hi = std::min(lo + 2 * width, n);
      size_t i = lo, j = mid, o = lo;
      while (i < mid && j < hi) tmp[o++] = lt(idx[j], idx[i]) ? idx[j++] : idx[i++];
      while (i < mid) tmp[o++] = idx[i++];
      while (j < hi) tmp[o++] = idx[j++];
    }
    idx.swap(tmp);
  }
}

}  // namespace

void sort_values(Interpreter& in, std::vector<Value>& v, const Value* key, bool reverse) {
  size_t n = v.size();
  std::vector<Value> keys;
  if (key && !key->is_none()) {  // called even for a single item, as CPython does
    keys.reserve(n);
    for (const Value& x : v) keys.push_back(in.call(*key, std::vector<Value>{x}));
  }
  if (n < 2) return;
  const std::vector<Value>& k = keys.empty() ? v : keys;
  auto lt = [&](size_t a, size_t b) { return in.lt(k[a], k[b]); };
  // As CPython: reverse=True reverses the items, sorts them, and reverses
  // them back, which keeps equal items in their original order.
  std::vector<size_t> idx(n);
  for (size_t i = 0; i < n; ++i) idx[i] = reverse ? n - 1 - i : i;
  auto apply = [&] {
    if (reverse) std::reverse(idx.begin(), idx.end());
    std::vector<Value> out;
    out.reserve(n);
    for (size_t i : idx) out.push_back(v[i]);
    v.swap(out);
  };
  if (n < kMinMerge) {
    try {
      small_list_sort(idx, lt);
    } catch (...) {
      apply();  // CPython's list keeps the order the sort reached
      throw;
    }
  } else {
    merge_sort(in, idx, lt);
  }
  apply();
}

void raise_system_exit(const Value& code, bool has_code) {
  raise_with_args(types().SystemExit, has_code ? std::vector<Value>{code} : std::vector<Value>{});
}

void raise_with_args(TypeObject* cls, std::vector<Value> args) {
  Ref<ExceptionObj> e(new ExceptionObj(cls));
  e->args = tuple_value(std::move(args));
  throw PyException{e};
}

}  // namespace minitf
