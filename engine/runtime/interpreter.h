// The interpreter: runs resolved ASTs eagerly, and exposes the object
// protocol (calls, repr/str, hashing, equality, iteration, attributes,
// operators) that builtins, modules and the tf library use.
//
// Several interpreters may live in one process (REPL, kernel sessions, tests);
// all state hangs off an Interpreter. The engine never writes to stdout:
// everything goes through the OutputSink the front end provides.
#pragma once

#include <atomic>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/limits.h"
#include "runtime/object.h"
#include "runtime/output.h"
#include "runtime/sandbox.h"
#include "syntax/ast.h"

namespace minitf {

// Python's default recursion limit; past it a RecursionError is raised long
// before the C++ stack could overflow (each Python call uses a few KB).
constexpr int kDefaultRecursionLimit = 1000;

struct Frame;
class DeadlineTimer;

// One line of a traceback: file, line, function and the source line.
struct TraceEntry {
  std::shared_ptr<SourceFile> file;
  int line;
  std::string function;
};
struct Traceback {
  // Outermost first. A deque, since unwinding adds each frame at the front
  // (a vector made unwinding n frames cost n squared).
  std::deque<TraceEntry> entries;
  // The frame whose entry is at the front. As in CPython, an exception gets
  // one entry per frame it passes through, the frame that catches it
  // included: catching adds it, so leaving that frame later must not.
  const void* outer_frame = nullptr;
};

// MINITF_DEBUG levels: each dumps one more stage of the pipeline on stderr.
constexpr int kDebugTokens = 1;
constexpr int kDebugAst = 2;
constexpr int kDebugConvertedCode = 3;
constexpr int kDebugGraphs = 4;

// Options that change TensorFlow-visible behaviour (per interpreter).
struct Options {
  bool modern_tf = true;  // true: modern TF 2.x (the default); false: the talk's TF 2.0
  int debug = 0;          // MINITF_DEBUG level: 1 tokens, 2 AST, 3 converted code, 4 graphs
  // What the teaching tools show (runtime/output.h): events from Normal on.
  Verbosity verbosity = Verbosity::Normal;
  std::vector<std::string> argv;
  // Bytes one allocation may request (--memory-limit); 0: default_memory_budget().
  uint64_t memory_limit = 0;
  // --sandbox: confine the session to a working folder (runtime/sandbox.h).
  bool sandbox = false;
  // The working folder (resolve_sandbox_root's result); empty: the cwd.
  std::string sandbox_dir;
  // --time-limit: seconds one top-level run (a script, a REPL input, a
  // kernel cell) may take before TimeoutError; 0: no limit.
  double time_limit = 0;
};

// The memory budget of a session that names none: a fraction of the machine's
// physical memory (see kDefaultMemoryBudgetDivisor).
uint64_t default_memory_budget();
// Parses a size such as "2G", "512M", "1.5G", "100000" (bytes; K, M, G, T are
// powers of 1024, an optional trailing "B" or "iB" is allowed). False when the
// text is not a positive size.
bool parse_memory_size(const std::string& text, uint64_t& bytes);
// Parses a time limit in seconds ("60", "2.5"): false unless it is a finite
// number above 0 (at most kMaxTimeLimitSeconds).
bool parse_time_limit(const std::string& text, double& seconds);
// A week: past it a limit protects nothing, and the deadline arithmetic
// stays far from the clock's range.
constexpr double kMaxTimeLimitSeconds = 7 * 24 * 3600;

// A module factory: builds a native module (math, time, tensorflow, ...) on
// first import.
using ModuleFactory = std::function<Ref<Module>(Interpreter&)>;

// Turns a library's own C++ exception into a Python exception (by throwing
// it through errors.h), or returns to decline. Libraries whose code throws
// something other than PyException (the tensor core's TensorError) install
// one, so that their native functions need no wrapper of their own.
using ExceptionTranslator = void (*)(Interpreter& in, const std::exception& e);

// The result of running a piece of source at top level.
struct ExecResult {
  bool ok = true;
  Value last_value;  // value of a trailing expression (interactive mode)
  bool has_value = false;
  std::string error_text;  // formatted traceback, when !ok
  std::string ename, evalue;
  Ref<ExceptionObj> exception;
  bool system_exit = false;
  int exit_code = 0;
};

class Interpreter {
 public:
  explicit Interpreter(OutputSink& sink, Options options = {});
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  // ---- running code ----
  // Parses, resolves and runs `source` in the __main__ module. In interactive
  // mode the value of a trailing expression statement is returned (not printed).
  ExecResult exec(const std::string& source, const std::string& filename, bool interactive = false);
  // [tests, soak] How many top-level units' parsed code is still kept: a
  // unit lives while a function, class or lambda it defined is reachable.
  int64_t live_source_units() const;
  // Runs `source` as the body of a new module `name` (a module written in
  // Python, such as the embedded standard modules) and returns it. Its
  // errors propagate as Python exceptions; a syntax error is a SyntaxError.
  Ref<Module> exec_module(const std::string& name, const std::string& source,
                          const std::string& filename);
  // Formats an exception as Python prints it ("Traceback (most recent call last):" ...).
  std::string format_exception(const ExceptionObj& exc);
  // The exception an except block is handling now (sys.exc_info()), or null.
  ExceptionObj* handled_exception();

  // ---- the object protocol ----
  Value call(const Value& callee, CallArgs& args);
  Value call(const Value& callee, std::vector<Value> pos);
  std::string repr(const Value& v);
  std::string str(const Value& v);
  bool truthy(const Value& v);
  int64_t hash(const Value& v);
  bool eq(const Value& a, const Value& b);
  bool lt(const Value& a, const Value& b);  // for sorted/min/max
  // `inplace`: the operator of an augmented assignment, which only its
  // TypeError names ("for +=:").
  Value binop(BinOpKind op, const Value& a, const Value& b, bool inplace = false);
  Value unaryop(UnaryOpKind op, const Value& v);
  Value compare(CmpOpKind op, const Value& a, const Value& b);
  bool contains(const Value& container, const Value& item);
  Value getattr(const Value& obj, std::string_view name);  // raises AttributeError
  std::optional<Value> getattr_opt(const Value& obj, std::string_view name);
  // The same with a pre-hashed (ideally interned) name: the evaluator's path.
  Value getattr(const Value& obj, const StrKey& name);
  std::optional<Value> getattr_opt(const Value& obj, const StrKey& name);
  void setattr(const Value& obj, std::string_view name, Value v);
  void setattr(const Value& obj, const StrKey& name, Value v);
  void delattr(const Value& obj, std::string_view name);
  // object.__setattr__ / object.__delattr__: the default behaviour, which a
  // class's own __setattr__ / __delattr__ replaces for its instances.
  void object_setattr(const Value& obj, const StrKey& name, Value v);
  void object_delattr(const Value& obj, std::string_view name);
  Value getitem(const Value& obj, const Value& key);
  void setitem(const Value& obj, const Value& key, Value v);
  void delitem(const Value& obj, const Value& key);
  int64_t len(const Value& v);
  // CPython's PyObject_LengthHint: len() when it works (a TypeError from it
  // is ignored, other errors propagate), else __length_hint__, else fallback.
  // Only a guess at the size, for the constructors that preallocate.
  int64_t length_hint(const Value& v, int64_t fallback);
  bool isinstance(const Value& v, TypeObject* cls);
  TypeObject* type_of(const Value& v) const;

  // Iteration: iter() returns an iterator; next() returns false when exhausted.
  Value iter(const Value& iterable);
  bool next(const Value& iterator, Value& out);
  // Calls f(item) for every item; f returns false to stop early.
  void for_each(const Value& iterable, const std::function<bool(const Value&)>& f);
  std::vector<Value> to_vector(const Value& iterable);
  // The items as CPython's list.extend reads them, for list(x), tuple(x),
  // sorted(x), list.extend(x), `lst += x`, [*x] and f(*x): a list or tuple
  // directly; anything else through iter(x), then its length hint (which a
  // user class sees: its __len__ or __length_hint__ runs, and may raise),
  // then each item. `hint`, when given, receives that hint (-1 when none
  // was asked, for a list or tuple).
  std::vector<Value> extend_items(const Value& iterable, int64_t* hint = nullptr);

  // Python int(x)/float(x) conversions of numbers for builtins (TypeError otherwise).
  int64_t to_index(const Value& v);  // __index__: ints and bools only
  double to_double(const Value& v);  // int/bool/float

  // ---- modules ----
  void register_module(const std::string& name, ModuleFactory factory);
  Ref<Module> import_module(const std::string& name);
  // Whether `name` was imported already (nothing is run).
  bool module_loaded(const std::string& name) const;
  Module* main_module() const { return main_.get(); }
  Module* builtins_module() const { return builtins_.get(); }

  // ---- output and input ----
  OutputSink& out() { return sink_; }
  // Writes to sys.stdout / sys.stderr (through the sink).
  void write_stdout(std::string_view s) { sink_.write(Stream::Stdout, s); }
  void write_stderr(std::string_view s) { sink_.write(Stream::Stderr, s); }
  // tf.print's output, eager or from a graph's PrintV2 (OutputSink::tf_print).
  void write_tf_print(Stream stream, std::string_view s) { sink_.tf_print(stream, s); }

  // ---- limits and interrupts ----
  // Set from a signal handler or another thread; checked on loop back-edges and
  // calls, where it becomes a KeyboardInterrupt.
  void request_interrupt() { interrupt_.store(true, std::memory_order_relaxed); }
  void check_interrupt() {
    if (interrupt_.load(std::memory_order_relaxed)) raise_interrupt();
  }
  // The evaluator's safe points (a loop's back-edge, entering a call): the
  // interrupt check, and the cycle collection an allocation scheduled. Only
  // here may the collector run: every object is fully built, and what the
  // C++ code in progress uses is held by counted references.
  void safe_point() {
    check_interrupt();
    if (__builtin_expect(gc_.pending(), 0)) collect_scheduled();
  }
  // This session's cycle collector (runtime/gc.h; the gc module).
  GcState& gc() { return gc_; }
  // Clears the flag and raises KeyboardInterrupt (TimeoutError when the
  // run's time limit set it): for code that caught ExecutionInterrupted
  // (base/limits.h) from a fill or kernel that saw it.
  [[noreturn]] void raise_interrupt();
  // The collection an allocation scheduled (out of line: the safe points
  // are on the hottest paths).
  [[gnu::cold, gnu::noinline]] void collect_scheduled();
  // The exception raise_interrupt raises (and clears the flag).
  Ref<ExceptionObj> take_interrupt();
  // [function layer] The flag itself, for the graph executor's while loops
  // (RunOptions::interrupt), which run without the interpreter.
  const std::atomic<bool>* interrupt_flag() const { return &interrupt_; }
  int recursion_limit = kDefaultRecursionLimit;
  // The session's memory budget: bytes one allocation may request (checked
  // by check_memory(), errors.h, while this interpreter runs code).
  uint64_t memory_budget() const { return limits_.memory_budget; }
  void set_memory_budget(uint64_t bytes) { limits_.memory_budget = bytes; }

  Options& options() { return options_; }
  // What this session's scripts may do to the operating system (--sandbox).
  const SandboxPolicy& sandbox() const { return sandbox_; }

  // A C++ exception escaping a native function is offered to each translator
  // in turn; one that none claims becomes RuntimeError("internal error ...").
  void add_exception_translator(ExceptionTranslator t);

  // Hooks owned by the library layer (tf module, @function) so the runtime
  // does not depend on it. Each may be empty.
  struct Extensions;
  Extensions& ext() { return *ext_; }

  // Internal, used by the evaluator (interpreter_*.cpp).
  struct Impl;
  Impl& impl() { return *impl_; }

 private:
  // First, so that it outlives every object the other members free.
  GcState gc_;
  OutputSink& sink_;
  Options options_;
  std::atomic<bool> interrupt_{false};
  // Set with interrupt_ by the time limit's timer (runtime/time_limit.h).
  std::atomic<bool> timed_out_{false};
  std::unique_ptr<DeadlineTimer> timer_;  // made on the first limited run
  int exec_nesting_ = 0;                  // exec() calls in progress
  SessionLimits limits_;
  SandboxPolicy sandbox_;
  Ref<Module> main_;
  Ref<Module> builtins_;
  std::unique_ptr<Extensions> ext_;
  std::unique_ptr<Impl> impl_;
};

// super() with no arguments in the running method: the proxy whose attribute
// reads start above the method's class (what the `super` builtin returns).
Value make_super(Interpreter& in);

// CPython's hash(float) (_Py_HashDouble, modulus 2**61 - 1): integral floats
// hash like the equal int. NaN hashes to 0 here (CPython uses the object's id).
int64_t python_float_hash(double v);

}  // namespace minitf
