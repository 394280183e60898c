// The methods of object, BaseException and property: object.__init__ and
// BaseException.__init__ (so that a user __init__ can call
// super().__init__(...)) and property.setter.
#include "builtins/builtins_impl.h"
#include "builtins/format_impl.h"
#include "runtime/dunders.h"

namespace minitf {

namespace {

// Does t (or a base below object) define `name` itself?
bool overrides(TypeObject* t, const StrKey& name) {
  return t->lookup(name) != types().object->lookup(name);
}

// CPython's object_init: extra arguments are an error unless the class
// defines __new__ and not __init__ (its __new__ took them).
Value object_init(Interpreter& in, CallArgs& a) {
  if (a.pos.empty()) throw_type_error("descriptor '__init__' of 'object' object needs an argument");
  if (a.pos.size() > 1 || !a.kw.empty()) {
    TypeObject* t = in.type_of(a.pos[0]);
    if (overrides(t, dunders().init))
      throw_type_error("object.__init__() takes exactly one argument (the instance to initialize)");
    if (!overrides(t, dunders().new_))
      throw_type_error(type_name(a.pos[0]) + "() takes no arguments");
  }
  return Value();
}

// object.__new__(cls): a new instance of a user class, with CPython's
// object_new checks of the arguments.
Value object_new(Interpreter& in, CallArgs& a) {
  if (a.pos.empty()) throw_type_error("object.__new__(): not enough arguments");
  const Value& c = a.pos[0];
  if (!(c.is_obj() && c.as_obj()->type->is_subclass_of(types().type)))
    throw_type_error("object.__new__(X): X is not a type object (" + type_name(c) + ")");
  TypeObject* cls = c.as<TypeObject>();
  if (cls == types().object) {
    CallArgs none;
    if (a.pos.size() > 1 || !a.kw.empty()) throw_type_error("object() takes no arguments");
    return cls->construct(in, none);
  }
  if (cls->layout == Layout::Exception)
    throw_type_error("object.__new__(" + cls->name + ") is not safe, use BaseException.__new__()");
  if (cls->builtin)
    throw_type_error("object.__new__(" + cls->name + ") is not safe, use " + cls->name +
                     ".__new__()");
  if (a.pos.size() > 1 || !a.kw.empty()) {
    if (overrides(cls, dunders().new_))
      throw_type_error("object.__new__() takes exactly one argument (the type to instantiate)");
    if (!overrides(cls, dunders().init)) throw_type_error(cls->name + "() takes no arguments");
  }
  return Value::object(new Instance(cls));
}

Value exception_init(Interpreter&, CallArgs& a) {
  if (a.pos.empty() || a.pos[0].is_obj() == false ||
      a.pos[0].as_obj()->type->layout != Layout::Exception)
    throw_type_error("descriptor '__init__' of 'BaseException' object needs an argument");
  auto* e = a.pos[0].as<ExceptionObj>();
  e->args = tuple_value(std::vector<Value>(a.pos.begin() + 1, a.pos.end()));
  return Value();
}

// object.__setattr__(obj, name, value): the default store, which a class's own
// __setattr__ calls (a frozen dataclass's __init__ does).
Value object_setattr_method(Interpreter& in, CallArgs& a) {
  check_method_args(a, 2, 2, "__setattr__");
  if (!a.pos[1].is_obj() || a.pos[1].as_obj()->type != types().str)
    throw_type_error("attribute name must be string, not '" + type_name(a.pos[1]) + "'");
  in.object_setattr(a.pos[0], StrKey::of(a.pos[1].as<Str>()->s), a.pos[2]);
  return Value();
}

Value object_delattr_method(Interpreter& in, CallArgs& a) {
  check_method_args(a, 1, 1, "__delattr__");
  if (!a.pos[1].is_obj() || a.pos[1].as_obj()->type != types().str)
    throw_type_error("attribute name must be string, not '" + type_name(a.pos[1]) + "'");
  in.object_delattr(a.pos[0], a.pos[1].as<Str>()->s);
  return Value();
}

// @x.setter: a copy of the property with the setter added.
Value property_setter(Interpreter&, CallArgs& a) {
  check_method_args(a, 1, 1, "property.setter");
  auto* old = a.pos[0].as<Descriptor>();
  Ref<Descriptor> d(new Descriptor(Descriptor::Property, old->func));
  d->setter = a.pos[1];
  return d.value();
}

const NativeDef kObjectMethods[] = {
    {"__init__", object_init, "(self, /)", "Initialize self."},
    {"__setattr__", object_setattr_method, "(self, name, value, /)",
     "Implement setattr(self, name, value)."},
    {"__delattr__", object_delattr_method, "(self, name, /)", "Implement delattr(self, name)."},
    {"__format__", object_format_method, "(self, format_spec, /)", "Default object formatter."},
};

const NativeDef kObjectStaticMethods[] = {
    {"__new__", object_new, "(type, *args, **kwargs)",
     "Create and return a new object.  See help(type) for accurate signature."},
};

const NativeDef kExceptionMethods[] = {
    {"__init__", exception_init, "(self, /, *args)", "Initialize self."},
};

const NativeDef kPropertyMethods[] = {
    {"setter", property_setter, "(self, fset, /)",
     "Descriptor to obtain a copy of the property with a different setter."},
};

}  // namespace

void init_object_methods(const BuiltinTypes& t) {
  add_methods(t.object, kObjectMethods);
  add_static_methods(t.object, kObjectStaticMethods);
  add_methods(t.BaseException, kExceptionMethods);
  add_methods(t.property, kPropertyMethods);
}

}  // namespace minitf
