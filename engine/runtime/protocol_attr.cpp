// Attribute access: instance dicts, class attributes with method binding,
// descriptors (property, staticmethod, classmethod), modules, and the data
// attributes of built-in objects.
#include "runtime/data_attributes.h"
#include "runtime/interp_impl.h"

namespace minitf {

std::optional<Value> super_getattr(Interpreter& in, const Value& obj, std::string_view name);
Value traceback_value(ExceptionObj& e);

namespace {

bool is_instance_obj(const Object* o) { return o->type->layout != Layout::Native; }
bool is_class(const Object* o) { return o->type->is_subclass_of(types().type); }

// What reading class attribute `v` through an instance (or class) gives.
Value bind_attribute(Interpreter& in, const Value& v, const Value& self, TypeObject* cls,
                     bool via_instance) {
  if (!v.is_obj()) return v;
  TypeObject* vt = v.as_obj()->type;
  if (vt == types().function) {
    if (via_instance) return Value::object(new BoundMethod(self, v));
    return v;
  }
  if (vt == types().builtin_function) {
    if (via_instance && static_cast<BuiltinFunction*>(v.as_obj())->is_method)
      return Value::object(new BoundMethod(self, v));
    return v;
  }
  if (vt == types().staticmethod) return static_cast<Descriptor*>(v.as_obj())->func;
  if (vt == types().classmethod)
    return Value::object(
        new BoundMethod(Value::object(cls), static_cast<Descriptor*>(v.as_obj())->func));
  if (vt == types().property) {
    if (!via_instance) return v;
    return in.call(static_cast<Descriptor*>(v.as_obj())->func, std::vector<Value>{self});
  }
  // [function layer] A library object with __get__ in a class body (a
  // tf.function method) binds through it: TF gives each instance its own
  // traced function.
  if (vt->layout == Layout::Native && vt->builtin) {
    if (Value* get = vt->lookup("__get__"))
      return in.call(*get,
                     std::vector<Value>{v, via_instance ? self : Value(), Value::object(cls)});
  }
  return v;
}

}  // namespace

std::optional<Value> Interpreter::getattr_opt(const Value& obj, std::string_view name) {
  return getattr_opt(obj, StrKey::of(name));
}

std::optional<Value> Interpreter::getattr_opt(const Value& obj, const StrKey& key) {
  std::string_view name = key.s;
  TypeObject* t = type_of(obj);
  if (!obj.is_obj()) {
    if (Value* v = t->lookup(key)) return bind_attribute(*this, *v, obj, t, true);
    if (name == "__class__") return Value::object(t);
    return builtin_data_attribute(obj, name);
  }
  Object* o = obj.as_obj();
  if (auto s = super_getattr(*this, obj, name)) return s;
  if (t == types().module) {
    auto* m = static_cast<Module*>(o);
    int32_t slot = m->find_slot(name);
    if (slot >= 0 && m->bound[size_t(slot)]) return m->slots[size_t(slot)];
    if (name == "__name__") return str_value(m->name);
    if (name == "__dict__") {
      Ref<Dict> d = make_dict();
      for (size_t i = 0; i < m->slots.size(); ++i)
        if (m->bound[i]) d->table.set_str(m->slot_names[i].value(), m->slots[i]);
      return d.value();
    }
    // PEP 562: a module's own __getattr__ answers the names it lacks (so the
    // tensorflow module imports tf.keras on first use).
    int32_t ga = m->find_slot("__getattr__");
    if (ga >= 0 && m->bound[size_t(ga)] && name != "__getattr__") {
      try {
        return call(m->slots[size_t(ga)], std::vector<Value>{str_value(std::string(name))});
      } catch (PyException& e) {
        if (e.exc->type->is_subclass_of(types().AttributeError)) return std::nullopt;
        throw;
      }
    }
    return std::nullopt;
  }
  if (is_class(o)) {
    auto* cls = static_cast<TypeObject*>(o);
    if (Value* v = cls->lookup(key)) return bind_attribute(*this, *v, obj, cls, false);
    if (name == "__class__") return Value::object(t);
    if (name == "__base__") return cls->base ? Value::object(cls->base) : Value();
    if (name == "__dict__" && cls->dict) {
      // A copy, as CPython's read-only mappingproxy: class namespaces change
      // only through setattr, which keeps the attribute caches valid.
      Ref<Dict> d = make_dict();
      cls->dict->table.for_each(
          [&](const Value& k, const Value& v) { d->table.set(*this, k, hash(k), v); });
      return d.value();
    }
    return builtin_data_attribute(obj, name);
  }
  Value* tv = t->lookup(key);
  if (is_instance_obj(o)) {
    if (tv && tv->is_obj() && tv->as_obj()->type == types().property)
      return bind_attribute(*this, *tv, obj, t, true);
    if (Value* iv = static_cast<Instance*>(o)->dict->table.find_key(key)) return *iv;
    if (tv) return bind_attribute(*this, *tv, obj, t, true);
    if (name == "__class__") return Value::object(t);
    if (name == "__dict__") return static_cast<Instance*>(o)->exposed_dict();
    if (t->layout == Layout::Exception) {
      auto* e = static_cast<ExceptionObj*>(o);
      if (name == "__cause__") return e->cause;
      if (name == "__context__") return e->context;
      if (name == "__traceback__") return traceback_value(*e);
    }
    if (auto d = builtin_data_attribute(obj, name)) return d;
    if (Value* ga = t->lookup("__getattr__")) {
      try {
        return call(*ga, std::vector<Value>{obj, str_value(std::string(name))});
      } catch (PyException& e) {
        if (e.exc->type->is_subclass_of(types().AttributeError)) return std::nullopt;
        throw;
      }
    }
    return std::nullopt;
  }
  if (tv) return bind_attribute(*this, *tv, obj, t, true);
  if (name == "__class__") return Value::object(t);
  if (t == types().function) {
    auto* fn = static_cast<Function*>(o);
    if (fn->attrs) {
      if (Value* v = fn->attrs->table.find_key(key)) return *v;
    }
    if (name == "__doc__")
      return fn->def->docstring.empty() ? Value() : str_value(fn->def->docstring);
    if (name == "__annotations__") {  // none written: an empty dict, kept
      if (!fn->attrs) fn->attrs = make_dict();
      Ref<Dict> ann = make_dict();
      fn->attrs->table.set_str(str_value("__annotations__"), ann.value());
      return ann.value();
    }
  }
  if (t == types().method) {
    auto* m = static_cast<BoundMethod*>(o);
    if (name == "__self__") return m->self;
    if (name == "__func__") return m->func;
    return getattr_opt(m->func, name);
  }
  return builtin_data_attribute(obj, name);
}

Value Interpreter::getattr(const Value& obj, std::string_view name) {
  return getattr(obj, StrKey::of(name));
}

Value Interpreter::getattr(const Value& obj, const StrKey& key) {
  std::string_view name = key.s;
  if (auto v = getattr_opt(obj, key)) return *v;
  std::string n(name);
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    if (o->type == types().module)
      throw_attribute_error("module '" + static_cast<Module*>(o)->name + "' has no attribute '" +
                            n + "'");
    if (is_class(o))
      throw_attribute_error("type object '" + static_cast<TypeObject*>(o)->name +
                            "' has no attribute '" + n + "'");
  }
  throw_attribute_error("'" + type_name(obj) + "' object has no attribute '" + n + "'");
}

namespace {

// Assigning an exception's __cause__, __context__ or __suppress_context__, with
// CPython's checks; setting a cause also suppresses the context, as
// `raise ... from` does.
void set_exception_link(ExceptionObj& e, std::string_view name, Value v) {
  if (name == "__suppress_context__") {
    if (!v.is_bool()) throw_type_error("attribute value type must be bool");
    e.suppress_context = v.as_bool();
    return;
  }
  bool is_exc = v.is_obj() && v.as_obj()->type->layout == Layout::Exception;
  if (!v.is_none() && !is_exc)
    throw_type_error(std::string("exception ") + (name == "__cause__" ? "cause" : "context") +
                     " must be None or derive from BaseException");
  if (name == "__cause__") {
    e.cause = std::move(v);
    e.suppress_context = true;
  } else {
    e.context = std::move(v);
  }
}

}  // namespace

void Interpreter::setattr(const Value& obj, std::string_view name, Value v) {
  setattr(obj, StrKey::of(name), std::move(v));
}

void Interpreter::setattr(const Value& obj, const StrKey& key, Value v) {
  if (obj.is_obj() && obj.as_obj()->type->custom_setattr && is_instance_obj(obj.as_obj())) {
    if (Value* sa = obj.as_obj()->type->lookup("__setattr__")) {
      call(*sa, std::vector<Value>{obj, str_value(std::string(key.s)), std::move(v)});
      return;
    }
  }
  object_setattr(obj, key, std::move(v));
}

void Interpreter::object_setattr(const Value& obj, const StrKey& key, Value v) {
  std::string_view name = key.s;
  // Interned names become dict keys as they are; others get their own Str.
  auto key_value = [&] {
    return key.str ? Value::object(const_cast<Str*>(key.str)) : str_value(std::string(name));
  };
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    TypeObject* t = o->type;
    Value* tv = t->lookup(key);
    if (tv && tv->is_obj() && tv->as_obj()->type == types().property) {
      auto* d = static_cast<Descriptor*>(tv->as_obj());
      if (d->setter.is_none())
        throw_attribute_error("property " +
                              (d->name.empty() ? std::string() : "'" + d->name + "' ") + "of '" +
                              t->name + "' object has no setter");
      call(d->setter, std::vector<Value>{obj, std::move(v)});
      return;
    }
    if (t->layout == Layout::Exception &&
        (name == "__cause__" || name == "__context__" || name == "__suppress_context__")) {
      set_exception_link(*static_cast<ExceptionObj*>(o), name, std::move(v));
      return;
    }
    if (is_instance_obj(o)) {
      auto& table = static_cast<Instance*>(o)->dict->table;
      if (Value* slot = table.find_key(key)) {
        *slot = std::move(v);
        return;
      }
      table.set_str(key_value(), std::move(v));
      return;
    }
    if (is_class(o)) {
      auto* cls = static_cast<TypeObject*>(o);
      if (cls->builtin)
        throw_type_error("cannot set '" + std::string(name) + "' attribute of immutable type '" +
                         cls->name + "'");
      // The names that classes keep outside their dict (namedtuple names
      // the class it makes).
      if (name == "__name__" || name == "__qualname__" || name == "__module__") {
        if (!v.is_obj() || v.as_obj()->type != types().str)
          throw_type_error("can only assign string to " + cls->name + "." + std::string(name) +
                           ", not '" + type_name(v) + "'");
        const std::string& s = v.as<Str>()->s;
        if (name == "__name__") {
          // A qualified name that was the name alone follows the new name.
          if (cls->qualname.empty()) cls->qualname = cls->name;
          cls->name = s;
          return;
        }
        if (name == "__qualname__") {
          cls->qualname = s;
          return;
        }
        cls->module = s;
      }
      if (name == "__setattr__" || name == "__delattr__") cls->custom_setattr = true;
      cls->dict->table.set_str(str_value(std::string(name)), std::move(v));
      bump_class_epoch();
      return;
    }
    if (t == types().module) {
      static_cast<Module*>(o)->set(*this, std::string(name), std::move(v));
      return;
    }
    if (t == types().function) {
      auto* fn = static_cast<Function*>(o);
      // The names are the function's own (its repr, tf.function's name and
      // call errors use them), as CPython's func.__name__ is.
      if (name == "__name__" || name == "__qualname__") {
        if (!v.is_obj() || v.as_obj()->type != types().str)
          throw_type_error(std::string(name) + " must be set to a string object");
        if (name == "__name__")
          fn->name = Ref<Str>(v.as<Str>());
        else
          fn->qualname = v.as<Str>()->s;
        return;
      }
      if (!fn->attrs) fn->attrs = make_dict();
      fn->attrs->table.set_str(str_value(std::string(name)), std::move(v));
      return;
    }
    // A library type's own __setattr__ (object's is this function).
    Value* sa = t->lookup("__setattr__");
    if (sa && sa != types().object->dict->table.find_str("__setattr__")) {
      call(*sa, std::vector<Value>{obj, str_value(std::string(name)), std::move(v)});
      return;
    }
  }
  throw_attribute_error("'" + type_name(obj) + "' object has no attribute '" + std::string(name) +
                        "'");
}

void Interpreter::delattr(const Value& obj, std::string_view name) {
  if (obj.is_obj() && obj.as_obj()->type->custom_setattr && is_instance_obj(obj.as_obj())) {
    if (Value* da = obj.as_obj()->type->lookup("__delattr__")) {
      call(*da, std::vector<Value>{obj, str_value(std::string(name))});
      return;
    }
  }
  object_delattr(obj, name);
}

void Interpreter::object_delattr(const Value& obj, std::string_view name) {
  if (obj.is_obj()) {
    Object* o = obj.as_obj();
    Ref<Str> key = make_str(std::string(name));
    if (is_instance_obj(o)) {
      if (static_cast<Instance*>(o)->dict->table.erase(*this, key.value(), key->hash())) return;
    } else if (is_class(o) && !static_cast<TypeObject*>(o)->builtin) {
      if (static_cast<TypeObject*>(o)->dict->table.erase(*this, key.value(), key->hash())) {
        bump_class_epoch();
        return;
      }
    } else if (o->type == types().function && static_cast<Function*>(o)->attrs) {
      if (static_cast<Function*>(o)->attrs->table.erase(*this, key.value(), key->hash())) return;
    }
  }
  throw_attribute_error("'" + type_name(obj) + "' object has no attribute '" + std::string(name) +
                        "'");
}

bool Interpreter::isinstance(const Value& v, TypeObject* cls) {
  TypeObject* t = type_of(v);
  return t->is_subclass_of(cls);
}

}  // namespace minitf
