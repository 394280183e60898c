#include "runtime/errors.h"

#include "base/limits.h"
#include "runtime/types.h"

namespace minitf {

Ref<ExceptionObj> make_exception(TypeObject* cls, const std::string& message) {
  Ref<ExceptionObj> e(new ExceptionObj(cls));
  if (!message.empty()) e->args = tuple_value({str_value(message)});
  return e;
}

void throw_exc(TypeObject* cls, const std::string& message) {
  throw PyException{make_exception(cls, message)};
}
void throw_type_error(const std::string& m) { throw_exc(types().TypeError, m); }
void throw_value_error(const std::string& m) { throw_exc(types().ValueError, m); }
void throw_index_error(const std::string& m) { throw_exc(types().IndexError, m); }
void throw_attribute_error(const std::string& m) { throw_exc(types().AttributeError, m); }
void throw_zero_division(const std::string& m) { throw_exc(types().ZeroDivisionError, m); }
void throw_overflow(const std::string& m) { throw_exc(types().OverflowError, m); }

void check_memory(uint64_t count, uint64_t item_bytes) {
  uint64_t bytes;
  if (__builtin_mul_overflow(count, item_bytes, &bytes) || bytes > active_memory_budget())
    throw_exc(types().MemoryError, "");
}
void throw_runtime_error(const std::string& m) { throw_exc(types().RuntimeError, m); }
void throw_not_implemented(const std::string& m) { throw_exc(types().NotImplementedError, m); }

void throw_key_error(const Value& key) {
  Ref<ExceptionObj> e(new ExceptionObj(types().KeyError));
  e->args = tuple_value({key});
  throw PyException{e};
}

std::string type_name(const Value& v) {
  switch (v.tag()) {
    case Tag::None:
      return "NoneType";
    case Tag::Bool:
      return "bool";
    case Tag::Int:
      return "int";
    case Tag::Float:
      return "float";
    case Tag::Obj:
      return v.as_obj()->type->name;
    case Tag::Undef:
      return "NoneType";
  }
  return "object";
}

}  // namespace minitf
