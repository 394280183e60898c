// The timeit module: timeit, repeat and default_timer as Lib/timeit.py
// defines them. The statement and setup (strings or callables) are spliced
// into the same template CPython compiles, a function `inner` whose loop
// runs the statement `number` times between two timer calls, and that
// source runs in a fresh namespace (or a copy of `globals`).
#include "builtins/format_impl.h"
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

// Timer.repeat: one timing per item of range(repeat) (Lib/timeit.py's loop,
// with range's argument checks).
Value repeat_timings(Interpreter& in, const Value& inner, const Value& repeat, const Value& number,
                     const Value& timer) {
  Value range = in.getattr(Value::object(in.builtins_module()), "range");
  std::vector<Value> results;
  in.for_each(in.call(range, std::vector<Value>{repeat}), [&](const Value&) {
    check_growth(results, 1);
    results.push_back(time_once(in, inner, number, timer));
    return true;
  });
  return list_value(std::move(results));
}

Value timeit_repeat(Interpreter& in, CallArgs& a) {
  ArgParser p("repeat", a, {"stmt", "setup", "timer", "repeat", "number", "globals"}, 0);
  Value stmt = p.get(0) ? *p.get(0) : new_str("pass");
  Value setup = p.get(1) ? *p.get(1) : new_str("pass");
  Value timer = p.get(2) ? *p.get(2) : default_timer(in);
  Value repeat = p.get(3) ? *p.get(3) : Value::integer(kDefaultRepeat);
  Value number = p.get(4) ? *p.get(4) : Value::integer(kDefaultNumber);
  Value inner = make_inner(in, stmt, setup, p.get(5));
  return repeat_timings(in, inner, repeat, number, timer);
}

// ---- the Timer class ----------------------------------------------------------------

// Timer.autorange stops at the first number of loops taking this long
// (Lib/timeit.py's threshold).
constexpr double kAutorangeSeconds = 0.2;

struct TimerObj : Object {
  Value inner;
  Value timer;
  explicit TimerObj(TypeObject* t) : Object(t) {}
};

TimerObj& timer_of(const CallArgs& a) { return *a.pos[0].as<TimerObj>(); }

Value timer_construct(Interpreter& in, CallArgs& a);

TypeObject* timer_type();

Value timer_timeit(Interpreter& in, CallArgs& a) {
  ArgParser p("Timer.timeit", a, {"number"}, 0, true);
  TimerObj& t = timer_of(a);
  Value number = p.get(0) ? *p.get(0) : Value::integer(kDefaultNumber);
  return time_once(in, t.inner, number, t.timer);
}

Value timer_repeat(Interpreter& in, CallArgs& a) {
  ArgParser p("Timer.repeat", a, {"repeat", "number"}, 0, true);
  TimerObj& t = timer_of(a);
  Value repeat = p.get(0) ? *p.get(0) : Value::integer(kDefaultRepeat);
  Value number = p.get(1) ? *p.get(1) : Value::integer(kDefaultNumber);
  return repeat_timings(in, t.inner, repeat, number, t.timer);
}

Value timer_autorange(Interpreter& in, CallArgs& a) {
  ArgParser p("Timer.autorange", a, {"callback"}, 0, true);
  TimerObj& t = timer_of(a);
  for (int64_t i = 1;;) {
    for (int64_t j : {1, 2, 5}) {
      Value number = Value::integer(i * j);
      Value taken = time_once(in, t.inner, number, t.timer);
      if (p.has(0)) in.call(*p.get(0), std::vector<Value>{number, taken});
      if (in.to_double(taken) >= kAutorangeSeconds) return tuple_value({number, taken});
    }
    if (__builtin_mul_overflow(i, int64_t(10), &i)) throw_overflow(kIntTooLarge);
  }
}

const NativeDef kTimerMethods[] = {
    {"timeit", timer_timeit, "(self, number=1000000)",
     "Time number executions of the main statement."},
    {"repeat", timer_repeat, "(self, repeat=5, number=1000000)",
     "Call timeit() a few times; returns a list of results."},
    {"autorange", timer_autorange, "(self, callback=None)",
     "Return the number of loops and time taken so that total time >= 0.2."},
};

Value timer_construct(Interpreter& in, CallArgs& a) {
  ArgParser p("Timer", a, {"stmt", "setup", "timer", "globals"}, 0);
  Value stmt = p.get(0) ? *p.get(0) : new_str("pass");
  Value setup = p.get(1) ? *p.get(1) : new_str("pass");
  Ref<TimerObj> t(new TimerObj(timer_type()));
  t->timer = p.get(2) ? *p.get(2) : default_timer(in);
  t->inner = make_inner(in, stmt, setup, p.get(3));
  return Value::object(t.get());
}

TypeObject* timer_type() {
  static TypeObject* t = [] {
    TypeObject* ty = new_builtin_type("Timer", types().object, Layout::Native, "timeit");
    ty->construct = timer_construct;
    add_methods(ty, kTimerMethods);
    return ty;
  }();
  return t;
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
  in.setattr(mv, "Timer", Value::object(timer_type()));
  in.setattr(mv, "default_number", Value::integer(kDefaultNumber));
  in.setattr(mv, "default_repeat", Value::integer(kDefaultRepeat));
  return m;
}

}  // namespace minitf
