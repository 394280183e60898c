#include "runtime/errors.h"

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
void throw_runtime_error(const std::string& m) { throw_exc(types().RuntimeError, m); }
void throw_not_implemented(const std::string& m) { throw_exc(types().NotImplementedError, m); }

void throw_key_error(const Value& key) {
  Ref<ExceptionObj> e(new ExceptionObj(types().KeyError));
  e->args = tuple_value({key});
  throw PyException{e};
}

std::string type_name(const Value& v) {
  switch (v.tag()) {
    case Tag::None: return "NoneType";
    case Tag::Bool: return "bool";
    case Tag::Int: return "int";
    case Tag::Float: return "float";
    case Tag::Obj: return v.as_obj()->type->name;
    case Tag::Undef: return "NoneType";
  }
  return "object";
}

void check_arity(const CallArgs& a, size_t min, size_t max, const char* fname) {
  size_t n = a.pos.size();
  if (n >= min && n <= max) return;
  std::string f = fname;
  if (min == max) {
    if (min == 0) throw_type_error(f + "() takes no arguments (" + std::to_string(n) + " given)");
    if (min == 1)
      throw_type_error(f + "() takes exactly one argument (" + std::to_string(n) + " given)");
    throw_type_error(f + " expected " + std::to_string(min) + " arguments, got " + std::to_string(n));
  }
  if (n < min)
    throw_type_error(f + " expected at least " + std::to_string(min) + " argument" +
                     (min == 1 ? "" : "s") + ", got " + std::to_string(n));
  throw_type_error(f + " expected at most " + std::to_string(max) + " argument" +
                   (max == 1 ? "" : "s") + ", got " + std::to_string(n));
}

void check_no_kwargs(const CallArgs& a, const char* fname) {
  if (!a.kw.empty()) throw_type_error(std::string(fname) + "() takes no keyword arguments");
}

const Value* find_kwarg(const CallArgs& a, std::string_view name) {
  for (auto& kv : a.kw)
    if (kv.first->s == name) return &kv.second;
  return nullptr;
}

}  // namespace minitf
