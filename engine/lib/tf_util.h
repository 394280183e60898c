// Helpers for the tensorflow and numpy modules: Python-style argument binding
// and small module-building utilities.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "lib/tf_tensor.h"
#include "runtime/types.h"

namespace minitf {

// Binds a call to a Python signature of named parameters, with CPython's
// messages: "f() missing 1 required positional argument: 'x'", "f() got an
// unexpected keyword argument 'y'", "f() takes from 1 to 2 positional
// arguments but 3 were given". For methods, pos[0] (self) is skipped.
class ArgParser {
 public:
  ArgParser(const char* fname, const CallArgs& a, std::initializer_list<const char*> names,
            size_t required, bool is_method = false);
  // The argument bound to parameter i, or null when not given.
  const Value* get(size_t i) const { return slots_[i]; }
  bool has(size_t i) const { return slots_[i] && !slots_[i]->is_none(); }
  const Value& self() const { return *self_; }

 private:
  std::vector<const Value*> slots_;
  const Value* self_ = nullptr;
};

// Wraps a builtin so that a tensor-core error (TensorError) raised anywhere in
// it becomes the Python exception TF raises, never a C++ exception.
NativeFn guard_tensor_errors(NativeFn fn);
// add_method for library types, with guard_tensor_errors.
void add_lib_method(TypeObject* t, const char* name, NativeFn fn, const char* sig = "",
                    const char* doc = "");

// A method that takes only self: "numpy() takes 1 positional argument but 2 were given".
void method_arity_none(const CallArgs& a, const char* name);

// Adds `name` (a builtin function "module.name") to module m.
void add_module_fn(Interpreter& in, Module& m, const char* name, NativeFn fn, const char* sig = "",
                   const char* doc = "");
// A fresh submodule `parent.name` set as an attribute of parent.
Ref<Module> add_submodule(Interpreter& in, Module& parent, const char* name);

// Integer argument (Python int/bool, numpy integer scalar, integer scalar tensor).
int64_t int_arg(Interpreter& in, const Value& v, const char* what);
// A list of ints from an int, a list/tuple of ints, or an integer tensor/array.
std::vector<int64_t> int_list_arg(Interpreter& in, const Value& v, const char* what);

}  // namespace minitf
