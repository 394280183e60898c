// The built-in types and the exception hierarchy.
//
// These are immutable, immortal constants created once per process (thread-
// safe static initialisation) and shared by every interpreter. They are not
// mutable singletons: Python code cannot change a built-in type (setattr on one
// raises TypeError), so sharing them cannot leak state between sessions.
//
// The runtime makes the type objects alone: their methods and constructors
// (str.split, int("3"), object.__init__, ...) are what a script calls, so the
// builtins layer adds them, once per process, in install_builtins.
#pragma once

#include <atomic>

#include "runtime/object.h"

namespace minitf {

// X(field, python name, base field)
// clang-format off
#define MINITF_EXCEPTION_TYPES(X)                                   \
  X(BaseException, "BaseException", object)                         \
  X(SystemExit, "SystemExit", BaseException)                        \
  X(KeyboardInterrupt, "KeyboardInterrupt", BaseException)          \
  X(GeneratorExit, "GeneratorExit", BaseException)                  \
  X(Exception, "Exception", BaseException)                          \
  X(StopIteration, "StopIteration", Exception)                      \
  X(ArithmeticError, "ArithmeticError", Exception)                  \
  X(OverflowError, "OverflowError", ArithmeticError)                \
  X(ZeroDivisionError, "ZeroDivisionError", ArithmeticError)        \
  X(AssertionError, "AssertionError", Exception)                    \
  X(AttributeError, "AttributeError", Exception)                    \
  X(ImportError, "ImportError", Exception)                          \
  X(ModuleNotFoundError, "ModuleNotFoundError", ImportError)        \
  X(LookupError, "LookupError", Exception)                          \
  X(IndexError, "IndexError", LookupError)                          \
  X(KeyError, "KeyError", LookupError)                              \
  X(MemoryError, "MemoryError", Exception)                          \
  X(NameError, "NameError", Exception)                              \
  X(UnboundLocalError, "UnboundLocalError", NameError)              \
  X(OSError, "OSError", Exception)                                  \
  X(FileExistsError, "FileExistsError", OSError)                    \
  X(FileNotFoundError, "FileNotFoundError", OSError)                \
  X(IsADirectoryError, "IsADirectoryError", OSError)                \
  X(NotADirectoryError, "NotADirectoryError", OSError)              \
  X(PermissionError, "PermissionError", OSError)                    \
  X(TimeoutError, "TimeoutError", OSError)                          \
  X(EOFError, "EOFError", Exception)                                \
  X(RuntimeError, "RuntimeError", Exception)                        \
  X(NotImplementedError, "NotImplementedError", RuntimeError)       \
  X(RecursionError, "RecursionError", RuntimeError)                 \
  X(SyntaxError, "SyntaxError", Exception)                          \
  X(IndentationError, "IndentationError", SyntaxError)              \
  X(TabError, "TabError", IndentationError)                         \
  X(TypeError, "TypeError", Exception)                              \
  X(ValueError, "ValueError", Exception)                            \
  X(UnicodeError, "UnicodeError", ValueError)                       \
  X(UnicodeDecodeError, "UnicodeDecodeError", UnicodeError)         \
  X(Warning, "Warning", Exception)                                  \
  X(UserWarning, "UserWarning", Warning)                            \
  X(DeprecationWarning, "DeprecationWarning", Warning)              \
  X(RuntimeWarning, "RuntimeWarning", Warning)
// clang-format on

struct BuiltinTypes {
  TypeObject* object;
  TypeObject* type;
  TypeObject* none;
  TypeObject* bool_;
  TypeObject* int_;
  TypeObject* float_;
  TypeObject* complex;
  TypeObject* str;
  TypeObject* tuple;
  TypeObject* list;
  TypeObject* dict;
  TypeObject* set;
  TypeObject* frozenset;
  TypeObject* range;
  TypeObject* slice;
  TypeObject* cell;
  TypeObject* function;
  TypeObject* builtin_function;
  TypeObject* method;
  TypeObject* descriptor;  // staticmethod/classmethod/property share a layout
  TypeObject* staticmethod;
  TypeObject* classmethod;
  TypeObject* property;
  TypeObject* module;
  TypeObject* iterator;  // internal iterators (list_iterator, ...)
  TypeObject* not_implemented;
  TypeObject* ellipsis;
#define X(f, n, b) TypeObject* f;
  MINITF_EXCEPTION_TYPES(X)
#undef X
};

namespace detail {
extern BuiltinTypes g_types;
extern std::atomic<bool> g_types_ready;
const BuiltinTypes& init_types_once();
}  // namespace detail

// The process-wide built-in types (created on first use). The ready flag
// keeps the common case to one load: types() is on every hot path, and
// always inlined (GCC otherwise calls it out of line from the evaluator's
// large functions, a call that also spills their registers).
[[gnu::always_inline]] inline const BuiltinTypes& types() {
  if (__builtin_expect(detail::g_types_ready.load(std::memory_order_acquire), 1))
    return detail::g_types;
  return detail::init_types_once();
}
// The same without the once-check, for object constructors (which run during
// types()'s own construction, and always after it).
const BuiltinTypes& types_unchecked();

// Names of all built-in exception classes, for the builtins module.
std::vector<std::pair<const char*, TypeObject*>> exception_types();

// A new immutable, immortal built-in type with an (immortal) dict of its own:
// the one way libraries and the runtime make types outside types().
TypeObject* new_builtin_type(const char* name, TypeObject* base, Layout layout = Layout::Native,
                             const char* module = "builtins");

// The NotImplemented and Ellipsis singletons (immortal constants).
Value not_implemented();
Value ellipsis();

}  // namespace minitf
