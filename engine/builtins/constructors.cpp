// Constructors of range, slice, bool, object, type, staticmethod, classmethod
// and property.
#include "builtins/constructors.h"

#include "builtins/builtins_impl.h"
#include "syntax/ast.h"

namespace minitf {

namespace {

// range() takes anything with __index__ (an int32 tensor, say), like CPython.
int64_t range_arg(Interpreter& in, const Value& v) { return in.to_index(v); }

void no_kwargs(const CallArgs& a, const char* name) {
  if (!a.kw.empty()) throw_type_error(std::string(name) + "() takes no keyword arguments");
}

void count_between(const CallArgs& a, size_t min, size_t max, const char* name) {
  size_t n = a.pos.size();
  std::string s = name;
  if (n < min)
    throw_type_error(s + " expected at least " + std::to_string(min) + " argument" +
                     (min == 1 ? "" : "s") + ", got " + std::to_string(n));
  if (n > max)
    throw_type_error(s + " expected at most " + std::to_string(max) + " argument" +
                     (max == 1 ? "" : "s") + ", got " + std::to_string(n));
}

Value construct_range(Interpreter& in, CallArgs& a) {
  no_kwargs(a, "range");
  count_between(a, 1, 3, "range");
  int64_t start = 0, stop, step = 1;
  if (a.pos.size() == 1) {
    stop = range_arg(in, a.pos[0]);
  } else {
    start = range_arg(in, a.pos[0]);
    stop = range_arg(in, a.pos[1]);
    if (a.pos.size() == 3) step = range_arg(in, a.pos[2]);
  }
  if (step == 0) throw_value_error("range() arg 3 must not be zero");
  return Value::object(new Range(start, stop, step));
}

Value construct_slice(Interpreter&, CallArgs& a) {
  no_kwargs(a, "slice");
  count_between(a, 1, 3, "slice");
  if (a.pos.size() == 1) return Value::object(new Slice(Value(), a.pos[0], Value()));
  return Value::object(new Slice(a.pos[0], a.pos[1], a.pos.size() == 3 ? a.pos[2] : Value()));
}

Value construct_bool(Interpreter& in, CallArgs& a) {
  no_kwargs(a, "bool");
  count_between(a, 0, 1, "bool");
  return Value::boolean(!a.pos.empty() && in.truthy(a.pos[0]));
}

Value construct_object(Interpreter&, CallArgs& a) {
  if (a.size()) throw_type_error("object() takes no arguments");
  return Value::object(new Instance(types().object));
}

Value construct_type(Interpreter& in, CallArgs& a) {
  if (a.pos.size() == 1 && a.kw.empty()) return Value::object(in.type_of(a.pos[0]));
  if (a.pos.size() == 3)
    throw_type_error("type() with 3 arguments is not supported in minitf; use a class statement");
  throw_type_error("type() takes 1 or 3 arguments");
}

Value construct_wrapper(CallArgs& a, Descriptor::Kind k, const char* name) {
  no_kwargs(a, name);
  if (a.pos.size() != 1)
    throw_type_error(std::string(name) + " expected 1 argument, got " +
                     std::to_string(a.pos.size()));
  return Value::object(new Descriptor(k, a.pos[0]));
}

// property(fget=None, fset=None, fdel=None, doc=None); deleters are not
// supported (Descriptor has no slot for one), so fdel must be None.
Value construct_property(Interpreter&, CallArgs& a) {
  static const char* const kNames[] = {"fget", "fset", "fdel", "doc"};
  for (auto& kv : a.kw) {
    bool ok = false;
    for (const char* n : kNames) ok = ok || kv.first->s == n;
    if (!ok)
      throw_type_error("property() got an unexpected keyword argument '" + kv.first->s + "'");
  }
  if (a.size() > 4)
    throw_type_error("property() takes at most 4 arguments (" + std::to_string(a.size()) +
                     " given)");
  auto arg = [&](size_t i) -> Value {
    if (i < a.pos.size()) return a.pos[i];
    if (const Value* v = find_kwarg(a, kNames[i])) return *v;
    return Value();
  };
  if (!arg(2).is_none()) throw_type_error("property deleters (fdel) are not supported in minitf");
  Ref<Descriptor> d(new Descriptor(Descriptor::Property, arg(0)));
  d->setter = arg(1);
  return d.value();
}

}  // namespace

void init_misc_constructors(const BuiltinTypes& t) {
  t.range->construct = construct_range;
  t.slice->construct = construct_slice;
  t.bool_->construct = construct_bool;
  t.object->construct = construct_object;
  t.type->construct = construct_type;
  t.staticmethod->construct = [](Interpreter&, CallArgs& a) {
    return construct_wrapper(a, Descriptor::Static, "staticmethod");
  };
  t.classmethod->construct = [](Interpreter&, CallArgs& a) {
    return construct_wrapper(a, Descriptor::ClassMethod, "classmethod");
  };
  t.property->construct = construct_property;
}

}  // namespace minitf
