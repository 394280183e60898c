// The native standard modules (math, time, random, os, sys, json, timeit,
// typing, gc): one factory each, registered by register_stdlib_modules
// (stdlib_modules.cpp).
#pragma once

#include "builtins/builtins_impl.h"

namespace minitf {

Ref<Module> make_math_module(Interpreter& in);
Ref<Module> make_time_module(Interpreter& in);
Ref<Module> make_random_module(Interpreter& in);
Ref<Module> make_os_module(Interpreter& in);
Ref<Module> make_sys_module(Interpreter& in);
Ref<Module> make_json_module(Interpreter& in);
Ref<Module> make_traceback_native_module(Interpreter& in);
Ref<Module> make_timeit_module(Interpreter& in);
Ref<Module> make_typing_module(Interpreter& in);
Ref<Module> make_gc_module(Interpreter& in);
Ref<Module> make_warnings_native_module(Interpreter& in);

// A real-number argument as CPython's math functions take it:
// "must be real number, not str".
double real_arg(Interpreter& in, const Value& v);

}  // namespace minitf
