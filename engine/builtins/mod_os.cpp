// The os module: a snapshot of the environment and a few process facts.
#include <unistd.h>

#include <climits>
#include <thread>

#include "builtins/stdlib_impl.h"

extern char** environ;

namespace minitf {

Ref<Module> make_os_module(Interpreter& in) {
  Ref<Module> mod(new Module("os"));
  Module& m = *mod;
  // os.environ is a plain dict snapshot taken at import (CPython's is a
  // mapping that also writes through to the process; minitf scripts only read).
  Ref<Dict> env = make_dict();
  for (char** e = environ; e && *e; ++e) {
    std::string kv = *e;
    size_t eq = kv.find('=');
    if (eq == std::string::npos || eq == 0) continue;
    dict_set(in, *env, new_str(kv.substr(0, eq)), new_str(kv.substr(eq + 1)));
  }
  m.set(in, "environ", env.value());
  m.set(in, "sep", new_str("/"));
  m.set(in, "altsep", Value());
  m.set(in, "pathsep", new_str(":"));
  m.set(in, "linesep", new_str("\n"));
  m.set(in, "curdir", new_str("."));
  m.set(in, "pardir", new_str(".."));
  m.set(in, "name", new_str("posix"));
  add_function(
      in, m, "getcwd",
      [](Interpreter&, CallArgs& a) {
        check_no_kwargs(a, "os.getcwd");
        check_arity(a, 0, 0, "os.getcwd");
        std::string buf(PATH_MAX, '\0');
        if (!::getcwd(&buf[0], buf.size())) throw_exc(types().OSError, "getcwd failed");
        buf.resize(std::char_traits<char>::length(buf.c_str()));
        return new_str(buf);
      },
      "()", "Return a unicode string representing the current working directory.");
  Value envv = env.value();
  add_function(
      in, m, "getenv",
      [envv](Interpreter& in, CallArgs& a) {
        check_kwargs(a, {"key", "default"}, "getenv");
        const Value* k = arg_or_kw(a, 0, "key");
        if (!k) throw_type_error("getenv() missing 1 required positional argument: 'key'");
        if (a.size() > 2)
          throw_type_error("getenv() takes from 1 to 2 positional arguments but " +
                           std::to_string(a.size()) + " were given");
        if (!is_str(*k)) throw_type_error("str expected, not " + type_name(*k));
        if (Value* v = dict_find(in, *envv.as<Dict>(), *k)) return *v;
        const Value* d = arg_or_kw(a, 1, "default");
        return d ? *d : Value();
      },
      "(key, default=None)", "Get an environment variable, return None if it doesn't exist.");
  add_function(
      in, m, "getpid",
      [](Interpreter&, CallArgs& a) {
        check_no_kwargs(a, "os.getpid");
        check_arity(a, 0, 0, "os.getpid");
        return Value::integer(int64_t(::getpid()));
      },
      "()", "Return the current process id.");
  add_function(
      in, m, "cpu_count",
      [](Interpreter&, CallArgs& a) {
        check_no_kwargs(a, "os.cpu_count");
        check_arity(a, 0, 0, "os.cpu_count");
        unsigned n = std::thread::hardware_concurrency();
        return n ? Value::integer(int64_t(n)) : Value();
      },
      "()", "Return the number of logical CPUs in the system.");
  return mod;
}

}  // namespace minitf
