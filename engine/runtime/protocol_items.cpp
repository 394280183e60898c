// Containers: indexing, slicing, item assignment, len, `in`, and iteration.
#include <algorithm>

#include "runtime/dictview.h"
#include "runtime/dunders.h"
#include "runtime/generator.h"
#include "runtime/interp_impl.h"
#include "runtime/iterators.h"
#include "runtime/text_search.h"

namespace minitf {

// hash(key), with a str's cached hash read inline (the common dict key).
static inline int64_t key_hash(Interpreter& in, const Value& key) {
  if (key.is_obj() && key.as_obj()->type == types().str) return key.as<Str>()->hash();
  return in.hash(key);
}

namespace {

bool is_t(const Value& v, TypeObject* t) { return v.is_obj() && v.as_obj()->type == t; }

// Calls a container dunder of a user class or a library type, if it has one.
bool user_dunder(Interpreter& in, const Value& obj, const StrKey& name, std::vector<Value> args,
                 Value& out) {
  if (!obj.is_obj()) return false;
  TypeObject* t = obj.as_obj()->type;
  if (t->builtin && t->layout != Layout::Native) return false;
  Value* m = t->lookup(name);
  if (!m) return false;
  args.insert(args.begin(), obj);
  out = in.call(*m, std::move(args));
  return true;
}

std::string utf8_at(const std::string& s, const std::vector<size_t>& offs, int64_t i) {
  return s.substr(offs[size_t(i)], offs[size_t(i) + 1] - offs[size_t(i)]);
}

}  // namespace

std::vector<size_t> utf8_offsets(const std::string& s) {
  std::vector<size_t> offs;
  offs.reserve(s.size() + 1);
  for (size_t i = 0; i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) offs.push_back(i);
  offs.push_back(s.size());
  return offs;
}

int64_t normalize_index(int64_t i, int64_t len, const char* what) {
  if (i < 0) i += len;
  if (i < 0 || i >= len) throw_index_error(std::string(what) + " index out of range");
  return i;
}

namespace {

// A slice's bounds as integers, before they meet a length (None stays absent).
struct SliceBounds {
  int64_t start = 0, stop = 0, step = 1;
  bool has_start = false, has_stop = false;
};

SliceBounds unpack_slice(Interpreter& in, const Slice& s) {
  auto idx = [&](const Value& v) -> int64_t {
    if (v.is_intlike()) return v.as_int();
    if (v.is_obj()) {
      if (Value* m = v.as_obj()->type->lookup("__index__")) {
        Value r = in.call(*m, std::vector<Value>{v});
        if (r.is_intlike()) return r.as_int();
      }
    }
    throw_type_error("slice indices must be integers or None or have an __index__ method");
  };
  SliceBounds b;
  b.step = s.step.is_none() ? 1 : idx(s.step);
  if (b.step == 0) throw_value_error("slice step cannot be zero");
  if (!s.start.is_none()) b.start = idx(s.start), b.has_start = true;
  if (!s.stop.is_none()) b.stop = idx(s.stop), b.has_stop = true;
  return b;
}

void adjust_slice(const SliceBounds& b, int64_t len, int64_t& start, int64_t& stop, int64_t& step,
                  int64_t& count) {
  step = b.step;
  int64_t lower = step < 0 ? -1 : 0, upper = step < 0 ? len - 1 : len;
  if (!b.has_start) {
    start = step < 0 ? upper : lower;
  } else {
    start = b.start;
    if (start < 0)
      start = std::max(start + len, lower);
    else
      start = std::min(start, upper);
  }
  if (!b.has_stop) {
    stop = step < 0 ? lower : upper;
  } else {
    stop = b.stop;
    if (stop < 0)
      stop = std::max(stop + len, lower);
    else
      stop = std::min(stop, upper);
  }
  // In 128 bits: with a step near the int64 limits (x[::-2**63]) the sums
  // overflow 64.
  __int128 st = step;
  if (step > 0)
    count = start < stop ? int64_t((__int128(stop) - start + st - 1) / st) : 0;
  else
    count = start > stop ? int64_t((__int128(start) - stop - st - 1) / (-st)) : 0;
}

// A slice of a range, as CPython's compute_slice: range(r[start], r[stop],
// r.step * step) with the slice's indices taken against the range's length,
// in 128 bits, since a range may hold up to 2**64 - 1 elements
// (range(-2**63, 2**63 - 1)[5:10] is exact). Only a result whose bounds
// leave minitf's 64-bit ints raises OverflowError.
Value slice_range(Interpreter& in, const Range& r, const Slice& s) {
  SliceBounds b = unpack_slice(in, s);
  const __int128 len = r.count(), step = b.step;
  const __int128 lower = step < 0 ? -1 : 0, upper = step < 0 ? len - 1 : len;
  auto clamp = [&](bool given, __int128 v, __int128 fallback) -> __int128 {
    if (!given) return fallback;
    if (v < 0) return std::max(v + len, lower);
    return std::min(v, upper);
  };
  __int128 start = clamp(b.has_start, b.start, step < 0 ? upper : lower);
  __int128 stop = clamp(b.has_stop, b.stop, step < 0 ? lower : upper);
  const __int128 first = r.start + start * r.step, last = r.start + stop * r.step;
  const __int128 new_step = __int128(r.step) * step;
  auto fits = [](__int128 v) { return v >= INT64_MIN && v <= INT64_MAX; };
  if (!fits(first) || !fits(last) || !fits(new_step)) throw_overflow("integer overflow");
  return Value::object(new Range(int64_t(first), int64_t(last), int64_t(new_step)));
}

}  // namespace

void slice_indices(Interpreter& in, const Slice& s, int64_t len, int64_t& start, int64_t& stop,
                   int64_t& step, int64_t& count) {
  adjust_slice(unpack_slice(in, s), len, start, stop, step, count);
}

void slice_indices(Interpreter& in, const Slice& s, const std::vector<Value>& items, int64_t& start,
                   int64_t& stop, int64_t& step, int64_t& count) {
  SliceBounds b = unpack_slice(in, s);
  adjust_slice(b, int64_t(items.size()), start, stop, step, count);
}

bool simple_sequence_slice(const Value& obj, const Value& lower, const Value& upper, Value& out) {
  if (!obj.is_obj() || !(lower.is_none() || lower.is_int()) || !(upper.is_none() || upper.is_int()))
    return false;
  Object* o = obj.as_obj();
  bool is_list = o->type == types().list;
  if (!is_list && o->type != types().tuple) return false;
  auto& items = is_list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
  SliceBounds b;
  b.has_start = lower.is_int();
  b.start = b.has_start ? lower.as_int() : 0;
  b.has_stop = upper.is_int();
  b.stop = b.has_stop ? upper.as_int() : 0;
  int64_t start, stop, step, n;
  adjust_slice(b, int64_t(items.size()), start, stop, step, n);
  std::vector<Value> part(items.begin() + start, items.begin() + start + n);
  out = is_list ? list_value(std::move(part)) : tuple_value(std::move(part));
  return true;
}

Value Interpreter::getitem(const Value& obj, const Value& key_in) {
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    TypeObject* t = o->type;
    // Sequences accept any index with __index__ (e.g. an int tensor).
    Value key = key_in;
    if ((t == types().list || t == types().tuple || t == types().str || t == types().range) &&
        key.is_obj() && key.as_obj()->type != types().slice &&
        key.as_obj()->type->lookup(dunders().index))
      key = Value::integer(to_index(key));
    if (t == types().list || t == types().tuple) {
      bool is_list = t == types().list;
      auto& items = is_list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
      if (key.is_intlike())
        return items[size_t(
            normalize_index(key.as_int(), int64_t(items.size()), is_list ? "list" : "tuple"))];
      if (is_t(key, types().slice)) {
        int64_t start, stop, step, n;
        slice_indices(*this, *key.as<Slice>(), items, start, stop, step, n);
        std::vector<Value> out;
        out.reserve(size_t(n));
        for (int64_t i = 0; i < n; ++i) out.push_back(items[size_t(start + i * step)]);
        return is_list ? list_value(std::move(out)) : tuple_value(std::move(out));
      }
      throw_type_error(std::string(is_list ? "list" : "tuple") +
                       " indices must be integers or slices, not " + type_name(key));
    }
    if (t == types().str) {
      auto* s = static_cast<Str*>(o);
      if (key.is_intlike()) {
        int64_t len = int64_t(s->length());
        int64_t i = normalize_index(key.as_int(), len, "string");
        if (s->ascii()) return str_value(std::string(1, s->s[size_t(i)]));
        auto offs = utf8_offsets(s->s);
        return str_value(utf8_at(s->s, offs, i));
      }
      if (is_t(key, types().slice)) {
        int64_t start, stop, step, n;
        std::vector<size_t> offs;
        if (!s->ascii()) offs = utf8_offsets(s->s);
        slice_indices(*this, *key.as<Slice>(), int64_t(s->length()), start, stop, step, n);
        std::string out;
        if (s->ascii() && step == 1) return str_value(s->s.substr(size_t(start), size_t(n)));
        for (int64_t i = 0; i < n; ++i) {
          int64_t k = start + i * step;
          if (s->ascii())
            out += s->s[size_t(k)];
          else
            out += utf8_at(s->s, offs, k);
        }
        return str_value(std::move(out));
      }
      throw_type_error("string indices must be integers, not '" + type_name(key) + "'");
    }
    if (t == types().dict) {
      auto* d = static_cast<Dict*>(o);
      if (Value* v = d->table.find(*this, key, key_hash(*this, key))) return *v;
      throw_key_error(key);
    }
    if (t == types().range) {
      auto* r = static_cast<Range*>(o);
      if (key.is_intlike()) {
        // In 128 bits: a range may hold more elements than a ssize_t counts.
        __int128 n = r->count(), i = key.as_int();
        if (i < 0) i += n;
        if (i < 0 || i >= n) throw_index_error("range object index out of range");
        return Value::integer(r->at(uint64_t(i)));
      }
      if (is_t(key, types().slice)) return slice_range(*this, *r, *key.as<Slice>());
      throw_type_error("range indices must be integers or slices, not " + type_name(key));
    }
    Value out;
    if (user_dunder(*this, obj, dunders().getitem, {key}, out)) return out;
    if (t->is_subclass_of(types().type)) {
      auto* cls = static_cast<TypeObject*>(o);
      // C[key]: the class's __class_getitem__ (a classmethod without the
      // decorator, as in CPython), or list[int] for the built-in generics.
      if (Value* cgi = cls->lookup("__class_getitem__")) {
        if (cgi->is_obj() && cgi->as_obj()->type == types().function)
          return call(*cgi, std::vector<Value>{obj, key});
        return call(getattr(obj, "__class_getitem__"), std::vector<Value>{key});
      }
      const BuiltinTypes& b = types();
      for (TypeObject* g : {b.list, b.dict, b.tuple, b.set, b.frozenset, b.type})
        if (cls->is_subclass_of(g)) {
          if (const Value* ga = import_module("types")->get("GenericAlias"))
            return call(*ga, std::vector<Value>{obj, key});
        }
      throw_type_error("type '" + cls->name + "' is not subscriptable");
    }
  }
  throw_type_error("'" + type_name(obj) + "' object is not subscriptable");
}

// A list subscript other than an int or a slice, through its __index__ (which
// runs before the list's size is read: it may change the list).
static Value list_key(Interpreter& in, const Value& key) {
  if (key.is_obj() && key.as_obj()->type != types().slice &&
      key.as_obj()->type->lookup(dunders().index))
    return Value::integer(in.to_index(key));
  return key;
}

void Interpreter::setitem(const Value& obj, const Value& key_in, Value v) {
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    TypeObject* t = o->type;
    const Value& key = t == types().list ? list_key(*this, key_in) : key_in;
    if (t == types().list) {
      auto& items = static_cast<List*>(o)->items;
      if (key.is_intlike()) {
        items[size_t(normalize_index(key.as_int(), int64_t(items.size()), "list assignment"))] =
            std::move(v);
        return;
      }
      if (is_t(key, types().slice)) {
        int64_t start, stop, step, n;
        // The bounds first, then the new items (both may run user code that
        // changes this list), then the bounds against the list as it is now,
        // as CPython's list_ass_slice clamps them again.
        SliceBounds b = unpack_slice(*this, *key.as<Slice>());
        adjust_slice(b, int64_t(items.size()), start, stop, step, n);
        int64_t n_before = n;  // an extended slice's size error names this one, as CPython's
        std::vector<Value> repl = to_vector(v);
        if (step != 1 && int64_t(repl.size()) != n_before)
          n = n_before;
        else
          adjust_slice(b, int64_t(items.size()), start, stop, step, n);
        // The replaced items are dropped last, with the list in its new
        // state, since their __del__ may look at it (CPython's "garbage").
        if (step == 1) {
          if (stop < start) stop = start;
          auto* list = static_cast<List*>(o);
          if (repl.empty() && start == 0 && stop == int64_t(items.size())) {
            // Emptied: CPython frees the item array (list.sort sees that).
            DroppedItems old = list->take_items();
            return;
          }
          check_growth(items, repl.size());
          DroppedItems old = list->take_range(size_t(start), size_t(stop));
          items.insert(items.begin() + long(start), std::make_move_iterator(repl.begin()),
                       std::make_move_iterator(repl.end()));
          return;
        }
        if (int64_t(repl.size()) != n)
          throw_value_error("attempt to assign sequence of size " + std::to_string(repl.size()) +
                            " to extended slice of size " + std::to_string(n));
        std::vector<Value> old(static_cast<size_t>(n));
        for (int64_t i = 0; i < n; ++i) {
          old[size_t(i)] = std::move(items[size_t(start + i * step)]);
          items[size_t(start + i * step)] = std::move(repl[size_t(i)]);
        }
        return;
      }
      throw_type_error("list indices must be integers or slices, not " + type_name(key));
    }
    if (t == types().dict) {
      static_cast<Dict*>(o)->table.set(*this, key, key_hash(*this, key), std::move(v));
      return;
    }
    Value out;
    if (user_dunder(*this, obj, dunders().setitem, {key, v}, out)) return;
  }
  throw_type_error("'" + type_name(obj) + "' object does not support item assignment");
}

void Interpreter::delitem(const Value& obj, const Value& key_in) {
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    TypeObject* t = o->type;
    const Value& key = t == types().list ? list_key(*this, key_in) : key_in;
    if (t == types().list) {
      auto& items = static_cast<List*>(o)->items;
      if (key.is_intlike()) {
        size_t i = size_t(normalize_index(key.as_int(), int64_t(items.size()), "list assignment"));
        // Dropped once the list is shifted (its __del__ may look at it).
        Value old = std::move(items[i]);
        items.erase(items.begin() + long(i));
        return;
      }
      if (is_t(key, types().slice)) {
        int64_t start, stop, step, n;
        slice_indices(*this, *key.as<Slice>(), items, start, stop, step, n);
        // The dropped items are freed last, with the list already in its new
        // state, since their __del__ may look at it; in CPython's order.
        auto* list = static_cast<List*>(o);
        if (n <= 0) return;
        if (n == int64_t(items.size())) {
          DroppedItems old = list->take_items();
          return;
        }
        if (step == 1) {
          DroppedItems old = list->take_range(size_t(start), size_t(start + n));
          return;
        }
        // An extended slice: by increasing index, whatever the step's sign.
        if (step < 0) {
          start += (n - 1) * step;
          step = -step;
        }
        std::vector<Value> old(static_cast<size_t>(n));
        size_t to = size_t(start);
        for (size_t from = size_t(start), k = 0; from < items.size(); ++from) {
          if (k < size_t(n) && from == size_t(start) + k * size_t(step))
            old[k++] = std::move(items[from]);
          else
            items[to++] = std::move(items[from]);
        }
        items.resize(to);
        return;
      }
    }
    if (t == types().dict) {
      if (!static_cast<Dict*>(o)->table.erase(*this, key, hash(key))) throw_key_error(key);
      return;
    }
    Value out;
    if (user_dunder(*this, obj, dunders().delitem, {key}, out)) return;
  }
  throw_type_error("'" + type_name(obj) + "' object doesn't support item deletion");
}

namespace {

// A __len__ result as CPython's slot_sq_length reads it: through __index__,
// then its sign (ValueError), then its size (OverflowError).
int64_t len_result(Interpreter& in, Value n) {
  if (!is_int_value(n)) {
    Value* m = n.is_obj() ? n.as_obj()->type->lookup("__index__") : nullptr;
    if (!m) throw_type_error("'" + type_name(n) + "' object cannot be interpreted as an integer");
    Value r = in.call(*m, std::vector<Value>{n});
    if (!is_int_value(r))
      throw_type_error("__index__ returned non-int (type " + type_name(r) + ")");
    n = std::move(r);
  }
  const bool negative = n.is_intlike() ? n.as_int() < 0 : n.as<BigInt>()->n.is_negative();
  if (negative) throw_value_error("__len__() should return >= 0");
  if (!n.is_intlike()) throw_overflow("cannot fit 'int' into an index-sized integer");
  return n.as_int();
}

// The size of a built-in container, which no user code decides; false for
// everything else.
bool builtin_len(const Value& v, int64_t& n) {
  if (!v.is_obj()) return false;
  Object* o = v.as_obj();
  TypeObject* t = o->type;
  if (t == types().str)
    n = int64_t(static_cast<Str*>(o)->length());
  else if (t == types().list)
    n = int64_t(static_cast<List*>(o)->items.size());
  else if (t == types().tuple)
    n = int64_t(static_cast<Tuple*>(o)->items.size());
  else if (t == types().dict)
    n = int64_t(static_cast<Dict*>(o)->table.size());
  else if (t == types().set || t == types().frozenset)
    n = int64_t(static_cast<Set*>(o)->table.size());
  else if (t == types().range)
    n = static_cast<Range*>(o)->length();
  else if (is_dictview(v))
    n = int64_t(static_cast<DictView*>(o)->size());
  else
    return false;
  return true;
}

}  // namespace

int64_t Interpreter::len(const Value& v) {
  int64_t n;
  if (builtin_len(v, n)) return n;
  if (v.is_obj()) {
    Value out;
    if (user_dunder(*this, v, dunders().len, {}, out)) return len_result(*this, std::move(out));
  }
  throw_type_error("object of type '" + type_name(v) + "' has no len()");
}

int64_t Interpreter::length_hint(const Value& v, int64_t fallback) {
  // Built-in containers know their size; other built-in objects (iterators,
  // generators) give the fallback. Only user classes run code here.
  int64_t n;
  if (builtin_len(v, n)) return n;
  if (!v.is_obj() || v.as_obj()->type->builtin) return fallback;
  TypeObject* t = v.as_obj()->type;
  if (Value* m = t->lookup(dunders().len)) {
    try {
      return len_result(*this, call(*m, std::vector<Value>{v}));
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
    }
  }
  Value* m = t->lookup("__length_hint__");
  if (!m) return fallback;
  Value r;
  try {
    r = call(*m, std::vector<Value>{v});
  } catch (PyException& e) {
    if (!e.exc->type->is_subclass_of(types().TypeError)) throw;
    return fallback;
  }
  if (r.is(not_implemented())) return fallback;
  if (!is_int_value(r)) throw_type_error("__length_hint__ must be an integer, not " + type_name(r));
  if (!r.is_intlike()) throw_overflow("Python int too large to convert to C ssize_t");
  if (r.as_int() < 0) throw_value_error("__length_hint__() should return >= 0");
  return r.as_int();
}

bool Interpreter::contains(const Value& c, const Value& item) {
  if (c.is_obj()) {
    Object* o = c.as_obj();
    TypeObject* t = o->type;
    if (t == types().list || t == types().tuple) {
      auto& items =
          t == types().list ? static_cast<List*>(o)->items : static_cast<Tuple*>(o)->items;
      for (size_t i = 0; i < items.size(); ++i) {
        Value x = items[i];  // held: eq may change the list
        if (x.is(item) || eq(x, item)) return true;
      }
      return false;
    }
    if (t == types().str) {
      if (!is_t(item, types().str))
        throw_type_error("'in <string>' requires string as left operand, not " + type_name(item));
      return text_find(static_cast<Str*>(o)->s, item.as<Str>()->s) != std::string::npos;
    }
    if (t == types().dict)
      return static_cast<Dict*>(o)->table.find(*this, item, hash(item)) != nullptr;
    if (t == types().set || t == types().frozenset)
      return static_cast<Set*>(o)->table.find(*this, item, hash(item)) != nullptr;
    if (t == types().range) {
      if (!item.is_intlike()) {
        if (item.is_float()) {
          bool found = false;
          for_each(c, [&](const Value& x) {
            if (eq(x, item)) found = true;
            return !found;
          });
          return found;
        }
        return false;
      }
      auto* r = static_cast<Range*>(o);
      int64_t x = item.as_int();
      if (r->step > 0 ? (x < r->start || x >= r->stop) : (x > r->start || x <= r->stop))
        return false;
      // Unsigned: x lies between start and stop, so the distance is exact.
      uint64_t dist =
          r->step > 0 ? uint64_t(x) - uint64_t(r->start) : uint64_t(r->start) - uint64_t(x);
      uint64_t step = r->step > 0 ? uint64_t(r->step) : 0 - uint64_t(r->step);
      return dist % step == 0;
    }
    if (is_dictview(c)) return dictview_contains(*this, *static_cast<DictView*>(o), item);
    Value out;
    if (user_dunder(*this, c, dunders().contains, {item}, out)) return truthy(out);
    if (t->lookup("__iter__")) {
      bool found = false;
      for_each(c, [&](const Value& x) {
        if (x.is(item) || eq(x, item)) found = true;
        return !found;
      });
      return found;
    }
  }
  throw_type_error("argument of type '" + type_name(c) + "' is not iterable");
}

Value Interpreter::iter(const Value& v) {
  if (v.is_obj()) {
    Object* o = v.as_obj();
    TypeObject* t = o->type;
    if (t == types().iterator || t == generator_type()) return v;
    if (t == types().list || t == types().tuple) {
      Value keep = v;
      bool is_list = t == types().list;
      size_t i = 0;
      return make_native_iterator(is_list ? "list_iterator" : "tuple_iterator",
                                  [keep, is_list, i](Interpreter&, Value& out) mutable {
                                    auto& items =
                                        is_list ? keep.as<List>()->items : keep.as<Tuple>()->items;
                                    if (i >= items.size()) return false;
                                    out = items[i++];
                                    return true;
                                  });
    }
    if (t == types().str) {
      auto* s = static_cast<Str*>(o);
      auto offs = std::make_shared<std::vector<size_t>>(utf8_offsets(s->s));
      Value keep = v;
      size_t i = 0;
      return make_native_iterator("str_ascii_iterator",
                                  [keep, offs, i](Interpreter&, Value& out) mutable {
                                    if (i + 1 >= offs->size()) return false;
                                    out = str_value(utf8_at(keep.as<Str>()->s, *offs, int64_t(i)));
                                    ++i;
                                    return true;
                                  });
    }
    if (t == types().dict || t == types().set || t == types().frozenset) {
      auto keys = std::make_shared<std::vector<Value>>();
      DictTable& table =
          t == types().dict ? static_cast<Dict*>(o)->table : static_cast<Set*>(o)->table;
      table.for_each([&](const Value& k, const Value&) { keys->push_back(k); });
      Value keep = v;
      size_t n0 = table.size();
      size_t i = 0;
      bool is_dict = t == types().dict;
      return make_native_iterator(
          is_dict ? "dict_keyiterator" : "set_iterator",
          [keep, keys, i, n0, is_dict](Interpreter&, Value& out) mutable {
            DictTable& tb = is_dict ? keep.as<Dict>()->table : keep.as<Set>()->table;
            if (tb.size() != n0)
              throw_runtime_error(std::string(is_dict ? "dictionary" : "Set") +
                                  " changed size during iteration");
            if (i >= keys->size()) return false;
            out = (*keys)[i++];
            return true;
          });
    }
    if (t == types().range) {
      auto* r = static_cast<Range*>(o);
      // Lazy over count(): range(2**63 - 1) iterates, as in CPython.
      Ref<Range> keep(r);
      uint64_t n = r->count(), k = 0;
      return make_native_iterator("range_iterator", [keep, n, k](Interpreter&, Value& out) mutable {
        if (k >= n) return false;
        out = Value::integer(keep->at(k++));
        return true;
      });
    }
    if (is_dictview(v)) return dictview_iter(*this, *static_cast<DictView*>(o));
    Value out;
    if (user_dunder(*this, v, dunders().iter, {}, out)) {
      if (!out.is_obj() ||
          (out.as_obj()->type != types().iterator && !out.as_obj()->type->lookup("__next__")))
        throw_type_error("iter() returned non-iterator of type '" + type_name(out) + "'");
      return out;
    }
    if (t->lookup("__getitem__") && !(t->builtin && t->layout != Layout::Native)) {
      // The old sequence protocol: index from 0 until IndexError.
      Value keep = v;
      int64_t i = 0;
      return make_native_iterator("iterator", [keep, i](Interpreter& in, Value& out) mutable {
        try {
          out = in.getitem(keep, Value::integer(i++));
          return true;
        } catch (PyException& e) {
          if (e.exc->type->is_subclass_of(types().IndexError) ||
              e.exc->type->is_subclass_of(types().StopIteration))
            return false;
          throw;
        }
      });
    }
  }
  throw_type_error("'" + type_name(v) + "' object is not iterable");
}

bool Interpreter::next(const Value& it, Value& out) {
  if (it.is_obj()) {
    Object* o = it.as_obj();
    if (o->type == types().iterator) return static_cast<NativeIterator*>(o)->step(*this, out);
    if (o->type == generator_type()) return generator_next(*this, static_cast<Generator*>(o), out);
    if (Value* m = o->type->lookup(dunders().next)) {
      try {
        out = call(*m, std::vector<Value>{it});
        return true;
      } catch (PyException& e) {
        if (e.exc->type->is_subclass_of(types().StopIteration)) return false;
        throw;
      }
    }
  }
  throw_type_error("'" + type_name(it) + "' object is not an iterator");
}

void Interpreter::for_each(const Value& iterable, const std::function<bool(const Value&)>& f) {
  if (iterable.is_obj()) {
    Object* o = iterable.as_obj();
    if (o->type == generator_type() && generator_drainable(static_cast<Generator*>(o))) {
      // sum(x * x for x in xs): the expression's loop runs here, no switch per item.
      generator_drain(*this, static_cast<Generator*>(o), f);
      return;
    }
    if (for_each_sequence_item(iterable, f)) return;
    if (o->type == types().range) {
      auto* r = static_cast<Range*>(o);
      uint64_t n = r->count();
      for (uint64_t k = 0; k < n; ++k) {
        check_interrupt();
        if (!f(Value::integer(r->at(k)))) return;
      }
      return;
    }
  }
  Value it = iter(iterable);
  Value x;
  while (next(it, x)) {
    check_interrupt();
    if (!f(x)) return;
  }
}

std::vector<Value> Interpreter::to_vector(const Value& iterable) {
  if (is_t(iterable, types().list)) return iterable.as<List>()->items;
  if (is_t(iterable, types().tuple)) return iterable.as<Tuple>()->items;
  std::vector<Value> out;
  if (is_t(iterable, types().range)) {
    // Its length is known: list(range(10**12)) is a MemoryError at once,
    // instead of growing until the budget-less vector exhausts the machine.
    uint64_t n = iterable.as<Range>()->count();
    check_memory(n, sizeof(Value));
    out.reserve(n);
  }
  for_each(iterable, [&](const Value& x) {
    check_growth(out, 1);
    out.push_back(x);
    return true;
  });
  return out;
}

std::vector<Value> Interpreter::extend_items(const Value& iterable, int64_t* hint) {
  if (hint) *hint = -1;
  if (is_t(iterable, types().list) || is_t(iterable, types().tuple)) return to_vector(iterable);
  // CPython's list.extend guesses this many items for an iterator without a
  // hint (a generator, map, zip); only whether a guess is 0 shows (sort).
  constexpr int64_t kNoHintGuess = 8;
  // A hint is a guess that a user's __len__ may inflate: at most this many
  // slots are reserved ahead, so a lie cannot claim memory no item needs.
  constexpr int64_t kMaxReservedByHint = 4096;
  if (!iterable.is_obj() || iterable.as_obj()->type->builtin) {
    // Built-in objects run no user code for their hint: the order of the
    // steps does not show.
    std::vector<Value> out = to_vector(iterable);
    if (hint) *hint = length_hint(iterable, kNoHintGuess);
    return out;
  }
  Value it = iter(iterable);
  const int64_t n = length_hint(iterable, kNoHintGuess);
  if (hint) *hint = n;
  std::vector<Value> out;
  out.reserve(size_t(std::min(n, kMaxReservedByHint)));
  Value item;
  while (next(it, item)) {
    check_growth(out, 1);
    out.push_back(std::move(item));
  }
  return out;
}

int64_t Interpreter::to_index(const Value& v) {
  if (v.is_intlike()) return v.as_int();
  // Past int64 is past every length (CPython's IndexError for subscripts).
  if (is_bigint(v)) throw_exc(types().IndexError, "cannot fit 'int' into an index-sized integer");
  if (v.is_obj()) {
    if (Value* m = v.as_obj()->type->lookup("__index__")) {
      Value r = call(*m, std::vector<Value>{v});
      if (r.is_intlike()) return r.as_int();
      if (is_bigint(r))
        throw_exc(types().IndexError, "cannot fit 'int' into an index-sized integer");
    }
  }
  throw_type_error("'" + type_name(v) + "' object cannot be interpreted as an integer");
}

double Interpreter::to_double(const Value& v) {
  if (v.is_number()) return v.to_double();
  if (is_bigint(v)) return bigint_to_double(v.as<BigInt>()->n);
  if (v.is_obj()) {
    if (Value* m = v.as_obj()->type->lookup("__float__")) {
      Value r = call(*m, std::vector<Value>{v});
      if (r.is_float()) return r.as_float();
    }
  }
  throw_type_error("must be real number, not " + type_name(v));
}

}  // namespace minitf
