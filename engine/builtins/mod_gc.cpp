// The gc module: the session's cycle collector (runtime/gc.h) as CPython's
// gc module shows it: collect, enable/disable, counts and thresholds.
#include <climits>

#include "builtins/stdlib_impl.h"

namespace minitf {

namespace {

// A C int argument: overflow checked as the C function CPython uses words it
// (clinic's "Python int too large to convert to C int"; PyArg_ParseTuple's
// "signed integer is greater than maximum").
int c_int_arg(Interpreter& in, const Value& v, bool clinic) {
  if (is_bigint(v)) {
    bool negative = v.as<BigInt>()->n.is_negative();
    if (clinic) throw_overflow("Python int too large to convert to C int");
    throw_overflow(negative ? "signed integer is less than minimum"
                            : "signed integer is greater than maximum");
  }
  int64_t n = in.to_index(v);
  if (n > INT_MAX || n < INT_MIN) {
    if (clinic) throw_overflow("Python int too large to convert to C int");
    throw_overflow(n < 0 ? "signed integer is less than minimum"
                         : "signed integer is greater than maximum");
  }
  return int(n);
}

Value gc_collect(Interpreter& in, CallArgs& a) {
  check_total_args(a, 1, "collect");
  check_kwargs(a, {"generation"}, "collect");
  int generation = kGcGenerations - 1;
  if (const Value* g = arg_or_kw(a, 0, "generation")) generation = c_int_arg(in, *g, true);
  if (generation < 0 || generation >= kGcGenerations) throw_value_error("invalid generation");
  return Value::integer(in.gc().collect(in, generation));
}

Value gc_enable(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "gc.enable");
  in.gc().enabled = true;
  return Value();
}

Value gc_disable(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "gc.disable");
  in.gc().enabled = false;
  return Value();
}

Value gc_isenabled(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "gc.isenabled");
  return Value::boolean(in.gc().enabled);
}

Value gc_get_count(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "gc.get_count");
  const GcState& gc = in.gc();
  return tuple_value(
      {Value::integer(gc.count(0)), Value::integer(gc.count(1)), Value::integer(gc.count(2))});
}

Value gc_get_threshold(Interpreter& in, CallArgs& a) {
  check_args(a, 0, 0, "gc.get_threshold");
  const GcState& gc = in.gc();
  return tuple_value({Value::integer(gc.thresholds[0]), Value::integer(gc.thresholds[1]),
                      Value::integer(gc.thresholds[2])});
}

Value gc_set_threshold(Interpreter& in, CallArgs& a) {
  check_args(a, 1, kGcGenerations, "set_threshold", ArgStyle::Takes);
  // All are converted before any is set, as PyArg_ParseTuple does.
  int values[kGcGenerations];
  for (size_t i = 0; i < a.pos.size(); ++i) values[i] = c_int_arg(in, a.pos[i], false);
  for (size_t i = 0; i < a.pos.size(); ++i) in.gc().thresholds[i] = values[i];
  return Value();
}

const NativeDef kGcFunctions[] = {
    {"collect", gc_collect, "(generation=2)",
     "Run the garbage collector.\n\nWith no arguments, run a full collection.  The optional "
     "argument\nmay be an integer specifying which generation to collect.  A ValueError\nis "
     "raised if the generation number is invalid.\n\nThe number of unreachable objects is "
     "returned."},
    {"enable", gc_enable, "()", "Enable automatic garbage collection."},
    {"disable", gc_disable, "()", "Disable automatic garbage collection."},
    {"isenabled", gc_isenabled, "()", "Returns true if automatic garbage collection is enabled."},
    {"get_count", gc_get_count, "()", "Return a three-tuple of the current collection counts."},
    {"get_threshold", gc_get_threshold, "()", "Return the current collection thresholds."},
    {"set_threshold", gc_set_threshold, "(threshold0, [threshold1, threshold2])",
     "set_threshold(threshold0, [threshold1, threshold2]) -> None\n\nSets the collection "
     "thresholds.  Setting threshold0 to zero disables\ncollection.\n"},
};

}  // namespace

Ref<Module> make_gc_module(Interpreter& in) {
  Ref<Module> m(new Module("gc"));
  add_functions(in, *m, kGcFunctions);
  return m;
}

}  // namespace minitf
