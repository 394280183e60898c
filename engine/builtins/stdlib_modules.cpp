#include "builtins/embedded_py.h"
#include "builtins/stdlib_impl.h"

namespace minitf {

namespace {

struct StdModule {
  const char* name;
  Ref<Module> (*make)(Interpreter&);
};

// `import os.path` finds the submodule that the os module made.
Ref<Module> make_os_path_module(Interpreter& in) {
  Value path = in.getattr(in.import_module("os").value(), "path");
  return Ref<Module>(path.as<Module>());
}

const StdModule kStdModules[] = {
    {"math", make_math_module},       {"time", make_time_module},
    {"random", make_random_module},   {"os", make_os_module},
    {"os.path", make_os_path_module}, {"sys", make_sys_module},
    {"json", make_json_module},       {"timeit", make_timeit_module},
    {"typing", make_typing_module},   {"_traceback", make_traceback_native_module},
    {"gc", make_gc_module},           {"_warnings_context", make_warnings_native_module},
};

}  // namespace

void register_stdlib_modules(Interpreter& in) {
  for (const StdModule& m : kStdModules) in.register_module(m.name, m.make);
  // The modules written in Python run their source on first import.
  for (size_t i = 0; i < kNumEmbeddedModules; ++i) {
    const EmbeddedModule& em = kEmbeddedModules[i];
    in.register_module(em.name, [em](Interpreter& interp) {
      return interp.exec_module(em.name, em.source, std::string("<minitf ") + em.name + ">");
    });
  }
}

double real_arg(Interpreter& in, const Value& v) {
  if (v.is_number()) return v.to_double();
  if (is_bigint(v)) return bigint_to_double(v.as<BigInt>()->n);
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
