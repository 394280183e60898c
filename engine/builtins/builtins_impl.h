// Helpers shared by the builtins, the built-in type methods and the stdlib
// modules (not part of the runtime's public contract).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "builtins/native.h"
#include "runtime/errors.h"
#include "runtime/interpreter.h"
#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

inline bool is_type(const Value& v, TypeObject* t) { return v.is_obj() && v.as_obj()->type == t; }
inline bool is_str(const Value& v) { return is_type(v, types().str); }
inline bool is_list(const Value& v) { return is_type(v, types().list); }
inline bool is_tuple(const Value& v) { return is_type(v, types().tuple); }
inline bool is_dict(const Value& v) { return is_type(v, types().dict); }
inline bool is_anyset(const Value& v) {
  return is_type(v, types().set) || is_type(v, types().frozenset);
}
inline const std::string& str_of(const Value& v) { return v.as<Str>()->s; }

// Optional start/end arguments (None allowed) as in str.find and list.index.
int64_t slice_arg(Interpreter& in, const Value& v);
// CPython's ADJUST_INDICES.
void adjust_indices(int64_t& start, int64_t& end, int64_t len);

// Containers.
Ref<Set> new_set(bool frozen);
void set_add(Interpreter& in, Set& s, const Value& v);
bool set_contains(Interpreter& in, const Set& s, const Value& v);
void dict_set(Interpreter& in, Dict& d, const Value& k, Value v);
Value* dict_find(Interpreter& in, const Dict& d, const Value& k);
// dict(x) / d.update(x): from a mapping or an iterable of pairs.
void dict_update_from(Interpreter& in, Dict& d, const Value& src);
// Items of any iterable, with fast paths for list and tuple.
std::vector<Value> items_of(Interpreter& in, const Value& iterable);

// Python's sort: stable, by in.lt (or keys), safe when a comparison raises or
// the key function mutates things (sorts a private copy).
void sort_values(Interpreter& in, std::vector<Value>& v, const Value* key, bool reverse);

// ascii-or-not str creation that keeps the Str invariants.
inline Value new_str(std::string&& s) { return str_value(std::move(s)); }
inline Value new_str(const std::string& s) { return str_value(s); }

// A Python SystemExit(code) (exit(), quit(), sys.exit()).
[[noreturn]] void raise_system_exit(const Value& code, bool has_code);

// A fresh exception of `cls` whose args are `args` (for non-str arguments).
[[noreturn]] void raise_with_args(TypeObject* cls, std::vector<Value> args);

}  // namespace minitf

namespace minitf {

// The builtins module, by theme (each file installs its own into the module).
void install_builtins_module(Interpreter& in, Module& m);  // builtins.cpp
void install_iter_builtins(Interpreter& in, Module& m);    // builtins_iter.cpp
void install_number_builtins(Interpreter& in, Module& m);  // builtins_num.cpp

// The importable standard modules: time, math, random, os, sys.
void register_stdlib_modules(Interpreter& in);  // stdlib_modules.cpp

// The methods and constructors of the built-in types, each type in its own
// file (methods_*.cpp); install_builtins calls them once per process.
void init_object_methods(const BuiltinTypes& t);  // object, BaseException, property
void init_str_methods(TypeObject* t);
void init_list_methods(TypeObject* t);
void init_tuple_methods(TypeObject* t);
void init_dict_methods(TypeObject* t);
void init_dictview_methods();
void init_set_methods(TypeObject* t);
void init_generator_methods();  // methods_generator.cpp
void init_frozenset_methods(TypeObject* t);
void init_int_methods(TypeObject* t);
void init_float_methods(TypeObject* t);
void init_complex_methods(TypeObject* t);
// TypeObject::construct of range, slice, bool, object, type, staticmethod,
// classmethod and property (constructors.cpp).
void init_misc_constructors(const BuiltinTypes& t);

// sys.stdout / sys.stderr objects (mod_sys.cpp): true if v is one, with its
// stream, so print() can write without a Python-level call.
bool std_stream_of(const Value& v, Stream& which);

}  // namespace minitf

namespace minitf {

// Registers the layout/translation str methods (methods_str_layout.cpp);
// called by init_str_methods.
void init_str_layout_methods(TypeObject* t);

}  // namespace minitf
