// Constructors of range, slice, bool, object and type, and the data
// attributes of built-in objects.
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

std::string last_component(const std::string& s) {
  size_t p = s.rfind('.');
  return p == std::string::npos ? s : s.substr(p + 1);
}

Value str_or_none(const std::string& s) { return s.empty() ? Value() : str_value(s); }

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

std::optional<Value> builtin_data_attribute(const Value& obj, std::string_view name) {
  const BuiltinTypes& T = types();
  switch (obj.tag()) {
    case Tag::Bool:
    case Tag::Int:
      if (name == "real" || name == "numerator") return Value::integer(obj.as_int());
      if (name == "imag") return Value::integer(0);
      if (name == "denominator") return Value::integer(1);
      return std::nullopt;
    case Tag::Float:
      if (name == "real") return obj;
      if (name == "imag") return Value::floating(0.0);
      return std::nullopt;
    case Tag::None:
    case Tag::Undef:
      return std::nullopt;
    case Tag::Obj:
      break;
  }
  Object* o = obj.as_obj();
  TypeObject* tp = o->type;
  if (tp == T.complex) {
    auto* c = static_cast<Complex*>(o);
    if (name == "real") return Value::floating(c->re);
    if (name == "imag") return Value::floating(c->im);
  } else if (tp == T.range) {
    auto* r = static_cast<Range*>(o);
    if (name == "start") return Value::integer(r->start);
    if (name == "stop") return Value::integer(r->stop);
    if (name == "step") return Value::integer(r->step);
  } else if (tp == T.slice) {
    auto* s = static_cast<Slice*>(o);
    if (name == "start") return s->start;
    if (name == "stop") return s->stop;
    if (name == "step") return s->step;
  } else if (tp->layout == Layout::Exception) {
    auto* e = static_cast<ExceptionObj*>(o);
    if (name == "args") return e->args;
    // SystemExit.code and StopIteration.value: the single argument, None
    // for none, or the whole args tuple.
    if ((name == "code" && tp->is_subclass_of(T.SystemExit)) ||
        (name == "value" && tp->is_subclass_of(T.StopIteration))) {
      auto& items = e->args.as<Tuple>()->items;
      if (items.empty()) return Value();
      if (items.size() == 1 || name == "value") return items[0];
      return e->args;
    }
    if (name == "__cause__") return e->cause;
    if (name == "__context__") return e->context;
  } else if (tp == T.function) {
    auto* f = static_cast<Function*>(o);
    if (name == "__name__") return f->name ? f->name.value() : Value();
    if (name == "__qualname__") return str_value(f->qualname);
    if (name == "__doc__") return f->def ? str_or_none(f->def->docstring) : Value();
    if (name == "__module__") return f->module ? str_value(f->module->name) : Value();
  } else if (tp == T.builtin_function) {
    auto* f = static_cast<BuiltinFunction*>(o);
    if (name == "__name__") return str_value(last_component(f->name));
    if (name == "__qualname__") return str_value(f->name);
    if (name == "__doc__") return str_or_none(f->doc);
    if (name == "__module__") {
      if (f->is_method) return Value();
      return str_value(f->module.empty() ? "builtins" : f->module);
    }
  } else if (tp == T.method) {
    auto* m = static_cast<BoundMethod*>(o);
    if (name == "__self__") return m->self;
    if (name == "__func__") return m->func;
    if (auto r = builtin_data_attribute(m->func, name)) return r;
  } else if (tp == T.module) {
    if (name == "__name__") return str_value(static_cast<Module*>(o)->name);
  } else if (tp == T.staticmethod || tp == T.classmethod || tp == T.property) {
    auto* d = static_cast<Descriptor*>(o);
    if (d->kind != Descriptor::Property && name == "__func__") return d->func;
    if (d->kind == Descriptor::Property && name == "fget") return d->func;
    if (d->kind == Descriptor::Property && name == "fset") return d->setter;
  } else if (tp == T.type || tp->is_subclass_of(T.type)) {
    auto* t = static_cast<TypeObject*>(o);
    if (name == "__name__" || name == "__qualname__") return str_value(t->name);
    if (name == "__module__") return str_value(t->module);
    if (name == "__base__") return t->base ? Value::object(t->base) : Value();
    if (name == "__bases__")
      return t->base ? tuple_value({Value::object(t->base)}) : tuple_value({});
    if (name == "__mro__") {
      std::vector<Value> mro;
      for (TypeObject* c = t; c; c = c->base) mro.push_back(Value::object(c));
      return tuple_value(std::move(mro));
    }
    if (name == "__doc__") {
      if (t->dict)
        if (Value* d = t->dict->table.find_str("__doc__")) return *d;
      return Value();
    }
  }
  return std::nullopt;
}

}  // namespace minitf
