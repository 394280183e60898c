// The methods of set and frozenset, and their constructors.
#include "builtins/builtins_impl.h"

namespace minitf {

namespace {

Set& self_set(const CallArgs& a) { return *a.pos[0].as<Set>(); }

// "set.copy" or "frozenset.copy": CPython names a method by self's type in
// its arity errors.
const char* qualname(const CallArgs& a, const char* set_name, const char* frozenset_name) {
  return !a.pos.empty() && is_type(a.pos[0], types().frozenset) ? frozenset_name : set_name;
}

std::vector<Value> set_items(const Set& s) {
  std::vector<Value> v;
  v.reserve(s.table.size());
  s.table.for_each([&](const Value& k, const Value&) { v.push_back(k); });
  return v;
}

// Elements of any iterable argument (set operands need not be sets).
std::vector<Value> operand(Interpreter& in, const Value& v) {
  if (is_anyset(v)) return set_items(*v.as<Set>());
  return items_of(in, v);
}

Ref<Set> set_from(Interpreter& in, const std::vector<Value>& items, bool frozen) {
  Ref<Set> s = new_set(frozen);
  for (const Value& v : items) set_add(in, *s, v);
  return s;
}

// A new set with another's elements, as CPython copies one (set_merge into
// an empty table), which fixes the copy's order.
Ref<Set> set_copy(Interpreter& in, const Set& s, bool frozen) {
  Ref<Set> r = new_set(frozen);
  r->table.set_merge(in, s.table);
  return r;
}

Value construct_set(Interpreter& in, CallArgs& a, bool frozen) {
  check_args(a, 0, 1, frozen ? "frozenset" : "set", ArgStyle::Expected);
  if (frozen && !a.pos.empty() && is_type(a.pos[0], types().frozenset)) return a.pos[0];
  if (a.pos.empty()) return new_set(frozen).value();
  if (is_anyset(a.pos[0])) return set_copy(in, *a.pos[0].as<Set>(), frozen).value();
  return set_from(in, operand(in, a.pos[0]), frozen).value();
}

enum class SetOp { Union, Intersection, Difference, SymDiff };

// self OP others..., as a new set.
Ref<Set> set_op(Interpreter& in, const CallArgs& a, SetOp op) {
  Ref<Set> result = set_copy(in, self_set(a), self_set(a).frozen);
  for (size_t i = 1; i < a.pos.size(); ++i) {
    if (op == SetOp::Union && is_anyset(a.pos[i])) {
      result->table.set_merge(in, a.pos[i].as<Set>()->table);
      continue;
    }
    std::vector<Value> other = operand(in, a.pos[i]);
    if (op == SetOp::Union) {
      for (const Value& v : other) set_add(in, *result, v);
    } else if (op == SetOp::Intersection) {
      Ref<Set> o = set_from(in, other, false);
      Ref<Set> next = new_set(result->frozen);
      for (const Value& v : set_items(*result))
        if (set_contains(in, *o, v)) set_add(in, *next, v);
      result = next;
    } else if (op == SetOp::Difference) {
      for (const Value& v : other) result->table.erase(in, v, in.hash(v));
    } else {
      Ref<Set> o = set_from(in, other, false);
      for (const Value& v : set_items(*o)) {
        int64_t h = in.hash(v);
        if (result->table.find(in, v, h))
          result->table.erase(in, v, h);
        else
          result->table.set(in, v, h, Value());
      }
    }
  }
  return result;
}

// In-place variants: compute, then replace self's table.
Value set_op_update(Interpreter& in, CallArgs& a, SetOp op) {
  Ref<Set> r = set_op(in, a, op);
  // The old elements go once the set holds its new ones (their __del__ may
  // look at it): assigning over the table would release them mid-copy.
  DictTable old;
  std::swap(old, self_set(a).table);
  self_set(a).table = r->table;
  return Value();
}

// ---- set and frozenset --------------------------------------------------------------

using I = Interpreter;
using A = CallArgs;

Value symmetric_difference(I& in, A& a) {
  check_method_args(a, 1, 1,
                    qualname(a, "set.symmetric_difference", "frozenset.symmetric_difference"),
                    ArgStyle::OneArg);
  return set_op(in, a, SetOp::SymDiff).value();
}

Value issubset(I& in, A& a) {
  check_method_args(a, 1, 1, qualname(a, "set.issubset", "frozenset.issubset"), ArgStyle::OneArg);
  Ref<Set> o = set_from(in, operand(in, a.pos[1]), false);
  for (const Value& v : set_items(self_set(a)))
    if (!set_contains(in, *o, v)) return Value::boolean(false);
  return Value::boolean(true);
}

Value issuperset(I& in, A& a) {
  check_method_args(a, 1, 1, qualname(a, "set.issuperset", "frozenset.issuperset"),
                    ArgStyle::OneArg);
  for (const Value& v : operand(in, a.pos[1]))
    if (!set_contains(in, self_set(a), v)) return Value::boolean(false);
  return Value::boolean(true);
}

Value isdisjoint(I& in, A& a) {
  check_method_args(a, 1, 1, qualname(a, "set.isdisjoint", "frozenset.isdisjoint"),
                    ArgStyle::OneArg);
  for (const Value& v : operand(in, a.pos[1]))
    if (set_contains(in, self_set(a), v)) return Value::boolean(false);
  return Value::boolean(true);
}

Value copy(I& in, A& a) {
  check_method_args(a, 0, 0, qualname(a, "set.copy", "frozenset.copy"), ArgStyle::NoArgs);
  if (self_set(a).frozen) return a.pos[0];
  return set_copy(in, self_set(a), false).value();
}

const NativeDef kSetAndFrozensetMethods[] = {
    {"union", [](I& in, A& a) { return set_op(in, a, SetOp::Union).value(); }, "(*others)",
     "Return the union of sets as a new set."},
    {"intersection", [](I& in, A& a) { return set_op(in, a, SetOp::Intersection).value(); },
     "(*others)", "Return the intersection of two or more sets as a new set."},
    {"difference", [](I& in, A& a) { return set_op(in, a, SetOp::Difference).value(); },
     "(*others)", "Return the difference of two or more sets as a new set."},
    {"symmetric_difference", symmetric_difference, "(other, /)",
     "Return the symmetric difference of two sets as a new set."},
    {"issubset", issubset, "(other, /)", "Report whether another set contains this set."},
    {"issuperset", issuperset, "(other, /)", "Report whether this set contains another set."},
    {"isdisjoint", isdisjoint, "(other, /)", "Return True if two sets have a null intersection."},
    {"copy", copy, "(self, /)", "Return a shallow copy of a set."},
};

// ---- set alone --------------------------------------------------------------------------

Value add(I& in, A& a) {
  check_method_args(a, 1, 1, "set.add", ArgStyle::OneArg);
  set_add(in, self_set(a), a.pos[1]);
  return Value();
}

Value remove(I& in, A& a) {
  check_method_args(a, 1, 1, "set.remove", ArgStyle::OneArg);
  if (!self_set(a).table.erase(in, a.pos[1], in.hash(a.pos[1]))) throw_key_error(a.pos[1]);
  return Value();
}

Value discard(I& in, A& a) {
  check_method_args(a, 1, 1, "set.discard", ArgStyle::OneArg);
  self_set(a).table.erase(in, a.pos[1], in.hash(a.pos[1]));
  return Value();
}

Value pop(I&, A& a) {
  check_method_args(a, 0, 0, "set.pop", ArgStyle::NoArgs);
  Set& s = self_set(a);
  if (s.table.size() == 0) throw_key_error(new_str("pop from an empty set"));
  return s.table.set_pop();
}

Value clear(I&, A& a) {
  check_method_args(a, 0, 0, "set.clear", ArgStyle::NoArgs);
  self_set(a).table.clear();
  return Value();
}

// set.update and set.difference_update add or remove each item as it is read,
// as CPython's set_update_internal and set_difference_update_internal do: an
// iterator that reads or changes the set sees the items so far.
template <class Each>
void each_item(Interpreter& in, const Value& other, Each&& each) {
  if (is_anyset(other)) {
    for (const Value& v : set_items(*other.as<Set>())) each(v);
    return;
  }
  Value it = in.iter(other);
  Value item;
  while (in.next(it, item)) each(item);
}

Value update(I& in, A& a) {
  Set& s = self_set(a);
  for (size_t i = 1; i < a.pos.size(); ++i) {
    if (a.pos[i].is(a.pos[0])) continue;
    each_item(in, a.pos[i], [&](const Value& v) { set_add(in, s, v); });
  }
  return Value();
}

Value difference_update(I& in, A& a) {
  Set& s = self_set(a);
  for (size_t i = 1; i < a.pos.size(); ++i) {
    if (a.pos[i].is(a.pos[0])) {
      s.table.clear();
      continue;
    }
    each_item(in, a.pos[i], [&](const Value& v) { s.table.erase(in, v, in.hash(v)); });
  }
  return Value();
}

Value symmetric_difference_update(I& in, A& a) {
  check_method_args(a, 1, 1, "set.symmetric_difference_update", ArgStyle::OneArg);
  return set_op_update(in, a, SetOp::SymDiff);
}

const NativeDef kSetMethods[] = {
    {"add", add, "(self, object, /)", "Add an element to a set."},
    {"remove", remove, "(self, object, /)", "Remove an element from a set; it must be a member."},
    {"discard", discard, "(self, object, /)", "Remove an element from a set if it is a member."},
    {"pop", pop, "(self, /)", "Remove and return an arbitrary set element."},
    {"clear", clear, "(self, /)", "Remove all elements from this set."},
    {"update", update, "(*others)", "Update the set, adding elements from all others."},
    {"intersection_update", [](I& in, A& a) { return set_op_update(in, a, SetOp::Intersection); },
     "(*others)", "Update the set, keeping only elements found in it and all others."},
    {"difference_update", difference_update, "(*others)",
     "Update the set, removing elements found in others."},
    {"symmetric_difference_update", symmetric_difference_update, "(other, /)",
     "Update the set, keeping only elements found in either set, but not in both."},
};

}  // namespace

void init_set_methods(TypeObject* t) {
  t->construct = [](Interpreter& in, CallArgs& a) { return construct_set(in, a, false); };
  add_methods(t, kSetAndFrozensetMethods);
  add_methods(t, kSetMethods);
}

void init_frozenset_methods(TypeObject* t) {
  t->construct = [](Interpreter& in, CallArgs& a) { return construct_set(in, a, true); };
  add_methods(t, kSetAndFrozensetMethods);
}

}  // namespace minitf
