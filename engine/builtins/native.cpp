#include "builtins/native.h"

#include <algorithm>

namespace minitf {

namespace {

std::string plural(size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// Registered functions and methods live as long as the process or module:
// type methods are immortal, as the types are.
Ref<Str> immortal_key(const char* name) {
  Ref<Str> key = make_str(name);
  key->refcount += kImmortalRefcount;
  return key;
}

void set_type_attribute(TypeObject* t, const char* name, Value v) {
  t->dict->table.set_str(immortal_key(name).value(), std::move(v));
  bump_class_epoch();
}

void add_method_object(TypeObject* t, const char* name, BuiltinFunction* f) {
  f->is_method = true;
  f->refcount = kImmortalRefcount;
  set_type_attribute(t, name, Value::object(f));
}

void add_property_object(TypeObject* t, const char* name, BuiltinFunction* getter) {
  getter->refcount = kImmortalRefcount;
  auto* d = new Descriptor(Descriptor::Property, Value::object(getter));
  d->refcount = kImmortalRefcount;
  set_type_attribute(t, name, Value::object(d));
}

}  // namespace

// ---- registration ----------------------------------------------------------------

void add_functions(Interpreter& in, Module& m, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const NativeDef& d = defs[i];
    auto* f = new BuiltinFunction(d.name, d.fn, d.sig, d.doc);
    f->module = m.name;
    m.set(in, d.name, Value::object(f));
  }
}

void add_function(Interpreter& in, Module& m, const char* name, NativeFn fn, const char* sig,
                  const char* doc) {
  auto* f = new BuiltinFunction(name, std::move(fn), sig, doc);
  f->module = m.name;
  m.set(in, name, Value::object(f));
}

void add_methods(TypeObject* t, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const NativeDef& d = defs[i];
    add_method_object(t, d.name, new BuiltinFunction(t->name + "." + d.name, d.fn, d.sig, d.doc));
  }
}

void add_method(TypeObject* t, const char* name, NativeFn fn, const char* sig, const char* doc) {
  add_method_object(t, name, new BuiltinFunction(t->name + "." + name, std::move(fn), sig, doc));
}

void add_static_methods(TypeObject* t, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const NativeDef& d = defs[i];
    auto* f = new BuiltinFunction(t->name + "." + d.name, d.fn, d.sig, d.doc);
    f->refcount = kImmortalRefcount;
    set_type_attribute(t, d.name, Value::object(f));
  }
}

void add_properties(TypeObject* t, const NativeDef* defs, size_t n) {
  for (size_t i = 0; i < n; ++i) {
    const NativeDef& d = defs[i];
    add_property_object(t, d.name, new BuiltinFunction(t->name + "." + d.name, d.fn, "", d.doc));
  }
}

void add_property(TypeObject* t, const char* name, NativeFn getter, const char* doc) {
  add_property_object(t, name,
                      new BuiltinFunction(t->name + "." + name, std::move(getter), "", doc));
}

void add_constant(TypeObject* t, const char* name, Value v) {
  set_type_attribute(t, name, std::move(v));
}

Ref<Module> add_submodule(Interpreter& in, Module& parent, const char* name) {
  Ref<Module> sub(new Module(parent.name + "." + name));
  parent.set(in, name, sub.value());
  return sub;
}

// ---- argument checks ---------------------------------------------------------------

namespace detail {

void raise_arity(size_t given, size_t min, size_t max, const char* name, ArgStyle style,
                 bool method) {
  if (style == ArgStyle::Auto)
    style = min == max && min == 0   ? ArgStyle::NoArgs
            : min == max && min == 1 ? ArgStyle::OneArg
                                     : ArgStyle::Expected;
  std::string q = name;
  // Methods: METH_NOARGS and METH_O say "str.upper()", the others the bare name.
  std::string bare = method ? q.substr(q.find('.') + 1) : q;
  std::string n = std::to_string(given);
  switch (style) {
    case ArgStyle::Auto:
    case ArgStyle::NoArgs:
      throw_type_error(q + "() takes no arguments (" + n + " given)");
    case ArgStyle::OneArg:
      throw_type_error(q + "() takes exactly one argument (" + n + " given)");
    case ArgStyle::Expected:
      if (min == max)
        throw_type_error(bare + " expected " + plural(min, "argument") + ", got " + n);
      if (given < min)
        throw_type_error(bare + " expected at least " + plural(min, "argument") + ", got " + n);
      throw_type_error(bare + " expected at most " + plural(max, "argument") + ", got " + n);
    case ArgStyle::SlotWrapper:
      throw_type_error("expected " + plural(min, "argument") + ", got " + n);
    case ArgStyle::Takes:
    case ArgStyle::TakesPositional: {
      const char* how = min == max ? "exactly " : given < min ? "at least " : "at most ";
      size_t count = given < min ? min : max;
      const char* word = style == ArgStyle::Takes ? "argument" : "positional argument";
      throw_type_error(bare + "() takes " + how + plural(count, word) + " (" + n + " given)");
    }
  }
  throw_type_error(q + "(): wrong number of arguments");
}

}  // namespace detail

void check_no_kwargs(const CallArgs& a, const char* fname) {
  if (!a.kw.empty()) throw_type_error(std::string(fname) + "() takes no keyword arguments");
}

void check_kwargs(const CallArgs& a, std::initializer_list<const char*> allowed,
                  const char* fname) {
  for (auto& kv : a.kw) {
    bool ok = false;
    for (const char* n : allowed)
      if (kv.first->s == n) ok = true;
    if (!ok)
      throw_type_error("'" + kv.first->s + "' is an invalid keyword argument for " + fname + "()");
  }
}

const Value* find_kwarg(const CallArgs& a, std::string_view name) {
  for (auto& kv : a.kw)
    if (kv.first->s == name) return &kv.second;
  return nullptr;
}

const Value* arg_or_kw(const CallArgs& a, size_t i, const char* name) {
  if (i < a.pos.size()) return &a.pos[i];
  return find_kwarg(a, name);
}

ArgParser::ArgParser(const char* fname, const CallArgs& a, std::initializer_list<const char*> names,
                     size_t required, bool is_method, size_t positional)
    : slots_(names.size(), nullptr) {
  size_t first = is_method ? 1 : 0;
  if (is_method) self_ = &a.pos[0];
  size_t npos = a.pos.size() - first;
  const char* const* nm = names.begin();
  size_t count = names.size();
  size_t max_positional = std::min(positional, count);
  if (npos > max_positional) {
    // CPython counts self in a method's numbers.
    size_t total = max_positional + first, req = required + first, given = npos + first;
    std::string takes = req == total
                            ? std::to_string(total)
                            : "from " + std::to_string(req) + " to " + std::to_string(total);
    throw_type_error(std::string(fname) + "() takes " + takes + " positional argument" +
                     (takes == "1" ? "" : "s") + " but " + std::to_string(given) +
                     (given == 1 ? " was" : " were") + " given");
  }
  for (size_t i = 0; i < npos; ++i) slots_[i] = &a.pos[first + i];
  for (auto& [key, value] : a.kw) {
    size_t found = count;
    for (size_t i = 0; i < count; ++i)
      if (key->s == nm[i]) found = i;
    if (found == count)
      throw_type_error(std::string(fname) + "() got an unexpected keyword argument '" + key->s +
                       "'");
    if (slots_[found])
      throw_type_error(std::string(fname) + "() got multiple values for argument '" + key->s + "'");
    slots_[found] = &value;
  }
  std::vector<std::string> missing;
  for (size_t i = 0; i < required; ++i)
    if (!slots_[i]) missing.push_back(nm[i]);
  if (!missing.empty()) {
    std::string list;
    for (size_t i = 0; i < missing.size(); ++i) {
      if (i) list += missing.size() == 2 ? " and " : (i + 1 == missing.size() ? ", and " : ", ");
      list += "'" + missing[i] + "'";
    }
    throw_type_error(std::string(fname) + "() missing " + std::to_string(missing.size()) +
                     " required positional argument" + (missing.size() == 1 ? "" : "s") + ": " +
                     list);
  }
}

}  // namespace minitf
