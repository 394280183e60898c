// The os module: a snapshot of the environment and a few process facts.
#include <unistd.h>

#include <climits>
#include <thread>

#include "builtins/stdlib_impl.h"

extern char** environ;

namespace minitf {

namespace {

Value os_getcwd(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.getcwd");
  std::string buf(PATH_MAX, '\0');
  if (!::getcwd(&buf[0], buf.size())) throw_exc(types().OSError, "getcwd failed");
  buf.resize(std::char_traits<char>::length(buf.c_str()));
  return new_str(buf);
}

// Reads os.environ as it is now, as CPython's os.getenv does.
Value os_getenv(Interpreter& in, CallArgs& a) {
  ArgParser p("getenv", a, {"key", "default"}, 1);
  const Value& key = *p.get(0);
  if (!is_str(key)) throw_type_error("str expected, not " + type_name(key));
  Value env = in.getattr(in.import_module("os").value(), "environ");
  if (is_dict(env)) {
    if (Value* v = dict_find(in, *env.as<Dict>(), key)) return *v;
  } else {
    try {
      return in.getitem(env, key);
    } catch (PyException& e) {
      if (!e.exc->type->is_subclass_of(types().KeyError)) throw;
    }
  }
  return p.get(1) ? *p.get(1) : Value();
}

Value os_getpid(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.getpid");
  return Value::integer(int64_t(::getpid()));
}

Value os_cpu_count(Interpreter&, CallArgs& a) {
  check_args(a, 0, 0, "os.cpu_count");
  unsigned n = std::thread::hardware_concurrency();
  return n ? Value::integer(int64_t(n)) : Value();
}

const NativeDef kOsFunctions[] = {
    {"getcwd", os_getcwd, "()",
     "Return a unicode string representing the current working directory."},
    {"getenv", os_getenv, "(key, default=None)",
     "Get an environment variable, return None if it doesn't exist."},
    {"getpid", os_getpid, "()", "Return the current process id."},
    {"cpu_count", os_cpu_count, "()", "Return the number of logical CPUs in the system."},
};

}  // namespace

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
  add_functions(in, m, kOsFunctions);
  return mod;
}

}  // namespace minitf
