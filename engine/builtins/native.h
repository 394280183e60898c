// The one toolkit for native (C++) functions: how modules, types and libraries
// declare the functions, methods and properties a script sees, and how those
// check and bind their arguments with CPython's exact messages.
//
// Registration is by tables, as Lua's luaL_Reg arrays: a file defines its
// functions, then one array of {name, function, signature, doc} that an
// installer hands to add_functions / add_methods / add_properties. The
// signature is what help() and the front ends' inspection show.
//
// Argument errors follow the C implementation CPython happens to use for each
// function, so the toolkit offers each of its wordings (ArgStyle) and a
// binder for Python-style named parameters (ArgParser).
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

// ---- registration tables -----------------------------------------------------

// One entry of a registration table. `fn` is a plain function (captureless
// lambdas convert to it); functions that need state use add_function with a
// NativeFn closure instead.
struct NativeDef {
  const char* name;
  NativeFnPtr fn;
  const char* sig = "";  // e.g. "(x, /)"; shown by help() and inspection
  const char* doc = "";  // a line or a short paragraph
};

// Adds each function of `defs` to module m, named "<name>" (help() shows the
// bare name, as CPython's builtins and C modules do).
void add_functions(Interpreter& in, Module& m, const NativeDef* defs, size_t n);
template <size_t N>
void add_functions(Interpreter& in, Module& m, const NativeDef (&defs)[N]) {
  add_functions(in, m, defs, N);
}
// One function with state (a closure).
void add_function(Interpreter& in, Module& m, const char* name, NativeFn fn, const char* sig = "",
                  const char* doc = "");

// Adds methods to a built-in or library type (immutable, immortal): each is
// named "<type>.<name>" and binds `self` as pos[0] when read from an instance.
// Call only while the type is being set up (once per process).
void add_methods(TypeObject* t, const NativeDef* defs, size_t n);
template <size_t N>
void add_methods(TypeObject* t, const NativeDef (&defs)[N]) {
  add_methods(t, defs, N);
}
void add_method(TypeObject* t, const char* name, NativeFn fn, const char* sig = "",
                const char* doc = "");

// Functions stored on a type that never receive self, called alike through
// the type and an instance: static methods (str.maketrans) and classmethods
// that do not need the class (dict.fromkeys).
void add_static_methods(TypeObject* t, const NativeDef* defs, size_t n);
template <size_t N>
void add_static_methods(TypeObject* t, const NativeDef (&defs)[N]) {
  add_static_methods(t, defs, N);
}

// Read-only properties: `fn(self)` computes the attribute (pos[0] is self).
void add_properties(TypeObject* t, const NativeDef* defs, size_t n);
template <size_t N>
void add_properties(TypeObject* t, const NativeDef (&defs)[N]) {
  add_properties(t, defs, N);
}
void add_property(TypeObject* t, const char* name, NativeFn getter, const char* doc = "");

// A class-level constant of a built-in or library type.
void add_constant(TypeObject* t, const char* name, Value v);

// A fresh submodule `parent.name`, set as an attribute of parent.
Ref<Module> add_submodule(Interpreter& in, Module& parent, const char* name);

// ---- argument checks -------------------------------------------------------------

// How CPython words an argument-count error; each C implementation has its own.
enum class ArgStyle : uint8_t {
  Auto,      // by the counts: NoArgs for (0, 0), OneArg for (1, 1), else Expected
  NoArgs,    // METH_NOARGS: "f() takes no arguments (1 given)"
  OneArg,    // METH_O: "f() takes exactly one argument (0 given)"
  Expected,  // positional-only clinic / PyArg_UnpackTuple: "f expected at least 1 argument, got 0"
  Takes,     // PyArg_ParseTuple: "f() takes at least 1 argument (0 given)"
  TakesPositional,  // clinic with keyword-only parameters: "f() takes exactly 2 positional
                    // arguments (1 given)"
  SlotWrapper,  // a slot's wrapper (str.__mod__, dict_keys.__and__): "expected 1 argument, got 0"
};

// Checks the positional count of a function's call and that it has no
// keyword arguments ("f() takes no keyword arguments"). The fast path builds
// no strings.
inline void check_args(const CallArgs& a, size_t min, size_t max, const char* fname,
                       ArgStyle style = ArgStyle::Auto);
// The same for a method: pos[0] is self and is not counted; `qualname` is
// "type.name" (NoArgs/OneArg messages name it so, the others by the bare name).
inline void check_method_args(const CallArgs& a, size_t min, size_t max, const char* qualname,
                              ArgStyle style = ArgStyle::Auto, bool kwargs_ok = false);
// Only the positional count (keywords are the caller's business).
inline void check_arity(const CallArgs& a, size_t min, size_t max, const char* fname,
                        ArgStyle style = ArgStyle::Auto);
// Positional and keyword arguments counted together, as CPython's
// keyword-capable clinic functions count them: "round() takes at most 2
// arguments (3 given)".
inline void check_total_args(const CallArgs& a, size_t max, const char* fname);
void check_no_kwargs(const CallArgs& a, const char* fname);
// Every keyword must be one of `allowed`:
// "'x' is an invalid keyword argument for print()".
void check_kwargs(const CallArgs& a, std::initializer_list<const char*> allowed, const char* fname);
// Keyword `name` of a call, or null.
const Value* find_kwarg(const CallArgs& a, std::string_view name);
// Positional argument i, else keyword `name`, else null.
const Value* arg_or_kw(const CallArgs& a, size_t i, const char* name);

// Binds a call to Python-style named parameters, with CPython's messages for
// functions written in Python or with keyword-capable Argument Clinic:
// "f() missing 1 required positional argument: 'x'", "f() got an unexpected
// keyword argument 'y'", "f() got multiple values for argument 'x'", "f()
// takes from 1 to 2 positional arguments but 3 were given". For methods
// (is_method), pos[0] is self: it is not bound, but CPython counts it in the
// "takes ... given" numbers.
class ArgParser {
 public:
  // Only the first `positional` names may be given by position; the rest are
  // keyword-only (`def f(a, b=1, *, c=2)` has positional = 2).
  ArgParser(const char* fname, const CallArgs& a, std::initializer_list<const char*> names,
            size_t required, bool is_method = false, size_t positional = SIZE_MAX);
  // The argument bound to parameter i, or null when not given.
  const Value* get(size_t i) const { return slots_[i]; }
  // Given and not None.
  bool has(size_t i) const { return slots_[i] && !slots_[i]->is_none(); }
  const Value& self() const { return *self_; }

 private:
  std::vector<const Value*> slots_;
  const Value* self_ = nullptr;
};

// ---- inline definitions ------------------------------------------------------------

namespace detail {
[[noreturn]] void raise_arity(size_t given, size_t min, size_t max, const char* name,
                              ArgStyle style, bool method);
}  // namespace detail

inline void check_arity(const CallArgs& a, size_t min, size_t max, const char* fname,
                        ArgStyle style) {
  size_t n = a.pos.size();
  if (n >= min && n <= max) return;
  detail::raise_arity(n, min, max, fname, style, false);
}

inline void check_total_args(const CallArgs& a, size_t max, const char* fname) {
  if (a.size() > max) detail::raise_arity(a.size(), 0, max, fname, ArgStyle::Takes, false);
}

inline void check_args(const CallArgs& a, size_t min, size_t max, const char* fname,
                       ArgStyle style) {
  if (!a.kw.empty()) check_no_kwargs(a, fname);
  check_arity(a, min, max, fname, style);
}

inline void check_method_args(const CallArgs& a, size_t min, size_t max, const char* qualname,
                              ArgStyle style, bool kwargs_ok) {
  size_t n = a.pos.empty() ? 0 : a.pos.size() - 1;
  if (n >= min && n <= max && (kwargs_ok || a.kw.empty())) return;
  if (!kwargs_ok && !a.kw.empty()) {
    // METH_NOARGS and METH_O name the method by its qualified name, the
    // others by its bare name.
    std::string_view q = qualname;
    bool qualified = style == ArgStyle::NoArgs || style == ArgStyle::OneArg ||
                     (style == ArgStyle::Auto && min == max && min <= 1);
    std::string name(qualified ? q : q.substr(q.find('.') + 1));
    if (style == ArgStyle::SlotWrapper) name = "wrapper " + name;
    check_no_kwargs(a, name.c_str());
  }
  detail::raise_arity(n, min, max, qualname, style, true);
}

}  // namespace minitf
