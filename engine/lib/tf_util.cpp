#include "lib/tf_util.h"

#include "function/tracing.h"

namespace minitf {

TypeObject* new_lib_type(const char* name, const char* module, TypeObject* base) {
  return new_builtin_type(name, base, Layout::Native, module);
}

NativeFn guard_tensor_errors(NativeFn fn) {
  return [fn = std::move(fn)](Interpreter& in, CallArgs& a) -> Value {
    try {
      return fn(in, a);
    } catch (TensorError& e) {
      raise_tensor_error(e);
    }
  };
}

void add_lib_method(TypeObject* t, const char* name, NativeFn fn, const char* sig,
                    const char* doc) {
  add_method(t, name, guard_tensor_errors(std::move(fn)), sig, doc);
}

void add_property(TypeObject* t, const char* name, NativeFn getter) {
  auto* f = new BuiltinFunction(t->name + "." + name, guard_tensor_errors(std::move(getter)));
  f->refcount = kLibImmortalRefcount;
  auto* d = new Descriptor(Descriptor::Property, Value::object(f));
  d->refcount = kLibImmortalRefcount;
  add_constant(t, name, Value::object(d));
}

void add_constant(TypeObject* t, const char* name, Value v) {
  Ref<Str> key = make_str(name);
  key->refcount += kLibImmortalRefcount;
  t->dict->table.set_str(key.value(), std::move(v));
}

ArgParser::ArgParser(const char* fname, const CallArgs& a, std::initializer_list<const char*> names,
                     size_t required, bool is_method)
    : slots_(names.size(), nullptr) {
  size_t first = is_method ? 1 : 0;
  if (is_method) self_ = &a.pos[0];
  size_t npos = a.pos.size() - first;
  std::vector<const char*> nm(names);
  if (npos > nm.size()) {
    // CPython counts self in a method's numbers.
    size_t total = nm.size() + first, req = required + first, given = npos + first;
    std::string takes = req == total
                            ? std::to_string(total)
                            : "from " + std::to_string(req) + " to " + std::to_string(total);
    throw_type_error(std::string(fname) + "() takes " + takes + " positional argument" +
                     (total == 1 ? "" : "s") + " but " + std::to_string(given) +
                     (given == 1 ? " was" : " were") + " given");
  }
  for (size_t i = 0; i < npos; ++i) slots_[i] = &a.pos[first + i];
  for (auto& [key, value] : a.kw) {
    size_t found = nm.size();
    for (size_t i = 0; i < nm.size(); ++i)
      if (key->s == nm[i]) found = i;
    if (found == nm.size())
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

void add_module_fn(Interpreter& in, Module& m, const char* name, NativeFn fn, const char* sig,
                   const char* doc) {
  m.set(in, name, builtin_value(name, guard_tensor_errors(std::move(fn)), sig, doc));
}

Ref<Module> add_submodule(Interpreter& in, Module& parent, const char* name) {
  Ref<Module> sub(new Module(parent.name + "." + name));
  parent.set(in, name, sub.value());
  return sub;
}

// A symbolic tensor's stand-in value is not its value: only a value the graph
// knows while tracing (a constant) may be read as a Python number.
void check_known_value(const Value& v, const char* what) {
  if (is_symbolic_tensor(v) && !symbolic_output(v).static_value())
    throw_type_error(std::string(what) + " must be known while tracing; got the graph tensor " +
                     graph_tensor_str(symbolic_output(v)));
}

int64_t int_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return v.as_int();
  check_known_value(v, what);
  if (v.is_obj() && v.as_obj()->type != types().float_) {
    if (is_tf_tensor(v) || is_numpy_value(v)) {
      const Tensor& t = tensor_of(v);
      if (t.num_elements() == 1 && (dtype_is_integer(t.dtype()) || t.dtype() == DType::Bool))
        return t.element_as_int64(0);
    }
  }
  throw_type_error(std::string(what) + " must be an integer, not " + type_name(v));
}

std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what) {
  if (v.is_intlike()) return {v.as_int()};
  check_known_value(v, what);
  if (is_tf_tensor(v) || is_numpy_value(v)) {
    const Tensor& t = tensor_of(v);
    if (dtype_is_integer(t.dtype())) return t.to_int64_vector();
  }
  if (v.is_obj() && (v.as_obj()->type == types().list || v.as_obj()->type == types().tuple)) {
    std::vector<int64_t> out;
    for (const Value& x : in.to_vector(v)) out.push_back(int_arg(in, x, what));
    return out;
  }
  throw_type_error(std::string(what) + " must be an integer or a list of integers, not " +
                   type_name(v));
}

}  // namespace minitf
