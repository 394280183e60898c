// The teaching notes: events that name a tf.function pitfall where it
// happens, in the learner's own lines — a Python value frozen into a graph, a
// side effect that runs only while tracing, a Python loop unrolled into a huge
// graph, a graph-mode error, a tf.function object made again for the same
// Python function. Each is shown from verbosity Normal on; Verbose adds the
// explanation.
#pragma once

#include <string>
#include <vector>

#include "function/concrete_function.h"
#include "runtime/interpreter.h"

namespace minitf {

struct FunctionObj;

// (Notes go out through runtime/interp_impl.h's emit_note.)

// The verbose-mode explanation of a trace event, by whether it is a retrace.
std::string trace_explanation(bool retrace);

// Python ops past this many in one Python loop of one trace make the "loop
// unrolled" note: a loop that size is better a graph loop (tf.range), and
// smaller ones (a few layers, a short fixed schedule) are fine unrolled.
constexpr size_t kUnrolledLoopOps = 100;

// Called by AutoGraph after a Python `for` loop ran while tracing and added
// `ops` graph operations over `iterations` iterations, at `line` of the
// running frame.
void note_unrolled_loop(Interpreter& in, bool over_range, int64_t iterations, size_t ops);

// What the trace running now needs to watch (set by trace_concrete).
struct TraceWatch {
  ConcreteFunction* cf = nullptr;
  std::string function;
  const SourceFile* file = nullptr;  // the traced Python function's
  // Values the body may change as a side effect, taken before the trace:
  // the function's globals and closure cells, and the instance's attributes.
  std::vector<std::pair<std::string, Value>> globals;
  std::vector<std::pair<std::string, size_t>> list_sizes;  // outer lists by name
  std::vector<std::pair<std::string, Value>> attributes;
  Value instance;
};

// Snapshots what a side effect of tracing `f` could change.
void watch_side_effects(FunctionObj& f, TraceWatch& w);
// After a successful trace: a note per global Python number the body read
// (frozen into the graph; globals are not part of the cache key).
void report_frozen_globals(Interpreter& in, FunctionObj& f, const TraceWatch& w);
// After a successful trace: one note per trace naming the side effects seen.
void report_side_effects(Interpreter& in, FunctionObj& f, const TraceWatch& w);

// After a trace failed with `e`: for the graph-mode errors learners meet
// most, a hint with the learner's line, a caret and the lesson, which the
// trace adds to the exception's notes (printed after TF's own message, which
// stays unchanged); "" for other errors and in quiet mode.
std::string graph_error_hint(Interpreter& in, const FunctionObj& f, const PyException& e);

// The first trace of a tf.function object whose Python function another
// tf.function object traced before: the reason its event gives instead of
// "first trace" (empty when it is the first such object).
void note_new_wrapper(Interpreter& in, FunctionObj& f, std::string* reason, std::string* lesson);

// Installs the volatile-value hook (frozen values) for `in`.
void install_teaching_hooks(Interpreter& in);

}  // namespace minitf
