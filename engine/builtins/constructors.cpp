// Constructors of range, slice, bool, object, type, staticmethod, classmethod
// and property.
#include "builtins/builtins_impl.h"

namespace minitf {

namespace {

// range() takes anything with __index__ (an int32 tensor, say), like CPython.
int64_t range_arg(Interpreter& in, const Value& v) {
  // minitf's range keeps int64 bounds; CPython's takes any int.
  if (is_bigint(v)) throw_overflow("range() bounds past 64 bits are not supported in minitf");
  return in.to_index(v);
}

Value construct_range(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 3, "range", ArgStyle::Expected);
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
  check_args(a, 1, 3, "slice", ArgStyle::Expected);
  if (a.pos.size() == 1) return Value::object(new Slice(Value(), a.pos[0], Value()));
  return Value::object(new Slice(a.pos[0], a.pos[1], a.pos.size() == 3 ? a.pos[2] : Value()));
}

Value construct_bool(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 1, "bool", ArgStyle::Expected);
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
  check_args(a, 1, 1, name, ArgStyle::Expected);
  return Value::object(new Descriptor(k, a.pos[0]));
}

// property(fget=None, fset=None, fdel=None, doc=None); deleters are not
// supported (Descriptor has no slot for one), so fdel must be None.
Value construct_property(Interpreter&, CallArgs& a) {
  check_total_args(a, 4, "property");
  ArgParser p("property", a, {"fget", "fset", "fdel", "doc"}, 0);
  if (p.has(2)) throw_type_error("property deleters (fdel) are not supported in minitf");
  Ref<Descriptor> d(new Descriptor(Descriptor::Property, p.get(0) ? *p.get(0) : Value()));
  if (p.get(1)) d->setter = *p.get(1);
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
