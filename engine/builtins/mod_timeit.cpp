// The timeit module: timeit, repeat and default_timer as Lib/timeit.py
// defines them. The statement and setup (strings or callables) are spliced
// into the same template CPython compiles, a function `inner` whose loop
// runs the statement `number` times between two timer calls, and that
// source runs in a fresh namespace (or a copy of `globals`).
#include "builtins/stdlib_impl.h"
#include "runtime/exec_source.h"
#include "syntax/parser.h"

namespace minitf {

namespace {

// Lib/timeit.py's default_number and default_repeat.
constexpr int64_t kDefaultNumber = 1000000;
constexpr int64_t kDefaultRepeat = 5;
// The file name CPython gives the generated source (shown in tracebacks).
constexpr const char* kSrcName = "<timeit-src>";

// Lib/timeit.py's reindent: every line after the first indented by n spaces.
std::string reindent(const std::string& src, size_t n) {
  std::string out;
  for (char c : src) {
    out.push_back(c);
    if (c == '\n') out.append(n, ' ');
  }
  return out;
}

// Raises the SyntaxError CPython's compile() check would for code that is
// not valid at module level.
void check_compiles(const std::string& src) {
  try {
    std::unique_ptr<SourceUnit> unit(parse(std::make_shared<SourceFile>(kSrcName, src)));
  } catch (SyntaxErrorInfo& e) {
    throw_exc(types().SyntaxError,
              e.message + " (" + e.filename + ", line " + std::to_string(e.line) + ")");
  }
}

bool is_callable(Interpreter& in, const Value& v) {
  Value callable = in.getattr(Value::object(in.builtins_module()), "callable");
  return in.truthy(in.call(callable, std::vector<Value>{v}));
}

// Timer(stmt, setup, timer, globals).inner: the compiled timing function.
Value make_inner(Interpreter& in, const Value& stmt, const Value& setup, const Value* globals) {
  Ref<Module> ns(new Module("timeit"));
  Value nsv = Value::object(ns.get());
  if (globals && !globals->is_none()) {
    if (!is_dict(*globals)) throw_type_error("globals must be a dict, not " + type_name(*globals));
    for (const DictTable::Entry& e : globals->as<Dict>()->table.entries)
      if (e.live && is_str(e.key)) in.setattr(nsv, str_of(e.key), e.value);
  }
  std::string init, setup_src, stmt_src, prefix;
  if (is_str(setup)) {
    check_compiles(str_of(setup));
    prefix = str_of(setup) + "\n";
    setup_src = reindent(str_of(setup), 4);
  } else if (is_callable(in, setup)) {
    in.setattr(nsv, "_setup", setup);
    init += ", _setup=_setup";
    setup_src = "_setup()";
  } else {
    throw_value_error("setup is neither a string nor callable");
  }
  if (is_str(stmt)) {
    check_compiles(prefix + str_of(stmt));
    stmt_src = reindent(str_of(stmt), 8);
  } else if (is_callable(in, stmt)) {
    in.setattr(nsv, "_stmt", stmt);
    init += ", _stmt=_stmt";
    stmt_src = "_stmt()";
  } else {
    throw_value_error("stmt is neither a string nor callable");
  }
  std::string src = "\ndef inner(_it, _timer" + init + "):\n    " + setup_src +
                    "\n    _t0 = _timer()\n    for _i in _it:\n        " + stmt_src +
                    "\n        pass\n    _t1 = _timer()\n    return _t1 - _t0\n";
  exec_source_in_module(in, src, kSrcName, *ns);
  return in.getattr(nsv, "inner");
}

// One timing: inner(iterator of `number` items, timer).
Value time_once(Interpreter& in, const Value& inner, const Value& number, const Value& timer) {
  Value range = in.getattr(Value::object(in.builtins_module()), "range");
  Value it = in.call(range, std::vector<Value>{number});
  return in.call(inner, std::vector<Value>{it, timer});
}

Value default_timer(Interpreter& in) {
  return in.getattr(Value::object(in.import_module("time").get()), "perf_counter");
}

Value timeit_timeit(Interpreter& in, CallArgs& a) {
  ArgParser p("timeit", a, {"stmt", "setup", "timer", "number", "globals"}, 0);
  Value stmt = p.get(0) ? *p.get(0) : new_str("pass");
  Value setup = p.get(1) ? *p.get(1) : new_str("pass");
  Value timer = p.get(2) ? *p.get(2) : default_timer(in);
  Value number = p.get(3) ? *p.get(3) : Value::integer(kDefaultNumber);
  Value inner = make_inner(in, stmt, setup, p.get(4));
  return time_once(in, inner, number, timer);
}

Value timeit_repeat(Interpreter& in, CallArgs& a) {
  ArgParser p("repeat", a, {"stmt", "setup", "timer", "repeat", "number", "globals"}, 0);
  Value stmt = p.get(0) ? *p.get(0) : new_str("pass");
  Value setup = p.get(1) ? *p.get(1) : new_str("pass");
  Value timer = p.get(2) ? *p.get(2) : default_timer(in);
  Value repeat = p.get(3) ? *p.get(3) : Value::integer(kDefaultRepeat);
  Value number = p.get(4) ? *p.get(4) : Value::integer(kDefaultNumber);
  Value inner = make_inner(in, stmt, setup, p.get(5));
  // Lib/timeit.py loops `for i in range(repeat)`, with range's checks.
  Value range = in.getattr(Value::object(in.builtins_module()), "range");
  std::vector<Value> results;
  in.for_each(in.call(range, std::vector<Value>{repeat}), [&](const Value&) {
    check_growth(results, 1);
    results.push_back(time_once(in, inner, number, timer));
    return true;
  });
  return list_value(std::move(results));
}

const NativeDef kTimeitFunctions[] = {
    {"timeit", timeit_timeit,
     "(stmt='pass', setup='pass', timer=<built-in function perf_counter>, number=1000000, "
     "globals=None)",
     "Convenience function to create Timer object and call timeit method."},
    {"repeat", timeit_repeat,
     "(stmt='pass', setup='pass', timer=<built-in function perf_counter>, repeat=5, "
     "number=1000000, globals=None)",
     "Convenience function to create Timer object and call repeat method."},
};

}  // namespace

Ref<Module> make_timeit_module(Interpreter& in) {
  Ref<Module> m(new Module("timeit"));
  add_functions(in, *m, kTimeitFunctions);
  Value mv = Value::object(m.get());
  in.setattr(mv, "default_timer", default_timer(in));
  in.setattr(mv, "default_number", Value::integer(kDefaultNumber));
  in.setattr(mv, "default_repeat", Value::integer(kDefaultRepeat));
  return m;
}

}  // namespace minitf
