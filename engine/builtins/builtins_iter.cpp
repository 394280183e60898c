// Iteration builtins: enumerate, zip, map, filter, reversed, iter, next,
// sorted, min, max, sum, any, all.
// CPython rounds every float operation separately; with -march=native GCC would
// fuse a*b+c into one FMA (-ffp-contract=fast is its C++ default) and change
// last bits, so this file forbids contraction.
#pragma GCC optimize("fp-contract=off")
#include <cmath>

#include "builtins/builtins_impl.h"
#include "runtime/dictview.h"
#include "runtime/generator.h"
#include "runtime/iterators.h"

namespace minitf {

namespace {

Value b_enumerate(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"iterable", "start"}, "enumerate");
  const Value* it = arg_or_kw(a, 0, "iterable");
  if (!it) throw_type_error("enumerate() missing required argument 'iterable'");
  check_total_args(a, 2, "enumerate");
  const Value* st = arg_or_kw(a, 1, "start");
  int64_t n = 0;
  if (st) {
    if (!st->is_intlike())
      throw_type_error("'" + type_name(*st) + "' object cannot be interpreted as an integer");
    n = st->as_int();
  }
  Value iter = in.iter(*it);
  return make_native_iterator("enumerate", [iter, n](Interpreter& in, Value& out) mutable {
    Value x;
    if (!in.next(iter, x)) return false;
    out = tuple_value({Value::integer(n++), x});
    return true;
  });
}

Value b_zip(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"strict"}, "zip");
  const Value* s = find_kwarg(a, "strict");
  bool strict = s && in.truthy(*s);
  std::vector<Value> iters;
  for (const Value& v : a.pos) iters.push_back(in.iter(v));
  return make_native_iterator("zip", [iters, strict](Interpreter& in, Value& out) {
    if (iters.empty()) return false;
    std::vector<Value> items;
    items.reserve(iters.size());
    for (size_t i = 0; i < iters.size(); ++i) {
      Value x;
      if (in.next(iters[i], x)) {
        items.push_back(x);
        continue;
      }
      if (!strict) return false;
      if (i > 0) {
        std::string plural = i == 1 ? " " : "s 1-";
        throw_value_error("zip() argument " + std::to_string(i + 1) + " is shorter than argument" +
                          plural + std::to_string(i));
      }
      // The first ran out: every other must be exhausted too.
      for (size_t j = 1; j < iters.size(); ++j) {
        Value y;
        if (in.next(iters[j], y)) {
          std::string plural = j == 1 ? " " : "s 1-";
          throw_value_error("zip() argument " + std::to_string(j + 1) + " is longer than argument" +
                            plural + std::to_string(j));
        }
      }
      return false;
    }
    out = tuple_value(std::move(items));
    return true;
  });
}

Value b_map(Interpreter& in, CallArgs& a) {
  check_no_kwargs(a, "map");
  if (a.pos.size() < 2) throw_type_error("map() must have at least two arguments.");
  Value fn = a.pos[0];
  std::vector<Value> iters;
  for (size_t i = 1; i < a.pos.size(); ++i) iters.push_back(in.iter(a.pos[i]));
  return make_native_iterator("map", [fn, iters](Interpreter& in, Value& out) {
    std::vector<Value> args;
    args.reserve(iters.size());
    for (const Value& it : iters) {
      Value x;
      if (!in.next(it, x)) return false;
      args.push_back(x);
    }
    out = in.call(fn, std::move(args));
    return true;
  });
}

Value b_filter(Interpreter& in, CallArgs& a) {
  check_args(a, 2, 2, "filter", ArgStyle::Expected);
  Value fn = a.pos[0];
  Value iter = in.iter(a.pos[1]);
  return make_native_iterator("filter", [fn, iter](Interpreter& in, Value& out) {
    Value x;
    while (in.next(iter, x)) {
      in.check_interrupt();
      bool keep = fn.is_none() ? in.truthy(x) : in.truthy(in.call(fn, std::vector<Value>{x}));
      if (keep) {
        out = x;
        return true;
      }
    }
    return false;
  });
}

// Walks a sequence backwards by index, re-reading its length each step as
// CPython's reversed list iterator does (a shrinking list just ends early).
Value reverse_by_index(Interpreter& in, const Value& seq, const char* name) {
  int64_t i = in.len(seq) - 1;
  return make_native_iterator(name, [seq, i](Interpreter& in, Value& out) mutable {
    if (i < 0) return false;
    if (is_list(seq)) {
      auto& items = seq.as<List>()->items;
      if (i >= int64_t(items.size())) {
        i = -1;
        return false;
      }
      out = items[size_t(i--)];
      return true;
    }
    out = in.getitem(seq, Value::integer(i--));
    return true;
  });
}

Value b_reversed(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "reversed", ArgStyle::Expected);
  const Value& v = a.pos[0];
  const BuiltinTypes& T = types();
  if (is_list(v)) return reverse_by_index(in, v, "list_reverseiterator");
  if (is_tuple(v) || is_str(v)) return reverse_by_index(in, v, "reversed");
  if (is_type(v, T.range)) {
    auto* r = v.as<Range>();
    Ref<Range> keep(r);
    uint64_t n = r->count();
    return make_native_iterator("range_iterator", [keep, n](Interpreter&, Value& out) mutable {
      if (n == 0) return false;
      out = Value::integer(keep->at(--n));
      return true;
    });
  }
  if (is_dict(v)) {
    std::vector<Value> keys;
    v.as<Dict>()->table.for_each([&](const Value& k, const Value&) { keys.push_back(k); });
    size_t i = keys.size();
    return make_native_iterator("dict_reversekeyiterator",
                                [keys, i](Interpreter&, Value& out) mutable {
                                  if (i == 0) return false;
                                  out = keys[--i];
                                  return true;
                                });
  }
  if (v.is_obj()) {
    TypeObject* t = v.as_obj()->type;
    if (t->lookup("__reversed__"))
      return in.call(in.getattr(v, "__reversed__"), std::vector<Value>{});
    if (!t->builtin && t->lookup("__len__") && t->lookup("__getitem__"))
      return reverse_by_index(in, v, "reversed");
  }
  throw_type_error("'" + type_name(v) + "' object is not reversible");
}

Value b_iter(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 2, "iter", ArgStyle::Expected);
  if (a.pos.size() == 1) return in.iter(a.pos[0]);
  Value fn = a.pos[0], sentinel = a.pos[1];
  return make_native_iterator("callable_iterator", [fn, sentinel](Interpreter& in, Value& out) {
    Value x = in.call(fn, std::vector<Value>{});
    if (x.is(sentinel) || in.eq(x, sentinel)) return false;
    out = x;
    return true;
  });
}

Value b_next(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 2, "next", ArgStyle::Expected);
  Value out;
  // A generator's return value travels in its StopIteration, as CPython's.
  if (is_generator(a.pos[0]) && a.pos.size() == 1)
    return generator_send(in, static_cast<Generator*>(a.pos[0].as_obj()), Value());
  if (in.next(a.pos[0], out)) return out;
  if (a.pos.size() == 2) return a.pos[1];
  raise_with_args(types().StopIteration, {});
}

Value b_sorted(Interpreter& in, CallArgs& a) {
  check_arity(a, 1, 1, "sorted", ArgStyle::Expected);
  check_kwargs(a, {"key", "reverse"}, "sort");
  std::vector<Value> items = in.extend_items(a.pos[0]);
  const Value* rev = find_kwarg(a, "reverse");
  sort_values(in, items, find_kwarg(a, "key"), rev && in.truthy(*rev));
  return list_value(std::move(items));
}

// min() and max(): one iterable or several arguments, key= and default=.
Value min_max(Interpreter& in, CallArgs& a, bool is_max) {
  const char* name = is_max ? "max" : "min";
  check_kwargs(a, {"key", "default"}, name);
  check_arity(a, 1, SIZE_MAX, name, ArgStyle::Expected);
  const Value* key = find_kwarg(a, "key");
  if (key && key->is_none()) key = nullptr;
  const Value* dflt = find_kwarg(a, "default");
  if (dflt && a.pos.size() > 1)
    throw_type_error(std::string("Cannot specify a default for ") + name +
                     "() with multiple positional arguments");
  Value best, best_key;
  bool have = false;
  auto consider = [&](const Value& x) {
    Value k = key ? in.call(*key, std::vector<Value>{x}) : x;
    if (!have || in.truthy(in.compare(is_max ? CmpOpKind::Gt : CmpOpKind::Lt, k, best_key))) {
      best = x;
      best_key = k;
      have = true;
    }
    return true;
  };
  if (a.pos.size() == 1)
    in.for_each(a.pos[0], consider);
  else
    for (const Value& x : a.pos) consider(x);
  if (!have) {
    if (dflt) return *dflt;
    throw_value_error(std::string(name) + "() arg is an empty sequence");
  }
  return best;
}

Value b_sum(Interpreter& in, CallArgs& a) {
  check_kwargs(a, {"start"}, "sum");
  if (a.pos.empty()) throw_type_error("sum() takes at least 1 positional argument (0 given)");
  check_total_args(a, 2, "sum");
  const Value* st = arg_or_kw(a, 1, "start");
  Value acc = st ? *st : Value::integer(0);
  if (is_str(acc)) throw_type_error("sum() can't sum strings [use ''.join(seq) instead]");
  if (acc.is_obj() && acc.as_obj()->type->name == "bytes")
    throw_type_error("sum() can't sum bytes [use b''.join(seq) instead]");
  auto add = [&](const Value& x) {
    // Fast paths for int and float (CPython 3.11 adds floats left to right).
    if (acc.is_int() && x.is_int()) {
      int64_t r;
      if (!__builtin_add_overflow(acc.as_int(), x.as_int(), &r)) {
        acc = Value::integer(r);
        return true;
      }
    } else if (acc.is_float() && (x.is_float() || x.is_int())) {
      acc = Value::floating(acc.as_float() + x.to_double());
      return true;
    }
    acc = in.binop(BinOpKind::Add, acc, x);
    return true;
  };
  // A list or tuple (sum(window)) is walked with `add` inlined, without a
  // std::function call per item.
  if (!for_each_sequence_item(a.pos[0], add)) in.for_each(a.pos[0], add);
  return acc;
}

Value any_all(Interpreter& in, CallArgs& a, bool is_all) {
  check_args(a, 1, 1, is_all ? "all" : "any");
  bool result = is_all;
  in.for_each(a.pos[0], [&](const Value& x) {
    if (in.truthy(x) != is_all) {
      result = !is_all;
      return false;
    }
    return true;
  });
  return Value::boolean(result);
}

const NativeDef kIterBuiltins[] = {
    {"enumerate", b_enumerate, "(iterable, start=0)",
     "Return an enumerate object yielding (index, value) pairs."},
    {"zip", b_zip, "(*iterables, strict=False)", "Yield tuples until an input is exhausted."},
    {"map", b_map, "(func, *iterables)",
     "Make an iterator that computes the function using arguments from each of the iterables."},
    {"filter", b_filter, "(function or None, iterable)",
     "Return an iterator yielding those items of iterable for which function(item) is true."},
    {"reversed", b_reversed, "(sequence, /)",
     "Return a reverse iterator over the values of the given sequence."},
    {"iter", b_iter, "(iterable) / iter(callable, sentinel)", "Get an iterator from an object."},
    {"next", b_next, "(iterator[, default])", "Return the next item from the iterator."},
    {"sorted", b_sorted, "(iterable, /, *, key=None, reverse=False)",
     "Return a new list containing all items from the iterable in ascending order."},
    {"min", [](Interpreter& in, CallArgs& a) { return min_max(in, a, false); },
     "(iterable, *[, default=obj, key=func]) / min(arg1, arg2, *args, *[, key=func])",
     "With a single iterable argument, return its smallest item."},
    {"max", [](Interpreter& in, CallArgs& a) { return min_max(in, a, true); },
     "(iterable, *[, default=obj, key=func]) / max(arg1, arg2, *args, *[, key=func])",
     "With a single iterable argument, return its biggest item."},
    {"sum", b_sum, "(iterable, /, start=0)",
     "Return the sum of a 'start' value (default: 0) plus an iterable of numbers."},
    {"any", [](Interpreter& in, CallArgs& a) { return any_all(in, a, false); }, "(iterable, /)",
     "Return True if bool(x) is True for any x in the iterable."},
    {"all", [](Interpreter& in, CallArgs& a) { return any_all(in, a, true); }, "(iterable, /)",
     "Return True if bool(x) is True for all values x in the iterable."},
};

}  // namespace

void install_iter_builtins(Interpreter& in, Module& m) { add_functions(in, m, kIterBuiltins); }

}  // namespace minitf
