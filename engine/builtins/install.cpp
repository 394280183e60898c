// install_builtins: what every program sees, put into an interpreter.
#include <mutex>

#include "builtins/builtins.h"
#include "builtins/builtins_impl.h"
#include "builtins/format_impl.h"

namespace minitf {

namespace {

// The methods and constructors of the built-in types. The types are
// process-wide immutable constants (runtime/types.h), so their methods are
// added once per process, before any interpreter runs code.
void install_type_methods() {
  const BuiltinTypes& T = types();
  init_object_methods(T);
  init_str_methods(T.str);
  init_list_methods(T.list);
  init_tuple_methods(T.tuple);
  init_dict_methods(T.dict);
  init_dictview_methods();
  init_set_methods(T.set);
  init_frozenset_methods(T.frozenset);
  init_generator_methods();
  init_int_methods(T.int_);
  init_float_methods(T.float_);
  init_complex_methods(T.complex);
  init_misc_constructors(T);
  init_format_slots(T);
}

}  // namespace

void install_builtins(Interpreter& in) {
  static std::once_flag once;
  std::call_once(once, install_type_methods);
  install_builtins_module(in, *in.builtins_module());
  register_stdlib_modules(in);
}

}  // namespace minitf
