// The sys module: argv, the standard streams, version facts, exit and the
// recursion limit.
#include <cstdint>

#include "builtins/stdlib_impl.h"
#include "runtime/textutil.h"

#ifndef MINITF_VERSION
#define MINITF_VERSION "dev"
#endif

namespace minitf {

namespace {

// setrecursionlimit refuses more than this: past it the native stack guard
// would stop deep recursion anyway, with a less helpful message.
constexpr int64_t kMaxRecursionLimit = 100000;

// sys.stdin / sys.stdout / sys.stderr: thin objects over the output sink.
struct StdStream : Object {
  int fd;  // 0 stdin, 1 stdout, 2 stderr
  StdStream(TypeObject* t, int f) : Object(t), fd(f) {}
};

StdStream& self_stream(const CallArgs& a) { return *a.pos[0].as<StdStream>(); }

using I = Interpreter;
using A = CallArgs;

void write_to(Interpreter& in, const StdStream& s, const std::string& text) {
  if (s.fd == 1)
    in.write_stdout(text);
  else
    in.write_stderr(text);
}

Value stream_write(I& in, A& a) {
  check_method_args(a, 1, 1, "TextIOWrapper.write", ArgStyle::OneArg);
  StdStream& s = self_stream(a);
  if (s.fd == 0) throw_exc(types().OSError, "not writable");
  if (!is_str(a.pos[1]))
    throw_type_error("write() argument must be str, not " + type_name(a.pos[1]));
  const std::string& text = str_of(a.pos[1]);
  write_to(in, s, text);
  return Value::integer(int64_t(text::length(text)));
}

Value stream_writelines(I& in, A& a) {
  check_method_args(a, 1, 1, "TextIOWrapper.writelines", ArgStyle::OneArg);
  StdStream& s = self_stream(a);
  if (s.fd == 0) throw_exc(types().OSError, "not writable");
  for (const Value& line : in.to_vector(a.pos[1])) {
    if (!is_str(line)) throw_type_error("write() argument must be str, not " + type_name(line));
    write_to(in, s, str_of(line));
  }
  return Value();
}

Value stream_flush(I& in, A& a) {
  check_method_args(a, 0, 0, "TextIOWrapper.flush", ArgStyle::NoArgs);
  in.out().flush();
  return Value();
}

Value stream_readline(I& in, A& a) {
  check_method_args(a, 0, 1, "TextIOWrapper.readline", ArgStyle::Expected);
  if (self_stream(a).fd != 0) throw_exc(types().OSError, "not readable");
  in.out().flush();
  std::optional<std::string> line = in.out().read_line("");
  if (!line) return new_str("");
  std::string s = std::move(*line);
  if (s.empty() || s.back() != '\n') s.push_back('\n');
  return new_str(std::move(s));
}

Value stream_isatty(I&, A& a) {
  check_method_args(a, 0, 0, "TextIOWrapper.isatty", ArgStyle::NoArgs);
  return Value::boolean(false);
}

Value stream_fileno(I&, A& a) {
  check_method_args(a, 0, 0, "TextIOWrapper.fileno", ArgStyle::NoArgs);
  return Value::integer(self_stream(a).fd);
}

Value stream_repr(I&, A& a) {
  int fd = self_stream(a).fd;
  const char* name = fd == 0 ? "<stdin>" : fd == 1 ? "<stdout>" : "<stderr>";
  return new_str(std::string("<_io.TextIOWrapper name='") + name + "' mode='" +
                 (fd == 0 ? "r" : "w") + "' encoding='utf-8'>");
}

const NativeDef kStreamMethods[] = {
    {"write", stream_write, "(text, /)",
     "Write string to stream. Returns the number of characters written."},
    {"writelines", stream_writelines, "(lines, /)", "Write a list of lines to stream."},
    {"flush", stream_flush, "(self, /)", "Flush write buffers."},
    {"readline", stream_readline, "(size=-1, /)",
     "Read until newline or EOF; return an empty string at EOF."},
    {"isatty", stream_isatty, "(self, /)", "Return whether this is an 'interactive' stream."},
    {"fileno", stream_fileno, "(self, /)", "Return the underlying file descriptor."},
    {"__repr__", stream_repr},
};

TypeObject* stream_type() {
  // Created once per process on first use; immutable afterwards.
  static TypeObject* const t = [] {
    TypeObject* s = new_builtin_type("TextIOWrapper", types().object, Layout::Native, "_io");
    add_methods(s, kStreamMethods);
    return s;
  }();
  return t;
}

}  // namespace

bool std_stream_of(const Value& v, Stream& which) {
  if (!v.is_obj() || v.as_obj()->type != stream_type()) return false;
  int fd = v.as<StdStream>()->fd;
  if (fd == 0) return false;  // print(file=sys.stdin) goes the slow way and fails there
  which = fd == 1 ? Stream::Stdout : Stream::Stderr;
  return true;
}

namespace {

Value sys_exit(Interpreter&, CallArgs& a) {
  check_args(a, 0, 1, "exit", ArgStyle::Expected);
  raise_system_exit(a.pos.empty() ? Value() : a.pos[0], !a.pos.empty());
}

Value sys_getrecursionlimit(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "sys.getrecursionlimit");
  return Value::integer(in.recursion_limit);
}

Value sys_setrecursionlimit(Interpreter& in, CallArgs& a) {
  check_args(a, 1, 1, "sys.setrecursionlimit");
  if (!a.pos[0].is_intlike())
    throw_type_error("'" + type_name(a.pos[0]) + "' object cannot be interpreted as an integer");
  int64_t n = a.pos[0].as_int();
  if (n < 1) throw_value_error("recursion limit must be greater or equal than 1");
  if (n > kMaxRecursionLimit)
    throw_value_error("recursion limit " + std::to_string(n) + " is above minitf's ceiling of " +
                      std::to_string(kMaxRecursionLimit));
  in.recursion_limit = int(n);
  return Value();
}

// (type, value, traceback) of the exception being handled, or three Nones.
Value sys_exc_info(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "sys.exc_info");
  ExceptionObj* e = in.handled_exception();
  if (!e) return tuple_value({Value(), Value(), Value()});
  Value exc = Value::object(e);
  return tuple_value({Value::object(e->type), exc, in.getattr(exc, "__traceback__")});
}

const NativeDef kSysFunctions[] = {
    {"exc_info", sys_exc_info, "()",
     "Return current exception information: (type, value, traceback)."},
    {"exit", sys_exit, "(status=None, /)", "Exit the interpreter by raising SystemExit(status)."},
    {"getrecursionlimit", sys_getrecursionlimit, "()",
     "Return the current value of the recursion limit."},
    {"setrecursionlimit", sys_setrecursionlimit, "(limit, /)",
     "Set the maximum depth of the Python interpreter stack to n."},
};

}  // namespace

Ref<Module> make_sys_module(Interpreter& in) {
  Ref<Module> mod(new Module("sys"));
  Module& m = *mod;
  std::vector<Value> argv;
  for (const std::string& s : in.options().argv) argv.push_back(new_str(s));
  if (argv.empty()) argv.push_back(new_str(""));
  m.set(in, "argv", list_value(std::move(argv)));
  m.set(in, "stdin", Value::object(new StdStream(stream_type(), 0)));
  m.set(in, "stdout", Value::object(new StdStream(stream_type(), 1)));
  m.set(in, "stderr", Value::object(new StdStream(stream_type(), 2)));
  m.set(in, "version", new_str(std::string("3.11.0 (minitf ") + MINITF_VERSION + ")"));
  m.set(in, "platform", new_str("linux"));
  m.set(in, "byteorder", new_str("little"));
  m.set(in, "maxsize", Value::integer(INT64_MAX));
  add_functions(in, m, kSysFunctions);
  return mod;
}

}  // namespace minitf
