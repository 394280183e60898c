#include "builtins/stdlib_impl.h"

namespace minitf {

void register_stdlib_modules(Interpreter& in) {
  in.register_module("math", make_math_module);
  in.register_module("time", make_time_module);
  in.register_module("random", make_random_module);
  in.register_module("os", make_os_module);
  in.register_module("sys", make_sys_module);
}

double real_arg(Interpreter& in, const Value& v) {
  if (v.is_number()) return v.to_double();
  if (v.is_obj()) {
    TypeObject* t = v.as_obj()->type;
    if (t->lookup("__float__")) {
      Value r = in.call(in.getattr(v, "__float__"), std::vector<Value>{});
      if (r.is_float()) return r.as_float();
      throw_type_error(type_name(v) + ".__float__ returned non-float (type " + type_name(r) + ")");
    }
    if (t->lookup("__index__")) return double(in.to_index(v));
  }
  throw_type_error("must be real number, not " + type_name(v));
}

}  // namespace minitf
