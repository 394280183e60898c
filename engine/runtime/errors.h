// Raising Python exceptions from C++.
//
// A Python exception travels as a C++ `PyException` throw: raising is rare and
// exceptional, while break/continue/return never throw. Every entry point of
// the engine catches PyException (and std::bad_alloc → MemoryError), so no
// C++ exception ever escapes to a front end.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>

#include "runtime/object.h"
#include "runtime/types.h"

namespace minitf {

// A new exception instance of class `cls` with args = (message,) (or () when
// the message is empty and `empty_args`).
Ref<ExceptionObj> make_exception(TypeObject* cls, const std::string& message);

[[noreturn]] void throw_exc(TypeObject* cls, const std::string& message);
[[noreturn]] void throw_type_error(const std::string& message);
[[noreturn]] void throw_value_error(const std::string& message);
[[noreturn]] void throw_index_error(const std::string& message);
[[noreturn]] void throw_attribute_error(const std::string& message);
[[noreturn]] void throw_zero_division(const std::string& message);
[[noreturn]] void throw_overflow(const std::string& message);
[[noreturn]] void throw_runtime_error(const std::string& message);
[[noreturn]] void throw_not_implemented(const std::string& message);
// Raises CPython's bare MemoryError when `count` items of `item_bytes` each
// would exceed the running session's memory budget (base/limits.h): the check
// before building a str, list or tuple whose size the program chose.
void check_memory(uint64_t count, uint64_t item_bytes = 1);
// The same for a vector about to grow by `extra` elements: when that
// reallocates (to about twice the capacity), the new buffer is checked, so a
// list grown item by item stops at the budget too.
template <class V>
void check_growth(const V& items, size_t extra) {
  if (items.size() + extra > items.capacity())
    check_memory(std::max<uint64_t>(uint64_t(items.capacity()) * 2, uint64_t(items.size()) + extra),
                 sizeof(typename V::value_type));
}
// KeyError's args hold the key itself (so str() shows its repr).
[[noreturn]] void throw_key_error(const Value& key);

// Reports an exception that nothing can catch (raised by a finaliser: a
// __del__, a generator closed as it is freed) on stderr, as CPython's
// sys.unraisablehook does: "Exception ignored in: <where's repr>" and the
// traceback (runtime/finalize.cpp).
void report_unraisable(Interpreter& in, const Value& where, const ExceptionObj& exc);

// The type name Python shows in messages: "int", "str", "Foo".
std::string type_name(const Value& v);

}  // namespace minitf
