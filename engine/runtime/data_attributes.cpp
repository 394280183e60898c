// The read-only data attributes of built-in objects: what getattr finds on
// an int, a range, an exception, a function or a type without a dict entry.
#include "runtime/data_attributes.h"

#include "runtime/generator.h"
#include "runtime/types.h"
#include "syntax/ast.h"

namespace minitf {

namespace {

std::string last_component(const std::string& s) {
  size_t p = s.rfind('.');
  return p == std::string::npos ? s : s.substr(p + 1);
}

Value str_or_none(const std::string& s) { return s.empty() ? Value() : str_value(s); }

}  // namespace

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
  if (o->type == T.int_) {
    if (name == "real" || name == "numerator") return obj;
    if (name == "imag") return Value::integer(0);
    if (name == "denominator") return Value::integer(1);
    return std::nullopt;
  }
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
    if (name == "__suppress_context__") return Value::boolean(e->suppress_context);
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
  } else if (tp == generator_type()) {
    auto* g = static_cast<Generator*>(o);
    if (name == "__name__") return str_value(g->name);
    if (name == "__qualname__") return str_value(g->qualname);
  } else if (tp == T.staticmethod || tp == T.classmethod || tp == T.property) {
    auto* d = static_cast<Descriptor*>(o);
    if (d->kind != Descriptor::Property && name == "__func__") return d->func;
    if (d->kind == Descriptor::Property && name == "fget") return d->func;
    if (d->kind == Descriptor::Property && name == "fset") return d->setter;
  } else if (tp == T.type || tp->is_subclass_of(T.type)) {
    auto* t = static_cast<TypeObject*>(o);
    if (name == "__name__") return str_value(t->name);
    if (name == "__qualname__") return str_value(t->qual());
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
