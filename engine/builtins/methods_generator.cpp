// The methods and attributes of generator objects: __next__, send, throw,
// close, gi_running, gi_suspended, gi_yieldfrom (__name__ and __qualname__
// are data attributes: runtime/data_attributes.cpp).
#include "builtins/builtins_impl.h"
#include "builtins/native.h"
#include "runtime/generator.h"

namespace minitf {

namespace {

using I = Interpreter;
using A = CallArgs;

Generator* self_gen(A& a) { return static_cast<Generator*>(a.pos[0].as_obj()); }

Value gen_next(I& in, A& a) {
  check_method_args(a, 0, 0, "generator.__next__", ArgStyle::NoArgs);
  return generator_send(in, self_gen(a), Value());
}

Value gen_iter(I& in, A& a) {
  check_method_args(a, 0, 0, "generator.__iter__", ArgStyle::NoArgs);
  return a.pos[0];
}

Value gen_send(I& in, A& a) {
  check_method_args(a, 1, 1, "send", ArgStyle::OneArg);
  return generator_send(in, self_gen(a), a.pos[1]);
}

// throw(value), throw(type[, value[, traceback]]): CPython 3.11's forms.
Value gen_throw(I& in, A& a) {
  check_method_args(a, 1, 3, "throw", ArgStyle::Expected);
  Value typ = a.pos[1];
  Value val = a.pos.size() > 2 ? a.pos[2] : Value();
  bool is_class = typ.is_obj() && typ.as_obj()->type->is_subclass_of(types().type);
  if (is_class) {
    auto* cls = static_cast<TypeObject*>(typ.as_obj());
    if (!cls->is_subclass_of(types().BaseException))
      throw_type_error(
          "exceptions must be classes or instances deriving from BaseException, not type");
    if (val.is_obj() && val.as_obj()->type->is_subclass_of(cls))
      return generator_throw(in, self_gen(a), exception_from(in, val));
    std::vector<Value> args;
    if (val.is_obj() && val.as_obj()->type == types().tuple)
      args = val.as<Tuple>()->items;
    else if (!val.is_none())
      args = {val};
    return generator_throw(in, self_gen(a), exception_from(in, in.call(typ, std::move(args))));
  }
  if (!(typ.is_obj() && typ.as_obj()->type->is_subclass_of(types().BaseException)))
    throw_type_error("exceptions must be classes or instances deriving from BaseException, not " +
                     type_name(typ));
  if (!val.is_none()) throw_type_error("instance exception may not have a separate value");
  return generator_throw(in, self_gen(a), exception_from(in, typ));
}

Value gen_close(I& in, A& a) {
  check_method_args(a, 0, 0, "close", ArgStyle::NoArgs);
  generator_close(in, self_gen(a));
  return Value();
}

const NativeDef kGeneratorMethods[] = {
    {"__next__", gen_next, "(self, /)", "Implement next(self)."},
    {"__iter__", gen_iter, "(self, /)", "Implement iter(self)."},
    {"send", gen_send, "(value, /)",
     "send(arg) -> send 'arg' into generator,\nreturn next yielded value or raise StopIteration."},
    {"throw", gen_throw, "(typ, val=None, tb=None, /)",
     "throw(value)\nthrow(type[,value[,tb]])\n\nRaise exception in generator, return next yielded "
     "value or raise\nStopIteration."},
    {"close", gen_close, "(self, /)", "close() -> raise GeneratorExit inside generator."},
};

const NativeDef kGeneratorProperties[] = {
    {"gi_running",
     [](I&, A& a) { return Value::boolean(self_gen(a)->state == Generator::State::Running); }},
    {"gi_suspended",
     [](I&, A& a) { return Value::boolean(self_gen(a)->state == Generator::State::Suspended); }},
    {"gi_yieldfrom",
     [](I&, A& a) {
       Generator* g = self_gen(a);
       return g->yield_from.is_undef() ? Value() : g->yield_from;
     }},
};

}  // namespace

void init_generator_methods() {
  TypeObject* t = generator_type();
  add_methods(t, kGeneratorMethods);
  add_properties(t, kGeneratorProperties);
}

}  // namespace minitf
